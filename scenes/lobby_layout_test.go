//go:build !js

package scenes

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/table"
	"parlor/scenes/ui/uitest"
)

// lobbyScreen is a screen of the lobby to check: its name and how to
// reach it on a fresh screen of size sz, on the game server at site.
type lobbyScreen struct {
	name string
	open func(t *testing.T, site string, sz [3]float64) *uitest.Screen
}

// opens opens the tables others keep open on site: one of every kind,
// with clocks of every kind.
func opens(t *testing.T, site string) {
	t.Helper()
	for _, o := range []struct {
		name, game string
		seats      []string
		rated      bool
		quick, any bool
		clock      string
	}{
		{"Bo", "kalah houses=6 seeds=4", []string{"you", "open"}, true, false, false, "5+3"},
		{"Cy", "connectfour rules=classic first=2", []string{"open", "you"}, false, false, false, ""},
		{"Dee", "cantstop players=4", []string{"you", "open", "medium", "open"}, false, false, false, "7d"},
		{"Eli", "mergers mode=advanced players=3", nil, true, true, true, "15+30"},
		{"Fay", "yote rows=6", nil, true, true, false, "1/4+0"},
		{"Gus Ravensworth-Delacro", "connectfour rules=growing", []string{"you", "open"}, true, false, false, "1d"},
	} {
		p := player(t, site, o.name)
		m := protocol.ClientMessage{Type: protocol.TypeOpen, Game: o.game, Seats: o.seats, Rated: o.rated, Clock: o.clock}
		if o.quick {
			m = protocol.ClientMessage{Type: protocol.TypeQuick, Game: o.game, Rated: o.rated, Any: o.any, Clock: o.clock}
		}
		if err := p.Send(m); err != nil {
			t.Fatal(err)
		}
		seated(t, p)
	}
}

// lobbyScreens are the lobby's screens, from the way in to the wait (the
// empty list before any table is open).
var lobbyScreens = []lobbyScreen{
	{"name", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		o, _ := newOpener()
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], newLobby(o, site))
		s.Type("Ann")
		return s
	}},
	{"signing", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		o, _ := newOpener()
		l := &lobby{open: o, site: site, known: map[string]bool{}, stage: stageSigning, signing: make(chan signed)}
		return uitest.NewScreen(t, sz[0], sz[1], sz[2], l)
	}},
	{"no-server", func(t *testing.T, _ string, sz [3]float64) *uitest.Screen {
		static := httptest.NewServer(http.NotFoundHandler())
		t.Cleanup(static.Close)
		o, h := newOpener()
		h.Store(client.ProfileKey(static.URL+"/"), "k")
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], newLobby(o, static.URL+"/"))
		tickUntil(t, s, 10*time.Second, "the failure", func() bool { return stage(s) == "failed" })
		return s
	}},
	{"swap", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		ann := player(t, site, "Ann")
		bo := player(t, site, "Bo")
		o, h := newOpener()
		h.Store(client.ProfileKey(site), bo.Key)
		link, _ := client.ParseLink(ann.ProfileLink())
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], o.openOnline(link))
		tickUntil(t, s, 10*time.Second, "the question", func() bool { return stage(s) == "swap" })
		return s
	}},
	{"list-empty-kalah", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		s, _ := enterLobby(t, site, "Ann", sz)
		s.Click("filter:kalah")
		return s
	}},
	{"list", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		s, h := enterLobby(t, site, "Ann", sz)
		mine, err := client.OpenLobby(t.Context(), site, h.Load(client.ProfileKey(site)), "")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(mine.Close)
		if err := mine.Send(protocol.ClientMessage{Type: protocol.TypeOpen, Game: "kalah houses=4 seeds=3", Seats: []string{"open", "you"}}); err != nil {
			t.Fatal(err)
		}
		seated(t, mine)
		opens(t, site)
		tickUntil(t, s, 5*time.Second, "the tables", func() bool { return len(s.State("tables").([]string)) >= 7 })
		return s
	}},
	{"quick-any", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		s, _ := enterLobby(t, site, "Ann", sz)
		s.Click("quick")
		return s
	}},
	{"quick-kalah", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		s, _ := enterLobby(t, site, "Ann", sz)
		s.Click("filter:kalah")
		s.Click("quick")
		s.Click("any:these")
		return s
	}},
	{"create", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		s, _ := enterLobby(t, site, "Ann", sz)
		s.Click("create")
		return s
	}},
	{"create-mergers", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		s, _ := enterLobby(t, site, "Ann", sz)
		s.Click("create")
		s.Click("game:mergers")
		s.Click("opt:mode:advanced")
		s.Click("opt:players:6")
		s.Click("rated:casual")
		s.Click("bots:+")
		s.Click("bots:+")
		return s
	}},
	{"create-private", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		s, _ := enterLobby(t, site, "Ann", sz)
		s.Click("create")
		s.Click("game:cantstop")
		s.Click("where:private")
		return s
	}},
	{"waiting", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		s, _ := enterLobby(t, site, "Ann", sz)
		s.Click("create")
		s.Click("game:cantstop")
		s.Click("opt:players:3")
		s.Click("submit")
		tickUntil(t, s, 5*time.Second, "the wait", func() bool { return stage(s) == "waiting" })
		return s
	}},
}

// lobbySizes are the screens the lobby is checked at: desktop windows
// (1100 × 760 is the window Parlor opens) and phones held upright.
var lobbySizes = [][3]float64{{1100, 760, 1}, {1000, 700, 1}, {640, 480, 1}, {1920, 1080, 1}, {1170, 2532, 3}, {750, 1334, 2}, {1080, 2400, 2.625}}

// TestTheLobbyFitsEveryScreen opens every screen of the lobby at desktop
// and phone sizes: every control on the screen, none overlapping, large
// enough to tap on a phone, its label whole; no text under the floor or
// off the screen. PARLOR_SHOTS keeps a picture of each at 1100 × 760 and
// 390 × 844.
func TestTheLobbyFitsEveryScreen(t *testing.T) {
	site := lobbyOnMemory(t)
	for _, ls := range lobbyScreens {
		for _, sz := range lobbySizes {
			label := fmt.Sprintf("%s at %v", ls.name, sz)
			s := ls.open(t, site, sz)
			s.Idle(2, -1, -1)
			targets := s.Scene().Targets()
			if len(targets) == 0 {
				t.Errorf("%s: no targets", label)
			}
			uitest.CheckTargets(t, label, targets, sz[0], sz[1])
			uitest.CheckText(t, label, s)
			if sz[2] > 1 {
				for name, r := range targets {
					if r.H < 44*sz[2]-0.5 || r.W < 44*sz[2]-0.5 {
						t.Errorf("%s: %s is %.0f × %.0f CSS px, under 44", label, name, r.W/sz[2], r.H/sz[2])
					}
				}
			}
			switch sz {
			case [3]float64{1100, 760, 1}:
				s.Save("lobby-" + ls.name + "-desktop")
			case [3]float64{1170, 2532, 3}:
				s.Save("lobby-" + ls.name + "-phone")
			}
			if l, ok := s.Scene().(*lobby); ok {
				l.leave()
			}
		}
	}
}

// TestTheMenuOffersPlayOnline: Play online is on the menu beside Online
// games, at every size, and opens the lobby of the page's own site.
func TestTheMenuOffersPlayOnline(t *testing.T) {
	o, h := newOpener()
	h.Site = "http://127.0.0.1:1/"
	table.Hold(h, table.Held{Room: "r", Site: h.Site, Token: "t", Seat: 0, Game: "kalah"})
	for _, sz := range lobbySizes {
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
	s := uitest.NewScreen(t, 1100, 760, 1, newMenu(o, ""))
	s.Click("lobby")
	if s.State("scene") != "lobby" || s.Scene().(*lobby).site != h.Site {
		t.Fatalf("Play online opens %v", s.Scene().Probe())
	}
	s.Scene().(*lobby).leave()
}
