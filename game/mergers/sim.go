package mergers

import "parlor/game"

// SimSquares is the number of squares of a Mergers board.
const SimSquares = Rows * Cols

// simNbr lists each square's up to four neighbours, -1 past the edge.
var simNbr = func() (n [SimSquares][4]int8) {
	for i := range SimSquares {
		r, c := i/Cols, i%Cols
		for k, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			rr, cc := r+d[0], c+d[1]
			n[i][k] = -1
			if rr >= 0 && rr < Rows && cc >= 0 && cc < Cols {
				n[i][k] = int8(rr*Cols + cc)
			}
		}
	}
	return n
}()

// SimBoard is a Mergers board in the compact form that computer players
// search on, played by the same rules as the Game (tested against it). Tiles
// that touch make a component, named by one of its squares (its root): a
// lone tile is a component of one, a group (a company) one of two or more.
type SimBoard struct {
	// Cell is the root of each square's component, or -1 for an empty
	// square.
	Cell [SimSquares]int8
	// Size is a root's component size.
	Size [SimSquares]int8
	// Age is a group's founding placement, for who absorbs whom.
	Age [SimSquares]int16
	// Tiles counts the tiles placed.
	Tiles int16
}

// SimMerge is one company absorbed by a placement: its root and its size
// just before.
type SimMerge struct {
	Root, Size int8
}

// SimPlaced is what a placement did.
type SimPlaced struct {
	// Root is the component the tile is now part of.
	Root int8
	// Merges are the companies absorbed, the first N of them.
	Merges [3]SimMerge
	N      int
}

// NewSimBoard is an empty board.
func NewSimBoard() SimBoard {
	var b SimBoard
	for i := range b.Cell {
		b.Cell[i] = -1
	}
	return b
}

// SimBoardOf reads the engine's board; roots maps each group's root to its
// symbol.
func SimBoardOf(g *Game) (b SimBoard, syms map[int8]byte) {
	b = NewSimBoard()
	syms = map[int8]byte{}
	rootOf := map[byte]int8{}
	for i := range SimSquares {
		p := Pos{Row: i / Cols, Col: i % Cols}
		switch s := g.At(p); s {
		case Empty:
		case Lone:
			b.Cell[i], b.Size[i] = int8(i), 1
		default:
			r, ok := rootOf[s]
			if !ok {
				r = int8(i)
				rootOf[s], syms[r] = r, s
				gr, _ := g.Group(s)
				b.Size[r], b.Age[r] = int8(gr.Size), int16(gr.Age)
			}
			b.Cell[i] = r
		}
	}
	b.Tiles = int16(g.Tiles())
	return b, syms
}

// Adjacent lists the distinct components touching square p.
func (b *SimBoard) Adjacent(p int8) (roots [4]int8, n int) {
	for _, q := range simNbr[p] {
		if q < 0 || b.Cell[q] < 0 {
			continue
		}
		r := b.Cell[q]
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

// Grown is the size of the component a tile on p would make.
func (b *SimBoard) Grown(p int8) int {
	roots, n := b.Adjacent(p)
	s := 1
	for _, r := range roots[:n] {
		s += int(b.Size[r])
	}
	return s
}

// MergesSafe reports whether a tile on p would merge a company of
// SafeSize tiles or more with another: refused in the advanced game.
func (b *SimBoard) MergesSafe(p int8) bool {
	roots, n := b.Adjacent(p)
	groups, safe := 0, false
	for _, r := range roots[:n] {
		if b.Size[r] >= 2 {
			groups++
			safe = safe || b.Size[r] >= SafeSize
		}
	}
	return groups >= 2 && safe
}

// Place puts a tile on the empty square p as the engine does: a lone
// tile, a new group with the lone tiles it touches, or a group grown, the
// largest (then the oldest) absorbing the other groups it touches.
func (b *SimBoard) Place(p int8) SimPlaced {
	roots, n := b.Adjacent(p)
	b.Tiles++
	var out SimPlaced
	surv := int8(-1)
	for _, r := range roots[:n] {
		if b.Size[r] >= 2 && (surv < 0 || b.Size[r] > b.Size[surv] || b.Size[r] == b.Size[surv] && b.Age[r] < b.Age[surv]) {
			surv = r
		}
	}
	if surv < 0 {
		surv = p
		b.Size[p], b.Age[p] = 0, b.Tiles
	}
	for _, r := range roots[:n] {
		if r == surv {
			continue
		}
		if b.Size[r] >= 2 {
			out.Merges[out.N] = SimMerge{r, b.Size[r]}
			out.N++
		}
		b.Size[surv] += b.Size[r]
		if b.Size[r] == 1 {
			b.Cell[r] = surv
			continue
		}
		for i := range b.Cell {
			if b.Cell[i] == r {
				b.Cell[i] = surv
			}
		}
	}
	b.Cell[p] = surv
	b.Size[surv]++
	out.Root = surv
	return out
}

// SimPos is the position of square i.
func SimPos(i int8) Pos {
	return Pos{Row: int(i) / Cols, Col: int(i) % Cols}
}

// SimMove is the engine's move placing a tile on square i.
func SimMove(i int8) game.Move { return PlaceMove(SimPos(i)) }

// SimSquare is the square a placing move names, or -1.
func SimSquare(m game.Move) int8 {
	if m&3 != 0 || m < 0 || int(m)>>2 >= SimSquares {
		return -1
	}
	return int8(int(m) >> 2)
}
