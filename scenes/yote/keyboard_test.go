package yote

import (
	"math/rand/v2"
	"testing"
)

// TestPlayAWholeGameByKeyboard plays a game to the end with the keyboard
// only: Tab to the tray or the stone, Enter; to the square, Enter; to the
// stone to take after a jump, Enter.
func TestPlayAWholeGameByKeyboard(t *testing.T) {
	s, tb, _, _ := newTable(t, "yote", desktop)
	r := rand.New(rand.NewPCG(3, 3))
	for ply := 0; !position(tb).Over(); ply++ {
		if ply > 400 {
			t.Fatalf("no end after %d moves:\n%s", ply, position(tb))
		}
		g := position(tb)
		m := choose(g, r)
		playMove(s, m, s.KeyClick)
		s.Settle()
		if tb.Match().Plies() != ply+1 || lastLine(tb) != m.String() {
			t.Fatalf("move %d, %v, played %q", ply+1, m, lastLine(tb))
		}
	}
	s.Save("yote-keyboard-end")
}
