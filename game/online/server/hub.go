//go:build !js

package server

import (
	"context"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"parlor/game/ai"
	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// storeTimeout bounds one write to the store.
const storeTimeout = 10 * time.Second

// connsPerSeat is the most connections one seat may have open at once
// (a phone and a laptop, a reload overlapping the old page).
const connsPerSeat = 4

// hub runs one room: every message for the room, every change to it and
// the computer's thinking happen on its goroutine, one at a time.
type hub struct {
	s     *Server
	room  *online.Room
	inbox chan func()
	done  chan struct{} // closed when the goroutine has ended
	quit  chan struct{} // closed to stop it
	refs  int           // connections and requests holding it; s.mu guards it

	conns      map[*conn]int // seat of each connection, -1 for a spectator
	emptySince time.Time     // when the last connection left

	bot     ai.Bot // the computer thinking, started at event botN
	botN    int
	retryAt time.Time // after a failed computer move, when to try again
	// awaySince is when each seat's person was last connected here (when
	// the room was loaded, for one not connected since).
	awaySince map[int]time.Time

	// With a shared store: poke wakes the hub when another server may
	// have changed the room, want is the last event noted and seatsDirty
	// whether the seats may have changed (set by the listening
	// goroutine); remote is who is connected to the other servers;
	// nextSent whether the room's rematch has been announced; broken that
	// the room is to be unloaded.
	poke       chan struct{}
	want       atomic.Int64
	seatsDirty atomic.Bool
	remote     map[int]store.SeatPresence
	nextSent   bool
	broken     bool
	// notified says the room is being read again on a notification of
	// another server's change (for the metrics' NOTIFY lag).
	notified bool

	// flagC fires at flagAt, the deadline of the seat to move (clock.go).
	flagC  <-chan time.Time
	flagAt time.Time
	// holds says the server has said it holds the room (clock.go).
	holds bool
}

func newHub(s *Server, room *online.Room) *hub {
	h := &hub{s: s, room: room, inbox: make(chan func(), 64), done: make(chan struct{}), quit: make(chan struct{}), conns: map[*conn]int{}, awaySince: map[int]time.Time{},
		poke: make(chan struct{}, 1), remote: map[int]store.SeatPresence{}}
	for i := range room.Options().Seats() {
		h.awaySince[i] = time.Now()
	}
	return h
}

// post runs f on the hub's goroutine, unless it has ended.
func (h *hub) post(f func()) {
	select {
	case h.inbox <- f:
	case <-h.done:
	}
}

// call runs f on the hub's goroutine and waits for it to return; false if
// the hub ended first (f may then not have run).
func (h *hub) call(f func()) bool {
	ran := make(chan struct{})
	h.post(func() {
		f()
		close(ran)
	})
	select {
	case <-ran:
		return true
	case <-h.done: // the goroutine is over: f ran whole, or never will
		select {
		case <-ran:
			return true
		default:
			return false
		}
	}
}

// stop ends the hub's goroutine and waits for it.
func (h *hub) stop() {
	select {
	case <-h.quit:
	default:
		close(h.quit)
	}
	<-h.done
}

// run is the hub's goroutine.
func (h *hub) run() {
	defer close(h.done)
	defer func() {
		h.s.c.Metrics.roomLoaded(-1)
		h.s.log.Debug("room unloaded", "room", h.room.ID())
	}()
	defer func() {
		for c := range h.conns {
			closeStatus(c.ws, websocket.StatusGoingAway, "the server is going away: reconnect")
		}
	}()
	defer h.unlease()
	defer h.release()
	idle := time.NewTimer(h.s.c.Idle)
	defer idle.Stop()
	var catchUp <-chan time.Time
	if h.s.shared != nil {
		t := time.NewTicker(h.s.c.CatchUp)
		defer t.Stop()
		catchUp = t.C
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		h.readPresence(ctx)
		cancel()
	}
	for {
		h.hold()
		if h.broken {
			h.s.unloadBroken(h)
			return
		}
		if h.computerToMove() {
			select {
			case f := <-h.inbox:
				f()
			case <-h.poke:
				h.poked()
			case <-h.quit:
				return
			default:
				h.think()
			}
			continue
		}
		var retry <-chan time.Time
		if _, ok := h.room.Computer(); ok {
			retry = time.After(time.Until(h.retryAt))
		}
		select {
		case f := <-h.inbox:
			f()
		case <-h.poke:
			h.poked()
		case <-catchUp:
			h.refresh(true)
		case <-retry:
		case <-h.flagTimer():
			h.checkClock()
		case <-idle.C:
			if len(h.conns) == 0 && time.Since(h.emptySince) >= h.s.c.Idle && !h.timekeeper() && h.s.unload(h) {
				return
			}
			idle.Reset(h.s.c.Idle)
		case <-h.quit:
			return
		}
	}
}

// computerToMove reports whether the computer should think now.
func (h *hub) computerToMove() bool {
	_, ok := h.room.Computer()
	return ok && !time.Now().Before(h.retryAt)
}

// think gives the computer to move one slice, and plays its move once
// decided.
func (h *hub) think() {
	if h.bot == nil || h.botN != h.room.N() {
		if !h.leased() { // another server plays it: its moves come as changes
			h.bot, h.retryAt = nil, time.Now().Add(time.Second)
			return
		}
		l, _ := h.room.Computer()
		h.bot, h.botN = l.Bot(h.room.Options()), h.room.N()
		if err := h.bot.Start(h.room.Match().State(), h.room.BotSeed()); err != nil {
			h.s.c.Logf("online: room %s: the computer cannot move: %v", h.room.ID(), err)
			h.bot, h.retryAt = nil, time.Now().Add(time.Minute)
			return
		}
	}
	mv, ok := h.bot.Step(h.s.c.Think)
	if !ok {
		return
	}
	h.bot = nil
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	ev, e := h.room.PlayComputer(ctx, mv)
	h.flush(ctx, false)
	if e != nil && e.Code == online.ErrStale {
		return // another server played first
	}
	if e != nil {
		h.s.c.Logf("online: room %s: the computer's move: %v", h.room.ID(), e)
		h.retryAt = time.Now().Add(time.Second)
		return
	}
	h.s.c.Metrics.move()
	h.publish(ev)
}

// handle answers a room's message from c, seated at seat.
func (h *hub) handle(c *conn, seat int, m protocol.InRoom) {
	if _, ok := h.conns[c]; !ok {
		return // it left meanwhile
	}
	if m.Last() > h.room.N() {
		h.refresh(false) // the client has seen events made through another server, not yet heard of here
	}
	h.checkClock() // a time run out is acted on before any message
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	var (
		ev  online.Event
		out online.UndoOutcome
		e   *online.Error
	)
	switch m := m.(type) {
	case protocol.Move:
		if seat == h.room.Turn() && h.room.Overdue() && h.leased() { // the time ran out, and the flag could not be stored
			e = online.Errorf(online.ErrOver, "your time to move has run out")
			break
		}
		var again bool
		ev, again, e = h.room.Move(ctx, seat, m.N, m.Move)
		if e == nil {
			c.send(protocol.Ack{N: ev.N})
			if !again {
				h.s.c.Metrics.move()
				h.publish(ev)
			}
		}
	case protocol.Undo:
		ev, out, e = h.room.AskUndo(ctx, seat, m.N)
		if e == nil {
			h.undone(c, seat, ev, out, "")
		}
	case protocol.Draw:
		ev, out, e = h.room.OfferDraw(ctx, seat, m.N)
		if e == nil {
			h.undone(c, seat, ev, out, online.KindDraw)
		}
	case protocol.Answer:
		offer := h.room.Offer()
		ev, out, e = h.room.Answer(ctx, seat, m.N, m.Accept)
		if e == nil {
			h.undone(c, seat, ev, out, offer)
		}
	case protocol.Resign:
		ev, e = h.room.Resign(ctx, seat, m.N)
		if e == nil {
			c.send(protocol.Ack{N: ev.N})
			h.publish(ev)
		}
	case protocol.Rematch:
		e = h.rematch(ctx, c, seat)
	case protocol.Hand:
		switch {
		case seat < 0:
			e = online.Errorf(online.ErrSpectator, "spectators watch; they do not give seats to the computer")
		case m.Seat == seat:
			e = online.Errorf(online.ErrBadMessage, "a player does not give her own seat away")
		default:
			e = h.stillHere(m.Seat)
		}
		if e == nil && online.HandResigns(h.room.Rated(), len(h.room.Options().Seats())) {
			// Rated, two players: the seat away loses, as by resigning.
			if ev, e = h.room.Resign(ctx, m.Seat, h.room.N()); e == nil {
				c.send(protocol.Ack{N: ev.N})
				h.publish(ev)
			}
			break
		}
		if e == nil {
			e = h.room.ToComputer(ctx, seat, m.Seat, m.Level)
		}
		if e == nil {
			c.send(protocol.Ack{N: h.room.N()})
			h.bot = nil
			h.seatsChanged(nil)
			if ev, done, se := h.room.Settle(ctx); se == nil && done {
				h.publish(ev) // the request waited only on the seat given away
			}
		}
	}
	h.flush(ctx, false) // what another server did first
	if e != nil {
		c.send(protocol.Reply(e, h.room.N()))
	}
}

// undone answers c's undo or answer, and tells the room what came of it:
// every move, undo and answer has one reply, an ack (with the room's last
// event after it) or an error.
func (h *hub) undone(c *conn, seat int, ev online.Event, out online.UndoOutcome, offer string) {
	c.send(protocol.Ack{N: h.room.N()})
	switch out {
	case online.UndoTaken:
		h.publish(ev)
	case online.UndoAsked:
		h.broadcast(protocol.UndoAsked{N: h.room.N(), By: seat, Offer: offer})
	case online.UndoRefused:
		h.broadcast(protocol.UndoRefused{N: h.room.N(), By: seat, Offer: offer})
	}
}

// publish sends an event to every connection, and the end after the
// last.
func (h *hub) publish(ev online.Event) {
	h.broadcast(protocol.Event{N: ev.N, Event: ev})
	if ev.Over {
		end := h.end()
		h.broadcast(end)
		h.s.over(h.room.ID())
		h.s.endedRoom(h.room.ID(), end.Result, ev.N)
		h.playing()
	}
}

// end is the room's end message, with the players' ratings before and
// after a rated game: rated now, once (another server, or an earlier
// end, may have done it). A store that fails leaves the ratings out; the
// next end (a welcome) tries again.
func (h *hub) end() protocol.End {
	m := protocol.EndOf(h.room.End(), nil)
	if !h.room.Rated() || h.s.lobby == nil {
		return m
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	ratings, err := onlinelobby.Rate(ctx, h.room, h.s.lobby.p, time.Now())
	if err != nil {
		h.s.c.Logf("online: room %s: rating the game: %v", h.room.ID(), err)
	}
	h.s.lobby.rated(h.room.Options().Family(), ratings)
	m.Ratings = ratings
	return m
}

// broadcast sends m to every connection of the room.
func (h *hub) broadcast(m protocol.Message) {
	for c := range h.conns {
		c.send(m)
	}
}
