//go:build !js

package server

import (
	"context"
	"time"

	"parlor/game/online/store"
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
	if h.s.shared != nil { // a move made in time through another server, not yet heard of here
		h.refresh(false)
		if !h.room.Overdue() {
			return
		}
	}
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
			if ev, done, se := h.room.Settle(ctx); se == nil && done {
				h.publish(ev) // the request waited only on the seat given away
			}
		}
	}
	h.flush(ctx, false)
}

// timekeeper reports whether this server keeps the room's time now: its
// clock runs (Room.Timing), and no other server holds the room's lease.
// Such a room stays loaded with no one connected, to act when the time
// runs out (and to play the computer's turn, after which it runs).
func (h *hub) timekeeper() bool {
	return h.room.Timing() && h.leased()
}

// hold says once, as the room's clock first runs here (Room.Timing),
// that this server holds the room: from then on its beats say until when
// it did, so that a server that takes the room up after this one is gone
// (killed, or the machine lost) charges the seat to move until this
// one's last beat, and no further. It tries again on the hub's next turn
// if the store fails.
func (h *hub) hold() {
	if h.holds || !h.room.Timing() {
		return
	}
	hl, ok := h.s.c.Store.(store.Holder)
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := hl.Hold(ctx, h.s.id, h.room.ID(), h.s.c.Clock.Now()); err != nil {
		h.s.c.Logf("online: room %s: %v", h.room.ID(), err)
		return
	}
	h.holds = true
}

// release says, as the hub stops, that this server held its room until
// now, if it said it held it: the time until a server takes it up again
// is charged to no one.
func (h *hub) release() {
	if !h.holds {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if hl, ok := h.s.c.Store.(store.Holder); ok {
		if err := hl.LetGo(ctx, h.s.id, h.room.ID(), h.s.c.Clock.Now()); err != nil {
			h.s.c.Logf("online: room %s: %v", h.room.ID(), err)
		}
	}
}

// beat says that this server is alive now, and so holds the rooms it
// said it held until now: one write, however many they are.
func (s *Server) beat(ctx context.Context) {
	hl, ok := s.c.Store.(store.Holder)
	if !ok {
		return
	}
	wctx, cancel := context.WithTimeout(ctx, storeTimeout)
	defer cancel()
	if err := hl.Beat(wctx, s.id, s.c.Clock.Now()); err != nil && ctx.Err() == nil { // not as the server stops
		s.c.Logf("online: %v", err)
	}
}

// wake loads the rooms whose clocks may run, so that their time runs out
// with no one connected: as the server starts, and every Wake after (with
// a shared store, a room whose server has died is taken up by another).
func (s *Server) wake(ctx context.Context) {
	c, ok := s.c.Store.(store.Clocked)
	if !ok {
		return
	}
	ids, err := c.Running(ctx)
	if err != nil {
		s.c.Logf("online: listing the rooms with a clock: %v", err)
		return
	}
	for _, id := range ids {
		s.mu.Lock()
		_, loaded := s.rooms[id]
		s.mu.Unlock()
		if loaded {
			continue
		}
		if s.shared != nil { // another server keeps its time, if it holds its lease
			if ok, err := s.shared.Lease(ctx, id); err != nil || !ok {
				continue
			}
		}
		h, e := s.acquire(ctx, id)
		if e != nil {
			if s.shared != nil {
				s.shared.Unlease(ctx, id)
			}
			continue
		}
		s.release(h)
	}
}

// waking runs wake now and every Wake, until ctx ends.
func (s *Server) waking(ctx context.Context) {
	w := time.NewTicker(s.c.Wake)
	defer w.Stop()
	s.wake(ctx)
	for {
		select {
		case <-w.C:
			s.wake(ctx)
		case <-ctx.Done():
			return
		}
	}
}

// beating runs beat now and every Hold on the server's clock, until ctx
// ends: on its own, so that no wake, however long, holds a beat up.
func (s *Server) beating(ctx context.Context) {
	for {
		next := s.c.Clock.After(s.c.Hold)
		s.beat(ctx)
		select {
		case <-next:
		case <-ctx.Done():
			return
		}
	}
}
