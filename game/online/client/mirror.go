package client

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"parlor/game/catalog"
	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/game/record"
)

// Mirror is a seat at a room, or a spectator's place, kept in step with
// the server: a mirror of the room's match that plays every event the
// server sends, after checking it with the engine, in order. A Mirror
// belongs to one goroutine (the player's interface); feed it the Conn's
// messages with Apply.
type Mirror struct {
	// Game is the mirror of the room's match (read it, never play on it:
	// the Session plays every event on it) and how the players ended it.
	online.Game
	// Room, Seat (-1 for a spectator) and Token say who this is; N is the
	// last event played.
	Room  string
	Seat  int
	Token string
	N     int
	// Watch is the spectators' token ("" if the server did not say);
	// Commitment is the room's commitment to its seed; Players who sits
	// where; Helps whether hints and values are on for the players;
	// Rated whether the game counts for the players' ratings (no
	// take-backs, no computer, no hints).
	Watch      string
	Commitment string
	Helps      bool
	Rated      bool
	Players    []online.SeatInfo
	// Asking is the seat asking to take a move back, -1 if none.
	Asking int
	// Offer is "draw" while Asking offers a draw rather than an undo.
	Offer string
	// End is the room's last word once the game is over, checked against
	// the commitment and the mirror.
	End *protocol.End
	// Clock is the room's time control; Clocks each seat's time left as
	// the server last said (welcome, event), at ClockAt on Now's clock:
	// the seat to move's runs from then (Left).
	Clock   clock.Control
	Clocks  []time.Duration
	ClockAt time.Time
	// Grace is, as of GraceAt, the time the seat to move has left for its
	// first move in a real-time game, before which its clock does not
	// run (online.FirstMove); 0 once it has moved.
	Grace   time.Duration
	GraceAt time.Time
	// Now reads the time for the clocks; time.Now unless a test sets it.
	Now func() time.Time

	// pending is a move, an undo or an answer sent and not yet answered;
	// resend says, after a reconnect's welcome, to send it again.
	pending protocol.Message
	resend  bool
	// games lists the games the room may be playing.
	games catalog.Catalog
}

// newMirror makes the mirror a welcome describes, with its events played;
// the room's game is one of games.
func newMirror(games catalog.Catalog, w protocol.Welcome) (*Mirror, error) {
	t := &Mirror{Asking: -1, Game: online.Game{Resigned: -1, Flagged: -1}, games: games, Now: time.Now}
	if err := t.welcome(w); err != nil {
		return nil, err
	}
	return t, nil
}

// apply plays a server's message on the table and reports what it
// changed for the player: its events (moves and undos, in order, as
// played), and an error the server sent in answer to the pending message.
// A message that does not agree with the mirror is an error: the table
// is then out of step with the server (a bug on one side or the other).
func (t *Mirror) apply(m protocol.Message) (played []online.Event, refused *online.Error, err error) {
	switch m := m.(type) {
	case protocol.Welcome:
		before := t.N
		if err := t.welcome(m); err != nil {
			return nil, nil, err
		}
		for _, e := range m.Events {
			if e.N > before {
				played = append(played, e)
			}
		}
		refused = t.afterDrop(played)
	case protocol.Event:
		if m.Event.N <= t.N {
			return nil, nil, nil // had it already (a welcome brought it)
		}
		if err := t.play(m.Event); err != nil {
			return nil, nil, err
		}
		if p, ok := t.pending.(protocol.Move); ok && m.Event.N == p.N+1 && m.Event.Seat == t.Seat {
			t.pending = nil // taken: its event came first; the ack follows
		}
		played = append(played, m.Event)
	case protocol.Ack:
		t.pending = nil
	case protocol.Error:
		t.pending = nil
		refused = m.Err()
	case protocol.Seats:
		before := t.timed()
		t.Players = m.Players
		if before < 0 && t.timed() >= 0 {
			t.ClockAt = t.Now() // the last seat taken: the clock starts now, from the times it had
		}
		if t.Clock.Timed() {
			t.Grace, t.GraceAt = time.Duration(m.Grace)*time.Millisecond, t.Now()
		}
	case protocol.UndoAsked:
		t.Asking, t.Offer = m.By, m.Offer
	case protocol.UndoRefused:
		t.Asking = -1
	case protocol.End:
		if err := t.end(m); err != nil {
			return nil, nil, err
		}
	}
	return played, refused, nil
}

// afterDrop settles, after a welcome, the message pending when the
// connection dropped: a move the welcome's events show taken is done; a
// move still at the room's last event is to be sent again (Resend); a
// move the game has moved past is refused, as the server would. An undo
// or an answer is dropped: the player asks again if she still wants to.
func (t *Mirror) afterDrop(played []online.Event) *online.Error {
	p, ok := t.pending.(protocol.Move)
	t.pending = nil
	if !ok {
		return nil
	}
	for _, e := range played {
		if e.N == p.N+1 && e.Repeats(t.Seat, p.Move) {
			return nil // taken before the drop
		}
	}
	if t.N != p.N {
		return online.Errorf(online.ErrStale, "the game moved on while the connection was down: play again")
	}
	t.pending, t.resend = p, true
	return nil
}

// resent returns the move to send again after a reconnect, if the last
// welcome said so: the server answers a move it has already taken with
// its ack, and never plays it twice.
func (t *Mirror) resent() (protocol.Move, bool) {
	mv, ok := t.pending.(protocol.Move)
	if !t.resend || !ok {
		return protocol.Move{}, false
	}
	t.resend = false
	return mv, true
}

// welcome takes the room as a welcome describes it.
func (t *Mirror) welcome(w protocol.Welcome) error {
	if t.Match == nil || t.Room != w.Room || (len(w.Events) > 0 && w.Events[0].N == 1 && t.N > 0) {
		o, err := t.games.Parse(w.Game)
		if err != nil {
			return fmt.Errorf("the server's game: %w", err)
		}
		m, err := record.NewMirror(o)
		if err != nil {
			return err
		}
		t.Game = online.NewGame(m)
		for _, line := range w.Start { // the dice or tiles the game starts with
			if err := t.Match.Append(line); err != nil {
				return fmt.Errorf("the game's start, %q: %w", line, err)
			}
		}
		t.N, t.End, t.Offer = 0, nil, ""
	}
	t.Room, t.Seat, t.Watch, t.Commitment, t.Players, t.Asking, t.Helps, t.Rated = w.Room, w.Seat, w.Watch, w.Commitment, w.Players, -1, w.Helps, w.Rated
	if w.Token != "" {
		t.Token = w.Token
	}
	for _, e := range w.Events {
		if e.N <= t.N {
			continue
		}
		if err := t.play(e); err != nil {
			return err
		}
	}
	if t.N != w.N {
		return fmt.Errorf("the welcome brought the game to event %d, not %d", t.N, w.N)
	}
	if turn := t.Turn(); w.Turn != turn {
		return fmt.Errorf("the welcome gives the turn to seat %d, the engine to seat %d", w.Turn, turn)
	}
	t.Clock = w.Clock
	t.setClocks(w.Clocks, w.Grace)
	return nil
}

// setClocks takes the seats' times a message carries, in milliseconds,
// and the seat to move's grace for its first move, as of now.
func (t *Mirror) setClocks(ms []int64, grace int64) {
	if len(ms) == 0 || !t.Clock.Timed() {
		return
	}
	t.Grace, t.GraceAt = time.Duration(grace)*time.Millisecond, t.Now()
	t.Clocks = make([]time.Duration, len(ms))
	for i, v := range ms {
		t.Clocks[i] = time.Duration(v) * time.Millisecond
	}
	t.ClockAt = t.Now()
}

// Running is the seat whose clock runs now, -1 for none: the seat to
// move in a game with a clock, not over, if a person plays it, no seat is
// still open and its first move is behind it (FirstMove).
func (t *Mirror) Running() int {
	p := t.timed()
	if p < 0 || t.Grace > 0 {
		return -1
	}
	return p
}

// FirstMove is how long the seat to move has left at now for its first
// move, in a real-time game whose time runs, before its clock starts
// (never below 0); false once it has moved, or when no time runs.
func (t *Mirror) FirstMove(now time.Time) (time.Duration, bool) {
	if t.timed() < 0 || t.Grace <= 0 {
		return 0, false
	}
	return max(0, t.Grace-now.Sub(t.GraceAt)), true
}

// timed is the seat to move if time runs for it, its clock or its first
// move's grace: a game with a clock, not over, a person to move and no
// seat still open; -1 otherwise.
func (t *Mirror) timed() int {
	p := t.Turn()
	if !t.Clock.Timed() || p < 0 || p >= len(t.Clocks) || p >= len(t.Players) || t.Players[p].Kind != online.KindPerson {
		return -1
	}
	for _, s := range t.Players {
		if s.Kind == online.KindOpen {
			return -1
		}
	}
	return p
}

// Left is each seat's time left at now, the running seat's counting down
// from ClockAt (never below 0); nil in a game without a clock.
func (t *Mirror) Left(now time.Time) []time.Duration {
	if len(t.Clocks) == 0 {
		return nil
	}
	left := slices.Clone(t.Clocks)
	if p := t.Running(); p >= 0 {
		left[p] = max(0, left[p]-now.Sub(t.ClockAt))
	}
	return left
}

// play plays event e on the mirror.
func (t *Mirror) play(e online.Event) error {
	if e.N != t.N+1 {
		return fmt.Errorf("event %d came after %d", e.N, t.N)
	}
	if err := t.Apply(e); err != nil {
		return fmt.Errorf("event %d: %w", e.N, err)
	}
	if turn := t.Turn(); e.Turn != turn {
		return fmt.Errorf("event %d gives the turn to seat %d, the engine to seat %d", e.N, e.Turn, turn)
	}
	t.N, t.Asking = e.N, -1
	t.setClocks(e.Clocks, e.Grace)
	return nil
}

// end checks the room's revealed seed against its commitment, and its
// record against the mirror's: the same lines, replayed from the seed.
func (t *Mirror) end(m protocol.End) error {
	seed, err := strconv.ParseUint(m.Seed, 10, 64)
	if err != nil {
		return fmt.Errorf("the server's seed %q is not a number", m.Seed)
	}
	if online.Commitment(seed, m.Salt) != t.Commitment {
		return fmt.Errorf("the server's seed and salt do not match the commitment it made at the start")
	}
	replay, err := record.Redraw(t.games, m.Record)
	if err != nil {
		return fmt.Errorf("the server's record: %w", err)
	}
	if replay.Seed() != seed || !sameLines(replay, t.Match) {
		return fmt.Errorf("the server's record is not the game played here")
	}
	t.End = &m
	return nil
}

// sameLines reports whether two matches have the same record's lines.
func sameLines(a, b *record.Match) bool {
	body := func(m *record.Match) string {
		_, after, _ := strings.Cut(m.Text(), "\n\n")
		return after
	}
	return body(a) == body(b)
}

// People reports which seats people play: the undo policy's.
func (t *Mirror) People() []bool {
	p := make([]bool, len(t.Players))
	for i, s := range t.Players {
		p[i] = s.Kind != online.KindComputer
	}
	return p
}

// MyTurn reports whether the table's seat is to move.
func (t *Mirror) MyTurn() bool {
	return t.Seat >= 0 && t.Turn() == t.Seat
}
