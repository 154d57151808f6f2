package main

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/online"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/sqlite"
)

// TestSIGKILLKeepsTheClocks plays a few moves of a game with a clock
// through a real server process, kills it with SIGKILL mid-game, and
// starts it again on the same database: the welcome's clocks are what the
// last event stored, the seat to move's less the time charged since the
// server came back (and never the time it was down), within a second.
func TestSIGKILLKeepsTheClocks(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server: not in -short")
	}
	t.Parallel() // beside the other tests that run processes: see TestMain
	bin, addr, db := serverBinary(t)
	srv := startServer(t, bin, addr, db)
	url := "ws://" + addr + "/online"

	a := onlinetest.Dial(t, url, protocol.Create{Game: "connectfour", Seats: []string{online.SeatYou, online.SeatInvite}, Clock: "10+2"})
	b := onlinetest.Dial(t, url, protocol.Join{Invite: a.Created.Invites[1]})
	rng := rand.New(rand.NewPCG(4, 4))
	seats := []*onlinetest.Player{a, b}
	for n := range 5 {
		st := a.Table.Match.State()
		mv, _ := game.RandomMove(st, rng)
		if _, _, err := seats[st.Turn()].Session.Play(mv); err != nil {
			t.Fatal(err)
		}
		for _, s := range seats {
			s.CatchUp(t, n+1)
		}
	}
	room, token, mover := a.Table.Room, a.Table.Token, a.Table.Turn()
	a.Session.Close()
	b.Session.Close()
	srv.kill()

	store, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	_, log, err := store.Room(context.Background(), room)
	store.Close()
	if err != nil || len(log) != 5 {
		t.Fatalf("the store has %d events: %v", len(log), err)
	}
	stored := log[4].Clocks
	time.Sleep(1500 * time.Millisecond) // the server is down: this time is charged to no one
	back := time.Now()
	startServer(t, bin, addr, db)
	p := onlinetest.Dial(t, url, protocol.Hello{Token: token, N: 0})
	charged := time.Since(back)
	got := p.Table.Clocks
	if len(got) != 2 || len(stored) != 2 {
		t.Fatalf("clocks %v, stored %v", got, stored)
	}
	for seat := range 2 {
		want := time.Duration(stored[seat]) * time.Millisecond
		low, high := want-time.Second, want
		if seat == mover {
			low -= charged
		}
		if got[seat] < low || got[seat] > high {
			t.Errorf("seat %d: the welcome says %v; stored %v, %v charged since the restart: want %v to %v", seat, got[seat], want, charged.Round(time.Millisecond), low, high)
		}
	}
	t.Logf("stored %v, after the restart %v (%v since it began)", stored, got, charged.Round(time.Millisecond))
}
