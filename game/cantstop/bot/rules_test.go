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
		turns += csSolitaire(rule28{threshold: 28}, r)
	}
	mean := float64(turns) / float64(games)
	t.Logf("Rule of 28 alone: %.3f turns on average over %d games", mean, games)
	if math.Abs(mean-10.74) > 0.15 {
		t.Errorf("Rule of 28 alone takes %.3f turns on average, want 10.74 ± 0.15", mean)
	}
}

// BenchmarkCantStopPlayout measures a playout of a two-player game from
// the start, every player following the Rule of 28 as Hard's and the
// Expert's playouts do.
func BenchmarkCantStopPlayout(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	pol := rule28{threshold: 28, endgame: true}
	for b.Loop() {
		p := cantstop.NewSim(2)
		p.Playout(pol, r, 1000)
	}
}
