//go:build !js

package server_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/record"
)

// playToTheEnd plays random legal moves from the seats to move until the
// game is over; every seat and watcher catches up after each move. It
// returns the number of events.
func playToTheEnd(t *testing.T, rng *rand.Rand, seats []*onlinetest.Player, watchers ...*onlinetest.Player) int {
	t.Helper()
	all := append(append([]*onlinetest.Player(nil), seats...), watchers...)
	for n := 0; ; {
		for _, s := range all {
			if !s.CatchUp(t, n) {
				t.FailNow()
			}
		}
		st := seats[0].Table.Match.State()
		if st.Over() {
			return n
		}
		var mover *onlinetest.Player
		for _, s := range seats {
			if s.Table.MyTurn() {
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
		if _, _, err := mover.Session.Play(mv); err != nil {
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
// (client.Mirror); the record the room stored is the one every client
// has.
func TestPeopleOnTwoDevicesPlayEveryGame(t *testing.T) {
	srv := start(t, server.Config{Rate: 1e4, Burst: 1e4}, "") // bots move faster than people
	for i, g := range games.All() {
		sets := []catalog.Options{g.Defaults()}
		if three, err := g.Defaults().With("players", "3"); err == nil {
			sets = append(sets, three) // with the computer in the third seat
		}
		if advanced, err := g.Defaults().With("mode", "advanced"); err == nil {
			advanced, _ = advanced.With("players", "3")
			sets = append(sets, advanced) // Mergers' game that begins with a deal
		}
		for _, o := range sets {
			t.Run(o.String(), func(t *testing.T) {
				specs := []string{online.SeatYou, online.SeatInvite, "easy"}[:len(o.Seats())]
				a := onlinetest.Dial(t, srv.url, protocol.Create{Game: o.String(), Seats: specs})
				b := onlinetest.Dial(t, srv.url, protocol.Join{Invite: a.Created.Invites[1]})
				w := onlinetest.Dial(t, srv.url, protocol.Hello{Token: a.Created.Watch})
				if a.Table.Seat != 0 || b.Table.Seat != 1 || w.Table.Seat != -1 || b.Table.Token == "" {
					t.Fatalf("seats %d, %d, %d", a.Table.Seat, b.Table.Seat, w.Table.Seat)
				}
				if b.Table.Watch != a.Created.Watch || a.Table.Watch != a.Created.Watch { // a guest may hand out the watch link
					t.Fatalf("the welcomes give the watch token %q and %q, not %q", a.Table.Watch, b.Table.Watch, a.Created.Watch)
				}
				n := playToTheEnd(t, rand.New(rand.NewPCG(uint64(i), 5)), []*onlinetest.Player{a, b}, w)
				for _, s := range []*onlinetest.Player{a, b, w} {
					if s.Table.End == nil || s.Table.End.Record != a.Table.End.Record {
						t.Fatalf("seat %d has no end, or another record", s.Table.Seat)
					}
				}
				_, log, err := srv.store.Room(context.Background(), a.Table.Room)
				if err != nil || len(log) != n || !log[n-1].Over {
					t.Fatalf("the store has %d events (%v), the game %d", len(log), err, n)
				}
			})
		}
	}
}

// TestEveryVariantStartsAlike: every game in every variant reaches its
// clients as it starts on the server — the chance lines before the first
// move (advanced Mergers' eight tiles) included — for the creator and for
// a spectator, so each shows the same position and the same legal moves.
func TestEveryVariantStartsAlike(t *testing.T) {
	srv := start(t, server.Config{Rate: 1e4, Burst: 1e4, RoomsPerAddr: 100}, "")
	body := func(m *record.Match) string {
		_, after, _ := strings.Cut(m.Text(), "\n\n")
		return after
	}
	for _, g := range games.All() {
		for _, o := range g.Variants() {
			t.Run(o.String(), func(t *testing.T) {
				specs := make([]string, len(o.Seats()))
				for i := range specs {
					specs[i] = online.SeatInvite
				}
				specs[0] = online.SeatYou
				a := onlinetest.Dial(t, srv.url, protocol.Create{Game: o.String(), Seats: specs})
				w := onlinetest.Dial(t, srv.url, protocol.Hello{Token: a.Created.Watch})
				room, err := online.Load(context.Background(), srv.store, games.All(), a.Table.Room)
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range []*onlinetest.Player{a, w} {
					got, want := p.Table.Match, room.Match()
					if body(got) != body(want) {
						t.Fatalf("seat %d has the record\n%s\nthe room\n%s", p.Table.Seat, body(got), body(want))
					}
					if got.State().Turn() != want.State().Turn() || !slices.Equal(got.State().Legal(), want.State().Legal()) {
						t.Fatalf("seat %d: player %d to move, the room's %d; or other legal moves", p.Table.Seat, got.State().Turn(), want.State().Turn())
					}
				}
			})
		}
	}
}
