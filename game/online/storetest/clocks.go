package storetest

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/store"
)

// testRunning: a store that lists the rooms whose clocks run lists the
// timed rooms whose games go on with a person to move (the last event has
// a deadline), or have every seat taken and no event yet; not a room
// without a clock, one whose game is over, one whose seat waits for its
// player, nor one whose last event gave the turn to the computer.
func testRunning(t *testing.T, s store.Store) {
	c, ok := s.(store.Clocked)
	if !ok {
		t.Skip("the store does not list the rooms whose clocks run")
	}
	if ids, err := c.Running(t.Context()); err != nil || len(ids) != 0 {
		t.Errorf("Running of an empty store = %q, %v; want none", ids, err)
	}
	days := room("days", epoch.Add(time.Hour))
	days.Clock = clock.Control{Days: 1}
	seated := room("seated", epoch)
	seated.Seats[1] = online.SeatRecord{TokenHash: online.Hash("token seated 1")}
	for _, r := range []online.RoomRecord{room("timed", epoch), room("fresh", epoch), seated, days, room("over", epoch), room("r1", epoch), room("computer", epoch)} {
		create(t, s, r)
	}
	appendAll(t, s, "timed", events[:2])
	appendAll(t, s, "days", events[:1])
	appendAll(t, s, "over", events)
	appendAll(t, s, "r1", events[:1]) // no clock
	toComputer := events[0]
	toComputer.Deadline = 0
	appendAll(t, s, "computer", []online.Event{toComputer})
	ids, err := c.Running(t.Context())
	slices.Sort(ids)
	if want := []string{"days", "seated", "timed"}; err != nil || !slices.Equal(ids, want) {
		t.Errorf("Running = %q, %v; want %q", ids, err, want)
	}
}

// testHold: a store that keeps which servers hold which rooms gives, with
// a room's record, when a server last held it, to the millisecond: the
// latest of when a server took it up or let it go and of the last beats
// of the servers holding it; a beat counts for the rooms its server
// holds, not for those it let go, nor for others; a room never held has
// the zero time, and rooms that do not exist are passed over.
func testHold(t *testing.T, s store.Store) {
	h, ok := s.(store.Holder)
	if !ok {
		t.Skip("the store does not keep which servers hold the rooms")
	}
	ctx := t.Context()
	create(t, s, room("held", epoch))
	create(t, s, room("free", epoch))
	held := func(id string, want time.Time) {
		t.Helper()
		if rec, _, err := s.Room(ctx, id); err != nil || !rec.Held.Equal(want) {
			t.Errorf("room %s held %v, %v; want %v", id, rec.Held, err, want)
		}
	}
	held("held", time.Time{})
	minute := func(n int) time.Time { return epoch.Add(time.Duration(n) * time.Minute).Truncate(time.Millisecond) }
	for _, step := range []struct {
		what string
		do   func() error
		want time.Time // room held's Held after
	}{
		{"server a beats, holding nothing", func() error { return h.Beat(ctx, "a", minute(1)) }, time.Time{}},
		{"a takes held up", func() error { return h.Hold(ctx, "a", "held", minute(2)) }, minute(2)},
		{"a takes up a room that is not there", func() error { return h.Hold(ctx, "a", "no such room", minute(2)) }, minute(2)},
		{"a beats", func() error { return h.Beat(ctx, "a", minute(3)) }, minute(3)},
		{"a says again that it holds held", func() error { return h.Hold(ctx, "a", "held", minute(3)) }, minute(3)},
		{"b, which never beat, takes held up too", func() error { return h.Hold(ctx, "b", "held", minute(4)) }, minute(4)},
		{"b beats", func() error { return h.Beat(ctx, "b", minute(6)) }, minute(6)},
		{"a beats, later", func() error { return h.Beat(ctx, "a", minute(7)) }, minute(7)},
		{"a lets held go", func() error { return h.LetGo(ctx, "a", "held", minute(8)) }, minute(8)},
		{"a beats on, for other rooms", func() error { return h.Beat(ctx, "a", minute(20)) }, minute(8)},
		{"b beats", func() error { return h.Beat(ctx, "b", minute(9)) }, minute(9)},
		{"b lets held go", func() error { return h.LetGo(ctx, "b", "held", minute(10)) }, minute(10)},
		{"b beats on", func() error { return h.Beat(ctx, "b", minute(30)) }, minute(10)},
		{"a lets held go again, its clock behind", func() error { return h.LetGo(ctx, "a", "held", minute(5)) }, minute(10)},
		{"a lets go a room that is not there", func() error { return h.LetGo(ctx, "a", "no such room", minute(31)) }, minute(10)},
	} {
		if err := step.do(); err != nil {
			t.Fatalf("%s: %v", step.what, err)
		}
		if rec, _, err := s.Room(ctx, "held"); err != nil || !rec.Held.Equal(step.want) {
			t.Errorf("%s: held %v, %v; want %v", step.what, rec.Held, err, step.want)
		}
	}
	held("free", time.Time{})
}

// HoldingWorks checks that s keeps which servers hold room, as a store
// migrated from a schema before the servers' beats must: a server that
// takes the room up and beats has held it until its beat.
func HoldingWorks(t *testing.T, s store.Store, room string) {
	t.Helper()
	ctx := t.Context()
	h, ok := s.(store.Holder)
	if !ok {
		t.Fatal("the store does not keep which servers hold the rooms")
	}
	up := time.UnixMilli(1_000_000)
	if err := h.Hold(ctx, "server", room, up); err != nil {
		t.Fatal(err)
	}
	if err := h.Beat(ctx, "server", up.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if rec, _, err := s.Room(ctx, room); err != nil || !rec.Held.Equal(up.Add(time.Second)) {
		t.Errorf("room %s held %v, %v; want %v", room, rec.Held, err, up.Add(time.Second))
	}
}

// ClocksWork checks that s keeps the clocks, as a store migrated from a
// schema before them must: events[1:], appended to room (whose log is
// events[0]), come back with their clocks, time and deadline; a new room
// keeps its time control tc, and is the one room whose clock runs.
func ClocksWork(t *testing.T, s store.Store, room string, events []online.Event, tc clock.Control) {
	t.Helper()
	ctx := t.Context()
	for _, e := range events[1:] {
		if err := s.Append(ctx, room, e); err != nil {
			t.Fatal(err)
		}
	}
	if _, log, err := s.Room(ctx, room); err != nil || !reflect.DeepEqual(log, events) {
		t.Errorf("the log after an event with clocks: %+v, %v", log, err)
	}
	if err := s.Create(ctx, online.RoomRecord{ID: "new", Game: "kalah", Clock: tc, Created: time.Now()}); err != nil {
		t.Fatal(err)
	}
	if rec, _, err := s.Room(ctx, "new"); err != nil || rec.Clock != tc {
		t.Errorf("a new room's clock after the migration: %v, %v; want %v", rec.Clock, err, tc)
	}
	c, ok := s.(store.Clocked)
	if !ok {
		t.Fatal("the store does not list the rooms whose clocks run")
	}
	if ids, err := c.Running(ctx); err != nil || !slices.Equal(ids, []string{"new"}) {
		t.Errorf("Running after the migration = %q, %v; want the new room", ids, err)
	}
}
