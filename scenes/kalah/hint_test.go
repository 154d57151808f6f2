package kalah

import (
	"fmt"
	"testing"

	"parlor/game"
	"parlor/scenes/table"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

var _ table.Hinter = (*View)(nil)

// TestHintRingsTheHouse checks that a hint is reported in the state and
// drawn around the mover's house, on a board lying flat and one turned
// upright, for South and for North.
func TestHintRingsTheHouse(t *testing.T) {
	for _, tc := range []struct {
		name, options string
		sz            [3]float64
		sown          []int
		hint          int
		want          string
	}{
		{"south flat", "kalah houses=6 seeds=4", desktop, nil, 3, "S3"},
		{"north flat", "kalah houses=6 seeds=4", desktop, []int{2}, 6, "N6"},
		{"south upright", "kalah houses=6 seeds=4", phone, nil, 1, "S1"},
		{"north upright", "kalah houses=4 seeds=3", phone, []int{1}, 4, "N4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, tb, _, v := open(t, tc.options, tc.sz)
			for _, n := range tc.sown {
				sow(t, s, tb, n)
			}
			before := s.Draw()
			v.Hint(game.Move(tc.hint), true)
			if got := s.State("hint"); got != tc.want {
				t.Fatalf("hint is %v, want %q", got, tc.want)
			}
			p, ok := v.hinted()
			if !ok || p.Label() != tc.want {
				t.Fatalf("the view marks %v, %v", p, ok)
			}
			after := s.Draw()
			r := v.lay.pits[p]
			x, y := r.Center()
			x += r.W/2 + max(2, 0.045*v.lay.cell)/2 + max(1, 0.01*v.lay.cell) // on the ring
			if uitest.Near(before.At(x, y), after.At(x, y), 12) {
				t.Errorf("nothing drawn on the house's ring: %v before, %v after", before.At(x, y), after.At(x, y))
			}
			s.Save(fmt.Sprintf("hint-kalah-%s", tc.name))
		})
	}
}

// TestHintGoesWithTheBoard checks that Hint(0, false), a move shown and a
// position reset (an undo) each take the hint away.
func TestHintGoesWithTheBoard(t *testing.T) {
	for _, tc := range []struct {
		name  string
		clear func(s *uitest.Screen, tb *table.Table, v *View)
	}{
		{"hint off", func(s *uitest.Screen, tb *table.Table, v *View) { v.Hint(0, false) }},
		{"a move", func(s *uitest.Screen, tb *table.Table, v *View) { sow(t, s, tb, 2) }},
		{"undo", func(s *uitest.Screen, tb *table.Table, v *View) { s.Press(ui.IntentUndo) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, tb, _, v := open(t, "kalah houses=6 seeds=4", desktop)
			sow(t, s, tb, 1)
			v.Hint(4, true)
			if s.State("hint") != "N4" {
				t.Fatalf("hint is %v", s.State("hint"))
			}
			tc.clear(s, tb, v)
			if got, ok := s.Scene().Probe()["hint"]; ok {
				t.Errorf("the hint %v stayed", got)
			}
			if _, ok := v.hinted(); ok {
				t.Error("the view still marks a house")
			}
			s.Draw()
		})
	}
}
