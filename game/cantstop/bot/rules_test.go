package bot

import (
	"math"
	"math/rand/v2"
	"testing"

	"parlor/game/cantstop"
)

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
func solitaire(pol cantstop.Policy, r *rand.Rand) int {
	p := cantstop.Sim{Players: 1, Winner: -1}
	for n := range p.Owner {
		p.Owner[n] = -1
	}
	var cs cantstop.SimChoices
	turns := 0
	for p.Winner < 0 {
		p.Choices(cantstop.SimRollOf(r.IntN(1296)), &cs)
		if cs.N == 0 {
			p.Bust()
			turns++
			continue
		}
		k := 0
		if cs.N > 1 {
			k = pol.Choose(&p, &cs)
		}
		p.Take(cs.C[k])
		if pol.Stop(&p) {
			p.Stop()
			turns++
		}
	}
	return turns
}
