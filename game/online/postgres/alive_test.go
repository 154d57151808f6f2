//go:build !js

package postgres

import (
	"testing"
	"time"

	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/store"
)

// TestADeadProcessesPresenceIsForgotten: processes taken for dead after
// a second. One that stops beating (here: its last beat set a minute
// back) has its profiles' presence forgotten by the other, which tells
// of each ("profile id", once) and reads her offline; the process, still
// alive, beats again, finds it was taken for dead, and says so to its
// Changes (a change of no room: share everything again); a process
// beating on time says nothing.
func TestADeadProcessesPresenceIsForgotten(t *testing.T) {
	url := pgtest.URL(t)
	a, b := openDeadAfter(t, url, time.Second), openDeadAfter(t, url, time.Second)
	heard, _ := changes(t, b, url)
	own, _ := changes(t, a, url)
	ctx := t.Context()
	if err := a.SetPresence(ctx, "ann", store.Presence{Online: true}); err != nil {
		t.Fatal(err)
	}
	if got := next(t, heard); got != (store.Change{Profile: "ann"}) {
		t.Fatalf("SetPresence notified %+v", got)
	}
	next(t, own)
	if ps, err := b.Presences(ctx, []string{"ann"}); err != nil || !ps["ann"].Online {
		t.Fatalf("b reads %+v, %v; want Ann online", ps, err)
	}
	a.stopBeating(t)
	if _, err := b.pool.Exec(ctx, `UPDATE processes SET seen = now() - interval '1 minute' WHERE id = $1`, a.id); err != nil {
		t.Fatal(err)
	}
	if got := next(t, heard); got != (store.Change{Profile: "ann"}) {
		t.Fatalf("a process dead: notified %+v; want Ann's presence", got)
	}
	if ps, err := b.Presences(ctx, []string{"ann"}); err != nil || len(ps) != 0 {
		t.Fatalf("b reads %+v, %v; want Ann offline", ps, err)
	}
	if n := rows(t, b, a.id); n != 0 {
		t.Errorf("the dead process keeps %d presences", n)
	}
	if got := next(t, own); got != (store.Change{Profile: "ann"}) {
		t.Fatalf("a hears %+v; want Ann's presence", got)
	}

	a.beatAndReap(ctx) // back
	if got := next(t, own); got != (store.Change{}) {
		t.Fatalf("a process taken for dead, beating again, delivers %+v; want the change of no room", got)
	}
	a.beatAndReap(ctx)
	select {
	case c := <-own:
		t.Errorf("after a beat on time, a delivers %+v", c)
	case <-time.After(3 * a.every):
	}
}

// stopBeating stops s's heartbeat, as Close does first.
func (s *Store) stopBeating(t *testing.T) {
	t.Helper()
	close(s.stop)
	s.done.Wait()
	s.stop = make(chan struct{}) // for Close
}

// rows counts the presences process id keeps.
func rows(t *testing.T, s *Store, id string) int {
	t.Helper()
	var n int
	if err := s.pool.QueryRow(t.Context(), `SELECT count(*) FROM profile_presence WHERE process = $1`, id).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// openDeadAfter opens a store at url taking processes for dead after
// dead, closed as the test ends.
func openDeadAfter(t *testing.T, url string, dead time.Duration) *Store {
	t.Helper()
	s, err := OpenDeadAfter(t.Context(), url, dead)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}
