package cantstop

import (
	"math/rand/v2"
	"testing"

	"parlor/scenes/table"
)

// TestPlayAWholeGameByKeyboard plays a three-player game to the end with
// the keyboard only: Tab to Roll, Stop or a choice for the dice, Enter.
func TestPlayAWholeGameByKeyboard(t *testing.T) {
	s := open(t, newMatch(t, 3, 5), desktop)
	r := rand.New(rand.NewPCG(5, 9))
	for moves := 0; !pos(s.tb).Over(); moves++ {
		if moves > 4000 {
			t.Fatalf("no end after 4000 moves:\n%s", pos(s.tb))
		}
		what := pick(pos(s.tb), r)
		before := s.tb.Match().Plies()
		s.KeyClick(what)
		s.Settle()
		if s.tb.Match().Plies() == before {
			t.Fatalf("Enter on %s did nothing (%v)", what, s.State("note"))
		}
		agree(t, s, what)
	}
	s.Save("cantstop-keyboard-end")
}

// TestPlayAWholeGameByItsKeys plays a two-player game to the end by Can't
// Stop's own keys only: R rolls, S stops, 1 to 3 pick a choice.
func TestPlayAWholeGameByItsKeys(t *testing.T) {
	s := open(t, newMatch(t, 2, 8), desktop)
	r := rand.New(rand.NewPCG(8, 9))
	for moves := 0; !pos(s.tb).Over(); moves++ {
		if moves > 4000 {
			t.Fatalf("no end after 4000 moves:\n%s", pos(s.tb))
		}
		g := pos(s.tb)
		var key string
		switch {
		case g.CanStop() && r.IntN(3) == 0:
			key = "s"
		case g.CanRoll():
			key = "R"
		default:
			key = string(rune('1' + r.IntN(len(g.Choices()))))
		}
		before := s.tb.Match().Plies()
		s.Type(key)
		s.Settle()
		if s.tb.Match().Plies() == before {
			t.Fatalf("%s did nothing (%v)", key, s.State("note"))
		}
		agree(t, s, key)
	}
}

var _ table.Keyer = (*View)(nil) // its keys are in the rules overlay
