package mergers

import (
	"math/rand/v2"
	"testing"
)

// TestPlayAWholeGameByKeyboard plays a three-player game to the end with
// the keyboard only: Tab to a square or an offered tile, to each share's
// + and to Buy, and on through the mergers, Enter on each.
func TestPlayAWholeGameByKeyboard(t *testing.T) {
	r := newRig(t, "mergers players=3", desktop, 11)
	r.keys = true
	rnd := rand.New(rand.NewPCG(11, 7))
	for n := 0; !r.game().Over(); n++ {
		if n > 3000 {
			t.Fatal("no end after 3000 decisions")
		}
		what := r.decide(rnd)
		r.settle()
		r.check(what)
	}
	r.s.Save("mergers-keyboard-over")
}
