//go:build !js

package server_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/online/store"
	"parlor/game/record"
)

// accepted is what the server acknowledged in a room: event n's kind and
// move.
type accepted struct {
	mu     sync.Mutex
	events map[int]string // "move S3", "undo"
}

func (a *accepted) add(n int, what string) error {
	a.mu.Lock()
	defer a.mu.Unlock()
	if prev, ok := a.events[n]; ok && prev != what {
		return fmt.Errorf("event %d acknowledged as %q and as %q", n, prev, what)
	}
	a.events[n] = what
	return nil
}

// chaotic is a client that plays a seat badly: it drops its connection
// and comes back, drops it just after sending a move, sends stale and
// illegal moves and moves again, asks to take moves back and answers at
// random.
type chaotic struct {
	t    *testing.T
	urls []string // the servers it connects to, one at random each time
	tok  string
	rng  *rand.Rand
	c    *raw
	tab  *mirror
	acks *accepted
}

// mirror is the chaotic client's own mirror of its room, on the raw
// protocol: the room's game played from the events (online.Game), the
// last event, the seat and who asks to take a move back.
type mirror struct {
	online.Game
	N, Seat, Asking int
}

// newMirror is the room a welcome describes.
func newMirror(w wireMessage) (*mirror, error) {
	o, err := games.Parse(w.Game)
	if err != nil {
		return nil, err
	}
	m, err := record.NewMirror(o)
	if err != nil {
		return nil, err
	}
	for _, line := range w.Start {
		if err := m.Append(line); err != nil {
			return nil, err
		}
	}
	return &mirror{Game: online.NewGame(m), Seat: *w.Seat, Asking: -1}, nil
}

// apply plays a server's message: a welcome's events after the mirror's,
// an event, an undo asked or refused.
func (m *mirror) apply(msg wireMessage) error {
	var events []online.Event
	switch msg.Type {
	case protocol.TypeWelcome:
		events, m.Asking = msg.Events, -1
	case protocol.TypeEvent:
		events = []online.Event{*msg.Event}
	case protocol.TypeUndoAsked:
		m.Asking = *msg.By
	case protocol.TypeUndoRefused:
		m.Asking = -1
	}
	for _, e := range events {
		if e.N <= m.N {
			continue
		}
		if e.N != m.N+1 {
			return fmt.Errorf("event %d after %d", e.N, m.N)
		}
		if err := m.Apply(e); err != nil {
			return fmt.Errorf("event %d: %w", e.N, err)
		}
		if e.Turn != m.Turn() {
			return fmt.Errorf("event %d gives the turn to seat %d, the engine to %d", e.N, e.Turn, m.Turn())
		}
		m.N, m.Asking = e.N, -1
	}
	return nil
}

// myTurn reports whether the seat is to move.
func (m *mirror) myTurn() bool { return m.Turn() == m.Seat }

// hello connects again and catches up from the welcome.
func (p *chaotic) hello() error {
	if p.c != nil {
		p.c.ws.CloseNow()
	}
	p.c = dialRaw(p.t, p.urls[p.rng.IntN(len(p.urls))], nil)
	n := 0
	if p.tab != nil {
		n = p.tab.N
	}
	p.c.send(protocol.Hello{Token: p.tok, N: n})
	for end := time.Now().Add(patience); ; {
		m, err := p.c.readBefore(end)
		if err != nil {
			return err
		}
		if m.Type != protocol.TypeWelcome {
			continue
		}
		if p.tab == nil {
			if p.tab, err = newMirror(m); err != nil {
				return err
			}
		}
		return p.tab.apply(m)
	}
}

// await reads until the answer to what was sent: an ack, which it
// records as what, or an error. Events, undo requests and the rest are
// applied on the way.
func (p *chaotic) await(what string) error {
	n := p.tab.N
	for end := time.Now().Add(patience); ; {
		m, err := p.c.readBefore(end)
		if err != nil {
			return err
		}
		if err := p.tab.apply(m); err != nil {
			return err
		}
		switch m.Type {
		case protocol.TypeAck:
			if what == "undo" && m.N <= n {
				return nil // asked or answered: nothing taken back yet
			}
			return p.acks.add(m.N, what)
		case protocol.TypeError, protocol.TypePong:
			return nil
		}
	}
}

// step does one random thing; it reports false once the game is over.
func (p *chaotic) step() error {
	st := p.tab.Match.State()
	n := p.tab.N
	switch r := p.rng.IntN(100); {
	case r < 8:
		return p.hello()
	case r < 14:
		p.c.send(protocol.Move{N: max(n-1, 0) + p.rng.IntN(3)*2, Move: "x9"})
		return p.await("illegal")
	case r < 20:
		p.c.send(protocol.Move{N: n, Move: "zz top"})
		return p.await("illegal")
	case r < 24 && n > 0:
		p.c.send(protocol.Undo{N: n})
		return p.await("undo")
	case r < 30 && p.tab.Asking >= 0 && p.tab.Asking != p.tab.Seat:
		p.c.send(protocol.Answer{N: n, Accept: p.rng.IntN(2) == 0})
		return p.await("undo")
	case !p.tab.myTurn():
		p.c.send(protocol.Ping{})
		return p.await("")
	}
	mv, err := game.RandomMove(st, p.rng)
	if err != nil {
		return err
	}
	text := st.MoveString(mv)
	msg := protocol.Move{N: n, Move: text}
	p.c.send(msg)
	if p.rng.IntN(5) == 0 { // the network drops just after the move left
		if err := p.hello(); err != nil {
			return err
		}
		p.c.send(msg) // sent again: answered, never applied twice
	}
	if err := p.await("move " + text); err != nil {
		return err
	}
	if p.rng.IntN(8) == 0 { // and once more, for good measure
		p.c.send(msg)
		return p.await("move " + text)
	}
	return nil
}

// TestRandomSessionsKeepEveryRoomTrue lets chaotic clients play rooms of
// every game at once, then checks each room: the record the server keeps
// is a local match of its seed fed exactly the moves and undos it
// acknowledged, and each client's mirror, after a last hello, is that
// record.
func TestRandomSessionsKeepEveryRoomTrue(t *testing.T) {
	srv := start(t, server.Config{Rate: 1e4, Burst: 1e4}, "")
	randomSessions(t, srv.store, srv.url)
}

// randomSessions plays the random sessions of
// TestRandomSessionsKeepEveryRoomTrue, each client connecting to one of
// urls at random each time, all on store, and checks every room.
func randomSessions(t *testing.T, store store.Store, urls ...string) {
	var wg sync.WaitGroup
	type room struct {
		id      string
		acks    *accepted
		players []*chaotic
	}
	var rooms []room
	for i, g := range games.All() {
		for k := range 2 {
			seed := uint64(10*i + k)
			creator := dialRaw(t, urls[0], nil)
			created := creator.create(g.Defaults().String(), online.SeatYou, online.SeatYou)
			creator.ws.CloseNow()
			r := room{id: created.Room, acks: &accepted{events: map[int]string{}}}
			for s := range 2 {
				p := &chaotic{t: t, urls: urls, tok: created.Tokens[s], rng: rand.New(rand.NewPCG(seed, uint64(s))), acks: r.acks}
				if err := p.hello(); err != nil {
					t.Fatal(err)
				}
				r.players = append(r.players, p)
				wg.Add(1)
				go func() {
					defer wg.Done()
					for step := 0; step < 300 && !p.tab.Match.State().Over(); step++ {
						if err := p.step(); err != nil {
							t.Errorf("room %s, seat %d, step %d: %v", r.id, s+1, step, err)
							return
						}
					}
				}()
			}
			rooms = append(rooms, r)
		}
	}
	wg.Wait()
	for _, r := range rooms {
		rec, log, err := store.Room(context.Background(), r.id)
		if err != nil {
			t.Fatal(err)
		}
		o, _ := games.Parse(rec.Game)
		local, _ := record.New(o, rec.Seed)
		people := []bool{true, true}
		for n := 1; n <= len(log); n++ {
			what, ok := r.acks.events[n]
			if !ok {
				t.Fatalf("room %s: event %d was never acknowledged", r.id, n)
			}
			if what == "undo" {
				err = local.UndoTurn(people)
			} else {
				err = local.PlayText(what[len("move "):])
			}
			if err != nil {
				t.Fatalf("room %s: event %d (%s): %v", r.id, n, what, err)
			}
		}
		for n := range r.acks.events {
			if n > len(log) {
				t.Errorf("room %s: event %d acknowledged but not stored", r.id, n)
			}
		}
		again, err := online.Load(context.Background(), store, games.All(), r.id)
		if err != nil || again.Match().Text() != local.Text() {
			t.Fatalf("room %s: the server's record is not the moves it acknowledged (%v):\n%s\nlocal:\n%s", r.id, err, again.Match().Text(), local.Text())
		}
		for _, p := range r.players {
			if err := p.hello(); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(lines(p.tab.Match), lines(local)) {
				t.Errorf("room %s, seat %d: the mirror is not the record", r.id, p.tab.Seat+1)
			}
		}
	}
}

// lines are a match's moves in the record's notation.
func lines(m *record.Match) []string {
	var ls []string
	for i := range m.Plies() {
		_, t := m.Ply(i)
		ls = append(ls, t)
	}
	return ls
}
