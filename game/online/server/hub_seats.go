//go:build !js

package server

import (
	"context"
	"time"

	"parlor/game/online"
	"parlor/game/online/protocol"
)

// A hub's seats: who is attached to the room, who is here, and the
// rematch, which seats them again.

// attach seats c at seat (-1 watches) and welcomes it with the events
// after n, and token if it has just taken its seat.
func (h *hub) attach(c *conn, seat int, token string, n int) *online.Error {
	if _, ok := h.conns[c]; !ok {
		same := 0
		for _, s := range h.conns {
			if s == seat {
				same++
			}
		}
		switch {
		case seat < 0 && same >= h.s.c.ConnsPerRoom:
			return online.Errorf(online.ErrTooMany, "this game has %d spectators, the most it takes", same)
		case seat >= 0 && same >= connsPerSeat:
			return online.Errorf(online.ErrTooMany, "this seat is open on %d devices already, the most it takes: close one", same)
		}
	}
	_, again := h.conns[c]
	h.conns[c] = seat
	if !again {
		h.present(seat)
	}
	if n > h.room.N() {
		n = 0 // a client ahead of the room starts again from the beginning
	}
	w := protocol.Welcome{Room: h.room.ID(), N: h.room.N(), Game: h.room.Options().String(),
		Seat: seat, Token: token, Watch: h.room.Watch(), Commitment: h.room.Commitment(), Helps: h.room.Helps(), Rated: h.room.Rated(), Players: h.room.Seats(h.online), Turn: h.room.Turn(), Start: h.room.Start(),
		Clock: h.room.Clock().String(), Clocks: h.room.Clocks(), Grace: h.room.Grace().Milliseconds()}
	w.Events = h.room.Events(n)
	c.send(w)
	if by, ok := h.room.Asking(); ok {
		c.send(protocol.UndoAsked{N: h.room.N(), By: by, Offer: h.room.Offer()})
	}
	if h.room.Over() {
		c.send(h.end())
	}
	h.seatsChanged(c)
	return nil
}

// rematch answers a rematch: the room's next game, made now or by an
// earlier rematch (its seats' tokens find it), and everyone is told to
// say hello there.
func (h *hub) rematch(ctx context.Context, c *conn, seat int) *online.Error {
	if seat < 0 {
		return online.Errorf(online.ErrSpectator, "spectators watch; they do not ask for a rematch")
	}
	if !h.room.Over() {
		return online.Errorf(online.ErrBadMessage, "a rematch comes after the end of the game")
	}
	next, err := h.s.c.Store.Find(ctx, h.room.SeatHash(seat))
	if err != nil {
		h.s.c.Logf("online: room %s: finding its rematch: %v", h.room.ID(), err)
		return online.Errorf(online.ErrInternal, "the server could not look the rematch up; try again")
	}
	if next == h.room.ID() {
		if e := h.s.mayCreate(c.addr); e != nil {
			return e
		}
		room, e := online.Rematch(ctx, h.s.store, h.room, h.s.c.Random, h.s.c.Clock.Now())
		if e != nil {
			return e
		}
		h.s.own(c.addr, room.ID())
		h.s.madeRoom(room.ID(), room.Options().String(), "rematch")
		next = room.ID()
		if h.s.shared != nil { // the other servers' connections are told too
			if err := h.s.shared.Notify(ctx, h.room.ID()); err != nil {
				h.s.c.Logf("online: room %s: %v", h.room.ID(), err)
			}
		}
	}
	c.send(protocol.Ack{N: h.room.N()})
	h.nextSent = true
	h.broadcast(protocol.Next{Room: next, N: h.room.N()})
	return nil
}

// stillHere refuses to give seat to the computer while its person is
// connected, or has been away less than the server's Away.
func (h *hub) stillHere(seat int) *online.Error {
	players := h.room.Seats(h.online)
	if seat < 0 || seat >= len(players) || players[seat].Kind != online.KindPerson {
		return nil // an open seat, or none: the room says
	}
	name := players[seat].Name
	if p := players[seat].Player; p != "" {
		name = p
	}
	if h.online(seat) {
		return online.Errorf(online.ErrNotAway, "%s is here", name)
	}
	if away := h.awayFor(seat); away < h.s.c.Away {
		return online.Errorf(online.ErrNotAway, "%s has been away %d s: the computer may take the seat after %d s", name, int(away.Seconds()), int(h.s.c.Away.Seconds()))
	}
	return nil
}

// detach takes c out of the room.
func (h *hub) detach(c *conn) {
	seat, ok := h.conns[c]
	if !ok {
		return
	}
	delete(h.conns, c)
	if seat >= 0 && !h.here(seat) {
		h.awaySince[seat] = time.Now()
	}
	h.present(seat)
	if len(h.conns) == 0 {
		h.emptySince = time.Now()
	}
	h.seatsChanged(nil)
}

// seatsChanged tells everyone but skip who sits where now.
func (h *hub) seatsChanged(skip *conn) {
	m := protocol.Seats{N: h.room.N(), Players: h.room.Seats(h.online), Grace: h.room.Grace().Milliseconds()}
	for c := range h.conns {
		if c != skip {
			c.send(m)
		}
	}
}

// online reports whether a connection, here or to another server, holds
// seat.
func (h *hub) online(seat int) bool {
	return h.here(seat) || h.remote[seat].Online
}

// here reports whether a connection to this server holds seat.
func (h *hub) here(seat int) bool {
	for _, s := range h.conns {
		if s == seat {
			return true
		}
	}
	return false
}
