package yote

import (
	"math/bits"

	"parlor/game"
)

// reach is where a piece can go in one direction from a square: the
// squares one and two steps away, as bits of the biggest board (0 when off
// it) and as square numbers. A smaller board's empty squares and pieces
// never have the bits past its end set, so one table serves both boards.
type reach struct {
	one, two     uint32
	oneSq, twoSq int
}

// reaches[i] are the four directions from square i+1 — up, down, left,
// right, the order Legal lists moves in.
var reaches = func() (t [BigRows * Cols][4]reach) {
	steps := [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	for i := range t {
		for d, st := range steps {
			r, c := i/Cols, i%Cols
			if r1, c1 := r+st[0], c+st[1]; r1 >= 0 && r1 < BigRows && c1 >= 0 && c1 < Cols {
				t[i][d].one, t[i][d].oneSq = 1<<(r1*Cols+c1), r1*Cols+c1+1
			}
			if r2, c2 := r+2*st[0], c+2*st[1]; r2 >= 0 && r2 < BigRows && c2 >= 0 && c2 < Cols {
				t[i][d].two, t[i][d].twoSq = 1<<(r2*Cols+c2), r2*Cols+c2+1
			}
		}
	}
	return t
}()

// Legal lists every move the side to move can make, jumps once with each
// possible removal.
func (g *Game) Legal() []game.Move {
	n := g.countLegal()
	if n == 0 {
		return nil
	}
	return g.AppendLegal(make([]game.Move, 0, n))
}

// countLegal is the number of moves Legal lists.
func (g *Game) countLegal() int {
	if g.end != Playing {
		return 0
	}
	mine, theirs, empty := g.pieces[g.turn], g.pieces[g.turn.Other()], g.empties()
	n, removals := 0, max(1, bits.OnesCount32(theirs)-1)
	if g.reserve[g.turn] > 0 {
		n = bits.OnesCount32(empty)
	}
	for sq := mine; sq != 0; sq &= sq - 1 {
		for _, d := range &reaches[bits.TrailingZeros32(sq)] {
			if empty&d.one != 0 {
				n++
			} else if theirs&d.one != 0 && empty&d.two != 0 {
				n += removals
			}
		}
	}
	return n
}

// AppendLegal appends the moves Legal lists to ms and returns the extended
// slice: for search, which can list moves into one buffer again and again.
// For each square in turn it lists the placement there, then the piece's
// slides and jumps up, down, left and right.
func (g *Game) AppendLegal(ms []game.Move) []game.Move {
	if g.end != Playing {
		return ms
	}
	mine, theirs, empty := g.pieces[g.turn], g.pieces[g.turn.Other()], g.empties()
	squares := mine
	if g.reserve[g.turn] > 0 {
		squares |= empty
	}
	for ; squares != 0; squares &= squares - 1 {
		i := bits.TrailingZeros32(squares)
		if empty&(1<<i) != 0 {
			ms = append(ms, Move{Kind: Place, To: i + 1}.Encode())
			continue
		}
		for _, d := range &reaches[i] {
			if empty&d.one != 0 {
				ms = append(ms, Move{Kind: Slide, From: i + 1, To: d.oneSq}.Encode())
				continue
			}
			if theirs&d.one == 0 || empty&d.two == 0 {
				continue
			}
			jump := Move{Kind: Jump, From: i + 1, To: d.twoSq}
			others := theirs &^ d.one
			if others == 0 {
				ms = append(ms, jump.Encode())
			}
			for ; others != 0; others &= others - 1 {
				jump.Remove = bits.TrailingZeros32(others) + 1
				ms = append(ms, jump.Encode())
			}
		}
	}
	return ms
}

// canMove reports whether side s has any move.
func (g *Game) canMove(s Side) bool {
	mine, theirs, empty := g.pieces[s], g.pieces[s.Other()], g.empties()
	if g.reserve[s] > 0 && empty != 0 {
		return true
	}
	for sq := mine; sq != 0; sq &= sq - 1 {
		for _, d := range &reaches[bits.TrailingZeros32(sq)] {
			if empty&d.one != 0 || theirs&d.one != 0 && empty&d.two != 0 {
				return true
			}
		}
	}
	return false
}

// set puts c on square n, keeping the bit sets in step.
func (g *Game) set(n int, c Cell) {
	if old := g.board[n-1]; old != Empty {
		g.pieces[old-XPiece] &^= 1 << (n - 1)
	}
	if c != Empty {
		g.pieces[c-XPiece] |= 1 << (n - 1)
	}
	g.board[n-1] = c
}

// Apply plays m for the side to move.
func (g *Game) Apply(m Move) error {
	kind, w := g.refuse(m)
	if w != fine {
		return g.say(m, w)
	}
	m.Kind = kind
	me, them := g.turn, g.turn.Other()
	switch m.Kind {
	case Place:
		g.reserve[me]--
		g.set(m.To, cellOf(me))
	case Slide:
		g.set(m.From, Empty)
		g.set(m.To, cellOf(me))
	case Jump:
		g.set(m.From, Empty)
		g.set(m.To, cellOf(me))
		g.set(m.Over(), Empty)
		g.captured[them]++
		if m.Remove != 0 {
			g.set(m.Remove, Empty)
			g.captured[them]++
		}
	}
	g.moves++
	g.last = m
	g.turn = them
	switch {
	case g.Total(them) == 0:
		g.end, g.winner = Wiped, game.Player(me)
	case g.Total(X) <= drawRest && g.Total(O) <= drawRest:
		g.end = BothLow
	case !g.canMove(them):
		g.end = Stuck
		switch x, o := g.OnBoard(X), g.OnBoard(O); {
		case x > o:
			g.winner = game.Player(X)
		case o > x:
			g.winner = game.Player(O)
		}
	}
	return nil
}

// Play plays an encoded move.
func (g *Game) Play(e game.Move) error { return g.Apply(Decode(e)) }
