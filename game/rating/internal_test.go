package rating

import (
	"math"
	"testing"
)

// paper is the worked example of Glickman's paper: a player rated 1500,
// RD 200, volatility 0.06, in a period of three games.
var paper = struct {
	player  Rating
	results []Result
}{
	player: Rating{R: 1500, RD: 200, Vol: 0.06},
	results: []Result{
		{Opponent: Rating{R: 1400, RD: 30, Vol: 0.06}, Score: 1},
		{Opponent: Rating{R: 1550, RD: 100, Vol: 0.06}, Score: 0},
		{Opponent: Rating{R: 1700, RD: 300, Vol: 0.06}, Score: 0},
	},
}

// TestPaperSteps checks the values the paper lists at each step of its
// example, on the Glicko-2 scale. The paper works v and Δ out from its
// g and E rounded to four and three digits, which puts them off the exact
// values (1.77898, −0.48393) by about 0.0005: they are checked to 0.001,
// the rest to the digits the paper gives.
func TestPaperSteps(t *testing.T) {
	mu, phi, sigma := toGlicko2(paper.player)
	v, sum := variance(mu, paper.results)
	delta := v * sum
	sigma2 := volatility(phi, sigma, v, delta, 0.5)
	phi2 := 1 / math.Sqrt(1/(phi*phi+sigma2*sigma2)+1/v)
	mu2 := mu + phi2*phi2*sum

	for _, c := range []struct {
		name      string
		got, want float64
		tol       float64
	}{
		{"μ", mu, 0, 1e-12},
		{"φ", phi, 1.1513, 0.00005},
		{"v", v, 1.7785, 0.001},
		{"Δ", delta, -0.4834, 0.001},
		{"σ'", sigma2, 0.05999, 0.00001},
		{"φ'", phi2, 0.8722, 0.00005},
		{"μ'", mu2, -0.2069, 0.00005},
	} {
		if math.Abs(c.got-c.want) > c.tol {
			t.Errorf("%s = %.6f, want %.6f (±%g)", c.name, c.got, c.want, c.tol)
		} else {
			t.Logf("%s = %.6f (the paper: %g)", c.name, c.got, c.want)
		}
	}

	for i, c := range []struct{ g, e float64 }{
		{0.9955, 0.639},
		{0.9531, 0.432},
		{0.7242, 0.303},
	} {
		muj, phij, _ := toGlicko2(paper.results[i].Opponent)
		if got := g(phij); math.Abs(got-c.g) > 0.00005 {
			t.Errorf("opponent %d: g(φ) = %.5f, want %.4f", i+1, got, c.g)
		}
		if got := expect(mu, muj, phij); math.Abs(got-c.e) > 0.0005 {
			t.Errorf("opponent %d: E = %.4f, want %.3f", i+1, got, c.e)
		}
	}
}

// TestScore checks a player's score against an opponent by their places.
func TestScore(t *testing.T) {
	for _, c := range []struct {
		place, opponent int
		want            float64
	}{
		{0, 1, 1},
		{0, 3, 1},
		{2, 2, 0.5},
		{3, 0, 0},
		{1, 0, 0},
	} {
		if got := score(c.place, c.opponent); got != c.want {
			t.Errorf("score(%d, %d) = %g, want %g", c.place, c.opponent, got, c.want)
		}
	}
}
