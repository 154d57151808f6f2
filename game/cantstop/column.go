// Package cantstop is Can't Stop for two to four players: eleven columns,
// 2 to 12, climbed with three white towers a turn by rolling four dice and
// pairing them; a player who cannot use a roll goes bust and loses the
// turn's progress, and the first to capture three columns wins.
package cantstop

import (
	"fmt"
	"strings"
)

// Color is a marker's colour: the players' tiles, Orange, Yellow, Green and
// Blue in that order of play, and the White towers.
type Color int

const (
	Orange Color = iota
	Yellow
	Green
	Blue
	White
)

// String names the colour.
func (c Color) String() string {
	return [...]string{"Orange", "Yellow", "Green", "Blue", "White"}[c]
}

// Letter is the colour's letter in the column print: T for the towers.
func (c Color) Letter() byte { return "OYGBT"[c] }

// ColumnState is a column's state.
type ColumnState int

const (
	// Available: anyone may climb it.
	Available ColumnState = iota
	// Pending: the mover's tower stands on its top square this turn. It
	// falls back to available if she goes bust and is captured if she stops.
	Pending
	// Captured: it belongs to a player and nobody enters it again.
	Captured
)

// String is the state's word.
func (s ColumnState) String() string { return [...]string{"available", "pending", "captured"}[s] }

// lengths holds the number of squares in each column, indexed by the
// column's number; slots 0 and 1 are unused.
var lengths = [13]int{0, 0, 3, 5, 7, 9, 11, 13, 11, 9, 7, 5, 3}

// Length is the number of squares in column n (2 to 12), or 0 for a number
// that is not a column.
func Length(n int) int {
	if n < 2 || n > 12 {
		return 0
	}
	return lengths[n]
}

// Column is one column of the board: where each marker stands (0 when it
// is not in the column), indexed by Color, its state, and its owner once
// captured.
type Column struct {
	num     int
	markers [5]int
	state   ColumnState
	owner   Color
}

// NewColumn is an empty, available column numbered n (2 to 12).
func NewColumn(n int) Column { return Column{num: n} }

// Num is the column's number, 2 to 12.
func (c *Column) Num() int { return c.num }

// Len is the number of squares.
func (c *Column) Len() int { return lengths[c.num] }

// State is the column's state.
func (c *Column) State() ColumnState { return c.state }

// Owner is the player who captured the column; ok is false if nobody has.
func (c *Column) Owner() (Color, bool) { return c.owner, c.state == Captured }

// Marker is the square (1 to Len) where the marker of colour k stands, or 0.
func (c *Column) Marker(k Color) int { return c.markers[k] }

// String prints the column as the handout asks: its number, its state, then
// each square as two spaces and the letters T, O, Y, G and B, a letter where
// that marker stands and '-' where it does not ("T--G-": the tower and a
// green tile).
func (c *Column) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%2d %-9s", c.num, c.state)
	for sq := 1; sq <= c.Len(); sq++ {
		b.WriteString("  ")
		for _, k := range []Color{White, Orange, Yellow, Green, Blue} {
			if c.markers[k] == sq {
				b.WriteByte(k.Letter())
			} else {
				b.WriteByte('-')
			}
		}
	}
	return b.String()
}
