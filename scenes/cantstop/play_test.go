package cantstop

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/game/cantstop"
)

// TestPlayWholeGamesByClicking plays games for 2, 3 and 4 players to the
// end at desktop and phone sizes, pressing the targets the scene offers:
// a random choice for each roll, and a stop now and then. After every
// move the view must show what the match holds.
func TestPlayWholeGamesByClicking(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		for players := 2; players <= 4; players++ {
			t.Run(fmt.Sprintf("%d players %.0fx%.0f", players, sz[0], sz[1]), func(t *testing.T) {
				seed := uint64(10*players) + uint64(sz[2])
				s := open(t, newMatch(t, players, seed), sz)
				r := rand.New(rand.NewPCG(seed, 7))
				playOut(t, s, func(g *cantstop.Game) string { return pick(g, r) }, s.Click, func(moves int) {
					if moves == 60 && sz == desktop {
						s.Draw() // once, mid-game: the phone is drawn elsewhere
					}
				})
				st := s.Scene().Probe()
				best := 0
				for _, w := range st["won"].([]int) {
					best = max(best, w)
				}
				if st["over"] != true || best < cantstop.Goal {
					t.Errorf("over %v with columns won %v", st["over"], st["won"])
				}
				s.Save(fmt.Sprintf("cantstop-end-%dp-%.0fx%.0f", players, sz[0], sz[1]))
			})
		}
	}
}

// pick is a random decision for g, as a target's name: a stop now and
// then, a roll, or one of the choices for the dice.
func pick(g *cantstop.Game, r *rand.Rand) string {
	switch {
	case g.CanStop() && r.IntN(3) == 0:
		return "stop"
	case g.CanRoll():
		return "roll"
	}
	cs := g.Choices()
	return "option:" + cs[r.IntN(len(cs))].String()
}

// playOut plays s's game to the end, each decision named by decide and
// made by press (a click, Tab and Enter, a key typed), checking after each
// that it played and that the view agrees with the match; after, when not
// nil, is told how many moves came before.
func playOut(t *testing.T, s *rig, decide func(*cantstop.Game) string, press func(string), after func(moves int)) {
	t.Helper()
	for moves := 0; !pos(s.tb).Over(); moves++ {
		if moves > 4000 {
			t.Fatalf("no end after 4000 moves:\n%s", pos(s.tb))
		}
		what := decide(pos(s.tb))
		before := s.tb.Match().Plies()
		press(what)
		s.Settle()
		if s.tb.Match().Plies() == before {
			t.Fatalf("%s did nothing (%v)", what, s.State("note"))
		}
		agree(t, s, what)
		if after != nil {
			after(moves)
		}
	}
}
