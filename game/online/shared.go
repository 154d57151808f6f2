package online

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Shared is a Store that several server processes use at once (the
// PostgreSQL one): any of them may serve any room. The store decides the
// order of a room's events — Append refuses a number already taken — and
// tells every process what changed, so that each brings its rooms up to
// date and tells its own connections.
type Shared interface {
	Store
	// Changes delivers the changes every process sharing the store makes,
	// this one's too, until ctx ends. A change may be lost, or come late:
	// a process also looks at its rooms now and then. A Change with no
	// Room and no Table says that changes may have been missed (before
	// the store listened, or while its connection was down): every room,
	// and the lobby, is to be looked at. It comes first, once the store
	// listens, and again each time it listens again.
	Changes(ctx context.Context) <-chan Change
	// Notify tells every process that room id changed other than by an
	// event (a rematch made): its Change has Seats set.
	Notify(ctx context.Context, id string) error
	// Since reads room id's record and the events after event n.
	Since(ctx context.Context, id string, n int) (RoomRecord, []Event, error)
	// Events reads room id's events after event n.
	Events(ctx context.Context, id string, n int) ([]Event, error)
	// Lease gives this process the right to play room id's computer
	// seats, and reports whether it has it: no other process holds it.
	// The right lasts until Unlease, or until this process dies.
	Lease(ctx context.Context, id string) (bool, error)
	// Unlease gives room id's lease back.
	Unlease(ctx context.Context, id string) error
	// Present says that seat of room id has conns connections to this
	// process (0: none any more).
	Present(ctx context.Context, id string, seat, conns int) error
	// Presence is, for each seat of room id, whether a living process
	// has a connection of it, and if none does, since when none has.
	Presence(ctx context.Context, id string) ([]SeatPresence, error)
}

// SeatPresence is whether a seat's person is connected to any process
// sharing the store.
type SeatPresence struct {
	Seat   int
	Online bool
	// Since is, for a seat no one is connected to, when the last
	// connection left (or its process was last seen alive).
	Since time.Time
}

// Change is a room changed in a Shared store: event N appended, or, with
// Seats, who sits where (N the room's last event then); or, with Table
// (and no Room), a lobby table opened, sat at, stood from or closed.
type Change struct {
	Room  string
	N     int
	Seats bool
	Table string
}

// String is the change as a PostgreSQL notification carries it: "id n",
// or "id n seats" for a room; "table id" for a lobby table (no room is
// named "table": a room's id is a token's 22 characters).
func (c Change) String() string {
	if c.Table != "" {
		return "table " + c.Table
	}
	if c.Seats {
		return fmt.Sprintf("%s %d seats", c.Room, c.N)
	}
	return fmt.Sprintf("%s %d", c.Room, c.N)
}

// ParseChange reads a change as String writes it: "room n", "room n
// seats" or "table id".
func ParseChange(s string) (Change, error) {
	f := strings.Fields(s)
	bad := fmt.Errorf("a change is %q, not \"room n\", \"room n seats\" or \"table id\"", s)
	if len(f) == 2 && f[0] == "table" {
		return Change{Table: f[1]}, nil
	}
	if len(f) < 2 || len(f) > 3 || len(f) == 3 && f[2] != "seats" {
		return Change{}, bad
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 0 {
		return Change{}, bad
	}
	return Change{Room: f[0], N: n, Seats: len(f) == 3}, nil
}

// Refresh brings the room up to date with its store, which other
// processes write to too: the seats as stored, and the events appended
// since. What it learns is kept for News. Nothing changes when the
// store's log does not continue the room's.
func (r *Room) Refresh(ctx context.Context) error {
	if r.broken != nil {
		return r.broken
	}
	var (
		rec    RoomRecord
		events []Event
		err    error
	)
	if s, ok := r.store.(Shared); ok {
		rec, events, err = s.Since(ctx, r.rec.ID, len(r.events))
	} else {
		rec, events, err = r.store.Room(ctx, r.rec.ID)
		if err == nil && len(events) < len(r.events) {
			err = fmt.Errorf("room %s: the store has %d events, the room %d", r.rec.ID, len(events), len(r.events))
		}
		if err == nil {
			events = events[len(r.events):]
		}
	}
	if err != nil {
		return err
	}
	if len(rec.Seats) != len(r.rec.Seats) {
		return fmt.Errorf("room %s: %d seats stored, %d here", r.rec.ID, len(rec.Seats), len(r.rec.Seats))
	}
	open := r.seatOpen()
	if err := r.take(events); err != nil {
		return err
	}
	if !slices.Equal(rec.Seats, r.rec.Seats) {
		if open && len(events) == 0 {
			r.clk.since = r.clk.now() // a seat was open: no time ran until now
		}
		r.rec.Seats = rec.Seats
		for i, s := range rec.Seats {
			r.people[i] = s.Level == ""
			if r.asked != nil && (s.Level != "" || s.TokenHash == "") {
				r.asked.accepted[i] = true
			}
		}
		r.seatsNews = true
	}
	return nil
}

// CatchUp is Refresh without the seats: the events appended since, and
// only them, from a Shared store (from another store, it is Refresh).
func (r *Room) CatchUp(ctx context.Context) error {
	s, ok := r.store.(Shared)
	if !ok || r.broken != nil {
		return r.Refresh(ctx)
	}
	events, err := s.Events(ctx, r.rec.ID, len(r.events))
	if err != nil {
		return err
	}
	return r.take(events)
}

// take plays the events the store has after the room's last, keeping them
// for News.
func (r *Room) take(events []Event) error {
	for _, e := range events {
		if err := r.replay(e); err != nil {
			// The store's log is not what this engine makes of it: the
			// room can no longer be trusted here.
			r.broken = fmt.Errorf("room %s, event %d: %w", r.rec.ID, e.N, err)
			return r.broken
		}
		r.asked = nil // an event ends a request, as it does here
		r.news = append(r.news, r.keep(e))
	}
	return nil
}

// Broken is the error that made the room unfit to serve: its store's log
// did not replay here. The server unloads such a room.
func (r *Room) Broken() error { return r.broken }

// News returns, once, the events Refresh learned and whether the seats
// changed: the server tells its connections.
func (r *Room) News() (events []Event, seats bool) {
	events, seats = r.news, r.seatsNews
	r.news, r.seatsNews = nil, false
	return events, seats
}

// stored handles a refusal of the store: a conflict (another process
// wrote to the room first) brings the room up to date and is answered
// as a stale message; another failure is the server's.
func (r *Room) stored(ctx context.Context, err error, what string) *Error {
	if errors.Is(err, ErrConflict) {
		if rerr := r.CatchUp(ctx); rerr != nil {
			return Errorf(ErrInternal, "%s could not be stored; try again: %v", what, rerr)
		}
		return Errorf(ErrStale, "another move came first: the game has moved on to event %d", len(r.events))
	}
	return Errorf(ErrInternal, "%s could not be stored; try again: %v", what, err)
}
