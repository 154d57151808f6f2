//go:build !js

package lobby

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"parlor/game/online/client"
	"parlor/game/online/protocol"
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
		var m protocol.Message = protocol.Open{Game: o.game, Seats: o.seats, Rated: o.rated, Clock: o.clock}
		if o.quick {
			m = protocol.Quick{Game: o.game, Rated: o.rated, Any: o.any, Clock: o.clock}
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
	{"list-empty-kalah", reached("filter:kalah")},
	{"list", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		s, h := enterLobby(t, site, "Ann", sz)
		mine, err := client.OpenLobby(t.Context(), site, h.Load(client.ProfileKey(site)), "")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(mine.Close)
		if err := mine.Send(protocol.Open{Game: "kalah houses=4 seeds=3", Seats: []string{"open", "you"}}); err != nil {
			t.Fatal(err)
		}
		seated(t, mine)
		opens(t, site)
		tickUntil(t, s, 5*time.Second, "the tables", func() bool { return len(s.State("tables").([]string)) >= 7 })
		return s
	}},
	{"quick-any", reached("quick")},
	{"quick-kalah", reached("filter:kalah", "quick", "any:these")},
	{"create", reached("create")},
	{"create-mergers", reached("create", "game:mergers", "opt:mode:advanced", "opt:players:6", "rated:casual", "bots:+", "bots:+")},
	{"create-private", reached("create", "game:cantstop", "where:private")},
	{"waiting", func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
		s := reach(t, site, sz, "create", "game:cantstop", "opt:players:3", "submit")
		tickUntil(t, s, 5*time.Second, "the wait", func() bool { return stage(s) == "waiting" })
		return s
	}},
}

// reached opens a screen of the lobby by clicks from its list (reach).
func reached(clicks ...string) func(t *testing.T, site string, sz [3]float64) *uitest.Screen {
	return func(t *testing.T, site string, sz [3]float64) *uitest.Screen { return reach(t, site, sz, clicks...) }
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
			if len(s.Scene().Targets()) == 0 {
				t.Errorf("%s: no targets", label)
			}
			checkLayout(t, label, s, sz)
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
