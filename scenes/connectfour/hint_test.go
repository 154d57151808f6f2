package connectfour

import (
	"fmt"
	"testing"

	"parlor/game"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

var _ table.Hinter = (*View)(nil)

// hintTable shows a table for options with the columns cols played, and
// returns its screen and view.
func hintTable(t *testing.T, options string, cols []int, w, h, ds float64) (*uitest.Screen, *View) {
	t.Helper()
	v := New()
	tb, _ := tabletest.New(tabletest.Match(t, options, 1), v)
	s := uitest.NewScreen(t, w, h, ds, tb)
	for _, c := range cols {
		s.Click(fmt.Sprintf("column:%d", c))
		s.Settle()
	}
	return s, v
}

// TestHintMarksTheLandingSquare checks that a hint is reported in the
// state and drawn where the token would land, in a plain column, a full
// column of a growing board, the widening column and one past it, and on
// a phone.
func TestHintMarksTheLandingSquare(t *testing.T) {
	desktop, phone := [3]float64{1280, 800, 1}, [3]float64{1170, 2532, 3}
	for _, tc := range []struct {
		name, options string
		sz            [3]float64
		cols          []int
		hint          int
		want          string
	}{
		{"classic", "connectfour rules=classic", desktop, []int{3, 3}, 3, "p1 3"},
		{"classic phone", "connectfour rules=classic", phone, []int{3, 3, 4, 2}, 5, "p1 5"},
		{"growing", "connectfour", desktop, []int{0, 1}, 2, "p1 2"},
		{"full column grows", "connectfour", desktop, []int{0, 0, 0, 0, 0}, 0, "p2 0"},
		{"widening column", "connectfour", desktop, []int{1}, 4, "p2 4"},
		{"past the edge", "connectfour", desktop, nil, 7, "p1 7"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, v := hintTable(t, tc.options, tc.cols, tc.sz[0], tc.sz[1], tc.sz[2])
			before := s.Draw()
			v.Hint(game.Move(tc.hint), true)
			if got := s.State("hint"); got != tc.want {
				t.Fatalf("hint is %v, want %q", got, tc.want)
			}
			s.Idle(25, -1, -1) // half a breath: the glow at its brightest
			after := s.Draw()
			col := min(tc.hint, v.lay.cols)
			row := float64(v.g.Height(tc.hint))
			if tc.hint >= v.lay.cols {
				row = 0
			}
			x, y := v.lay.center(col, row)
			x += v.lay.cell * 0.43 // on the ring
			if uitest.Near(before.At(x, y), after.At(x, y), 12) {
				t.Errorf("nothing drawn at the landing square's ring: %v before, %v after", before.At(x, y), after.At(x, y))
			}
			s.Save("hint-connectfour-" + tc.name)
		})
	}
}

// TestHintGoesWithTheBoard checks that Hint(0, false), a move shown and a
// position reset (an undo) each take the hint away.
func TestHintGoesWithTheBoard(t *testing.T) {
	for _, tc := range []struct {
		name  string
		clear func(s *uitest.Screen, v *View)
	}{
		{"hint off", func(s *uitest.Screen, v *View) { v.Hint(0, false) }},
		{"a move", func(s *uitest.Screen, v *View) { s.Click("column:1"); s.Settle() }},
		{"undo", func(s *uitest.Screen, v *View) { s.Press(ui.IntentUndo) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, v := hintTable(t, "connectfour", []int{2}, 1280, 800, 1)
			v.Hint(3, true)
			if s.State("hint") != "p2 3" {
				t.Fatalf("hint is %v", s.State("hint"))
			}
			tc.clear(s, v)
			if got, ok := s.Scene().Probe()["hint"]; ok {
				t.Errorf("the hint %v stayed", got)
			}
			s.Draw()
		})
	}
}
