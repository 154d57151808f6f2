// Package solver is an exact solver for classic Connect Four (7 columns × 6
// rows, diagonals count): a bitboard Position, a negamax Solver on null
// windows with a transposition table, an Analysis that values every legal
// move in slices of bounded work, a weak opening Book for the first player,
// and the text Command behind "parlor -solve connectfour".
//
// Scores follow the public benchmark sets: from the side to move, a win
// scores 22 minus the number of stones the winner has played when the game
// ends, a loss the negative of that, and a draw 0.
package solver

import (
	"errors"
	"fmt"
	"math/bits"

	"parlor/game/connectfour"
)

// Board size.
const (
	Width  = 7
	Height = 6
	// Cells is the number of squares on the board.
	Cells = Width * Height
)

const (
	stride     = Height + 1 // bits per column: six squares and a guard bit
	bottomMask = 1 | 1<<stride | 1<<(2*stride) | 1<<(3*stride) | 1<<(4*stride) | 1<<(5*stride) | 1<<(6*stride)
	boardMask  = bottomMask * (1<<Height - 1)
	colMask    = 1<<Height - 1
)

// Position is a classic Connect Four position as two bitboards: the stones of
// the side to move and every stone on the board. Bit col*7+row is the square
// in column col (0 on the left) and row row (0 at the bottom); the seventh bit
// of each column stays empty. The zero value is the empty board.
type Position struct {
	cur, mask uint64
	moves     int
}

// Moves is the number of stones on the board.
func (p Position) Moves() int { return p.moves }

// Key identifies the position: two positions have the same key exactly when
// they have the same stones and the same side to move.
func (p Position) Key() uint64 { return p.cur + p.mask }

// MirrorKey is the key of the position reflected left to right.
func (p Position) MirrorKey() uint64 { return mirror(p.cur) + mirror(p.mask) }

// CanonicalKey is the smaller of Key and MirrorKey, and whether it is the
// mirror's: one key for a position and its reflection.
func (p Position) CanonicalKey() (key uint64, mirrored bool) {
	k, m := p.Key(), p.MirrorKey()
	if m < k {
		return m, true
	}
	return k, false
}

// mirror reflects a bitboard left to right.
func mirror(b uint64) uint64 {
	const c = 1<<stride - 1
	return (b&c)<<(6*stride) | (b>>stride&c)<<(5*stride) | (b>>(2*stride)&c)<<(4*stride) |
		b&(c<<(3*stride)) |
		(b>>(4*stride)&c)<<(2*stride) | (b>>(5*stride)&c)<<stride | b>>(6*stride)&c
}

// CanPlay reports whether column col (0-based) exists and has room.
func (p Position) CanPlay(col int) bool {
	return col >= 0 && col < Width && p.mask&topBit(col) == 0
}

// Play drops a stone of the side to move into column col, which must be
// playable (see CanPlay); the other side is then to move.
func (p *Position) Play(col int) {
	p.playBit((p.mask + bottomBit(col)) & columnBits(col))
}

// playBit plays the move whose only set bit is move.
func (p *Position) playBit(move uint64) {
	p.cur ^= p.mask
	p.mask |= move
	p.moves++
}

// IsWinningMove reports whether playing column col, which must be playable,
// makes a line of four for the side to move.
func (p Position) IsWinningMove(col int) bool {
	return p.winning()&p.possible()&columnBits(col) != 0
}

// Cell is the stone on column col, row row (0 at the bottom): 0 for none, 1
// for the side to move and 2 for the other side.
func (p Position) Cell(col, row int) int {
	b := uint64(1) << (col*stride + row)
	switch {
	case p.mask&b == 0:
		return 0
	case p.cur&b != 0:
		return 1
	}
	return 2
}

// Height is the number of stones in column col.
func (p Position) Height(col int) int {
	return bits.OnesCount64(p.mask & columnBits(col))
}

// LegalMoves lists the playable columns, left to right.
func (p Position) LegalMoves() []int {
	var cols []int
	for c := 0; c < Width; c++ {
		if p.CanPlay(c) {
			cols = append(cols, c)
		}
	}
	return cols
}

// Won reports whether the side that just moved has a line of four.
func (p Position) Won() bool { return alignment(p.cur ^ p.mask) }

// canWinNext reports whether the side to move wins with its next stone.
func (p Position) canWinNext() bool { return p.winning()&p.possible() != 0 }

// possible is the set of squares a stone can be dropped into now.
func (p Position) possible() uint64 { return (p.mask + bottomMask) & boardMask }

// winning is the set of empty squares that would complete a line of four for
// the side to move.
func (p Position) winning() uint64 { return winningSquares(p.cur, p.mask) }

// opponentWinning is the same for the other side.
func (p Position) opponentWinning() uint64 { return winningSquares(p.cur^p.mask, p.mask) }

// nonLosing is the set of moves that do not let the other side win at once:
// empty when every move loses.
func (p Position) nonLosing() uint64 {
	poss := p.possible()
	opp := p.opponentWinning()
	forced := poss & opp
	if forced != 0 {
		if forced&(forced-1) != 0 {
			return 0 // two threats at once: no defence
		}
		poss = forced
	}
	return poss &^ (opp >> 1)
}

// moveScore rates a move by the number of squares that would win for the side
// to move after it.
func (p Position) moveScore(move uint64) int {
	return bits.OnesCount64(winningSquares(p.cur|move, p.mask))
}

// winningSquares is the set of empty squares that complete a line of four for
// the stones in pos.
func winningSquares(pos, mask uint64) uint64 {
	// vertical
	r := (pos << 1) & (pos << 2) & (pos << 3)
	for _, s := range [3]uint{stride, stride - 1, stride + 1} {
		q := (pos << s) & (pos << (2 * s))
		r |= q & (pos << (3 * s))
		r |= q & (pos >> s)
		q = (pos >> s) & (pos >> (2 * s))
		r |= q & (pos << s)
		r |= q & (pos >> (3 * s))
	}
	return r & (boardMask ^ mask)
}

// alignment reports whether pos holds a line of four.
func alignment(pos uint64) bool {
	for _, s := range [4]uint{1, stride, stride - 1, stride + 1} {
		m := pos & (pos >> s)
		if m&(m>>(2*s)) != 0 {
			return true
		}
	}
	return false
}

func topBit(col int) uint64     { return 1 << (Height - 1) << (col * stride) }
func bottomBit(col int) uint64  { return 1 << (col * stride) }
func columnBits(col int) uint64 { return colMask << (col * stride) }

// FromMoves builds the position reached by playing the given 1-based columns
// from the empty board, as the benchmark sets write them ("4453"). It fails
// on a character that is not a column 1–7, on a move into a full column and
// on a move after the game is already won.
func FromMoves(s string) (Position, error) {
	var p Position
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch < '1' || ch > '0'+Width {
			return Position{}, fmt.Errorf("move %d: %q is not a column 1 to %d", i+1, rune(ch), Width)
		}
		col := int(ch - '1')
		if p.Won() {
			return Position{}, fmt.Errorf("move %d: the game was already won by move %d", i+1, i)
		}
		if !p.CanPlay(col) {
			return Position{}, fmt.Errorf("move %d: column %d is already full", i+1, col+1)
		}
		p.Play(col)
	}
	return p, nil
}

// FromGame builds the position of a game of classic 7 × 6 Connect Four that
// is not over, seen from the side to move.
func FromGame(g *connectfour.Game) (Position, error) {
	if g == nil {
		return Position{}, errors.New("no game")
	}
	if g.Options().Rules != connectfour.Classic || g.Cols() != Width || g.Rows() != Height {
		return Position{}, errors.New("the solver plays only classic 7 × 6 Connect Four")
	}
	if g.Over() {
		return Position{}, errors.New("the game is over")
	}
	mine := connectfour.First
	if g.Turn() != 0 {
		mine = connectfour.Second
	}
	var p Position
	for c := 0; c < Width; c++ {
		for r := 0; r < Height; r++ {
			cell := g.At(connectfour.Point{Col: c, Row: r})
			if cell == connectfour.Empty {
				continue
			}
			b := uint64(1) << (c*stride + r)
			p.mask |= b
			p.moves++
			if cell == mine {
				p.cur |= b
			}
		}
	}
	return p, nil
}
