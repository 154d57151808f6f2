package cantstop

import (
	"testing"

	"parlor/game/cantstop"
	"parlor/scenes/table"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

var _ table.Hinter = (*View)(nil)

// TestHintRingsTheButton checks that a hint is reported in the state and
// drawn around the button of the move: Roll, Stop, or a choice of the
// dice, whose climb is also shown on the columns; at desktop and phone
// sizes.
func TestHintRingsTheButton(t *testing.T) {
	for _, tc := range []struct {
		name  string
		sz    [3]float64
		lines []string
		hint  string
	}{
		{"roll", desktop, nil, "r"},
		{"stop", desktop, []string{"r", "dice 1 1 1 1", "2 twice"}, "s"},
		{"roll again", desktop, []string{"r", "dice 1 1 1 1", "2 twice"}, "r"},
		{"choice", desktop, []string{"r", "dice 1 2 3 4"}, "4 and 6"},
		{"choice phone", phone, []string{"r", "dice 1 2 3 4"}, "3 and 7"},
		{"stop phone", phone, []string{"r", "dice 1 1 1 1", "2 twice"}, "s"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := open(t, scripted(t, 2, tc.lines...), tc.sz)
			s.Settle()
			m, err := pos(s.tb).ParseMove(tc.hint)
			if err != nil {
				t.Fatal(err)
			}
			before := s.Draw()
			s.v.Hint(m, true)
			if got := s.State("hint"); got != tc.hint {
				t.Fatalf("hint is %v, want %q", got, tc.hint)
			}
			after := s.Draw()
			l := &s.v.lay
			var r ui.Rect
			switch tc.hint {
			case "r":
				r = l.roll.Rect
			case "s":
				r = l.stop.Rect
			default:
				for _, b := range l.choices {
					if cantstop.ChooseMove(b.choice) == m {
						r = b.rect
					}
				}
			}
			u := s.Context().Theme.U
			x, y := r.X-4*u+1, r.Y+r.H/2 // on the ring, just left of the button
			if r.W == 0 || uitest.Near(before.At(x, y), after.At(x, y), 12) {
				t.Errorf("nothing drawn around the button at %v: %v before, %v after", r, before.At(x, y), after.At(x, y))
			}
			if c, ok := s.v.hintedChoice(); ok != (tc.hint != "r" && tc.hint != "s") || ok && c.String() != tc.hint {
				t.Errorf("the columns show the climb of %v, %v", c, ok)
			}
			s.Save("hint-cantstop-" + tc.name)
		})
	}
}

// TestHintGoesWithTheBoard checks that Hint(0, false), a move shown and a
// position reset (an undo) each take the hint away.
func TestHintGoesWithTheBoard(t *testing.T) {
	for _, tc := range []struct {
		name  string
		clear func(s *rig)
	}{
		{"hint off", func(s *rig) { s.v.Hint(0, false) }},
		{"a move", func(s *rig) { s.Click("stop"); s.Settle() }},
		{"undo", func(s *rig) { s.Press(ui.IntentUndo) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := open(t, scripted(t, 2, "r", "dice 1 1 1 1", "2 twice"), desktop)
			s.Settle()
			s.v.Hint(cantstop.Roll, true)
			if s.State("hint") != "r" {
				t.Fatalf("hint is %v", s.State("hint"))
			}
			tc.clear(s)
			if got, ok := s.Scene().Probe()["hint"]; ok {
				t.Errorf("the hint %v stayed", got)
			}
			if _, _, _, ok := s.v.hinted(); ok {
				t.Error("the view still marks a move")
			}
			s.Draw()
		})
	}
}
