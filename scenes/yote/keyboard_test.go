package yote

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/game/yote"
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
		if m.Kind == yote.Place {
			s.KeyClick(fmt.Sprintf("tray:%s", s.State("turn")))
		} else {
			s.KeyClick(fmt.Sprintf("square:%d", m.From))
		}
		s.KeyClick(fmt.Sprintf("square:%d", m.To))
		if m.Remove != 0 {
			s.KeyClick(fmt.Sprintf("square:%d", m.Remove))
		}
		s.Settle()
		if tb.Match().Plies() != ply+1 || lastLine(tb) != m.String() {
			t.Fatalf("move %d, %v, played %q", ply+1, m, lastLine(tb))
		}
	}
	s.Save("yote-keyboard-end")
}
