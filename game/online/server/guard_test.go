//go:build !js

package server_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// TestEveryBadMessageGetsAnErrorAndChangesNothing sends the server every
// kind of bad message, before and after taking a seat, and checks each
// answer's code and that the room's stored log is as it was.
func TestEveryBadMessageGetsAnErrorAndChangesNothing(t *testing.T) {
	srv := start(t, server.Config{}, "")
	a := dialRaw(t, srv.url, nil)
	created := a.create("kalah houses=4 seeds=3", online.SeatYou, online.SeatInvite)
	b := dialRaw(t, srv.url, nil)
	b.send(protocol.Join{Invite: created.Invites[1]})
	b.until(protocol.TypeWelcome)
	a.send(protocol.Move{N: 0, Move: "S1"})
	if m := a.until(protocol.TypeAck); m.N != 1 {
		t.Fatalf("ack %d", m.N)
	}
	watch := dialRaw(t, srv.url, nil)
	watch.send(protocol.Hello{Token: created.Watch})
	watch.until(protocol.TypeWelcome)
	fresh := dialRaw(t, srv.url, nil)

	for _, c := range []struct {
		name string
		from *raw
		msg  any
		code string
	}{
		{"not JSON", a, "{move", online.ErrBadMessage},
		{"not an object", a, "[1,2]", online.ErrBadMessage},
		{"two objects", a, `{"type":"ping"}{"type":"ping"}`, online.ErrBadMessage},
		{"an unknown field", a, `{"type":"move","n":1,"move":"N1","colour":0}`, online.ErrBadMessage},
		{"no type", a, `{"n":1}`, online.ErrBadMessage},
		{"an unknown type", a, `{"type":"surrender"}`, online.ErrUnknownType},
		{"a negative n", b, protocol.Move{N: -1, Move: "N1"}, online.ErrBadMessage},
		{"a move without its move", b, protocol.Move{N: 1}, online.ErrBadMessage},
		{"over the size", a, `{"type":"move","n":1,"move":"` + strings.Repeat("N", protocol.MaxMessage) + `"}`, online.ErrTooBig},
		{"not UTF-8", a, "{\"type\":\"move\",\"n\":1,\"move\":\"\xff\"}", online.ErrBadMessage},
		{"a move before taking a seat", fresh, protocol.Move{N: 1, Move: "N1"}, online.ErrNotInRoom},
		{"a token of no room", fresh, protocol.Hello{Token: "AAAAAAAAAAAAAAAAAAAAAA"}, online.ErrBadToken},
		{"an invite used", fresh, protocol.Join{Invite: created.Invites[1]}, online.ErrBadToken},
		{"a spectator moves", watch, protocol.Move{N: 1, Move: "N1"}, online.ErrSpectator},
		{"out of turn", a, protocol.Move{N: 1, Move: "S2"}, online.ErrNotYourTurn},
		{"stale", b, protocol.Move{N: 0, Move: "N1"}, online.ErrStale},
		{"illegal", b, protocol.Move{N: 1, Move: "N9"}, online.ErrIllegal},
		{"an answer with no undo asked", b, protocol.Answer{N: 1, Accept: true}, online.ErrNoUndo},
		{"a game that is not", fresh, protocol.Create{Game: "chess", Seats: []string{"you", "invite"}}, online.ErrBadGame},
		{"options that do not go together", fresh, protocol.Create{Game: "mergers mode=advanced", Seats: []string{"you", "invite"}}, online.ErrBadGame},
		{"a seat the game does not have given away", a, protocol.Hand{Seat: 5, Level: "easy"}, online.ErrBadMessage},
		{"one's own seat given away", a, protocol.Hand{Seat: 0, Level: "easy"}, online.ErrBadMessage},
		{"a spectator gives a seat away", watch, protocol.Hand{Seat: 1, Level: "easy"}, online.ErrSpectator},
		{"a spectator offers a draw", watch, protocol.Draw{N: 1}, online.ErrSpectator},
	} {
		c.from.send(c.msg)
		m := c.from.until(protocol.TypeError)
		if m.Code != c.code || m.Message == "" {
			t.Errorf("%s: %s %q, want %s", c.name, m.Code, m.Message, c.code)
		}
		// An error's n is the last event of the sender's room, 0 for one
		// in no room.
		if want := map[bool]int{true: 0, false: 1}[c.from == fresh]; m.N != want {
			t.Errorf("%s: the error says n %d, the sender's room is at %d", c.name, m.N, want)
		}
		if _, log, err := srv.store.Room(context.Background(), created.Room); err != nil || len(log) != 1 {
			t.Fatalf("%s: the room has %d events (%v), want 1", c.name, len(log), err)
		}
	}
	// A binary message is refused too, and the connection goes on.
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	a.ws.Write(ctx, websocket.MessageBinary, []byte(`{"type":"ping"}`))
	if m := a.until(protocol.TypeError); m.Code != online.ErrBadMessage || m.N != 1 {
		t.Errorf("binary: %s at n %d", m.Code, m.N)
	}
	a.send(protocol.Ping{})
	a.until(protocol.TypePong)
}

// TestAMessageFarOverTheSizeClosesTheConnection sends 100 KB: the server
// does not read it, and closes with 1009.
func TestAMessageFarOverTheSizeClosesTheConnection(t *testing.T) {
	srv := start(t, server.Config{}, "")
	c := dialRaw(t, srv.url, nil)
	c.send(`{"type":"ping","x":"` + strings.Repeat("x", 100<<10) + `"}`)
	_, err := c.read()
	if websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
		t.Errorf("got %v, want close status 1009", err)
	}
}

// TestTooManyMessagesASecondAreRefused sends a burst of pings. The bucket
// fills again at one message a second, so that the server may take up to
// five seconds over the burst on a busy machine.
func TestTooManyMessagesASecondAreRefused(t *testing.T) {
	srv := start(t, server.Config{Rate: 1, Burst: 10}, "")
	c := dialRaw(t, srv.url, nil)
	for range 30 {
		c.send(protocol.Ping{})
	}
	pongs, refused := 0, 0
	for range 30 {
		switch m := c.next(); {
		case m.Type == protocol.TypePong:
			pongs++
		case m.Code == online.ErrRate:
			refused++
		}
	}
	if pongs < 10 || pongs > 15 || refused != 30-pongs {
		t.Errorf("%d pongs and %d refused, want about 10 and the rest refused", pongs, refused)
	}
}

// TestTheOriginIsChecked lets a page of the server's own host or of a
// host named in Origins connect, and no other; a client that sends no
// Origin (not a browser) is let in.
func TestTheOriginIsChecked(t *testing.T) {
	srv := start(t, server.Config{Origins: []string{"friends.example"}}, "")
	for _, c := range []struct {
		origin string
		ok     bool
	}{
		{"", true},
		{"http://friends.example", true},
		{strings.Replace(srv.http.URL, "127.0.0.1", "127.0.0.1", 1), true},
		{"http://evil.example", false},
	} {
		h := http.Header{}
		if c.origin != "" {
			h.Set("Origin", c.origin)
		}
		ctx, cancel := context.WithTimeout(context.Background(), patience)
		ws, resp, err := websocket.Dial(ctx, srv.url, &websocket.DialOptions{HTTPHeader: h})
		cancel()
		if (err == nil) != c.ok {
			t.Errorf("origin %q: %v, want ok %v", c.origin, err, c.ok)
		}
		if err == nil {
			ws.CloseNow()
		} else if resp != nil && resp.StatusCode != http.StatusForbidden {
			t.Errorf("origin %q: status %d, want 403", c.origin, resp.StatusCode)
		}
	}
}

// TestLimitsOnRoomsAndConnections makes more rooms from one address, and
// opens more spectators' connections to one room, than the server allows;
// the seat's person still gets in.
func TestLimitsOnRoomsAndConnections(t *testing.T) {
	srv := start(t, server.Config{RoomsPerAddr: 2, ConnsPerRoom: 3}, "")
	c := dialRaw(t, srv.url, nil)
	first := c.create("connectfour", online.SeatYou, online.SeatInvite)
	c.create("connectfour", online.SeatYou, online.SeatInvite)
	c.send(protocol.Create{Game: "connectfour", Seats: []string{"you", "invite"}})
	if m := c.until(protocol.TypeError); m.Code != online.ErrTooMany {
		t.Errorf("a third room: %s", m.Code)
	}
	for i := range 4 { // the creator's connection has moved on to its second room
		w := dialRaw(t, srv.url, nil)
		w.send(protocol.Hello{Token: first.Watch})
		want := protocol.TypeWelcome
		if i == 3 {
			want = protocol.TypeError
		}
		if m := w.next(); m.Type != want {
			t.Errorf("watcher %d: %s %s, want %s", i+1, m.Type, m.Code, want)
		}
	}
	// Spectators cannot keep a seat's person out.
	p := dialRaw(t, srv.url, nil)
	p.send(protocol.Hello{Token: first.Tokens[0]})
	if m := p.next(); m.Type != protocol.TypeWelcome || m.Token != first.Tokens[0] {
		t.Errorf("the seat's person, with the spectators full: %s %s", m.Type, m.Code)
	}
}

// TestSeatHoldersListTheirRooms lists the rooms of seat tokens: a room
// whose seat a token holds is listed with its seat and progress, a
// spectators' token or an unknown token lists nothing.
func TestSeatHoldersListTheirRooms(t *testing.T) {
	srv := start(t, server.Config{}, "")
	c := dialRaw(t, srv.url, nil)
	created := c.create("kalah houses=1 seeds=1", online.SeatYou, "easy")
	c.send(protocol.Move{N: 0, Move: "S1"})
	c.until(protocol.TypeEnd) // one seed: the game ends at once
	other := dialRaw(t, srv.url, nil)
	other.send(protocol.List{Tokens: []string{created.Tokens[0], created.Watch, "AAAAAAAAAAAAAAAAAAAAAA"}})
	m := other.until(protocol.TypeRooms)
	if len(m.Rooms) != 1 {
		t.Fatalf("listed %+v, want the one room", m.Rooms)
	}
	if r := m.Rooms[0]; r.Room != created.Room || r.Seat != 0 || !r.Over || r.Turn != -1 || r.N < 1 || r.Token != created.Tokens[0] || r.Game != "kalah houses=1 seeds=1" {
		t.Errorf("listed %+v", r)
	}
	// A finished room lists who played in it, as one under way does.
	want := []online.SeatInfo{{Name: "South", Kind: online.KindPerson}, {Name: "North", Kind: online.KindComputer, Level: "easy"}}
	if got := m.Rooms[0].Players; !slices.Equal(got, want) {
		t.Errorf("a finished room lists the players %+v, want %+v", got, want)
	}
}

// TestAnInviteShowsItsRoomBeforeJoining peeks at a room by its invite:
// the game, the seats with who is there, and the invite's seat; a peek
// takes no seat, and once the seat is taken the invite is unknown.
// The list of a room under way says whose turn it is.
func TestAnInviteShowsItsRoomBeforeJoining(t *testing.T) {
	srv := start(t, server.Config{}, "")
	host := dialRaw(t, srv.url, nil)
	host.send(protocol.Create{Game: "kalah houses=6 seeds=4", Seats: []string{online.SeatYou, online.SeatInvite}, Name: "Ann"})
	created := host.until(protocol.TypeCreated)
	host.until(protocol.TypeWelcome)
	guest := dialRaw(t, srv.url, nil)
	peek := func() wireMessage {
		guest.send(protocol.Peek{Invite: created.Invites[1]})
		return guest.until(protocol.TypeRoom)
	}
	m := peek()
	if m.Seat == nil || *m.Seat != 1 || m.Game != "kalah houses=6 seeds=4" || m.Room != created.Room || len(m.Players) != 2 {
		t.Fatalf("peek: %+v", m)
	}
	if p := m.Players; p[0].Player != "Ann" || !p[0].Online || p[1].Kind != online.KindOpen {
		t.Errorf("peek's players: %+v", p)
	}
	if again := peek(); *again.Seat != 1 {
		t.Errorf("a second peek: seat %d, want the invite still open", *again.Seat)
	}
	guest.send(protocol.Join{Invite: created.Invites[1], Name: "Bo"})
	if w := guest.until(protocol.TypeWelcome); *w.Seat != 1 {
		t.Fatalf("join after peek: seat %d", *w.Seat)
	}
	other := dialRaw(t, srv.url, nil)
	other.send(protocol.Peek{Invite: created.Invites[1]})
	if m := other.until(protocol.TypeError); m.Code != online.ErrBadToken {
		t.Errorf("peek of a used invite: %s, want %s", m.Code, online.ErrBadToken)
	}
	other.send(protocol.List{Tokens: []string{created.Tokens[0]}})
	if r := other.until(protocol.TypeRooms).Rooms; len(r) != 1 || r[0].Turn != 0 || len(r[0].Players) != 2 || r[0].Players[1].Player != "Bo" {
		t.Errorf("list: %+v", r)
	}
	other.send(protocol.Peek{Invite: "AAAAAAAAAAAAAAAAAAAAAA"})
	if m := other.until(protocol.TypeError); m.Code != online.ErrBadToken {
		t.Errorf("peek of an unknown invite: %s", m.Code)
	}
}

// TestAnAwaySeatGoesToTheComputer gives a seat to the computer: refused
// while its person is connected and until she has been away for Away,
// then done; everyone is told, the computer plays the seat, and her old
// link no longer holds it: it only watches. Away is long enough for the
// refusal just after she left to come within it on a busy machine.
func TestAnAwaySeatGoesToTheComputer(t *testing.T) {
	srv := start(t, server.Config{Away: 5 * time.Second}, "")
	host, guest, _, token := kalahForTwo(t, srv)
	seat := 1
	hand := protocol.Hand{Seat: seat, Level: "easy"}
	host.send(hand)
	if m := host.until(protocol.TypeError); m.Code != online.ErrNotAway {
		t.Fatalf("giving away the seat of a player who is here: %s", m.Code)
	}
	guest.ws.CloseNow()
	for m := host.until(protocol.TypeSeats); m.Players[1].Online; m = host.until(protocol.TypeSeats) {
	}
	host.send(hand)
	if m := host.until(protocol.TypeError); m.Code != online.ErrNotAway || !strings.Contains(m.Message, "away") {
		t.Fatalf("giving away the seat of a player just gone: %s %q", m.Code, m.Message)
	}
	if m := handOnceAway(t, host, protocol.Hand{Seat: seat, Level: "nonsense"}); m.Code != online.ErrBadMessage {
		t.Fatalf("a level that is none: %s", m.Code)
	}
	host.send(hand)
	host.until(protocol.TypeAck)
	if m := host.until(protocol.TypeSeats); m.Players[1].Kind != online.KindComputer || m.Players[1].Level != "easy" {
		t.Fatalf("seats after the hand-over: %+v", m.Players)
	}
	host.send(protocol.Move{N: 0, Move: "S1"})
	for {
		m := host.until(protocol.TypeEvent)
		if m.Event.Seat == 1 {
			break // the computer played North
		}
	}
	back := dialRaw(t, srv.url, nil)
	back.send(protocol.Hello{Token: token})
	if m := back.next(); m.Type != protocol.TypeWelcome || m.Seat == nil || *m.Seat != -1 {
		t.Errorf("the old seat's link: %s %s %q; want a spectator's welcome: it only watches", m.Type, m.Code, m.Message)
	}
}

// TestARematchKeepsTheSeats asks for a rematch at the end: everyone in
// the room is told the next room, the same one however many ask; the old
// tokens open it, in the same seats under the same names, with a new
// seed; a rematch before the end is refused.
func TestARematchKeepsTheSeats(t *testing.T) {
	srv := start(t, server.Config{}, "")
	host := dialRaw(t, srv.url, nil)
	host.send(protocol.Create{Game: "kalah houses=1 seeds=1", Seats: []string{online.SeatYou, online.SeatInvite}, Name: "Ann"})
	created := host.until(protocol.TypeCreated)
	host.until(protocol.TypeWelcome)
	host.send(protocol.Rematch{})
	if m := host.until(protocol.TypeError); m.Code != online.ErrBadMessage {
		t.Fatalf("a rematch before the end: %s", m.Code)
	}
	guest := dialRaw(t, srv.url, nil)
	guest.send(protocol.Join{Invite: created.Invites[1], Name: "Bo"})
	guestToken := guest.until(protocol.TypeWelcome).Token
	host.send(protocol.Move{N: 0, Move: "S1"})
	first := host.until(protocol.TypeEnd)
	guest.until(protocol.TypeEnd)
	host.send(protocol.Rematch{N: 1})
	host.until(protocol.TypeAck)
	next := host.until(protocol.TypeNext).Room
	if g := guest.until(protocol.TypeNext).Room; g != next || next == created.Room {
		t.Fatalf("next rooms: host %s, guest %s, old %s", next, g, created.Room)
	}
	guest.send(protocol.Rematch{N: 1})
	if again := guest.until(protocol.TypeNext).Room; again != next {
		t.Errorf("a second rematch made room %s, not %s", again, next)
	}
	for _, c := range []struct {
		who   *raw
		token string
		seat  int
	}{{host, created.Tokens[0], 0}, {guest, guestToken, 1}} {
		c.who.send(protocol.Hello{Token: c.token})
		w := c.who.until(protocol.TypeWelcome)
		if w.Room != next || *w.Seat != c.seat || w.N != 0 || w.Players[0].Player != "Ann" || w.Players[1].Player != "Bo" {
			t.Errorf("hello after the rematch: room %s seat %d n %d players %+v", w.Room, *w.Seat, w.N, w.Players)
		}
	}
	host.send(protocol.Move{N: 0, Move: "S1"})
	if end := host.until(protocol.TypeEnd); end.Seed == first.Seed && end.Salt == first.Salt {
		t.Errorf("the rematch has the first game's seed and salt")
	}
}

// TestResigningEndsTheGame resigns: the game ends there, everyone gets
// the event and the end with its result, moves are refused after it, and
// the room loads again resigned.
func TestResigningEndsTheGame(t *testing.T) {
	srv := start(t, server.Config{}, "")
	host, guest, created, _ := kalahForTwo(t, srv)
	host.send(protocol.Move{N: 0, Move: "S1"})
	host.until(protocol.TypeAck)
	guest.send(protocol.Resign{N: 0})
	if m := guest.until(protocol.TypeError); m.Code != online.ErrStale {
		t.Fatalf("a stale resignation: %s", m.Code)
	}
	guest.send(protocol.Resign{N: 1})
	guest.until(protocol.TypeAck)
	ev := host.until(protocol.TypeEvent)
	for ev.Event.N < 2 {
		ev = host.until(protocol.TypeEvent)
	}
	if ev.Event.Kind != online.KindResign || ev.Event.Seat != 1 {
		t.Fatalf("the resignation's event: %+v", ev.Event)
	}
	if end := host.until(protocol.TypeEnd); end.Result != "North resigned: South wins" {
		t.Errorf("the result: %q", end.Result)
	}
	host.send(protocol.Move{N: 2, Move: "S2"})
	if m := host.until(protocol.TypeError); m.Code != online.ErrOver {
		t.Errorf("a move after the resignation: %s", m.Code)
	}
	room, err := online.Load(context.Background(), srv.store, games.All(), created.Room)
	if err != nil || !room.Over() || room.Result() != "North resigned: South wins" {
		t.Errorf("loaded again: over %v, result %q, %v", room != nil && room.Over(), room.Result(), err)
	}
}

// TestADrawIsAgreed offers draws: refused in a game without draws and
// against the computer alone; among people, declined (the game goes on),
// then accepted (the game ends, a draw).
func TestADrawIsAgreed(t *testing.T) {
	srv := start(t, server.Config{}, "")
	solo := dialRaw(t, srv.url, nil)
	solo.create("kalah houses=6 seeds=4", online.SeatYou, "easy")
	solo.send(protocol.Draw{N: 0})
	if m := solo.until(protocol.TypeError); m.Code != online.ErrBadMessage {
		t.Errorf("a draw offered to the computer: %s", m.Code)
	}
	cs := dialRaw(t, srv.url, nil)
	cs.create("cantstop players=2", online.SeatYou, online.SeatInvite)
	cs.send(protocol.Draw{N: 0})
	if m := cs.until(protocol.TypeError); m.Code != online.ErrBadMessage || !strings.Contains(m.Message, "no draws") {
		t.Errorf("a draw in Can't Stop: %s %q", m.Code, m.Message)
	}
	host, guest, _, _ := kalahForTwo(t, srv)
	for _, accept := range []bool{false, true} {
		host.send(protocol.Draw{N: 0})
		host.until(protocol.TypeAck)
		if m := guest.until(protocol.TypeUndoAsked); m.Offer != online.KindDraw || *m.By != 0 {
			t.Fatalf("the offer: %+v", m)
		}
		guest.send(protocol.Answer{N: 0, Accept: accept})
		guest.until(protocol.TypeAck)
		if !accept {
			if m := host.until(protocol.TypeUndoRefused); m.Offer != online.KindDraw {
				t.Fatalf("the refusal: %+v", m)
			}
		}
	}
	if ev := host.until(protocol.TypeEvent); ev.Event.Kind != online.KindDraw {
		t.Fatalf("the draw's event: %+v", ev.Event)
	}
	if end := host.until(protocol.TypeEnd); end.Result != "a draw, agreed" {
		t.Errorf("the result: %q", end.Result)
	}
}

// TestAnUndoWaitingOnASeatGivenAwayIsSettled asks to take a move back of
// a player who then leaves; once her seat goes to the computer, nothing
// waits on her answer: the undo is done.
func TestAnUndoWaitingOnASeatGivenAwayIsSettled(t *testing.T) {
	srv := start(t, server.Config{Away: 50 * time.Millisecond}, "")
	host, guest, _, _ := kalahForTwo(t, srv)
	host.send(protocol.Move{N: 0, Move: "S1"})
	host.until(protocol.TypeAck)
	host.send(protocol.Undo{N: 1})
	host.until(protocol.TypeUndoAsked)
	guest.ws.CloseNow()
	for m := host.until(protocol.TypeSeats); m.Players[1].Online; m = host.until(protocol.TypeSeats) {
	}
	seat := 1
	handOnceAway(t, host, protocol.Hand{Seat: seat, Level: "easy"})
	for {
		m := host.until(protocol.TypeEvent)
		if m.Event.Kind == online.KindUndo {
			if m.Event.Plies != 0 {
				t.Errorf("the undo left %d plies", m.Event.Plies)
			}
			break
		}
	}
}

// TestAPeekNeedsAnInvite peeks with a seat's token and the spectators':
// neither is an invitation.
func TestAPeekNeedsAnInvite(t *testing.T) {
	srv := start(t, server.Config{}, "")
	c := dialRaw(t, srv.url, nil)
	created := c.create("kalah houses=6 seeds=4", online.SeatYou, online.SeatInvite)
	for _, token := range []string{created.Tokens[0], created.Watch} {
		c.send(protocol.Peek{Invite: token})
		if m := c.until(protocol.TypeError); m.Code != online.ErrBadToken {
			t.Errorf("a peek with a token that is no invite: %s", m.Code)
		}
	}
}

// kalahForTwo starts a game of Kalah from host, its second seat taken by
// guest as Bo, and returns them, what create said and the guest's token.
func kalahForTwo(t *testing.T, srv *running) (host, guest *raw, created wireMessage, token string) {
	t.Helper()
	host = dialRaw(t, srv.url, nil)
	host.send(protocol.Create{Game: "kalah houses=6 seeds=4", Seats: []string{online.SeatYou, online.SeatInvite}})
	created = host.until(protocol.TypeCreated)
	host.until(protocol.TypeWelcome)
	guest = dialRaw(t, srv.url, nil)
	guest.send(protocol.Join{Invite: created.Invites[1], Name: "Bo"})
	token = guest.until(protocol.TypeWelcome).Token
	return host, guest, created, token
}

// handOnceAway sends hand, the hand-over of a seat whose person has gone,
// again and again until the seat has been away for the server's Away, and
// returns the first answer that is not that refusal.
func handOnceAway(t *testing.T, c *raw, hand protocol.Hand) wireMessage {
	t.Helper()
	deadline := time.Now().Add(patience)
	for {
		c.send(hand)
		m := answer(t, c, hand.N)
		if m.Type != protocol.TypeError || m.Code != online.ErrNotAway {
			return m
		}
		if time.Now().After(deadline) {
			t.Fatalf("the seat was not away long enough after %v: %s", patience, m.Message)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
