package mergers

import "testing"

// TestPlayAWholeGameByKeyboard plays a three-player game to the end with
// the keyboard only: Tab to a square or an offered tile, to each share's
// + and to Buy, and on through the mergers, Enter on each.
func TestPlayAWholeGameByKeyboard(t *testing.T) {
	r := newRig(t, "mergers players=3", desktop, 11)
	r.keys = true
	r.playOut(11, "")
	r.s.Save("mergers-keyboard-over")
}
