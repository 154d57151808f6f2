package yote

import (
	"testing"

	"parlor/scenes/table"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

var _ table.Hinter = (*View)(nil)

// TestHintMarksTheMove checks that a hint is reported in the state and
// drawn on the squares of the move: a placement, a slide, and a jump with
// its removal, on both boards and at desktop and phone sizes.
func TestHintMarksTheMove(t *testing.T) {
	opening := []string{"p 7", "p 8", "p 14", "p 2"}
	for _, tc := range []struct {
		name, options string
		sz            [3]float64
		moves         []string
		hint          string
		marked        []int // squares whose ring the hint draws
	}{
		{"place", "yote", desktop, nil, "p 7", []int{7}},
		{"slide", "yote", desktop, opening, "m 7 12", []int{7, 12}},
		{"jump", "yote", desktop, opening, "m 7 9 2", []int{7, 9, 8, 2}},
		{"jump phone", "yote", phone, opening, "m 7 9 2", []int{7, 9, 8, 2}},
		{"place tall board", "yote rows=6", phone, []string{"p 1"}, "p 30", []int{30}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, tb, _, v := newTable(t, tc.options, tc.sz)
			playText(t, s, tb, tc.moves...)
			m, err := position(tb).ParseMove(tc.hint)
			if err != nil {
				t.Fatal(err)
			}
			before := s.Draw()
			v.Hint(m, true)
			if got := s.State("hint"); got != tc.hint {
				t.Fatalf("hint is %v, want %q", got, tc.hint)
			}
			after := s.Draw()
			for _, n := range tc.marked {
				x, y := v.lay.center(n)
				x += 0.42 * v.lay.cell // on the ring
				if uitest.Near(before.At(x, y), after.At(x, y), 12) {
					t.Errorf("nothing drawn on square %d's ring: %v before, %v after", n, before.At(x, y), after.At(x, y))
				}
			}
			s.Save("hint-yote-" + tc.name)
		})
	}
}

// TestHintGoesWithTheBoard checks that Hint(0, false), a move shown and a
// position reset (an undo) each take the hint away.
func TestHintGoesWithTheBoard(t *testing.T) {
	for _, tc := range []struct {
		name  string
		clear func(s *uitest.Screen, tb *table.Screen, v *View)
	}{
		{"hint off", func(s *uitest.Screen, tb *table.Screen, v *View) { v.Hint(0, false) }},
		{"a move", func(s *uitest.Screen, tb *table.Screen, v *View) { playText(t, s, tb, "p 3") }},
		{"undo", func(s *uitest.Screen, tb *table.Screen, v *View) { s.Press(ui.IntentUndo) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, tb, _, v := newTable(t, "yote", desktop)
			playText(t, s, tb, "p 7")
			m, _ := position(tb).ParseMove("p 8")
			v.Hint(m, true)
			if s.State("hint") != "p 8" {
				t.Fatalf("hint is %v", s.State("hint"))
			}
			tc.clear(s, tb, v)
			if got, ok := s.Scene().Probe()["hint"]; ok {
				t.Errorf("the hint %v stayed", got)
			}
			if _, ok := v.hinted(); ok {
				t.Error("the view still marks a move")
			}
			s.Draw()
		})
	}
}
