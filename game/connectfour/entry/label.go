package entry

import (
	"fmt"

	"parlor/game"
	"parlor/game/connectfour"
)

// label says move m of position b, which made a, as a thing to do, for a
// screen reader's button (catalog.LabelAfter plays it on a copy): "Drop
// into column 3", "Drop into column 7, widening the board to 8 columns",
// "Drop into column 2 and win". Unlike the log's words, it always names
// the column: several columns may grow the board alike.
func label(b, a *connectfour.Game, m game.Move) string {
	l := fmt.Sprintf("Drop into column %d", m)
	if verb, to := growth(b, a); verb != "" {
		l += fmt.Sprintf(", %sing the board %s", verb, to)
	}
	switch {
	case a.Winner() != game.Nobody:
		l += " and win"
	case a.Over():
		l += "; the game ends in a draw"
	}
	return l
}

// growth says how the move that made a of b grew the board, for the log
// and the label alike: a verb and where to ("grow", "to 8 × 9"; "widen",
// "to 8 columns"; "grow", "to 7 rows"), or "" if it did not.
func growth(b, a *connectfour.Game) (verb, to string) {
	switch {
	case a.Cols() > b.Cols() && a.Rows() > b.Rows():
		return "grow", fmt.Sprintf("to %d × %d", a.Rows(), a.Cols())
	case a.Cols() > b.Cols():
		return "widen", fmt.Sprintf("to %d columns", a.Cols())
	case a.Rows() > b.Rows():
		return "grow", fmt.Sprintf("to %d rows", a.Rows())
	}
	return "", ""
}
