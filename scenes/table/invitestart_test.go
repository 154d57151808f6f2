//go:build !js

package table_test

import (
	"fmt"
	"testing"

	"parlor/scenes"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// inviteSizes are the screens Invite is chosen on: desktop windows and
// phones (w, h, device scale).
var inviteSizes = [][3]float64{{1280, 800, 1}, {1920, 1080, 1}, {1440, 900, 1}, {1000, 700, 1}, {2560, 1600, 2}, {1170, 2532, 3}, {750, 1334, 2}, {1080, 2400, 2.625}}

// TestInviteAndStartIsWhereInviteWasChosen chooses Invite for the second
// seat in WHO PLAYS, wherever the settings are (in the panel, or behind
// Settings), for every game's defaults and its variant with the most
// seats, on desktops and phones: the settings stay where they were, and
// Invite and start shows among them, on the screen, labelled so.
func TestInviteAndStartIsWhereInviteWasChosen(t *testing.T) {
	for _, b := range scenes.Boards() {
		for _, o := range []string{b.Game.Defaults().String(), mostSeats(b.Game).String()} {
			for _, sz := range inviteSizes {
				label := fmt.Sprintf("%s %.0fx%.0f", o, sz[0], sz[1])
				m := tabletest.Match(t, o, 1)
				tb, _ := tabletest.Seated(table.Config{Match: m, View: boardOf(t, m.Options()).New(), Bot: quick}, "person medium medium medium medium medium")
				s := uitest.NewScreen(t, sz[0], sz[1], sz[2], tb)
				if _, ok := s.Scene().Targets()["settings"]; ok {
					s.Click("settings")
				}
				where := s.State("overlay")
				s.Click("seat:2:invite")
				if s.State("overlay") != where {
					t.Errorf("%s: choosing Invite moved the settings from %q to %q", label, where, s.State("overlay"))
					continue
				}
				tg := s.Scene().Targets()
				apply, ok := tg["apply"]
				if !ok {
					t.Errorf("%s: no Invite and start where Invite was chosen (overlay %q)", label, where)
					continue
				}
				uitest.CheckTargets(t, label, tg, sz[0], sz[1])
				if !drawnOn(s, "Invite and start", apply) {
					t.Errorf("%s: the button at %+v is not labelled Invite and start", label, apply)
				}
				if o == b.Game.Defaults().String() || b.Game.ID == "mergers" {
					s.Save(fmt.Sprintf("invite-start-%s-%d-%.0fx%.0f", b.Game.ID, len(m.Options().Seats()), sz[0], sz[1]))
				}
			}
		}
	}
}

// drawnOn reports whether text is drawn in the middle of r.
func drawnOn(s *uitest.Screen, text string, r ui.Rect) bool {
	th := s.Context().Theme
	found := false
	th.Traced = func(str string, _ *ui.Face, tr ui.Rect) {
		cx, cy := tr.Center()
		if str == text && r.Contains(cx, cy) {
			found = true
		}
	}
	s.Draw()
	th.Traced = nil
	return found
}
