package cantstop

import (
	"math/rand/v2"
	"testing"

	"parlor/game/cantstop"
	"parlor/scenes/table"
)

// TestPlayAWholeGameByKeyboard plays a three-player game to the end with
// the keyboard only: Tab to Roll, Stop or a choice for the dice, Enter.
func TestPlayAWholeGameByKeyboard(t *testing.T) {
	s := open(t, newMatch(t, 3, 5), desktop)
	r := rand.New(rand.NewPCG(5, 9))
	playOut(t, s, func(g *cantstop.Game) string { return pick(g, r) }, s.KeyClick, nil)
	s.Save("cantstop-keyboard-end")
}

// TestPlayAWholeGameByItsKeys plays a two-player game to the end by Can't
// Stop's own keys only: R rolls, S stops, 1 to 3 pick a choice.
func TestPlayAWholeGameByItsKeys(t *testing.T) {
	s := open(t, newMatch(t, 2, 8), desktop)
	r := rand.New(rand.NewPCG(8, 9))
	key := func(g *cantstop.Game) string {
		switch {
		case g.CanStop() && r.IntN(3) == 0:
			return "s"
		case g.CanRoll():
			return "R"
		}
		return string(rune('1' + r.IntN(len(g.Choices()))))
	}
	playOut(t, s, key, s.Type, nil)
}

var _ table.Keyer = (*View)(nil) // its keys are in the rules overlay
