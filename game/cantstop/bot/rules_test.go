package bot

import (
	"math"
	"math/rand/v2"
	"testing"
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
