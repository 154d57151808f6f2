//go:build !js

// Package server serves online rooms over WebSocket: it upgrades a
// request to a connection, reads the protocol's messages (package online,
// PROTOCOL.md), and hands each room's messages to the room's own
// goroutine, which checks them, makes them durable in the store and sends
// the events to every connection of the room. It plays the computer's
// seats, in slices, on the room's goroutine.
package server

import (
	"context"
	"crypto/rand"
	"io"
	"log"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"parlor/game/catalog"
	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/memstore"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// Config sets up a Server; zero fields take the defaults.
type Config struct {
	// Store keeps the rooms. Required.
	Store store.Store
	// Games are the games the rooms may play (Parlor's: games.All()).
	// Required.
	Games catalog.Catalog
	// Random draws seeds and tokens; crypto/rand.Reader by default.
	Random io.Reader
	// Origins are the hosts, besides the server's own, whose pages may
	// connect ("example.com", "*.example.com"); see
	// websocket.AcceptOptions.OriginPatterns. Clients that send no Origin
	// (not browsers) are let in.
	Origins []string
	// RoomsPerAddr caps the rooms not yet over that one address has
	// created since the server started (default 20); ConnsPerRoom the
	// spectators' connections open to one room (default 32; each seat may
	// have 4).
	RoomsPerAddr, ConnsPerRoom int
	// Rate and Burst cap each connection's messages: Rate a second on
	// average, Burst at once (default 20 and 40).
	Rate, Burst float64
	// Silence closes a connection that sends nothing for so long (default
	// 60 s: clients ping every 20 s).
	Silence time.Duration
	// Idle unloads a room with no connection for so long (default 1
	// minute); it is loaded again from the store when someone comes back.
	Idle time.Duration
	// Away is how long a seat's person must have been away before the
	// others may give the seat to the computer (default 1 minute).
	Away time.Duration
	// Think is the slice the computer thinks in between a room's messages
	// (default 5 ms).
	Think time.Duration
	// CatchUp is how often, with a store several servers share, a loaded
	// room, and the lobby's tables, are read again from the store, should
	// a notification of another server's change have been lost (default
	// 10 s).
	CatchUp time.Duration
	// SeekGone is how long a sitter at a lobby's table may be away
	// before she loses her seat (default onlinelobby.SeekGone, 30 s); Tick how
	// often the lobby marks its sitters seen, sweeps those gone and pairs
	// waiting seeks again (default 1 s).
	SeekGone, Tick time.Duration
	// Clock is the time the server times the players by; the computer's
	// by default (a test's moves when the test says).
	Clock Clock
	// Wake is how often the server loads the rooms whose clocks may run
	// and are not loaded (default 1 minute): as it starts, and after, in
	// case another server sharing the store has died. Hold is how often
	// it beats, saying it is alive and so holds the rooms whose clocks
	// run here, in one write however many they are (default 1 s): a
	// server killed is taken to have held its rooms until its last beat,
	// and their time to have stood still after.
	Wake, Hold time.Duration
	// Logf logs the server's own failures; by default to Log at the
	// error level, or log.Printf when there is no Log.
	Logf func(format string, args ...any)
	// Log takes a line when a connection opens, enters a room and
	// closes, and when a room is made or ends (log.go); nil discards
	// them.
	Log *slog.Logger
	// Metrics measures the server for Prometheus (metrics.go); nil
	// measures nothing.
	Metrics *Metrics
	// RPID is the passkeys' WebAuthn relying party: the site's host
	// name as browsers reach it ("parlor.example.com", "localhost"),
	// never an IP address; "" takes no passkeys. RPOrigins are the
	// origins of the pages that use them ("https://parlor.example.com",
	// "http://localhost:8080"); https://RPID by default.
	RPID      string
	RPOrigins []string
}

// Server serves the rooms; it is an http.Handler for the WebSocket
// address.
type Server struct {
	c Config
	// store is c.Store as the rooms get it: its appends timed.
	store store.Store
	log   *slog.Logger
	// conns numbers the connections, for the log.
	conns atomic.Uint64
	// id names this server in the store, for its beats (Config.Hold): a
	// new one each time a server starts.
	id string

	mu      sync.Mutex
	rooms   map[string]*hub
	loads   map[string]*loading        // rooms being loaded, by id
	byAddr  map[string]map[string]bool // address → rooms it made, not over
	closing bool
	// draining says Drain was called: not ready, but serving.
	draining bool
	// loadSlots holds a token for each room being loaded from the store:
	// loadsAtOnce at most. inFlight counts the loads under way.
	loadSlots chan struct{}
	inFlight  sync.WaitGroup

	// shared is the store when other servers use it too; nil otherwise.
	shared store.Shared
	// lobby keeps the profiles and the open tables; nil when the store
	// keeps no profiles.
	lobby *lobby
	// stopListening ends the goroutine that hears other servers' changes,
	// stopWaking the ones that load the rooms whose clocks run and that
	// beat (clock.go).
	stopListening, stopWaking context.CancelFunc
	// keys is the passkeys' relying party and the recovery codes tried
	// (keys_rp.go).
	keys *keys
}

// New makes a Server.
func New(c Config) *Server {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&c.RoomsPerAddr, 20)
	def(&c.ConnsPerRoom, 32)
	if c.Rate <= 0 {
		c.Rate = 20
	}
	if c.Burst <= 0 {
		c.Burst = 40
	}
	for _, d := range []struct {
		v *time.Duration
		d time.Duration
	}{{&c.Silence, time.Minute}, {&c.Idle, time.Minute}, {&c.Away, time.Minute}, {&c.Think, 5 * time.Millisecond}, {&c.CatchUp, 10 * time.Second}, {&c.SeekGone, onlinelobby.SeekGone}, {&c.Tick, time.Second}, {&c.Wake, time.Minute}, {&c.Hold, time.Second}} {
		if *d.v <= 0 {
			*d.v = d.d
		}
	}
	if c.Random == nil {
		c.Random = rand.Reader
	}
	if c.Clock == nil {
		c.Clock = realClock{}
	}
	if c.Logf == nil {
		c.Logf = log.Printf
		if c.Log != nil {
			c.Logf = slogf(c.Log)
		}
	}
	s := &Server{c: c, store: timed(c.Store, c.Metrics), log: logger(c), id: rand.Text(), rooms: map[string]*hub{}, loads: map[string]*loading{}, loadSlots: make(chan struct{}, loadsAtOnce()), byAddr: map[string]map[string]bool{}, stopListening: func() {}}
	s.keys = newKeys(c)
	if p, ok := c.Store.(store.Profiles); ok {
		if _, shared := c.Store.(store.Shared); !shared {
			p = memstore.LocalTables(p) // no other server sees its tables: they need not be written
		}
		s.lobby = newLobby(s, p)
	}
	if sh, ok := c.Store.(store.Shared); ok {
		s.shared = sh
		ctx, cancel := context.WithCancel(context.Background())
		s.stopListening = cancel
		go s.listen(sh.Changes(ctx))
	}
	ctx, cancel := context.WithCancel(context.Background())
	var woken sync.WaitGroup
	s.stopWaking = func() {
		cancel()
		woken.Wait()
	}
	woken.Go(func() { s.waking(ctx) })
	woken.Go(func() { s.beating(ctx) })
	return s
}

// listen hands the changes other servers (and this one) make to a shared
// store to the rooms loaded here, until the channel closes.
func (s *Server) listen(changes <-chan store.Change) {
	for c := range changes {
		if c.SignedOut != "" { // a profile signed out everywhere
			if s.lobby != nil {
				s.lobby.signedOut(c.SignedOut)
			}
			continue
		}
		if c.Profile != "" { // a profile's presence on a server
			if s.lobby != nil {
				s.lobby.heard(c.Profile)
			}
			continue
		}
		if c.Challenge != "" { // a challenge sent or settled on a server
			if s.lobby != nil && s.lobby.ch != nil {
				s.lobby.heardChallenge(c.Challenge)
			}
			continue
		}
		if c.Table != "" || c.Room == "" { // a lobby's table; "" when changes may have been missed: every table
			if s.lobby != nil {
				s.lobby.note(c.Table)
				if c.Table == "" {
					s.lobby.heard("") // and every profile's presence
					// and every connection's key
					s.lobby.signedOut("")
				}
			}
			if c.Table != "" {
				continue
			}
		}
		s.mu.Lock()
		if c.Room == "" { // changes may have been missed: every room reads the store again, once
			for _, h := range s.rooms {
				h.note(store.Change{Room: h.room.ID(), Seats: true}) // a Refresh: the seats and the events since
			}
		} else if h, ok := s.rooms[c.Room]; ok {
			h.note(c)
		}
		s.mu.Unlock()
	}
}

// ServeHTTP upgrades the request to a WebSocket connection and serves it
// until it closes.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: s.c.Origins})
	if err != nil {
		return // Accept has answered the request
	}
	addr, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		addr = r.RemoteAddr
	}
	newConn(s, ws, addr, s.conns.Add(1)).serve(r.Context())
}

// Close stops every room's goroutine, once the rooms being loaded are
// (they are not started); connections still open are closed with them.
func (s *Server) Close() {
	s.stopListening()
	s.stopWaking()
	if s.lobby != nil {
		s.lobby.close()
	}
	s.mu.Lock()
	s.closing = true
	s.mu.Unlock()
	s.inFlight.Wait()
	s.mu.Lock()
	hubs := make([]*hub, 0, len(s.rooms))
	for _, h := range s.rooms {
		hubs = append(hubs, h)
	}
	s.mu.Unlock()
	for _, h := range hubs {
		h.stop()
	}
}

// start runs room's hub, held once; s.mu is held.
func (s *Server) start(room *online.Room) *hub {
	h := newHub(s, room)
	h.refs = 1
	// The seat to move's time runs from when a server last held the room:
	// from now, before the room is counted loaded, so that a room Loaded
	// counts is already timed.
	room.UseClock(s.c.Clock.Now)
	s.rooms[room.ID()] = h
	s.c.Metrics.roomLoaded(1)
	s.log.Debug("room loaded", "room", room.ID())
	go h.run()
	return h
}

// release lets go of a hub acquired.
func (s *Server) release(h *hub) {
	s.mu.Lock()
	h.refs--
	s.mu.Unlock()
}

// unload forgets an idle hub if no one holds it, and reports whether it
// did: the hub's goroutine then ends.
func (s *Server) unload(h *hub) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if h.refs > 0 {
		return false
	}
	delete(s.rooms, h.room.ID())
	return true
}

// unloadBroken forgets a hub whose room is broken, held or not: its
// connections are closed as its goroutine ends, and come back to a room
// loaded afresh.
func (s *Server) unloadBroken(h *hub) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.rooms[h.room.ID()] == h {
		delete(s.rooms, h.room.ID())
	}
}

// create makes a room for a connection from addr, within its limit of
// rooms not yet over, and returns its hub, held.
func (s *Server) create(ctx context.Context, m protocol.Create, addr, profile string) (*hub, online.Secrets, *online.Error) {
	if e := s.mayCreate(addr); e != nil {
		return nil, online.Secrets{}, e
	}
	spec := online.Spec{Game: m.Game, Seats: m.Seats, Name: m.Name, Helps: m.Helps, Rated: m.Rated, Clock: m.Clock}
	room, sec, e := online.Create(ctx, s.store, s.c.Games, spec, profile, s.c.Random, s.c.Clock.Now())
	if e != nil {
		return nil, sec, e
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closing {
		return nil, sec, errStopping()
	}
	s.made(addr, room.ID())
	s.madeRoom(room.ID(), room.Options().String(), "create")
	return s.start(room), sec, nil
}

// mayCreate checks that addr may make one more room.
func (s *Server) mayCreate(addr string) *online.Error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if mine := len(s.byAddr[addr]); mine >= s.c.RoomsPerAddr {
		return online.Errorf(online.ErrTooMany, "you have %d games going, the most one address may: finish one first", mine)
	}
	return nil
}

// own counts room id, made by addr other than through create (a
// rematch), as one of addr's rooms not yet over.
func (s *Server) own(addr, id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.made(addr, id)
}

// made counts room id as one of addr's; s.mu is held.
func (s *Server) made(addr, id string) {
	if s.byAddr[addr] == nil {
		s.byAddr[addr] = map[string]bool{}
	}
	s.byAddr[addr][id] = true
}

// over forgets a finished room in the count of its creator's rooms.
func (s *Server) over(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for addr, rooms := range s.byAddr {
		delete(rooms, id)
		if len(rooms) == 0 {
			delete(s.byAddr, addr)
		}
	}
}

// Loaded is the number of rooms loaded now.
func (s *Server) Loaded() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.rooms)
}

// errStopping answers a request the server cannot serve as it stops.
func errStopping() *online.Error {
	return online.Errorf(online.ErrInternal, "the server is stopping; try again in a moment")
}

// closeStatus closes ws with a status and a reason for people, without
// waiting for the other side's answer: a room's goroutine never blocks on
// a client.
func closeStatus(ws *websocket.Conn, code websocket.StatusCode, reason string) {
	go ws.Close(code, reason)
}
