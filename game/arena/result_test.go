package arena

import (
	"fmt"
	"math"
	"testing"
	"time"
)

func TestWilson(t *testing.T) {
	// Wilson score intervals at 95%, from Newcombe (1998) and by hand.
	for _, tc := range []struct {
		wins, n       int
		share, lo, hi float64
	}{
		{0, 10, 0, 0, 0.2775},
		{10, 10, 1, 0.7225, 1},
		{5, 10, 0.5, 0.2366, 0.7634},
		{81, 263, 0.3080, 0.2553, 0.3662},
		{131, 191, 0.6859, 0.6169, 0.7475},
		{1, 1, 1, 0.2065, 1},
	} {
		share, lo, hi := Wilson(tc.wins, tc.n)
		for _, v := range []struct{ got, want float64 }{{share, tc.share}, {lo, tc.lo}, {hi, tc.hi}} {
			if math.Abs(v.got-v.want) > 5e-5 {
				t.Errorf("Wilson(%d, %d) = %.4f, %.4f–%.4f; want %.4f, %.4f–%.4f", tc.wins, tc.n, share, lo, hi, tc.share, tc.lo, tc.hi)
				break
			}
		}
	}
	if s, lo, hi := Wilson(0, 0); !math.IsNaN(s) || !math.IsNaN(lo) || !math.IsNaN(hi) {
		t.Errorf("Wilson(0, 0) = %v, %v, %v; want NaNs", s, lo, hi)
	}
}

// gamesLike is n games that ended with these returns.
type gamesLike struct {
	n       int
	returns []float64
}

// played is a run of games of the given seats with A in seat 0.
func played(seats int, runs ...gamesLike) *Result {
	r := &Result{}
	for _, run := range runs {
		for range run.n {
			r.Games = append(r.Games, GameResult{Seats: seats, Returns: run.returns, Outcome: outcome(run.returns, 0)})
		}
	}
	r.total()
	return r
}

func TestHeadToHead(t *testing.T) {
	win2, loss2 := []float64{1, -1}, []float64{-1, 1}
	win3, loss3 := []float64{1, -1, -1}, []float64{-1, 1, -1}
	win4, loss4 := []float64{1, -1, -1, -1}, []float64{-1, -1, 1, -1}
	for _, tc := range []struct {
		name      string
		r         *Result
		p, lo, hi float64
	}{
		// Two seats: the decided share, its interval close to Wilson's.
		{"two seats", played(2, gamesLike{131, win2}, gamesLike{60, loss2}), 0.6859, 0.6166, 0.7477},
		// Three seats, a fair share of wins: as strong as b.
		{"three seats, even", played(3, gamesLike{30, win3}, gamesLike{60, loss3}), 0.5, 0.3922, 0.6078},
		{"four seats, stronger", played(4, gamesLike{60, win4}, gamesLike{90, loss4}), 2.0 / 3, 0.5906, 0.7349},
		// No loss or no win: still an interval, by Haldane's correction.
		{"no loss", played(3, gamesLike{40, win3}), 1, 0.9088, 1},
		{"no win", played(3, gamesLike{40, loss3}), 0, 0, 0.2865},
		// Shared wins: as strong as b when every seat fares alike. A win
		// a shares with one b beats the other; two b seats sharing the
		// win beat a twice; a win all share decides nothing.
		{"three seats, shared, even", played(3, gamesLike{10, win3}, gamesLike{20, loss3},
			gamesLike{8, []float64{1, 1, -1}}, gamesLike{8, []float64{1, -1, 1}}, gamesLike{8, []float64{-1, 1, 1}},
			gamesLike{5, []float64{1, 1, 1}}), 0.5, 0.3622, 0.6378},
		{"three seats, shared, stronger", played(3, gamesLike{30, win3}, gamesLike{20, loss3},
			gamesLike{10, []float64{1, 1, -1}}, gamesLike{5, []float64{-1, 1, 1}}), 0.7, 0.5806, 0.7973},
	} {
		p, lo, hi := tc.r.HeadToHead()
		if math.Abs(p-tc.p) > 5e-5 || math.Abs(lo-tc.lo) > 5e-4 || math.Abs(hi-tc.hi) > 5e-4 {
			t.Errorf("%s: %.4f, %.4f–%.4f; want %.4f, %.4f–%.4f", tc.name, p, lo, hi, tc.p, tc.lo, tc.hi)
		}
		if !(lo <= p && p <= hi) {
			t.Errorf("%s: %.4f is not in its interval %.4f–%.4f", tc.name, p, lo, hi)
		}
	}
	if p, _, _ := played(3, gamesLike{5, []float64{1, 1, 1}}).HeadToHead(); !math.IsNaN(p) {
		t.Errorf("no decided pairing: %v, want NaN", p)
	}
}

// TestHeadToHeadEvenWithSharedWins checks that two levels alike come out
// even: every seat equally likely to win alone, and any two or all three
// to share the win.
func TestHeadToHeadEvenWithSharedWins(t *testing.T) {
	var runs []gamesLike
	for _, ret := range [][]float64{
		{1, -1, -1}, {-1, 1, -1}, {-1, -1, 1},
		{1, 1, -1}, {1, -1, 1}, {-1, 1, 1}, {1, 1, 1},
	} {
		runs = append(runs, gamesLike{3, ret})
	}
	if p, _, _ := played(3, runs...).HeadToHead(); math.Abs(p-0.5) > 1e-9 {
		t.Errorf("alike levels: %.4f, want 0.5", p)
	}
}

func TestOutcome(t *testing.T) {
	for _, tc := range []struct {
		returns []float64
		a       int
		want    Outcome
	}{
		{[]float64{1, -1}, 0, Win},
		{[]float64{1, -1}, 1, Loss},
		{[]float64{0, 0}, 0, Draw},
		{[]float64{-1, 1, -1}, 1, Win},
		{[]float64{-1, 1, -1}, 0, Loss},
		{[]float64{1, 1, -1}, 0, Draw},   // a shares the win
		{[]float64{-1, 1, 1}, 0, Loss},   // two b seats share it
		{[]float64{0, 0, 0, 0}, 2, Draw}, // nobody wins
	} {
		if got := outcome(tc.returns, tc.a); got != tc.want {
			t.Errorf("outcome(%v, seat %d) = %v, want %v", tc.returns, tc.a, got, tc.want)
		}
	}
}

func TestReport(t *testing.T) {
	kalah := options(t, "kalah houses=6 seeds=4")
	cantstop := options(t, "cantstop players=3")
	games := func(seats int, outcomes ...Outcome) []GameResult {
		var gs []GameResult
		for i, o := range outcomes {
			ret := make([]float64, seats) // a in seat 0; a loss is seat 1's win
			switch o {
			case Win:
				ret[0] = 1
			case Loss:
				ret[1] = 1
			}
			gs = append(gs, GameResult{Index: i, Seats: seats, Outcome: o, Returns: ret, Plies: 50, Decisions: [2]int{20, 20},
				Think: [2]time.Duration{20 * 12400 * time.Microsecond, 20 * 1900 * time.Microsecond}})
		}
		return gs
	}
	for _, tc := range []struct {
		name string
		r    Result
		want string
	}{
		{"two seats", Result{Options: kalah, A: "hard", B: "medium", Seed: 1, Games: games(2, Win, Win, Draw, Loss)},
			"arena: kalah houses=6 seeds=4 — a = hard, b = medium, 4 games, seed 1\n" +
				"a wins 2, draws 1, losses 1: 66.7% of decided games (95% CI 20.8–93.9%)\n" +
				"mean length 40.0 moves + 10.0 chance events; mean think per move: a 12.4 ms, b 1.9 ms\n"},
		{"no decided game", Result{Options: kalah, A: "easy", B: "easy", Seed: 2, Games: games(2, Draw)},
			"arena: kalah houses=6 seeds=4 — a = easy, b = easy, 1 games, seed 2\n" +
				"a wins 0, draws 1, losses 0: no decided games\n" +
				"mean length 40.0 moves + 10.0 chance events; mean think per move: a 12.4 ms, b 1.9 ms\n"},
		{"three seats", Result{Options: cantstop, A: "medium", B: "easy", Seed: 1, Games: games(3, Win, Loss, Loss, Win, Draw)},
			"arena: cantstop players=3 — a = medium, b = easy (in the 2 other seats), 5 games, seed 1\n" +
				"a wins 2, draws 1, losses 2: 40.0% of games against a fair share of 33.3%\n" +
				"head to head: 66.7% (95% CI 22.0–93.4%) of pairings of a with a b seat that one of the two won\n" +
				"mean length 40.0 moves + 10.0 chance events; mean think per move: a 12.4 ms, b 1.9 ms\n"},
	} {
		tc.r.total()
		if got := tc.r.String(); got != tc.want {
			t.Errorf("%s: report\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}

func TestGameLine(t *testing.T) {
	kalah := options(t, "kalah houses=6 seeds=4")
	mergers := options(t, "mergers mode=advanced players=3")
	for _, tc := range []struct {
		o    string
		g    GameResult
		want string
	}{
		{"kalah", GameResult{Index: 0, Seed: 1, ASeat: 0, Outcome: Win, Returns: []float64{1, -1}, Plies: 30, Decisions: [2]int{15, 15}},
			"game 1 (seed 1): a as South: a wins, 30 moves"},
		{"kalah", GameResult{Index: 1, Seed: 2, ASeat: 1, Outcome: Loss, Returns: []float64{1, -1}, Plies: 31, Decisions: [2]int{15, 16}},
			"game 2 (seed 2): a as North: a loses: South wins, 31 moves"},
		{"kalah", GameResult{Index: 2, Seed: 3, ASeat: 0, Outcome: Draw, Returns: []float64{0, 0}, Plies: 30, Decisions: [2]int{15, 15}},
			"game 3 (seed 3): a as South: a draws, 30 moves"},
		{"mergers", GameResult{Index: 0, Seed: 9, ASeat: 0, Outcome: Draw, Returns: []float64{1, 1, -1}, Plies: 100, Decisions: [2]int{20, 40}},
			"game 1 (seed 9): a as Player 1: a draws: Player 1 and Player 2 share the win, 60 moves + 40 chance events"},
		{"mergers", GameResult{Index: 1, Seed: 10, ASeat: 1, Outcome: Loss, Returns: []float64{1, -1, 1}, Plies: 60, Decisions: [2]int{20, 40}},
			"game 2 (seed 10): a as Player 2: a loses: Player 1 and Player 3 share the win, 60 moves"},
	} {
		o := kalah
		if tc.o == "mergers" {
			o = mergers
		}
		if got := tc.g.Line(o); got != tc.want {
			t.Errorf("line\n%s\nwant\n%s", got, tc.want)
		}
	}
}

func TestBotSeeds(t *testing.T) {
	seen := map[uint64]string{}
	for _, seed := range []uint64{0, 1, 2} {
		for i := range 20 {
			for ply := range 50 {
				s := BotSeed(seed, i, ply)
				if s != BotSeed(seed, i, ply) {
					t.Fatal("BotSeed is not a function of its arguments")
				}
				what := fmt.Sprintf("seed %d, game %d, ply %d", seed, i, ply)
				if other, ok := seen[s]; ok {
					t.Fatalf("%s: the same bot seed as %s", what, other)
				}
				seen[s] = what
			}
		}
	}
}
