package solver

// table is the transposition table: one 64-bit word a slot, always replaced
// by a new position, holding the position's canonical key (49 bits), a lower
// and an upper bound on its score (6 bits each, offset by 32) and the column
// of its best move so far plus one (3 bits, 0 for none). Both bounds are
// bounds on the exact game value, so a slot merges what two searches of the
// same position found. The zero word is an empty slot: a real entry never has
// a zero upper-bound field.
type table struct {
	slots []uint64
	shift uint
}

const (
	keyBits  = 49
	keyMask  = 1<<keyBits - 1
	boundOff = 32
	noLower  = -boundOff
	noUpper  = 63 - boundOff
)

func newTable(bits int) table {
	t := table{slots: make([]uint64, 1<<bits), shift: uint(64 - bits)}
	// Touch every page now: a fresh slice's pages are mapped on first
	// write, which would otherwise cost a page fault per slot the first
	// searches visit.
	for i := 0; i < len(t.slots); i += 512 {
		t.slots[i] = 0
	}
	return t
}

func (t *table) index(key uint64) uint64 { return (key * 0x9E3779B97F4A7C15) >> t.shift }

// get returns the bounds and best column (-1 for none) stored for key, or
// (noLower, noUpper, -1) when the table does not hold it.
func (t *table) get(key uint64) (lo, hi, col int) {
	e := t.slots[t.index(key)]
	if e == 0 || e&keyMask != key {
		return noLower, noUpper, -1
	}
	return int(e>>keyBits&63) - boundOff, int(e>>(keyBits+6)&63) - boundOff, int(e>>(keyBits+12)) - 1
}

// put records bounds and a best column (-1 for none) for key, merged with what
// the slot already holds for the same key.
func (t *table) put(key uint64, lo, hi, col int) {
	i := t.index(key)
	e := t.slots[i]
	if e != 0 && e&keyMask == key {
		if l := int(e>>keyBits&63) - boundOff; l > lo {
			lo = l
		}
		if h := int(e>>(keyBits+6)&63) - boundOff; h < hi {
			hi = h
		}
		if col < 0 {
			col = int(e>>(keyBits+12)) - 1
		}
	}
	t.slots[i] = key | uint64(lo+boundOff)<<keyBits | uint64(hi+boundOff)<<(keyBits+6) | uint64(col+1)<<(keyBits+12)
}

// clear empties every slot.
func (t *table) clear() { clear(t.slots) }
