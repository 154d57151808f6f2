//go:build !js

package server_test

import (
	"sync"
	"testing"
	"time"

	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// settledNews reads c's messages until the news of challenge id settled
// (any state but open), and returns its state.
func (c *raw) settledNews(what, id string) string {
	c.t.Helper()
	m := c.await(what, func(m wireMessage) bool {
		return m.Type == protocol.TypeChallenge && m.Challenge.ID == id && m.Challenge.State != protocol.ChallengeOpen
	})
	return m.Challenge.State
}

// TestChallengesAcrossServers: two servers share a PostgreSQL database.
// Ann, on one, challenges Bob, on the other: he hears of it there (the
// delay is logged); he accepts there, and both are seated at one room,
// each told by her own server, where each says hello.
func TestChallengesAcrossServers(t *testing.T) {
	one, two, _ := lobbyServers(t, server.Config{Tick: lobbyTick})
	ann, bob := dialRaw(t, one.url, nil), dialRaw(t, two.url, nil)
	_, annID := ann.profile("Ann")
	_, bobID := bob.profile("Bob")
	sent := time.Now()
	ann.send(protocol.Challenge{Profile: bobID, Game: "connectfour", First: protocol.FirstChallenged})
	c := bob.challengeNews("Ann's challenge, from the other server", "", protocol.ChallengeOpen)
	t.Logf("a challenge sent on one server reached its profile on the other %v after it was sent", time.Since(sent))
	if c.From.ID != annID {
		t.Fatalf("Bob hears %+v", c)
	}
	bob.send(protocol.AcceptChallenge{Challenge: c.ID})
	bobToken, bobRoom, bobSeat := bob.seatedAndStarted("Bob's table")
	ann.challengeNews("accepted on the other server", c.ID, protocol.ChallengeAccepted)
	annToken, annRoom, annSeat := ann.seatedAndStarted("Ann's table")
	if annRoom != bobRoom || bobSeat != 0 || annSeat != 1 {
		t.Fatalf("Ann seated %d in %s, Bob %d in %s; want Bob first, one room", annSeat, annRoom, bobSeat, bobRoom)
	}
	for _, s := range []struct {
		url, token string
		seat       int
	}{{one.url, annToken, 1}, {two.url, bobToken, 0}} {
		c := dialRaw(t, s.url, nil)
		c.send(protocol.Hello{Token: s.token})
		if w := c.until(protocol.TypeWelcome); w.Room != annRoom || *w.Seat != s.seat {
			t.Errorf("hello: room %s seat %d; want %s seat %d", w.Room, *w.Seat, annRoom, s.seat)
		}
	}
}

// TestChallengeRacesAcrossServers: Ann, on one server, cancels her
// challenge as Bob, on the other, accepts it, again and again; and Bob
// accepts others as they lapse: at once, or the accept sent just
// before. Each time exactly one wins, both hear the same outcome, and an
// acceptance seats both at one room.
func TestChallengeRacesAcrossServers(t *testing.T) {
	clk := onlinetest.NewClock()
	one, two, _ := lobbyServers(t, server.Config{Tick: lobbyTick, Clock: clk, Rate: 1e4, Burst: 1e4})
	ann, bob := dialRaw(t, one.url, nil), dialRaw(t, two.url, nil)
	ann.profile("Ann")
	_, bobID := bob.profile("Bob")
	outcomes := map[string]int{}
	for round := range 12 {
		ann.send(protocol.Challenge{Profile: bobID, Game: "kalah"})
		id := ann.challengeNews("a challenge", "", protocol.ChallengeOpen).ID
		bob.challengeNews("a challenge", id, protocol.ChallengeOpen)
		lapse, ahead := round%2 == 1, round%4 >= 2
		var wg sync.WaitGroup
		accept := func() {
			if err := bob.write(protocol.AcceptChallenge{Challenge: id}); err != nil {
				t.Error(err)
			}
		}
		if ahead { // the accept ahead by more each time, so that both sides win some races
			accept()
			time.Sleep(time.Duration(round) * 15 * time.Millisecond)
		}
		wg.Go(func() {
			if lapse {
				clk.Advance(10 * time.Minute)
			} else if err := ann.write(protocol.CancelChallenge{Challenge: id}); err != nil {
				t.Error(err)
			}
		})
		if !ahead {
			wg.Go(accept)
		}
		wg.Wait()
		annSaw, bobSaw := ann.settledNews("the outcome", id), bob.settledNews("the outcome", id)
		t.Logf("round %d: %s", round, annSaw)
		if annSaw != bobSaw {
			t.Fatalf("round %d: Ann heard %s, Bob %s", round, annSaw, bobSaw)
		}
		outcomes[annSaw]++
		if annSaw == protocol.ChallengeAccepted {
			_, annRoom, _ := ann.seatedAndStarted("Ann's table")
			_, bobRoom, _ := bob.seatedAndStarted("Bob's table")
			if annRoom != bobRoom {
				t.Fatalf("round %d: Ann seated in %s, Bob in %s", round, annRoom, bobRoom)
			}
		} else if e := bob.until(protocol.TypeError); e.Code != "gone" {
			t.Fatalf("round %d: Bob's accept of a challenge %s: %s %q", round, annSaw, e.Code, e.Message)
		}
	}
	t.Logf("outcomes: %v", outcomes)
}
