package entry

import (
	"fmt"

	"parlor/game"
	"parlor/game/kalah"
)

// label says move m of position b, which made a, as a thing to do, for a
// screen reader's button (catalog.LabelAfter plays it on a copy): "Sow
// S3", "Sow S3, capture 5", "Sow S2, play again", "Sow S6 and win 25–23".
func label(b, a *kalah.Game, m game.Move) string {
	if a.Last() == nil {
		return b.MoveString(m)
	}
	l := a.Last()
	w := "Sow " + l.From.String()
	if c := l.Capture; c != nil {
		w += fmt.Sprintf(", capture %d", c.Seeds)
	}
	switch win, ok := a.Winner(); {
	case ok && win == l.Mover:
		w += fmt.Sprintf(" and win %d–%d", a.Store(win), a.Store(win.Other()))
	case ok:
		w += fmt.Sprintf(" and lose %d–%d", a.Store(l.Mover), a.Store(win))
	case a.Over():
		w += "; the game ends in a tie"
	case l.Extra:
		w += ", play again"
	}
	return w
}
