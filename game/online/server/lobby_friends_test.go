//go:build !js

package server_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/client"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/online/store"
)

// friendsOf sends m from c and returns the friends it is answered with;
// a presence pushed before the answer (a friend's news, shared by the
// server's own goroutine) is passed over.
func (c *raw) friendsOf(m protocol.Message) wireMessage {
	c.t.Helper()
	c.send(m)
	f := c.next()
	for f.Type == protocol.TypePresence {
		f = c.next()
	}
	if f.Type != protocol.TypeFriends {
		c.t.Fatalf("%+v: answered %s %s %q, want friends", m, f.Type, f.Code, f.Message)
	}
	return f
}

// presenceOf reads c's messages until a presence of profile id that
// want accepts.
func (c *raw) presenceOf(what, id string, want func(protocol.FriendInfo) bool) protocol.FriendInfo {
	c.t.Helper()
	m := c.await(what, func(m wireMessage) bool {
		return m.Type == protocol.TypePresence && m.Friend.Profile.ID == id && want(*m.Friend)
	})
	return *m.Friend
}

// isOnline and isOffline are what presenceOf waits for.
func isOnline(f protocol.FriendInfo) bool  { return f.Online }
func isOffline(f protocol.FriendInfo) bool { return !f.Online && f.Room == "" && f.Watch == "" }

// ids are the ids of profiles.
func ids[T protocol.ProfileInfo | protocol.FriendInfo](list []T) []string {
	out := []string{}
	for _, p := range list {
		switch p := any(p).(type) {
		case protocol.ProfileInfo:
			out = append(out, p.ID)
		case protocol.FriendInfo:
			out = append(out, p.Profile.ID)
		}
	}
	return out
}

// TestFriendsSeeEachOtherComeAndGo: Ann follows Bob and sees him online;
// she is told when his last connection closes, when he signs in again,
// and when he hides being online and shows it again; Bob sees her among
// his followers, and his own setting.
func TestFriendsSeeEachOtherComeAndGo(t *testing.T) {
	r := start(t, server.Config{}, "")
	ann, bob := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	_, annID := ann.profile("Ann")
	bobKey, bobID := bob.profile("Bob")
	if f := ann.friendsOf(protocol.WatchFriends{}); len(f.Following)+len(f.Followers)+len(f.Blocked) != 0 || f.Hidden {
		t.Fatalf("a new profile's friends: %+v", f)
	}
	f := ann.friendsOf(protocol.Follow{Profile: bobID})
	if len(f.Following) != 1 || f.Following[0].Profile.Name != "Bob" || !f.Following[0].Online || f.Following[0].Room != "" {
		t.Fatalf("Ann follows %+v; want Bob, online, playing nothing", f.Following)
	}
	again := dialRaw(t, r.url, nil) // a second connection of Bob's: closing the first leaves him online
	again.send(protocol.SignIn{Key: bobKey})
	again.until(protocol.TypeProfile)
	bob.ws.CloseNow()
	again.ws.CloseNow()
	ann.presenceOf("Bob gone", bobID, isOffline)
	bob = dialRaw(t, r.url, nil)
	bob.send(protocol.SignIn{Key: bobKey})
	bob.until(protocol.TypeProfile)
	ann.presenceOf("Bob back", bobID, isOnline)

	mine := bob.friendsOf(protocol.HideOnline{Hide: true})
	if !mine.Hidden || !slices.Equal(ids(mine.Followers), []string{annID}) || len(mine.Following) != 0 {
		t.Fatalf("Bob's friends after hiding: %+v", mine)
	}
	ann.presenceOf("Bob hidden", bobID, isOffline)
	if f := ann.friendsOf(protocol.WatchFriends{}); f.Following[0].Online {
		t.Errorf("Bob hidden shows %+v", f.Following[0])
	}
	if mine := bob.friendsOf(protocol.HideOnline{}); mine.Hidden {
		t.Errorf("Bob shown again: hidden %v", mine.Hidden)
	}
	ann.presenceOf("Bob shown again", bobID, isOnline)

	f = ann.friendsOf(protocol.Unfollow{Profile: bobID})
	if len(f.Following) != 0 {
		t.Errorf("Ann unfollowed Bob, and follows %+v", f.Following)
	}
	if mine := bob.friendsOf(protocol.WatchFriends{}); len(mine.Followers) != 0 {
		t.Errorf("Bob's followers after Ann unfollowed: %+v", mine.Followers)
	}
}

// TestFriendsRefusals: a follow of oneself, of no profile, of a deleted
// one, past the most one may follow, and without a profile, each
// refused with its error; unfollowing one not followed is no error.
func TestFriendsRefusals(t *testing.T) {
	r := start(t, server.Config{}, "")
	c, gone := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	expect := func(m protocol.Message, code string) {
		t.Helper()
		c.send(m)
		if e := c.until(protocol.TypeError); e.Code != code {
			t.Errorf("%+v: %s (%s), want %s", m, e.Code, e.Message, code)
		}
	}
	expect(protocol.WatchFriends{}, online.ErrProfileNeeded)
	expect(protocol.Follow{Profile: "x"}, online.ErrProfileNeeded)
	_, me := c.profile("Cy")
	_, goneID := gone.profile("Dee")
	gone.send(protocol.DeleteProfile{})
	gone.until(protocol.TypeAck)
	expect(protocol.Follow{Profile: me}, online.ErrBadMessage)
	expect(protocol.Block{Profile: me}, online.ErrBadMessage)
	expect(protocol.Follow{Profile: "nobody"}, online.ErrBadToken)
	expect(protocol.Block{Profile: "nobody"}, online.ErrBadToken)
	expect(protocol.Follow{Profile: goneID}, online.ErrBadToken)
	expect(protocol.Follow{}, online.ErrBadMessage)
	c.friendsOf(protocol.Unfollow{Profile: "nobody"})
	c.friendsOf(protocol.Unblock{Profile: goneID})

	fs := r.store.(store.Friends)
	ps := r.store.(store.Profiles)
	for i := range onlinelobby.MaxFollows + 1 {
		id := fmt.Sprintf("p%03d", i)
		if err := ps.NewProfile(t.Context(), onlinelobby.Profile{ID: id, Name: id, KeyHash: "k" + id, Created: time.Now()}); err != nil {
			t.Fatal(err)
		}
		if i < onlinelobby.MaxFollows {
			if err := fs.Follow(t.Context(), me, id, onlinelobby.MaxFollows); err != nil {
				t.Fatal(err)
			}
		}
	}
	expect(protocol.Follow{Profile: fmt.Sprintf("p%03d", onlinelobby.MaxFollows)}, online.ErrTooMany)
	if f := c.friendsOf(protocol.Follow{Profile: "p000"}); len(f.Following) != onlinelobby.MaxFollows {
		t.Errorf("following one followed already, at the most: %d followed", len(f.Following))
	}
}

// TestBlockingIsSilent: Ann blocks Bob, who follows her: to him she goes
// offline, and stays so, with no sign of life when she hides and shows
// herself again (his follow is taken, as any); she no longer
// lists him among her followers but among those she blocks; he cannot
// sit at her table (the seat is "taken") nor be paired with her by a
// quick game. Her own page lists him as blocked, her page as he sees it
// does not. Unblocked, he sees her online again.
func TestBlockingIsSilent(t *testing.T) {
	r := start(t, server.Config{}, "")
	ann, bob := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	_, annID := ann.profile("Ann")
	_, bobID := bob.profile("Bob")
	if f := bob.friendsOf(protocol.Follow{Profile: annID}); !f.Following[0].Online {
		t.Fatalf("Bob follows %+v: Ann offline", f.Following)
	}
	mine := ann.friendsOf(protocol.Block{Profile: bobID})
	if len(mine.Followers) != 0 || !slices.Equal(ids(mine.Blocked), []string{bobID}) {
		t.Errorf("Ann's friends after blocking Bob: followers %+v, blocked %+v", mine.Followers, mine.Blocked)
	}
	bob.presenceOf("Ann out of sight", annID, isOffline)
	cy := dialRaw(t, r.url, nil)
	_, cyID := cy.profile("Cy")
	cy.friendsOf(protocol.Follow{Profile: annID})
	ann.friendsOf(protocol.HideOnline{Hide: true})
	cy.presenceOf("Ann hidden", annID, isOffline)
	ann.friendsOf(protocol.HideOnline{})
	cy.presenceOf("Ann shown again", annID, isOnline)
	bob.send(protocol.Ping{})
	if m := bob.next(); m.Type != protocol.TypePong {
		t.Errorf("Bob, blocked, was sent %s %+v as Ann hid and showed herself", m.Type, m.Friend)
	}
	ann.send(protocol.Whois{Profile: annID})
	if page := ann.until(protocol.TypeProfile); !slices.Equal(ids(page.Blocked), []string{bobID}) {
		t.Errorf("Ann's own page lists as blocked %+v", page.Blocked)
	}
	bob.send(protocol.Whois{Profile: annID})
	if page := bob.until(protocol.TypeProfile); len(page.Blocked) != 0 {
		t.Errorf("Ann's page, as Bob sees it, lists as blocked %+v", page.Blocked)
	}
	if f := bob.friendsOf(protocol.Follow{Profile: annID}); len(f.Following) != 1 || f.Following[0].Online {
		t.Errorf("Bob, blocked, follows %+v", f.Following)
	}

	ann.send(protocol.Open{Game: "kalah", Seats: []string{"you", "open"}})
	table := ann.until(protocol.TypeSeated).Table
	bob.send(protocol.Sit{Table: table.ID})
	if e := bob.until(protocol.TypeError); e.Code != online.ErrTaken || e.Message != "that seat is taken" {
		t.Errorf("Bob sits at Ann's table: %s %q, want taken", e.Code, e.Message)
	}
	ann.send(protocol.Stand{Table: table.ID})
	ann.until(protocol.TypeAck)
	ann.send(protocol.Quick{Game: "kalah"})
	seek := ann.until(protocol.TypeSeated)
	bob.send(protocol.Quick{Game: "kalah"})
	if own := bob.until(protocol.TypeSeated); own.Table.ID == seek.Table.ID {
		t.Errorf("Bob, blocked, was paired with Ann")
	}

	ann.friendsOf(protocol.Unblock{Profile: bobID})
	bob.presenceOf("Ann in sight again", annID, isOnline)
	if mine := ann.friendsOf(protocol.WatchFriends{}); !slices.Equal(ids(mine.Followers), []string{bobID, cyID}) || len(mine.Blocked) != 0 {
		t.Errorf("Ann's friends after unblocking: followers %+v, blocked %+v", mine.Followers, mine.Blocked)
	}
}

// TestPresenceShowsTheGamePlayed: Cy follows Ann; when Ann and Bob are
// paired and sit down in their room, Cy is told that Ann plays there,
// with the room's watch token, which lets her watch; when Ann leaves the
// room, she plays no more.
func TestPresenceShowsTheGamePlayed(t *testing.T) {
	r := start(t, server.Config{}, "")
	cy := dialRaw(t, r.url, nil)
	cy.profile("Cy")
	p := pairQuick(t, r.url, r.url, "connectfour")
	annID := p.ids[0]
	f := cy.friendsOf(protocol.Follow{Profile: annID})
	if len(f.Following) != 1 || f.Following[0].Room != p.sat[0].table || f.Following[0].Watch == "" || f.Following[0].Game == "" {
		t.Fatalf("Cy follows %+v; want Ann playing in %s", f.Following, p.sat[0].table)
	}
	watcher := dialRaw(t, r.url, nil)
	watcher.send(protocol.Hello{Token: f.Following[0].Watch})
	if w := watcher.until(protocol.TypeWelcome); w.Room != p.sat[0].table || *w.Seat != -1 {
		t.Errorf("the watch link shows room %s, seat %d", w.Room, *w.Seat)
	}
	p.conns[0].ws.CloseNow()
	cy.presenceOf("Ann gone", annID, isOffline)
	back := dialRaw(t, r.url, nil)
	back.send(protocol.Hello{Token: p.sat[0].token})
	back.until(protocol.TypeWelcome)
	got := cy.presenceOf("Ann back at her game", annID, isOnline)
	if got.Room != p.sat[0].table || got.Watch != f.Following[0].Watch {
		t.Errorf("Ann back at her game shows %+v", got)
	}
	back.send(protocol.Resign{N: 0})
	cy.presenceOf("Ann's game over", annID, func(f protocol.FriendInfo) bool { return f.Room == "" })
}

// takeUntilTrue gives l the messages of its connection until ok holds of it,
// and fails if it does not within patience.
func takeUntilTrue(t *testing.T, l *client.Lobby, what string, ok func() bool) {
	t.Helper()
	timeout := time.After(patience)
	for !ok() {
		select {
		case m := <-l.Incoming():
			if u := l.Take(m); u.Refused != nil {
				t.Fatalf("waiting for %s: %v", what, u.Refused)
			}
		case <-timeout:
			t.Fatalf("waited %v for %s", patience, what)
		}
	}
}

// TestTheClientKeepsItsFriends: client.Lobby's typed calls follow,
// hide, block and ask for the friends, and its lists follow the server's
// answers and the presence told after them.
func TestTheClientKeepsItsFriends(t *testing.T) {
	site := onlinetest.Site(t, server.Config{})
	ann, err := client.OpenLobby(t.Context(), site, "", "Ann")
	if err != nil {
		t.Fatal(err)
	}
	defer ann.Close()
	bob, err := client.OpenLobby(t.Context(), site, "", "Bob")
	if err != nil {
		t.Fatal(err)
	}
	if err := ann.Follow(bob.Me.ID); err != nil {
		t.Fatal(err)
	}
	takeUntilTrue(t, ann, "Ann to follow Bob, online", func() bool { return len(ann.Following()) == 1 && ann.Following()[0].Online })
	if err := bob.HideOnline(true); err != nil {
		t.Fatal(err)
	}
	takeUntilTrue(t, bob, "Bob hidden, followed by Ann", func() bool {
		return bob.Hidden() && slices.Equal(ids(bob.Followers()), []string{ann.Me.ID})
	})
	takeUntilTrue(t, ann, "Bob to go out of sight", func() bool { return !ann.Following()[0].Online })
	if err := bob.HideOnline(false); err != nil {
		t.Fatal(err)
	}
	takeUntilTrue(t, ann, "Bob in sight again", func() bool { return ann.Following()[0].Online })
	if err := bob.Block(ann.Me.ID); err != nil {
		t.Fatal(err)
	}
	takeUntilTrue(t, bob, "Bob to block Ann", func() bool { return len(bob.Blocked()) == 1 && len(bob.Followers()) == 0 })
	takeUntilTrue(t, ann, "Bob out of sight of Ann, blocked", func() bool { return !ann.Following()[0].Online })
	if err := bob.Unblock(ann.Me.ID); err != nil {
		t.Fatal(err)
	}
	takeUntilTrue(t, ann, "Bob in sight again, unblocked", func() bool { return ann.Following()[0].Online })
	bob.Close()
	takeUntilTrue(t, ann, "Bob gone", func() bool { return !ann.Following()[0].Online })
	if err := ann.Unfollow(bob.Me.ID); err != nil {
		t.Fatal(err)
	}
	takeUntilTrue(t, ann, "Ann to follow no one", func() bool { return len(ann.Following()) == 0 })
	if err := ann.Friends(); err != nil {
		t.Fatal(err)
	}
}
