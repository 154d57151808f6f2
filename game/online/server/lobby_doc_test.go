//go:build !js

package server_test

import (
	"reflect"
	"testing"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// The lobby as PROTOCOL.md says it behaves, where no other test says it.

// openKalah starts a server where Host opens a table of Kalah, one seat
// hers and one open, and returns her connection, Guest's, signed in too,
// and the table's id.
func openKalah(t *testing.T) (host, guest *raw, id string) {
	t.Helper()
	r := start(t, server.Config{}, "")
	host, guest = dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	host.profile("Host")
	guest.profile("Guest")
	host.send(protocol.Open{Game: "kalah", Seats: []string{"you", "open"}})
	return host, guest, host.until(protocol.TypeSeated).Table.ID
}

// TestSitOutsideATable: sit at a seat the table does not have, past its
// end or before its start (-1), is bad-message either way; at a seat
// taken, taken.
func TestSitOutsideATable(t *testing.T) {
	_, guest, id := openKalah(t)
	for _, c := range []struct {
		seat int
		code string
	}{
		{2, online.ErrBadMessage},
		{99, online.ErrBadMessage},
		{-1, online.ErrBadMessage},
		{0, online.ErrTaken},
	} {
		guest.send(protocol.Sit{Table: id, Seat: &c.seat})
		if e := guest.until(protocol.TypeError); e.Code != c.code {
			t.Errorf("sit at seat %d of a table of 2: %s (%s), want %s", c.seat, e.Code, e.Message, c.code)
		}
	}
	one := 1
	guest.send(protocol.Sit{Table: id, Seat: &one})
	if s := guest.until(protocol.TypeSeated); *s.Seat != 1 {
		t.Errorf("sit at seat 1: seated at %d", *s.Seat)
	}
}

// TestStandWhereOneDoesNotSit: stand at a table one does not sit at is
// gone, as at a table that is gone, and changes nothing: the table stays
// open, and its open seat may be taken.
func TestStandWhereOneDoesNotSit(t *testing.T) {
	host, guest, id := openKalah(t)
	for _, table := range []string{id, "nothere"} {
		guest.send(protocol.Stand{Table: table})
		if e := guest.until(protocol.TypeError); e.Code != online.ErrGone {
			t.Errorf("stand at %s: %s (%s), want %s", table, e.Code, e.Message, online.ErrGone)
		}
	}
	guest.send(protocol.Sit{Table: id})
	guest.until(protocol.TypeSeated)
	host.await("the table started", func(m wireMessage) bool {
		return m.Type == protocol.TypeTable && m.Table.ID == id && m.Table.Room == id
	})
}

// TestTheLobbyShowsEveryTable: the lobby has no filter on the server's
// side: a watcher gets every table, of every game, rated or casual, open
// or a seek, with a clock or without, and a seated answer's table is the
// whole table, as the watchers get it.
func TestTheLobbyShowsEveryTable(t *testing.T) {
	r := start(t, server.Config{}, "")
	watcher := dialRaw(t, r.url, nil)
	watcher.send(protocol.WatchLobby{})
	watcher.until(protocol.TypeLobby)
	opens := []protocol.Message{
		protocol.Open{Game: "kalah", Seats: []string{"you", "open"}},
		protocol.Open{Game: "yote", Seats: []string{"open", "you"}, Rated: true, Clock: clock.MustParse("5+3")},
		protocol.Open{Game: "cantstop players=3", Seats: []string{"you", "easy", "open"}},
		protocol.Quick{Game: "connectfour rules=classic", Rated: true},
		protocol.Quick{Game: "mergers", Any: true, Clock: clock.MustParse("10+0")},
	}
	seen := map[string]protocol.TableInfo{}
	for i, m := range opens {
		c := dialRaw(t, r.url, nil)
		c.profile("Host " + string(rune('A'+i)))
		c.send(m)
		s := c.until(protocol.TypeSeated)
		told := watcher.await("the table opened", func(w wireMessage) bool {
			return w.Type == protocol.TypeTable && w.Table.ID == s.Table.ID
		})
		if !reflect.DeepEqual(*s.Table, *told.Table) {
			t.Errorf("%+v: seated says the table is %+v; the watcher, %+v", m, *s.Table, *told.Table)
		}
		seen[s.Table.ID] = *s.Table
	}
	late := dialRaw(t, r.url, nil)
	late.send(protocol.WatchLobby{})
	l := late.until(protocol.TypeLobby)
	if len(l.Tables) != len(opens) {
		t.Fatalf("a new watcher gets %d tables, want %d: %+v", len(l.Tables), len(opens), l.Tables)
	}
	for _, tb := range l.Tables {
		if !reflect.DeepEqual(tb, seen[tb.ID]) {
			t.Errorf("a new watcher gets %+v; seated said %+v", tb, seen[tb.ID])
		}
	}
}
