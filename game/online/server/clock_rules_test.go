//go:build !js

package server_test

import (
	"strings"
	"testing"

	"parlor/game/online"
	"parlor/game/online/memstore"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// TestAFlaggedPlayerWatchesOn: in a game of three, the player whose time
// ran out comes back with her seat's token and watches the computer play
// her seat; she can no longer move for it, and list no longer lists it
// as hers.
func TestAFlaggedPlayerWatchesOn(t *testing.T) {
	clk := onlinetest.NewClock()
	srv := serve(t, server.Config{Clock: clk, Rate: 1e4, Burst: 1e4}, memstore.New())
	a, b, c := timedThree(t, srv.url)
	p := a.Table.Turn()
	flagged := []*onlinetest.Player{a, b, c}[p]
	watcher := []*onlinetest.Player{a, b, c}[(p+1)%3]
	token := flagged.Table.Token
	flagged.Session.Close()
	awaitFlag(t, clk, watcher)

	back := dialRaw(t, srv.url, nil)
	back.send(protocol.Hello{Token: token})
	w := back.next()
	if w.Type != protocol.TypeWelcome || w.Seat == nil || *w.Seat != -1 {
		t.Fatalf("Orange, out of time, says hello: %s %s %q; want a spectator's welcome", w.Type, w.Code, w.Message)
	}
	if s := w.Players[p]; s.Kind != online.KindComputer {
		t.Fatalf("her seat is %+v", s)
	}
	back.send(protocol.Move{N: w.N, Move: "r"})
	if m := back.until(protocol.TypeError); m.Code != online.ErrSpectator {
		t.Fatalf("her move: %s %q, want %s", m.Code, m.Message, online.ErrSpectator)
	}
	back.send(protocol.List{Tokens: []string{token}})
	if m := back.until(protocol.TypeRooms); len(m.Rooms) != 0 {
		t.Fatalf("list of her token: %+v, want none: it holds no seat", m.Rooms)
	}
}

// TestAListsDeadlineIsZeroWhileNoClockRuns: list gives a room's deadline
// only while a person's time runs: 0 while a seat waits for its player,
// then the seat to move's (its first move's, to begin with), and 0 again
// once the game is over.
func TestAListsDeadlineIsZeroWhileNoClockRuns(t *testing.T) {
	clk := onlinetest.NewClock()
	srv := serve(t, server.Config{Clock: clk}, memstore.New())
	a := onlinetest.Dial(t, srv.url, protocol.Create{Game: "kalah", Seats: []string{online.SeatYou, online.SeatInvite}, Clock: "5+0"})
	lister := dialRaw(t, srv.url, nil)
	deadline := func() int64 {
		t.Helper()
		lister.send(protocol.List{Tokens: []string{a.Table.Token}})
		m := lister.until(protocol.TypeRooms)
		if len(m.Rooms) != 1 {
			t.Fatalf("list: %+v", m.Rooms)
		}
		return m.Rooms[0].Deadline
	}
	if d := deadline(); d != 0 {
		t.Fatalf("a seat waits for its player, and the deadline is %d", d)
	}
	b := onlinetest.Dial(t, srv.url, protocol.Join{Invite: a.Created.Invites[1]})
	if d, want := deadline(), clk.Now().Add(online.FirstMove).UnixMilli(); d != want {
		t.Fatalf("South's first move is due: the deadline is %d, want %d", d, want)
	}
	b.Session.Send(protocol.Resign{N: b.Table.N})
	waitFor(t, "the resignation", func() bool { return deadline() == 0 })
}

// TestAKeyOfTheWrongLengthIsBadToken: profile with a key of any length no
// profile has is bad-token, as any wrong key is.
func TestAKeyOfTheWrongLengthIsBadToken(t *testing.T) {
	srv := serve(t, server.Config{}, memstore.New())
	c := dialRaw(t, srv.url, nil)
	for _, key := range []string{"k", strings.Repeat("k", 22), strings.Repeat("k", 100), strings.Repeat("k", 3000)} {
		c.send(protocol.SignIn{Key: key})
		if m := c.next(); m.Type != protocol.TypeError || m.Code != online.ErrBadToken {
			t.Errorf("profile with a key of %d characters: %s %s, want %s", len(key), m.Type, m.Code, online.ErrBadToken)
		}
	}
}
