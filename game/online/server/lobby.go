//go:build !js

package server

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"sync"
	"time"

	"parlor/game/online"
	"parlor/game/online/protocol"
)

// lobby keeps the open tables as the store has them (a mirror, brought up
// to date by this server's changes and, with a shared store, by the
// others'), tells the connections that watch the lobby of every change,
// pairs quick games, and marks the sitters connected here as seen.
type lobby struct {
	s *Server
	p online.Profiles

	mu     sync.Mutex
	loaded bool
	tables map[string]online.Table
	// subs watch the lobby; seated are the connections of each table's
	// sitters, told of its changes whether they watch or not; here are
	// the profiles signed in on each connection; tokens the seat tokens
	// this server gave, by table and profile, to tell a seeker paired by
	// the tick her seat at the other table; ended the tables gone (started
	// or closed) in the last endedKept, with the news told of each.
	subs   map[*conn]bool
	seated map[string]map[*conn]bool
	here   map[*conn]online.Profile
	tokens map[string]map[string]string
	ended  map[string]ended

	// pairing is held while a quick game is paired here (quick.go).
	pairing sync.Mutex
	// caught is when the lobby last caught up with a shared store
	// (catchUp); the lobby's goroutine owns it.
	caught time.Time

	stop chan struct{}
	done chan struct{}
	// full are the tables whose seats are all taken, for the starter
	// to make their rooms; started is closed when it has ended.
	full    chan online.Table
	started chan struct{}
	// ratings are the profiles' ratings as this server last read or
	// made them, by profile and family: a sitter's rating, which pairs
	// her, need not be read again for every seek.
	ratings map[string]map[string]online.Glicko
}

// ended is a table gone: the table message that told of it, and when.
// A table never comes back once gone, so what is said of it after (a
// sitter seated as it started, a store read before it went) is late: a
// sitter seated then is told of its end, and its reading is dropped.
type ended struct {
	news []byte
	at   time.Time
}

// endedKept is how long the lobby remembers a table gone: longer than
// any store call that may have read it before it went.
const endedKept = time.Minute

func newLobby(s *Server, p online.Profiles) *lobby {
	l := &lobby{s: s, p: p, tables: map[string]online.Table{}, subs: map[*conn]bool{}, seated: map[string]map[*conn]bool{},
		here: map[*conn]online.Profile{}, tokens: map[string]map[string]string{}, ended: map[string]ended{}, stop: make(chan struct{}), done: make(chan struct{}),
		full: make(chan online.Table, fullQueued), started: make(chan struct{}), ratings: map[string]map[string]online.Glicko{}}
	go l.run()
	go l.starter()
	return l
}

// close stops the lobby's goroutines.
func (l *lobby) close() {
	close(l.stop)
	<-l.done
	<-l.started
}

// run is the lobby's goroutine: every tick it marks the sitters
// connected here seen, sweeps those gone SeekGone, and pairs again; with
// a store several servers share, every CatchUp it reads the tables
// again.
func (l *lobby) run() {
	defer close(l.done)
	t := time.NewTicker(l.s.c.Tick)
	defer t.Stop()
	for {
		select {
		case <-l.stop:
			return
		case <-t.C:
			ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
			l.beat(ctx)
			cancel()
		}
	}
}

// beat is one tick's work.
func (l *lobby) beat(ctx context.Context) {
	if err := l.load(ctx); err != nil {
		return
	}
	now := time.Now()
	l.mu.Lock()
	for id, e := range l.ended {
		if now.Sub(e.at) > endedKept {
			delete(l.ended, id)
		}
	}
	var profiles []string
	for _, p := range l.here {
		if p.ID != "" {
			profiles = append(profiles, p.ID)
		}
	}
	l.mu.Unlock()
	slices.Sort(profiles)
	profiles = slices.Compact(profiles)
	if len(profiles) > 0 {
		if err := l.p.Seen(ctx, profiles, now); err != nil {
			l.s.c.Logf("online: lobby: marking sitters seen: %v", err)
		}
	}
	ids, err := l.p.Sweep(ctx, now.Add(-l.s.c.SeekGone))
	if err != nil {
		l.s.c.Logf("online: lobby: sweeping sitters gone: %v", err)
	}
	for _, id := range ids {
		l.reread(ctx, id)
	}
	if l.s.shared != nil && now.Sub(l.caught) >= l.s.c.CatchUp {
		l.caught = now
		l.catchUp(ctx)
	}
	l.repair(ctx, now)
}

// load reads the open tables once.
func (l *lobby) load(ctx context.Context) error {
	l.mu.Lock()
	loaded := l.loaded
	l.mu.Unlock()
	if loaded {
		return nil
	}
	ts, err := l.p.Tables(ctx)
	if err != nil {
		l.s.c.Logf("online: lobby: reading the tables: %v", err)
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.loaded {
		for _, t := range ts {
			l.tables[t.ID] = t
		}
		l.loaded = true
	}
	return nil
}

// note hears that another server changed table id ("": any may have
// changed: catchUp).
func (l *lobby) note(id string) {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if id == "" {
		l.catchUp(ctx)
		return
	}
	l.reread(ctx, id)
}

// catchUp reads the open tables again, should the news of a change have
// been lost (the store drops what the server is too slow for, and hears
// nothing before it listens): the tables changed meanwhile are told of,
// and those gone, shown here or sat at, are read again.
func (l *lobby) catchUp(ctx context.Context) {
	ts, err := l.p.Tables(ctx)
	if err != nil {
		l.s.c.Logf("online: lobby: reading the tables: %v", err)
		return
	}
	open := map[string]bool{}
	var changed []online.Table
	l.mu.Lock()
	for _, t := range ts {
		open[t.ID] = true
		if old, ok := l.tables[t.ID]; !ok || !sameTable(old, t) {
			changed = append(changed, t)
		}
	}
	var gone []string
	for id := range l.tables {
		if !open[id] {
			gone = append(gone, id)
		}
	}
	for id := range l.seated {
		if _, shown := l.tables[id]; !shown && !open[id] {
			gone = append(gone, id)
		}
	}
	l.mu.Unlock()
	for _, t := range changed {
		l.changed(t)
	}
	for _, id := range gone {
		l.reread(ctx, id)
	}
}

// sameTable reports whether a and b show the same: the same seats, taken
// by the same, full or not (whenever their sitters were last seen).
func sameTable(a, b online.Table) bool {
	return a.Full == b.Full && slices.EqualFunc(a.Seats, b.Seats, func(x, y online.TableSeat) bool {
		x.Seen, y.Seen = time.Time{}, time.Time{}
		return x == y
	})
}

// reread reads table id from the store and tells of what changed: a
// table gone is started if its room was made, else closed.
func (l *lobby) reread(ctx context.Context, id string) {
	t, err := l.p.Table(ctx, id)
	switch {
	case errors.Is(err, online.ErrNoTable):
		rec, _, err := l.s.c.Store.Room(ctx, id)
		switch {
		case errors.Is(err, online.ErrNoRoom):
			l.gone(id, "", nil)
		case err != nil:
			l.s.c.Logf("online: lobby: reading the room of table %s: %v", id, err)
			// started or closed: the next change, or a sitter's hello, tells
		default:
			l.mu.Lock()
			shown := l.tables[id]
			l.mu.Unlock()
			l.gone(id, id, l.roomSeats(ctx, shown, rec))
		}
	case err != nil:
		l.s.c.Logf("online: lobby: reading table %s: %v", id, err)
	case t.Full: // its room is being made: it leaves the lobby (gone) when it is
		l.mu.Lock()
		l.tables[id] = t
		l.mu.Unlock()
	default:
		l.changed(t)
	}
}

// changed keeps table t as it is now, and tells every connection that
// watches the lobby, and its sitters'; a table gone stays gone (t was
// read before it went).
func (l *lobby) changed(t online.Table) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, gone := l.ended[t.ID]; gone {
		return
	}
	l.tables[t.ID] = t
	l.tell(l.info(t), t.ID)
}

// gone forgets table id, started as room (or closed, room ""), and tells
// of it, once; seats, if not nil, are the room's (roomSeats): the news
// shows them rather than the table's.
func (l *lobby) gone(id, room string, seats []online.TableSeat) {
	l.mu.Lock()
	defer l.mu.Unlock()
	t, ok := l.tables[id]
	delete(l.tables, id)
	if _, told := l.ended[id]; told {
		return
	}
	if seats != nil {
		t.Seats = seats
	}
	info := l.info(t)
	info.ID, info.Room, info.Closed = id, room, true
	m := protocol.Encode(protocol.ServerMessage{Type: protocol.TypeTable, Table: &info})
	l.ended[id] = ended{news: m, at: time.Now()}
	if ok || len(l.seated[id]) > 0 { // else never shown here
		l.tellEncoded(m, id)
	}
	delete(l.seated, id)
	delete(l.tokens, id)
}

// tell sends a table's news to the lobby's watchers and the table's
// sitters here; l.mu is held.
func (l *lobby) tell(info protocol.TableInfo, id string) {
	l.tellEncoded(protocol.Encode(protocol.ServerMessage{Type: protocol.TypeTable, Table: &info}), id)
}

// tellEncoded is tell with the table message encoded already.
func (l *lobby) tellEncoded(m []byte, id string) {
	sent := map[*conn]bool{}
	for c := range l.subs {
		c.sendEncoded(m)
		sent[c] = true
	}
	for c := range l.seated[id] {
		if !sent[c] {
			c.sendEncoded(m)
		}
	}
}

// info is how the lobby shows t.
func (l *lobby) info(t online.Table) protocol.TableInfo {
	var names []string
	if o, err := l.s.c.Games.Parse(t.Game); err == nil {
		names = o.Seats()
	}
	return protocol.TableOf(t, names)
}

// watch adds c to the lobby's watchers and sends it the open tables:
// every change after them follows as a table message.
func (l *lobby) watch(ctx context.Context, c *conn) *online.Error {
	if err := l.load(ctx); err != nil {
		return online.Errorf(online.ErrInternal, "the server could not read the lobby; try again")
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	ts := make([]online.Table, 0, len(l.tables))
	for _, t := range l.tables {
		if !t.Full {
			ts = append(ts, t)
		}
	}
	slices.SortFunc(ts, func(a, b online.Table) int { return cmp.Or(a.Created.Compare(b.Created), cmp.Compare(a.ID, b.ID)) })
	infos := make([]protocol.TableInfo, len(ts))
	for i, t := range ts {
		infos[i] = l.info(t)
	}
	l.subs[c] = true
	c.send(protocol.ServerMessage{Type: protocol.TypeLobby, Tables: infos})
	return nil
}

// signIn notes c signed in as p: it is told of the tables p sits at.
func (l *lobby) signIn(c *conn, p online.Profile) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.here[c] = p
	for id, t := range l.tables {
		if t.Sitting(p.ID) >= 0 && !t.Full {
			l.sit(c, id)
		}
	}
}

// sit tells c of table id's changes from now on, or, if it is gone
// already, of its end now; l.mu is held.
func (l *lobby) sit(c *conn, id string) {
	if e, gone := l.ended[id]; gone {
		c.sendEncoded(e.news)
		return
	}
	if l.seated[id] == nil {
		l.seated[id] = map[*conn]bool{}
	}
	l.seated[id][c] = true
}

// leave forgets a connection that closed.
func (l *lobby) leave(c *conn) {
	l.mu.Lock()
	defer l.mu.Unlock()
	delete(l.subs, c)
	delete(l.here, c)
	for id, cs := range l.seated {
		delete(cs, c)
		if len(cs) == 0 {
			delete(l.seated, id)
		}
	}
}

// snapshot is the tables of the mirror that keep says to, as it has
// them (nil keep: all).
func (l *lobby) snapshot(keep func(online.Table) bool) []online.Table {
	l.mu.Lock()
	defer l.mu.Unlock()
	var ts []online.Table
	for _, t := range l.tables {
		if keep == nil || keep(t) {
			ts = append(ts, t)
		}
	}
	return ts
}

// waitingSeek reports whether t is a quick game's seek not yet full: what
// a seeker may be paired with.
func waitingSeek(t online.Table) bool { return t.Quick && !t.Full }
