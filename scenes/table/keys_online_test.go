//go:build !js

package table_test

import (
	"testing"

	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestTheRingStaysAfterInvite chooses Invite for the second seat and
// Invite and start by the keys alone: the invitation opens with the ring
// on its first control, and when it closes the ring is on the table.
func TestTheRingStaysAfterInvite(t *testing.T) {
	m := tabletest.Match(t, "kalah", 7)
	b := boardOf(t, m.Options())
	h := &tabletest.Hand{View: b.New()}
	host := table.NewMemoryHost()
	host.Site = gameServer(t)
	host.Store(prefs.NameKey, "Cy")
	tb := table.New(table.Config{Match: m, View: h, Host: host, Home: func() ui.Scene { return tabletest.Home{} }})
	a := &onlineSeat{setting{s: uitest.NewScreen(t, 1280, 800, 1, tb), tb: tb, hand: h, host: host, board: b}, nil}
	tabTo(t, a.s, "seat:2:invite")
	a.s.Key(ui.NavActivate)
	tabTo(t, a.s, "apply")
	a.s.Key(ui.NavActivate)
	a.until(t, "the invitation", func() bool { return a.s.State("overlay") == "invite" })
	a.s.Idle(2, -1, -1)
	if _, ok := a.s.Scene().Targets()[a.s.Focused()]; !ok || a.s.Focused() == "" {
		t.Fatalf("the invitation is open with the ring on %q, among %v", a.s.Focused(), a.s.Scene().Targets())
	}
	a.s.Press(ui.IntentBack)
	a.s.Idle(2, -1, -1)
	if _, ok := a.s.Scene().Targets()[a.s.Focused()]; a.s.State("overlay") != "" || !ok {
		t.Errorf("after the invitation (overlay %q) the ring is on %q", a.s.State("overlay"), a.s.Focused())
	}
}
