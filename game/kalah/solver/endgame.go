package solver

import "parlor/game/kalah"

// endgame is a table of the exact future gain of every position of a board
// of h houses a side with at most k seeds left in the houses, from the
// mover's side. A position is indexed by the combinatorial number system:
// its 2h house counts, read from the mover's first house, are the gaps
// between 2h bars among k + 2h places, and the index is the sum of
// C(place of bar j, j+1).
type endgame struct {
	h, k  int
	vals  []int8 // unknown: notYet
	binom [][]int
}

const notYet = -128

// buildEndgame solves every position of h houses with at most k seeds in
// the houses: C(k+2h, 2h) positions of one byte each.
func buildEndgame(h, k int) *endgame {
	n := 2 * h
	e := &endgame{h: h, k: k, binom: make([][]int, k+n+1)}
	for i := range e.binom {
		e.binom[i] = make([]int, n+2)
		e.binom[i][0] = 1
		for j := 1; j <= min(i, n+1); j++ {
			e.binom[i][j] = e.binom[i-1][j-1]
			if j <= i-1 {
				e.binom[i][j] += e.binom[i-1][j]
			}
		}
	}
	e.vals = make([]int8, e.binom[k+n][n])
	for i := range e.vals {
		e.vals[i] = notYet
	}
	// Walk every position of at most k seeds, South to move, and solve it.
	var p Position
	p.h = h
	var fill func(i, left int)
	fill = func(i, left int) {
		if i == n {
			if !p.Over() {
				e.solve(&p)
			}
			return
		}
		j := i // South's houses 0 … h-1, then North's h+1 … 2h
		if i >= h {
			j = i + 1
		}
		for c := 0; c <= left; c++ {
			p.pits[j] = int16(c)
			fill(i+1, left-c)
		}
		p.pits[j] = 0
	}
	fill(0, k)
	return e
}

// index is p's place in the table; p must hold at most k seeds in its
// houses and have e's number of houses.
func (e *endgame) index(p *Position) int {
	h := e.h
	a := p.index(p.mover, h)
	b := p.index(p.mover.Other(), h)
	idx, place, j := 0, 0, 0
	for _, s := range [2]int{a, b} {
		for i := s; i < s+h; i++ {
			place += int(p.pits[i])
			idx += e.binom[place][j+1]
			place++
			j++
		}
	}
	return idx
}

// solve is the future gain of p (not over), from the table or by minimax
// over its moves, whose positions never hold more seeds.
func (e *endgame) solve(p *Position) int {
	i := e.index(p)
	if v := e.vals[i]; v != notYet {
		return int(v)
	}
	best := -inf
	for n := 1; n <= p.h; n++ {
		if p.pits[p.index(p.mover, n)] == 0 {
			continue
		}
		c := *p
		o := c.play(n)
		v := o.final
		switch {
		case o.over:
		case o.extra:
			v = o.gain + e.solve(&c)
		default:
			v = o.gain - e.solve(&c)
		}
		best = max(best, v)
	}
	e.vals[i] = int8(best)
	return best
}

// lookup is the future gain of p from the table, if it covers p.
func (e *endgame) lookup(p *Position, r int) (int, bool) {
	if e == nil || p.h != e.h || r > e.k {
		return 0, false
	}
	return int(e.vals[e.index(p)]), true
}

// Endgame builds a table of the exact value of every position of a board
// of h houses a side with at most k seeds left in the houses, which exact
// searches of such boards then look up instead of searching. It takes
// C(k+2h, 2h) bytes (h 6: k 12 is 2.7 MB, k 16 is 30 MB, k 20 is 225 MB)
// and time in proportion. It replaces any table built before.
func (s *Solver) Endgame(h, k int) {
	h = min(max(h, 1), kalah.MaxHouses)
	s.eg = buildEndgame(h, max(k, 0))
}

// EndgameSeeds is the endgame table worth building, measured on the values
// run, to solve a position of h houses a side with r seeds in its houses:
// none up to 36 seeds, where the search is quick anyway (Kalah(6,3) takes a
// second without, 22 s with a table of 16 seeds); otherwise up to
// 16 seeds while the table stays within 40 million positions (40 MB; six
// houses and 16 seeds take about 40 s to build).
func EndgameSeeds(h, r int) int {
	if r <= 36 {
		return 0
	}
	for k := min(16, r); k > 0; k-- {
		if binomial(k+2*h, 2*h) <= 40_000_000 {
			return k
		}
	}
	return 0
}

// binomial is C(n, k).
func binomial(n, k int) int {
	c := 1
	for i := 1; i <= k; i++ {
		c = c * (n - k + i) / i
	}
	return c
}
