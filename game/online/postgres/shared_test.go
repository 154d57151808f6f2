//go:build !js

package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/onlinetest"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/store"
)

// patience is how long a test waits for a notification or a state before
// it fails: generous, for a busy machine.
const patience = onlinetest.Wait

// two opens two stores on one new database: two server processes.
func two(t *testing.T) (*Store, *Store, string) {
	url := pgtest.URL(t)
	a, b := open(t, url), open(t, url)
	t.Cleanup(func() { a.Close(); b.Close() })
	return a, b, url
}

// next waits for the next change.
func next(t *testing.T, ch <-chan store.Change) store.Change {
	t.Helper()
	select {
	case c := <-ch:
		return c
	case <-time.After(patience):
		t.Fatalf("no change notified in %v", patience)
	}
	return store.Change{}
}

// listening waits until a connection to the database at url listens for
// changes, other than the connections of process ids old, and returns its
// process id.
func listening(t *testing.T, url string, old ...int32) int32 {
	t.Helper()
	conn, err := pgx.Connect(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	old = append([]int32{}, old...) // an array, never NULL
	deadline := time.Now().Add(patience)
	for {
		var pid int32
		err := conn.QueryRow(t.Context(), `SELECT pid FROM pg_stat_activity
			WHERE datname = current_database() AND query LIKE 'LISTEN%' AND state = 'idle' AND pid <> ALL($1)`, old).Scan(&pid)
		if err == nil {
			return pid
		}
		if !errors.Is(err, pgx.ErrNoRows) || time.Now().After(deadline) {
			t.Fatalf("no connection listening: %v", err)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// changes has s deliver its changes, waits until it listens, and takes
// the change of no room it says first (catch up: what passed before it
// listened). It returns the changes and the listening connection's
// process id.
func changes(t *testing.T, s *Store, url string) (<-chan store.Change, int32) {
	t.Helper()
	ch := s.Changes(t.Context())
	pid := listening(t, url)
	if got := next(t, ch); got != (store.Change{}) {
		t.Fatalf("first, %+v; want the change of no room (catch up)", got)
	}
	return ch, pid
}

// TestChangesFirstSayTheyMayHaveBeenMissed: the first change a store
// delivers, once it listens, is the change of no room and no table: a
// process just started may have read the rooms and the lobby before it
// listened, and a change made meanwhile is heard by no one; a change
// made after comes after it.
func TestChangesFirstSayTheyMayHaveBeenMissed(t *testing.T) {
	a, b, url := two(t)
	ch := b.Changes(t.Context())
	listening(t, url)
	if err := a.Create(t.Context(), online.RoomRecord{ID: "r", Created: time.Now()}); err != nil {
		t.Fatal(err)
	}
	a.Notify(t.Context(), "r")
	if got := next(t, ch); got != (store.Change{}) {
		t.Fatalf("first, %+v; want the change of no room (catch up)", got)
	}
	if got := next(t, ch); got.Room != "r" {
		t.Errorf("after the catch-up, %+v", got)
	}
}

// TestChangesReachEveryProcess writes through one store and hears each
// write, as "room n" or "room n seats", through the other.
func TestChangesReachEveryProcess(t *testing.T) {
	a, b, url := two(t)
	ch, _ := changes(t, b, url)
	ctx := t.Context()
	r := online.RoomRecord{ID: "r", Created: time.Now(), Seats: []online.SeatRecord{{TokenHash: "t"}, {InviteHash: "i"}}}
	if err := a.Create(ctx, r); err != nil {
		t.Fatal(err)
	}
	steps := []struct {
		name string
		do   func() error
		want store.Change
	}{
		{"append", func() error {
			return a.Append(ctx, "r", online.Event{N: 1, Kind: online.KindMove, Lines: []string{"x"}, Plies: 1})
		}, store.Change{Room: "r", N: 1}},
		{"claim", func() error { return a.Claim(ctx, "r", 1, online.SeatRecord{TokenHash: "t2", Name: "Bo"}) }, store.Change{Room: "r", N: 1, Seats: true}},
		{"append", func() error {
			return a.Append(ctx, "r", online.Event{N: 2, Kind: online.KindMove, Lines: []string{"y"}, Plies: 2})
		}, store.Change{Room: "r", N: 2}},
		{"computer", func() error { return a.ToComputer(ctx, "r", 1, "easy") }, store.Change{Room: "r", N: 2, Seats: true}},
		{"present", func() error { return a.Present(ctx, "r", 0, 1) }, store.Change{Room: "r", N: 2, Seats: true}},
		{"notify", func() error { return a.Notify(ctx, "r") }, store.Change{Room: "r", N: 2, Seats: true}},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if got := next(t, ch); got != s.want {
			t.Errorf("%s: notified %+v, want %+v", s.name, got, s.want)
		}
	}
	// A refused append notifies nothing.
	if err := a.Append(ctx, "r", online.Event{N: 2, Kind: online.KindMove, Plies: 2}); err == nil {
		t.Fatal("an append of a number taken succeeded")
	}
	a.Notify(ctx, "r")
	if got := next(t, ch); !got.Seats {
		t.Errorf("after a refused append, notified %+v", got)
	}
}

// TestTableChanges writes to the lobby's tables through one store and
// hears each table changed, as "table id", through the other; a refused
// write notifies nothing.
func TestTableChanges(t *testing.T) {
	a, b, url := two(t)
	ch, _ := changes(t, b, url)
	ctx := t.Context()
	if err := a.NewProfile(ctx, lobby.Profile{ID: "gone", Name: "G", KeyHash: "k", Created: time.Now()}); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	table := func(id, host string) lobby.Table {
		return lobby.Table{ID: id, Game: "kalah", Host: host, Created: now, Seats: []lobby.TableSeat{{Profile: host, Seen: now}, {}, {}}}
	}
	steps := []struct {
		name string
		do   func() error
		want string
	}{
		{"open", func() error { return a.OpenTable(ctx, table("t", "ann")) }, "t"},
		{"sit", func() error { _, err := a.Sit(ctx, "t", 1, lobby.TableSeat{Profile: "bob", Seen: now}); return err }, "t"},
		{"stand", func() error { _, _, err := a.Stand(ctx, "t", "bob"); return err }, "t"},
		{"close", func() error { return a.CloseTable(ctx, "t") }, "t"},
		{"open another", func() error { return a.OpenTable(ctx, table("u", "cy")) }, "u"},
		{"sit again", func() error { _, err := a.Sit(ctx, "u", 2, lobby.TableSeat{Profile: "gone", Seen: now}); return err }, "u"},
		{"delete a sitter", func() error { return a.DeleteProfile(ctx, "gone") }, "u"},
		{"stand the host", func() error { _, _, err := a.Stand(ctx, "u", "cy"); return err }, "u"},
		{"open a third", func() error { return a.OpenTable(ctx, table("v", "dee")) }, "v"},
		{"sweep", func() error {
			ids, err := a.Sweep(ctx, now.Add(time.Second))
			if err == nil && !slices.Equal(ids, []string{"v"}) {
				err = fmt.Errorf("swept %q, want v", ids)
			}
			return err
		}, "v"},
	}
	for _, s := range steps {
		if err := s.do(); err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if got, want := next(t, ch), (store.Change{Table: s.want}); got != want {
			t.Errorf("%s: notified %+v, want %+v", s.name, got, want)
		}
	}
	// Refusals notify nothing: the next change heard is the next write's.
	if err := a.OpenTable(ctx, table("w", "eve")); err != nil {
		t.Fatal(err)
	}
	next(t, ch)
	if err := a.OpenTable(ctx, table("w", "eve")); err == nil {
		t.Fatal("an OpenTable of an id taken succeeded")
	}
	if _, err := a.Sit(ctx, "w", 0, lobby.TableSeat{Profile: "fay"}); err == nil {
		t.Fatal("a Sit in a seat taken succeeded")
	}
	if err := a.CloseTable(ctx, "gone"); err == nil {
		t.Fatal("a CloseTable of no table succeeded")
	}
	a.Notify(ctx, "r")
	if got := next(t, ch); got.Table != "" {
		t.Errorf("after refusals, notified %+v", got)
	}
}

// TestChangesAfterADrop cuts the listening connection: the store dials
// again and says changes may have been missed, then delivers the next.
func TestChangesAfterADrop(t *testing.T) {
	a, b, url := two(t)
	ch, first := changes(t, b, url)
	conn, err := pgx.Connect(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(t.Context(), `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query LIKE 'LISTEN%'`); err != nil {
		t.Fatal(err)
	}
	if got := next(t, ch); got.Room != "" {
		t.Fatalf("after the drop, %+v; want the change of no room (catch up)", got)
	}
	listening(t, url, first) // listening again
	a.Create(t.Context(), online.RoomRecord{ID: "r", Created: time.Now()})
	a.Notify(t.Context(), "r")
	if got := next(t, ch); got.Room != "r" {
		t.Errorf("after the reconnect, %+v", got)
	}
}

// TestAfterADropChangesAreHeardOnceCaughtUp: the change of no room that
// follows a drop comes once the store listens again, so that a change
// made as soon as it comes (the server reading everything again) is heard
// too. Again and again.
func TestAfterADropChangesAreHeardOnceCaughtUp(t *testing.T) {
	a, b, url := two(t)
	ch, pid := changes(t, b, url)
	if err := a.Create(t.Context(), online.RoomRecord{ID: "r", Created: time.Now()}); err != nil {
		t.Fatal(err)
	}
	conn, err := pgx.Connect(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	for i := range 4 {
		if _, err := conn.Exec(t.Context(), `SELECT pg_terminate_backend($1)`, pid); err != nil {
			t.Fatal(err)
		}
		if got := next(t, ch); got.Room != "" {
			t.Fatalf("drop %d: %+v; want the change of no room (catch up)", i, got)
		}
		a.Notify(t.Context(), "r")
		if got := next(t, ch); got.Room != "r" {
			t.Fatalf("drop %d: after the catch-up, %+v", i, got)
		}
		pid = listening(t, url, pid)
	}
}

// TestLeaseIsOneProcesss: a room's lease is held by one process at a
// time, comes back to it, passes on when given back, and when the
// holder's connection dies (as with its process).
func TestLeaseIsOneProcess(t *testing.T) {
	a, b, url := two(t)
	ctx := t.Context()
	lease := func(s *Store, id string, want bool) {
		t.Helper()
		if ok, err := s.Lease(ctx, id); err != nil || ok != want {
			t.Fatalf("Lease(%s) = %v, %v; want %v", id, ok, err, want)
		}
	}
	lease(a, "r", true)
	lease(a, "r", true) // again: still its own
	lease(b, "r", false)
	lease(b, "q", true) // another room
	if err := a.Unlease(ctx, "r"); err != nil {
		t.Fatal(err)
	}
	lease(b, "r", true)
	lease(a, "r", false)
	// b's process dies: its locks' connection ends.
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory'`); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(patience)
	for ok := false; !ok; time.Sleep(50 * time.Millisecond) {
		if ok, err = a.Lease(ctx, "r"); err != nil || time.Now().After(deadline) {
			t.Fatalf("the lease of a dead connection did not pass on: %v", err)
		}
	}
	// b finds out at its next ping, and asks again.
	b.locks.ping(ctx)
	lease(b, "r", false)
	lease(b, "q", true)
}

// TestPresence: a seat connected to another process is online there;
// once its connections leave, it is away since then; a process that
// stops beating is taken for gone.
func TestPresence(t *testing.T) {
	a, b, url := two(t)
	ctx := t.Context()
	presence := func(want ...store.SeatPresence) {
		t.Helper()
		got, err := b.Presence(ctx, "r")
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Fatalf("presence %+v, want %+v", got, want)
		}
		for i := range got {
			if got[i].Seat != want[i].Seat || got[i].Online != want[i].Online {
				t.Errorf("presence %+v, want %+v", got, want)
			}
		}
	}
	presence()
	if err := a.Present(ctx, "r", 1, 2); err != nil {
		t.Fatal(err)
	}
	if err := b.Present(ctx, "r", 0, 1); err != nil { // its own: not in its answer
		t.Fatal(err)
	}
	presence(store.SeatPresence{Seat: 1, Online: true})
	before := time.Now().Add(-time.Second)
	a.Present(ctx, "r", 1, 0)
	presence(store.SeatPresence{Seat: 1})
	if ps, _ := b.Presence(ctx, "r"); len(ps) == 1 && ps[0].Since.Before(before) {
		t.Errorf("away since %v, before the connection left", ps[0].Since)
	}
	a.Present(ctx, "r", 1, 1)
	presence(store.SeatPresence{Seat: 1, Online: true})
	close(a.stop) // a's heartbeat stops, as when its process hangs or dies
	a.done.Wait()
	a.stop = make(chan struct{})
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, `UPDATE processes SET seen = now() - interval '1 minute' WHERE id = $1`, a.id); err != nil {
		t.Fatal(err)
	}
	presence(store.SeatPresence{Seat: 1})
}
