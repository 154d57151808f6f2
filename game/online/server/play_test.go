//go:build !js

package server_test

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/server"
)

// seat is a client of the package client at a room: its connection and
// its table.
type seat struct {
	t    testing.TB
	conn *client.Conn
	tab  *client.Table
	// created is the created message, for the seat that made the room.
	created online.ServerMessage
}

// dialSeat connects and sends first; it returns once welcomed.
func dialSeat(t testing.TB, url string, first online.ClientMessage) *seat {
	t.Helper()
	conn, err := client.Dial(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(conn.Close)
	s := &seat{t: t, conn: conn}
	if err := conn.Send(first); err != nil {
		t.Fatal(err)
	}
	for s.tab == nil {
		m := s.recv()
		switch m.Type {
		case online.TypeCreated:
			s.created = m.ServerMessage
		case online.TypeError:
			t.Fatalf("%s: %s: %s", first.Type, m.Code, m.Message)
		case online.TypeWelcome:
			if s.tab, err = client.NewTable(m.ServerMessage); err != nil {
				t.Fatal(err)
			}
			conn.Resume(s.tab.Token, s.tab.N)
		}
	}
	return s
}

// recv waits for the next message.
func (s *seat) recv() client.Message {
	s.t.Helper()
	select {
	case m, ok := <-s.conn.Incoming():
		if !ok {
			s.t.Fatal("the connection closed")
		}
		return m
	case <-time.After(30 * time.Second):
		s.t.Fatal("no message in 30 s")
	}
	return client.Message{}
}

// catchUp applies messages until the table has event n (and, if over,
// the end).
func (s *seat) catchUp(n int) {
	s.t.Helper()
	for s.tab.N < n || (s.tab.Match.State().Over() && s.tab.End == nil) {
		m := s.recv()
		if m.Down != nil {
			continue
		}
		if _, refused, err := s.tab.Apply(m.ServerMessage); err != nil {
			s.t.Fatal(err)
		} else if refused != nil {
			s.t.Fatalf("refused: %s: %s", refused.Code, refused.Message)
		}
		s.conn.Resume(s.tab.Token, s.tab.N)
	}
}

// playToTheEnd plays random legal moves from the seats to move until the
// game is over; every seat and watcher catches up after each move. It
// returns the number of events.
func playToTheEnd(t *testing.T, rng *rand.Rand, seats []*seat, watchers ...*seat) int {
	t.Helper()
	all := append(append([]*seat(nil), seats...), watchers...)
	for n := 0; ; {
		for _, s := range all {
			s.catchUp(n)
		}
		st := seats[0].tab.Match.State()
		if st.Over() {
			return n
		}
		var mover *seat
		for _, s := range seats {
			if s.tab.MyTurn() {
				mover = s
			}
		}
		if mover == nil { // the computer is to move
			n++
			continue
		}
		mv, err := game.RandomMove(st, rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := mover.conn.Send(online.ClientMessage{Type: online.TypeMove, N: n, Move: st.MoveString(mv)}); err != nil {
			t.Fatal(err)
		}
		n++
	}
}

// TestPeopleOnTwoDevicesPlayEveryGame plays every game through the server
// to its end: the creator in seat 1, a friend taking seat 2 by its
// invite, the computer in any other seat, and a spectator. Each client
// checks every event with its own engine, and at the end the seed and
// salt against the commitment and the record against its mirror
// (client.Table); the record the room stored is the one every client
// has.
func TestPeopleOnTwoDevicesPlayEveryGame(t *testing.T) {
	srv := start(t, server.Config{Rate: 1e4, Burst: 1e4}, "") // bots move faster than people
	for i, g := range games.All() {
		sets := []catalog.Options{g.Defaults()}
		if three, err := g.Defaults().With("players", "3"); err == nil {
			sets = append(sets, three) // with the computer in the third seat
		}
		for _, o := range sets {
			t.Run(o.String(), func(t *testing.T) {
				specs := []string{online.SeatYou, online.SeatInvite, "easy"}[:len(o.Seats())]
				a := dialSeat(t, srv.url, online.ClientMessage{Type: online.TypeCreate, Game: o.String(), Seats: specs})
				b := dialSeat(t, srv.url, online.ClientMessage{Type: online.TypeJoin, Invite: a.created.Invites[1]})
				w := dialSeat(t, srv.url, online.ClientMessage{Type: online.TypeHello, Token: a.created.Watch})
				if a.tab.Seat != 0 || b.tab.Seat != 1 || w.tab.Seat != -1 || b.tab.Token == "" {
					t.Fatalf("seats %d, %d, %d", a.tab.Seat, b.tab.Seat, w.tab.Seat)
				}
				n := playToTheEnd(t, rand.New(rand.NewPCG(uint64(i), 5)), []*seat{a, b}, w)
				for _, s := range []*seat{a, b, w} {
					if s.tab.End == nil || s.tab.End.Record != a.tab.End.Record {
						t.Fatalf("seat %d has no end, or another record", s.tab.Seat)
					}
				}
				_, log, err := srv.store.Room(context.Background(), a.tab.Room)
				if err != nil || len(log) != n || !log[n-1].Over {
					t.Fatalf("the store has %d events (%v), the game %d", len(log), err, n)
				}
			})
		}
	}
}
