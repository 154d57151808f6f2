//go:build !js

package postgres

import (
	"testing"
	"time"

	"parlor/game/online/store"
)

// TestProfilePresence: what one process says of a profile's presence,
// the other reads (not its own), each change heard as "profile id"; of
// a profile on both, online if either has her, playing where she sat
// down last; a process closed has nothing more, and says so.
func TestProfilePresence(t *testing.T) {
	a, b, url := two(t)
	ch, _ := changes(t, b, url)
	ctx := t.Context()
	set := func(s *Store, id string, p store.Presence) {
		t.Helper()
		if err := s.SetPresence(ctx, id, p); err != nil {
			t.Fatal(err)
		}
		if got := next(t, ch); got != (store.Change{Profile: id}) {
			t.Errorf("SetPresence(%s) notified %+v", id, got)
		}
	}
	read := func(s *Store, ids ...string) map[string]store.Presence {
		t.Helper()
		ps, err := s.Presences(ctx, ids)
		if err != nil {
			t.Fatal(err)
		}
		return ps
	}
	then := time.Now().Truncate(time.Millisecond).UTC()
	set(a, "ann", store.Presence{Online: true})
	set(a, "bob", store.Presence{Online: true, Room: "r1", Game: "kalah", Watch: "w1", Since: then})
	if got := read(b, "ann", "bob", "cy"); len(got) != 2 || !got["ann"].Online || got["bob"].Room != "r1" || got["bob"].Watch != "w1" || !got["bob"].Since.Equal(then) {
		t.Errorf("b reads %+v", got)
	}
	if got := read(a, "ann", "bob"); len(got) != 0 {
		t.Errorf("a reads its own presences: %+v", got)
	}
	set(b, "bob", store.Presence{Online: true, Room: "r2", Game: "yote", Watch: "w2", Since: then.Add(time.Second)})
	set(a, "ann", store.Presence{})
	if got := read(a, "ann", "bob"); len(got) != 1 || got["bob"].Room != "r2" {
		t.Errorf("a reads %+v; want Bob in r2, Ann nowhere", got)
	}
	if got := read(b, "ann", "bob"); len(got) != 1 || got["bob"].Room != "r1" {
		t.Errorf("b reads %+v; want Bob in r1 (a's), Ann nowhere", got)
	}
	c := open(t, url) // a third process, closed here
	set(c, "cy", store.Presence{Online: true})
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if got := next(t, ch); got != (store.Change{Profile: "cy"}) {
		t.Errorf("closing a process notified %+v", got)
	}
	if got := read(b, "cy"); len(got) != 0 {
		t.Errorf("after its process closed, b reads %+v", got)
	}
}
