package entry

import (
	"fmt"

	"parlor/game"
	"parlor/game/yote"
)

// label says move m of position s as a thing to do, for a screen reader's
// button: "Place on 7", "Move 3 to 8", "Jump 3 to 13, take 8 and 14";
// with the end of the game when the move ends it ("…, and win: O has no
// pieces left"), as the engine works it out on a copy.
func label(s game.State, m game.Move) string {
	b := s.(*yote.Game)
	mv := yote.Decode(m)
	var l string
	switch mv.Kind {
	case yote.Place:
		l = fmt.Sprintf("Place on %d", mv.To)
	case yote.Slide:
		l = fmt.Sprintf("Move %d to %d", mv.From, mv.To)
	default:
		l = fmt.Sprintf("Jump %d to %d, take %d", mv.From, mv.To, mv.Over())
		if mv.Remove > 0 {
			l += fmt.Sprintf(" and %d", mv.Remove)
		} else {
			l += fmt.Sprintf(" (%s has no other stone to take)", b.Mover().Other())
		}
	}
	a := b.Clone().(*yote.Game)
	if a.Play(m) != nil || !a.Over() {
		return l
	}
	switch a.Winner() {
	case game.Player(b.Mover()):
		return l + ", and win: " + a.Reason()
	case game.Nobody:
		return l + "; a draw: " + a.Reason()
	}
	return l + ", and lose: " + a.Reason()
}
