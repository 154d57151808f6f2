//go:build !js

package server

import (
	"context"
	"errors"
	"maps"
	"slices"
	"time"

	"github.com/coder/websocket"

	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
)

// hardLimit is the size past which a message is not read at all: the
// connection closes with status 1009. Between online.MaxMessage and it, a
// message is read and refused with an error.
const hardLimit = 64 << 10

// outbox is how many messages may wait to be written to a connection; a
// client that falls further behind is disconnected (it will reconnect and
// catch up by event number).
const outbox = 256

// conn is one client's connection.
type conn struct {
	s    *Server
	ws   *websocket.Conn
	addr string
	id   uint64 // numbers the connection in the log
	out  chan []byte
	gone chan struct{} // closed when the connection is done

	// Owned by the reading goroutine.
	h    *hub   // the room it is in, held; nil before create, join or hello
	seat int    // its seat there, -1 for a spectator
	kind string // KindLobby, KindPlay or KindWatch, as the metrics count it

	tokens float64 // the rate limit's bucket
	last   time.Time

	// profile is the profile the connection is signed in as (its ID ""
	// for none); set by the reading goroutine, read by the lobby's under
	// its lock.
	profile onlinelobby.Profile
	// ceremony is the WebAuthn ceremony it began and has not finished
	// (lobby_keys.go); owned by the reading goroutine.
	ceremony *ceremony
}

func newConn(s *Server, ws *websocket.Conn, addr string, id uint64) *conn {
	return &conn{s: s, ws: ws, addr: addr, id: id, out: make(chan []byte, outbox), gone: make(chan struct{}), tokens: s.c.Burst, last: time.Now()}
}

// serve reads the connection's messages until it closes, and writes what
// is sent to it meanwhile.
func (c *conn) serve(ctx context.Context) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	c.ws.SetReadLimit(hardLimit)
	go c.write(ctx)
	since := time.Now()
	c.setKind(KindLobby)
	c.opened()
	defer func() {
		c.closed(since)
		c.setKind("")
		close(c.gone)
		if c.s.lobby != nil {
			c.s.lobby.leave(c)
		}
		if c.h != nil {
			h := c.h
			h.post(func() { h.detach(c) })
			c.s.release(h)
		}
	}()
	for {
		rctx, rcancel := context.WithTimeout(ctx, c.s.c.Silence)
		typ, b, err := c.ws.Read(rctx)
		rcancel()
		if err != nil {
			if errors.Is(err, context.DeadlineExceeded) {
				closeStatus(c.ws, websocket.StatusPolicyViolation, "no message for too long: send a ping now and then")
			}
			return
		}
		if !c.allow() {
			c.fail(online.Errorf(online.ErrRate, "too many messages: at most %g a second", c.s.c.Rate))
			continue
		}
		if typ != websocket.MessageText {
			c.fail(online.Errorf(online.ErrBadMessage, "messages are JSON text, not binary"))
			continue
		}
		m, e := protocol.Decode(b)
		if e != nil {
			c.fail(e)
			continue
		}
		c.s.c.Metrics.message(m.Type())
		c.handle(ctx, m)
	}
}

// write sends what is queued for the connection until it closes.
func (c *conn) write(ctx context.Context) {
	for {
		select {
		case b := <-c.out:
			wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := c.ws.Write(wctx, websocket.MessageText, b)
			cancel()
			if err != nil {
				c.ws.CloseNow()
				return
			}
		case <-ctx.Done():
			return
		}
	}
}

// send queues a message; a connection whose queue is full is closed.
func (c *conn) send(m protocol.Message) {
	c.s.c.Metrics.sent(m)
	c.sendEncoded(protocol.Encode(m))
}

// sendEncoded queues a message encoded already (one message for many
// connections).
func (c *conn) sendEncoded(b []byte) {
	select {
	case c.out <- b:
	case <-c.gone:
	default:
		closeStatus(c.ws, websocket.StatusTryAgainLater, "too far behind: reconnect to catch up")
	}
}

// fail answers a message refused. Its n is the last event of the room
// the connection is in (0 in none), so the error goes out through the
// room's goroutine, after every reply and event it has sent before.
// Called on the reading goroutine.
func (c *conn) fail(e *online.Error) {
	if h := c.h; h != nil && h.call(func() { c.send(protocol.Reply(e, h.room.N())) }) {
		return
	}
	c.send(protocol.Reply(e, 0))
}

// allow takes a token from the connection's bucket.
func (c *conn) allow() bool {
	now := time.Now()
	c.tokens = min(c.s.c.Burst, c.tokens+now.Sub(c.last).Seconds()*c.s.c.Rate)
	c.last = now
	if c.tokens < 1 {
		return false
	}
	c.tokens--
	return true
}

// handle answers one message: the lobby's (by the routing table) in the
// lobby, the others here or in the connection's room.
func (c *conn) handle(ctx context.Context, m protocol.Message) {
	if r, _ := protocol.Lookup(protocol.Client, m.Type()); r.Scope == protocol.Lobby {
		if c.s.lobby == nil {
			c.fail(noLobby())
			return
		}
		c.s.lobby.handle(ctx, c, m)
		return
	}
	switch m := m.(type) {
	case protocol.Ping:
		c.send(protocol.Pong{})
	case protocol.List:
		c.list(ctx, m.Tokens)
	case protocol.Create:
		if m.Rated && c.s.lobby == nil {
			c.fail(noLobby())
			return
		}
		h, sec, e := c.s.create(ctx, m, c.addr, c.signedIn())
		if e != nil {
			c.fail(e)
			return
		}
		c.send(protocol.Created{Room: h.room.ID(), Tokens: sec.Tokens, Invites: sec.Invites, Watch: sec.Watch})
		seat := slices.Min(slices.Collect(maps.Keys(sec.Tokens))) // the creator's first seat
		c.enter(h, func(room *online.Room) (int, string, *online.Error) { return seat, sec.Tokens[seat], nil }, 0)
	case protocol.Join:
		h, e := c.find(ctx, m.Invite)
		if e != nil {
			c.fail(e)
			return
		}
		profile := c.signedIn()
		c.enter(h, func(room *online.Room) (int, string, *online.Error) {
			return room.Claim(ctx, online.Hash(m.Invite), m.Name, profile, c.s.c.Random)
		}, 0)
	case protocol.Peek:
		c.peek(ctx, m.Invite)
	case protocol.Hello:
		h, e := c.find(ctx, m.Token)
		if e != nil {
			c.fail(e)
			return
		}
		c.enter(h, func(room *online.Room) (int, string, *online.Error) {
			seat, ok := room.Role(online.Hash(m.Token))
			switch {
			case !ok && room.InviteSeat(online.Hash(m.Token)) >= 0:
				return 0, "", online.Errorf(online.ErrBadToken, "this link is an invitation: take its seat with join")
			case !ok:
				return 0, "", online.Errorf(online.ErrBadToken, "this link's seat has been taken: open the link you were given when you took it")
			}
			return seat, m.Token, nil
		}, m.N)
	case protocol.InRoom: // the room's (protocol.Room): move, undo, answer… the room checks them
		if c.h == nil {
			c.fail(online.Errorf(online.ErrNotInRoom, "%s comes after create, join or hello", m.Type()))
			return
		}
		h, seat := c.h, c.seat
		h.call(func() { h.handle(c, seat, m) }) // answered before the next message is read: replies in the order sent
	}
}

// find acquires the hub of the room that holds token.
func (c *conn) find(ctx context.Context, token string) (*hub, *online.Error) {
	id, err := c.s.c.Store.Find(ctx, online.Hash(token))
	if errors.Is(err, online.ErrNoRoom) {
		return nil, online.Errorf(online.ErrBadToken, "no game has this link: check that it was copied whole")
	}
	if err != nil {
		c.s.c.Logf("online: finding a token: %v", err)
		return nil, online.Errorf(online.ErrInternal, "the server could not look the link up; try again")
	}
	return c.s.acquire(ctx, id)
}

// enter seats the connection in hub h (held) as who says, on the room's
// goroutine, and welcomes it with the events after n; it leaves the room
// it was in.
func (c *conn) enter(h *hub, who func(*online.Room) (int, string, *online.Error), n int) {
	var (
		seat int
		e    *online.Error
	)
	ok := h.call(func() {
		h.refresh(false) // with a shared store: a seat taken, a move made through another server
		var token string
		if seat, token, e = who(h.room); e == nil {
			e = h.attach(c, seat, token, n)
		}
	})
	if !ok {
		e = errStopping()
	}
	if e != nil {
		c.s.release(h)
		c.fail(e)
		return
	}
	if old := c.h; old != nil {
		if old != h {
			old.post(func() { old.detach(c) })
		}
		c.s.release(old)
	}
	c.h, c.seat = h, seat
	c.setKind(kindOf(seat))
	c.entered()
}

// peek answers a peek message: the room an invite is for, as it is,
// without taking a seat.
func (c *conn) peek(ctx context.Context, invite string) {
	h, e := c.find(ctx, invite)
	if e != nil {
		c.fail(e)
		return
	}
	var (
		reply protocol.PeekedRoom
		seat  = -1
	)
	ok := h.call(func() {
		if seat = h.room.InviteSeat(online.Hash(invite)); seat >= 0 {
			reply = protocol.PeekedRoom{Room: h.room.ID(), N: h.room.N(), Game: h.room.Options().String(),
				Seat: seat, Players: h.room.Seats(h.online), Helps: h.room.Helps(), Rated: h.room.Rated(), Clock: h.room.Clock()}
		}
	})
	c.s.release(h)
	switch {
	case !ok:
		c.fail(errStopping())
	case seat < 0: // a seat's or the spectators' token, or an invite just used
		c.fail(online.Errorf(online.ErrBadToken, "this link is not an invitation, or its seat has been taken"))
	default:
		c.send(reply)
	}
}

// now reads, on its hub, the seat to move, the seats of room id and when
// the seat to move runs out of time (Unix milliseconds, 0 for none); ok
// is false when the room cannot be loaded.
func (c *conn) now(ctx context.Context, id string) (turn int, players []online.SeatInfo, deadline int64, ok bool) {
	h, e := c.s.acquire(ctx, id)
	if e != nil {
		return 0, nil, 0, false
	}
	defer c.s.release(h)
	ok = h.call(func() {
		turn, players = h.room.Turn(), h.room.Seats(h.online)
		if d, timed := h.room.Deadline(); timed {
			now := c.s.c.Clock.Now()
			deadline = now.UnixMilli() + d.Sub(now).Milliseconds()
		}
	})
	return turn, players, deadline, ok
}

// listLoads is how many rooms under way one list looks at (whose turn,
// who sits where); the rest are listed without.
const listLoads = 40

// list answers a list message: the rooms where the tokens hold seats.
func (c *conn) list(ctx context.Context, tokens []string) {
	hashes := make([]string, len(tokens))
	byHash := map[string]string{}
	for i, t := range tokens {
		hashes[i] = online.Hash(t)
		byHash[hashes[i]] = t
	}
	ls, err := c.s.c.Store.List(ctx, hashes)
	if err != nil {
		c.s.c.Logf("online: listing rooms: %v", err)
		c.fail(online.Errorf(online.ErrInternal, "the server could not list the games; try again"))
		return
	}
	reply := protocol.Rooms{Rooms: []protocol.RoomInfo{}}
	loaded := 0
	for _, l := range ls {
		info := protocol.RoomInfo{Room: l.Room, Game: l.Game, Seat: l.Seat, N: l.N, Over: l.Over, Token: byHash[l.TokenHash], Turn: -1, Clock: l.Clock}
		if !l.Deadline.IsZero() {
			info.Deadline = l.Deadline.UnixMilli()
		}
		if o, err := c.s.c.Games.Parse(l.Game); err == nil { // who sat where, as stored
			info.Players = online.SeatInfos(o.Seats(), l.Seats, nil)
		}
		if !l.Over && loaded < listLoads { // a finished room is not loaded: its turn is none
			loaded++
			if turn, players, deadline, ok := c.now(ctx, l.Room); ok {
				info.Turn, info.Players, info.Deadline = turn, players, deadline
			}
		}
		reply.Rooms = append(reply.Rooms, info)
	}
	c.send(reply)
}
