//go:build !js

package lobby

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online/client"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/scenes/table"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// The profile page and the leaderboard are tested against a real game
// server on a real SQLite file, over real WebSockets, with lobbies made
// as the lobby screen makes them.

// lobbyServer runs a game server whose store is an SQLite file, and
// returns the site it serves.
func lobbyServer(t *testing.T) string { return onlinetest.Site(t, server.Config{}) }

// signIn makes a profile named name on site and signs its lobby in.
func signIn(t *testing.T, site, name string) *client.Lobby {
	t.Helper()
	l, err := client.OpenLobby(context.Background(), site, "", name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(l.Close)
	return l
}

// until ticks s, with the pointer off the screen, until ok or ten
// seconds have passed (the test fails then).
func until(t *testing.T, s *uitest.Screen, what string, ok func() bool) {
	t.Helper()
	deadline := time.Now().Add(onlinetest.Wait)
	for !ok() {
		if time.Now().After(deadline) {
			t.Fatalf("no %s after %v: %v", what, onlinetest.Wait, s.Scene().Probe())
		}
		s.Tick(ui.Input{X: -1, Y: -1})
		time.Sleep(2 * time.Millisecond)
	}
}

// waitLobby takes l's messages until one's update is ok.
func waitLobby(t *testing.T, l *client.Lobby, what string, ok func(client.LobbyUpdate) bool) {
	t.Helper()
	timeout := time.After(onlinetest.Wait)
	for {
		select {
		case m := <-l.Incoming():
			u := l.Take(m)
			if u.Refused != nil {
				t.Fatalf("waiting for %s: refused: %v", what, u.Refused)
			}
			if ok(u) {
				return
			}
		case <-timeout:
			t.Fatalf("no %s after %v", what, onlinetest.Wait)
		}
	}
}

// playRated pairs a and b for a rated game by Quick and plays it to its
// end through client sessions, each seat its first legal move; it
// returns the end's rating changes.
func playRated(t *testing.T, site string, a, b *client.Lobby, game string) []onlinelobby.RatingChange {
	t.Helper()
	seats := pairUp(t, site, a, b, game, true)
	var changes []onlinelobby.RatingChange
	ended := 0
	deadline := time.Now().Add(20 * time.Second)
	for ended < len(seats) {
		if time.Now().After(deadline) {
			t.Fatalf("the rated game did not end: %s", seats[0].Match().Text())
		}
		for _, s := range seats {
			for more := true; more; {
				select {
				case m := <-s.Incoming():
					u := s.Take(m)
					if u.Broken != nil || u.Refused != nil {
						t.Fatalf("a seat failed: %v %v", u.Broken, u.Refused)
					}
					if end, ok := u.Payload.(protocol.End); ok {
						ended++
						changes = end.Ratings
					}
				default:
					more = false
				}
			}
			if st := s.Match().State(); !st.Over() && s.Mirror().MyTurn() && !s.Busy() {
				if _, _, err := s.Play(st.Legal()[0]); err != nil {
					t.Fatal(err)
				}
			}
		}
		time.Sleep(2 * time.Millisecond)
	}
	if len(changes) != 2 {
		t.Fatalf("the end rated %d seats, want 2: %+v", len(changes), changes)
	}
	return changes
}

// pairUp pairs a and b for a game by Quick, and opens their seats
// through client sessions, a's first.
func pairUp(t *testing.T, site string, a, b *client.Lobby, game string, rated bool) []*client.Session {
	t.Helper()
	if err := a.Quick(onlinelobby.SeekSpec{Game: game, Rated: rated}); err != nil {
		t.Fatal(err)
	}
	waitLobby(t, a, "a's seek", func(client.LobbyUpdate) bool { return a.Sitting.On() })
	if err := b.Quick(onlinelobby.SeekSpec{Game: game, Rated: rated}); err != nil {
		t.Fatal(err)
	}
	waitLobby(t, b, "b's game", func(u client.LobbyUpdate) bool { return u.Started })
	waitLobby(t, a, "a's game", func(u client.LobbyUpdate) bool { return u.Started })
	var seats []*client.Session
	for _, l := range []*client.Lobby{a, b} {
		s, err := client.Open(context.Background(), site, games.All(), l.Hello())
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(s.Close)
		seats = append(seats, s)
	}
	return seats
}

// TestProfileAfterARatedGame plays a rated game of Connect Four between
// two profiles, then shows the page of one of them: the new rating, one
// point of history, the game listed, and the game's record opening in the
// log's review and coming back; the leaderboard of the family has no
// settled rating yet.
func TestProfileAfterARatedGame(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	ann, bo := signIn(t, site, "Ann"), signIn(t, site, "Bo")
	changes := playRated(t, site, ann, bo, "connectfour rules=classic")
	var mine onlinelobby.RatingChange
	for _, c := range changes {
		if c.Profile == ann.Me.ID {
			mine = c
		}
	}
	o, h := newOpener()
	h.Site = site
	s := uitest.NewScreen(t, 1100, 760, 1, o.profilePage(site, ann, "", nil))
	until(t, s, "Ann's page", func() bool { return s.State("history") == 1 })
	want := mine.After.String()
	if s.State("rating") != want || s.State("family") != "connectfour-classic" || s.State("own") != true || s.State("name") != "Ann" {
		t.Fatalf("Ann's page: %v; want rating %s", s.Scene().Probe(), want)
	}
	if s.State("games") != 1 {
		t.Errorf("Ann's page lists %v games, want 1", s.State("games"))
	}
	sp := s.Scene().(ui.Speaker).Speech()
	if !containsLine(sp.Position, "After game 1: "+want+", "+outcomeWord(mine.Outcome)) {
		t.Errorf("the history is not told: %q", sp.Position)
	}
	if i := slices.IndexFunc(sp.Actions, func(a ui.Action) bool { return a.ID == "game:1" }); i < 0 || !strings.Contains(sp.Actions[i].Label, ": "+outcomeWord(mine.Outcome)+", ") {
		t.Errorf("the game's button does not say how it ended, and when: %+v", sp.Actions)
	}
	s.Save("profile-after-game-1100x760")

	s.Click("game:1")
	until(t, s, "the game's review", func() bool { return s.State("scene") == "connectfour" })
	s.Settle()
	s.Save("profile-review-1100x760")
	if s.State("over") != true {
		t.Errorf("the review opened on a game not over: %v", s.Scene().Probe())
	}
	s.Click("menu")
	s.Settle()
	if s.State("scene") != "profile" {
		t.Fatalf("the review's menu button went to %v, not back to the page", s.State("scene"))
	}

	// Bo's page, as a leaderboard's row or a table's sitter opens it.
	s2 := uitest.NewScreen(t, 1170, 2532, 3, o.profilePage(site, ann, bo.Me.ID, nil))
	until(t, s2, "Bo's page", func() bool { return s2.State("history") == 1 })
	if s2.State("own") != false || s2.State("name") != "Bo" {
		t.Errorf("Bo's page: %v", s2.Scene().Probe())
	}
	if _, ok := s2.Scene().Targets()["rename"]; ok {
		t.Error("another's page offers Rename")
	}
	s2.Save("profile-after-game-other-390x844")

	// No rating settles in one game: the leaderboard says so.
	s3 := uitest.NewScreen(t, 1100, 760, 1, o.leaders(site, ann, "connectfour-classic", nil))
	until(t, s3, "the leaderboard", func() bool { return s3.State("loaded") == true })
	if s3.State("empty") != "No settled ratings yet" || s3.State("leaders") != 0 {
		t.Errorf("the leaderboard after one game: %v", s3.Scene().Probe())
	}
	s3.Save("leaders-empty-1100x760")
	s4 := uitest.NewScreen(t, 1170, 2532, 3, o.leaders(site, bo, "connectfour rules=classic", nil))
	until(t, s4, "the leaderboard on a phone", func() bool { return s4.State("loaded") == true })
	checkLayout(t, "the empty board on a phone", s4, [3]float64{1170, 2532, 3})
	s4.Save("leaders-empty-390x844")
}

// ownProfile signs name in on a new lobby server, keeps her key on the
// device, and opens her own profile's page, read: the screen, the site,
// her lobby and the device.
func ownProfile(t *testing.T, name string) (*uitest.Screen, string, *client.Lobby, *table.MemoryHost) {
	t.Helper()
	site := lobbyServer(t)
	me := signIn(t, site, name)
	o, h := newOpener()
	h.Site = site
	h.Store(client.ProfileKey(site), me.Key)
	s := uitest.NewScreen(t, 1100, 760, 1, o.profilePage(site, me, me.Me.ID, nil))
	until(t, s, "the page", func() bool { return s.State("asking") == "" })
	return s, site, me, h
}

// TestOwnProfileRenamesCarriesAndDeletes renames a profile by its page,
// copies its link, and deletes it: the device forgets its key and the
// menu says so.
func TestOwnProfileRenamesCarriesAndDeletes(t *testing.T) {
	uitest.NeedDisplay(t)
	s, site, ann, h := ownProfile(t, "Ann")
	if s.State("families") == nil && s.State("rating") != nil {
		t.Errorf("a new profile has a rating: %v", s.Scene().Probe())
	}

	s.Click("rename")
	if s.State("mode") != "renaming" {
		t.Fatalf("rename opened %v", s.State("mode"))
	}
	s.Save("profile-rename-1100x760")
	s.Type("e")
	s.Click("ok")
	until(t, s, "the new name", func() bool { return s.State("name") == "Anne" })
	if ann.Me.Name != "Anne" || s.State("mode") != "viewing" {
		t.Errorf("renamed: the lobby has %q, the page %v", ann.Me.Name, s.Scene().Probe())
	}

	s.Click("carry")
	s.Save("profile-device-1100x760")
	s.Click("copy")
	if h.Clipboard != ann.ProfileLink() || h.Clipboard == "" {
		t.Errorf("copied %q, want the profile link %q", h.Clipboard, ann.ProfileLink())
	}
	s.Click("cancel")

	s.Click("delete")
	if s.State("mode") != "deleting" {
		t.Fatalf("delete opened %v", s.State("mode"))
	}
	s.Save("profile-delete-1100x760")
	s.Click("ok")
	until(t, s, "the menu", func() bool { return s.State("scene") == "menu" })
	if h.Load(client.ProfileKey(site)) != "" {
		t.Error("the device keeps the deleted profile's key")
	}
	if msg, _ := s.State("message").(string); msg == "" {
		t.Error("the menu does not say the profile is deleted")
	}
	if _, err := client.OpenLobby(context.Background(), site, ann.Key, ""); err == nil {
		t.Error("the deleted profile's key still signs in")
	}

	// Another player, on another device, still finds the page, deleted.
	bo := signIn(t, site, "Bo")
	o, _ := newOpener()
	s2 := uitest.NewScreen(t, 1170, 2532, 3, o.profilePage(site, bo, ann.Me.ID, nil))
	until(t, s2, "the deleted page", func() bool { return s2.State("loaded") == true && s2.State("asking") == "" })
	if s2.State("deleted") != true || s2.State("name") != onlinelobby.DeletedName {
		t.Errorf("the deleted profile's page: %v", s2.Scene().Probe())
	}
	s2.Save("profile-deleted-390x844")
}

// containsLine reports whether one of lines starts with prefix.
func containsLine(lines []string, prefix string) bool {
	for _, l := range lines {
		if len(l) >= len(prefix) && l[:len(prefix)] == prefix {
			return true
		}
	}
	return false
}
