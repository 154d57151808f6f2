//go:build !js

package table_test

import (
	"fmt"
	"strings"
	"testing"

	"parlor/scenes/prefs"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// linked is the scene a followed link opens, in these tests.
type linked struct{ tabletest.Home }

func (linked) Probe() map[string]any { return map[string]any{"scene": "linked"} }

// TestALinkFollowedAsksBeforeLeaving gives a table links as the page
// does when its address changes: its own game's link changes nothing but
// a note; another link, while a game is under way, asks (Stay here
// stays, Open the link goes, the game left kept for Continue); before the
// first move it goes at once.
func TestALinkFollowedAsksBeforeLeaving(t *testing.T) {
	st := seat(t, "connectfour rules=classic", "person person", quick)
	open := func() ui.Scene { return linked{} }
	st.tb.Follow(st.tb.Match().Link(st.host.Base()), open)
	st.s.Tick(ui.Input{X: -1, Y: -1})
	if st.s.State("scene") != "connectfour" || st.s.State("overlay") != "" {
		t.Fatalf("a fresh game left for a link: %v, overlay %q", st.s.State("scene"), st.s.State("overlay"))
	}
	st.s.Click("column:3")
	st.s.Settle()
	own := st.tb.Match().Link(st.host.Base())
	st.tb.Follow(own[strings.Index(own, "#"):], open) // the fragment alone, as the page gives it
	st.s.Tick(ui.Input{X: -1, Y: -1})
	if st.s.State("overlay") != "" || !strings.Contains(st.s.State("note").(string), "this game's") {
		t.Errorf("the game's own link: overlay %q, note %q", st.s.State("overlay"), st.s.State("note"))
	}
	other := tabletest.Match(t, "kalah houses=4 seeds=2", 3).Link(st.host.Base())
	for _, sz := range [][3]float64{{1280, 800, 1}, {750, 1334, 2}} {
		st.tb.Follow(other, open)
		s := uiScreen(t, st, sz)
		if s.State("overlay") != "link" || s.State("overlayTitle") != "Leave this game for the link's?" {
			t.Fatalf("another link while a game is under way: overlay %q titled %q", s.State("overlay"), s.State("overlayTitle"))
		}
		label := fmt.Sprintf("%.0fx%.0f", sz[0], sz[1])
		uitest.CheckText(t, label, s)
		uitest.CheckTargets(t, label, s.Scene().Targets(), sz[0], sz[1])
		s.Save("follow-link-" + label)
		s.Click("cancel")
		s.Settle()
		if s.State("scene") != "connectfour" || s.State("overlay") != "" || st.tb.Match().Plies() != 1 {
			t.Fatalf("Stay here: %v, overlay %q, %d plies", s.State("scene"), s.State("overlay"), st.tb.Match().Plies())
		}
	}
	st.s.Tick(ui.Input{X: -1, Y: -1})
	st.tb.Follow(other, open)
	st.s.Tick(ui.Input{X: -1, Y: -1})
	sp := st.tb.Speech()
	if d := sp.Dialog; d == nil || d.Title != "Leave this game for the link's?" || !d.Alert || len(d.Actions) != 2 || d.Actions[0].Label != "Open the link" {
		t.Errorf("the screen reader has the dialog %+v", d)
	}
	st.s.Click("confirm")
	st.s.Settle()
	if st.s.State("scene") != "linked" {
		t.Fatalf("Open the link went to %v", st.s.State("scene"))
	}
	if rec := st.host.Load(prefs.RecordKey("connectfour")); rec != st.tb.Match().Text() || st.host.Load(prefs.LastKey) != "connectfour" {
		t.Errorf("the game left is not kept for Continue: %q, last %q", rec, st.host.Load(prefs.LastKey))
	}
}

// TestAGuestsOwnLinksChangeNothing gives a guest's table, online, the
// links of its own room — its seat's, the watch link — as the page does
// when its address changes: no question, the game stays on show.
func TestAGuestsOwnLinksChangeNothing(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "kalah houses=6 seeds=4", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	for _, name := range []string{"watch", "seat"} {
		guest.tb.Follow(guest.link(t, name), func() ui.Scene { return linked{} })
		guest.s.Tick(ui.Input{X: -1, Y: -1})
		if guest.s.State("overlay") != "" || !strings.Contains(guest.s.State("note").(string), "this game's") {
			t.Errorf("the %s link of the guest's own game: overlay %q, note %q", name, guest.s.State("overlay"), guest.s.State("note"))
		}
	}
	guest.tb.Follow(a.link(t, "invite:2")+"x", func() ui.Scene { return linked{} })
	guest.s.Tick(ui.Input{X: -1, Y: -1})
	if guest.s.State("overlay") != "link" {
		t.Errorf("another room's link during a game online: overlay %q", guest.s.State("overlay"))
	}
}
