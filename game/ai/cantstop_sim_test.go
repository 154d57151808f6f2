package ai

import (
	"math"
	"math/rand/v2"
	"testing"

	"parlor/game"
	"parlor/game/cantstop"
)

// TestCantStopSimFollowsTheEngine plays random games on the engine and
// checks at every step that the compact position reads the same, offers
// the same choices for the dice, and knows the same odds of going bust.
func TestCantStopSimFollowsTheEngine(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for n := range 60 {
		g, err := cantstop.New(2 + n%3)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			p := csFrom(g)
			if g.Choosing() {
				var cs csChoices
				d := g.Dice()
				p.choices(&csRolls[csRollOf[(d[0]-1)*216+(d[1]-1)*36+(d[2]-1)*6+d[3]-1]], &cs)
				want := g.Choices()
				if cs.n != len(want) {
					t.Fatalf("dice %v: choices %v, compact %v", d, want, cs.c[:cs.n])
				}
				for i, c := range want {
					if cs.c[i] != (csChoice{int8(c.A), int8(c.B)}) {
						t.Fatalf("dice %v: choices %v, compact %v", d, want, cs.c[:cs.n])
					}
				}
			} else if g.Turn() >= 0 {
				if got, want := p.bustOdds(), 1296-g.UsableRolls(); got != want {
					t.Fatalf("bust odds %d, the engine %d\n%s", got, want, g)
				}
				if p.canStop() != g.CanStop() {
					t.Fatalf("can stop %v, the engine %v", p.canStop(), g.CanStop())
				}
			}
			m, _ := game.RandomMove(g, r)
			chance, choosing := g.Turn() == game.Chance, g.Choosing()
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			// The compact position plays the same move to the same place.
			switch {
			case m == cantstop.Stop:
				p.stop()
			case chance && g.Last().Kind == "bust":
				p.bust()
			case choosing:
				c := g.Last().Chosen
				p.take(csChoice{int8(c.A), int8(c.B)})
			default:
				continue
			}
			if q := csFrom(g); q != p {
				t.Fatalf("after %s: %+v, compact %+v", g.Last(), q, p)
			}
		}
	}
}

// TestRule28Solitaire checks the Rule of 28 against its published figure:
// alone, it needs 10.74 ± 0.15 turns on average to win three columns
// (Glenn and Aloi, 2009).
func TestRule28Solitaire(t *testing.T) {
	const games = 40000
	r := rand.New(rand.NewPCG(5, 6))
	turns := 0
	for range games {
		turns += solitaire(rule28{threshold: 28}, r)
	}
	mean := float64(turns) / float64(games)
	t.Logf("Rule of 28 alone: %.3f turns on average over %d games", mean, games)
	if math.Abs(mean-10.74) > 0.15 {
		t.Errorf("Rule of 28 alone takes %.3f turns on average, want 10.74 ± 0.15", mean)
	}
}

// solitaire plays Can't Stop alone with pol and counts the turns to win.
func solitaire(pol csPolicy, r *rand.Rand) int {
	p := csPos{players: 1, winner: -1}
	for n := range p.owner {
		p.owner[n] = -1
	}
	var cs csChoices
	turns := 0
	for p.winner < 0 {
		p.choices(&csRolls[csRollOf[r.IntN(1296)]], &cs)
		if cs.n == 0 {
			p.bust()
			turns++
			continue
		}
		k := 0
		if cs.n > 1 {
			k = pol.choose(&p, &cs)
		}
		p.take(cs.c[k])
		if pol.stop(&p) {
			p.stop()
			turns++
		}
	}
	return turns
}
