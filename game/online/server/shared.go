//go:build !js

package server

import (
	"context"
	"errors"
	"time"

	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// note passes on a change of the hub's room in the shared store, from the
// listening goroutine: the hub reads the room again if the change is
// news to it. It never blocks.
func (h *hub) note(c store.Change) {
	for want := h.want.Load(); int64(c.N) > want && !h.want.CompareAndSwap(want, int64(c.N)); want = h.want.Load() {
	}
	if c.Seats {
		h.seatsDirty.Store(true)
	}
	select {
	case h.poke <- struct{}{}:
	default:
	}
}

// poked reads the room again if a change noted is news to it.
func (h *hub) poked() {
	if seats := h.seatsDirty.Swap(false); seats || h.want.Load() > int64(h.room.N()) {
		h.notified = true // the events read now arrived by a notification: their lag is measured
		h.refresh(seats)
		h.notified = false
	}
}

// refresh brings the room up to date with the shared store, and tells the
// connections what changed; with seats, who is connected to the other
// servers is read again too. A room whose store's log does not replay
// here is unloaded: its connections are closed, and come back to a room
// loaded afresh.
func (h *hub) refresh(seats bool) {
	if h.s.shared == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	read := h.room.CatchUp
	if seats {
		read = h.room.Refresh
	}
	if err := read(ctx); err != nil {
		h.s.c.Logf("online: room %s: reading it again: %v", h.room.ID(), err)
	}
	h.flush(ctx, seats)
}

// flush tells the connections the events and seats the room learned from
// the store, and reads who is connected to the other servers when the
// seats may have changed (or seats says they may have).
func (h *hub) flush(ctx context.Context, seats bool) {
	if err := h.room.Broken(); err != nil {
		h.s.c.Logf("online: room %s: unloaded: %v", h.room.ID(), err)
		h.broken = true
		return
	}
	events, changed := h.room.News()
	if h.notified {
		h.s.c.Metrics.heard(events, time.Now())
	}
	seats = seats || changed
	for _, ev := range events {
		h.publish(ev)
	}
	if len(events) > 0 {
		h.bot = nil
	}
	if !seats && len(events) == 0 {
		return
	}
	h.readPresence(ctx)
	h.seatsChanged(nil)
	if h.room.Over() && !h.nextSent {
		h.findNext(ctx)
	}
}

// readPresence reads which seats have connections to the other servers.
func (h *hub) readPresence(ctx context.Context) {
	if h.s.shared == nil {
		return
	}
	ps, err := h.s.shared.Presence(ctx, h.room.ID())
	if err != nil {
		h.s.c.Logf("online: room %s: %v", h.room.ID(), err)
		return
	}
	clear(h.remote)
	for _, p := range ps {
		h.remote[p.Seat] = p
	}
}

// present tells the other servers how many connections seat has here,
// and the lobby who plays in the room (playing).
func (h *hub) present(seat int) {
	h.playing()
	if h.s.shared == nil || seat < 0 {
		return
	}
	n := 0
	for _, s := range h.conns {
		if s == seat {
			n++
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := h.s.shared.Present(ctx, h.room.ID(), seat, n); err != nil {
		h.s.c.Logf("online: room %s: %v", h.room.ID(), err)
	}
}

// findNext tells the connections of a finished room of its rematch, made
// through another server.
func (h *hub) findNext(ctx context.Context) {
	for seat := range h.room.Options().Seats() {
		hash := h.room.SeatHash(seat)
		if hash == "" {
			continue
		}
		next, err := h.s.c.Store.Find(ctx, hash)
		if err == nil && next != h.room.ID() {
			h.nextSent = true
			h.broadcast(protocol.Next{Room: next, N: h.room.N()})
		}
		return
	}
}

// leased reports whether this server may play the room's computer now:
// always with a store of its own, with a shared store when it holds the
// room's lease.
func (h *hub) leased() bool {
	if h.s.shared == nil {
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	ok, err := h.s.shared.Lease(ctx, h.room.ID())
	if err != nil && !errors.Is(err, context.Canceled) {
		h.s.c.Logf("online: room %s: %v", h.room.ID(), err)
	}
	return ok
}

// unlease gives the room's lease back as the hub stops.
func (h *hub) unlease() {
	if h.s.shared == nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	h.s.shared.Unlease(ctx, h.room.ID())
	for seat := range h.room.Options().Seats() {
		if h.here(seat) {
			h.s.shared.Present(ctx, h.room.ID(), seat, 0)
		}
	}
}

// awayFor is how long seat's person has been connected to no server.
func (h *hub) awayFor(seat int) time.Duration {
	since := h.awaySince[seat]
	if p, ok := h.remote[seat]; ok && p.Since.After(since) {
		since = p.Since
	}
	return time.Since(since)
}
