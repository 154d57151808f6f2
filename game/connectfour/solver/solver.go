package solver

// Solver finds exact scores. It keeps a transposition table between calls,
// so later searches reuse earlier work; it is not safe for concurrent use.
type Solver struct {
	tt   table
	srch search
	book *Book
}

// search is the state of one negamax search on the explicit stack: its own
// frames and node count, sharing a solver's table.
type search struct {
	tt    *table
	nodes uint64
	sp    int // index of the frame being worked on
	stack [Cells + 2]frame
}

// frame is one negamax call on the explicit stack the search runs on, so that
// a search can pause after any number of positions and resume later exactly
// where it stopped.
type frame struct {
	pos         Position
	alpha, beta int
	key         uint64
	mirrored    bool
	entered     bool
	n, i        int
	moves       [Width]uint64
	cols        [Width]int8
}

// DefaultTableBits is the table size the command uses: 2^23 slots, 64 MiB.
const DefaultTableBits = 23

// New returns a solver whose transposition table has 2^ttBits slots of 8
// bytes each (clamped to 10–30): 2^20 slots take 8 MiB, 2^24 take 128 MiB.
func New(ttBits int) *Solver {
	ttBits = min(max(ttBits, 10), 30)
	s := &Solver{tt: newTable(ttBits)}
	s.srch.tt = &s.tt
	return s
}

// SetBook gives the solver an opening book, which Analyze consults; nil
// removes it.
func (s *Solver) SetBook(b *Book) { s.book = b }

// Reset empties the transposition table, so that what follows does not
// depend on earlier searches.
func (s *Solver) Reset() { s.tt.clear() }

// Nodes is the number of positions searched (negamax calls, as the benchmark
// sets' reference solver counts them) by the last Solve.
func (s *Solver) Nodes() uint64 { return s.srch.nodes }

// Solve returns the exact score of p for the side to move. A position where
// the game is already won or the board full scores 0.
func (s *Solver) Solve(p Position) int {
	s.srch.nodes = 0
	if p.Won() || p.moves >= Cells {
		return 0
	}
	if p.canWinNext() {
		return (Cells + 1 - p.moves) / 2
	}
	lo, hi := -(Cells-p.moves)/2, (Cells+1-p.moves)/2
	for lo < hi {
		med := probe(lo, hi)
		s.srch.start(p, med, med+1)
		r, _ := s.srch.run(^uint64(0))
		if r <= med {
			hi = r
		} else {
			lo = r
		}
	}
	return lo
}

// probe is the null window to try next when a score is known to lie in
// [lo, hi]: halfway, drawn toward 0 so that the first probes ask who wins.
func probe(lo, hi int) int {
	med := lo + (hi-lo)/2
	if med <= 0 && lo/2 < med {
		med = lo / 2
	} else if med >= 0 && hi/2 > med {
		med = hi / 2
	}
	return med
}

// start sets up a search of p on the window (alpha, beta). p must not be won,
// and its side to move must not be able to win at once.
func (s *search) start(p Position, alpha, beta int) {
	s.sp = 0
	f := &s.stack[0]
	f.pos, f.alpha, f.beta, f.entered = p, alpha, beta, false
}

// run goes on with the search set up by start until it returns its score
// (done) or until the solver's node count reaches limit (not done; call run
// again to go on). The score is a fail-soft negamax bound: at most alpha
// means the exact score is at most the result, at least beta means at least.
func (s *search) run(limit uint64) (score int, done bool) {
	var ret int
	for {
		f := &s.stack[s.sp]
		if !f.entered {
			if s.nodes >= limit {
				return 0, false
			}
			s.nodes++
			f.entered = true
			if v, ok := s.enter(f); ok {
				ret = v
				goto pop
			}
		} else {
			v := -ret
			if v >= f.beta {
				col := int(f.cols[f.i])
				if f.mirrored {
					col = Width - 1 - col
				}
				s.tt.put(f.key, v, noUpper, col)
				ret = v
				goto pop
			}
			if v > f.alpha {
				f.alpha = v
			}
			f.i++
		}
		if f.i < f.n {
			c := &s.stack[s.sp+1]
			c.pos = f.pos
			c.pos.playBit(f.moves[f.i])
			c.alpha, c.beta, c.entered = -f.beta, -f.alpha, false
			s.sp++
			continue
		}
		s.tt.put(f.key, noLower, f.alpha, -1)
		ret = f.alpha
	pop:
		if s.sp == 0 {
			return ret, true
		}
		s.sp--
	}
}

// etcBefore is the number of stones below which a position looks its
// replies up in the table before searching any (enhanced transposition
// cutoff). Measured on the sets, it pays at every depth.
const etcBefore = Cells

// centre is the order columns are tried in when nothing else tells them
// apart: the middle first.
var centre = [Width]int8{3, 2, 4, 1, 5, 0, 6}

// enter does the work of a negamax call before its moves are searched: it
// returns the score at once (ok) for a position decided by the bounds, the
// table or the rules, and otherwise lists the moves to search, best first.
func (s *search) enter(f *frame) (score int, ok bool) {
	p := &f.pos
	next := p.nonLosing()
	if next == 0 {
		return -(Cells - p.moves) / 2, true
	}
	if p.moves >= Cells-2 {
		return 0, true
	}
	if lo := -(Cells - 2 - p.moves) / 2; f.alpha < lo {
		f.alpha = lo
		if f.alpha >= f.beta {
			return f.alpha, true
		}
	}
	if hi := (Cells - 1 - p.moves) / 2; f.beta > hi {
		f.beta = hi
		if f.alpha >= f.beta {
			return f.beta, true
		}
	}
	f.key, f.mirrored = p.CanonicalKey()
	lo, hi, ttCol := s.tt.get(f.key)
	if lo > f.alpha {
		f.alpha = lo
		if f.alpha >= f.beta {
			return f.alpha, true
		}
	}
	if hi < f.beta {
		f.beta = hi
		if f.alpha >= f.beta {
			return f.beta, true
		}
	}
	if ttCol >= 0 && f.mirrored {
		ttCol = Width - 1 - ttCol
	}
	if p.moves < etcBefore {
		// enhanced transposition cutoff: a reply the table already
		// knows to be good enough ends the search before any is made
		for m := next; m != 0; m &= m - 1 {
			c := *p
			c.playBit(m & -m)
			k, _ := c.CanonicalKey()
			if _, chi, _ := s.tt.get(k); -chi >= f.beta {
				return -chi, true
			}
		}
	}
	// order: the table's best move, then by threats made, then centre first
	var scores [Width]int
	n := 0
	for _, c := range centre {
		m := next & columnBits(int(c))
		if m == 0 {
			continue
		}
		sc := p.moveScore(m)
		if int(c) == ttCol {
			sc = 1 << 10
		}
		j := n
		for ; j > 0 && scores[j-1] < sc; j-- {
			scores[j], f.moves[j], f.cols[j] = scores[j-1], f.moves[j-1], f.cols[j-1]
		}
		scores[j], f.moves[j], f.cols[j] = sc, m, c
		n++
	}
	f.n, f.i = n, 0
	return 0, false
}

// Wins reports whether playing col (which must be playable) wins for the
// side to move in p, whatever the margin, searching at most maxNodes
// positions (0: no limit). decided is false when the limit ran out first.
// Nodes counts the positions it searched.
func (s *Solver) Wins(p Position, col int, maxNodes uint64) (win, decided bool) {
	s.srch.nodes = 0
	if p.IsWinningMove(col) {
		return true, true
	}
	k := p
	k.Play(col)
	if k.moves >= Cells || k.canWinNext() {
		return false, true
	}
	limit := maxNodes
	if limit == 0 {
		limit = ^uint64(0)
	}
	s.srch.start(k, -1, 0)
	r, ok := s.srch.run(limit)
	if !ok {
		return false, false
	}
	return r <= -1, true
}
