//go:build !js

package server_test

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/online"
	"parlor/game/online/memstore"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/online/store"
)

// timedPair makes a room of game with time control tc on the server at
// url: a at seat 1, b at seat 2 by its invite.
func timedPair(t *testing.T, url, gameText, tc string) (a, b *onlinetest.Player) {
	t.Helper()
	a = onlinetest.Dial(t, url, protocol.Create{Game: gameText, Seats: []string{online.SeatYou, online.SeatInvite}, Clock: tc})
	b = onlinetest.Dial(t, url, protocol.Join{Invite: a.Created.Invites[1]})
	return a, b
}

// lastEvent is the last event room id's store has.
func lastEvent(t *testing.T, store store.Store, id string) online.Event {
	t.Helper()
	_, log, err := store.Room(context.Background(), id)
	if err != nil || len(log) == 0 {
		return online.Event{}
	}
	return log[len(log)-1]
}

// playOne plays a random move for p, whose turn it is, and waits until
// both players have its event.
func playOne(t *testing.T, p *onlinetest.Player, all ...*onlinetest.Player) {
	t.Helper()
	mv, err := game.RandomMove(p.Table.Match.State(), rand.New(rand.NewPCG(1, 1)))
	if err != nil {
		t.Fatal(err)
	}
	n := p.Table.N + 1
	if _, _, err := p.Session.Play(mv); err != nil {
		t.Fatal(err)
	}
	for _, q := range all {
		q.CatchUp(t, n)
	}
}

// openings has each player make her seat's first move, whoever is to
// move moving (a random move, at once), until every seat has: from then
// on every seat's time runs on its clock, its first move's grace behind
// it (online.FirstMove).
func openings(t *testing.T, ps ...*onlinetest.Player) {
	t.Helper()
	moved := map[int]bool{}
	for len(moved) < len(ps) {
		turn, mover := ps[0].Table.Turn(), (*onlinetest.Player)(nil)
		for _, p := range ps {
			if p.Table.Seat == turn {
				mover = p
			}
		}
		if mover == nil {
			t.Fatalf("no player here is to move (seat %d)", turn)
		}
		playOne(t, mover, ps...)
		moved[turn] = true
	}
}

// timedThree makes a game of Can't Stop for three with a clock of a
// quarter of a minute on the server at url, a person at every seat, and
// has each make its first move: the clock of the seat to move runs.
func timedThree(t *testing.T, url string) (a, b, c *onlinetest.Player) {
	t.Helper()
	a = onlinetest.Dial(t, url, protocol.Create{Game: "cantstop players=3", Seats: []string{online.SeatYou, online.SeatInvite, online.SeatInvite}, Clock: "1/4+0"})
	b = onlinetest.Dial(t, url, protocol.Join{Invite: a.Created.Invites[1]})
	c = onlinetest.Dial(t, url, protocol.Join{Invite: a.Created.Invites[2]})
	a.CatchUp(t, 0)
	openings(t, a, b, c)
	return a, b, c
}

// awaitFlag moves clk on, half a second at a time, until p hears that a
// seat's time ran out, and returns that event. The server arms its
// timer when it gets to it: a clock moved once, at once, may pass it by.
func awaitFlag(t *testing.T, clk *onlinetest.Clock, p *onlinetest.Player) online.Event {
	t.Helper()
	var flag online.Event
	waitFor(t, "a seat's time to run out", func() bool {
		clk.Advance(500 * time.Millisecond)
		for {
			select {
			case m := <-p.Session.Incoming():
				for _, e := range p.Session.Take(m).Played {
					if e.Kind == online.KindFlag {
						flag = e
					}
				}
				continue
			case <-time.After(10 * time.Millisecond):
			}
			return flag.Kind == online.KindFlag
		}
	})
	return flag
}

// TestTimeRunsOutWithNoOneConnected: the welcome gives each seat its
// time; the server keeps the time of the seat to move while everyone has
// gone, and ends the game on time when it runs out; a player coming back
// finds it lost on time.
func TestTimeRunsOutWithNoOneConnected(t *testing.T) {
	clk := onlinetest.NewClock()
	store := memstore.New()
	srv := serve(t, server.Config{Clock: clk}, store)
	a, b := timedPair(t, srv.url, "kalah", "1/2+5")
	if a.Table.Clock.String() != "1/2+5" || len(b.Table.Clocks) != 2 || b.Table.Clocks[0] != 30*time.Second {
		t.Fatalf("the welcome says the clock %q, clocks %v", b.Table.Clock, b.Table.Clocks)
	}
	openings(t, a, b) // 35 s each
	for a.Table.Turn() == 1 {
		playOne(t, b, a, b)
	}
	clk.Advance(4 * time.Second)
	for a.Table.Turn() == 0 { // South's turn, extra turns and all
		playOne(t, a, a, b)
	}
	if got := b.Table.Clocks[0]; got != 36*time.Second {
		t.Fatalf("South had 35 s, spent 4 and gained 5: the event says %v", got)
	}
	room := a.Table.Room
	a.Session.Close()
	b.Session.Close()
	clk.Advance(34 * time.Second) // North has 35 s: not yet
	if e := lastEvent(t, store, room); e.Kind == online.KindFlag {
		t.Fatal("flagged a second early")
	}
	waitFor(t, "North to lose on time", func() bool {
		clk.Advance(100 * time.Millisecond)
		return lastEvent(t, store, room).Kind == online.KindFlag
	})
	if e := lastEvent(t, store, room); e.Seat != 1 || e.Clocks[1] != 0 {
		t.Fatalf("the flag is %+v", e)
	}
	back := onlinetest.Dial(t, srv.url, protocol.Hello{Token: a.Table.Token})
	back.CatchUp(t, back.Table.N)
	if back.Table.End == nil || back.Table.End.Result != "North lost on time: South wins" {
		t.Fatalf("the end is %+v", back.Table.End)
	}
}

// TestTimeRunsOutInAGameOfThree: the seat whose time runs out goes to the
// computer at Medium, everyone is told, and the computer plays on.
func TestTimeRunsOutInAGameOfThree(t *testing.T) {
	clk := onlinetest.NewClock()
	srv := serve(t, server.Config{Clock: clk, Rate: 1e4, Burst: 1e4}, memstore.New())
	a, b, _ := timedThree(t, srv.url)
	p := a.Table.Turn()
	flag := awaitFlag(t, clk, b)
	if flag.Seat != p || b.Table.Over() {
		t.Fatalf("the flag %+v, seat %d to move; over %v", flag, p, b.Table.Over())
	}
	waitFor(t, "the computer to take the seat and move", func() bool {
		b.Next(t)
		return b.Table.Players[p].Kind == online.KindComputer && b.Table.Turn() != p
	})
	if lvl := b.Table.Players[p].Level; lvl != online.FlagLevel {
		t.Fatalf("the computer plays at %q", lvl)
	}
}

// TestAServerStartingTimesTheRoomsItFinds: a server started on a store
// holding a game whose clock runs loads it at once and ends it on time
// with no one connected, having charged the seat to move the time the
// first server held the room after its move, and no one the time no
// server held it.
func TestAServerStartingTimesTheRoomsItFinds(t *testing.T) {
	dir := t.TempDir()
	clk := onlinetest.NewClock()
	first := start(t, server.Config{Clock: clk}, dir)
	a, b := timedPair(t, first.url, "connectfour", "1+0")
	openings(t, a, b)
	clk.Advance(10 * time.Second)
	playOne(t, a, a, b)
	room := a.Table.Room
	clk.Advance(10 * time.Second) // Yellow thinks while the first server holds the room
	first.stop()
	clk.Advance(time.Hour) // no server holds the room
	second := start(t, server.Config{Clock: clk}, dir)
	waitFor(t, "the room to be loaded", func() bool { return second.srv.Loaded() == 1 })
	clk.Advance(49 * time.Second)
	if e := lastEvent(t, second.store, room); e.Kind == online.KindFlag {
		t.Fatal("the hour no server held the room was charged")
	}
	clk.Advance(1500 * time.Millisecond) // 10 s held by the first server and 50.5 s by the second
	waitFor(t, "the flag", func() bool { return lastEvent(t, second.store, room).Kind == online.KindFlag })
}

// TestTwoServersKeepOneClock: a room played through two servers sharing
// PostgreSQL is timed by the one holding its lease; the flag reaches the
// player connected to the other, and the game is over in the store once.
func TestTwoServersKeepOneClock(t *testing.T) {
	clk := onlinetest.NewClock()
	c := server.Config{Clock: clk, CatchUp: time.Second}
	x, y := twoServers(t, c)
	a := onlinetest.Dial(t, x.url, protocol.Create{Game: "yote", Seats: []string{online.SeatYou, online.SeatInvite}, Clock: "1/4+0"})
	b := onlinetest.Dial(t, y.url, protocol.Join{Invite: a.Created.Invites[1]})
	openings(t, a, b)
	a.Session.Close()
	awaitFlag(t, clk, b)
	b.CatchUp(t, b.Table.N)
	result := b.Table.End.Result
	if !strings.Contains(result, "lost on time") {
		t.Fatalf("the result is %q", result)
	}
	_, log, err := x.store.Room(context.Background(), a.Table.Room)
	if err != nil {
		t.Fatal(err)
	}
	flags := 0
	for _, e := range log {
		if e.Kind == online.KindFlag {
			flags++
		}
	}
	if flags != 1 {
		t.Fatalf("%d flag events in the store", flags)
	}
}

// TestOnlyTheGrammarsClocksMakeARoom: a create whose clock is not of the
// grammar of PROTOCOL.md (issue 47's texts) is bad-message and makes no
// room; "clock": null makes a room with none, and "0.25+0" one of ¼
// minute, written back "1/4+0".
func TestOnlyTheGrammarsClocksMakeARoom(t *testing.T) {
	srv := start(t, server.Config{}, "")
	c := dialRaw(t, srv.url, nil)
	for _, clock := range []string{" 5+3", "5+3 ", "05+03", "5++3", "5+-0", "+3d", "3D", "NONE"} {
		c.send(protocol.Create{Game: "kalah", Seats: []string{online.SeatYou, online.SeatInvite}, Clock: clock})
		if m := c.next(); m.Type != protocol.TypeError || m.Code != online.ErrBadMessage {
			t.Errorf("create with the clock %q: %s %s %q, want %s", clock, m.Type, m.Code, m.Message, online.ErrBadMessage)
		}
	}
	for _, r := range []struct{ clock, want string }{
		{`null`, ""},
		{`"0.25+0"`, "1/4+0"},
	} {
		c := dialRaw(t, srv.url, nil)
		c.send(`{"type":"create","game":"kalah","seats":["you","invite"],"clock":` + r.clock + `}`)
		if m := c.next(); m.Type != protocol.TypeCreated {
			t.Fatalf("create with the clock %s: %+v", r.clock, m)
		}
		if w := c.until(protocol.TypeWelcome); w.Clock != r.want {
			t.Errorf("create with the clock %s: the welcome's clock is %q, want %q", r.clock, w.Clock, r.want)
		}
	}
}
