package yote

import (
	"parlor/game"
)

// steps are the four directions a piece moves in, as row and column steps,
// in the order Legal lists moves: up, down, left, right.
var steps = [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}}

// Legal lists every move the side to move can make, jumps once with each
// possible removal.
func (g *Game) Legal() []game.Move {
	var buf [128]game.Move
	ms := g.AppendLegal(buf[:0])
	if len(ms) == 0 {
		return nil
	}
	return append([]game.Move(nil), ms...)
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
	// The squares of the opponent's pieces, for the removals after a jump.
	var theirs [BigRows * Cols]int
	nt := 0
	for i, c := range g.board[:g.rows*Cols] {
		if c == them {
			theirs[nt] = i + 1
			nt++
		}
	}
	place := g.reserve[g.turn] > 0
	for i, c := range g.board[:g.rows*Cols] {
		n := i + 1
		if c == Empty && place {
			ms = append(ms, Move{Kind: Place, To: n}.Encode())
		}
		if c != me {
			continue
		}
		r, col := i/Cols, i%Cols
		for _, d := range steps {
			r1, c1 := r+d[0], col+d[1]
			if r1 < 0 || r1 >= g.rows || c1 < 0 || c1 >= Cols {
				continue
			}
			next := g.board[r1*Cols+c1]
			if next == Empty {
				ms = append(ms, Move{Kind: Slide, From: n, To: r1*Cols + c1 + 1}.Encode())
				continue
			}
			r2, c2 := r1+d[0], c1+d[1]
			if next != them || r2 < 0 || r2 >= g.rows || c2 < 0 || c2 >= Cols || g.board[r2*Cols+c2] != Empty {
				continue
			}
			jump := Move{Kind: Jump, From: n, To: r2*Cols + c2 + 1}
			if nt == 1 {
				ms = append(ms, jump.Encode())
				continue
			}
			over := r1*Cols + c1 + 1
			for _, x := range theirs[:nt] {
				if x != over {
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
	for i, c := range g.board[:g.rows*Cols] {
		if c != me {
			continue
		}
		r, col := i/Cols, i%Cols
		for _, d := range steps {
			r1, c1 := r+d[0], col+d[1]
			if r1 < 0 || r1 >= g.rows || c1 < 0 || c1 >= Cols {
				continue
			}
			next := g.board[r1*Cols+c1]
			if next == Empty {
				return true
			}
			r2, c2 := r1+d[0], c1+d[1]
			if next == them && r2 >= 0 && r2 < g.rows && c2 >= 0 && c2 < Cols && g.board[r2*Cols+c2] == Empty {
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
