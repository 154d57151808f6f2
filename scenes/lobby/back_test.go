//go:build !js

package lobby

import (
	"fmt"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online/client"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// backWords is what a screen reader's button "back" (or a table's
// "menu") of the scene on show says.
func backWords(s *uitest.Screen, id string) string {
	for _, a := range s.Scene().(ui.Speaker).Speech().Actions {
		if a.ID == id {
			return a.Label
		}
	}
	return ""
}

// TestBackButtonsNameWhereTheyGo walks from the lobby to the profile
// page and the leaderboard, and from a board's row to the player's page:
// each back button says where it returns to, on the screen and to a
// screen reader, and goes there.
func TestBackButtonsNameWhereTheyGo(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyOnMemory(t)
	for i, sz := range [][3]float64{{2560, 1600, 2}, {1170, 2532, 3}} {
		label := shotName(sz)
		s, _ := enterLobby(t, site, fmt.Sprint("Ann ", i+1), sz)
		bo := player(t, site, fmt.Sprint("Bo ", i+1))
		s.Click("profile")
		until(t, s, "Ann's page", func() bool { return s.State("scene") == "profile" && s.State("loaded") == true })
		if s.State("back") != "‹ Lobby" || backWords(s, "back") != "Back to the lobby" {
			t.Errorf("%s: the profile page from the lobby: back %q, %q", label, s.State("back"), backWords(s, "back"))
		}
		checkLayout(t, label, s, sz)
		s.Save("back-profile-from-lobby-" + label)
		s.Click("back")
		until(t, s, "the lobby", func() bool { return stage(s) == "list" })
		s.Click("leaders")
		until(t, s, "the board", func() bool { return s.State("scene") == "leaders" && s.State("loaded") == true })
		if s.State("back") != "‹ Lobby" || backWords(s, "back") != "Back to the lobby" {
			t.Errorf("%s: the board from the lobby: back %q, %q", label, s.State("back"), backWords(s, "back"))
		}
		board := standings(3, 0, "")
		board.Game = s.State("family").(string)
		board.Unsettled = []onlinelobby.Standing{{Profile: bo.Me.ID, Name: "Bo", R: 1562, RD: 240, Vol: 0.06, Games: 1, More: 10}}
		s.Scene().(*leaderboard).take(client.LobbyUpdate{Payload: board})
		s.Idle(1, -1, -1)
		checkLayout(t, label, s, sz)
		s.Save("back-leaders-from-lobby-" + label)
		s.Click("prov:1")
		until(t, s, "Bo's page", func() bool { return s.State("name") == bo.Me.Name && s.State("loaded") == true })
		if s.State("back") != "‹ Leaderboard" || backWords(s, "back") != "Back to the leaderboard" {
			t.Errorf("%s: Bo's page from the board: back %q, %q", label, s.State("back"), backWords(s, "back"))
		}
		checkLayout(t, label, s, sz)
		s.Save("back-profile-from-leaders-" + label)
		s.Click("back")
		until(t, s, "the board", func() bool { return s.State("scene") == "leaders" })
		s.Click("back")
		until(t, s, "the lobby", func() bool { return stage(s) == "list" })
	}
}

// TestAReviewGoesBackToTheProfile opens a rated game's record from the
// profile page, on a desktop and on a phone: the table's menu button is
// "‹ Profile" ("‹" on the phone's short bar), a screen reader's "Back to
// your profile" (or to another player's page), and it goes back there.
func TestAReviewGoesBackToTheProfile(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	ann, bo := signIn(t, site, "Ann"), signIn(t, site, "Bo")
	playRated(t, site, ann, bo, "connectfour rules=classic")
	for _, c := range []struct {
		sz          [3]float64
		id          string
		label, word string
	}{
		{[3]float64{2560, 1600, 2}, "", "‹ Profile", "Back to your profile"},
		{[3]float64{1170, 2532, 3}, "", "‹", "Back to your profile"},
		{desktop, bo.Me.ID, "‹ Profile", "Back to Bo's page"},
	} {
		o, _ := newOpener()
		s := uitest.NewScreen(t, c.sz[0], c.sz[1], c.sz[2], o.profilePage(site, ann, c.id, nil))
		until(t, s, "the page", func() bool { return s.State("games") == 1 })
		s.Click("game:1")
		until(t, s, "the game's review", func() bool { return s.State("scene") == "connectfour" })
		s.Settle()
		if s.State("home") != c.label || backWords(s, "menu") != c.word {
			t.Errorf("%s, %v: the review's menu button %q, %q; want %q, %q", shotName(c.sz), c.id, s.State("home"), backWords(s, "menu"), c.label, c.word)
		}
		if c.id == "" {
			s.Save("back-review-" + shotName(c.sz))
		}
		s.Click("menu")
		s.Settle()
		if s.State("scene") != "profile" {
			t.Errorf("%s: the review's menu button went to %v", shotName(c.sz), s.State("scene"))
		}
	}
}

// TestLeaderboardOpensOnTheOwnFamily: after a rated game of classic
// Connect Four (not the catalog's first family), the lobby's Leaderboard
// opens on it; filtered to Kalah, which she has not played, on Kalah.
func TestLeaderboardOpensOnTheOwnFamily(t *testing.T) {
	uitest.NeedDisplay(t)
	const family = "connectfour-classic"
	if games.All().Families()[0] == family {
		t.Fatalf("%s is the first family: the test shows nothing", family)
	}
	site := lobbyServer(t)
	ann, bo := signIn(t, site, "Ann"), signIn(t, site, "Bo")
	playRated(t, site, ann, bo, "connectfour rules=classic")
	o, h := newOpener()
	h.Site = site
	if err := h.Store(client.ProfileKey(site), ann.Key); err != nil {
		t.Fatal(err)
	}
	s := uitest.NewScreen(t, desktop[0], desktop[1], desktop[2], newLobby(o, site))
	tickUntil(t, s, 10*time.Second, "signing in", func() bool { return stage(s) == "list" })
	s.Click("leaders")
	until(t, s, "the board", func() bool { return s.State("scene") == "leaders" && s.State("loaded") == true })
	if s.State("family") != family || s.State("mineProvisional") != 1 && s.State("mineProvisional") != 2 {
		t.Errorf("the board opens on %v: %v", s.State("family"), s.Scene().Probe())
	}
	s.Click("back")
	until(t, s, "the lobby", func() bool { return stage(s) == "list" })
	s.Click("filter:kalah")
	s.Click("leaders")
	until(t, s, "the board", func() bool { return s.State("scene") == "leaders" && s.State("loaded") == true })
	if s.State("family") != "kalah" {
		t.Errorf("filtered to Kalah, the board opens on %v", s.State("family"))
	}
}

// TestOwnFamily picks the family played most, of those alike the one
// played last, among the families asked of.
func TestOwnFamily(t *testing.T) {
	played := func(family string, games int, at int64) protocol.FamilyInfo {
		return protocol.FamilyInfo{Family: family, Games: games, History: []protocol.PointInfo{{At: at}}}
	}
	all := []string{"connectfour-growing", "connectfour-classic", "kalah", "yote"}
	for _, c := range []struct {
		name     string
		families []protocol.FamilyInfo
		among    []string
		want     string
	}{
		{"none played", nil, all, ""},
		{"one", []protocol.FamilyInfo{played("yote", 1, 5)}, all, "yote"},
		{"the most played", []protocol.FamilyInfo{played("kalah", 3, 1), played("yote", 1, 9)}, all, "kalah"},
		{"alike: the latest", []protocol.FamilyInfo{played("kalah", 2, 1), played("yote", 2, 9)}, all, "yote"},
		{"among a game's", []protocol.FamilyInfo{played("kalah", 9, 1), played("connectfour-classic", 1, 2)}, all[:2], "connectfour-classic"},
		{"none of a game's", []protocol.FamilyInfo{played("kalah", 9, 1)}, all[:2], ""},
	} {
		if got := ownFamily(c.families, c.among); got != c.want {
			t.Errorf("%s: ownFamily = %q, want %q", c.name, got, c.want)
		}
	}
}
