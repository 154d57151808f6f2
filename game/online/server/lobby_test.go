//go:build !js

package server_test

import (
	"strings"
	"testing"

	"parlor/game/online"
	"parlor/game/online/server"
)

// profile makes a profile named name on connection c and returns its key
// and id.
func (c *raw) profile(name string) (key, id string) {
	c.t.Helper()
	c.send(online.ClientMessage{Type: online.TypeNewProfile, Name: name})
	p := c.until(online.TypeProfile)
	if p.Key == "" || p.Profile == nil || p.Profile.Name != name {
		c.t.Fatalf("new-profile %q: %+v", name, p)
	}
	return p.Key, p.Profile.ID
}

// quickPair pairs two new profiles for a rated game of game through the
// server at url, and returns their connections, in the room, and seats.
func quickPair(t *testing.T, url, game string) (a, b *raw, seatA, seatB int) {
	t.Helper()
	a, b = dialRaw(t, url, nil), dialRaw(t, url, nil)
	a.profile("Ann")
	b.profile("Bob")
	a.send(online.ClientMessage{Type: online.TypeQuick, Game: game, Rated: true})
	sa := a.until(online.TypeSeated)
	b.send(online.ClientMessage{Type: online.TypeQuick, Game: game, Rated: true})
	sb := b.until(online.TypeSeated)
	if sa.Table.ID != sb.Table.ID {
		t.Fatalf("Ann seeks at %s, Bob was seated at %s: not paired", sa.Table.ID, sb.Table.ID)
	}
	for _, c := range []*raw{a, b} {
		st := c.await("the table started", func(m online.ServerMessage) bool {
			return m.Type == online.TypeTable && m.Table.ID == sa.Table.ID && m.Table.Room != ""
		})
		if !st.Table.Closed {
			t.Errorf("a started table is not closed in the lobby: %+v", st.Table)
		}
	}
	a.send(online.ClientMessage{Type: online.TypeHello, Token: sa.Token})
	wa := a.until(online.TypeWelcome)
	b.send(online.ClientMessage{Type: online.TypeHello, Token: sb.Token})
	wb := b.until(online.TypeWelcome)
	if !wa.Rated || !wb.Rated || wa.Helps {
		t.Errorf("the quick game's room is rated %v/%v, helps %v: want rated, no helps", wa.Rated, wb.Rated, wa.Helps)
	}
	return a, b, *wa.Seat, *wb.Seat
}

// TestQuickPairsARatedGameAndRatesIt: two profiles seeking a rated classic
// Connect Four are paired, play to the end, and the end carries both
// ratings, the winner's up and the loser's down, provisional; a second
// end (a welcome of the finished room) gives the same, rated once.
func TestQuickPairsARatedGameAndRatesIt(t *testing.T) {
	r := start(t, server.Config{}, "")
	a, b, seatA, seatB := quickPair(t, r.url, "connectfour rules=classic")
	conns := map[int]*raw{seatA: a, seatB: b}
	red := conns[0] // Red moves first: columns 0 four times wins; Yellow plays 1
	yellow := conns[1]
	n := 0
	for i := range 4 {
		red.send(online.ClientMessage{Type: online.TypeMove, N: n, Move: "p1 0"})
		red.until(online.TypeAck)
		n++
		if i == 3 {
			break
		}
		yellow.await("Red's move", func(m online.ServerMessage) bool { return m.Type == online.TypeEvent && m.N == n })
		yellow.send(online.ClientMessage{Type: online.TypeMove, N: n, Move: "p2 1"})
		yellow.until(online.TypeAck)
		n++
		red.await("Yellow's move", func(m online.ServerMessage) bool { return m.Type == online.TypeEvent && m.N == n })
	}
	end := red.until(online.TypeEnd)
	if len(end.Ratings) != 2 {
		t.Fatalf("end of a rated game: ratings %+v", end.Ratings)
	}
	win, loss := end.Ratings[0], end.Ratings[1]
	if win.Outcome != online.OutcomeWin || loss.Outcome != online.OutcomeLoss {
		t.Errorf("outcomes %s/%s, want win/loss", win.Outcome, loss.Outcome)
	}
	if !(win.After.R > 1500 && loss.After.R < 1500 && win.Before.R == 1500 && win.After.RD < 350) {
		t.Errorf("ratings after a first game: Red %+v, Yellow %+v", win, loss)
	}
	if s := win.After.String(); !strings.HasSuffix(s, "?") {
		t.Errorf("a rating after one game shows %q: want provisional", s)
	}
	again := yellow.until(online.TypeEnd)
	if again.Ratings[0].After != win.After {
		t.Errorf("Yellow's end says %+v, Red's %+v", again.Ratings[0], win)
	}
	a.send(online.ClientMessage{Type: online.TypeWhois, Profile: win.Profile})
	p := a.until(online.TypeProfile)
	if len(p.Families) != 1 || p.Families[0].Family != "connectfour-classic" || p.Families[0].Wins != 1 || len(p.Families[0].History) != 1 || len(p.Rooms) != 1 {
		t.Errorf("the winner's page after one game: %+v", p)
	}
}

// TestRatedGamesRefuseTakeBacks: a rated room answers undo with rated.
func TestRatedGamesRefuseTakeBacks(t *testing.T) {
	r := start(t, server.Config{}, "")
	a, b, seatA, _ := quickPair(t, r.url, "kalah")
	first := a
	if seatA != 0 {
		first = b
	}
	first.send(online.ClientMessage{Type: online.TypeMove, N: 0, Move: "S1"})
	first.until(online.TypeAck)
	first.send(online.ClientMessage{Type: online.TypeUndo, N: 1})
	if e := first.until(online.TypeError); e.Code != online.ErrRated {
		t.Errorf("undo in a rated game: %+v, want %s", e, online.ErrRated)
	}
}

// TestTheLobbyShowsTablesLive: a table opened by one profile reaches a
// watcher as a table message; sat at by another, it starts, and both
// sitters and the watcher hear it; the host's stand closes another.
func TestTheLobbyShowsTablesLive(t *testing.T) {
	r := start(t, server.Config{}, "")
	watcher, host, guest := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	watcher.send(online.ClientMessage{Type: online.TypeLobby})
	if l := watcher.until(online.TypeLobby); len(l.Tables) != 0 {
		t.Fatalf("a new server's lobby: %+v", l.Tables)
	}
	host.profile("Host")
	guest.profile("Guest")
	host.send(online.ClientMessage{Type: online.TypeOpen, Game: "yote", Seats: []string{"you", "open"}})
	seated := host.until(online.TypeSeated)
	opened := watcher.until(online.TypeTable)
	if opened.Table.ID != seated.Table.ID || opened.Table.Seats[0].Player != "Host" || opened.Table.Seats[1].Kind != online.KindOpen || opened.Table.Seats[0].Rating != "1500?" {
		t.Fatalf("the watcher sees %+v", opened.Table)
	}
	guest.send(online.ClientMessage{Type: online.TypeSit, Table: seated.Table.ID})
	gs := guest.until(online.TypeSeated)
	for _, c := range []*raw{watcher, host, guest} {
		c.await("the table started", func(m online.ServerMessage) bool {
			return m.Type == online.TypeTable && m.Table.Room == seated.Table.ID && m.Table.Closed
		})
	}
	guest.send(online.ClientMessage{Type: online.TypeHello, Token: gs.Token})
	if w := guest.until(online.TypeWelcome); w.Players[0].Profile == "" || w.Players[1].Player != "Guest" {
		t.Errorf("the room of a full table seats %+v", w.Players)
	}
	host.send(online.ClientMessage{Type: online.TypeOpen, Game: "kalah", Seats: []string{"open", "you"}})
	second := host.until(online.TypeSeated)
	host.send(online.ClientMessage{Type: online.TypeStand, Table: second.Table.ID})
	host.until(online.TypeAck)
	watcher.await("the table closed", func(m online.ServerMessage) bool {
		return m.Type == online.TypeTable && m.Table.ID == second.Table.ID && m.Table.Closed && m.Table.Room == ""
	})
}

// TestLobbyRefusals: the lobby's messages without a profile, a wrong key,
// a second seek of a family, a table with no open seat, a computer at a
// rated table, a seat taken, a table gone.
func TestLobbyRefusals(t *testing.T) {
	r := start(t, server.Config{}, "")
	c := dialRaw(t, r.url, nil)
	expect := func(m online.ClientMessage, code string) {
		t.Helper()
		c.send(m)
		if e := c.until(online.TypeError); e.Code != code {
			t.Errorf("%+v: %s (%s), want %s", m, e.Code, e.Message, code)
		}
	}
	expect(online.ClientMessage{Type: online.TypeQuick, Game: "kalah"}, online.ErrProfileNeeded)
	expect(online.ClientMessage{Type: online.TypeProfile, Key: "AAAAAAAAAAAAAAAAAAAAAA"}, online.ErrBadToken)
	expect(online.ClientMessage{Type: online.TypeNewProfile, Name: "  "}, online.ErrBadMessage)
	c.profile("Cy")
	c.send(online.ClientMessage{Type: online.TypeQuick, Game: "kalah"})
	seek := c.until(online.TypeSeated)
	expect(online.ClientMessage{Type: online.TypeQuick, Game: "kalah houses=4"}, online.ErrTooMany)
	expect(online.ClientMessage{Type: online.TypeOpen, Game: "kalah", Seats: []string{"you", "hard"}}, online.ErrBadGame)
	expect(online.ClientMessage{Type: online.TypeOpen, Game: "kalah", Seats: []string{"you", "hard"}, Rated: true}, online.ErrRated)
	expect(online.ClientMessage{Type: online.TypeSit, Table: seek.Table.ID}, online.ErrTaken)
	expect(online.ClientMessage{Type: online.TypeSit, Table: "nothere"}, online.ErrGone)
	expect(online.ClientMessage{Type: online.TypeCreate, Game: "kalah", Seats: []string{"you", "hard"}, Rated: true}, online.ErrRated)
	expect(online.ClientMessage{Type: online.TypeLeaders, Game: "chess"}, online.ErrBadGame)
}

// TestADeletedProfileKeepsItsGames: a profile deleted by its owner signs
// in no more (its key is bad-token, as a key never issued), its tables
// close, its page stays with its games, and its name shows as deleted
// there.
func TestADeletedProfileKeepsItsGames(t *testing.T) {
	r := start(t, server.Config{}, "")
	a := dialRaw(t, r.url, nil)
	key, id := a.profile("Ann")
	b := dialRaw(t, r.url, nil)
	b.profile("Bob")
	a.send(online.ClientMessage{Type: online.TypeOpen, Game: "yote", Seats: []string{"you", "open"}})
	table := a.until(online.TypeSeated).Table.ID
	b.send(online.ClientMessage{Type: online.TypeSit, Table: table})
	b.until(online.TypeSeated)
	a.send(online.ClientMessage{Type: online.TypeOpen, Game: "kalah", Seats: []string{"you", "open"}})
	a.until(online.TypeSeated)
	a.send(online.ClientMessage{Type: online.TypeDeleteProfile})
	a.until(online.TypeAck)
	a.send(online.ClientMessage{Type: online.TypeProfile, Key: key})
	gone := a.until(online.TypeError)
	a.send(online.ClientMessage{Type: online.TypeProfile, Key: "BBBBBBBBBBBBBBBBBBBBBB"})
	never := a.until(online.TypeError)
	if gone.Code != online.ErrBadToken || gone.Code != never.Code || gone.Message != never.Message {
		t.Errorf("a deleted profile's key: %+v; a key never issued: %+v", gone, never)
	}
	b.send(online.ClientMessage{Type: online.TypeWhois, Profile: id})
	p := b.until(online.TypeProfile)
	if !p.Profile.Deleted || p.Profile.Name != online.DeletedName {
		t.Errorf("a deleted profile's page: %+v", p.Profile)
	}
	if len(p.Rooms) != 1 || p.Rooms[0].Room != table || p.Rooms[0].Players[0].Player != online.DeletedName || p.Rooms[0].Players[1].Player != "Bob" {
		t.Errorf("a deleted profile's games: %+v", p.Rooms)
	}
	b.send(online.ClientMessage{Type: online.TypeLobby})
	if l := b.until(online.TypeLobby); len(l.Tables) != 0 {
		t.Errorf("a deleted profile's table is still open: %+v", l.Tables)
	}
}
