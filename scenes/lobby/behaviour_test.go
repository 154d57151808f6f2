//go:build !js

package lobby

import (
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/online/client"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// leaveAndDraw clicks the named target, which leaves the lobby, and
// draws the screen at once: the lobby, let go, still shows as it fades
// out.
func leaveAndDraw(s *uitest.Screen, name string) {
	x, y := s.Target(name)
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	s.Draw()
	s.Idle(60, x, y)
}

// TestTheLobbyByKeyboardAndScreenReader: Tab reaches the filter, Quick
// game and a table's Sit, and Enter presses them; the reader's document
// has the filter as options, one pressed, and every table as a Sit
// button; sitting by the reader's button fills Bo's table, and the game
// opens for both.
func TestTheLobbyByKeyboardAndScreenReader(t *testing.T) {
	site := lobbyOnMemory(t)
	s, _ := enterLobby(t, site, "Ann", desktop)
	s.KeyClick("filter:kalah")
	if s.State("filter") != "kalah" {
		t.Fatalf("Enter on Kalah's filter shows %v", s.State("filter"))
	}
	s.KeyClick("quick")
	if stage(s) != "form" {
		t.Fatalf("Enter on Quick game shows %v", stage(s))
	}
	s.KeyClick("any:these")
	s.KeyClick("opt:houses:-")
	if f := s.State("form").(map[string]any); f["game"] != "kalah houses=5 seeds=4" || f["any"] != false {
		t.Errorf("the form by keyboard is %v", f)
	}
	// The form's choices are radios, a set a question under its title:
	// "Red" and "Yellow" are told whose question they answer.
	for _, a := range s.Scene().(ui.Speaker).Speech().Actions {
		if strings.HasPrefix(a.ID, "any:") || strings.HasPrefix(a.ID, "rated:") {
			if a.Kind != ui.KindRadio || strings.HasSuffix(a.ID, ":these") && a.Group != "" || strings.HasSuffix(a.ID, ":any") && a.Group == "" {
				t.Errorf("the form's choice %+v is no radio of a set with its title", a)
			}
		}
	}
	s.Press(ui.IntentBack)
	if stage(s) != "list" {
		t.Fatalf("Esc on the form shows %v", stage(s))
	}

	bo := player(t, site, "Bo")
	if err := bo.Send(protocol.Open{Game: "kalah houses=4 seeds=3", Seats: []string{"you", "open"}}); err != nil {
		t.Fatal(err)
	}
	seated(t, bo)
	tickUntil(t, s, time.Second, "Bo's table", func() bool { return len(tableIDs(s)) == 1 })
	id := tableIDs(s)[0]
	sp := s.Scene().(ui.Speaker).Speech()
	var filters, sits []ui.Action
	for _, a := range sp.Actions {
		switch {
		case strings.HasPrefix(a.ID, "filter:"):
			filters = append(filters, a)
		case strings.HasPrefix(a.ID, "sit:"):
			sits = append(sits, a)
		}
	}
	if len(filters) != 6 || filters[0].Group == "" || !slices.ContainsFunc(filters, func(a ui.Action) bool { return a.ID == "filter:kalah" && a.Kind == ui.KindRadio && a.Pressed }) {
		t.Errorf("the filter reads %+v", filters)
	}
	if len(sits) != 1 || sits[0].ID != "sit:"+id || sits[0].Group != "Open tables" || !strings.Contains(sits[0].Label, "Kalah (4, 3), casual, table, Bo 1500? waiting, 1 seat free") {
		t.Errorf("the tables read %+v", sits)
	}
	if pos := strings.Join(sp.Position, " "); !strings.Contains(pos, "Ann · Kalah 1500?") || !strings.Contains(pos, "1 open table.") {
		t.Errorf("the position reads %q", pos)
	}
	act(s, "sit:"+id)
	tickUntil(t, s, 10*time.Second, "the game", func() bool { return stage(s) == "kalah" })
	watch(t, bo, "Bo's table to start", func(u client.LobbyUpdate) bool { return u.Started })
}

// watch takes l's messages until one makes done true; the test fails
// after 10 seconds.
func watch(t *testing.T, l *client.Lobby, what string, done func(client.LobbyUpdate) bool) {
	t.Helper()
	deadline := time.After(onlinetest.Wait)
	for {
		select {
		case m := <-l.Incoming():
			if done(l.Take(m)) {
				return
			}
		case <-deadline:
			t.Fatalf("waited in vain for %s", what)
		}
	}
}

// TestAWaitEnds: Cancel leaves the table and goes back to the list; a
// table whose host leaves closes, and its sitter is told.
func TestAWaitEnds(t *testing.T) {
	site := lobbyOnMemory(t)
	s := reach(t, site, desktop, "create", "game:cantstop", "opt:players:3", "submit")
	tickUntil(t, s, 5*time.Second, "the wait", func() bool { return stage(s) == "waiting" })
	if said := strings.Join(s.Scene().(*lobby).Speech().Said, " "); !strings.Contains(said, "Waiting for players… Can't Stop, 3 players.") {
		t.Errorf("the wait was told as %q", said)
	}
	bo := player(t, site, "Bo")
	if err := bo.Send(protocol.Sit{Table: s.State("sitting").(string)}); err != nil {
		t.Fatal(err)
	}
	tickUntil(t, s, 5*time.Second, "Bo at the table", func() bool {
		return strings.Contains(strings.Join(s.Scene().(*lobby).Speech().Said, " "), "Bo sat down at your table, Yellow.")
	})
	s.Click("cancel")
	tickUntil(t, s, 5*time.Second, "the list", func() bool { return stage(s) == "list" })
	if s.State("message") != "You left the table." || len(tableIDs(s)) != 0 {
		t.Errorf("after Cancel: %v", s.Scene().Probe())
	}

	watch(t, bo, "Ann's table to close", func(client.LobbyUpdate) bool { return !bo.Sitting.On() })
	if err := bo.Send(protocol.Open{Game: "cantstop players=3", Seats: []string{"you", "open", "open"}}); err != nil {
		t.Fatal(err)
	}
	seated(t, bo)
	tickUntil(t, s, time.Second, "Bo's table", func() bool { return len(tableIDs(s)) == 1 })
	s.Click("sit:" + tableIDs(s)[0])
	tickUntil(t, s, 5*time.Second, "the wait", func() bool { return stage(s) == "waiting" })
	if err := bo.Stand(); err != nil {
		t.Fatal(err)
	}
	tickUntil(t, s, 5*time.Second, "the list", func() bool { return stage(s) == "list" })
	if s.State("message") != tableClosed {
		t.Errorf("a table closed by its host says %q", s.State("message"))
	}

	// Back to the menu while waiting gives the seat up: the table closes
	// for the others too.
	s.Click("quick")
	s.Click("submit")
	tickUntil(t, s, 5*time.Second, "the seek", func() bool { return stage(s) == "waiting" })
	seek := s.State("sitting").(string)
	leaveAndDraw(s, "menu")
	watch(t, bo, "the seek to end", func(client.LobbyUpdate) bool {
		return !slices.ContainsFunc(bo.Tables(""), func(t protocol.TableInfo) bool { return t.ID == seek })
	})
	if stage(s) != "menu" {
		t.Errorf("Menu while waiting shows %v", stage(s))
	}
}

// TestProfileLinks: a profile link opens the lobby signed in as its
// profile and keeps its key, straight in where the device keeps none or
// the same; where it keeps another it asks, and keeps the one chosen.
// A key the server does not know asks a name for a new profile.
func TestProfileLinks(t *testing.T) {
	site := lobbyOnMemory(t)
	ann, bo := player(t, site, "Ann"), player(t, site, "Bo")
	link, _ := client.ParseLink(ann.ProfileLink())
	for _, c := range []struct {
		name, kept, answer, want, key string
	}{
		{"none kept", "", "", "Ann", ann.Key},
		{"the same kept", ann.Key, "", "Ann", ann.Key},
		{"another kept, used", bo.Key, "swap:use", "Ann", ann.Key},
		{"another kept, kept", bo.Key, "swap:keep", "Bo", bo.Key},
	} {
		o, h := newOpener()
		h.Store(client.ProfileKey(site), c.kept)
		s := uitest.NewScreen(t, 1100, 760, 1, o.openOnline(link))
		if c.answer != "" {
			tickUntil(t, s, 10*time.Second, c.name+": the question", func() bool { return stage(s) == "swap" })
			if s.State("theirs") != "Ann" || s.State("mine") != "Bo" {
				t.Errorf("%s: asks about %v and %v", c.name, s.State("theirs"), s.State("mine"))
			}
			if pos := s.Scene().(ui.Speaker).Speech().Position; !slices.Contains(pos, "Use Ann's profile on this device?") {
				t.Errorf("%s: the reader is told %q", c.name, pos)
			}
			s.Click(c.answer)
		}
		tickUntil(t, s, 10*time.Second, c.name+": the list", func() bool { return stage(s) == "list" })
		if s.State("me") != c.want || h.Load(client.ProfileKey(site)) != c.key {
			t.Errorf("%s: signed in as %v, key kept %q", c.name, s.State("me"), h.Load(client.ProfileKey(site)))
		}
		s.Scene().(*lobby).leave()
	}

	// Menu at the question leaves it, the key kept as it was.
	o, h := newOpener()
	h.Store(client.ProfileKey(site), bo.Key)
	s := uitest.NewScreen(t, 1100, 760, 1, o.openOnline(link))
	tickUntil(t, s, 10*time.Second, "the question", func() bool { return stage(s) == "swap" })
	leaveAndDraw(s, "menu")
	if stage(s) != "menu" || h.Load(client.ProfileKey(site)) != bo.Key {
		t.Errorf("Menu at the question: %v, key %q", stage(s), h.Load(client.ProfileKey(site)))
	}

	o, h = newOpener()
	h.Store(client.ProfileKey(site), strings.Repeat("0", 32))
	s = uitest.NewScreen(t, 1100, 760, 1, newLobby(o, site))
	tickUntil(t, s, 10*time.Second, "a key not known", func() bool { return stage(s) == "name" })
	if msg, _ := s.State("message").(string); !strings.Contains(msg, "does not know the profile") {
		t.Errorf("a key not known says %q", msg)
	}
	s.Click("continue")
	if msg, _ := s.State("message").(string); msg != "A profile needs a name: 1 to 24 characters." || stage(s) != "name" {
		t.Errorf("no name: %q at %v", msg, stage(s))
	}
	if a := s.Scene().(*lobby).Speech().Alerts; len(a) == 0 || a[len(a)-1] != "A profile needs a name: 1 to 24 characters." {
		t.Errorf("the refusal was not told at once: %q", a)
	}
}

// TestAPrivateTableOpensTheInvite: Create a table, private, opens the
// game's table, which makes the room on the server and shows its invite
// links.
func TestAPrivateTableOpensTheInvite(t *testing.T) {
	site := lobbyOnMemory(t)
	s, h := enterLobby(t, site, "Ann", desktop)
	s.Click("create")
	s.Click("game:yote")
	s.Click("where:private")
	s.Click("submit")
	tickUntil(t, s, 10*time.Second, "the table", func() bool { return stage(s) == "yote" })
	tickUntil(t, s, 10*time.Second, "the room", func() bool {
		on, _ := s.State("online").(map[string]any)
		return on != nil && on["links"].(map[string]string)["invite:2"] != ""
	})
	if s.State("overlay") != "invite" {
		t.Errorf("the private table shows %v", s.State("overlay"))
	}
	if h.Load(prefs.NameKey) != "Ann" {
		t.Errorf("the name online is %q", h.Load(prefs.NameKey))
	}
}

// TestProfileAndLeaderboardComeBackToTheLobby: Profile opens the
// signed-in player's page and Leaderboard the filtered game's board, on
// the lobby's connection; back in the lobby, a table opened meanwhile
// shows, and the lobby still hears of the next.
func TestProfileAndLeaderboardComeBackToTheLobby(t *testing.T) {
	site := lobbyOnMemory(t)
	s, _ := enterLobby(t, site, "Ann", desktop)
	s.Click("filter:kalah")
	bo := player(t, site, "Bo")
	for i, page := range []string{"profile", "leaders"} {
		s.Click(page)
		tickUntil(t, s, 5*time.Second, page, func() bool { return s.State("scene") == page && s.State("loaded") == true })
		if page == "profile" && s.State("name") != "Ann" {
			t.Errorf("Profile shows %v's page", s.State("name"))
		}
		if page == "leaders" && s.State("family") != "kalah" {
			t.Errorf("Leaderboard shows %v", s.State("family"))
		}
		if err := bo.Send(protocol.Open{Game: "kalah houses=4 seeds=3", Seats: []string{"you", "open"}}); err != nil {
			t.Fatal(err)
		}
		watch(t, bo, "Bo's table", func(u client.LobbyUpdate) bool { _, ok := u.Payload.(protocol.Seated); return ok })
		s.Click("back")
		tickUntil(t, s, 5*time.Second, "the lobby with Bo's table", func() bool { return stage(s) == "list" && len(tableIDs(s)) == i+1 })
	}
	if err := bo.Send(protocol.Stand{Table: bo.Sitting.Table.ID}); err != nil {
		t.Fatal(err)
	}
	tickUntil(t, s, time.Second, "Bo's last table gone", func() bool { return len(tableIDs(s)) == 1 })
}
