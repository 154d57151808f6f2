package yote

import (
	"fmt"

	"parlor/game"
)

// onBoard reports whether n numbers a square.
func (g *Game) onBoard(n int) bool { return n >= 1 && n <= g.rows*Cols }

// offBoard says that square n is not on the board.
func (g *Game) offBoard(n int) error {
	return fmt.Errorf("square %d is off the board: the squares are 1 to %d", n, g.rows*Cols)
}

// rc is square n's row and column, from 0.
func rc(n int) (r, c int) { return (n - 1) / Cols, (n - 1) % Cols }

// why is a reason a move is refused, as a code: cheap to find for every
// move search tries, and worded by Step and Check only when a player is
// told.
type why int

const (
	fine why = iota
	over
	offFrom
	offTo
	noPiece
	notYours
	taken
	diagonal
	tooFar
	overEmpty
	overOwn
	noReserve     // a placement with an empty reserve
	placeTaken    // a placement on a taken square
	slideRemoves  // a slide that names a removal
	mustRemove    // a jump that names no removal though there is one
	nothingLeft   // a jump that names a removal though there is none
	removeOff     // the removal is off the board
	removeJumped  // the removal is the piece jumped
	removeNotThem // the removal is not an opponent's piece
)

// step is Step without the words: the kind of move from a to b for the side
// to move, or why it is refused.
func (g *Game) step(a, b int) (Kind, why) {
	me := cellOf(g.turn)
	switch {
	case g.end != Playing:
		return 0, over
	case !g.onBoard(a):
		return 0, offFrom
	case !g.onBoard(b):
		return 0, offTo
	case g.At(a) == Empty:
		return 0, noPiece
	case g.At(a) != me:
		return 0, notYours
	case g.At(b) != Empty:
		return 0, taken
	}
	ra, ca := rc(a)
	rb, cb := rc(b)
	dr, dc := rb-ra, cb-ca
	switch {
	case dr != 0 && dc != 0:
		return 0, diagonal
	case abs(dr)+abs(dc) == 1:
		return Slide, fine
	case abs(dr)+abs(dc) > 2:
		return 0, tooFar
	}
	switch g.At(Move{From: a, To: b}.Over()) {
	case Empty:
		return 0, overEmpty
	case me:
		return 0, overOwn
	}
	return Jump, fine
}

// Step checks the movement part of a move from square a to square b for the
// side to move — everything but the removal after a jump — and says whether
// it is a slide or a jump.
func (g *Game) Step(a, b int) (Kind, error) {
	k, w := g.step(a, b)
	if w == fine {
		return k, nil
	}
	return 0, g.say(Move{From: a, To: b}, w)
}

func abs(x int) int { return max(x, -x) }

// Removable lists the opponent's pieces that may be removed after the jump
// from a to b (the jumped piece is already gone); none when the opponent has
// no other piece on the board.
func (g *Game) Removable(a, b int) []int {
	over, them := Move{From: a, To: b}.Over(), cellOf(g.turn.Other())
	var sq []int
	for n := 1; n <= g.rows*Cols; n++ {
		if n != over && g.At(n) == them {
			sq = append(sq, n)
		}
	}
	return sq
}

// refuse is Check without the words: the kind of m (a move between two
// squares is whatever it is, slide or jump, whatever its Kind says), or why
// it is refused. It formats nothing and allocates nothing.
func (g *Game) refuse(m Move) (Kind, why) {
	if g.end != Playing {
		return 0, over
	}
	if m.Kind == Place {
		switch {
		case !g.onBoard(m.To):
			return 0, offTo
		case g.reserve[g.turn] == 0:
			return 0, noReserve
		case g.At(m.To) != Empty:
			return 0, placeTaken
		}
		return Place, fine
	}
	kind, w := g.step(m.From, m.To)
	if w != fine {
		return 0, w
	}
	// A jump's jumped piece is the opponent's: any other can be removed.
	others := g.OnBoard(g.turn.Other()) - 1
	switch {
	case kind == Slide && m.Remove != 0:
		return 0, slideRemoves
	case kind == Jump && others > 0 && m.Remove == 0:
		return 0, mustRemove
	case kind == Jump && others == 0 && m.Remove != 0:
		return 0, nothingLeft
	case kind == Jump && m.Remove != 0:
		switch {
		case !g.onBoard(m.Remove):
			return 0, removeOff
		case m.Remove == m.Over():
			return 0, removeJumped
		case g.At(m.Remove) != cellOf(g.turn.Other()):
			return 0, removeNotThem
		}
	}
	return kind, fine
}

// Check says why m cannot be played now, or returns nil. A move from one
// square to another is checked as whatever it is, slide or jump, whatever
// its Kind says.
func (g *Game) Check(m Move) error {
	if _, w := g.refuse(m); w != fine {
		return g.say(m, w)
	}
	return nil
}

// say words why m is refused.
func (g *Game) say(m Move, w why) error {
	a, b, me, them := m.From, m.To, g.turn, g.turn.Other()
	switch w {
	case over:
		return game.ErrOver
	case offFrom:
		return g.offBoard(a)
	case offTo:
		return g.offBoard(b)
	case noPiece:
		return fmt.Errorf("there is no piece on square %d: move one of your %s pieces", a, me)
	case notYours:
		return fmt.Errorf("square %d holds %s's piece: move one of your own", a, them)
	case taken:
		return fmt.Errorf("square %d is taken: move onto an empty square", b)
	case diagonal:
		return fmt.Errorf("%d to %d is diagonal: pieces move up, down, left or right", a, b)
	case tooFar:
		return fmt.Errorf("%d to %d is too far: a piece moves one square, or jumps one piece", a, b)
	case overEmpty:
		return fmt.Errorf("a jump must go over an opponent's piece, and square %d is empty", m.Over())
	case overOwn:
		return fmt.Errorf("a jump must go over an opponent's piece, and square %d holds your own", m.Over())
	case noReserve:
		return fmt.Errorf("%s has no pieces left in reserve: move one on the board", me)
	case placeTaken:
		return fmt.Errorf("square %d is taken: place on an empty square", b)
	case slideRemoves:
		return fmt.Errorf("%d to %d is a slide, not a jump: there is nothing to remove", a, b)
	case mustRemove:
		return fmt.Errorf("after a jump, choose one of %s's pieces on the board to remove", them)
	case nothingLeft:
		return fmt.Errorf("%s has no other piece on the board to remove", them)
	case removeOff:
		return g.offBoard(m.Remove)
	case removeJumped:
		return fmt.Errorf("square %d is the piece the jump captures: remove another of %s's pieces", m.Remove, them)
	}
	return fmt.Errorf("square %d has no %s piece to remove: remove one of %s's pieces on the board", m.Remove, them, them)
}

// normalize sets the Kind of a move between two squares to what it is.
func (g *Game) normalize(m Move) Move {
	if m.Kind != Place {
		if k, w := g.step(m.From, m.To); w == fine {
			m.Kind = k
		}
	}
	return m
}
