package bot

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/cantstop"
)

// AnalystDepth is the Analyst's lookahead when its Depth is 0: the rolls
// of the turn a decision to roll weighs.
const AnalystDepth = 2

// AnalystSlope and AnalystTempo are the Analyst's logistic: a player
// about to roll, with w squares' work left to win (the Expert's measure,
// each square weighted by how rarely the dice give its column) against her
// nearest rival's v, wins with the chance 1/(1+e^−z), z = AnalystSlope ×
// ln((v+1)/(w+1)) + AnalystTempo. They are fitted to 52,238 turns of
// 3,000 games of the Rule of 28 against itself (TestAnalystCalibration).
const (
	AnalystSlope = 1.64
	AnalystTempo = 0.24
)

// Analyst is Can't Stop's analysis: it values each decision by the odds
// of the dice, not by the dice that came next, two ways at once.
//
// The chance of winning: a position where the turn ends is valued by the
// Expert's measure of the work each player has left to win (csExpert),
// turned into the mover's chance of winning by a logistic of the ratio of
// her work left to her nearest rival's, fitted to games (AnalystSlope,
// AnalystTempo), the rival to roll next. Stopping is worth that position
// with the towers kept; a bust, that position without them.
//
// The turn's worth: what the turn is expected to bank, each square her
// towers climbed counted at the Expert's weight for its column, in
// squares of the 7 (a square of the 2 or the 12 is worth about 8);
// stopping banks the climb, a bust nothing.
//
// Rolling is worth its expectation over the 1,296 ways the dice fall (126
// distinct rolls, each by its weight): a bust the bust's value, any other
// roll the best of its choices, each choice worth the better of stopping
// and rolling on, computed the same way, for up to Depth rolls in all
// (expectimax over the turn, memoized by where the towers stand), each
// measure maximized on its own. A choice of columns for the dice is valued
// as the decision after it. A decision to roll or stop, where stopping
// does not win, is ordered by the turn's worth and marked Turn, so that a
// review judges it by the turn (review.Judge): push your luck no further
// than the dice pay. Every other (a choice of columns, the stop that wins)
// goes by the chance of winning, the race as a whole. The work
// is the same on any machine and in any slicing, so the values are too.
// Solitaire, where there is no race, is left to the Monte Carlo estimate.
type Analyst struct {
	// Depth is the number of rolls a decision to roll weighs, itself
	// included (a choice of columns, Depth−1 more, as the roll before it
	// did); 0 means AnalystDepth.
	Depth int

	x      *csExpert
	pos    cantstop.Sim
	moves  []game.Move
	acts   []csAct
	vals   []turnValue
	next   int         // the next move to value
	roll   int         // the next distinct roll of a Roll being valued
	sum    turnValue   // the weighted sum of the rolls valued so far
	bust   float64     // the chance of winning after a bust
	busts  int         // the rolls of 1296 that bust
	byTurn bool        // a roll or a stop that does not win: judged by the turn
	unit   [13]float64 // a square's worth to the turn in each column, a 7's square 1
	memo   map[analystKey]turnValue
	solo   *ai.Estimate
}

// turnValue is what a move or position of the turn is worth: the mover's
// chance of winning, and what the turn is expected to bank.
type turnValue struct{ chance, worth float64 }

// add adds v, weighted by w.
func (t *turnValue) add(v turnValue, w float64) {
	t.chance += w * v.chance
	t.worth += w * v.worth
}

// mean is t, a sum over the 1,296 rolls each by its weight, as their mean.
func (t turnValue) mean() turnValue { return turnValue{t.chance / 1296, t.worth / 1296} }

// best is the better of t and v by each measure on its own.
func (t turnValue) best(v turnValue) turnValue {
	return turnValue{math.Max(t.chance, v.chance), math.Max(t.worth, v.worth)}
}

// analystKey is a position of the turn: where the towers stand, and how
// many rolls are left to weigh.
type analystKey struct {
	tower [13]int8
	depth int8
}

// Start begins valuing the moves of s.
func (a *Analyst) Start(s game.State) error {
	g, ok := s.(*cantstop.Game)
	if !ok {
		return errNotCantStop
	}
	a.solo = nil
	if g.Players() < 2 {
		a.solo = &ai.Estimate{Iterations: 4000}
		return a.solo.Start(s)
	}
	if err := ai.Check(s); err != nil {
		return err
	}
	if s.Turn() == game.Chance {
		return errors.New("the dice are rolling: there is no decision to value")
	}
	if a.x == nil {
		a.x = newCSExpert()
		for n := 2; n <= 12; n++ {
			a.unit[n] = a.x.step[n] / a.x.step[7]
		}
	}
	a.pos = cantstop.SimOf(g)
	a.moves = s.Legal()
	var err error
	if a.acts, err = actsOf(g, a.moves, a.acts[:0]); err != nil {
		return err
	}
	a.vals = make([]turnValue, len(a.moves))
	a.next, a.roll, a.sum = 0, 0, turnValue{}
	a.memo = make(map[analystKey]turnValue)
	t := a.pos
	t.Tower = [13]int8{}
	a.bust = a.stopValue(&t)
	a.busts = a.pos.BustOdds()
	a.byTurn = a.rollOrStop()
	return nil
}

// rollOrStop reports whether the decision is to roll or stop, with a
// stop that does not win: a decision judged by the turn.
func (a *Analyst) rollOrStop() bool {
	return slices.ContainsFunc(a.acts, func(act csAct) bool { return act.kind == actStop }) && !a.pos.StopWins()
}

// Step values moves, a roll of the dice at a time, until it is done or d
// has passed, and reports whether it is done. Slicing changes only when
// it yields, never what it finds.
func (a *Analyst) Step(d time.Duration) bool {
	if a.solo != nil {
		return a.solo.Step(d)
	}
	deadline := time.Now().Add(d)
	rolls := cantstop.SimRolls()
	for a.next < len(a.acts) {
		act := a.acts[a.next]
		switch act.kind {
		case actStop:
			a.vals[a.next] = a.stopped(&a.pos)
		case actTake:
			t := a.pos
			t.Take(act.choice)
			a.vals[a.next] = a.value(&t, a.depth()-1)
		case actRoll:
			if a.roll < len(rolls) {
				a.sum.add(a.outcome(&a.pos, &rolls[a.roll], a.depth()-1), float64(rolls[a.roll].Weight))
				a.roll++
				if time.Now().After(deadline) {
					return false
				}
				continue
			}
			a.vals[a.next] = a.sum.mean()
		}
		a.next++
		if time.Now().After(deadline) {
			return a.next >= len(a.acts)
		}
	}
	return true
}

// depth is the lookahead in rolls.
func (a *Analyst) depth() int {
	if a.Depth > 0 {
		return a.Depth
	}
	return AnalystDepth
}

// Values are the moves valued so far, best first: each the mover's chance
// of winning after it; in a decision to roll or stop judged by the turn,
// what the turn is expected to bank after it, by which they are ordered;
// and for a roll its
// chance of going bust, exact over the 1,296 rolls ("61%, banks 9.5, bust
// 44%").
func (a *Analyst) Values() []ai.Value {
	if a.solo != nil {
		return a.solo.Values()
	}
	var vs []ai.Value
	for i := range a.next {
		c := a.vals[i].chance
		v := ai.Value{Move: a.moves[i], Score: c, Chance: c, Text: fmt.Sprintf("%.0f%%", 100*c)}
		if a.byTurn {
			v.Turn, v.Worth, v.Score = true, a.vals[i].worth, a.vals[i].worth
			v.Text += fmt.Sprintf(", banks %.1f", v.Worth)
		}
		if v.Move == cantstop.Roll {
			v.Text += fmt.Sprintf(", bust %.0f%%", 100*float64(a.busts)/1296)
		}
		vs = append(vs, v)
	}
	ai.SortValues(vs)
	return vs
}

// stopValue is the mover's chance of winning if she stops in p: 1 if
// that wins, else the logistic of the work left (her towers counted as
// climbed).
func (a *Analyst) stopValue(p *cantstop.Sim) float64 {
	if p.StopWins() {
		return 1
	}
	return 1 - raceChance(rivalDist(a.x, p), a.x.distOf(p, p.Turn))
}

// rivalDist is the work left to win of the mover's nearest rival.
func rivalDist(x *csExpert, p *cantstop.Sim) float64 {
	them := csFar
	for q := range p.Players {
		if q != p.Turn {
			them = min(them, x.distOf(p, q))
		}
	}
	return them
}

// raceChance is the chance that a player about to roll, with work w left
// to win against her nearest rival's v, wins: the Analyst's logistic.
func raceChance(w, v float64) float64 {
	return 1 / (1 + math.Exp(-(AnalystSlope*math.Log((v+1)/(w+1)) + AnalystTempo)))
}

// stopped is what stopping in p is worth: the chance of winning with the
// towers kept, and the climb banked.
func (a *Analyst) stopped(p *cantstop.Sim) turnValue {
	return turnValue{a.stopValue(p), a.banked(p)}
}

// banked is what the turn banks if the mover stops in p: the squares her
// towers climbed, each at its column's unit.
func (a *Analyst) banked(p *cantstop.Sim) float64 {
	sum := 0.0
	for n := int8(2); n <= 12; n++ {
		if p.Tower[n] > 0 {
			sum += float64(p.Tower[n]-p.Tile[p.Turn][n]) * a.unit[n]
		}
	}
	return sum
}

// value is what p, a position after a roll was used, is worth with depth
// more rolls to weigh: the better of stopping and rolling on, by each
// measure.
func (a *Analyst) value(p *cantstop.Sim, depth int) turnValue {
	stop := a.stopped(p)
	if depth <= 0 || stop.chance == 1 {
		return stop
	}
	k := analystKey{p.Tower, int8(depth)}
	if v, ok := a.memo[k]; ok {
		return v
	}
	var sum turnValue
	rolls := cantstop.SimRolls()
	for i := range rolls {
		sum.add(a.outcome(p, &rolls[i], depth-1), float64(rolls[i].Weight))
	}
	v := stop.best(sum.mean())
	a.memo[k] = v
	return v
}

// outcome is what the dice coming up r in p are worth: a bust's value (the
// chance of winning without the towers, nothing banked), or the best of
// r's choices by each measure, with depth rolls left.
func (a *Analyst) outcome(p *cantstop.Sim, r *cantstop.SimRoll, depth int) turnValue {
	var cs cantstop.SimChoices
	p.Choices(r, &cs)
	if cs.N == 0 {
		return turnValue{chance: a.bust}
	}
	var best turnValue
	for _, c := range cs.C[:cs.N] {
		t := *p
		t.Take(c)
		best = best.best(a.value(&t, depth))
	}
	return best
}
