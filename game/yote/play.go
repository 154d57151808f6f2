package yote

import (
	"parlor/game"
)

// reach[i][d] are the squares one and two steps from square i+1 in
// direction d — up, down, left, right, the order Legal lists moves in — as
// indices into the biggest board, or -1 off it. A square past the end of a
// smaller board is off that board too.
var reach = func() (t [BigRows * Cols][4][2]int) {
	steps := [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}
	for i := range t {
		for d, st := range steps {
			for k := range 2 {
				r, c := i/Cols+st[0]*(k+1), i%Cols+st[1]*(k+1)
				t[i][d][k] = -1
				if r >= 0 && r < BigRows && c >= 0 && c < Cols {
					t[i][d][k] = r*Cols + c
				}
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
	me, them := cellOf(g.turn), cellOf(g.turn.Other())
	n, removals := 0, max(1, g.count[g.turn.Other()]-1)
	if g.reserve[g.turn] > 0 {
		n = g.rows*Cols - g.count[X] - g.count[O]
	}
	size := g.rows * Cols
	for i, c := range g.board[:size] {
		if c != me {
			continue
		}
		for _, to := range reach[i] {
			if uint(to[0]) >= uint(size) {
				continue
			}
			if next := g.board[to[0]]; next == Empty {
				n++
			} else if next == them && uint(to[1]) < uint(size) && g.board[to[1]] == Empty {
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
	me, them := cellOf(g.turn), cellOf(g.turn.Other())
	// The squares of the opponent's pieces, for the removals after a jump,
	// found at the first jump.
	var theirs [BigRows * Cols]int
	nt := -1
	place, size := g.reserve[g.turn] > 0, g.rows*Cols
	for i, c := range g.board[:size] {
		n := i + 1
		if c == Empty && place {
			ms = append(ms, Move{Kind: Place, To: n}.Encode())
		}
		if c != me {
			continue
		}
		for _, to := range reach[i] {
			if uint(to[0]) >= uint(size) {
				continue
			}
			next := g.board[to[0]]
			if next == Empty {
				ms = append(ms, Move{Kind: Slide, From: n, To: to[0] + 1}.Encode())
				continue
			}
			if next != them || uint(to[1]) >= uint(size) || g.board[to[1]] != Empty {
				continue
			}
			if nt < 0 {
				nt = 0
				for j, c := range g.board[:size] {
					if c == them {
						theirs[nt] = j + 1
						nt++
					}
				}
			}
			jump := Move{Kind: Jump, From: n, To: to[1] + 1}
			if nt == 1 {
				ms = append(ms, jump.Encode())
				continue
			}
			for _, x := range theirs[:nt] {
				if x != to[0]+1 {
					jump.Remove = x
					ms = append(ms, jump.Encode())
				}
			}
		}
	}
	return ms
}

// canMove reports whether side s has any move.
func (g *Game) canMove(s Side) bool {
	me, them := cellOf(s), cellOf(s.Other())
	if g.reserve[s] > 0 && g.count[X]+g.count[O] < g.rows*Cols {
		return true
	}
	size := g.rows * Cols
	for i, c := range g.board[:size] {
		if c != me {
			continue
		}
		for _, to := range reach[i] {
			if uint(to[0]) >= uint(size) {
				continue
			}
			if next := g.board[to[0]]; next == Empty || next == them && uint(to[1]) < uint(size) && g.board[to[1]] == Empty {
				return true
			}
		}
	}
	return false
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
		g.count[me]++
		g.board[m.To-1] = cellOf(me)
	case Slide:
		g.board[m.From-1], g.board[m.To-1] = Empty, cellOf(me)
	case Jump:
		g.board[m.From-1], g.board[m.To-1] = Empty, cellOf(me)
		g.board[m.Over()-1] = Empty
		g.captured[them]++
		g.count[them]--
		if m.Remove != 0 {
			g.board[m.Remove-1] = Empty
			g.captured[them]++
			g.count[them]--
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
