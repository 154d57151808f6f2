package arena

import (
	"fmt"
	"math"
	"strings"
	"time"

	"parlor/game/catalog"
)

// Outcome is how a game ended for side A.
type Outcome int

// The outcomes. In a game of more than two seats a win is a game A wins
// alone, a loss a game some B seat wins and A does not, and a draw any
// other: no winner, or a win A shares.
const (
	Draw Outcome = iota
	Win
	Loss
)

func (o Outcome) String() string {
	return [...]string{"draw", "win", "loss"}[o]
}

// outcome is how a game with these returns ended for seat a.
func outcome(returns []float64, a int) Outcome {
	var winners []int
	for p, r := range returns {
		if r > 0 {
			winners = append(winners, p)
		}
	}
	switch {
	case len(winners) == 1 && winners[0] == a:
		return Win
	case len(winners) > 0 && returns[a] <= 0:
		return Loss
	}
	return Draw
}

// GameResult is one game of a run.
type GameResult struct {
	// Index is the game's place in the run, from 0; Seed the seed its
	// chance events were drawn from.
	Index int
	Seed  uint64
	// Seats is the number of seats; ASeat the one side A played.
	Seats, ASeat int
	// Outcome is how it ended for A; Returns are every seat's results.
	Outcome Outcome
	Returns []float64
	// Plies counts the moves and chance events; Decisions the moves of A
	// ([0]) and of B ([1]), and Think the wall time they thought.
	Plies     int
	Decisions [2]int
	Think     [2]time.Duration
	// Record is the game's record, as record.Load reads it.
	Record string
	// Stopped is set for a game stopped unfinished at Config.DrawAfter
	// and counted a draw.
	Stopped bool
}

// Moves is the number of decisions, both sides'.
func (g GameResult) Moves() int { return g.Decisions[0] + g.Decisions[1] }

// Line is the game in one line, for parlor -arena -v.
func (g GameResult) Line(o catalog.Options) string {
	seats := o.Seats()
	name := func(p int) string {
		if p < len(seats) {
			return seats[p]
		}
		return fmt.Sprintf("seat %d", p+1)
	}
	var winners []string
	for p, r := range g.Returns {
		if r > 0 {
			winners = append(winners, name(p))
		}
	}
	var how string
	switch {
	case g.Outcome == Win:
		how = "a wins"
	case g.Outcome == Loss && len(winners) == 1:
		how = "a loses: " + winners[0] + " wins"
	case g.Outcome == Loss:
		how = "a loses: " + strings.Join(winners, " and ") + " share the win"
	case len(winners) > 0:
		how = "a draws: " + strings.Join(winners, " and ") + " share the win"
	default:
		how = "a draws"
	}
	s := fmt.Sprintf("game %d (seed %d): a as %s: %s, %d moves", g.Index+1, g.Seed, name(g.ASeat), how, g.Moves())
	if c := g.Plies - g.Moves(); c > 0 {
		s += fmt.Sprintf(" + %d chance events", c)
	}
	return s
}

// Result gathers a run's games.
type Result struct {
	// Options, A, B and Seed are the run's.
	Options catalog.Options
	A, B    string
	Seed    uint64
	// Games are the games in order.
	Games []GameResult
	// Seats is the number of seats of the game.
	Seats int
	// DrawAfter and Duplicate are the run's Config.DrawAfter and
	// Config.Duplicate.
	DrawAfter int
	Duplicate bool
	// Wins, Draws and Losses count the games by their outcome for A.
	Wins, Draws, Losses int
}

// total counts the outcomes.
func (r *Result) total() {
	r.Wins, r.Draws, r.Losses = 0, 0, 0
	for _, g := range r.Games {
		r.Seats = g.Seats
		switch g.Outcome {
		case Win:
			r.Wins++
		case Loss:
			r.Losses++
		default:
			r.Draws++
		}
	}
}

// z is the normal quantile of a two-sided 95% interval.
const z = 1.959963984540054

// Decided is A's share of the decided games, wins / (wins + losses), and
// its 95% Wilson score interval. With no decided game all three are NaN.
func (r *Result) Decided() (share, lo, hi float64) {
	return Wilson(r.Wins, r.Wins+r.Losses)
}

// pairings is how A fared in a game against each B seat by the result:
// won counts the B seats that lost where A won, lost those that won
// where A lost; a seat that won or lost with A is neither.
func (g GameResult) pairings() (won, lost int) {
	for p, r := range g.Returns {
		if p == g.ASeat {
			continue
		}
		switch a := g.Returns[g.ASeat]; {
		case a > 0 && r <= 0:
			won++
		case r > 0 && a <= 0:
			lost++
		}
	}
	return won, lost
}

// HeadToHead is A's share of its pairings with a B seat that the result
// decided, won / (won + lost) over every game's pairings (see pairings):
// 0.5 when A and B are equally strong, shared wins or not. In two-seat
// games it is the decided share, and in games one player wins alone it
// is wins / (wins + losses/(n−1)) for n seats. Its 95% interval comes from
// the delta method on the log-odds, log W − log L for the pairings won and
// lost, whose variance is estimated from the games (a game's pairings go
// together): in games one player wins alone about 1/wins + 1/losses. With
// none won or none lost, half a game is added to both (Haldane's
// correction) and the open end of the interval is 0 or 1. With no decided
// pairing all three are NaN.
func (r *Result) HeadToHead() (p, lo, hi float64) {
	var sa, sb, saa, sbb, sab float64
	for _, g := range r.Games {
		a, b := g.pairings()
		fa, fb := float64(a), float64(b)
		sa, sb, saa, sbb, sab = sa+fa, sb+fb, saa+fa*fa, sbb+fb*fb, sab+fa*fb
	}
	if sa+sb == 0 {
		return math.NaN(), math.NaN(), math.NaN()
	}
	p = sa / (sa + sb)
	var logit, v float64
	if sa == 0 || sb == 0 {
		k := float64(max(r.Seats-1, 1))
		logit = math.Log(sa+k/2) - math.Log(sb+0.5)
		v = k/(sa+k/2) + 1/(sb+0.5)
	} else {
		n := float64(len(r.Games))
		logit = math.Log(sa) - math.Log(sb)
		v = (saa-sa*sa/n)/(sa*sa) + (sbb-sb*sb/n)/(sb*sb) - 2*(sab-sa*sb/n)/(sa*sb)
	}
	half := z * math.Sqrt(max(v, 0))
	lo, hi = logistic(logit-half), logistic(logit+half)
	if sa == 0 {
		lo = 0
	}
	if sb == 0 {
		hi = 1
	}
	return p, lo, hi
}

func logistic(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// Wilson is the share wins/n with its 95% Wilson score interval; NaN for
// n = 0.
func Wilson(wins, n int) (share, lo, hi float64) {
	if n <= 0 {
		return math.NaN(), math.NaN(), math.NaN()
	}
	nf := float64(n)
	p := float64(wins) / nf
	d := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / d
	half := z / d * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	return p, max(0, centre-half), min(1, centre+half)
}

// MeanMoves is the mean number of decisions a game, and MeanChance of
// chance events.
func (r *Result) MeanMoves() (moves, chance float64) {
	if len(r.Games) == 0 {
		return 0, 0
	}
	var m, p int
	for _, g := range r.Games {
		m += g.Moves()
		p += g.Plies
	}
	n := float64(len(r.Games))
	return float64(m) / n, float64(p-m) / n
}

// Stopped counts the games stopped unfinished and counted draws.
func (r *Result) Stopped() int {
	n := 0
	for _, g := range r.Games {
		if g.Stopped {
			n++
		}
	}
	return n
}

// MeanThink is the mean wall time of a decision of A and of B.
func (r *Result) MeanThink() (a, b time.Duration) {
	var t [2]time.Duration
	var n [2]int
	for _, g := range r.Games {
		for s := range 2 {
			t[s] += g.Think[s]
			n[s] += g.Decisions[s]
		}
	}
	mean := func(s int) time.Duration {
		if n[s] == 0 {
			return 0
		}
		return t[s] / time.Duration(n[s])
	}
	return mean(0), mean(1)
}

// String is the report parlor -arena prints: the run, the outcomes with
// their interval, and the mean length and think times.
func (r *Result) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "arena: %s — a = %s, b = %s", r.Options, r.A, r.B)
	if r.Seats > 2 {
		fmt.Fprintf(&b, " (in the %d other seats)", r.Seats-1)
	}
	fmt.Fprintf(&b, ", %d games, seed %d", len(r.Games), r.Seed)
	if r.Duplicate {
		fmt.Fprintf(&b, ", duplicate: %d deals, each with a in every seat", (len(r.Games)+r.Seats-1)/max(1, r.Seats))
	}
	b.WriteString("\n")
	fmt.Fprintf(&b, "a wins %d, draws %d, losses %d", r.Wins, r.Draws, r.Losses)
	if k := r.Stopped(); k > 0 {
		fmt.Fprintf(&b, " (%d of the draws stopped unfinished after %d plies)", k, r.DrawAfter)
	}
	if r.Seats > 2 {
		fmt.Fprintf(&b, ": %s of games against a fair share of %s\n",
			percent(float64(r.Wins)/float64(len(r.Games))), percent(1/float64(r.Seats)))
		if p, lo, hi := r.HeadToHead(); math.IsNaN(p) {
			b.WriteString("head to head: no decided games\n")
		} else {
			fmt.Fprintf(&b, "head to head: %s (95%% CI %s) of pairings of a with a b seat that one of the two won\n", percent(p), interval(lo, hi))
		}
	} else if p, lo, hi := r.Decided(); math.IsNaN(p) {
		b.WriteString(": no decided games\n")
	} else {
		fmt.Fprintf(&b, ": %s of decided games (95%% CI %s)\n", percent(p), interval(lo, hi))
	}
	moves, chance := r.MeanMoves()
	fmt.Fprintf(&b, "mean length %.1f moves", moves)
	if chance > 0 {
		fmt.Fprintf(&b, " + %.1f chance events", chance)
	}
	ta, tb := r.MeanThink()
	fmt.Fprintf(&b, "; mean think per move: a %s, b %s\n", ms(ta), ms(tb))
	return b.String()
}

func percent(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

// interval writes "61.7–74.7%".
func interval(lo, hi float64) string { return fmt.Sprintf("%.1f–%.1f%%", 100*lo, 100*hi) }

func ms(d time.Duration) string {
	return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond))
}
