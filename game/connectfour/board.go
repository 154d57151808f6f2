// Package connectfour is the handout's growing-board Connect Four: a Board
// that grows upward when a full column is played and rightward when a column
// past the edge is named, where only horizontal and vertical lines of four
// win; and a Game on top of it that takes turns, caps the growth, and offers
// the classic fixed 7×6 rules with diagonals as well.
package connectfour

import (
	"fmt"
	"strings"
)

// Cell is what stands on one square of the board.
type Cell int8

const (
	Empty  Cell = iota // no token
	First              // player 1's token
	Second             // player 2's token
)

// Point is a square: column counted from the left, row from the bottom, both
// from 0.
type Point struct{ Col, Row int }

// Tokens are the strings that print a player 1 token, a player 2 token and
// an empty square.
type Tokens struct{ P1, P2, Blank string }

// DefaultTokens are the handout's R, Y and '.'.
var DefaultTokens = Tokens{P1: "R", P2: "Y", Blank: "."}

// Handout's smallest board.
const (
	MinRows = 5
	MinCols = 4
)

// Board is the handout's Board class: a grid at least rows × cols that grows
// to fit. Its zero value is not usable; make one with NewBoard or
// NewSizedBoard.
//
// The squares are kept in one flat slice, column by column, each column
// stride squares tall, so that search can copy a board with a few slices and
// test a square with an index; a column that outgrows stride lays the board
// out again, twice as tall.
type Board struct {
	tokens       Tokens
	rows, cols   int    // the size the board never shrinks below
	cells        []Cell // column c, bottom first, is cells[c*stride:][:stride]
	stride       int    // squares kept for each column
	heights      []int  // tokens in each column; one entry a column
	tallest      int    // height of the tallest column
	placed       int    // tokens on the board
	rowCounts    []int  // tokens in each row, for NumTokensInRow
	lastInserted Point
}

// NewBoard returns the handout's empty 5 × 4 board with the given token
// strings, in the handout's order: player 1, player 2, blank.
func NewBoard(p1, p2, blank string) *Board {
	return NewSizedBoard(MinRows, MinCols, Tokens{p1, p2, blank})
}

// NewSizedBoard returns an empty board of at least rows × cols that grows as
// the handout says.
func NewSizedBoard(rows, cols int, t Tokens) *Board {
	b := &Board{tokens: t, rows: max(rows, 1), cols: max(cols, 1)}
	b.Clear()
	return b
}

// Clear restores the board to its initial, empty state.
func (b *Board) Clear() {
	b.stride = b.rows
	b.cells = make([]Cell, b.cols*b.stride)
	b.heights = make([]int, b.cols)
	b.rowCounts = make([]int, b.rows)
	b.tallest, b.placed = 0, 0
}

// reserve makes room for a board of rows × cols without laying it out
// again, so that a game with a cap grows without allocating.
func (b *Board) reserve(rows, cols int) {
	if rows > b.stride {
		b.relayout(rows)
	}
	if cols > cap(b.heights) {
		b.heights = append(make([]int, 0, cols), b.heights...)
		b.cells = append(make([]Cell, 0, cols*b.stride), b.cells...)
	}
	if rows > cap(b.rowCounts) {
		b.rowCounts = append(make([]int, 0, rows), b.rowCounts...)
	}
}

// relayout keeps stride squares for each column from now on.
func (b *Board) relayout(stride int) {
	cells := make([]Cell, len(b.heights)*stride, cap(b.heights)*stride)
	for c, h := range b.heights {
		copy(cells[c*stride:], b.cells[c*b.stride:c*b.stride+h])
	}
	b.cells, b.stride = cells, stride
}

// NumRows is the number of rows.
func (b *Board) NumRows() int { return max(b.rows, b.tallest) }

// NumColumns is the number of columns.
func (b *Board) NumColumns() int { return len(b.heights) }

// Placed is the number of tokens on the board.
func (b *Board) Placed() int { return b.placed }

// Height is the number of tokens in column c (0 for a column that does not
// exist).
func (b *Board) Height(c int) int {
	if c < 0 || c >= len(b.heights) {
		return 0
	}
	return b.heights[c]
}

// NumTokensInRow is the number of tokens in row r, or -1 if the row does not
// exist.
func (b *Board) NumTokensInRow(r int) int {
	if r < 0 || r >= b.NumRows() {
		return -1
	}
	if r >= len(b.rowCounts) {
		return 0
	}
	return b.rowCounts[r]
}

// NumTokensInColumn is the number of tokens in column c, or -1 if the column
// does not exist.
func (b *Board) NumTokensInColumn(c int) int {
	if c < 0 || c >= len(b.heights) {
		return -1
	}
	return b.heights[c]
}

// At is the cell at p; squares off the board are Empty.
func (b *Board) At(p Point) Cell { return b.at(p.Col, p.Row) }

// at is the cell in column c, row r; squares off the board are Empty.
func (b *Board) at(c, r int) Cell {
	if uint(c) >= uint(len(b.heights)) || uint(r) >= uint(b.heights[c]) {
		return Empty
	}
	return b.cells[c*b.stride+r]
}

// Last is the square of the most recent token.
func (b *Board) Last() Point { return b.lastInserted }

// Token is the string that prints c.
func (b *Board) Token(c Cell) string {
	switch c {
	case First:
		return b.tokens.P1
	case Second:
		return b.tokens.P2
	}
	return b.tokens.Blank
}

// Insert drops a token into column col, for player 1 when first is true and
// player 2 otherwise, growing the board as needed. It returns the winner's
// token string when the token makes a horizontal or vertical line of four,
// and the blank string otherwise. Like the handout's, it does not check turns.
func (b *Board) Insert(col int, first bool) (string, error) {
	if col < 0 {
		return "", fmt.Errorf("there is no column %d: columns are counted from 0", col)
	}
	c := Second
	if first {
		c = First
	}
	b.drop(col, c)
	if b.wins(b.lastInserted, false) {
		return b.Token(c), nil
	}
	return b.tokens.Blank, nil
}

// drop places c on top of column col, which must be >= 0.
func (b *Board) drop(col int, c Cell) {
	if col >= len(b.heights) {
		b.heights = append(b.heights, make([]int, col+1-len(b.heights))...)
		b.cells = append(b.cells, make([]Cell, len(b.heights)*b.stride-len(b.cells))...)
	}
	row := b.heights[col]
	if row == b.stride {
		b.relayout(2 * b.stride)
	}
	b.cells[col*b.stride+row] = c
	b.heights[col]++
	if row >= len(b.rowCounts) {
		b.rowCounts = append(b.rowCounts, make([]int, row+1-len(b.rowCounts))...)
	}
	b.rowCounts[row]++
	b.tallest = max(b.tallest, row+1)
	b.placed++
	b.lastInserted = Point{col, row}
}

// directions are the lines through a square: horizontal, vertical, then the
// two diagonals.
var directions = [4]Point{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// run counts the tokens like c next to p going in direction d, p not counted.
func (b *Board) run(p, d Point, c Cell) int {
	n := 0
	for col, row := p.Col+d.Col, p.Row+d.Row; b.at(col, row) == c; col, row = col+d.Col, row+d.Row {
		n++
	}
	return n
}

// Line returns the squares of a line of four or more like tokens through p,
// or nil when there is none. Only horizontal and vertical lines count unless
// diagonals is true.
func (b *Board) Line(p Point, diagonals bool) []Point {
	d, back, n := b.line(p, diagonals)
	if n == 0 {
		return nil
	}
	line := make([]Point, n)
	for i := range line {
		line[i] = Point{p.Col + (i-back)*d.Col, p.Row + (i-back)*d.Row}
	}
	return line
}

// wins reports whether Line(p, diagonals) finds a line, without making it.
func (b *Board) wins(p Point, diagonals bool) bool {
	_, _, n := b.line(p, diagonals)
	return n > 0
}

// line finds the first direction d in which p is part of four or more like
// tokens, the number of them behind p and the length of the line; n is 0
// when there is none.
func (b *Board) line(p Point, diagonals bool) (d Point, back, n int) {
	c := b.At(p)
	if c == Empty {
		return Point{}, 0, 0
	}
	dirs := directions[:2]
	if diagonals {
		dirs = directions[:]
	}
	for _, d := range dirs {
		back := b.run(p, Point{-d.Col, -d.Row}, c)
		if n := back + 1 + b.run(p, d, c); n >= 4 {
			return d, back, n
		}
	}
	return Point{}, 0, 0
}

// String prints the board as the handout does: the top row first, tokens
// separated by one space, each row on its own line.
func (b *Board) String() string {
	var sb strings.Builder
	for r := b.NumRows() - 1; r >= 0; r-- {
		for c := range b.heights {
			if c > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(b.Token(b.At(Point{c, r})))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// cloneInto makes nb an independent copy of b, with room to grow as b has.
func (b *Board) cloneInto(nb *Board) {
	*nb = *b
	nb.cells = append(make([]Cell, 0, cap(b.cells)), b.cells...)
	// The counts of columns and rows share one allocation; each keeps its
	// capacity, so that growing one never runs into the other.
	ch, cr := cap(b.heights), cap(b.rowCounts)
	counts := make([]int, ch+cr)
	nb.heights = append(counts[:0:ch], b.heights...)
	nb.rowCounts = append(counts[ch:ch:ch+cr], b.rowCounts...)
}
