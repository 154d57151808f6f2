//go:build !js

package server_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"parlor/game/online/postgres"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/online/store"
)

// heldListener is a PostgreSQL store that starts listening to the
// changes only once gate is closed: a process just started, which
// answers before its connection listening to the store is ready.
type heldListener struct {
	*postgres.Store
	gate chan struct{}
}

// Changes delivers the store's changes once the gate is open.
func (h heldListener) Changes(ctx context.Context) <-chan store.Change {
	out := make(chan store.Change)
	go func() {
		defer close(out)
		select {
		case <-h.gate:
		case <-ctx.Done():
			return
		}
		for c := range h.Store.Changes(ctx) {
			select {
			case out <- c:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out
}

// TestASitterBackOnARestartedServerIsToldHerTableStarted: a seeker on one
// server of two is seated; her server stops, and a new one takes its
// place (it models a process killed and started again: the new Server
// shares nothing with the old but the database, which keeps her seat).
// She signs in on it at once: before its lobby's first tick (its tick is
// an hour here), and before it listens to the store's changes (held
// until the table has started). A seeker on the other server fills her
// table, whose room is made there. Once the new server listens, she is
// told that her table started (not by reading the lobby again every
// CatchUp: an hour here too), and her seat's token finds its room.
func TestASitterBackOnARestartedServerIsToldHerTableStarted(t *testing.T) {
	url := pgtest.URL(t)
	one, two := startShared(t, server.Config{Tick: lobbyTick}, url), startShared(t, server.Config{Tick: lobbyTick}, url)
	listening(t, url, listening(t, url))
	her := dialRaw(t, one.url, nil)
	key, id := her.profile("Sitter")
	her.send(protocol.Quick{Game: "yote"})
	seated := her.until(protocol.TypeSeated)
	table := seated.Table.ID
	one.stop()

	db, err := postgres.Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	gate := make(chan struct{})
	again := serve(t, server.Config{Tick: time.Hour, CatchUp: time.Hour}, heldListener{db, gate})
	back := dialRaw(t, again.url, nil)
	back.send(protocol.SignIn{Key: key})
	if p := back.until(protocol.TypeProfile); p.Profile == nil || p.Profile.ID != id {
		t.Fatalf("signing in again: %+v", p)
	}

	other := dialRaw(t, two.url, nil)
	other.profile("Other")
	other.send(protocol.Quick{Game: "yote"})
	if s := other.until(protocol.TypeSeated); s.Table.ID != table {
		t.Fatalf("the other seeker sits at %s, not at the sitter's %s", s.Table.ID, table)
	}
	waitFor(t, "the table's room made", func() bool {
		_, err := db.Table(t.Context(), table)
		return errors.Is(err, store.ErrNoTable)
	})
	close(gate)
	back.await("her table started", func(m wireMessage) bool {
		return m.Type == protocol.TypeTable && m.Table.ID == table && m.Table.Closed && m.Table.Room == table
	})
	back.send(protocol.Hello{Token: seated.Token})
	if w := back.until(protocol.TypeWelcome); w.Room != table {
		t.Errorf("her token finds room %s, not %s", w.Room, table)
	}
}
