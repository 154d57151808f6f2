package solver

import "parlor/game"

// Value is what the analysis knows of one legal move: the mover's final
// margin after playing it (her store less the opponent's at the end, the
// seeds already in the stores counted), exact when proven with perfect
// play from there, otherwise the value of a search to Depth plies with the
// store difference as the evaluation (Depth counts the plies after the
// move).
type Value struct {
	Move  game.Move // the house, as kalah.Game's Legal gives it
	Value int
	Exact bool
	Depth int
}

// Analysis finds the value of every legal move of one position by
// iterative deepening, depth 1, 2, … until every value is exact, in steps
// of bounded work: Step can be called a few thousand nodes at a time and
// resumed. A step that runs out of nodes abandons the null-window search
// it was in and the next step runs it again; the transposition table keeps
// what finished, so little is lost. The values found at each depth are the
// depth-limited minimax values (the table's bounds of one depth are used
// only at that depth, and exact bounds only where they are exact), so the
// values do not depend on how the work is sliced, only on how much is done.
type Analysis struct {
	s      *Solver
	root   Position
	margin int // the margin already in the stores
	moves  []rootMove
	depth  int // the depth being searched
	cur    int // the move being searched at that depth
	done   depthValues
}

// depthValues are the values of the deepest depth finished.
type depthValues struct {
	values []Value
	proven bool
}

// rootMove is one legal move of the root and its search state.
type rootMove struct {
	move   game.Move
	pos    Position
	out    outcome
	lo, hi int  // bounds on the move's future gain at this depth
	loX    bool // whether they are exact
	hiX    bool
	guess  int
}

// Analyze starts an analysis of p. No work is done until Step.
func (s *Solver) Analyze(p Position) *Analysis {
	a := &Analysis{s: s, root: p, margin: p.Margin(), depth: 1}
	for _, m := range p.Legal() {
		r := rootMove{move: m, pos: p}
		r.out = r.pos.play(int(m))
		r.lo, r.hi = -inf, inf
		a.moves = append(a.moves, r)
	}
	if len(a.moves) == 0 {
		a.done.proven = true
	}
	return a
}

// Proven reports whether every move's value is exact.
func (a *Analysis) Proven() bool { return a.done.proven }

// Values is the value of every legal move, in the order of Legal, from the
// deepest depth searched to the end (nil before depth 1 is done).
func (a *Analysis) Values() []Value { return append([]Value(nil), a.done.values...) }

// Best is a move of the best value found and that value (the first such
// in the order of Legal); before the first depth is done, the first legal
// move and the margin in the stores, not exact. With no legal move it is
// (0, the final margin, true).
func (a *Analysis) Best() (m game.Move, value int, exact bool) {
	if len(a.moves) == 0 {
		return 0, finalMargin(&a.root), true
	}
	if a.done.values == nil {
		return a.moves[0].move, a.margin, false
	}
	b := a.done.values[0]
	for _, v := range a.done.values[1:] {
		if v.Value > b.Value {
			b = v
		}
	}
	return b.Move, b.Value, b.Exact
}

// minStep is the least work a step does, so that every step can finish
// some subtree however deep the search: a step of a node or two would only
// start the same search again and again.
const minStep = 1024

// Step searches on for at most about nodes positions (at least minStep)
// and reports whether the analysis is finished: every value exact.
func (a *Analysis) Step(nodes int) (done bool) {
	if a.done.proven {
		return true
	}
	s := a.s
	s.limit, s.stopped = s.nodes+uint64(max(nodes, minStep)), false
	defer func() { s.limit, s.stopped = 0, false }()
	for {
		for ; a.cur < len(a.moves); a.cur++ {
			if !a.settle(&a.moves[a.cur]) {
				return false
			}
		}
		a.finishDepth()
		if a.done.proven {
			return true
		}
	}
}

// settle runs MTD(f) on one root move at the current depth until its value
// is known; false if the node limit stopped it first.
func (a *Analysis) settle(r *rootMove) bool {
	if r.out.over {
		r.lo, r.hi, r.loX, r.hiX = r.out.final, r.out.final, true, true
		return true
	}
	d := a.depth
	for r.lo < r.hi {
		gamma := min(max(r.guess, r.lo+1), r.hi)
		var v int
		var ht uint8
		if r.out.extra {
			v, ht = a.s.search(&r.pos, gamma-r.out.gain-1, gamma-r.out.gain, d)
			v += r.out.gain
		} else {
			v, ht = a.s.search(&r.pos, r.out.gain-gamma, r.out.gain-gamma+1, d)
			v = r.out.gain - v
		}
		if a.s.stopped {
			return false
		}
		if v >= gamma {
			r.lo, r.loX = v, ht != horizon
		} else {
			r.hi, r.hiX = v, ht != horizon
		}
		r.guess = v
	}
	return true
}

// finishDepth records the values of the depth just searched and starts
// the next.
func (a *Analysis) finishDepth() {
	vs := make([]Value, len(a.moves))
	proven := true
	for i := range a.moves {
		r := &a.moves[i]
		exact := r.loX && r.hiX
		proven = proven && exact
		vs[i] = Value{Move: r.move, Value: a.margin + r.lo, Exact: exact, Depth: a.depth}
		r.lo, r.hi, r.loX, r.hiX = -inf, inf, false, false
	}
	a.done = depthValues{values: vs, proven: proven}
	a.cur = 0
	switch {
	case a.depth == unlimited:
	case a.depth >= unlimited-2:
		a.depth = unlimited // an exact search from here
	default:
		a.depth++
	}
}
