package solver

import (
	"parlor/game/kalah"
)

// Solver searches Kalah positions. Its transposition table is kept from one
// search to the next, so a game's positions are solved faster as it goes.
// A Solver is not safe for concurrent use.
type Solver struct {
	tt      table
	nodes   uint64
	limit   uint64 // stop when nodes reaches it; 0: never
	stopped bool
	eg      *endgame // exact values of positions with few seeds, or nil
}

// New makes a solver whose transposition table has 2^ttBits slots of 32
// bytes each: ttBits 20 is 32 MiB, 24 is 512 MiB.
func New(ttBits int) *Solver { return &Solver{tt: newTable(ttBits)} }

// Reset empties the transposition table, so that what follows does not
// depend on earlier searches.
func (s *Solver) Reset() { clear(s.tt.slots) }

// Nodes is the number of positions searched since the solver was made.
func (s *Solver) Nodes() uint64 { return s.nodes }

// Solve is the final margin, the mover's store less the opponent's at the
// end of the game, with perfect play from p by both sides.
func (s *Solver) Solve(p Position) int {
	if p.Over() {
		return finalMargin(&p)
	}
	return p.Margin() + s.mtdf(&p, 0, unlimited)
}

// finalMargin is the mover's margin once every house is swept.
func finalMargin(p *Position) int {
	return p.Margin() + p.sideSeeds(p.mover) - p.sideSeeds(p.mover.Other())
}

// mtdf is the future gain of p (not over) at depth d, found by null-window
// searches from guess; with a node limit it returns early, s.stopped set.
func (s *Solver) mtdf(p *Position, guess, d int) int {
	lo, hi, g := -inf, inf, guess
	for lo < hi {
		beta := g
		if g == lo {
			beta = g + 1
		}
		g, _ = s.search(p, beta-1, beta, d)
		if s.stopped {
			return g
		}
		if g < beta {
			hi = g
		} else {
			lo = g
		}
	}
	return g
}

// child is one move of a node, already played.
type child struct {
	pos   Position
	out   outcome
	house int
	score int
}

// search is alpha-beta (fail-soft) over the future gain of p, a position
// not over, to depth d (unlimited: to the end). It returns a value and its
// height: the longest line it explored to the end of the game, or horizon
// if a line met the depth limit, in which case the value holds at depth d
// only.
func (s *Solver) search(p *Position, alpha, beta, d int) (int, uint8) {
	s.nodes++
	if s.limit != 0 && s.nodes >= s.limit {
		s.stopped = true
		return 0, horizon
	}
	r := p.sideSeeds(kalah.South) + p.sideSeeds(kalah.North)
	if -r >= beta {
		return -r, 0
	}
	if r <= alpha {
		return r, 0
	}
	if d == 0 {
		return 0, horizon
	}
	if d == unlimited {
		// Exact, but of unknown height: usable by exact searches only.
		if v, ok := s.eg.lookup(p, r); ok {
			return v, horizon - 1
		}
	}
	k0, k1 := p.key()
	e := s.tt.probe(k0, k1)
	lo, hi, loX, hiX := e.bounds(d)
	if lo >= beta {
		return lo, height(loX, e.loD)
	}
	if hi <= alpha {
		return hi, height(hiX, e.hiD)
	}
	ttBest := 0
	if e != nil {
		ttBest = int(e.best)
	}
	a0 := alpha
	if lo > alpha {
		alpha = lo
	}
	if hi < beta {
		beta = hi
	}

	var kids [kalah.MaxHouses]child
	n := s.expand(p, kids[:0], ttBest)
	start := s.nodes
	best, bestHouse, ht := -inf, 0, uint8(0)
	cd := d
	if d != unlimited {
		cd = d - 1
	}
	for i := 0; i < n; i++ {
		c := &kids[i]
		var v int
		var ch uint8
		switch {
		case c.out.over:
			v, ch = c.out.final, 0
		case c.out.extra:
			v, ch = s.search(&c.pos, alpha-c.out.gain, beta-c.out.gain, cd)
			v += c.out.gain
		default:
			v, ch = s.search(&c.pos, c.out.gain-beta, c.out.gain-alpha, cd)
			v = c.out.gain - v
		}
		if s.stopped {
			return 0, horizon
		}
		switch {
		case ch == horizon:
			ht = horizon
		case ht != horizon && ch+1 > ht:
			ht = min(ch+1, horizon-1)
		}
		if v > best {
			best, bestHouse = v, c.house
			if v > alpha {
				alpha = v
				if alpha >= beta {
					break
				}
			}
		}
	}
	s.tt.store(k0, k1, d, best, a0, beta, ht, bestHouse, s.nodes-start)
	return best, ht
}

// height is the height to report for a bound from the table.
func height(exact bool, h uint8) uint8 {
	if exact {
		return h
	}
	return horizon
}

// expand plays every legal move of p into kids, best first by a guess:
// the table's move, then moves that earn another turn (the house nearest
// the store first), then by the seeds they bring in. It returns how many.
func (s *Solver) expand(p *Position, kids []child, ttBest int) int {
	for n := 1; n <= p.h; n++ {
		if p.pits[p.index(p.mover, n)] == 0 {
			continue
		}
		c := child{pos: *p, house: n}
		c.out = c.pos.play(n)
		switch {
		case n == ttBest:
			c.score = 1 << 20
		case c.out.over:
			c.score = 1<<16 + c.out.final
		case c.out.extra:
			c.score = 1<<12 - n
		default:
			c.score = c.out.gain << 4
		}
		kids = append(kids, c)
		for i := len(kids) - 1; i > 0 && kids[i].score > kids[i-1].score; i-- {
			kids[i], kids[i-1] = kids[i-1], kids[i]
		}
	}
	return len(kids)
}

// SolveMoves is the exact value of every legal move of p, in the order of
// Legal: the mover's final margin after playing it, with perfect play from
// there. It is nil once the game is over.
func (s *Solver) SolveMoves(p Position) []Value {
	if p.Over() {
		return nil
	}
	guess := s.mtdf(&p, 0, unlimited)
	var vs []Value
	for _, m := range p.Legal() {
		c := p
		o := c.play(int(m))
		v := o.final
		switch {
		case o.over:
		case o.extra:
			v = o.gain + s.mtdf(&c, guess-o.gain, unlimited)
		default:
			v = o.gain - s.mtdf(&c, o.gain-guess, unlimited)
		}
		vs = append(vs, Value{Move: m, Value: p.Margin() + v, Exact: true, Depth: unlimited})
	}
	return vs
}
