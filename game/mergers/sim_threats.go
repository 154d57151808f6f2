package mergers

// simNear is what an empty square touches: up to four components, and the
// sum of their sizes.
type simNear struct {
	roots [4]int8
	n     int8
	sum   int8
}

// Threats knows, for a simple-game board, which squares make a group of
// WinSize at once and which leave the next player such a square. A tile
// on p joins p's neighbours into one component C; with no win on the
// board, a square can then reach WinSize only if it touches C, so only the
// squares next to p and next to the components p touches are looked at.
type Threats struct {
	b        *SimBoard
	near     [SimSquares]simNear
	start    [SimSquares + 1]int16 // each root's frontier in frontier[start[r]:start[r+1]]
	frontier [4 * SimSquares]int8
	// Empty lists the empty squares, the first NEmpty of them (in an
	// order Read leaves, which its user may shuffle).
	Empty  [SimSquares]int8
	NEmpty int
	// Win is a square that wins at once, or -1.
	Win     int8
	calm    bool // no tile can leave a win: every square is safe
	maxNear int  // the most a tile can add to a component it joins
	linked  bool // the frontiers are listed
}

// Read works out the threats of board b.
func (t *Threats) Read(b *SimBoard) {
	t.b, t.NEmpty, t.Win, t.linked = b, 0, -1, false
	clear(t.start[:])
	maxNear := 0
	for i := range int8(SimSquares) {
		if b.Cell[i] >= 0 {
			continue
		}
		t.Empty[t.NEmpty] = i
		t.NEmpty++
		nr := &t.near[i]
		*nr = simNear{}
		for _, q := range simNbr[i] {
			if q < 0 || b.Cell[q] < 0 {
				continue
			}
			r, dup := b.Cell[q], false
			for _, x := range nr.roots[:nr.n] {
				dup = dup || x == r
			}
			if !dup {
				nr.roots[nr.n] = r
				nr.n++
				nr.sum += b.Size[r]
				t.start[r+1]++
			}
		}
		if 1+int(nr.sum) >= WinSize && t.Win < 0 {
			t.Win = i
		}
		maxNear = max(maxNear, int(nr.sum))
	}
	// No tile can then make a component that a second tile takes to
	// WinSize.
	t.calm, t.maxNear = 2+2*maxNear < WinSize, maxNear
}

// link lists each component's frontier: the empty squares it touches.
func (t *Threats) link() {
	t.linked = true
	for r := 1; r <= SimSquares; r++ {
		t.start[r] += t.start[r-1]
	}
	fill := t.start
	for _, q := range t.Empty[:t.NEmpty] {
		for _, r := range t.near[q].roots[:t.near[q].n] {
			t.frontier[fill[r]] = q
			fill[r]++
		}
	}
}

// Safe reports whether a tile on the empty square p leaves the next player
// no square that makes a group of WinSize; the board has none yet.
func (t *Threats) Safe(p int8) bool {
	if t.calm {
		return true
	}
	np := &t.near[p]
	s := 1 + int(np.sum) // the size of C
	if 1+s+t.maxNear < WinSize {
		return true
	}
	if !t.linked {
		t.link()
	}
	threat := func(q int8) bool {
		nq := &t.near[q]
		if 1+s+int(nq.sum) < WinSize {
			return false
		}
		ext := 0 // what a tile on q adds to C: the components it touches outside C
		for _, r := range nq.roots[:nq.n] {
			in := false
			for _, x := range np.roots[:np.n] {
				in = in || x == r
			}
			if !in {
				ext += int(t.b.Size[r])
			}
		}
		return 1+s+ext >= WinSize
	}
	for _, q := range simNbr[p] {
		if q >= 0 && t.b.Cell[q] < 0 && threat(q) {
			return false
		}
	}
	for _, r := range np.roots[:np.n] {
		for _, q := range t.frontier[t.start[r]:t.start[r+1]] {
			if q != p && threat(q) {
				return false
			}
		}
	}
	return true
}

// Winning finds a square where a tile makes a group of WinSize, or -1.
func (b *SimBoard) Winning() int8 {
	for i := range int8(SimSquares) {
		if b.Cell[i] < 0 && b.Grown(i) >= WinSize {
			return i
		}
	}
	return -1
}

// SafeSquares lists the empty squares where a tile leaves the next player
// no square to make a group of WinSize, on a board where there is none
// yet.
func (b *SimBoard) SafeSquares(out *[SimSquares]int8) int {
	var t Threats
	t.Read(b)
	if t.Win >= 0 {
		return 0
	}
	return t.SafeList(out)
}

// SafeList lists the safe squares.
func (t *Threats) SafeList(out *[SimSquares]int8) int {
	n := 0
	for _, p := range t.Empty[:t.NEmpty] {
		if t.Safe(p) {
			out[n] = p
			n++
		}
	}
	return n
}
