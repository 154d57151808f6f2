//go:build !js

package server_test

import (
	"testing"
	"time"

	"parlor/game/clock"
	"parlor/game/online/client"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// challengeNews reads c's messages until the news of challenge id (any,
// if "") in state, and returns it.
func (c *raw) challengeNews(what, id, state string) protocol.ChallengeInfo {
	c.t.Helper()
	m := c.await(what, func(m wireMessage) bool {
		return m.Type == protocol.TypeChallenge && m.Challenge != nil && (id == "" || m.Challenge.ID == id) && m.Challenge.State == state
	})
	return *m.Challenge
}

// challenges asks c's open challenges.
func (c *raw) challenges() wireMessage {
	c.t.Helper()
	c.send(protocol.ListChallenges{})
	return c.until(protocol.TypeChallenges)
}

// signedIn dials a second connection signed in with key.
func signedIn(t *testing.T, url, key string) *raw {
	c := dialRaw(t, url, nil)
	c.send(protocol.SignIn{Key: key})
	c.until(protocol.TypeProfile)
	return c
}

// seatedAndStarted reads c's messages until its seat at a table and that
// table's start, and returns the seat's token and the room.
func (c *raw) seatedAndStarted(what string) (token, room string, seat int) {
	c.t.Helper()
	s := c.until(protocol.TypeSeated)
	started := c.await(what+" started", func(m wireMessage) bool {
		return m.Type == protocol.TypeTable && m.Table.ID == s.Table.ID && m.Table.Closed && m.Table.Room != ""
	})
	return s.Token, started.Table.Room, *s.Seat
}

// TestAChallengeAcceptedOpensTheRoomForBoth: Ann challenges Bob, who
// hears of it on both his connections, and lists it; he accepts, and
// both are seated at one room, Ann first, where they say hello.
func TestAChallengeAcceptedOpensTheRoomForBoth(t *testing.T) {
	r := start(t, server.Config{}, "")
	ann, bob := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	_, annID := ann.profile("Ann")
	bobKey, bobID := bob.profile("Bob")
	bob2 := signedIn(t, r.url, bobKey)
	ann.send(protocol.Challenge{Profile: bobID, Game: "kalah", Clock: clock.MustParse("3d"), Rated: true, First: protocol.FirstChallenger})
	sent := ann.challengeNews("Ann's challenge", "", protocol.ChallengeOpen)
	if sent.From.ID != annID || sent.To.ID != bobID || sent.Game != "kalah houses=6 seeds=4" || !sent.Rated || sent.Clock.Days != 3 ||
		sent.First != protocol.FirstChallenger || sent.Expires-sent.Created != (10*time.Minute).Milliseconds() {
		t.Fatalf("Ann's challenge: %+v", sent)
	}
	for _, c := range []*raw{bob, bob2} {
		if got := c.challengeNews("Bob hears of it", sent.ID, protocol.ChallengeOpen); got != sent {
			t.Errorf("Bob hears %+v, Ann sent %+v", got, sent)
		}
	}
	if l := bob.challenges(); len(l.Received) != 1 || l.Received[0].ID != sent.ID || len(l.Sent) != 0 {
		t.Errorf("Bob's challenges: %+v", l)
	}
	if l := ann.challenges(); len(l.Sent) != 1 || l.Sent[0].ID != sent.ID || len(l.Received) != 0 {
		t.Errorf("Ann's challenges: %+v", l)
	}
	bob.send(protocol.AcceptChallenge{Challenge: sent.ID})
	bobToken, bobRoom, bobSeat := bob.seatedAndStarted("Bob's table")
	accepted := ann.challengeNews("the acceptance", sent.ID, protocol.ChallengeAccepted)
	annToken, annRoom, annSeat := ann.seatedAndStarted("Ann's table")
	if accepted.Room == "" || annRoom != bobRoom || annSeat != 0 || bobSeat != 1 {
		t.Fatalf("accepted in %q; Ann seated %d in %s, Bob %d in %s", accepted.Room, annSeat, annRoom, bobSeat, bobRoom)
	}
	bob2.challengeNews("Bob's other connection hears it accepted", sent.ID, protocol.ChallengeAccepted)
	for i, token := range []string{annToken, bobToken} {
		c := dialRaw(t, r.url, nil)
		c.send(protocol.Hello{Token: token})
		w := c.until(protocol.TypeWelcome)
		if w.Room != annRoom || *w.Seat != i || !w.Rated || w.Clock.Days != 3 {
			t.Errorf("hello %d: room %s seat %d rated %v clock %v", i, w.Room, *w.Seat, w.Rated, w.Clock)
		}
	}
	if l := ann.challenges(); len(l.Sent) != 0 {
		t.Errorf("Ann's open challenges after: %+v", l.Sent)
	}
}

// TestAChallengeDeclinedOrCancelled: Bob declines one of Ann's
// challenges with a reason, which she hears; she cancels another, which
// he hears, and which he can then no longer accept.
func TestAChallengeDeclinedOrCancelled(t *testing.T) {
	r := start(t, server.Config{}, "")
	ann, bob := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	ann.profile("Ann")
	_, bobID := bob.profile("Bob")
	ann.send(protocol.Challenge{Profile: bobID, Game: "yote", Clock: clock.MustParse("1/2+0")})
	first := ann.challengeNews("the first", "", protocol.ChallengeOpen)
	bob.challengeNews("the first", first.ID, protocol.ChallengeOpen)
	bob.send(protocol.DeclineChallenge{Challenge: first.ID, Reason: "too-fast"})
	if d := ann.challengeNews("declined", first.ID, protocol.ChallengeDeclined); d.Reason != "too-fast" {
		t.Errorf("declined for %q", d.Reason)
	}
	bob.challengeNews("his own decline", first.ID, protocol.ChallengeDeclined)
	ann.send(protocol.Challenge{Profile: bobID, Game: "yote"})
	second := ann.challengeNews("the second", "", protocol.ChallengeOpen)
	if second.First != protocol.FirstRandom || second.Clock != (clock.Control{}) {
		t.Errorf("the second: %+v", second)
	}
	bob.challengeNews("the second", second.ID, protocol.ChallengeOpen)
	ann.send(protocol.CancelChallenge{Challenge: second.ID})
	ann.challengeNews("cancelled", second.ID, protocol.ChallengeCancelled)
	bob.challengeNews("cancelled", second.ID, protocol.ChallengeCancelled)
	bob.refused(protocol.AcceptChallenge{Challenge: second.ID}, "gone")
	bob.refused(protocol.DeclineChallenge{Challenge: first.ID}, "gone")
}

// TestChallengesRefused: a challenge to oneself, to no profile or a
// deleted one, of a game refused or not for two, with a clock not of the
// documented set, a sixth open, and answers to a challenge not one's
// own: each a clear error.
func TestChallengesRefused(t *testing.T) {
	r := start(t, server.Config{}, "")
	ann, bob, cy := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	_, annID := ann.profile("Ann")
	_, bobID := bob.profile("Bob")
	_, cyID := cy.profile("Cy")
	cy.send(protocol.DeleteProfile{})
	cy.until(protocol.TypeAck)
	for _, c := range []struct {
		m    protocol.Challenge
		code string
	}{
		{protocol.Challenge{Profile: annID, Game: "kalah"}, "bad-message"},
		{protocol.Challenge{Profile: "nobody", Game: "kalah"}, "bad-token"},
		{protocol.Challenge{Profile: cyID, Game: "kalah"}, "bad-token"},
		{protocol.Challenge{Profile: bobID, Game: "chess"}, "bad-game"},
		{protocol.Challenge{Profile: bobID, Game: "kalah houses=99"}, "bad-game"},
		{protocol.Challenge{Profile: bobID, Game: "cantstop players=3"}, "bad-game"},
		{protocol.Challenge{Profile: bobID, Game: "kalah", First: "second"}, "bad-message"},
	} {
		ann.refused(c.m, c.code)
	}
	ann.send(`{"type":"challenge","profile":"` + bobID + `","game":"kalah","clock":"4+0"}`)
	if e := ann.until(protocol.TypeError); e.Code != "bad-message" {
		t.Errorf("a clock of 4 minutes: %s %q", e.Code, e.Message)
	}
	var ids []string
	for range 5 {
		ann.send(protocol.Challenge{Profile: bobID, Game: "kalah"})
		ids = append(ids, ann.challengeNews("a challenge", "", protocol.ChallengeOpen).ID)
	}
	if e := ann.refused(protocol.Challenge{Profile: bobID, Game: "kalah"}, "too-many"); e.Message == "" {
		t.Error("the sixth is refused without words")
	}
	bob.refused(protocol.CancelChallenge{Challenge: ids[0]}, "bad-token") // his to answer, not to cancel
	ann.refused(protocol.AcceptChallenge{Challenge: ids[0]}, "bad-token") // hers to cancel, not to accept
	bob.refused(protocol.DeclineChallenge{Challenge: ids[0], Reason: "ugly"}, "bad-message")
	bob.refused(protocol.AcceptChallenge{Challenge: "nope"}, "bad-token")
}

// TestABlockedChallengeNeverArrives: Bob blocks Ann; her challenge is
// answered as any other, stays open to her, and never reaches him: not
// pushed, not listed, not to be accepted.
func TestABlockedChallengeNeverArrives(t *testing.T) {
	r := start(t, server.Config{}, "")
	ann, bob := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	_, annID := ann.profile("Ann")
	_, bobID := bob.profile("Bob")
	bob.friendsOf(protocol.Block{Profile: annID})
	ann.send(protocol.Challenge{Profile: bobID, Game: "kalah"})
	sent := ann.challengeNews("her challenge", "", protocol.ChallengeOpen)
	if l := bob.challenges(); len(l.Received) != 0 { // the news, had it come, would have come first
		t.Errorf("Bob lists %+v", l.Received)
	}
	bob.refused(protocol.AcceptChallenge{Challenge: sent.ID}, "bad-token")
	if l := ann.challenges(); len(l.Sent) != 1 {
		t.Errorf("Ann's sent: %+v, want hers open", l.Sent)
	}
}

// TestAChallengeLapses: ten minutes on, a challenge lapses and both are
// told; another lapses when its sender has left for good.
func TestAChallengeLapses(t *testing.T) {
	clk := onlinetest.NewClock()
	r := start(t, server.Config{Clock: clk, Tick: 20 * time.Millisecond}, "")
	ann, bob := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	ann.profile("Ann")
	_, bobID := bob.profile("Bob")
	ann.send(protocol.Challenge{Profile: bobID, Game: "kalah"})
	sent := ann.challengeNews("her challenge", "", protocol.ChallengeOpen)
	bob.challengeNews("her challenge", sent.ID, protocol.ChallengeOpen)
	clk.Advance(10 * time.Minute)
	ann.challengeNews("it lapses", sent.ID, protocol.ChallengeLapsed)
	bob.challengeNews("it lapses", sent.ID, protocol.ChallengeLapsed)

	ann.send(protocol.Challenge{Profile: bobID, Game: "kalah"})
	again := ann.challengeNews("another", "", protocol.ChallengeOpen)
	bob.challengeNews("another", again.ID, protocol.ChallengeOpen)
	ann.ws.CloseNow()
	clk.Advance(31 * time.Second)
	bob.challengeNews("its sender gone", again.ID, protocol.ChallengeLapsed)
}

// TestChallengesThroughTheClient: the client's typed calls. Ann
// challenges Bob, who sees it received and its news (a banner's); he
// declines one and accepts the next, and both are seated at its room,
// as quick pairing seats them.
func TestChallengesThroughTheClient(t *testing.T) {
	site := onlinetest.Site(t, server.Config{})
	ann, err := client.OpenLobby(t.Context(), site, "", "Ann")
	if err != nil {
		t.Fatal(err)
	}
	bob, err := client.OpenLobby(t.Context(), site, "", "Bob")
	if err != nil {
		t.Fatal(err)
	}
	var news *protocol.ChallengeInfo
	for _, reason := range []string{"rated-only", ""} {
		if err := ann.Challenge(bob.Me.ID, "connectfour", clock.Control{}, false, ""); err != nil {
			t.Fatal(err)
		}
		takeUntilTrue(t, ann, "Ann's challenge sent", func() bool { return len(ann.SentChallenges()) == 1 })
		takeUntil(t, bob, "Ann's challenge's news", func(u client.LobbyUpdate) bool {
			news = u.Challenge
			return news != nil && news.State == protocol.ChallengeOpen
		})
		if got := bob.ReceivedChallenges(); len(got) != 1 || got[0] != *news || news.From.ID != ann.Me.ID {
			t.Fatalf("Bob received %+v; the news was %+v", got, news)
		}
		if reason == "" {
			break
		}
		if err := bob.DeclineChallenge(news.ID, reason); err != nil {
			t.Fatal(err)
		}
		takeUntil(t, ann, "the decline", func(u client.LobbyUpdate) bool {
			return u.Challenge != nil && u.Challenge.State == protocol.ChallengeDeclined && u.Challenge.Reason == reason
		})
		if len(ann.SentChallenges()) != 0 {
			t.Errorf("Ann's sent, declined: %+v", ann.SentChallenges())
		}
	}
	if err := bob.AcceptChallenge(news.ID); err != nil {
		t.Fatal(err)
	}
	takeUntil(t, bob, "Bob's room", func(u client.LobbyUpdate) bool { return u.Started })
	takeUntil(t, ann, "Ann's room", func(u client.LobbyUpdate) bool { return u.Started })
	if ann.Sitting.Room != bob.Sitting.Room || ann.Sitting.Token == "" || ann.Sitting.Seat == bob.Sitting.Seat {
		t.Errorf("Ann sits %+v, Bob %+v", ann.Sitting, bob.Sitting)
	}
	if err := ann.ListChallenges(); err != nil {
		t.Fatal(err)
	}
	takeUntil(t, ann, "Ann's challenges", func(u client.LobbyUpdate) bool {
		return u.Challenge == nil && u.Payload != nil && u.Payload.Type() == protocol.TypeChallenges
	})
	if len(ann.SentChallenges())+len(bob.ReceivedChallenges()) != 0 {
		t.Errorf("open after the acceptance: %+v, %+v", ann.SentChallenges(), bob.ReceivedChallenges())
	}
}
