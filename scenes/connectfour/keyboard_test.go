package connectfour

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestPlayAWholeGameByKeyboard plays a game of the growing board to the
// end with the keyboard only — Tab to a column (those past the board's
// edge too), Enter — checking the board the view shows after each drop.
func TestPlayAWholeGameByKeyboard(t *testing.T) {
	s, tb, _ := newTable(t, "connectfour", 1280, 800, 1)
	r := rand.New(rand.NewPCG(4, 4))
	for tries := 0; !tb.Match().State().Over(); tries++ {
		if tries > 400 {
			t.Fatalf("no end after %d drops:\n%s", tries, board(s))
		}
		var cols []string
		for name := range s.Scene().Targets() {
			if strings.HasPrefix(name, "column:") {
				cols = append(cols, name)
			}
		}
		slices.Sort(cols)
		col := cols[r.IntN(len(cols))]
		before := tb.Match().Plies()
		s.KeyClick(col)
		s.Settle()
		if tb.Match().Plies() == before {
			continue // a full column: the table said so, and nothing moved
		}
		if got, want := board(s), tb.Match().State().String(); got != want {
			t.Fatalf("after Enter on %s the view shows\n%s\nthe match\n%s", col, got, want)
		}
	}
	s.Draw()
	s.Save("connectfour-keyboard-end")
}
