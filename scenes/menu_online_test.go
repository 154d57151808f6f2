//go:build !js

package scenes

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"parlor/game/online/client"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestTheMenuOffersPlayOnline: Play online is on the menu beside Online
// games, at every size, and opens the lobby of the page's own site (here
// one where no server answers, which the lobby names).
func TestTheMenuOffersPlayOnline(t *testing.T) {
	o, h := newOpener()
	h.Site = "http://127.0.0.1:1/"
	room.Hold(h, room.Held{Room: "r", Site: h.Site, Token: "t", Seat: 0, Game: "kalah"})
	for _, sz := range [][3]float64{{1100, 760, 1}, {1000, 700, 1}, {640, 480, 1}, {1920, 1080, 1}, {1170, 2532, 3}, {750, 1334, 2}, {1080, 2400, 2.625}} {
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], newMenu(o, ""))
		targets := s.Scene().Targets()
		if _, ok := targets["lobby"]; !ok {
			t.Fatalf("%v: no Play online", sz)
		}
		uitest.CheckTargets(t, fmt.Sprint(sz), targets, sz[0], sz[1])
		uitest.CheckText(t, fmt.Sprint(sz), s)
		switch sz {
		case [3]float64{1100, 760, 1}:
			s.Save("menu-play-online-desktop")
		case [3]float64{1170, 2532, 3}:
			s.Save("menu-play-online-phone")
		}
	}
	h.Store(client.ProfileKey(h.Site), strings.Repeat("0", 32))
	s := uitest.NewScreen(t, 1100, 760, 1, newMenu(o, ""))
	s.Click("lobby")
	if s.State("scene") != "lobby" {
		t.Fatalf("Play online opens %v", s.Scene().Probe())
	}
	defer s.Scene().(interface{ Leave() }).Leave()
	for deadline := time.Now().Add(10 * time.Second); s.State("stage") != "failed"; s.Tick(ui.Input{X: -1, Y: -1}) {
		if time.Now().After(deadline) {
			t.Fatalf("the lobby did not fail to sign in: %v", s.Scene().Probe())
		}
		time.Sleep(2 * time.Millisecond)
	}
	if msg, _ := s.State("message").(string); !strings.Contains(msg, h.Site) {
		t.Errorf("Play online opens the lobby of another site: %q", msg)
	}
}
