// Package yote is Yote as the handout plays it: a 4 × 5 board (or the
// traditional 6 × 5) with squares numbered from the top left, twelve pieces
// in reserve for each side, X first. A turn deploys a piece from the reserve,
// slides one orthogonally, or jumps an adjacent opponent piece, capturing it
// and then removing one more of the opponent's pieces from the board.
package yote

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game"
)

// Kind is what a move does.
type Kind int

const (
	Place Kind = iota // deploy a reserve piece
	Slide             // move one square
	Jump              // jump an opponent's piece and capture it
)

// Move is one turn. Squares are numbered from 1 as the handout numbers
// them. From is 0 for a placement; Remove is the square of the opponent's
// piece taken after a jump, or 0 when there is none to take.
type Move struct {
	Kind             Kind
	From, To, Remove int
}

// Over is the square a jump passes over: the one between From and To.
func (m Move) Over() int { return (m.From + m.To) / 2 }

// Encode packs m into a game.Move.
func (m Move) Encode() game.Move {
	return game.Move(int(m.Kind) | m.From<<2 | m.To<<8 | m.Remove<<14)
}

// Decode unpacks a game.Move made by Encode.
func Decode(e game.Move) Move {
	v := int(e)
	return Move{Kind: Kind(v & 3), From: v >> 2 & 63, To: v >> 8 & 63, Remove: v >> 14 & 63}
}

// String writes m in the handout's notation: "p 7" to place, "m 7 8" to
// move, and for a jump "m 7 9" followed by the square removed, "m 7 9 4".
func (m Move) String() string {
	switch {
	case m.Kind == Place:
		return fmt.Sprintf("p %d", m.To)
	case m.Kind == Jump && m.Remove > 0:
		return fmt.Sprintf("m %d %d %d", m.From, m.To, m.Remove)
	}
	return fmt.Sprintf("m %d %d", m.From, m.To)
}

// ParseMove reads "p n", "m a b", or "m a b r" (a jump and the square of the
// piece it removes). Whether a move is a slide or a jump, and whether it is
// legal, is for the game to say; the Kind of a parsed move is Slide unless it
// names a removal.
func ParseMove(s string) (Move, error) {
	f := strings.Fields(s)
	nums := make([]int, 0, 3)
	for _, w := range f[min(1, len(f)):] {
		n, err := strconv.Atoi(w)
		if err != nil {
			return Move{}, fmt.Errorf("%q is not a square number", w)
		}
		nums = append(nums, n)
	}
	switch {
	case len(f) == 2 && strings.EqualFold(f[0], "p"):
		return Move{Kind: Place, To: nums[0]}, nil
	case len(f) == 3 && strings.EqualFold(f[0], "m"):
		return Move{Kind: Slide, From: nums[0], To: nums[1]}, nil
	case len(f) == 4 && strings.EqualFold(f[0], "m"):
		return Move{Kind: Jump, From: nums[0], To: nums[1], Remove: nums[2]}, nil
	}
	return Move{}, fmt.Errorf("%q is not a move: type p and a square to place (p 7), m and two squares to move (m 7 8), or x to exit", strings.TrimSpace(s))
}
