//go:build !js

package lobby

import (
	"net"
	"slices"
	"testing"
	"time"

	"parlor/game/clock"
	"parlor/game/online/protocol"
	"parlor/scenes/table/room"
	"parlor/scenes/ui/uitest"
)

// silentSite is the site of a server that never answers: a screen that
// asks it waits.
func silentSite(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	return "http://" + ln.Addr().String() + "/"
}

// TestYourOnlineGamesSpeak: each game held is a button worded as its
// row — the game, your seat, where it stands and the time left — and
// opens that game, as a click on its row does; with none held the
// screen says how to get one. Back to the games goes to the menu.
func TestYourOnlineGamesSpeak(t *testing.T) {
	site := silentSite(t)
	o, h := newOpener()
	for _, held := range []room.Held{
		{Room: "r1", Site: site, Token: "a", Seat: 1, Game: "kalah houses=6 seeds=4"},
		{Room: "r2", Site: site, Token: "b", Seat: -1, Game: "connectfour rules=classic first=1"},
	} {
		if err := room.Hold(h, held); err != nil {
			t.Fatal(err)
		}
	}
	s := uitest.NewScreen(t, 1280, 800, 1, newYours(o))
	y := s.Scene().(*yours)
	now := time.UnixMilli(1_700_000_000_000)
	y.now = func() time.Time { return now }
	y.info["r1"] = protocol.RoomInfo{Room: "r1", Turn: 1, Deadline: now.Add(272 * time.Second).UnixMilli(), Clock: clock.MustParse("5+3")}
	y.info["r2"] = protocol.RoomInfo{Room: "r2", Over: true}
	sp := speechOf(s)
	if sp.Title != "Your online games" {
		t.Errorf("the title is %q", sp.Title)
	}
	var labels []string
	for _, a := range sp.Actions {
		labels = append(labels, a.Label)
	}
	want := []string{"Connect Four – Classic, you watch: finished", "Kalah (6, 4), you play North: your move, 4 min left", "Back to the games"}
	if !slices.Equal(labels, want) {
		t.Fatalf("the buttons say %q, want %q", labels, want)
	}
	act(s, sp.Actions[1].ID)
	s.Settle()
	if c, ok := s.Scene().(*connecting); !ok || c.site != site {
		t.Fatalf("Kalah's button opened %v", s.State("scene"))
	}

	none, _ := newOpener()
	s = uitest.NewScreen(t, 1280, 800, 1, newYours(none))
	sp = speechOf(s)
	if !slices.Equal(sp.Position, []string{noneYet}) || !slices.Equal(uitest.ActionIDs(sp), []string{"menu"}) {
		t.Errorf("with no games the screen says %q and offers %q", sp.Position, uitest.ActionIDs(sp))
	}
	act(s, "menu")
	s.Settle()
	if s.State("scene") != "menu" {
		t.Errorf("Back to the games shows %v", s.State("scene"))
	}
}
