package bot

import "parlor/game/cantstop"

// csWeight is a column's weight in the Rule of 28: 1 for the 7, up to 6
// for the 2 and the 12.
func csWeight(n int8) int {
	if n < 7 {
		return int(8 - n)
	}
	return int(n - 6)
}

// rule28Score is Keller's progress score of the mover's turn so far: for
// each column holding a tower, its weight times (squares climbed this turn
// + 1); with all three towers placed, 2 if their columns are all odd, -2
// if all even, 4 if all 7 or above and 4 if all 7 or below.
func rule28Score(p *cantstop.Sim) int {
	sum, odd, even, hi, lo := 0, true, true, true, true
	for n := int8(2); n <= 12; n++ {
		if p.Tower[n] == 0 {
			continue
		}
		sum += csWeight(n) * int(p.Tower[n]-p.Tile[p.Turn][n]+1)
		odd = odd && n%2 == 1
		even = even && n%2 == 0
		hi = hi && n >= 7
		lo = lo && n <= 7
	}
	if p.Placed == 3 {
		if odd {
			sum += 2
		}
		if even {
			sum -= 2
		}
		if hi {
			sum += 4
		}
		if lo {
			sum += 4
		}
	}
	return sum
}

// rule28Choice scores a choice as the Rule of 28 does: 6 - |7 - c| for
// each square it climbs in column c, less 6 for each tower it places.
func rule28Choice(p *cantstop.Sim, c cantstop.SimChoice) int {
	score := 0
	t := *p
	for _, n := range [2]int8{c.A, c.B} {
		if n == 0 || !t.Usable(n) {
			continue
		}
		if t.Tower[n] == 0 {
			score -= 6
		}
		score += 7 - csWeight(n)
		t.Climb(n)
	}
	return score
}

// bestChoice is the choice with the highest score by f, the first of
// equals.
func bestChoice(p *cantstop.Sim, cs *cantstop.SimChoices, f func(*cantstop.Sim, cantstop.SimChoice) int) int {
	best, bestScore := 0, f(p, cs.C[0])
	for i := 1; i < cs.N; i++ {
		if s := f(p, cs.C[i]); s > bestScore {
			best, bestScore = i, s
		}
	}
	return best
}

// rule28 is Keller's Rule of 28 as Glenn and Aloi give it: stop once the
// progress score reaches 28, and take the choice that climbs the most
// where climbing is worth most, placing the fewest towers. With endgame
// set it also stops whenever stopping wins, and whenever the next roll is
// sure to bust.
type rule28 struct {
	threshold int // 28 for the rule as published
	endgame   bool
}

// Stop decides between stopping and rolling again (cantstop.Policy).
func (r rule28) Stop(p *cantstop.Sim) bool {
	if p.StopWins() {
		return true
	}
	if r.endgame && p.BustOdds() == 1296 {
		return true
	}
	if p.Placed < cantstop.Towers && p.OpenColumns() > int(p.Placed) {
		return false
	}
	return rule28Score(p) >= r.threshold
}

// Choose picks one of the choices (cantstop.Policy).
func (r rule28) Choose(p *cantstop.Sim, cs *cantstop.SimChoices) int {
	return bestChoice(p, cs, rule28Choice)
}
