//go:build !js

package server

import (
	"context"
	"time"

	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// The lobby is an actor, as a room's hub is: one goroutine (own) owns
// its state (lobbyState: the tables, the seeks among them, who watches
// and who sits, the seat tokens, the tables gone, the ratings known),
// and every other goroutine reads or changes it by handing that
// goroutine a function (call) and waiting for it to have run. The
// functions do no store call: a connection's reading goroutine, the
// pairing goroutine and the starter talk to the store, then tell the
// lobby's goroutine what they found, which tells the connections (a
// table's news is sent from the lobby's goroutine, so every connection
// hears the changes in the order they were made). Beside it, the pairing
// goroutine (run) owns the pairing: the quick games are paired on it one
// seeker at a time (pair), between its ticks, which mark the sitters
// seen, sweep those gone, catch up with a shared store and pair the
// waiting seeks again as their windows widen. The starter makes the
// rooms of the tables that fill. Close stops the pairing goroutine and
// the starter, then the lobby's goroutine: a call after that does not
// run.

// lobby keeps the open tables as the store has them (a mirror, brought up
// to date by this server's changes and, with a shared store, by the
// others'), tells the connections that watch the lobby of every change,
// pairs quick games, and marks the sitters connected here as seen.
type lobby struct {
	s *Server
	p store.Profiles

	// inbox hands the lobby's goroutine the functions it runs; quit is
	// closed to stop it, done when it has ended.
	inbox chan func(*lobbyState)
	quit  chan struct{}
	done  chan struct{}

	// pairs hands the pairing goroutine the quick games to pair; stop is
	// closed to stop it and the starter, ticked when it has ended.
	pairs  chan func()
	stop   chan struct{}
	ticked chan struct{}
	// caught is when the lobby last caught up with a shared store
	// (catchUp); the pairing goroutine owns it.
	caught time.Time

	// full are the tables whose seats are all taken, for the starter
	// to make their rooms; started is closed when it has ended.
	full    chan onlinelobby.Table
	started chan struct{}

	// f keeps the friends (nil if the store does not), sp the profiles'
	// presence on the other servers (nil if none share the store); news
	// hands the presence goroutine the profiles whose presence changed,
	// and presented is closed when it has ended (lobby_presence.go).
	f         store.Friends
	sp        store.SharedPresence
	news      chan news
	presented chan struct{}

	// ch keeps the challenges (nil if the store does not); heardCh hands
	// the challenges goroutine those changed, and challenged is closed
	// when it has ended (lobby_challenges_news.go).
	ch         store.Challenges
	heardCh    chan string
	challenged chan struct{}
}

// lobbyState is what the lobby's goroutine owns: only the functions it
// runs (call) read or change it.
type lobbyState struct {
	loaded bool
	tables map[string]onlinelobby.Table
	// subs watch the lobby; seated are the connections of each table's
	// sitters, told of its changes whether they watch or not; here are
	// the profiles signed in on each connection; tokens the seat tokens
	// this server gave, by table and profile, to tell a seeker paired by
	// the tick her seat at the other table; ended the tables gone (started
	// or closed) in the last endedKept, with the news told of each.
	subs   map[*conn]bool
	seated map[string]map[*conn]bool
	here   map[*conn]onlinelobby.Profile
	tokens map[string]map[string]string
	ended  map[string]ended
	// ratings are the profiles' ratings as this server last read or
	// made them, by profile and family: a sitter's rating, which pairs
	// her, need not be read again for every seek.
	ratings map[string]map[string]onlinelobby.Glicko
	// presence is who watches their friends, and who plays where
	// (lobby_presence.go).
	presence presenceState
	// challenges are the challenges' tokens and news
	// (lobby_challenges_news.go).
	challenges challengeState
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

func newLobby(s *Server, p store.Profiles) *lobby {
	l := &lobby{s: s, p: p, inbox: make(chan func(*lobbyState)), quit: make(chan struct{}), done: make(chan struct{}),
		pairs: make(chan func()), stop: make(chan struct{}), ticked: make(chan struct{}),
		full: make(chan onlinelobby.Table, fullQueued), started: make(chan struct{}),
		news: make(chan news, newsQueued), presented: make(chan struct{})}
	l.f, _ = s.c.Store.(store.Friends)
	l.sp, _ = s.c.Store.(store.SharedPresence)
	l.ch, _ = s.c.Store.(store.Challenges)
	l.heardCh, l.challenged = make(chan string, challengesQueued), make(chan struct{})
	st := &lobbyState{tables: map[string]onlinelobby.Table{}, subs: map[*conn]bool{}, seated: map[string]map[*conn]bool{},
		here: map[*conn]onlinelobby.Profile{}, tokens: map[string]map[string]string{}, ended: map[string]ended{}, ratings: map[string]map[string]onlinelobby.Glicko{}}
	go l.own(st)
	go l.run()
	go l.starter()
	go l.presenter()
	go l.challenger()
	return l
}

// close stops the lobby's goroutines: the pairing goroutine, the starter
// and the presence goroutine first, which may call the lobby's goroutine
// until they end.
func (l *lobby) close() {
	close(l.stop)
	<-l.ticked
	<-l.started
	<-l.presented
	<-l.challenged
	close(l.quit)
	<-l.done
}

// own is the lobby's goroutine: it runs the functions handed to it, one
// at a time, with the state it owns.
func (l *lobby) own(st *lobbyState) {
	defer close(l.done)
	for {
		select {
		case f := <-l.inbox:
			f(st)
		case <-l.quit:
			return
		}
	}
}

// call runs f on the lobby's goroutine, with its state, and waits for it
// to return; false if the lobby has closed (f did not run). f calls no
// store and never calls again.
func (l *lobby) call(f func(st *lobbyState)) bool {
	ran := make(chan struct{})
	select {
	case l.inbox <- func(st *lobbyState) {
		f(st)
		close(ran)
	}:
	case <-l.done:
		return false
	}
	<-ran // taken, so run whole: the goroutine ends only between two
	return true
}

// run is the pairing goroutine: it pairs the quick games handed to it
// (pair), and every tick it marks the sitters connected here seen, sweeps
// those gone SeekGone, and pairs again; with a store several servers
// share, every CatchUp it reads the tables again.
func (l *lobby) run() {
	defer close(l.ticked)
	t := time.NewTicker(l.s.c.Tick)
	defer t.Stop()
	for {
		select {
		case <-l.stop:
			return
		case f := <-l.pairs:
			f()
		case <-t.C:
			ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
			l.beat(ctx)
			cancel()
		}
	}
}

// pair runs f on the pairing goroutine and waits for it to return; false
// if the lobby has closed (f did not run). On one server the quick games
// are paired so one seeker at a time, between the ticks' pairings.
func (l *lobby) pair(f func()) bool {
	ran := make(chan struct{})
	select {
	case l.pairs <- func() {
		f()
		close(ran)
	}:
	case <-l.stop:
		return false
	}
	<-ran
	return true
}

// tell sends a table's news to the lobby's watchers and the table's
// sitters here.
func (st *lobbyState) tell(info protocol.TableInfo, id string) {
	st.tellEncoded(protocol.Encode(protocol.Table{Table: info}), id)
}

// tellEncoded is tell with the table message encoded already.
func (st *lobbyState) tellEncoded(m []byte, id string) {
	sent := map[*conn]bool{}
	for c := range st.subs {
		c.sendEncoded(m)
		sent[c] = true
	}
	for c := range st.seated[id] {
		if !sent[c] {
			c.sendEncoded(m)
		}
	}
}

// sit tells c of table id's changes from now on, or, if it is gone
// already, of its end now.
func (st *lobbyState) sit(c *conn, id string) {
	if e, gone := st.ended[id]; gone {
		c.sendEncoded(e.news)
		return
	}
	if st.seated[id] == nil {
		st.seated[id] = map[*conn]bool{}
	}
	st.seated[id][c] = true
}
