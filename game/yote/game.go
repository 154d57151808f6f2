package yote

import (
	"fmt"
	"math/bits"

	"parlor/game"
)

// Side is a player: X moves first.
type Side int

const (
	X Side = 0
	O Side = 1
)

// String is "X" or "O".
func (s Side) String() string { return [2]string{"X", "O"}[s] }

// Other is the opponent.
func (s Side) Other() Side { return 1 - s }

// Cell is a square's content.
type Cell int8

const (
	Empty Cell = iota
	XPiece
	OPiece
)

// cellOf is side s's piece.
func cellOf(s Side) Cell { return Cell(s) + XPiece }

// Board sizes and the reserve.
const (
	Cols     = 5
	Rows     = 4 // the handout's board
	BigRows  = 6 // the traditional board
	Pieces   = 12
	drawRest = 3 // both players down to this many pieces or fewer: a draw
)

// End is why the game ended.
type End int

const (
	Playing End = iota
	Wiped       // the loser has no pieces left
	BothLow     // both players have three or fewer pieces: a draw
	Stuck       // the player to move cannot move: more pieces on the board wins
)

// Game is a game of Yote. Its board is an array, and a bit set of each
// side's pieces follows it, so that search can copy a game and play on it
// without allocating and find moves with a few bit operations.
type Game struct {
	rows     int
	board    [BigRows * Cols]Cell // square n is board[n-1]; rows*Cols are used
	pieces   [2]uint32            // bit n-1 is set for each side's piece on square n
	reserve  [2]int
	captured [2]int // pieces of each side taken by the other
	turn     Side
	end      End
	winner   game.Player
	moves    int
	last     Move // the move played last, as played (its Kind set)
}

// New starts a game on a board of rows × 5 squares, rows 4 (the handout's)
// or 6 (the traditional board), with 12 pieces in reserve each, X to move.
func New(rows int) (*Game, error) {
	if rows != Rows && rows != BigRows {
		return nil, fmt.Errorf("the board has %d or %d rows, not %d", Rows, BigRows, rows)
	}
	return &Game{rows: rows, reserve: [2]int{Pieces, Pieces}, winner: game.Nobody}, nil
}

// Rows is the number of rows; there are always 5 columns.
func (g *Game) Rows() int { return g.rows }

// Squares is the number of squares, numbered 1 to Squares.
func (g *Game) Squares() int { return g.rows * Cols }

// At is what stands on square n (Empty off the board).
func (g *Game) At(n int) Cell {
	if n < 1 || n > g.rows*Cols {
		return Empty
	}
	return g.board[n-1]
}

// Reserve is how many pieces side s has still to deploy.
func (g *Game) Reserve(s Side) int { return g.reserve[s] }

// Captured is how many of side s's pieces the opponent has taken.
func (g *Game) Captured(s Side) int { return g.captured[s] }

// OnBoard is how many of side s's pieces stand on the board.
func (g *Game) OnBoard(s Side) int { return bits.OnesCount32(g.pieces[s]) }

// recount makes the bit sets of pieces afresh from the board.
func (g *Game) recount() {
	g.pieces = [2]uint32{}
	for i, c := range g.board {
		if c != Empty {
			g.pieces[c-XPiece] |= 1 << i
		}
	}
}

// empties is the bit set of the board's empty squares.
func (g *Game) empties() uint32 {
	return (1<<(g.rows*Cols) - 1) &^ (g.pieces[X] | g.pieces[O])
}

// Total is side s's pieces on the board and in reserve.
func (g *Game) Total(s Side) int { return g.OnBoard(s) + g.reserve[s] }

// Mover is the side to move; once the game is over, the side that would
// have moved next.
func (g *Game) Mover() Side { return g.turn }

// Last is the move played last, its Kind set to what it was, and false
// before the first move.
func (g *Game) Last() (Move, bool) { return g.last, g.moves > 0 }

// MoveNumber counts the moves played so far.
func (g *Game) MoveNumber() int { return g.moves }

// Players is 2: X is seat 0, O seat 1.
func (g *Game) Players() int { return 2 }

// Turn is the seat to move, or game.Nobody once the game is over.
func (g *Game) Turn() game.Player {
	if g.end != Playing {
		return game.Nobody
	}
	return game.Player(g.turn)
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.end != Playing }

// Winner is the winning seat, or game.Nobody for a draw or an unfinished game.
func (g *Game) Winner() game.Player { return g.winner }

// End says why the game ended.
func (g *Game) End() End { return g.end }

// Returns is 1 for the winner, -1 for the loser, 0 each for a draw or before
// the end.
func (g *Game) Returns() []float64 {
	r := make([]float64, 2)
	if g.winner != game.Nobody {
		r[g.winner], r[1-g.winner] = 1, -1
	}
	return r
}

// Clone returns an independent copy.
func (g *Game) Clone() game.State {
	ng := *g
	return &ng
}
