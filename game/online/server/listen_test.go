//go:build !js

package server_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/postgres"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/protocol"
)

// counted is a PostgreSQL store that counts the server's reads of a
// room's events after its last (Events) and of its record and events
// (Since); every call goes through to the store.
type counted struct {
	*postgres.Store
	events, since atomic.Int64
}

// Events counts a read of a room's events, and reads them.
func (c *counted) Events(ctx context.Context, id string, n int) ([]online.Event, error) {
	c.events.Add(1)
	return c.Store.Events(ctx, id, n)
}

// Since counts a read of a room's record and events, and reads them.
func (c *counted) Since(ctx context.Context, id string, n int) (online.RoomRecord, []online.Event, error) {
	c.since.Add(1)
	return c.Store.Since(ctx, id, n)
}

// listening waits until a connection other than those of old listens to
// the database's changes, and returns its process id.
func listening(t *testing.T, url string, old ...int32) int32 {
	t.Helper()
	pg := pgConn(t, url)
	old = append([]int32{}, old...) // an array, never NULL
	var pid int32
	waitFor(t, "a connection listening", func() bool {
		return pg.QueryRow(t.Context(), `SELECT pid FROM pg_stat_activity
			WHERE datname = current_database() AND query LIKE 'LISTEN%' AND state = 'idle' AND pid <> ALL($1)`, old).Scan(&pid) == nil
	})
	return pid
}

// TestAfterTheListenerDropsARoomCatchesUpOnce: when the server's
// connection listening to the store's changes drops, each room loaded
// reads the store again once (changes may have been missed); after
// that, the room's own moves, made here and so known, are not read back.
func TestAfterTheListenerDropsARoomCatchesUpOnce(t *testing.T) {
	url := pgtest.URL(t)
	base, err := postgres.Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	store := &counted{Store: base}
	c := fast
	c.CatchUp = time.Hour // no reading again but after the drop
	srv := serve(t, c, store)
	first := listening(t, url)
	host, guest, created, _ := kalahForTwo(t, srv)
	seats := []*raw{host, guest}

	since := store.since.Load()
	pg := pgConn(t, url)
	if _, err := pg.Exec(t.Context(), `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
		WHERE datname = current_database() AND query LIKE 'LISTEN%'`); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the room to read the store again after the drop", func() bool { return store.since.Load() > since })
	listening(t, url, first)

	events := store.events.Load()
	o, _ := games.Parse("kalah houses=6 seeds=4")
	s, _ := o.New()
	const moves = 6
	for n := range moves {
		mv := s.Legal()[0]
		c := seats[s.Turn()]
		c.send(protocol.Move{N: n, Move: s.MoveString(mv)})
		if m := answer(t, c, n); m.Type != protocol.TypeAck {
			t.Fatalf("move %d: %+v", n+1, m)
		}
		s.Play(mv)
		for _, c := range seats {
			eventOf(t, c, n+1)
		}
	}
	// The store notifies in order: once the room has heard of a change
	// notified after the moves, it has heard of the moves.
	since = store.since.Load()
	other, err := postgres.Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	if err := other.Notify(t.Context(), created.Room); err != nil {
		t.Fatal(err)
	}
	waitFor(t, "the room to read the seats notified", func() bool { return store.since.Load() > since })
	if n := store.events.Load() - events; n != 0 {
		t.Errorf("the room read its events %d times for %d moves made here, after the drop", n, moves)
	}
}
