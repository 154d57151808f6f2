package bot

import (
	"math"

	"parlor/game/cantstop"
)

// csExpert plays Can't Stop by a measure of how far the mover is from
// winning: the work left in the three open columns nearest their tops,
// each square weighted by how rarely the dice give its column. It takes
// the choice, and stops or rolls, so as to leave that distance smallest in
// expectation, looking one roll ahead: roll again when one more roll
// followed by a stop is worth more, on average over the 1,296 rolls, than
// stopping now (busting loses the turn's climb).
type csExpert struct {
	// step is the cost of a square in each column.
	step [13]float64
	// race scales the difference of distances in the race against
	// others.
	race float64
	// len is each column's length, the engine's.
	len [13]int8
}

// newCSExpert is the Expert with its weights.
func newCSExpert() *csExpert { return newCSExpertWith(1.3) }

// newCSExpertWith weights a square by the column's odds to the power -a.
func newCSExpertWith(a float64) *csExpert {
	x := &csExpert{race: 0.1}
	odds := columnOdds()
	for n := 2; n <= 12; n++ {
		x.step[n] = math.Pow(odds[n], -a)
		x.len[n] = int8(cantstop.Length(n))
	}
	return x
}

// columnOdds is the chance that a roll offers column n: one of its
// pairings sums to n.
func columnOdds() (t [13]float64) {
	for _, r := range cantstop.SimRolls() {
		var seen [13]bool
		for _, pr := range r.Pairs {
			seen[pr[0]], seen[pr[1]] = true, true
		}
		for n := 2; n <= 12; n++ {
			if seen[n] {
				t[n] += float64(r.Weight) / 1296
			}
		}
	}
	return t
}

// csFar is the distance of a player who can no longer win three columns.
const csFar = 1e6

// distOf is player q's distance from winning; the mover's towers are
// counted as climbed (they are kept if she stops now), and a column her
// tower tops is hers.
func (x *csExpert) distOf(p *cantstop.Sim, q int8) float64 {
	var best [3]float64 // the three smallest, ascending
	best[0], best[1], best[2] = csFar, csFar, csFar
	for n := int8(2); n <= 12; n++ {
		var d float64
		switch o := p.Owner[n]; {
		case o == q:
			d = 0
		case o >= 0:
			continue
		case q == p.Turn:
			d = float64(x.len[n]-p.At(n)) * x.step[n]
		case p.Tower[n] == x.len[n]:
			continue
		default:
			d = float64(x.len[n]-p.Tile[q][n]) * x.step[n]
		}
		switch {
		case d < best[0]:
			best[0], best[1], best[2] = d, best[0], best[1]
		case d < best[1]:
			best[1], best[2] = d, best[1]
		case d < best[2]:
			best[2] = d
		}
	}
	return best[0] + best[1] + best[2]
}

// dist is what the mover wants smallest: alone, her distance from
// winning; against others, her chance of losing the race to the nearest
// of them, by a logistic of the difference of their distances.
func (x *csExpert) dist(p *cantstop.Sim) float64 {
	me := x.distOf(p, p.Turn)
	if p.Players == 1 {
		return me
	}
	if me == 0 {
		return 0
	}
	them := csFar
	for q := range p.Players {
		if q != p.Turn {
			them = min(them, x.distOf(p, q))
		}
	}
	return 1 / (1 + math.Exp(x.race*(them-me)))
}

// rollValue is the expected distance after one more roll used as well
// as it can be and then a stop; a bust leaves the distance the mover
// had before her turn (bust is that distance).
func (x *csExpert) rollValue(p *cantstop.Sim, bust float64) float64 {
	var cs cantstop.SimChoices
	sum := 0.0
	rolls := cantstop.SimRolls()
	for i := range rolls {
		r := &rolls[i]
		p.Choices(r, &cs)
		if cs.N == 0 {
			sum += float64(r.Weight) * bust
			continue
		}
		best := csFar
		for _, c := range cs.C[:cs.N] {
			t := *p
			t.Take(c)
			best = min(best, x.dist(&t))
		}
		sum += float64(r.Weight) * best
	}
	return sum / 1296
}

// value is the expected distance from p, a position after a roll was
// used: the better of stopping now and rolling once more.
func (x *csExpert) value(p *cantstop.Sim, bust float64) float64 {
	stop := x.dist(p)
	if p.StopWins() {
		return stop
	}
	return min(stop, x.rollValue(p, bust))
}

// saved is the mover's distance before her turn: without her towers.
func (x *csExpert) saved(p *cantstop.Sim) float64 {
	t := *p
	t.Tower = [13]int8{}
	return x.dist(&t)
}

// Stop decides between stopping and rolling again (cantstop.Policy).
func (x *csExpert) Stop(p *cantstop.Sim) bool {
	if p.StopWins() {
		return true
	}
	return x.dist(p) <= x.rollValue(p, x.saved(p))
}

// Choose picks one of the choices (cantstop.Policy).
func (x *csExpert) Choose(p *cantstop.Sim, cs *cantstop.SimChoices) int {
	bust := x.saved(p)
	best, bestV := 0, csFar*2
	for i, c := range cs.C[:cs.N] {
		t := *p
		t.Take(c)
		if v := x.value(&t, bust); v < bestV {
			best, bestV = i, v
		}
	}
	return best
}

// racing reports whether the end is near enough that the Expert, given
// playouts, checks its options by playing the game out: some player has
// won two columns, and there is someone to race (alone, the Expert's
// measure is all there is to it).
func racing(p *cantstop.Sim) bool {
	if p.Players < 2 {
		return false
	}
	for _, w := range p.Won[:p.Players] {
		if w >= 2 {
			return true
		}
	}
	return false
}
