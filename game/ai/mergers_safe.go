package ai

import (
	"math/rand/v2"

	"parlor/game/mergers"
)

// msNear is what an empty square touches: up to four components, and the
// sum of their sizes.
type msNear struct {
	roots [4]int8
	n     int8
	sum   int8
}

// msThreats knows, for a simple-game board, which squares make a group of
// WinSize at once and which leave the next player such a square. A tile
// on p joins p's neighbours into one component C; with no win on the
// board, a square can then reach WinSize only if it touches C, so only the
// squares next to p and next to the components p touches are looked at.
type msThreats struct {
	b        *msBoard
	near     [msSquares]msNear
	start    [msSquares + 1]int16 // each root's frontier in frontier[start[r]:start[r+1]]
	frontier [4 * msSquares]int8
	empty    [msSquares]int8
	ne       int
	win      int8 // a square that wins at once, or -1
	calm     bool // no tile can leave a win: every square is safe
	maxNear  int  // the most a tile can add to a component it joins
	linked   bool // the frontiers are listed
}

// read works out the threats of board b.
func (t *msThreats) read(b *msBoard) {
	t.b, t.ne, t.win, t.linked = b, 0, -1, false
	clear(t.start[:])
	maxNear := 0
	for i := range int8(msSquares) {
		if b.cell[i] >= 0 {
			continue
		}
		t.empty[t.ne] = i
		t.ne++
		nr := &t.near[i]
		*nr = msNear{}
		for _, q := range msNbr[i] {
			if q < 0 || b.cell[q] < 0 {
				continue
			}
			r, dup := b.cell[q], false
			for _, x := range nr.roots[:nr.n] {
				dup = dup || x == r
			}
			if !dup {
				nr.roots[nr.n] = r
				nr.n++
				nr.sum += b.size[r]
				t.start[r+1]++
			}
		}
		if 1+int(nr.sum) >= mergers.WinSize && t.win < 0 {
			t.win = i
		}
		maxNear = max(maxNear, int(nr.sum))
	}
	// No tile can then make a component that a second tile takes to
	// WinSize.
	t.calm, t.maxNear = 2+2*maxNear < mergers.WinSize, maxNear
}

// link lists each component's frontier: the empty squares it touches.
func (t *msThreats) link() {
	t.linked = true
	for r := 1; r <= msSquares; r++ {
		t.start[r] += t.start[r-1]
	}
	fill := t.start
	for _, q := range t.empty[:t.ne] {
		for _, r := range t.near[q].roots[:t.near[q].n] {
			t.frontier[fill[r]] = q
			fill[r]++
		}
	}
}

// safe reports whether a tile on the empty square p leaves the next player
// no square that makes a group of WinSize; the board has none yet.
func (t *msThreats) safe(p int8) bool {
	if t.calm {
		return true
	}
	np := &t.near[p]
	s := 1 + int(np.sum) // the size of C
	if 1+s+t.maxNear < mergers.WinSize {
		return true
	}
	if !t.linked {
		t.link()
	}
	threat := func(q int8) bool {
		nq := &t.near[q]
		if 1+s+int(nq.sum) < mergers.WinSize {
			return false
		}
		ext := 0 // what a tile on q adds to C: the components it touches outside C
		for _, r := range nq.roots[:nq.n] {
			in := false
			for _, x := range np.roots[:np.n] {
				in = in || x == r
			}
			if !in {
				ext += int(t.b.size[r])
			}
		}
		return 1+s+ext >= mergers.WinSize
	}
	for _, q := range msNbr[p] {
		if q >= 0 && t.b.cell[q] < 0 && threat(q) {
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

// winning finds a square where a tile makes a group of WinSize, or -1.
func (b *msBoard) winning() int8 {
	for i := range int8(msSquares) {
		if b.cell[i] < 0 && b.grown(i) >= mergers.WinSize {
			return i
		}
	}
	return -1
}

// safeSquares lists the empty squares where a tile leaves the next player
// no square to make a group of WinSize, on a board where there is none
// yet.
func (b *msBoard) safeSquares(out *[msSquares]int8) int {
	var t msThreats
	t.read(b)
	if t.win >= 0 {
		return 0
	}
	return t.safeList(out)
}

// safeList lists the safe squares.
func (t *msThreats) safeList(out *[msSquares]int8) int {
	n := 0
	for _, p := range t.empty[:t.ne] {
		if t.safe(p) {
			out[n] = p
			n++
		}
	}
	return n
}

// saneMoves lists the moves of a player who takes a win in one and never
// leaves the next player one while another move remains: the winning
// square, else the safe squares, else every empty square.
func (s *msSimple) saneMoves(out *[msSquares]int8) int {
	var t msThreats
	t.read(&s.b)
	if t.win >= 0 {
		out[0] = t.win
		return 1
	}
	if n := t.safeList(out); n > 0 {
		return n
	}
	return copy(out[:], t.empty[:t.ne])
}

// saneMove is one of the sane moves, drawn at random: the squares are
// drawn without repeats until one is safe.
func (s *msSimple) saneMove(r *rand.Rand) int8 {
	var t msThreats
	t.read(&s.b)
	if t.win >= 0 {
		return t.win
	}
	for k := t.ne; k > 0; k-- {
		j := r.IntN(k)
		p := t.empty[j]
		if t.safe(p) {
			return p
		}
		t.empty[j], t.empty[k-1] = t.empty[k-1], p
	}
	return t.empty[r.IntN(t.ne)]
}
