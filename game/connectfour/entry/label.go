package entry

import (
	"fmt"

	"parlor/game"
	"parlor/game/connectfour"
)

// label says move m of position s as a thing to do, for a screen reader's
// button, from what the engine does with it on a copy: "Drop into column
// 3", "Drop into column 7, widening the board to 8 columns", "Drop into
// column 2 and win". Unlike the log's words, it always names the column:
// several columns may grow the board alike.
func label(s game.State, m game.Move) string {
	b := s.(*connectfour.Game)
	a := b.Clone().(*connectfour.Game)
	if a.Play(m) != nil {
		return b.MoveString(m)
	}
	l := fmt.Sprintf("Drop into column %d", m)
	switch {
	case a.Cols() > b.Cols() && a.Rows() > b.Rows():
		l += fmt.Sprintf(", growing the board to %d × %d", a.Rows(), a.Cols())
	case a.Cols() > b.Cols():
		l += fmt.Sprintf(", widening the board to %d columns", a.Cols())
	case a.Rows() > b.Rows():
		l += fmt.Sprintf(", growing the board to %d rows", a.Rows())
	}
	switch {
	case a.Winner() != game.Nobody:
		l += " and win"
	case a.Over():
		l += "; the game ends in a draw"
	}
	return l
}
