//go:build !js

package lobby

import (
	"fmt"
	"strings"
	"testing"

	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestTheFormsClockGoesIntoOpenAndQuick: the clock chosen on Create a
// table or Quick game (none, real-time minutes and seconds, days a move)
// is the clock of the open or quick message the form sends, as the
// table the server seats the player at says; a private table's form
// offers no clock.
func TestTheFormsClockGoesIntoOpenAndQuick(t *testing.T) {
	site := onlinetest.Site(t, server.Config{Rate: 1e4, Burst: 1e4})
	for _, c := range []struct {
		name   string
		clicks []string
		want   string
	}{
		{"a table with no clock", []string{"create", "game:kalah"}, ""},
		{"a table of five minutes and three seconds", []string{"create", "game:kalah", "clock:real"}, "5+3"},
		{"a table of ten minutes and two seconds", []string{"create", "game:kalah", "clock:real", "base:+", "inc:-"}, "10+2"},
		{"a table of a quarter minute", []string{"create", "game:yote", "clock:real", "base:-", "base:-", "base:-", "base:-", "base:-", "inc:-", "inc:-", "inc:-"}, "1/4+0"},
		{"a table of seven days a move", []string{"create", "game:connectfour", "clock:days", "days:7"}, "7d"},
		{"a clock chosen then none", []string{"create", "game:kalah", "clock:days", "clock:none"}, ""},
		{"a quick game of one day a move", []string{"quick", "clock:days", "days:1"}, "1d"},
		{"a quick game of thirty minutes and thirty seconds", []string{"quick", "clock:real", "base:+", "base:+", "base:+", "inc:+", "inc:+", "inc:+", "inc:+", "inc:+"}, "30+30"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, _ := enterLobby(t, site, "Ann", desktop)
			for _, name := range c.clicks {
				s.Click(name)
			}
			if got := s.State("form").(map[string]any)["clock"]; got != c.want {
				t.Fatalf("the form's clock is %q, want %q", got, c.want)
			}
			s.Click("submit")
			tickUntil(t, s, onlinetest.Wait, "the seat", func() bool { return stage(s) == "waiting" })
			if got := s.Scene().(*lobby).view.sitting.Table.Clock; got != c.want {
				t.Errorf("the server seated Ann at a table of clock %q, want %q", got, c.want)
			}
			s.Scene().(*lobby).leave()
		})
	}

	s, _ := enterLobby(t, site, "Ann", desktop)
	s.Click("create")
	s.Click("clock:real")
	s.Click("where:private")
	if _, ok := s.Scene().Targets()["clock:real"]; ok || s.State("form").(map[string]any)["clock"] != "" {
		t.Errorf("a private table's form offers a clock: %v", s.State("form"))
	}
	s.Click("where:lobby")
	if got := s.State("form").(map[string]any)["clock"]; got != "5+3" {
		t.Errorf("back in the lobby the form's clock is %q, not the one chosen", got)
	}
	s.Scene().(*lobby).leave()
}

// TestTheFormsClockByKeyboardAndScreenReader: the reader's document has
// the clock's kinds as options and a real-time clock's minutes and
// seconds as Less and More; Up and Down on the minutes step them, as a
// stepper's do.
func TestTheFormsClockByKeyboardAndScreenReader(t *testing.T) {
	site := onlinetest.Site(t, server.Config{Rate: 1e4, Burst: 1e4})
	s, _ := enterLobby(t, site, "Ann", desktop)
	s.Click("quick")
	act(s, "clock:real")
	sp := s.Scene().(ui.Speaker).Speech()
	var kinds, steps []ui.Action
	for _, a := range sp.Actions {
		switch {
		case strings.HasPrefix(a.ID, "clock:"):
			kinds = append(kinds, a)
		case strings.HasPrefix(a.ID, "base:") || strings.HasPrefix(a.ID, "inc:"):
			steps = append(steps, a)
		}
	}
	if len(kinds) != 3 || kinds[0].Group != "Clock" || !kinds[1].Pressed || kinds[1].Label != "Real-time" {
		t.Errorf("the clock's kinds read %+v", kinds)
	}
	if len(steps) != 4 || steps[0].Group != "Minutes: 5 min" || steps[2].Group != "Seconds added a move: +3 s" {
		t.Errorf("the minutes and seconds read %+v", steps)
	}
	act(s, "base:+")
	s.KeyClick("inc:+")
	if got := s.State("form").(map[string]any)["clock"]; got != "10+5" {
		t.Errorf("by the reader and the keyboard the clock is %q, want 10+5", got)
	}
	if note := s.Scene().(*lobby).form.note(); !strings.Contains(note, "10 minutes for the game, and 5 seconds more after each move") {
		t.Errorf("the form's note says %q", note)
	}
	s.Scene().(*lobby).leave()
}

// TestTheListShowsATablesClock: a table opened with a clock shows it on
// its row and in its Sit button's words, and in the news of it; a table
// with none says nothing of a clock. At a desktop's size and a phone's,
// the rows fit; PARLOR_SHOTS keeps a picture of each.
func TestTheListShowsATablesClock(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {1170, 2532, 3}} {
		site := onlinetest.Site(t, server.Config{Rate: 1e4, Burst: 1e4})
		s, _ := enterLobby(t, site, "Ann", sz)
		for _, o := range []struct {
			name, game, clock string
			seats             []string
		}{
			{"Bo", "kalah houses=4 seeds=3", "5+3", []string{"you", "open"}},
			{"Cy", "yote", "3d", []string{"you", "open"}},
			{"Di", "connectfour", "", []string{"you", "open"}},
			{"Ed", "cantstop players=3", "1/2+0", []string{"you", "open", "open"}},
		} {
			p := player(t, site, o.name)
			if err := p.Send(protocol.Open{Game: o.game, Seats: o.seats, Rated: true, Clock: o.clock}); err != nil {
				t.Fatal(err)
			}
			seated(t, p)
		}
		tickUntil(t, s, onlinetest.Wait, "the tables", func() bool { return len(tableIDs(s)) == 4 })
		rows := strings.Join(s.State("rows").([]string), "\n")
		for _, want := range []string{"Kalah (4, 3) · Rated · 5 min + 3 s · Bo", "Yote – 4 × 5 · Rated · 3 days a move · Cy", "Connect Four · Rated · Di", "Can't Stop, 3 players · Rated · ½ min · Ed"} {
			if !strings.Contains(rows, want) {
				t.Errorf("%v: the rows say\n%s\nnot %q", sz, rows, want)
			}
		}
		var sits []string
		for _, a := range s.Scene().(ui.Speaker).Speech().Actions {
			if strings.HasPrefix(a.ID, "sit:") {
				sits = append(sits, a.Label)
			}
		}
		for _, want := range []string{"Kalah (4, 3), rated, 5 min + 3 s, table, Bo", "Yote – 4 × 5, rated, 3 days a move, table, Cy", "Connect Four, rated, table, Di"} {
			if !strings.Contains(strings.Join(sits, "\n"), want) {
				t.Errorf("%v: the Sit buttons read %q, not %q", sz, sits, want)
			}
		}
		if said := strings.Join(s.Scene().(*lobby).Speech().Said, " "); !strings.Contains(said, "Bo opened a table: Kalah (4, 3), rated, 5 min + 3 s.") {
			t.Errorf("%v: the news of Bo's table was %q", sz, said)
		}
		s.Idle(2, -1, -1)
		uitest.CheckTargets(t, "the list of clocks", s.Scene().Targets(), sz[0], sz[1])
		uitest.CheckText(t, "the list of clocks", s)
		s.Save(fmt.Sprintf("lobby-clocks-list-%.0fx%.0f", sz[0]/sz[2], sz[1]/sz[2]))
		s.Scene().(*lobby).leave()
	}
}

// TestTheFormsClockFits: Create a table with a real-time clock, and
// Quick game with days a move, fit a desktop's screen and a phone's:
// every control on the screen, none overlapping, large enough to tap,
// no text off the screen. PARLOR_SHOTS keeps a picture of each.
func TestTheFormsClockFits(t *testing.T) {
	site := onlinetest.Site(t, server.Config{Rate: 1e4, Burst: 1e4})
	for _, f := range []struct {
		name   string
		clicks []string
	}{
		{"create-real", []string{"create", "game:kalah", "clock:real"}},
		{"create-mergers-real", []string{"create", "game:mergers", "opt:mode:advanced", "opt:players:6", "rated:casual", "bots:+", "bots:+", "clock:real"}},
		{"quick-days", []string{"filter:connectfour", "quick", "any:these", "clock:days"}},
	} {
		for _, sz := range [][3]float64{{1280, 800, 1}, {1100, 760, 1}, {640, 480, 1}, {1170, 2532, 3}, {750, 1334, 2}} {
			label := fmt.Sprintf("%s at %v", f.name, sz)
			s := reach(t, site, sz, f.clicks...)
			s.Idle(2, -1, -1)
			checkLayout(t, label, s, sz)
			if sz == [3]float64{1280, 800, 1} || sz == [3]float64{1170, 2532, 3} {
				s.Save(fmt.Sprintf("lobby-clocks-%s-%.0fx%.0f", f.name, sz[0]/sz[2], sz[1]/sz[2]))
			}
			s.Scene().(*lobby).leave()
		}
	}
}
