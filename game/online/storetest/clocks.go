package storetest

import (
	"reflect"
	"slices"
	"testing"
	"time"

	"parlor/game/online"
)

// testRunning: a store that lists the rooms whose clocks run lists the
// timed rooms whose games go on with a person to move (the last event has
// a deadline), or have every seat taken and no event yet; not a room
// without a clock, one whose game is over, one whose seat waits for its
// player, nor one whose last event gave the turn to the computer.
func testRunning(t *testing.T, s online.Store) {
	c, ok := s.(online.Clocked)
	if !ok {
		t.Skip("the store does not list the rooms whose clocks run")
	}
	if ids, err := c.Running(t.Context()); err != nil || len(ids) != 0 {
		t.Errorf("Running of an empty store = %q, %v; want none", ids, err)
	}
	days := room("days", epoch.Add(time.Hour))
	days.Clock = online.TimeControl{Days: 1}
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

// testHold: a store that keeps when a server last held each room gives
// it with the room's record, to the millisecond; a room never held has
// the zero time, and rooms that do not exist are passed over.
func testHold(t *testing.T, s online.Store) {
	h, ok := s.(online.Holder)
	if !ok {
		t.Skip("the store does not keep when a room was held")
	}
	create(t, s, room("held", epoch))
	create(t, s, room("free", epoch))
	if rec, _, err := s.Room(t.Context(), "held"); err != nil || !rec.Held.IsZero() {
		t.Fatalf("a room never held: held %v, %v", rec.Held, err)
	}
	at := epoch.Add(90 * time.Minute).Truncate(time.Millisecond)
	if err := h.Hold(t.Context(), []string{"held", "no such room"}, at); err != nil {
		t.Fatal(err)
	}
	if rec, _, err := s.Room(t.Context(), "held"); err != nil || !rec.Held.Equal(at) {
		t.Errorf("held %v, %v; want %v", rec.Held, err, at)
	}
	if rec, _, err := s.Room(t.Context(), "free"); err != nil || !rec.Held.IsZero() {
		t.Errorf("a room not held: held %v, %v", rec.Held, err)
	}
}

// ClocksWork checks that s keeps the clocks, as a store migrated from a
// schema before them must: events[1:], appended to room (whose log is
// events[0]), come back with their clocks, time and deadline; a new room
// keeps its time control tc, and is the one room whose clock runs.
func ClocksWork(t *testing.T, s online.Store, room string, events []online.Event, tc online.TimeControl) {
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
	c, ok := s.(online.Clocked)
	if !ok {
		t.Fatal("the store does not list the rooms whose clocks run")
	}
	if ids, err := c.Running(ctx); err != nil || !slices.Equal(ids, []string{"new"}) {
		t.Errorf("Running after the migration = %q, %v; want the new room", ids, err)
	}
}
