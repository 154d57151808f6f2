package mergers

import (
	"sort"
	"strings"
	"testing"

	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// TestPlayAWholeGameByKeyboard plays a three-player game to the end with
// the keyboard only: Tab to a square or an offered tile, to each share's
// + and to Buy, and on through the mergers, Enter on each.
func TestPlayAWholeGameByKeyboard(t *testing.T) {
	r := newRig(t, "mergers players=3", desktop, 11)
	r.keys = true
	r.playOut(11, "")
	r.s.Save("mergers-keyboard-over")
}

// tabTo moves the keyboard's focus to the named target by Tab alone; the
// test fails if Tab never reaches it.
func (r *rig) tabTo(name string) {
	r.t.Helper()
	for range len(r.s.Scene().Targets()) + 1 {
		if r.s.Focused() == name {
			return
		}
		r.s.Key(ui.NavNext)
	}
	r.t.Fatalf("Tab never reaches %q; the targets are %v", name, r.named(""))
}

// TestUpAndDownFillTheCart makes a buy of shares of two companies or more
// with the keyboard only: Tab to a company's card, Up for each share and
// once more, Down, Up (the count back where it was: a share fewer, then
// one more), on to the next company, and Enter on Buy. The cart holds what
// the keys said after each of them, and the buy played is the one
// intended.
func TestUpAndDownFillTheCart(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		t.Run(sizeName(sz), func(t *testing.T) {
			r := buyingRig(t, sz, 4)
			g := r.game()
			want, shares := "", map[byte]int{}
			for _, e := range g.Legal() { // the buy of the most shares of the most companies
				s, ok := sharesOf(g.MoveString(e))
				if !ok {
					t.Fatalf("%q does not read back", g.MoveString(e))
				}
				if len(s) > len(shares) || len(s) == len(shares) && cartSize(s) > cartSize(shares) {
					want, shares = g.MoveString(e), s
				}
			}
			if len(shares) < 2 {
				t.Fatalf("no buy of two companies in %q", want)
			}
			syms := make([]byte, 0, len(shares))
			for s := range shares {
				syms = append(syms, s)
			}
			sort.Slice(syms, func(i, j int) bool { return syms[i] < syms[j] })
			for _, s := range syms {
				card := ui.CountUp("buy", string(s))
				r.tabTo(card)
				n := shares[s]
				keys := append(repeat(ui.NavUp, n), ui.NavDown, ui.NavUp)
				counts := append(upTo(n), n-1, n)
				for i, k := range keys {
					r.s.Key(k)
					if got := r.v.cart[s]; got != counts[i] {
						t.Fatalf("%c: after key %d of %v the cart holds %d, want %d", s, i+1, keys, got, counts[i])
					}
					if f := r.s.Focused(); !strings.HasPrefix(f, "buy:") || !strings.HasSuffix(f, string(s)) {
						t.Fatalf("%c: after key %d the focus is on %q, not the company's card or its −", s, i+1, f)
					}
				}
			}
			r.s.Save("mergers-keyboard-cart-" + sizeName(sz))
			r.tabTo("buy:confirm")
			before := r.tb.Match().Plies()
			r.s.Key(ui.NavActivate)
			r.settle()
			if _, got := r.tb.Match().Ply(before); got != want { // the pile's draws follow it
				t.Errorf("the keys bought %q, want %q", got, want)
			}
		})
	}
}

// repeat is n times k.
func repeat(k ui.Nav, n int) []ui.Nav {
	out := make([]ui.Nav, n)
	for i := range out {
		out[i] = k
	}
	return out
}

// upTo is 1, 2, … n.
func upTo(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i + 1
	}
	return out
}

var _ table.Keyer = (*View)(nil) // its keys are in the rules overlay

// TestTheKeysAreListed checks the line the rules overlay shows of Mergers'
// own keys.
func TestTheKeysAreListed(t *testing.T) {
	if k := New().Keys(); !strings.Contains(k, "Up, Down") {
		t.Errorf("the keys say %q", k)
	}
}
