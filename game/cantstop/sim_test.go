package cantstop

import (
	"math/rand/v2"
	"testing"

	"parlor/game"
)

// TestCantStopSimFollowsTheEngine plays random games on the engine and
// checks at every step that the compact position reads the same, offers
// the same choices for the dice, and knows the same odds of going bust.
func TestCantStopSimFollowsTheEngine(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for n := range 60 {
		g, err := New(2 + n%3)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			p := SimOf(g)
			if g.Choosing() {
				var cs SimChoices
				d := g.Dice()
				p.Choices(SimRollOf((d[0]-1)*216+(d[1]-1)*36+(d[2]-1)*6+d[3]-1), &cs)
				want := g.Choices()
				if cs.N != len(want) {
					t.Fatalf("dice %v: choices %v, compact %v", d, want, cs.C[:cs.N])
				}
				for i, c := range want {
					if cs.C[i] != (SimChoice{int8(c.A), int8(c.B)}) {
						t.Fatalf("dice %v: choices %v, compact %v", d, want, cs.C[:cs.N])
					}
				}
			} else if g.Turn() >= 0 {
				if got, want := p.BustOdds(), 1296-g.UsableRolls(); got != want {
					t.Fatalf("bust odds %d, the engine %d\n%s", got, want, g)
				}
				if p.CanStop() != g.CanStop() {
					t.Fatalf("can stop %v, the engine %v", p.CanStop(), g.CanStop())
				}
			}
			m, _ := game.RandomMove(g, r)
			chance, choosing := g.Turn() == game.Chance, g.Choosing()
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			// The compact position plays the same move to the same place.
			switch {
			case m == Stop:
				p.Stop()
			case chance && g.Last().Kind == "bust":
				p.Bust()
			case choosing:
				c := g.Last().Chosen
				p.Take(SimChoice{int8(c.A), int8(c.B)})
			default:
				continue
			}
			if q := SimOf(g); q != p {
				t.Fatalf("after %s: %+v, compact %+v", g.Last(), q, p)
			}
		}
	}
}

// TestNewSimIsTheStart checks that NewSim reads as the engine's start.
func TestNewSimIsTheStart(t *testing.T) {
	for players := 1; players <= 4; players++ {
		g, err := New(players)
		if err != nil {
			t.Fatal(err)
		}
		p, q := NewSim(players), SimOf(g)
		q.Owner[0], q.Owner[1] = -1, -1 // no columns 0 and 1
		if p != q {
			t.Errorf("%d players: NewSim %+v, the engine's start %+v", players, p, q)
		}
	}
}

// TestBustOddsFollowTheEngine checks the chance of a bust against the
// engine's count of the rolls that can be used.
func TestBustOddsFollowTheEngine(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		g, err := New(2)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			if !g.Choosing() && g.Turn() != game.Chance {
				if p := SimOf(g); p.BustOdds() != 1296-g.UsableRolls() {
					t.Fatalf("bust odds %d of 1296, the engine's usable rolls %d", p.BustOdds(), g.UsableRolls())
				}
			}
			m, err := game.RandomMove(g, r)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}
