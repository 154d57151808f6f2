package online

import (
	"context"
	"errors"
	"fmt"
	"slices"
)

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
	if s, ok := r.store.(SharedLog); ok {
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
// only them, from a SharedLog (from another Log, it is Refresh).
func (r *Room) CatchUp(ctx context.Context) error {
	s, ok := r.store.(SharedLog)
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
