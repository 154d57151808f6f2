package yote

import (
	"iter"

	"parlor/game"
)

// Legal lists every move the side to move can make, jumps once with each
// possible removal.
func (g *Game) Legal() []game.Move {
	if g.end != Playing {
		return nil
	}
	var ms []game.Move
	for m := range g.movesOf(g.turn) {
		ms = append(ms, m.Encode())
	}
	return ms
}

// movesOf yields side s's moves as if it were s's turn.
func (g *Game) movesOf(s Side) iter.Seq[Move] {
	return func(yield func(Move) bool) {
		saved := g.turn
		g.turn = s
		defer func() { g.turn = saved }()
		for n := 1; n <= len(g.board); n++ {
			if g.At(n) == Empty && g.reserve[s] > 0 && !yield(Move{Kind: Place, To: n}) {
				return
			}
			if g.At(n) != cellOf(s) {
				continue
			}
			for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				for dist := 1; dist <= 2; dist++ {
					r, c := rc(n)
					r, c = r+d[0]*dist, c+d[1]*dist
					if r < 0 || r >= g.rows || c < 0 || c >= Cols {
						continue
					}
					to := r*Cols + c + 1
					k, w := g.step(n, to)
					switch {
					case w != fine:
						continue
					case k == Slide:
						if !yield(Move{Kind: Slide, From: n, To: to}) {
							return
						}
						continue
					}
					rem := g.Removable(n, to)
					if len(rem) == 0 && !yield(Move{Kind: Jump, From: n, To: to}) {
						return
					}
					for _, x := range rem {
						if !yield(Move{Kind: Jump, From: n, To: to, Remove: x}) {
							return
						}
					}
				}
			}
		}
	}
}

// canMove reports whether side s has any move.
func (g *Game) canMove(s Side) bool {
	for range g.movesOf(s) {
		return true
	}
	return false
}

// Apply plays m for the side to move.
func (g *Game) Apply(m Move) error {
	if err := g.Check(m); err != nil {
		return err
	}
	m = g.normalize(m)
	me, them := g.turn, g.turn.Other()
	switch m.Kind {
	case Place:
		g.reserve[me]--
		g.board[m.To-1] = cellOf(me)
	case Slide:
		g.board[m.From-1], g.board[m.To-1] = Empty, cellOf(me)
	case Jump:
		g.board[m.From-1], g.board[m.To-1] = Empty, cellOf(me)
		g.board[m.Over()-1] = Empty
		g.captured[them]++
		if m.Remove != 0 {
			g.board[m.Remove-1] = Empty
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
