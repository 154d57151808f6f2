package entry

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game/yote"
)

// tell says a Yote position in words: where each side's pieces stand
// (squares numbered from 1, row by row from the top left), what each has
// in hand and what it has lost.
func tell(g *yote.Game) []string {
	lines := []string{fmt.Sprintf("The board has %d rows of %d squares, numbered 1 to %d row by row from the top left.",
		g.Rows(), yote.Cols, g.Squares())}
	for _, side := range []yote.Side{yote.X, yote.O} {
		var on []string
		for n := 1; n <= g.Squares(); n++ {
			if g.At(n) == yote.Cell(side)+yote.XPiece {
				on = append(on, strconv.Itoa(n))
			}
		}
		where := "no pieces on the board"
		if len(on) > 0 {
			where = "pieces on " + strings.Join(on, ", ")
		}
		lines = append(lines, fmt.Sprintf("%s has %s, %d in hand, %d lost.", side, where, g.Reserve(side), g.Captured(side)))
	}
	return lines
}
