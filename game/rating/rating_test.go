package rating_test

import (
	"math"
	"math/rand/v2"
	"testing"

	"parlor/game/rating"
)

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// TestPaperExample checks the worked example of Glickman's paper "Example
// of the Glicko-2 system": 1500, RD 200, volatility 0.06, beating 1400/30
// and losing to 1550/100 and 1700/300, with τ 0.5, comes to 1464.06, RD
// 151.52, volatility 0.05999. (Worked without the paper's rounding of its
// steps, the example comes to 1464.0507 and RD 151.5165, inside the
// 0.01 the test allows.)
func TestPaperExample(t *testing.T) {
	player := rating.Rating{R: 1500, RD: 200, Vol: 0.06}
	results := []rating.Result{
		{Opponent: rating.Rating{R: 1400, RD: 30, Vol: 0.06}, Score: 1},
		{Opponent: rating.Rating{R: 1550, RD: 100, Vol: 0.06}, Score: 0},
		{Opponent: rating.Rating{R: 1700, RD: 300, Vol: 0.06}, Score: 0},
	}
	for _, c := range []struct {
		name string
		got  rating.Rating
	}{
		{"UpdateTau", rating.UpdateTau(player, results, 0.5)},
		{"Update", rating.Update(player, results)},
	} {
		r := c.got
		if !near(r.R, 1464.06, 0.01) || !near(r.RD, 151.52, 0.01) || !near(r.Vol, 0.05999, 0.00001) {
			t.Errorf("%s: %.4f, RD %.4f, volatility %.6f; want 1464.06, RD 151.52, volatility 0.05999", c.name, r.R, r.RD, r.Vol)
		} else {
			t.Logf("%s: %.4f, RD %.4f, volatility %.6f (the paper: 1464.06, 151.52, 0.05999)", c.name, r.R, r.RD, r.Vol)
		}
	}
}

// TestUpdateNoResults checks a period without games grows the RD to
// √(RD² + (173.7178σ)²), at most 350, and leaves the rating and the
// volatility.
func TestUpdateNoResults(t *testing.T) {
	for _, r := range []rating.Rating{
		rating.Initial(),
		{R: 1500, RD: 200, Vol: 0.06},
		{R: 1823.5, RD: 50, Vol: 0.06},
		{R: 1200, RD: 30, Vol: 0.2},
		{R: 1650, RD: 349, Vol: 0.06},
	} {
		got := rating.Update(r, nil)
		want := min(math.Sqrt(r.RD*r.RD+173.7178*r.Vol*173.7178*r.Vol), 350)
		if got.R != r.R || got.Vol != r.Vol || !near(got.RD, want, 1e-9) {
			t.Errorf("Update(%+v, nil) = %+v, want RD %.6f, the rest unchanged", r, got, want)
		}
		if got.RD <= r.RD && r.RD < 350 {
			t.Errorf("Update(%+v, nil): the RD did not grow: %.6f", r, got.RD)
		}
	}
}

// TestGameOfTwo checks that a game of two players is the ordinary Glicko-2
// game: each player's Update with one result against the other.
func TestGameOfTwo(t *testing.T) {
	a := rating.Rating{R: 1620, RD: 80, Vol: 0.06}
	b := rating.Rating{R: 1480, RD: 240, Vol: 0.07}
	for _, c := range []struct {
		name   string
		rank   []int
		sa, sb float64
	}{
		{"a wins", []int{0, 1}, 1, 0},
		{"b wins", []int{1, 0}, 0, 1},
		{"a draw", []int{0, 0}, 0.5, 0.5},
		{"a draw at another place", []int{3, 3}, 0.5, 0.5},
	} {
		got := rating.Game([]rating.Rating{a, b}, c.rank)
		want := []rating.Rating{
			rating.Update(a, []rating.Result{{Opponent: b, Score: c.sa}}),
			rating.Update(b, []rating.Result{{Opponent: a, Score: c.sb}}),
		}
		if got[0] != want[0] || got[1] != want[1] {
			t.Errorf("%s: Game = %+v, want %+v", c.name, got, want)
		}
	}
}

// TestGameOfThree checks a three-player game in which player 0 wins and
// players 1 and 2 tie: player 0 gains, and 1 and 2, who drew each other,
// end nearer each other than they began.
func TestGameOfThree(t *testing.T) {
	for _, before := range [][]rating.Rating{
		{{R: 1500, RD: 200, Vol: 0.06}, {R: 1600, RD: 200, Vol: 0.06}, {R: 1400, RD: 200, Vol: 0.06}},
		{{R: 1300, RD: 80, Vol: 0.06}, {R: 1700, RD: 150, Vol: 0.06}, {R: 1550, RD: 60, Vol: 0.06}},
		{rating.Initial(), {R: 1450, RD: 100, Vol: 0.06}, {R: 1560, RD: 300, Vol: 0.06}},
	} {
		after := rating.Game(before, []int{0, 1, 1})
		if after[0].R <= before[0].R {
			t.Errorf("%v: the winner went from %.2f to %.2f", before, before[0].R, after[0].R)
		}
		if gap, was := math.Abs(after[1].R-after[2].R), math.Abs(before[1].R-before[2].R); gap >= was {
			t.Errorf("%v: the tied players were %.2f apart and are %.2f: %v", before, was, gap, after)
		}
	}
}

// TestGameZeroSum checks that among players of equal ratings and RDs the
// ratings' changes add up to about nothing, whatever the standing. (Not
// exactly: the volatilities, and so the new RDs, differ a little with the
// results.)
func TestGameZeroSum(t *testing.T) {
	for _, c := range []struct {
		players int
		rd      float64
		rank    []int
	}{
		{2, 350, []int{0, 1}},
		{3, 200, []int{0, 1, 1}},
		{3, 200, []int{0, 0, 1}},
		{4, 100, []int{0, 1, 2, 3}},
		{4, 350, []int{2, 0, 3, 1}},
		{6, 60, []int{5, 0, 1, 1, 3, 4}},
	} {
		before := make([]rating.Rating, c.players)
		for i := range before {
			before[i] = rating.Rating{R: 1500, RD: c.rd, Vol: 0.06}
		}
		after := rating.Game(before, c.rank)
		var sum, moved float64
		for i := range after {
			sum += after[i].R - before[i].R
			moved += math.Abs(after[i].R - before[i].R)
		}
		if math.Abs(sum) > 0.001*moved || moved == 0 {
			t.Errorf("RD %g, ranks %v: the changes add up to %.4f of %.4f moved", c.rd, c.rank, sum, moved)
		}
	}
}

// TestProvisionalAndString checks when a rating is provisional and how it
// prints.
func TestProvisionalAndString(t *testing.T) {
	for _, c := range []struct {
		r           rating.Rating
		provisional bool
		s           string
	}{
		{rating.Initial(), true, "1500?"},
		{rating.Rating{R: 1523.4, RD: 200, Vol: 0.06}, true, "1523?"},
		{rating.Rating{R: 1464.06, RD: 100, Vol: 0.06}, false, "1464"},
		{rating.Rating{R: 1464.5, RD: 100, Vol: 0.06}, false, "1465"},
		{rating.Rating{R: 1463.5, RD: 100, Vol: 0.06}, false, "1464"},
		{rating.Rating{R: 1700.2, RD: 110, Vol: 0.06}, false, "1700"},
		{rating.Rating{R: 1700.2, RD: 110.01, Vol: 0.06}, true, "1700?"},
		{rating.Rating{R: 999.7, RD: 45, Vol: 0.06}, false, "1000"},
	} {
		if got := c.r.Provisional(); got != c.provisional {
			t.Errorf("%+v: Provisional() = %v, want %v", c.r, got, c.provisional)
		}
		if got := c.r.String(); got != c.s {
			t.Errorf("%+v: String() = %q, want %q", c.r, got, c.s)
		}
	}
}

// randomGame is a game of 2 to 8 players drawn from seed, their ratings in
// sane ranges and their ranks at random (ties likely).
func randomGame(seed uint64, n uint8) ([]rating.Rating, []int) {
	rnd := rand.New(rand.NewPCG(seed, uint64(n)))
	players := 2 + int(n)%7
	before := make([]rating.Rating, players)
	rank := make([]int, players)
	for i := range before {
		before[i] = rating.Rating{
			R:   100 + 2900*rnd.Float64(),
			RD:  20 + 330*rnd.Float64(),
			Vol: 0.01 + 0.19*rnd.Float64(),
		}
		rank[i] = rnd.IntN(players)
	}
	return before, rank
}

// FuzzGame checks that games of random players and standings rate to
// finite ratings, RDs in (0, 350] and positive volatilities.
func FuzzGame(f *testing.F) {
	for _, s := range []struct {
		seed uint64
		n    uint8
	}{{1, 0}, {2, 1}, {3, 2}, {42, 6}, {7, 255}} {
		f.Add(s.seed, s.n)
	}
	f.Fuzz(func(t *testing.T, seed uint64, n uint8) {
		before, rank := randomGame(seed, n)
		after := rating.Game(before, rank)
		if len(after) != len(before) {
			t.Fatalf("%d players rated as %d", len(before), len(after))
		}
		for i, r := range after {
			if math.IsNaN(r.R) || math.IsInf(r.R, 0) || math.IsNaN(r.RD) || math.IsNaN(r.Vol) || math.IsInf(r.Vol, 0) ||
				!(r.RD > 0 && r.RD <= 350) || !(r.Vol > 0) {
				t.Errorf("player %d of %v, ranks %v: %+v", i, before, rank, r)
			}
		}
	})
}

// BenchmarkGame rates a game of four players.
func BenchmarkGame(b *testing.B) {
	before := []rating.Rating{
		rating.Initial(),
		{R: 1623, RD: 85, Vol: 0.06},
		{R: 1410, RD: 140, Vol: 0.059},
		{R: 1505, RD: 60, Vol: 0.061},
	}
	rank := []int{1, 0, 3, 1}
	for b.Loop() {
		rating.Game(before, rank)
	}
}

// TestGamesToSettle counts the rated games that settle a rating, each a
// draw against an opponent of its own rating with RD 110: none for a
// settled one, 11 for a new player's, fewer the lower its RD, more the
// higher its volatility, and at most MaxToSettle for one so erratic that
// its RD never comes down to 110.
func TestGamesToSettle(t *testing.T) {
	for _, c := range []struct {
		r    rating.Rating
		want int
	}{
		{rating.Rating{R: 1500, RD: 50, Vol: 0.06}, 0},
		{rating.Rating{R: 1500, RD: 110, Vol: 0.06}, 0},
		{rating.Rating{R: 1500, RD: 110.5, Vol: 0.06}, 1},
		{rating.Rating{R: 2100, RD: 130, Vol: 0.05}, 4},
		{rating.Rating{R: 1500, RD: 150, Vol: 0.06}, 6},
		{rating.Rating{R: 1800, RD: 200, Vol: 0.06}, 9},
		{rating.Initial(), 11},
		{rating.Rating{R: 1500, RD: 350, Vol: 0.1}, 12},
		{rating.Rating{R: 1500, RD: 350, Vol: 0.3}, rating.MaxToSettle},
	} {
		if got := rating.GamesToSettle(c.r); got != c.want {
			t.Errorf("GamesToSettle(%+v) = %d, want %d", c.r, got, c.want)
		}
	}
}
