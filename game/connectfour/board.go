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
// to fit, whose columns hold only the tokens played in them. Its zero value
// is not usable; make one with NewBoard or NewSizedBoard.
type Board struct {
	tokens       Tokens
	rows, cols   int      // the size the board never shrinks below
	columns      [][]Cell // columns[c][r], each only as tall as its tokens
	tallest      int      // height of the tallest column
	placed       int      // tokens on the board
	rowCounts    []int    // tokens in each row, for NumTokensInRow
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
	b.columns = make([][]Cell, b.cols)
	b.rowCounts = make([]int, b.rows)
	b.tallest, b.placed = 0, 0
}

// NumRows is the number of rows.
func (b *Board) NumRows() int { return max(b.rows, b.tallest) }

// NumColumns is the number of columns.
func (b *Board) NumColumns() int { return len(b.columns) }

// Placed is the number of tokens on the board.
func (b *Board) Placed() int { return b.placed }

// Height is the number of tokens in column c (0 for a column that does not
// exist).
func (b *Board) Height(c int) int {
	if c < 0 || c >= len(b.columns) {
		return 0
	}
	return len(b.columns[c])
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
	if c < 0 || c >= len(b.columns) {
		return -1
	}
	return len(b.columns[c])
}

// At is the cell at p; squares off the board are Empty.
func (b *Board) At(p Point) Cell {
	if p.Col < 0 || p.Col >= len(b.columns) || p.Row < 0 || p.Row >= len(b.columns[p.Col]) {
		return Empty
	}
	return b.columns[p.Col][p.Row]
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
	if b.Line(b.lastInserted, false) != nil {
		return b.Token(c), nil
	}
	return b.tokens.Blank, nil
}

// drop places c on top of column col, which must be >= 0.
func (b *Board) drop(col int, c Cell) {
	for len(b.columns) <= col {
		b.columns = append(b.columns, nil)
	}
	row := len(b.columns[col])
	b.columns[col] = append(b.columns[col], c)
	for len(b.rowCounts) <= row {
		b.rowCounts = append(b.rowCounts, 0)
	}
	b.rowCounts[row]++
	b.tallest = max(b.tallest, row+1)
	b.placed++
	b.lastInserted = Point{col, row}
}

// directions are the lines through a square: horizontal, vertical, then the
// two diagonals.
var directions = [4]Point{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

// Line returns the squares of a line of four or more like tokens through p,
// or nil when there is none. Only horizontal and vertical lines count unless
// diagonals is true.
func (b *Board) Line(p Point, diagonals bool) []Point {
	c := b.At(p)
	if c == Empty {
		return nil
	}
	n := 2
	if diagonals {
		n = 4
	}
	for _, d := range directions[:n] {
		start := p
		for b.At(Point{start.Col - d.Col, start.Row - d.Row}) == c {
			start = Point{start.Col - d.Col, start.Row - d.Row}
		}
		var line []Point
		for q := start; b.At(q) == c; q = (Point{q.Col + d.Col, q.Row + d.Row}) {
			line = append(line, q)
		}
		if len(line) >= 4 {
			return line
		}
	}
	return nil
}

// String prints the board as the handout does: the top row first, tokens
// separated by one space, each row on its own line.
func (b *Board) String() string {
	var sb strings.Builder
	for r := b.NumRows() - 1; r >= 0; r-- {
		for c := range b.columns {
			if c > 0 {
				sb.WriteByte(' ')
			}
			sb.WriteString(b.Token(b.At(Point{c, r})))
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}

// clone returns an independent copy of b.
func (b *Board) clone() *Board {
	nb := *b
	nb.columns = make([][]Cell, len(b.columns))
	for i, col := range b.columns {
		nb.columns[i] = append([]Cell(nil), col...)
	}
	nb.rowCounts = append([]int(nil), b.rowCounts...)
	return &nb
}
