//go:build !js

package lobby

import (
	"context"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online/client"
	"parlor/game/online/memstore"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// The lobby is tested here against a real game server (its memory store
// keeps the profiles and the tables) over real WebSockets: lobby screens
// and other players' client.Lobby meet through it.

// lobbyOnMemory runs a game server with a lobby and returns its site.
func lobbyOnMemory(t *testing.T) string {
	t.Helper()
	return lobbyOnMemoryWith(t, server.Config{})
}

// lobbyOnMemoryWith runs a game server with a lobby, configured as c
// but for its store (a new memory store), games, log and rate, and
// returns its site.
func lobbyOnMemoryWith(t *testing.T, c server.Config) string {
	t.Helper()
	c.Store, c.Games, c.Rate, c.Burst, c.Logf = memstore.New(), games.All(), 1e4, 1e4, t.Logf
	srv := server.New(c)
	mux := http.NewServeMux()
	mux.Handle("/online", srv)
	hs := httptest.NewServer(mux)
	t.Cleanup(func() {
		hs.CloseClientConnections()
		hs.Close()
		srv.Close()
	})
	return hs.URL + "/"
}

// tickUntil ticks s until ok, and fails the test if that takes over d; it
// returns how long it took.
func tickUntil(t *testing.T, s *uitest.Screen, d time.Duration, what string, ok func() bool) time.Duration {
	t.Helper()
	start := time.Now()
	for !ok() {
		if time.Since(start) > d {
			t.Fatalf("%s: not within %v; the scene is %v", what, d, s.Scene().Probe())
		}
		s.Idle(1, -1, -1)
		time.Sleep(2 * time.Millisecond)
	}
	return time.Since(start)
}

// stage is the lobby's stage on show, or the scene's name.
func stage(s *uitest.Screen) string {
	if st, ok := s.State("stage").(string); ok && s.State("scene") == "lobby" {
		return st
	}
	return s.State("scene").(string)
}

// enterLobby opens the lobby of site on a fresh device of size sz, makes
// a profile named name there and waits for the list.
func enterLobby(t *testing.T, site, name string, sz [3]float64) (*uitest.Screen, *table.MemoryHost) {
	t.Helper()
	o, h := newOpener()
	h.Site = site
	s := uitest.NewScreen(t, sz[0], sz[1], sz[2], newLobby(o, site))
	if stage(s) != "name" {
		t.Fatalf("a first visit shows %q, not the name", stage(s))
	}
	s.Type(name)
	s.Click("continue")
	tickUntil(t, s, 10*time.Second, "signing in", func() bool { return stage(s) == "list" })
	if s.State("me") != name || h.Load(client.ProfileKey(site)) == "" {
		t.Fatalf("signed in as %v, key kept %q", s.State("me"), h.Load(client.ProfileKey(site)))
	}
	return s, h
}

// reach enters the lobby of site as Ann on a fresh device of size sz
// (enterLobby) and clicks the named targets in turn.
func reach(t *testing.T, site string, sz [3]float64, clicks ...string) *uitest.Screen {
	t.Helper()
	s, _ := enterLobby(t, site, "Ann", sz)
	for _, name := range clicks {
		s.Click(name)
	}
	return s
}

// player is another player in the lobby, as a client.Lobby.
func player(t *testing.T, site, name string) *client.Lobby {
	t.Helper()
	l, err := client.OpenLobby(context.Background(), site, "", name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(l.Close)
	return l
}

// seated waits for l's seat at a table.
func seated(t *testing.T, l *client.Lobby) {
	t.Helper()
	deadline := time.After(onlinetest.Wait)
	for !l.Sitting.On() {
		select {
		case m := <-l.Incoming():
			if u := l.Take(m); u.Refused != nil {
				t.Fatalf("refused: %v", u.Refused)
			}
		case <-deadline:
			t.Fatal("never seated")
		}
	}
}

var desktop = [3]float64{1100, 760, 1}

// TestTheLobbyShowsATableOpenedElsewhereWithinASecond: a lobby screen
// shows the table another player opens, live, within a second; filtered
// to another game it does not; the table closed, it goes.
func TestTheLobbyShowsATableOpenedElsewhereWithinASecond(t *testing.T) {
	site := lobbyOnMemory(t)
	s, _ := enterLobby(t, site, "Ann", desktop)
	bo := player(t, site, "Bo")
	if err := bo.Send(protocol.Open{Game: "kalah houses=4 seeds=3", Seats: []string{"you", "open"}, Rated: true}); err != nil {
		t.Fatal(err)
	}
	took := tickUntil(t, s, time.Second, "the table opened elsewhere", func() bool { return len(tableIDs(s)) == 1 })
	t.Logf("the table showed after %v", took)
	rows := s.State("rows").([]string)
	if !strings.Contains(rows[0], "Kalah (4, 3)") || !strings.Contains(rows[0], "Rated") || !strings.Contains(rows[0], "Bo 1500?") || !strings.Contains(rows[0], "1 seat free") {
		t.Errorf("the row says %q", rows[0])
	}
	if said := strings.Join(s.Scene().(*lobby).Speech().Said, " "); !strings.Contains(said, "Bo opened a table: Kalah (4, 3), rated.") {
		t.Errorf("the screen reader was told %q", said)
	}
	s.Save("lobby-list")
	s.Click("filter:yote")
	if len(tableIDs(s)) != 0 {
		t.Error("Yote's filter shows Kalah's table")
	}
	s.Click("filter:kalah")
	if len(tableIDs(s)) != 1 {
		t.Error("Kalah's filter hides Kalah's table")
	}
	seated(t, bo)
	if err := bo.Stand(); err != nil {
		t.Fatal(err)
	}
	tickUntil(t, s, time.Second, "the table closed elsewhere", func() bool { return len(tableIDs(s)) == 0 })
}

// tableIDs are the tables the lobby screen lists.
func tableIDs(s *uitest.Screen) []string {
	ids, _ := s.State("tables").([]string)
	return ids
}

// TestQuickGameFromTwoScreensOpensTheGameOnBoth: two lobby screens ask
// for a quick game of Kalah (4, 3), rated; the server pairs them, each
// waits then opens its game, its seat held for Online games.
func TestQuickGameFromTwoScreensOpensTheGameOnBoth(t *testing.T) {
	site := lobbyOnMemory(t)
	var screens []*uitest.Screen
	var hosts []*table.MemoryHost
	for _, name := range []string{"Ann", "Bo"} {
		s, h := enterLobby(t, site, name, desktop)
		s.Click("filter:kalah")
		s.Click("quick")
		if stage(s) != "form" {
			t.Fatalf("Quick game shows %q", stage(s))
		}
		s.Click("any:these")
		for s.Scene().(*lobby).form.opts.Int("houses") > 4 {
			s.Click("opt:houses:-")
		}
		for s.Scene().(*lobby).form.opts.Int("seeds") > 3 {
			s.Click("opt:seeds:-")
		}
		if f := s.State("form").(map[string]any); f["game"] != "kalah houses=4 seeds=3" || f["rated"] != true || f["any"] != false {
			t.Fatalf("the form is %v", f)
		}
		s.Click("submit")
		screens, hosts = append(screens, s), append(hosts, h)
		if name == "Ann" {
			tickUntil(t, s, 5*time.Second, "Ann's seek", func() bool { return stage(s) == "waiting" })
			s.Save("lobby-waiting")
		}
	}
	for i, s := range screens {
		tickUntil(t, s, 10*time.Second, "the game opened", func() bool { return stage(s) == "kalah" })
		st := s.Scene().Probe()["online"].(map[string]any)
		if st["seat"] != i && st["seat"] != 1-i {
			t.Errorf("screen %d sits at %v", i, st["seat"])
		}
		held := room.LoadHeld(hosts[i])
		if len(held) != 1 || held[0].Site != site || held[0].Token == "" {
			t.Errorf("screen %d holds %+v", i, held)
		}
	}
	a, b := screens[0].Scene().Probe()["online"].(map[string]any), screens[1].Scene().Probe()["online"].(map[string]any)
	if a["room"] != b["room"] || a["seat"] == b["seat"] {
		t.Errorf("paired in rooms %v and %v, seats %v and %v", a["room"], b["room"], a["seat"], b["seat"])
	}
	players := a["players"].([]string)
	if !slices.ContainsFunc(players, func(p string) bool { return strings.Contains(p, "Ann") }) ||
		!slices.ContainsFunc(players, func(p string) bool { return strings.Contains(p, "Bo") }) {
		t.Errorf("the players are %q", players)
	}
	playRatedToTheEnd(t, screens)
	// A reload (a restart) comes back to the game.
	here, err := client.ParseLink(hosts[0].Load(prefs.HereKey))
	if err != nil {
		t.Fatalf("the game's link kept for a reload: %v", err)
	}
	again := uitest.NewScreen(t, 1100, 760, 1, open(testApp{hosts[0]}).openOnline(here))
	tickUntil(t, again, 10*time.Second, "the game after a reload", func() bool { return stage(again) == "kalah" && again.State("over") == true })
	again.Click("menu")
}

// playRatedToTheEnd plays the rated game on the two screens to its end,
// each making its first legal move in turn through the screen reader's
// buttons: a take-back is refused at once with the words of a rated
// game, and at the end both screens show both ratings, before and after.
func playRatedToTheEnd(t *testing.T, screens []*uitest.Screen) {
	t.Helper()
	for i, s := range screens {
		if st := s.Scene().Probe()["online"].(map[string]any); st["rated"] != true {
			t.Fatalf("screen %d's game is not rated: %v", i, st)
		}
	}
	mover := func() *uitest.Screen {
		for _, s := range screens {
			s.Idle(1, -1, -1)
		}
		for _, s := range screens {
			for _, a := range s.Scene().(ui.Speaker).Speech().Actions {
				if strings.HasPrefix(a.ID, "move:") {
					return s
				}
			}
		}
		return nil
	}
	first := tickUntil(t, screens[0], 10*time.Second, "the first move offered", func() bool { return mover() != nil })
	_ = first
	s := mover()
	s.Press(ui.IntentUndo)
	if note := s.State("note"); note != "A rated game has no take-backs: the move stands." {
		t.Errorf("a take-back asked in a rated game says %q", note)
	}
	for moves := 0; screens[0].State("over") != true || screens[1].State("over") != true; moves++ {
		if moves > 400 {
			t.Fatal("the game did not end in 400 moves")
		}
		var s *uitest.Screen
		tickUntil(t, screens[0], 10*time.Second, "a move offered", func() bool {
			s = mover()
			return s != nil || screens[0].State("over") == true && screens[1].State("over") == true
		})
		if s == nil {
			break
		}
		for _, a := range s.Scene().(ui.Speaker).Speech().Actions {
			if strings.HasPrefix(a.ID, "move:") {
				s.Context().Acts = []string{a.ID}
				s.Idle(1, -1, -1)
				s.Settle()
				break
			}
		}
	}
	for i, s := range screens {
		tickUntil(t, s, 10*time.Second, "the ratings", func() bool {
			return s.Scene().Probe()["online"].(map[string]any)["ratings"] != ""
		})
		words := s.Scene().Probe()["online"].(map[string]any)["ratings"].(string)
		if !strings.HasPrefix(words, "Ratings: ") || !strings.Contains(words, "Ann 1500? → ") || !strings.Contains(words, "Bo 1500? → ") {
			t.Errorf("screen %d says %q", i, words)
		}
		if note, _ := s.State("note").(string); note != words {
			t.Errorf("screen %d's note is %q, not the ratings", i, note)
		}
		s.Save([]string{"table-rated-end-ann", "table-rated-end-bo"}[i])
	}
}
