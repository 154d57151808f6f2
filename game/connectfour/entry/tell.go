package entry

import (
	"fmt"
	"strings"

	"parlor/game/connectfour"
)

// tell says a Connect Four position in words: the board's size, then each
// column that holds tokens, from the bottom up.
func tell(g *connectfour.Game) []string {
	lines := []string{fmt.Sprintf("The board is %d rows high and %d columns wide; columns are numbered 0 to %d from the left.",
		g.Rows(), g.Cols(), g.Cols()-1)}
	empty := 0
	for c := range g.Cols() {
		h := g.Height(c)
		if h == 0 {
			empty++
			continue
		}
		tokens := make([]string, h)
		for r := range h {
			tokens[r] = [...]string{"", "Red", "Yellow"}[g.At(connectfour.Point{Col: c, Row: r})]
		}
		line := fmt.Sprintf("Column %d, from the bottom: %s", c, strings.Join(tokens, ", "))
		if !g.Over() && g.Check(c) != nil {
			line += " (full)"
		}
		lines = append(lines, line+".")
	}
	switch {
	case empty == g.Cols():
		lines = append(lines, "Every column is empty.")
	case empty > 0:
		lines = append(lines, "The other columns are empty.")
	}
	return lines
}
