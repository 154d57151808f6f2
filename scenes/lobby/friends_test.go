//go:build !js

package lobby

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlor/game/online/client"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// The friends on the screens, against a real game server: Follow and
// Block from another's page, and the friends page of one's own, its
// presence told live, Watch, hiding and unblocking.

// lines is the friends page's list on show, a line a row.
func lines(s *uitest.Screen) []string {
	l, _ := s.State("lines").([]string)
	return l
}

// hasAction reports whether sp offers the action id, labelled with
// label in it.
func hasAction(sp *ui.Speech, id, label string) bool {
	return slices.ContainsFunc(sp.Actions, func(a ui.Action) bool { return a.ID == id && strings.Contains(a.Label, label) })
}

// TestFollowAndBlockFromHerPage follows Bo from his page, blocks him
// (asked first) and unblocks him, at desktop and phone sizes, each
// button said by the reader.
func TestFollowAndBlockFromHerPage(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	ann, bo := signIn(t, site, "Ann"), signIn(t, site, "Bo")
	o, _ := newOpener()
	for _, sz := range [][3]float64{{1000, 700, 1}, {1170, 2532, 3}} {
		size := sizeName(sz)
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], o.profilePage(site, ann, bo.Me.ID, nil))
		until(t, s, "Bo's page, with its Follow", func() bool {
			return s.State("name") == "Bo" && s.State("follow") != "" && s.Scene().Targets()["follow"] != ui.Rect{}
		})
		checkLayout(t, "Bo's page "+size, s, sz)
		want := map[bool]string{true: "Unfollow", false: "Follow"}[follows(ann, bo.Me.ID)]
		if s.State("follow") != want || s.State("block") != "Block" {
			t.Fatalf("Bo's page: %v", s.Scene().Probe())
		}
		s.Save("profile-follow-" + size)
		if hasAction(s.Scene().(ui.Speaker).Speech(), "follow", want+" Bo") == false {
			t.Errorf("the reader has no %q: %+v", want+" Bo", s.Scene().(ui.Speaker).Speech().Actions)
		}
		s.Click("follow")
		again := map[string]string{"Follow": "Unfollow", "Unfollow": "Follow"}[want]
		until(t, s, again, func() bool { return s.State("follow") == again })
		s.Click("follow")
		until(t, s, want, func() bool { return s.State("follow") == want })
		if want == "Follow" {
			s.Click("follow")
			until(t, s, "Unfollow", func() bool { return s.State("follow") == "Unfollow" })
		}
		if msg, _ := s.State("message").(string); !strings.Contains(msg, "You follow Bo") {
			t.Errorf("following says %q", msg)
		}

		s.Click("block")
		if s.State("mode") != "blocking" {
			t.Fatalf("Block did not ask first: %v", s.Scene().Probe())
		}
		if d := s.Scene().(ui.Speaker).Speech().Dialog; d == nil || !d.Alert || !strings.Contains(d.Title, "Block Bo") {
			t.Errorf("the block's question is not an alert dialog: %+v", d)
		}
		checkLayout(t, "the block's question "+size, s, sz)
		s.Save("profile-block-ask-" + size)
		s.Click("ok")
		until(t, s, "Unblock", func() bool { return s.State("block") == "Unblock" })
		if !blocks(ann, bo.Me.ID) || !follows(ann, bo.Me.ID) {
			t.Errorf("after the block, Ann blocks Bo %v and follows him %v", blocks(ann, bo.Me.ID), follows(ann, bo.Me.ID))
		}
		if sp := s.Scene().(ui.Speaker).Speech(); !containsLine(sp.Position, "You follow Bo. You block Bo.") {
			t.Errorf("the reader is not told where Ann stands: %q", sp.Position)
		}
		s.Save("profile-blocked-" + size)
		s.Click("block")
		until(t, s, "Block", func() bool { return s.State("block") == "Block" })
	}
	// Her own page has no Follow: Friends instead.
	s := uitest.NewScreen(t, 1000, 700, 1, o.profilePage(site, ann, "", nil))
	until(t, s, "Ann's page", func() bool { return s.State("loaded") == true })
	s.Idle(1, -1, -1)
	if _, ok := s.Scene().Targets()["follow"]; ok {
		t.Error("her own page offers Follow")
	}
	if _, ok := s.Scene().Targets()["friends"]; !ok {
		t.Error("her own page offers no Friends")
	}
	s.Save("profile-own-friends-1000x700")
	ph := uitest.NewScreen(t, 1170, 2532, 3, o.profilePage(site, ann, "", nil))
	until(t, ph, "Ann's page on a phone", func() bool { return ph.State("loaded") == true })
	ph.Idle(1, -1, -1)
	checkLayout(t, "Ann's page on a phone", ph, [3]float64{1170, 2532, 3})
	ph.Save("profile-own-friends-390x844")
}

// sizeName names a screen size as the screenshots do: "1000x700".
func sizeName(sz [3]float64) string { return fmt.Sprintf("%.0fx%.0f", sz[0]/sz[2], sz[1]/sz[2]) }

// TestFriendsPage opens Ann's friends from her page: Bo, whom she
// follows, online, then playing (told live, Watch opening his game as a
// spectator's), then hidden; Cy, who follows her, followed back; Bo
// blocked and unblocked; her own hiding; at desktop and phone sizes,
// by the reader and in the written Tab order.
func TestFriendsPage(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	ann, bo, cy, dee := signIn(t, site, "Ann"), signIn(t, site, "Bo"), signIn(t, site, "Cy"), signIn(t, site, "Dee")
	if err := cy.Follow(ann.Me.ID); err != nil {
		t.Fatal(err)
	}
	waitLobby(t, cy, "Cy's follow", func(client.LobbyUpdate) bool { return len(cy.Following()) == 1 })
	o, _ := newOpener()
	s := uitest.NewScreen(t, 1000, 700, 1, o.profilePage(site, ann, "", nil))
	until(t, s, "Ann's page", func() bool { return s.State("loaded") == true })
	s.Idle(1, -1, -1)
	s.Click("friends")
	until(t, s, "the friends", func() bool { return s.State("scene") == "friends" && s.State("loaded") == true })
	if got := lines(s); len(got) != 0 || !strings.Contains(fmt.Sprint(s.Scene().(ui.Speaker).Speech().Position), "You follow no one yet") {
		t.Errorf("Ann follows no one, and the page shows %q", got)
	}
	s.Save("friends-empty-1000x700")
	s.Click("tab:followers")
	until(t, s, "Cy among the followers", func() bool { return slices.Equal(lines(s), []string{"Cy: Follows you"}) })
	s.Click("follow:1")
	until(t, s, "Cy followed back", func() bool { return slices.Equal(lines(s), []string{"Cy: You follow each other"}) })
	s.Click("tab:following")
	until(t, s, "Cy online", func() bool { return slices.Equal(lines(s), []string{"Cy: Online"}) })

	// Bo, followed from his page, comes online and plays, told live.
	if err := ann.Follow(bo.Me.ID); err != nil {
		t.Fatal(err)
	}
	until(t, s, "Bo online", func() bool { return slices.Equal(lines(s), []string{"Cy: Online", "Bo: Online"}) })
	pairUp(t, site, bo, dee, "kalah", false)
	until(t, s, "Bo playing", func() bool { return containsLine(lines(s), "Bo: Playing Kalah") })
	if _, ok := s.Scene().Targets()["watch:2"]; !ok {
		t.Fatalf("Bo plays, and his row has no Watch: %v", s.Scene().Targets())
	}
	sp := s.Scene().(ui.Speaker).Speech()
	if !hasAction(sp, "watch:2", "Watch Bo") || !hasAction(sp, "who:1", "Cy's page") || !hasAction(sp, "hide", "Hide that I am online") {
		t.Errorf("the reader's friends: %+v", sp.Actions)
	}
	if said := fmt.Sprint(sp.Said); !strings.Contains(said, "Bo is playing Kalah") {
		t.Errorf("Bo's game is not said: %q", said)
	}
	checkLayout(t, "the friends 1000x700", s, [3]float64{1000, 700, 1})
	s.Save("friends-following-1000x700")
	checkTabs(t, "friends", s)
	ph := uitest.NewScreen(t, 1170, 2532, 3, o.friends(site, ann, nil))
	until(t, ph, "the friends on a phone", func() bool { return ph.State("loaded") == true && containsLine(lines(ph), "Bo: Playing Kalah") })
	ph.Idle(1, -1, -1)
	checkLayout(t, "the friends 390x844", ph, [3]float64{1170, 2532, 3})
	ph.Save("friends-following-390x844")

	// Ann hides; Bo blocked, then unblocked.
	s.Click("hide")
	until(t, s, "Ann hidden", func() bool { return s.State("hidden") == true })
	s.Save("friends-hidden-1000x700")
	s.Click("hide")
	until(t, s, "Ann shown", func() bool { return s.State("hidden") == false })
	if err := ann.Block(bo.Me.ID); err != nil {
		t.Fatal(err)
	}
	s.Click("tab:blocked")
	until(t, s, "Bo blocked", func() bool { return len(lines(s)) == 1 && strings.HasPrefix(lines(s)[0], "Bo: Blocked") })
	s.Save("friends-blocked-1000x700")
	ph.Click("tab:blocked")
	ph.Save("friends-blocked-390x844")
	s.Click("unblock:1")
	until(t, s, "Bo unblocked", func() bool { return len(lines(s)) == 0 && s.State("blocked") == 0 })

	// Bo hides: Ann sees him offline.
	if err := bo.HideOnline(true); err != nil {
		t.Fatal(err)
	}
	s.Click("tab:following")
	until(t, s, "Bo offline", func() bool { return slices.Contains(lines(s), "Bo: Offline") })
	if err := bo.HideOnline(false); err != nil {
		t.Fatal(err)
	}
	until(t, s, "Bo playing again", func() bool { return containsLine(lines(s), "Bo: Playing Kalah") })

	// Watch opens Bo's game, as a spectator's.
	s.Click("watch:2")
	until(t, s, "Bo's game", func() bool { return s.State("scene") == "kalah" })
	if on, _ := s.State("online").(map[string]any); on["seat"] != -1 {
		t.Errorf("Watch opened Bo's game at seat %v, not as a spectator's", on["seat"])
	}
	s.Settle()
	s.Save("friends-watch-1000x700")
}

// checkTabs checks that Tab goes round s as docs/keyboard.md writes the
// screen name's order down.
func checkTabs(t *testing.T, name string, s *uitest.Screen) {
	t.Helper()
	want, ok := writtenTabs(t)[name]
	if !ok {
		t.Fatalf("docs/keyboard.md writes down no Tab order of %s", name)
	}
	round := tabRound(s)
	if got := runs(t, round, want); !slices.Equal(got, want) {
		t.Errorf("%s: Tab goes\n%s\n(%s)\nthe docs say\n%s", name, strings.Join(got, " "), strings.Join(round, " "), strings.Join(want, " "))
	}
}

// TestNameAtATableOpensHerPage opens Bo's page from his name at his
// table in Ann's lobby, by a click and by the reader, and follows him
// there; her lobby's own table offers no name of hers.
func TestNameAtATableOpensHerPage(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	bo := signIn(t, site, "Bo")
	if err := bo.Send(protocol.Open{Game: "kalah", Seats: []string{"you", "open"}}); err != nil {
		t.Fatal(err)
	}
	seated(t, bo)
	id := bo.Sitting.Table.ID
	for _, sz := range [][3]float64{{1000, 700, 1}, {1170, 2532, 3}} {
		s, _ := enterLobby(t, site, "Ann", sz)
		tickUntil(t, s, onlinetest.Wait, "Bo's table", func() bool { _, ok := s.Scene().Targets()["who:"+id]; return ok })
		if !hasAction(s.Scene().(ui.Speaker).Speech(), "who:"+id+":0", "Bo's page") {
			t.Errorf("the reader has no button of Bo's page: %+v", s.Scene().(ui.Speaker).Speech().Actions)
		}
		checkLayout(t, "the lobby with Bo's name "+sizeName(sz), s, sz)
		s.Click("who:" + id)
		until(t, s, "Bo's page", func() bool {
			_, ok := s.Scene().Targets()["follow"]
			return s.State("scene") == "profile" && s.State("name") == "Bo" && s.State("follow") == "Follow" && ok
		})
		if s.State("back") != "‹ Lobby" {
			t.Errorf("Bo's page goes back to %v", s.State("back"))
		}
		s.Click("follow")
		until(t, s, "Bo followed", func() bool { return s.State("follow") == "Unfollow" })
		s.Save("profile-from-lobby-" + sizeName(sz))
		s.Click("back")
		tickUntil(t, s, onlinetest.Wait, "the lobby again", func() bool { return s.State("scene") == "lobby" })
		s.Context().Acts = append(s.Context().Acts, "who:"+id+":0") // as the reader's press, taken at the next tick
		until(t, s, "Bo's page by the reader", func() bool { return s.State("scene") == "profile" && s.State("name") == "Bo" })
	}
}
