package ai

import "parlor/game/mergers"

// msSquares is the number of squares of a Mergers board.
const msSquares = mergers.Rows * mergers.Cols

// msNbr lists each square's up to four neighbours, -1 past the edge.
var msNbr = func() (n [msSquares][4]int8) {
	for i := range msSquares {
		r, c := i/mergers.Cols, i%mergers.Cols
		for k, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			rr, cc := r+d[0], c+d[1]
			n[i][k] = -1
			if rr >= 0 && rr < mergers.Rows && cc >= 0 && cc < mergers.Cols {
				n[i][k] = int8(rr*mergers.Cols + cc)
			}
		}
	}
	return n
}()

// msBoard is a Mergers board in the compact form the bots work on. Tiles
// that touch make a component, named by one of its squares (its root): a
// lone tile is a component of one, a group (a company) one of two or more.
type msBoard struct {
	cell  [msSquares]int8  // the root of the square's component, or -1
	size  [msSquares]int8  // a root's component size
	age   [msSquares]int16 // a group's founding placement, for who absorbs
	tiles int16
}

// msMerge is one company absorbed by a placement: its root and its size
// just before.
type msMerge struct {
	root, size int8
}

// msPlaced is what a placement did.
type msPlaced struct {
	root   int8 // the component the tile is now part of
	merges [3]msMerge
	n      int // merges
}

func newBoard() msBoard {
	var b msBoard
	for i := range b.cell {
		b.cell[i] = -1
	}
	return b
}

// boardFrom reads the engine's board; roots maps each group's root to its
// symbol.
func boardFrom(g *mergers.Game) (b msBoard, syms map[int8]byte) {
	b = newBoard()
	syms = map[int8]byte{}
	rootOf := map[byte]int8{}
	for i := range msSquares {
		p := mergers.Pos{Row: i / mergers.Cols, Col: i % mergers.Cols}
		switch s := g.At(p); s {
		case mergers.Empty:
		case mergers.Lone:
			b.cell[i], b.size[i] = int8(i), 1
		default:
			r, ok := rootOf[s]
			if !ok {
				r = int8(i)
				rootOf[s], syms[r] = r, s
				gr, _ := g.Group(s)
				b.size[r], b.age[r] = int8(gr.Size), int16(gr.Age)
			}
			b.cell[i] = r
		}
	}
	b.tiles = int16(g.Tiles())
	return b, syms
}

// adjacent lists the distinct components touching square p.
func (b *msBoard) adjacent(p int8) (roots [4]int8, n int) {
	for _, q := range msNbr[p] {
		if q < 0 || b.cell[q] < 0 {
			continue
		}
		r := b.cell[q]
		dup := false
		for _, x := range roots[:n] {
			dup = dup || x == r
		}
		if !dup {
			roots[n] = r
			n++
		}
	}
	return roots, n
}

// grown is the size of the component a tile on p would make.
func (b *msBoard) grown(p int8) int {
	roots, n := b.adjacent(p)
	s := 1
	for _, r := range roots[:n] {
		s += int(b.size[r])
	}
	return s
}

// mergesSafe reports whether a tile on p would merge a company of
// SafeSize tiles or more with another: refused in the advanced game.
func (b *msBoard) mergesSafe(p int8) bool {
	roots, n := b.adjacent(p)
	groups, safe := 0, false
	for _, r := range roots[:n] {
		if b.size[r] >= 2 {
			groups++
			safe = safe || b.size[r] >= mergers.SafeSize
		}
	}
	return groups >= 2 && safe
}

// place puts a tile on the empty square p as the engine does: a lone
// tile, a new group with the lone tiles it touches, or a group grown, the
// largest (then the oldest) absorbing the other groups it touches.
func (b *msBoard) place(p int8) msPlaced {
	roots, n := b.adjacent(p)
	b.tiles++
	var out msPlaced
	surv := int8(-1)
	for _, r := range roots[:n] {
		if b.size[r] >= 2 && (surv < 0 || b.size[r] > b.size[surv] || b.size[r] == b.size[surv] && b.age[r] < b.age[surv]) {
			surv = r
		}
	}
	if surv < 0 {
		surv = p
		b.size[p], b.age[p] = 0, b.tiles
	}
	for _, r := range roots[:n] {
		if r == surv {
			continue
		}
		if b.size[r] >= 2 {
			out.merges[out.n] = msMerge{r, b.size[r]}
			out.n++
		}
		b.size[surv] += b.size[r]
		if b.size[r] == 1 {
			b.cell[r] = surv
			continue
		}
		for i := range b.cell {
			if b.cell[i] == r {
				b.cell[i] = surv
			}
		}
	}
	b.cell[p] = surv
	b.size[surv]++
	out.root = surv
	return out
}
