package yote

import (
	"fmt"

	"parlor/game"
)

// onBoard reports whether n numbers a square.
func (g *Game) onBoard(n int) bool { return n >= 1 && n <= len(g.board) }

// offBoard says that square n is not on the board.
func (g *Game) offBoard(n int) error {
	return fmt.Errorf("square %d is off the board: the squares are 1 to %d", n, len(g.board))
}

// rc is square n's row and column, from 0.
func rc(n int) (r, c int) { return (n - 1) / Cols, (n - 1) % Cols }

// why is a reason a move between two squares is refused.
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
	switch w {
	case fine:
		return k, nil
	case over:
		return 0, game.ErrOver
	case offFrom:
		return 0, g.offBoard(a)
	case offTo:
		return 0, g.offBoard(b)
	case noPiece:
		return 0, fmt.Errorf("there is no piece on square %d: move one of your %s pieces", a, g.turn)
	case notYours:
		return 0, fmt.Errorf("square %d holds %s's piece: move one of your own", a, g.turn.Other())
	case taken:
		return 0, fmt.Errorf("square %d is taken: move onto an empty square", b)
	case diagonal:
		return 0, fmt.Errorf("%d to %d is diagonal: pieces move up, down, left or right", a, b)
	case tooFar:
		return 0, fmt.Errorf("%d to %d is too far: a piece moves one square, or jumps one piece", a, b)
	case overEmpty:
		return 0, fmt.Errorf("a jump must go over an opponent's piece, and square %d is empty", Move{From: a, To: b}.Over())
	}
	return 0, fmt.Errorf("a jump must go over an opponent's piece, and square %d holds your own", Move{From: a, To: b}.Over())
}

func abs(x int) int { return max(x, -x) }

// Removable lists the opponent's pieces that may be removed after the jump
// from a to b (the jumped piece is already gone); none when the opponent has
// no other piece on the board.
func (g *Game) Removable(a, b int) []int {
	over, them := Move{From: a, To: b}.Over(), cellOf(g.turn.Other())
	var sq []int
	for n := 1; n <= len(g.board); n++ {
		if n != over && g.At(n) == them {
			sq = append(sq, n)
		}
	}
	return sq
}

// Check says why m cannot be played now, or returns nil. A move from one
// square to another is checked as whatever it is, slide or jump, whatever
// its Kind says.
func (g *Game) Check(m Move) error {
	if g.end != Playing {
		return game.ErrOver
	}
	if m.Kind == Place {
		switch {
		case !g.onBoard(m.To):
			return g.offBoard(m.To)
		case g.reserve[g.turn] == 0:
			return fmt.Errorf("%s has no pieces left in reserve: move one on the board", g.turn)
		case g.At(m.To) != Empty:
			return fmt.Errorf("square %d is taken: place on an empty square", m.To)
		}
		return nil
	}
	kind, err := g.Step(m.From, m.To)
	if err != nil {
		return err
	}
	removable := g.Removable(m.From, m.To)
	switch {
	case kind == Slide && m.Remove != 0:
		return fmt.Errorf("%d to %d is a slide, not a jump: there is nothing to remove", m.From, m.To)
	case kind == Jump && len(removable) > 0 && m.Remove == 0:
		return fmt.Errorf("after a jump, choose one of %s's pieces on the board to remove", g.turn.Other())
	case kind == Jump && len(removable) == 0 && m.Remove != 0:
		return fmt.Errorf("%s has no other piece on the board to remove", g.turn.Other())
	case kind == Jump && m.Remove != 0:
		for _, n := range removable {
			if n == m.Remove {
				return nil
			}
		}
		switch {
		case !g.onBoard(m.Remove):
			return g.offBoard(m.Remove)
		case m.Remove == m.Over():
			return fmt.Errorf("square %d is the piece the jump captures: remove another of %s's pieces", m.Remove, g.turn.Other())
		}
		return fmt.Errorf("square %d has no %s piece to remove: remove one of %s's pieces on the board", m.Remove, g.turn.Other(), g.turn.Other())
	}
	return nil
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
