//go:build !js

package server_test

import (
	"testing"

	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// until takes p's messages until ok accepts the update taken, and
// returns it; a hundred messages without it fail the test.
func until(t *testing.T, p *onlinetest.Player, ok func(client.Update) bool) client.Update {
	t.Helper()
	for range 100 {
		if u := p.Next(t); ok(u) || t.Failed() {
			return u
		}
	}
	t.Fatal("a hundred messages, and not the one awaited")
	return client.Update{}
}

// TestAMoveShownAheadIsConfirmedByItsEvent: a session shows the seat's
// move on its mirror before the server answers; the server's event for
// that very move confirms it, and the mirror is then the room's.
func TestAMoveShownAheadIsConfirmedByItsEvent(t *testing.T) {
	srv := start(t, server.Config{}, "")
	a := onlinetest.Dial(t, srv.url, protocol.Create{Game: "kalah houses=4 seeds=3", Seats: []string{online.SeatYou, online.SeatInvite}})
	st := a.Session.Match().State()
	shown, _, err := a.Session.Play(st.Legal()[0])
	if err != nil || !shown || !a.Session.Ahead() || a.Session.Match().Plies() != 1 || a.Table.N != 0 {
		t.Fatalf("the move is not shown ahead: %v, shown %v, ahead %v, %d plies at event %d", err, shown, a.Session.Ahead(), a.Session.Match().Plies(), a.Table.N)
	}
	u := until(t, a, func(u client.Update) bool { _, ok := u.Payload.(protocol.Event); return ok })
	if t.Failed() {
		return
	}
	if u.Ahead != 0 || !u.Confirmed || a.Session.Ahead() || a.Session.Match().Plies() != 1 || a.Table.N != 1 {
		t.Fatalf("the event did not confirm the move: %+v; ahead %v, %d plies at event %d", u, a.Session.Ahead(), a.Session.Match().Plies(), a.Table.N)
	}
	if a.Session.Busy() { // the ack came first
		t.Fatal("still busy after the move's ack and event")
	}
}

// TestAMoveShownAheadIsTakenBackWhenTheGameMovedOn: a move shown ahead
// while the other player has resigned (the session has not heard yet)
// is taken back when the resignation comes, and the server's refusal
// reaches the session after it: the mirror is the room's, nothing in
// flight.
func TestAMoveShownAheadIsTakenBackWhenTheGameMovedOn(t *testing.T) {
	srv := start(t, server.Config{}, "")
	a := onlinetest.Dial(t, srv.url, protocol.Create{Game: "kalah houses=4 seeds=3", Seats: []string{online.SeatYou, online.SeatInvite}})
	b := onlinetest.Dial(t, srv.url, protocol.Join{Invite: a.Created.Invites[1]})
	until(t, a, func(client.Update) bool { return a.Table.Players[1].Kind == online.KindPerson })
	if err := b.Session.Resign(); err != nil {
		t.Fatal(err)
	}
	until(t, b, func(u client.Update) bool { _, ok := u.Payload.(protocol.Ack); return ok })
	if _, _, err := a.Session.Play(a.Session.Match().State().Legal()[0]); err != nil || !a.Session.Ahead() {
		t.Fatalf("the move is not shown ahead: %v", err)
	}
	u := until(t, a, func(u client.Update) bool { _, ok := u.Payload.(protocol.Event); return ok })
	if u.Ahead != 0 || u.Confirmed || a.Session.Ahead() || a.Session.Match().Plies() != 0 || a.Table.Resigned != 1 {
		t.Fatalf("the resignation did not take the move back: %+v; ahead %v, %d plies, resigned %d", u, a.Session.Ahead(), a.Session.Match().Plies(), a.Table.Resigned)
	}
	u = until(t, a, func(u client.Update) bool { _, ok := u.Payload.(protocol.Error); return ok })
	if u.Refused == nil || u.Refused.Code != online.ErrStale || a.Session.InFlight() {
		t.Fatalf("the move's refusal: %+v, in flight %v", u.Refused, a.Session.InFlight())
	}
}
