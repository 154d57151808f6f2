package yote

import "math/bits"

// Pieces is the bit set of side s's pieces on the board: bit n-1 for
// square n. Search reads positions through it without walking the board.
func (g *Game) Pieces(s Side) uint32 { return g.pieces[s] }

// Threats are side s's pieces that could jump now, were it s's turn
// (attackers), and the opponent's pieces they could jump (targets): each
// target stands next to an attacker with an empty square straight beyond.
func (g *Game) Threats(s Side) (attackers, targets uint32) {
	mine, theirs, empty := g.pieces[s], g.pieces[s.Other()], g.empties()
	for sq := mine; sq != 0; sq &= sq - 1 {
		i := bits.TrailingZeros32(sq)
		for _, d := range &reaches[i] {
			if theirs&d.one != 0 && empty&d.two != 0 {
				attackers |= 1 << i
				targets |= d.one
			}
		}
	}
	return attackers, targets
}

// Mobility is the number of moves side s would have, were it s's turn,
// counting a jump once whatever it removes.
func (g *Game) Mobility(s Side) int {
	mine, theirs, empty := g.pieces[s], g.pieces[s.Other()], g.empties()
	n := 0
	if g.reserve[s] > 0 {
		n = bits.OnesCount32(empty)
	}
	for sq := mine; sq != 0; sq &= sq - 1 {
		for _, d := range &reaches[bits.TrailingZeros32(sq)] {
			if empty&d.one != 0 || theirs&d.one != 0 && empty&d.two != 0 {
				n++
			}
		}
	}
	return n
}
