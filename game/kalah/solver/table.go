package solver

import "math/bits"

// Bounds stored in the table are of the future gain: the mover's final
// margin less the margin already in the stores.

// Depth classes. A bound found by a search that reached the end of the game
// on every line it explored is exact: it holds for every search at least as
// deep as the longest line it explored (its height). A bound found by a
// search cut off at its depth holds for that depth only.
const (
	inf       = 1 << 12 // beyond any value
	unlimited = 255     // the depth of an exact solve
	horizon   = 255     // height of a search result that met the depth limit
)

// entry is one slot of the transposition table: 32 bytes.
type entry struct {
	k0, k1   uint64 // the position's key (k0 = k1 = 0: empty)
	lo, hi   int16  // bounds on the future gain
	loD, hiD uint8  // each bound's depth, or height when exact
	flags    uint8  // loExact, hiExact
	best     uint8  // the best house found, 0 for none
	work     uint8  // bits of the node count that found it, for replacement
}

const (
	loExact = 1 << iota
	hiExact
)

// table is a two-way transposition table: of each pair of slots the first
// keeps the entry with the most work behind it, the second the newest.
type table struct {
	slots []entry
	mask  uint64
}

func newTable(bits int) table {
	if bits < 1 {
		bits = 1
	}
	return table{slots: make([]entry, 1<<bits), mask: 1<<bits - 2}
}

// pair is the index of the first slot of key k's pair.
func (t *table) pair(k0, k1 uint64) uint64 {
	x := k0 ^ bits.RotateLeft64(k1, 29)*0x9E3779B97F4A7C15
	x ^= x >> 31
	x *= 0xBF58476D1CE4E5B9
	x ^= x >> 29
	return x & t.mask
}

// probe finds key k's entry, or nil.
func (t *table) probe(k0, k1 uint64) *entry {
	i := t.pair(k0, k1)
	if e := &t.slots[i]; e.k0 == k0 && e.k1 == k1 {
		return e
	}
	if e := &t.slots[i+1]; e.k0 == k0 && e.k1 == k1 {
		return e
	}
	return nil
}

// bounds are the bounds e gives a search of depth d, -inf and inf where it
// gives none.
func (e *entry) bounds(d int) (lo, hi int, loX, hiX bool) {
	lo, hi = -inf, inf
	if e == nil {
		return
	}
	if e.flags&loExact != 0 && int(e.loD) <= d {
		lo, loX = int(e.lo), true
	} else if e.flags&loExact == 0 && int(e.loD) == d {
		lo = int(e.lo)
	}
	if e.flags&hiExact != 0 && int(e.hiD) <= d {
		hi, hiX = int(e.hi), true
	} else if e.flags&hiExact == 0 && int(e.hiD) == d {
		hi = int(e.hi)
	}
	return
}

// store records what a search of depth d found for key k: v with height ht
// (horizon when not exact), a lower bound when v >= beta, an upper bound
// when v <= alpha, both otherwise; best is the best house, work the nodes.
func (t *table) store(k0, k1 uint64, d, v, alpha, beta int, ht uint8, best int, work uint64) {
	i := t.pair(k0, k1)
	e := &t.slots[i]
	if !(e.k0 == k0 && e.k1 == k1) {
		if f := &t.slots[i+1]; f.k0 == k0 && f.k1 == k1 {
			e = f
		} else {
			w := uint8(bits.Len64(work))
			if w < e.work {
				e = f
			}
			*e = entry{k0: k0, k1: k1, lo: -inf, hi: inf, flags: loExact | hiExact, work: w}
		}
	}
	if w := uint8(bits.Len64(work)); w > e.work {
		e.work = w
	}
	exact := ht != horizon
	cls := uint8(d)
	if exact {
		cls = ht
	}
	lo, hi, _, _ := e.bounds(d)
	if v > alpha && v > lo || (v > alpha && v == lo && exact) {
		e.lo, e.loD = int16(v), cls
		e.flags &^= loExact
		if exact {
			e.flags |= loExact
		}
	}
	if v < beta && v < hi || (v < beta && v == hi && exact) {
		e.hi, e.hiD = int16(v), cls
		e.flags &^= hiExact
		if exact {
			e.flags |= hiExact
		}
	}
	if best > 0 {
		e.best = uint8(best)
	}
}

// key is the position's key from the mover's side: its houses read from
// the mover's first house round to the opponent's last, stores left out
// (the value of the rest of the game does not depend on them). When the
// seeds in the houses and the houses fit, the key is the houses in unary
// behind a sentinel bit, exact; otherwise a 128-bit hash.
func (p *Position) key() (k0, k1 uint64) {
	h := p.h
	a := p.index(p.mover, h)
	b := p.index(p.mover.Other(), h)
	r := 0
	for j := 0; j < h; j++ {
		r += int(p.pits[a+j]) + int(p.pits[b+j])
	}
	if r+2*h+1 <= 128 {
		k0 = 1
		for _, s := range [2]int{a, b} {
			for j := s; j < s+h; j++ {
				c := uint(p.pits[j])
				k1, k0 = shl(k1, k0, c+1)
				if c < 64 {
					k0 |= 1<<c - 1
				} else {
					k0 = ^uint64(0)
					k1 |= 1<<(c-64) - 1
				}
			}
		}
		return k0, k1
	}
	k0, k1 = uint64(h)*0x9E3779B97F4A7C15, uint64(h)^0xD1B54A32D192ED03
	for _, s := range [2]int{a, b} {
		for j := s; j < s+h; j++ {
			c := uint64(p.pits[j]) + 1
			k0 = (k0 ^ c) * 0xBF58476D1CE4E5B9
			k0 ^= k0 >> 27
			k1 = (k1 + c) * 0x94D049BB133111EB
			k1 ^= k1 >> 31
		}
	}
	return k0, k1
}

// shl shifts the 128-bit number (hi, lo) left by s < 128 bits.
func shl(hi, lo uint64, s uint) (uint64, uint64) {
	switch {
	case s == 0:
		return hi, lo
	case s >= 64:
		return lo << (s - 64), 0
	}
	return hi<<s | lo>>(64-s), lo << s
}
