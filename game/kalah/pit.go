// Package kalah is Kalah(h, s) as the handout describes it: h houses a side
// and a store at each end, s seeds in each house at the start, South moving
// first, sowing counterclockwise past the opponent's store, an extra turn
// for a last seed in one's own store, a capture for a last seed in one's own
// empty house, and the sweep when one side's houses are empty.
package kalah

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game"
)

// Side is a player: South moves first and owns the bottom row and the store
// on the right; North owns the top row and the store on the left.
type Side int

const (
	South Side = 0
	North Side = 1
)

// String is "South" or "North".
func (s Side) String() string {
	if s == North {
		return "North"
	}
	return "South"
}

// Other is the opponent.
func (s Side) Other() Side { return 1 - s }

// Seat is the side's seat in the game.Player numbering.
func (s Side) Seat() game.Player { return game.Player(s) }

// Pit is a house or a store: its owner and its number, 0 for the store and
// 1 to h for the houses. Labels rise clockwise from each store: N1 is next
// to North's store N0, S1 next to South's store S0.
type Pit struct {
	Owner Side
	Num   int
}

// Label is the handout's name for the pit, such as "N3" or "S0".
func (p Pit) Label() string { return p.Owner.String()[:1] + strconv.Itoa(p.Num) }

// String is the pit's label.
func (p Pit) String() string { return p.Label() }

// IsStore reports whether p is a store.
func (p Pit) IsStore() bool { return p.Num == 0 }

// Frame is the structure of a board with h houses a side, without seeds:
// the handout's BoardFrame. It knows each pit's next pit counterclockwise
// and each house's opposite.
type Frame struct{ h int }

// NewFrame is the frame of a board with h houses a side.
func NewFrame(h int) Frame { return Frame{h} }

// Houses is the number of houses a side.
func (f Frame) Houses() int { return f.h }

// Len is the number of pits: 2h houses and 2 stores.
func (f Frame) Len() int { return 2*f.h + 2 }

// index is p's place in the ring read counterclockwise from South's
// leftmost house: Sh … S1, S0, Nh … N1, N0.
func (f Frame) index(p Pit) int {
	i := f.h - p.Num
	if p.Owner == North {
		i += f.h + 1
	}
	return i
}

// pit is the pit at ring index i.
func (f Frame) pit(i int) Pit {
	if i <= f.h {
		return Pit{South, f.h - i}
	}
	return Pit{North, 2*f.h + 1 - i}
}

// Valid reports whether p is on the board.
func (f Frame) Valid(p Pit) bool {
	return (p.Owner == North || p.Owner == South) && p.Num >= 0 && p.Num <= f.h
}

// Next is the pit after p going counterclockwise: the next of N3 is N2, of
// N1 is N0, of N0 is Sh, of S1 is S0, and of S0 is Nh.
func (f Frame) Next(p Pit) Pit { return f.pit((f.index(p) + 1) % f.Len()) }

// Opposite is the house across the board from house p (N3 faces S(h+1-3));
// ok is false for a store, which has none.
func (f Frame) Opposite(p Pit) (q Pit, ok bool) {
	if p.IsStore() {
		return Pit{}, false
	}
	return Pit{p.Owner.Other(), f.h + 1 - p.Num}, true
}

// Store is side s's store.
func (f Frame) Store(s Side) Pit { return Pit{s, 0} }

// Pits lists every pit, counterclockwise from South's leftmost house.
func (f Frame) Pits() []Pit {
	ps := make([]Pit, f.Len())
	for i := range ps {
		ps[i] = f.pit(i)
	}
	return ps
}

// Describe prints a pit as the handout's test program does: owner, number,
// label, the label of the next pit, and the label of the opposite house.
func (f Frame) Describe(p Pit) string {
	opp := "-"
	if q, ok := f.Opposite(p); ok {
		opp = q.Label()
	}
	return fmt.Sprintf("%-5s %2d  %-3s  next %-3s  opposite %s", p.Owner, p.Num, p.Label(), f.Next(p).Label(), opp)
}

// String prints every pit of the frame, one a line.
func (f Frame) String() string {
	var sb strings.Builder
	for _, p := range f.Pits() {
		sb.WriteString(f.Describe(p))
		sb.WriteByte('\n')
	}
	return sb.String()
}

// ParsePit reads a label such as "S3" or "n0" (either case). It checks the
// form, not whether the pit exists on a given board.
func ParsePit(s string) (Pit, error) {
	s = strings.TrimSpace(s)
	if len(s) < 2 {
		return Pit{}, fmt.Errorf("%q is not a pit: a pit is N or S and a number, like S3", s)
	}
	var p Pit
	switch s[0] {
	case 'N', 'n':
		p.Owner = North
	case 'S', 's':
		p.Owner = South
	default:
		return Pit{}, fmt.Errorf("%q is not a pit: a pit is N or S and a number, like S3", s)
	}
	n, err := strconv.Atoi(s[1:])
	if err != nil || n < 0 || s[1] == '+' || s[1] == '-' {
		return Pit{}, fmt.Errorf("%q is not a pit: a pit is N or S and a number, like S3", s)
	}
	p.Num = n
	return p, nil
}
