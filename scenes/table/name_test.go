//go:build !js

package table_test

import (
	"fmt"
	"slices"
	"testing"

	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestTheCreatorIsAskedHerName starts a game online from a screen that
// keeps no name: Invite and start asks for one first (on phones and
// desktops, every part on the screen, its text whole), keeps it, and the
// name reaches the other table: the guest waits for Cy, not for South.
// Once kept, the next Invite and start asks no more.
func TestTheCreatorIsAskedHerName(t *testing.T) {
	site := gameServer(t)
	m := tabletest.Match(t, "kalah houses=6 seeds=4", 7)
	b := boardOf(t, m.Options())
	h := &tabletest.Hand{View: b.New()}
	host := table.NewMemoryHost()
	host.Site = site
	host.Store(prefs.SeatsKey("kalah"), "person invite")
	tb := table.New(table.Config{Match: m, View: h, Host: host, Home: func() ui.Scene { return tabletest.Home{} }})
	a := &onlineSeat{setting{s: uitest.NewScreen(t, 1280, 800, 1, tb), tb: tb, hand: h, host: host, board: b}, nil}
	a.setSeat("apply")
	if a.s.State("overlay") != "name" || a.online() != nil {
		t.Fatalf("Invite and start opened %q (online %v), not the question of a name", a.s.State("overlay"), a.online())
	}
	for _, sz := range onlineSizes {
		s := uiScreen(t, &a.setting, sz)
		label := fmt.Sprintf("the name %.0fx%.0f", sz[0], sz[1])
		uitest.CheckText(t, label, s)
		uitest.CheckTargets(t, label, s.Scene().Targets(), sz[0], sz[1])
		s.Save(fmt.Sprintf("online-name-%.0fx%.0f", sz[0], sz[1]))
	}
	a.s.Tick(ui.Input{X: -1, Y: -1})
	if tb.TakesText() != true {
		t.Error("the table does not take the name's keys")
	}
	a.s.Type("Cy")
	a.s.Save("online-name-typed")
	a.s.Click("confirm")
	a.until(t, "the room", func() bool { return a.online() != nil })
	if got := host.Load(prefs.NameKey); got != "Cy" {
		t.Errorf("the name kept is %q", got)
	}
	guest := joinOnline(t, a.link(t, "invite:2"))
	guest.until(t, "Cy at the other table", func() bool {
		return slices.Contains(guest.players(), "South:Cy:here") && guest.s.State("headline") == "Waiting for Cy…"
	}, a)

	again := table.New(table.Config{Match: tabletest.Match(t, "kalah houses=6 seeds=4", 8), View: b.New(), Host: host, Home: func() ui.Scene { return tabletest.Home{} }})
	st := &setting{s: uitest.NewScreen(t, 1280, 800, 1, again), tb: again, host: host}
	st.setSeat("apply")
	if st.s.State("overlay") != "invite" {
		t.Errorf("with a name kept, Invite and start opened %q", st.s.State("overlay"))
	}
}
