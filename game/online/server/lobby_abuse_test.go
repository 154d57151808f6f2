//go:build !js

package server_test

import (
	"crypto/rand"
	"fmt"
	"strings"
	"sync"
	"testing"

	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// refused sends m on c and checks that it is refused with code.
func (c *raw) refused(m protocol.Message, code string) wireMessage {
	c.t.Helper()
	c.send(m)
	e := c.await("the answer to "+m.Type(), func(m wireMessage) bool {
		return m.Type == protocol.TypeError || m.Type == protocol.TypeSeated || m.Type == protocol.TypeProfile ||
			m.Type == protocol.TypeAck || m.Type == protocol.TypeWelcome || m.Type == protocol.TypeCreated
	})
	if e.Type != protocol.TypeError || e.Code != code {
		c.t.Errorf("%+v: answered %s %s (%s), want %s", m, e.Type, e.Code, e.Message, code)
	}
	return e
}

// TestTablesPerProfile: a profile hosts at most TablesPerProfile tables
// not yet full, seeks included; standing from one lets her open another.
func TestTablesPerProfile(t *testing.T) {
	r := start(t, server.Config{}, "")
	c := dialRaw(t, r.url, nil)
	c.profile("Host")
	var tables []string
	for _, m := range []protocol.Message{
		protocol.Open{Game: "kalah", Seats: []string{"you", "open"}},
		protocol.Open{Game: "kalah", Seats: []string{"open", "you"}},
		protocol.Quick{Game: "yote"},
	} {
		c.send(m)
		tables = append(tables, c.until(protocol.TypeSeated).Table.ID)
	}
	c.refused(protocol.Open{Game: "yote", Seats: []string{"you", "open"}}, online.ErrTooMany)
	c.refused(protocol.Quick{Game: "kalah"}, online.ErrTooMany)
	c.send(protocol.Stand{Table: tables[0]})
	c.until(protocol.TypeAck)
	c.send(protocol.Quick{Game: "kalah"})
	c.until(protocol.TypeSeated)
}

// TestOneSeekAFamily: a profile seeks one game of a family at a time,
// whatever its options, rated or not; other families are other seeks.
func TestOneSeekAFamily(t *testing.T) {
	for _, c := range []struct {
		name          string
		first, second protocol.Quick
		refused       bool
	}{
		{"other options", protocol.Quick{Game: "kalah"}, protocol.Quick{Game: "kalah houses=4"}, true},
		{"any options", protocol.Quick{Game: "kalah"}, protocol.Quick{Game: "kalah", Any: true}, true},
		{"rated and casual", protocol.Quick{Game: "kalah", Rated: true}, protocol.Quick{Game: "kalah"}, true},
		{"other players", protocol.Quick{Game: "cantstop players=2"}, protocol.Quick{Game: "cantstop players=4"}, true},
		{"connectfour rules", protocol.Quick{Game: "connectfour rules=classic"}, protocol.Quick{Game: "connectfour rules=growing"}, false},
		{"mergers modes", protocol.Quick{Game: "mergers mode=simple players=3"}, protocol.Quick{Game: "mergers mode=advanced players=3"}, false},
		{"another game", protocol.Quick{Game: "kalah"}, protocol.Quick{Game: "yote"}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := start(t, server.Config{}, "")
			conn := dialRaw(t, r.url, nil)
			conn.profile("Seeker")
			conn.send(c.first)
			conn.until(protocol.TypeSeated)
			if c.refused {
				conn.refused(c.second, online.ErrTooMany)
				return
			}
			conn.send(c.second)
			if m := conn.next(); m.Type != protocol.TypeSeated {
				t.Errorf("a seek of another family: %+v", m)
			}
		})
	}
}

// TestAProfileTakesOneSeatOfARatedGame: at a rated table, and in a rated
// room made with create, a profile holds one seat: her second, from the
// same connection or another signed in as her, is taken; a table with two
// seats of the opener's is no table; a join of a rated room without a
// profile is no-profile. Another profile sits.
func TestAProfileTakesOneSeatOfARatedGame(t *testing.T) {
	r := start(t, server.Config{}, "")
	host, twin, other, nobody := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil), dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	key, _ := host.profile("Host")
	twin.send(protocol.SignIn{Key: key})
	twin.until(protocol.TypeProfile)
	other.profile("Other")

	host.refused(protocol.Open{Game: "cantstop players=3", Seats: []string{"you", "you", "open"}, Rated: true}, online.ErrBadGame)
	host.send(protocol.Open{Game: "cantstop players=3", Seats: []string{"you", "open", "open"}, Rated: true})
	table := host.until(protocol.TypeSeated).Table.ID
	host.refused(protocol.Sit{Table: table}, online.ErrTaken)
	twin.refused(protocol.Sit{Table: table, Seat: new(2)}, online.ErrTaken)
	nobody.refused(protocol.Sit{Table: table}, online.ErrProfileNeeded)
	other.send(protocol.Sit{Table: table})
	other.until(protocol.TypeSeated)

	host.refused(protocol.Create{Game: "kalah", Seats: []string{"you", "you"}, Rated: true}, online.ErrRated)
	nobody.refused(protocol.Create{Game: "kalah", Seats: []string{"you", "invite"}, Rated: true}, online.ErrProfileNeeded)
	host.send(protocol.Create{Game: "cantstop players=3", Seats: []string{"you", "invite", "invite"}, Rated: true})
	created := host.until(protocol.TypeCreated)
	host.until(protocol.TypeWelcome)
	invite := func(seat int) protocol.Message {
		return protocol.Join{Invite: created.Invites[seat]}
	}
	twin.refused(invite(1), online.ErrTaken)
	host.refused(invite(2), online.ErrTaken)
	nobody.refused(invite(1), online.ErrProfileNeeded)
	other.send(invite(1))
	if w := other.until(protocol.TypeWelcome); !w.Rated || *w.Seat != 1 {
		t.Errorf("another profile joins the rated room: %+v", w)
	}
}

// TestAWrongKeyTellsNothing: a key no profile has is bad-token, in the
// same words whether a profile had it once (deleted since), never did,
// or it is no key at all; a deleted profile's key no longer signs in.
func TestAWrongKeyTellsNothing(t *testing.T) {
	r := start(t, server.Config{}, "")
	c := dialRaw(t, r.url, nil)
	deleted, _ := c.profile("Gone")
	c.send(protocol.DeleteProfile{})
	c.until(protocol.TypeAck)
	never, err := online.NewToken(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	var first wireMessage
	for i, k := range []struct{ name, key string }{
		{"a deleted profile's key", deleted},
		{"a key never issued", never},
		{"no key at all", "x"},
	} {
		e := c.refused(protocol.SignIn{Key: k.key}, online.ErrBadToken)
		if i == 0 {
			first = e
		} else if e.Code != first.Code || e.Message != first.Message {
			t.Errorf("%s: %s %q; a deleted profile's: %s %q", k.name, e.Code, e.Message, first.Code, first.Message)
		}
	}
	c.refused(protocol.Quick{Game: "kalah"}, online.ErrProfileNeeded)
}

// TestLobbyMessagesAreRateLimited: the lobby's messages count against a
// connection's rate as the rooms' do: a burst of 100 whois at 10 at once
// and one a second (the server may take seconds over the burst on a busy
// machine) is answered 100 times, about 10 with the page and the rest
// refused.
func TestLobbyMessagesAreRateLimited(t *testing.T) {
	r := start(t, server.Config{Rate: 1, Burst: 10}, "")
	c := dialRaw(t, r.url, nil)
	_, id := c.profile("Busy")
	for range 100 {
		c.send(protocol.Whois{Profile: id})
	}
	pages, refused := 0, 0
	for range 100 {
		switch m := c.next(); {
		case m.Type == protocol.TypeProfile:
			pages++
		case m.Type == protocol.TypeError && m.Code == online.ErrRate:
			refused++
		default:
			t.Fatalf("an answer to whois: %+v", m)
		}
	}
	if refused < 50 || pages < 9 { // new-profile took one of the ten
		t.Errorf("%d pages and %d refused: want about 10 answered, the rest refused", pages, refused)
	}
	t.Logf("%d pages, %d refused", pages, refused)
}

// logged keeps every line a server logs.
type logged struct {
	t     *testing.T
	mu    sync.Mutex
	lines []string
}

func (l *logged) logf(format string, args ...any) {
	line := fmt.Sprintf(format, args...)
	l.mu.Lock()
	l.lines = append(l.lines, line)
	l.mu.Unlock()
	l.t.Log(line)
}

// TestNoKeyInTheLog runs a whole session with every line the server logs
// kept: two profiles made, paired, playing to the end; a rename, the
// lobby's pages; every refusal of the lobby; a profile deleted; then the
// store fails under them (it is closed) and the lobby's messages, and
// the rooms', are tried again, and the lobby's tick fails. No line has a
// profile's key or a token (a seat's, an invite, the spectators') in it.
func TestNoKeyInTheLog(t *testing.T) {
	log := &logged{t: t}
	r := start(t, server.Config{Logf: log.logf, Tick: lobbyTick}, "")
	p := pairQuick(t, r.url, r.url, "connectfour rules=classic")
	secrets := []string{p.keys[0], p.keys[1], p.sat[0].token, p.sat[1].token}
	a, b := p.conns[0], p.conns[1]
	byseat := map[int]*raw{p.seats[0]: a, p.seats[1]: b}
	redWins(t, byseat[0], byseat[1])
	room := p.sat[0].table

	c := dialRaw(t, r.url, nil) // signed in as no one
	created := c.create("kalah", online.SeatYou, online.SeatInvite)
	secrets = append(secrets, created.Tokens[0], created.Invites[1], created.Watch)
	a.send(protocol.Quick{Game: "yote"})
	seek := a.until(protocol.TypeSeated)
	secrets = append(secrets, seek.Token)
	for _, m := range []protocol.Message{
		protocol.Rename{Name: "Annie"},
		protocol.Whois{Profile: p.ids[1]},
		protocol.Leaders{Game: "connectfour-classic"},
		protocol.Record{Room: room},
		protocol.WatchLobby{},
	} {
		a.send(m)
		want := m.Type() // each is answered by a message of its name
		if want == protocol.TypeRename || want == protocol.TypeWhois {
			want = protocol.TypeProfile
		}
		if e := a.await(want, func(r wireMessage) bool { return r.Type == want || r.Type == protocol.TypeError }); e.Type == protocol.TypeError {
			t.Errorf("%+v: %s %s", m, e.Code, e.Message)
		}
	}
	for _, f := range []struct {
		c    *raw
		m    protocol.Message
		code string
	}{
		{c, protocol.SignIn{Key: p.keys[0] + "x"}, online.ErrBadToken},
		{c, protocol.Quick{Game: "kalah"}, online.ErrProfileNeeded},
		{c, protocol.Record{Room: created.Room}, online.ErrBadMessage},
		{a, protocol.Sit{Table: "nothere"}, online.ErrGone},
		{a, protocol.Sit{Table: seek.Table.ID}, online.ErrTaken},
		{a, protocol.Stand{Table: "nothere"}, online.ErrGone},
		{a, protocol.Open{Game: "chess", Seats: []string{"you", "open"}}, online.ErrBadGame},
		{a, protocol.Open{Game: "kalah", Seats: []string{"you", "hard"}, Rated: true}, online.ErrRated},
		{a, protocol.Quick{Game: "yote houses=9"}, online.ErrBadGame},
		{a, protocol.Quick{Game: "yote"}, online.ErrTooMany},
		{a, protocol.Whois{Profile: "nobody"}, online.ErrBadToken},
		{a, protocol.Record{Room: "nothere"}, online.ErrBadToken},
		{a, protocol.Leaders{Game: "chess"}, online.ErrBadGame},
		{a, protocol.Rename{Name: strings.Repeat("n", 30)}, online.ErrBadMessage},
	} {
		f.c.refused(f.m, f.code)
	}
	b.send(protocol.DeleteProfile{})
	b.until(protocol.TypeAck)
	b.refused(protocol.SignIn{Key: p.keys[1]}, online.ErrBadToken)

	// The store fails: every message that reads or writes it is refused,
	// and the server logs why.
	r.store.Close()
	for _, f := range []struct {
		c *raw
		m protocol.Message
	}{
		{c, protocol.SignIn{Key: p.keys[0]}},
		{c, protocol.NewProfile{Name: "Late"}},
		{c, protocol.Hello{Token: p.sat[1].token}},
		{c, protocol.List{Tokens: []string{p.sat[0].token, created.Tokens[0]}}},
		{a, protocol.Rename{Name: "Anna"}},
		{a, protocol.Whois{Profile: p.ids[0]}},
		{a, protocol.Leaders{Game: "kalah"}},
		{a, protocol.Record{Room: room}},
		{a, protocol.DeleteProfile{}},
	} { // (the tables of a server alone are in its memory, and the ratings of those signed in: quick, open, sit and stand need no store)
		f.c.refused(f.m, online.ErrInternal)
	}

	log.mu.Lock()
	defer log.mu.Unlock()
	for _, line := range log.lines {
		for _, s := range secrets {
			if strings.Contains(line, s) {
				t.Errorf("a key or token in the log: %q", line)
			}
		}
	}
	if len(log.lines) < 9 {
		t.Errorf("%d lines logged: want one at least for each failure of the store", len(log.lines))
	}
}
