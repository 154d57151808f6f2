//go:build !js

package server

import (
	"context"
	"time"

	"parlor/game/online"
)

// Clock is the time as the server reads it: the computer's (the default),
// or a test's, which moves only when the test says.
type Clock interface {
	// Now is the time now; its monotonic reading, if it has one, times
	// the players.
	Now() time.Time
	// After delivers the time on the channel once d has passed.
	After(d time.Duration) <-chan time.Time
}

// realClock is the computer's clock.
type realClock struct{}

func (realClock) Now() time.Time                         { return time.Now() }
func (realClock) After(d time.Duration) <-chan time.Time { return time.After(d) }

// retryFlag is how long a hub waits to act on a time run out again when
// it could not (another server keeps the room's time, or the store
// failed).
const retryFlag = time.Second

// flagTimer is the hub's channel for the deadline of the seat to move,
// armed again when the deadline changes; nil when no time runs.
func (h *hub) flagTimer() <-chan time.Time {
	d, ok := h.room.Deadline()
	if !ok {
		h.flagC, h.flagAt = nil, time.Time{}
		return nil
	}
	if h.flagC == nil || !d.Equal(h.flagAt) {
		h.flagAt, h.flagC = d, h.s.c.Clock.After(d.Sub(h.s.c.Clock.Now()))
	}
	return h.flagC
}

// checkClock acts on the time of the seat to move once it has run out:
// the room ends the game or gives the seat to the computer (Room.Flag),
// and everyone is told. With a shared store only the server holding the
// room's lease does; the others look again a little later, as they do
// when the store fails.
func (h *hub) checkClock() {
	if !h.room.Overdue() {
		return
	}
	if !h.leased() {
		h.flagC = h.s.c.Clock.After(retryFlag)
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	ev, ok, e := h.room.Flag(ctx)
	if e != nil {
		h.s.c.Logf("online: room %s: the time run out: %v", h.room.ID(), e)
		h.flagC = h.s.c.Clock.After(retryFlag)
	}
	if ok {
		h.bot = nil
		h.publish(ev)
		if !ev.Over {
			h.seatsChanged(nil)
		}
	}
	h.flush(ctx, false)
}

// timekeeper reports whether this server keeps the room's time now: a
// person's time runs, and no other server holds the room's lease. Such a
// room stays loaded with no one connected, to act when the time runs out.
func (h *hub) timekeeper() bool {
	_, ok := h.room.Deadline()
	return ok && h.leased()
}

// wake loads the rooms whose clocks may run, so that their time runs out
// with no one connected: as the server starts, and every Wake after (with
// a shared store, a room whose server has died is taken up by another).
func (s *Server) wake(ctx context.Context) {
	c, ok := s.c.Store.(online.Clocked)
	if !ok {
		return
	}
	ids, err := c.Running(ctx)
	if err != nil {
		s.c.Logf("online: listing the rooms with a clock: %v", err)
		return
	}
	for _, id := range ids {
		h, e := s.acquire(ctx, id)
		if e != nil {
			continue
		}
		s.release(h)
	}
}

// waking runs wake now and every Wake until ctx ends.
func (s *Server) waking(ctx context.Context) {
	t := time.NewTicker(s.c.Wake)
	defer t.Stop()
	for {
		s.wake(ctx)
		select {
		case <-t.C:
		case <-ctx.Done():
			return
		}
	}
}
