//go:build !js

package server_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/onlinetest"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/online/store"
	"parlor/game/record"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// fast is a server's configuration for bots, which move faster than
// people.
var fast = server.Config{Rate: 1e4, Burst: 1e4}

// twoServers runs two servers on one new PostgreSQL database.
func twoServers(t *testing.T, c server.Config) (*running, *running) {
	url := pgtest.URL(t)
	return startShared(t, c, url), startShared(t, c, url)
}

// replayed is the match of the room's seed fed the moves of its stored
// log, undos and all, as a local game would play them.
func replayed(t *testing.T, store store.Store, id string) *record.Match {
	t.Helper()
	rec, log, err := store.Room(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	o, err := games.Parse(rec.Game)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, rec.Seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range log {
		switch e.Kind {
		case online.KindMove:
			err = m.PlayText(e.Lines[0]) // the decision; the dice and tiles are the seed's
		case online.KindUndo:
			for m.Plies() > e.Plies && err == nil {
				err = m.Undo()
			}
		}
		if err != nil {
			t.Fatalf("room %s, event %d: %v", id, e.N, err)
		}
	}
	return m
}

// TestTwoServersPlayEveryGame plays every game to its end with the
// room's people on two servers sharing one PostgreSQL database: the
// creator on the first, the friend who takes the invite and a spectator
// on the second, and in the three-seat games the computer, played by one
// of them. Each client checks every event with its engine and the end
// against the commitment; the record is the match of the room's seed fed
// the moves it stored.
func TestTwoServersPlayEveryGame(t *testing.T) {
	one, two := twoServers(t, fast)
	for i, g := range games.All() {
		sets := []catalog.Options{g.Defaults()}
		if three, err := g.Defaults().With("players", "3"); err == nil {
			sets = append(sets, three)
		}
		for _, o := range sets {
			t.Run(o.String(), func(t *testing.T) {
				specs := []string{online.SeatYou, online.SeatInvite, "easy"}[:len(o.Seats())]
				a := onlinetest.Dial(t, one.url, protocol.Create{Game: o.String(), Seats: specs})
				b := onlinetest.Dial(t, two.url, protocol.Join{Invite: a.Created.Invites[1]})
				w := onlinetest.Dial(t, two.url, protocol.Hello{Token: a.Created.Watch})
				n := playToTheEnd(t, rand.New(rand.NewPCG(uint64(i), 9)), []*onlinetest.Player{a, b}, w)
				for _, s := range []*onlinetest.Player{a, b, w} {
					if s.Table.End == nil || s.Table.End.Record != a.Table.End.Record {
						t.Fatalf("seat %d has no end, or another record", s.Table.Seat)
					}
				}
				end := a.Table.End
				if local := replayed(t, one.store, a.Table.Room); local.TextWith(record.Tag{Name: online.ResultTag, Value: end.Result}) != end.Record {
					t.Errorf("the room's record is not the local match of its moves:\n%s\nlocal:\n%s", a.Table.End.Record, local.Text())
				}
				t.Logf("%d events", n)
			})
		}
	}
}

// TestTwoServersSeeWhoIsHere: a seat connected to one server is shown
// here on the other, and away once it leaves; so the computer may not
// take the seat of a person connected elsewhere.
func TestTwoServersSeeWhoIsHere(t *testing.T) {
	one, two := twoServers(t, server.Config{Away: time.Millisecond})
	a := dialRaw(t, one.url, nil)
	created := a.create("kalah", online.SeatYou, online.SeatInvite)
	b := dialRaw(t, two.url, nil)
	b.send(protocol.Join{Invite: created.Invites[1], Name: "Bo"})
	b.until(protocol.TypeWelcome)
	for {
		m := a.until(protocol.TypeSeats)
		if m.Players[1].Online {
			break
		}
	}
	a.send(protocol.Hand{N: 0, Seat: 1, Level: "easy"})
	if m := a.until(protocol.TypeError); m.Code != online.ErrNotAway {
		t.Fatalf("the seat of a person on the other server given away: %+v", m)
	}
	b.ws.CloseNow()
	for {
		m := a.until(protocol.TypeSeats)
		if !m.Players[1].Online {
			break
		}
	}
	a.send(protocol.Hand{N: 0, Seat: 1, Level: "easy"})
	if m := a.until(protocol.TypeAck); m.Type != protocol.TypeAck {
		t.Fatalf("the seat of a person gone not given away: %+v", m)
	}
}

// TestRandomSessionsOnTwoServers runs the random sessions with every
// client connecting, each time it does, to one of two servers at random.
func TestRandomSessionsOnTwoServers(t *testing.T) {
	if testing.Short() {
		t.Skip("long")
	}
	one, two := twoServers(t, fast)
	randomSessions(t, one.store, one.url, two.url)
}

// TestRacingServersApplyOneMove: two connections of the same seat, one
// to each server, send a move for the same event number at the same
// moment, again and again — sometimes the same move, sometimes two
// different ones. Each time exactly one is stored; the same move is
// acknowledged to both, as a move sent again; of two different moves the
// one stored is acknowledged and the other answered as stale.
func TestRacingServersApplyOneMove(t *testing.T) {
	one, two := twoServers(t, fast)
	const races = 150
	rng := rand.New(rand.NewPCG(4, 4))
	same, differ := 0, 0
	for same+differ < races {
		a := dialRaw(t, one.url, nil)
		created := a.create("kalah", online.SeatYou, online.SeatYou)
		a2 := dialRaw(t, two.url, nil)
		a2.send(protocol.Hello{Token: created.Tokens[0]})
		a2.until(protocol.TypeWelcome)
		b := dialRaw(t, one.url, nil)
		b.send(protocol.Hello{Token: created.Tokens[1]})
		b.until(protocol.TypeWelcome)
		o, _ := games.Parse("kalah")
		local, _ := record.New(o, 0)
		n := 0
		for !local.State().Over() && same+differ < races {
			s := local.State()
			moves := s.Legal()
			if s.Turn() == 1 {
				mv := moves[rng.IntN(len(moves))]
				b.send(protocol.Move{N: n, Move: s.MoveString(mv)})
				ev := eventOf(t, b, n+1)
				local.PlayText(ev.Lines[0])
				n++
				continue
			}
			m1 := s.MoveString(moves[rng.IntN(len(moves))])
			m2 := m1
			if len(moves) > 1 && rng.IntN(2) == 0 {
				for m2 == m1 {
					m2 = s.MoveString(moves[rng.IntN(len(moves))])
				}
			}
			go a.send(protocol.Move{N: n, Move: m1})
			a2.send(protocol.Move{N: n, Move: m2})
			r1, r2 := answer(t, a, n), answer(t, a2, n)
			_, log, err := one.store.Room(t.Context(), created.Room)
			if err != nil {
				t.Fatal(err)
			}
			if len(log) != n+1 {
				t.Fatalf("race at event %d: %d events stored", n, len(log))
			}
			won := log[n].Lines[0]
			switch {
			case m1 == m2:
				same++
				if r1.Type != protocol.TypeAck || r2.Type != protocol.TypeAck || r1.N != n+1 || r2.N != n+1 {
					t.Fatalf("the same move %s from both: answered %+v and %+v", m1, r1, r2)
				}
			case won == m1:
				differ++
				if r1.Type != protocol.TypeAck || r2.Type != protocol.TypeError || r2.Code != online.ErrStale {
					t.Fatalf("%s stored, %s lost: answered %+v and %+v", m1, m2, r1, r2)
				}
			case won == m2:
				differ++
				if r2.Type != protocol.TypeAck || r1.Type != protocol.TypeError || r1.Code != online.ErrStale {
					t.Fatalf("%s stored, %s lost: answered %+v and %+v", m2, m1, r2, r1)
				}
			default:
				t.Fatalf("race of %s and %s: %s stored", m1, m2, won)
			}
			if err := local.PlayText(won); err != nil {
				t.Fatal(err)
			}
			n++
			eventOf(t, b, n)
		}
		for _, c := range []*raw{a, a2, b} {
			c.ws.CloseNow()
		}
	}
	t.Logf("%d races: %d of the same move, %d of two moves; one stored each time", races, same, differ)
}

// answer reads c's messages until the answer to its move at event n: an
// ack of event n+1 or an error.
func answer(t *testing.T, c *raw, n int) wireMessage {
	t.Helper()
	return c.await(fmt.Sprintf("the answer to a message at event %d", n), func(m wireMessage) bool {
		return m.Type == protocol.TypeError || m.Type == protocol.TypeAck
	})
}

// eventOf reads c's messages until event n, and returns it.
func eventOf(t *testing.T, c *raw, n int) online.Event {
	t.Helper()
	m := c.await(fmt.Sprintf("event %d", n), func(m wireMessage) bool {
		return m.Type == protocol.TypeEvent && m.N == n || m.Type == protocol.TypeError
	})
	if m.Type == protocol.TypeError {
		t.Fatalf("waiting for event %d: %+v", n, m)
	}
	return *m.Event
}
