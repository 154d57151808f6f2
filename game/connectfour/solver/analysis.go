package solver

// Value is what an Analysis knows of one legal move, from the mover's view:
// the score of the position after it, negated.
type Value struct {
	// Col is the column, 0-based.
	Col int
	// Score is the exact score when Exact, and otherwise Lo.
	Score int
	// Exact is true once the score is proven.
	Exact bool
	// Lo and Hi bound the score: Lo ≤ score ≤ Hi, from the searches so far.
	Lo, Hi int
	// Book marks the opening book's move: a win (score ≥ 1) by the book,
	// whatever Lo says yet.
	Book bool
}

// Analysis values every legal move of one position, in slices of bounded
// work: each Step searches at most a given number of positions and the next
// Step resumes exactly where it stopped, so the answers after a given total
// of work are the same however the work is sliced. It narrows one move's
// bounds at a time with null-window searches: always the move that could
// still be best (highest upper bound, middle columns first on ties), first
// asking whether it wins, then whether it beats the best proven so far.
type Analysis struct {
	srch    search
	root    Position
	vals    []Value // one per legal column, left to right
	kids    []Position
	order   []int // indices into vals, middle columns first
	bookCol int   // the book's move, or -1
	cur     int   // index of the move whose probe is running, or -1
	med     int   // the running probe asks whether the move scores > med
	done    bool
}

// Analyze starts an analysis of p. It shares the solver's table, so it must
// not run alongside another search of the same solver (Solve or another
// Analysis): step one at a time. What it finds does not depend on the
// table, but how much work that takes does; call Reset first for answers
// that depend only on the position and the total work.
func (s *Solver) Analyze(p Position) *Analysis {
	a := &Analysis{root: p, bookCol: -1, cur: -1}
	a.srch.tt = &s.tt
	if p.Won() || p.moves >= Cells {
		a.done = true
		return a
	}
	if s.book != nil {
		if c, ok := s.book.Move(p); ok && p.CanPlay(c) {
			a.bookCol = c
		}
	}
	for _, c := range centre {
		if p.CanPlay(int(c)) {
			a.order = append(a.order, int(c))
		}
	}
	for c := 0; c < Width; c++ {
		if !p.CanPlay(c) {
			continue
		}
		v := Value{Col: c}
		k := p
		k.Play(c)
		switch {
		case p.IsWinningMove(c):
			v.Lo = (Cells + 1 - p.moves) / 2
			v.Hi = v.Lo
		case k.moves == Cells:
			v.Lo, v.Hi = 0, 0
		case k.canWinNext():
			v.Lo = -(Cells - p.moves) / 2
			v.Hi = v.Lo
		default:
			v.Lo = -(Cells - 1 - k.moves) / 2
			v.Hi = (Cells - k.moves) / 2
		}
		v.Book = c == a.bookCol
		a.fix(&v)
		a.vals = append(a.vals, v)
		a.kids = append(a.kids, k)
	}
	// order holds indices into vals
	for i, c := range a.order {
		for j, v := range a.vals {
			if v.Col == c {
				a.order[i] = j
			}
		}
	}
	return a
}

// fix sets Exact and Score from the bounds.
func (a *Analysis) fix(v *Value) {
	v.Exact = v.Lo >= v.Hi
	v.Score = v.Lo
}

// Nodes is the number of positions searched so far.
func (a *Analysis) Nodes() uint64 { return a.srch.nodes }

// Step does at most about nodes more positions of search (at least one) and
// reports whether every move's score is exact.
func (a *Analysis) Step(nodes int) (done bool) {
	limit := a.srch.nodes + uint64(max(nodes, 1))
	for !a.done {
		if a.cur < 0 && !a.next() {
			a.done = true
			break
		}
		r, ok := a.srch.run(limit)
		if !ok {
			return false
		}
		v := &a.vals[a.cur]
		if r <= -(a.med + 1) {
			v.Lo = max(v.Lo, -r)
		} else {
			v.Hi = min(v.Hi, -r)
		}
		a.fix(v)
		a.cur = -1
	}
	return a.done
}

// next picks the next probe and starts it; false when every score is exact.
func (a *Analysis) next() bool {
	pick := -1
	for _, i := range a.order {
		v := a.vals[i]
		if !v.Exact && (pick < 0 || v.Hi > a.vals[pick].Hi) {
			pick = i
		}
	}
	if pick < 0 {
		return false
	}
	v := a.vals[pick]
	med := probe(v.Lo, v.Hi)
	best := v.Lo
	for i, w := range a.vals {
		if i != pick {
			best = max(best, w.Lo)
		}
	}
	if best > med && best < v.Hi {
		med = best
	}
	a.cur, a.med = pick, med
	a.srch.start(a.kids[pick], -(med + 1), -med)
	return true
}

// Values lists every legal move, left to right, with what is known of it.
func (a *Analysis) Values() []Value { return append([]Value(nil), a.vals...) }

// Proven reports whether the best move's score is proven: some move's score
// is exact and no other move can score more.
func (a *Analysis) Proven() bool {
	_, _, exact := a.Best()
	return exact
}

// Best is the move to play, its score and whether that is proven. Proven:
// the move of the highest exact score no other move can beat (middle
// columns first on ties) — the quickest win or the slowest loss. Otherwise
// the book's move when the book has the position (its score then at
// least 1), else the move with the
// highest lower bound (then the highest upper bound, then the middlest).
// It returns col -1 when the position has no move.
func (a *Analysis) Best() (col, score int, exact bool) {
	if len(a.vals) == 0 {
		return -1, 0, false
	}
	top := a.vals[a.order[0]].Hi
	for _, v := range a.vals {
		top = max(top, v.Hi)
	}
	for _, i := range a.order {
		if v := a.vals[i]; v.Exact && v.Score == top {
			return v.Col, v.Score, true
		}
	}
	if a.bookCol >= 0 {
		for _, v := range a.vals {
			if v.Col == a.bookCol {
				return v.Col, max(v.Lo, 1), false
			}
		}
	}
	pick := a.order[0]
	for _, i := range a.order[1:] {
		v, b := a.vals[i], a.vals[pick]
		if v.Lo > b.Lo || v.Lo == b.Lo && v.Hi > b.Hi {
			pick = i
		}
	}
	return a.vals[pick].Col, a.vals[pick].Lo, false
}
