//go:build !js

package server_test

import (
	"context"
	crand "crypto/rand"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/postgres"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// lockEvents takes the events table of the database at url for the test
// alone, in a transaction of its own: every read of a room's events
// waits. It returns what lets it go (also done as the test ends).
func lockEvents(t *testing.T, url string) (unlock func()) {
	t.Helper()
	tx, err := pgConn(t, url).Begin(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := tx.Exec(t.Context(), `LOCK TABLE events IN ACCESS EXCLUSIVE MODE`); err != nil {
		t.Fatal(err)
	}
	unlock = func() { tx.Rollback(context.Background()) }
	t.Cleanup(unlock)
	return unlock
}

// waitingOnEvents counts the queries of the database that wait for the
// events table.
const waitingOnEvents = `SELECT count(*) FROM pg_locks WHERE NOT granted AND relation = 'events'::regclass`

// coldRoom stores a room of Kalah for two, both seats the creator's,
// through a store of the test's own on the database at url: no server
// has it loaded.
func coldRoom(t *testing.T, url string) online.Secrets {
	t.Helper()
	store, err := postgres.Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	m := online.Spec{Game: "kalah", Seats: []string{online.SeatYou, online.SeatYou}}
	_, sec, e := online.Create(t.Context(), store, games.All(), m, "", crand.Reader, time.Now())
	if e != nil {
		t.Fatal(e)
	}
	return sec
}

// TestALoadStopsNoOtherRoom: while a room is being loaded from the store
// (its read held up here by a lock on the events), a room already loaded
// answers.
func TestALoadStopsNoOtherRoom(t *testing.T) {
	url := pgtest.URL(t)
	srv := startShared(t, server.Config{CatchUp: time.Hour}, url)
	loaded := dialRaw(t, srv.url, nil).create("kalah", online.SeatYou, online.SeatInvite)
	cold := coldRoom(t, url)
	unlock := lockEvents(t, url)
	watcher := dialRaw(t, srv.url, nil)
	watcher.send(protocol.Hello{Token: cold.Watch})
	pg := pgConn(t, url)
	waitFor(t, "the cold room's load to wait for the events", func() bool { return count(t, pg, waitingOnEvents) > 0 })
	p := dialRaw(t, srv.url, nil)
	p.send(protocol.Peek{Invite: loaded.Invites[1]})
	m := p.await("the answer to a peek at a loaded room while another loads", func(wireMessage) bool { return true })
	if m.Type != protocol.TypeRoom || m.Room != loaded.Room {
		t.Fatalf("a peek at a loaded room while another loads: %+v", m)
	}
	unlock()
	if m := watcher.until(protocol.TypeWelcome); m.Room == "" {
		t.Fatalf("the cold room's welcome: %+v", m)
	}
}

// TestARoomIsLoadedOnce: the hellos of a room not loaded, all sent while
// it loads, wait for one load of it (one query waits for the events
// held up here), and are all served by the one room loaded: a move
// reaches every connection.
func TestARoomIsLoadedOnce(t *testing.T) {
	url := pgtest.URL(t)
	srv := startShared(t, server.Config{CatchUp: time.Hour}, url)
	cold := coldRoom(t, url)
	unlock := lockEvents(t, url)
	tokens := []string{cold.Tokens[0], cold.Tokens[1], cold.Watch, cold.Watch, cold.Watch, cold.Watch}
	var cs []*raw
	for _, token := range tokens {
		c := dialRaw(t, srv.url, nil)
		c.send(protocol.Hello{Token: token})
		cs = append(cs, c)
	}
	pg := pgConn(t, url)
	waitFor(t, "every hello to have found its room", func() bool {
		return count(t, pg, `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()
			AND pid <> pg_backend_pid() AND state = 'active' AND wait_event_type IS DISTINCT FROM 'Lock'`) == 0 &&
			count(t, pg, waitingOnEvents) > 0
	})
	if n := count(t, pg, waitingOnEvents); n != 1 {
		t.Errorf("%d loads of one room at once", n)
	}
	unlock()
	for _, c := range cs {
		c.until(protocol.TypeWelcome)
	}
	if n := srv.srv.Loaded(); n != 1 {
		t.Errorf("%d rooms loaded, want 1", n)
	}
	o, _ := games.Parse("kalah")
	s, _ := o.New()
	cs[0].send(protocol.Move{N: 0, Move: s.MoveString(s.Legal()[0])})
	for _, c := range cs {
		eventOf(t, c, 1)
	}
}
