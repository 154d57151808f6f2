package yote

import (
	"fmt"
	"iter"
	"strings"

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

// Game is a game of Yote.
type Game struct {
	rows     int
	board    []Cell
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
	return &Game{rows: rows, board: make([]Cell, rows*Cols), reserve: [2]int{Pieces, Pieces}, winner: game.Nobody}, nil
}

// Rows is the number of rows; there are always 5 columns.
func (g *Game) Rows() int { return g.rows }

// Squares is the number of squares, numbered 1 to Squares.
func (g *Game) Squares() int { return len(g.board) }

// At is what stands on square n (Empty off the board).
func (g *Game) At(n int) Cell {
	if n < 1 || n > len(g.board) {
		return Empty
	}
	return g.board[n-1]
}

// Reserve is how many pieces side s has still to deploy.
func (g *Game) Reserve(s Side) int { return g.reserve[s] }

// Captured is how many of side s's pieces the opponent has taken.
func (g *Game) Captured(s Side) int { return g.captured[s] }

// OnBoard is how many of side s's pieces stand on the board.
func (g *Game) OnBoard(s Side) int {
	n := 0
	for _, c := range g.board {
		if c == cellOf(s) {
			n++
		}
	}
	return n
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

// Clone returns an independent copy.
func (g *Game) Clone() game.State {
	ng := *g
	ng.board = append([]Cell(nil), g.board...)
	return &ng
}

// MoveString writes an encoded move in the handout's notation.
func (g *Game) MoveString(e game.Move) string { return Decode(e).String() }

// ParseMove reads a move in the handout's notation; a jump's removal comes
// as a fourth number ("m 7 9 4"). Squares off the board are refused here.
func (g *Game) ParseMove(s string) (game.Move, error) {
	m, err := ParseMove(s)
	if err != nil {
		return 0, err
	}
	if g.end != Playing {
		return 0, game.ErrOver
	}
	squares := []int{m.To}
	switch m.Kind {
	case Slide:
		squares = []int{m.From, m.To}
	case Jump:
		squares = []int{m.From, m.To, m.Remove}
	}
	for _, n := range squares {
		if !g.onBoard(n) {
			return 0, g.offBoard(n)
		}
	}
	return g.normalize(m).Encode(), nil
}

// Reason says in words how the game ended.
func (g *Game) Reason() string {
	next := g.turn // the side that would have moved next
	switch g.end {
	case Wiped:
		return fmt.Sprintf("%s has no pieces left", next)
	case BothLow:
		return "both players are down to three pieces or fewer"
	case Stuck:
		return fmt.Sprintf("%s cannot move; X has %d pieces on the board, O %d", next, g.OnBoard(X), g.OnBoard(O))
	}
	return ""
}

// Result says who won and why, or that it is a draw, or whose turn it is.
func (g *Game) Result() string {
	switch {
	case g.end == Playing:
		return fmt.Sprintf("%s to move", g.turn)
	case g.winner == game.Nobody:
		return "a draw: " + g.Reason()
	}
	return fmt.Sprintf("%s wins: %s", Side(g.winner), g.Reason())
}

// String prints the board as the handout does, with the square numbers at
// the right of each row.
func (g *Game) String() string {
	var b strings.Builder
	b.WriteString(" " + strings.Repeat("-", 4*Cols-1) + "\n")
	for r := range g.rows {
		if r > 0 {
			b.WriteString("|" + strings.Repeat("-", 4*Cols-1) + "|\n")
		}
		for c := range Cols {
			b.WriteString("| " + [3]string{".", "X", "O"}[g.board[r*Cols+c]] + " ")
		}
		b.WriteString("|   ")
		for c := range Cols {
			fmt.Fprintf(&b, "%3d", r*Cols+c+1)
		}
		b.WriteByte('\n')
	}
	b.WriteString(" " + strings.Repeat("-", 4*Cols-1) + "\n")
	return b.String()
}
