package table_test

import (
	"fmt"
	"math"
	"testing"

	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// keysTable sets a table of Kalah, every seat a person's, on a screen of
// size sz.
func keysTable(t *testing.T, sz [3]float64) *uitest.Screen {
	t.Helper()
	m := tabletest.Match(t, "kalah", 1)
	tb, _ := tabletest.Seated(table.Config{Match: m, View: boardOf(t, m.Options()).New(), Bot: quick}, everyone)
	return uitest.NewScreen(t, sz[0], sz[1], sz[2], tb)
}

// tabTo moves the ring to the named target by Tab alone; the test fails
// if Tab never reaches it.
func tabTo(t *testing.T, s *uitest.Screen, name string) {
	t.Helper()
	for range len(s.Scene().Targets()) + 1 {
		if s.Focused() == name {
			return
		}
		s.Key(ui.NavNext)
	}
	t.Fatalf("Tab never reaches %q", name)
}

// scrolled is the open overlay's scroll offset and how far it can go.
func scrolled(s *uitest.Screen) (off, most float64) {
	off, _ = s.State("scroll").(float64)
	most, _ = s.State("scrollMax").(float64)
	return off, most
}

// TestTheRulesScrollByKeys opens the rules by ? (its intent) on a desktop and a phone
// and scrolls them by keys: Down and Up a line and Page Down and Page Up
// a page, with the ring on nothing and on the text, never past the ends;
// End and Home to the ends. With the ring on a control Up and Down move
// the ring and scroll nothing, while the page keys still scroll.
func TestTheRulesScrollByKeys(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {1170, 2532, 3}} {
		t.Run(fmt.Sprintf("%.0fx%.0f", sz[0], sz[1]), func(t *testing.T) {
			s := keysTable(t, sz)
			s.Press(ui.IntentHelp)
			s.Idle(2, -1, -1)
			if s.State("overlay") != "rules" {
				t.Fatalf("? opened %q", s.State("overlay"))
			}
			_, most := scrolled(s)
			line := 40 * s.Context().Theme.U
			page := s.Scene().Targets()["text"].H - line
			if most < page+2*line {
				t.Fatalf("the rules scroll only %v with a page of %v", most, page)
			}
			for i, st := range []struct {
				nav  ui.Nav
				want float64
			}{
				{ui.NavDown, line}, {ui.NavDown, 2 * line}, {ui.NavUp, line}, {ui.NavPageDown, line + page},
				{ui.NavPageUp, line}, {ui.NavUp, 0}, {ui.NavUp, 0}, {ui.NavPageUp, 0},
				{ui.NavEnd, most}, {ui.NavDown, most}, {ui.NavPageDown, most}, {ui.NavHome, 0},
			} {
				s.Key(st.nav)
				if off, _ := scrolled(s); math.Abs(off-st.want) > 1e-6 || s.Focused() != "" {
					t.Fatalf("key %d (%b): scrolled to %v, ring on %q; want %v and no ring", i, st.nav, off, s.Focused(), st.want)
				}
			}
			s.Key(ui.NavNext)
			if s.Focused() != "text" {
				t.Fatalf("Tab in the rules lands on %q, not the text", s.Focused())
			}
			s.Key(ui.NavDown)
			if off, _ := scrolled(s); math.Abs(off-line) > 1e-6 || s.Focused() != "text" {
				t.Fatalf("Down on the text scrolled to %v, ring on %q", off, s.Focused())
			}
			tabTo(t, s, "motion:full")
			s.Key(ui.NavUp)
			if off, _ := scrolled(s); math.Abs(off-line) > 1e-6 || s.Focused() == "motion:full" {
				t.Errorf("Up on the motion choice scrolled to %v, ring on %q: want the ring moved, the text still", off, s.Focused())
			}
			tabTo(t, s, "motion:full")
			s.Key(ui.NavPageDown)
			if off, _ := scrolled(s); math.Abs(off-line-page) > 1e-6 || s.Focused() != "motion:full" {
				t.Errorf("Page Down on the motion choice scrolled to %v, ring on %q", off, s.Focused())
			}
		})
	}
}

// TestTheRingGoesIntoAnOverlayAndBack opens the rules and the share
// overlays by Tab and Enter: the ring goes to the overlay's first stop,
// and back to the button that opened it when the overlay closes, by Esc
// or by Close.
func TestTheRingGoesIntoAnOverlayAndBack(t *testing.T) {
	s := keysTable(t, [3]float64{1280, 800, 1})
	tabTo(t, s, "rules")
	s.Key(ui.NavActivate)
	s.Idle(2, -1, -1)
	if s.State("overlay") != "rules" || s.Focused() != "text" {
		t.Fatalf("Enter on Rules opened %q with the ring on %q, want the rules' text", s.State("overlay"), s.Focused())
	}
	s.Save("keys-rules-ring")
	s.Press(ui.IntentBack)
	s.Idle(2, -1, -1)
	if s.State("overlay") != "" || s.Focused() != "rules" {
		t.Fatalf("Esc left %q open with the ring on %q, want it back on rules", s.State("overlay"), s.Focused())
	}
	tabTo(t, s, "share")
	s.Key(ui.NavActivate)
	s.Idle(2, -1, -1)
	if s.State("overlay") != "share" || s.Focused() != "copy-record" {
		t.Fatalf("Enter on Share opened %q with the ring on %q, want Copy the record", s.State("overlay"), s.Focused())
	}
	tabTo(t, s, "close")
	s.Key(ui.NavActivate)
	s.Idle(2, -1, -1)
	if s.State("overlay") != "" || s.Focused() != "share" {
		t.Errorf("Close left %q open with the ring on %q, want it back on share", s.State("overlay"), s.Focused())
	}
}

// TestTheSettingsScrollByKeys opens the settings of Mergers with six
// seats in a window too short for them and scrolls them by Page Down, End
// and Home, and by Down while the ring is on nothing.
func TestTheSettingsScrollByKeys(t *testing.T) {
	m := tabletest.Match(t, "mergers mode=advanced players=6", 1)
	tb, _ := tabletest.Seated(table.Config{Match: m, View: boardOf(t, m.Options()).New(), Bot: quick}, everyone)
	s := uitest.NewScreen(t, 480, 560, 1, tb)
	s.Click("settings")
	s.Idle(2, -1, -1)
	off, most := scrolled(s)
	if s.State("overlay") != "settings" || most <= 0 || off != 0 {
		t.Fatalf("the settings are %q, scrolled %v of %v: nothing to scroll", s.State("overlay"), off, most)
	}
	s.Key(ui.NavDown)
	if off, _ := scrolled(s); off <= 0 || s.Focused() != "" {
		t.Fatalf("Down off the controls scrolled to %v, ring on %q", off, s.Focused())
	}
	s.Key(ui.NavEnd)
	if off, _ := scrolled(s); off != most {
		t.Fatalf("End scrolled to %v, want %v", off, most)
	}
	s.Key(ui.NavHome)
	s.Key(ui.NavPageDown)
	if off, _ := scrolled(s); off <= 0 {
		t.Fatalf("Page Down scrolled to %v", off)
	}
}
