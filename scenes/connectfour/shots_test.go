package connectfour

import (
	"fmt"
	"testing"
)

// TestTableScreens draws the table's screens around a game under way — the
// rules, share, confirm and settings overlays, and a review — at desktop
// and phone sizes, saving each when PARLOR_SHOTS is set, and checks the
// targets of each fit the screen.
func TestTableScreens(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {1170, 2532, 3}} {
		name := func(what string) string { return fmt.Sprintf("table-%s-%.0fx%.0f", what, sz[0], sz[1]) }
		s, _, _ := newTable(t, "connectfour", sz[0], sz[1], sz[2])
		for _, c := range []int{0, 1, 1, 2, 3, 4, 2} {
			s.Click(fmt.Sprintf("column:%d", c))
			s.Settle()
		}
		s.Draw()
		s.Save(name("game"))
		for _, step := range []struct{ open, shot string }{{"rules", "rules"}, {"share", "share"}, {"new", "confirm"}} {
			s.Click(step.open)
			s.Draw()
			s.Save(name(step.shot))
			if s.State("overlay") != step.shot {
				t.Errorf("%v: %s opened %v", sz, step.open, s.State("overlay"))
			}
			s.Click("close")
		}
		for _, entry := range []string{"log:5", "log:6"} {
			if _, ok := s.Scene().Targets()[entry]; ok {
				s.Click(entry)
				break
			}
		}
		if s.State("reviewing") == -1 {
			t.Fatalf("%v: no log entry to review", sz)
		}
		s.Draw()
		s.Save(name("review"))
		s.Click("return")
		if _, ok := s.Scene().Targets()["settings"]; ok {
			s.Click("settings")
			s.Click("rules:classic")
			s.Draw()
			s.Save(name("settings"))
			s.Click("close")
		}
	}
}
