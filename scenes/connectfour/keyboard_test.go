package connectfour

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlor/scenes/table"
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

// TestTheColumnNumbersDrop checks Connect Four's own keys: typing a
// column's number (1 to 9, from the left) drops there, the column past the
// edge included; a number beyond the board does nothing.
func TestTheColumnNumbersDrop(t *testing.T) {
	s, tb, _ := newTable(t, "connectfour", 1280, 800, 1)
	cols := tb.Match().State().(interface{ Cols() int }).Cols()
	s.Type("9")
	s.Settle()
	if tb.Match().Plies() != 0 {
		t.Fatalf("9 on a board of %d columns played %d moves", cols, tb.Match().Plies())
	}
	for i, c := range []string{"2", "1", fmt.Sprint(cols + 1)} {
		s.Type(c)
		s.Settle()
		if tb.Match().Plies() != i+1 {
			t.Fatalf("typing %s did not drop (%d moves)", c, tb.Match().Plies())
		}
	}
	if got := tb.Match().State().(interface{ Cols() int }).Cols(); got != cols+1 {
		t.Errorf("typing %d on a board of %d columns left it %d wide", cols+1, cols, got)
	}
	for i, want := range []string{"p1 1", "p2 0"} { // columns count from 0 in the notation
		if _, text := tb.Match().Ply(i); text != want {
			t.Errorf("move %d is %q, want column %s", i+1, text, want)
		}
	}
}

var _ table.Keyer = (*View)(nil) // its keys are in the rules overlay

// TestTheKeysAreListed checks the line the rules overlay shows of Connect
// Four's own keys.
func TestTheKeysAreListed(t *testing.T) {
	if k := New().Keys(); !strings.Contains(k, "1 to 9") {
		t.Errorf("the keys say %q", k)
	}
}
