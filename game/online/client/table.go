package client

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/record"
)

// Table is a seat at a room, or a spectator's place, kept in step with
// the server: a mirror of the room's match that plays every event the
// server sends, after checking it with the engine, in order. A Table
// belongs to one goroutine (the player's interface); feed it the Conn's
// messages with Apply.
type Table struct {
	// Match mirrors the room's match: read it, never play on it.
	Match *record.Match
	// Room, Seat (-1 for a spectator) and Token say who this is; N is the
	// last event played.
	Room  string
	Seat  int
	Token string
	N     int
	// Watch is the spectators' token ("" if the server did not say);
	// Commitment is the room's commitment to its seed; Players who sits
	// where; Helps whether hints and values are on for the players.
	Watch      string
	Commitment string
	Helps      bool
	Players    []online.SeatInfo
	// Asking is the seat asking to take a move back, -1 if none.
	Asking int
	// Resigned is the seat that gave the game up, -1 if none; Drawn says
	// the players agreed to a draw.
	Resigned int
	Drawn    bool
	// Offer is "draw" while Asking offers a draw rather than an undo.
	Offer string
	// End is the room's last word once the game is over, checked against
	// the commitment and the mirror.
	End *online.ServerMessage
	// Pending is a move, an undo or an answer sent and not yet answered:
	// set it when sending. After a reconnect's welcome, Resend says whether
	// to send it again.
	Pending *online.ClientMessage

	resend bool // the welcome says: send Pending again
}

// NewTable makes the table a welcome describes, with its events played.
func NewTable(w online.ServerMessage) (*Table, error) {
	if w.Type != online.TypeWelcome || w.Seat == nil {
		return nil, fmt.Errorf("expected the room's welcome, got %q", w.Type)
	}
	t := &Table{Asking: -1, Resigned: -1}
	if err := t.welcome(w); err != nil {
		return nil, err
	}
	return t, nil
}

// Apply plays a server's message on the table and reports what it
// changed for the player: its events (moves and undos, in order, as
// played), and an error the server sent in answer to the pending message.
// A message that does not agree with the mirror is an error: the table
// is then out of step with the server (a bug on one side or the other).
func (t *Table) Apply(m online.ServerMessage) (played []online.EventInfo, refused *online.Error, err error) {
	switch m.Type {
	case online.TypeWelcome:
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
	case online.TypeEvent:
		if m.Event == nil {
			return nil, nil, fmt.Errorf("an event message without its event")
		}
		if m.Event.N <= t.N {
			return nil, nil, nil // had it already (a welcome brought it)
		}
		if err := t.play(*m.Event); err != nil {
			return nil, nil, err
		}
		if p := t.Pending; p != nil && p.Type == online.TypeMove && m.Event.N == p.N+1 && m.Event.Seat == t.Seat {
			t.Pending = nil // taken: its event came first; the ack follows
		}
		played = append(played, *m.Event)
	case online.TypeAck:
		t.Pending = nil
	case online.TypeError:
		t.Pending = nil
		refused = &online.Error{Code: m.Code, Message: m.Message}
	case online.TypeSeats:
		t.Players = m.Players
	case online.TypeUndoAsked:
		if m.By != nil {
			t.Asking, t.Offer = *m.By, m.Offer
		}
	case online.TypeUndoRefused:
		t.Asking = -1
	case online.TypeEnd:
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
func (t *Table) afterDrop(played []online.EventInfo) *online.Error {
	p := t.Pending
	if p == nil {
		return nil
	}
	t.Pending = nil
	if p.Type != online.TypeMove {
		return nil
	}
	for _, e := range played {
		if e.N == p.N+1 && e.Kind == online.KindMove && e.Seat == t.Seat && len(e.Lines) > 0 && e.Lines[0] == p.Move {
			return nil // taken before the drop
		}
	}
	if t.N != p.N {
		return online.Errorf(online.ErrStale, "the game moved on while the connection was down: play again")
	}
	t.Pending, t.resend = p, true
	return nil
}

// Resend returns the move to send again after a reconnect, if the last
// welcome said so: the server answers a move it has already taken with
// its ack, and never plays it twice.
func (t *Table) Resend() (online.ClientMessage, bool) {
	if !t.resend || t.Pending == nil {
		return online.ClientMessage{}, false
	}
	t.resend = false
	return *t.Pending, true
}

// welcome takes the room as a welcome describes it.
func (t *Table) welcome(w online.ServerMessage) error {
	if w.Seat == nil {
		return fmt.Errorf("a welcome without a seat")
	}
	if t.Match == nil || t.Room != w.Room || (len(w.Events) > 0 && w.Events[0].N == 1 && t.N > 0) {
		o, err := games.Parse(w.Game)
		if err != nil {
			return fmt.Errorf("the server's game: %w", err)
		}
		if t.Match, err = record.NewMirror(o); err != nil {
			return err
		}
		for _, line := range w.Start { // the dice or tiles the game starts with
			if err := t.Match.Append(line); err != nil {
				return fmt.Errorf("the game's start, %q: %w", line, err)
			}
		}
		t.N, t.Resigned, t.Drawn, t.End, t.Offer = 0, -1, false, nil, ""
	}
	t.Room, t.Seat, t.Watch, t.Commitment, t.Players, t.Asking, t.Helps = w.Room, *w.Seat, w.Watch, w.Commitment, w.Players, -1, w.Helps
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
	if turn := t.turn(); w.Turn != turn {
		return fmt.Errorf("the welcome gives the turn to seat %d, the engine to seat %d", w.Turn, turn)
	}
	return nil
}

// play plays event e on the mirror.
func (t *Table) play(e online.EventInfo) error {
	if e.N != t.N+1 {
		return fmt.Errorf("event %d came after %d", e.N, t.N)
	}
	switch e.Kind {
	case online.KindMove:
		if p := t.Match.State().Turn(); int(p) != e.Seat {
			return fmt.Errorf("event %d: a move of seat %d where seat %d is to move", e.N, e.Seat+1, p+1)
		}
		for _, line := range e.Lines {
			if err := t.Match.Append(line); err != nil {
				return fmt.Errorf("event %d, %q: %w", e.N, line, err)
			}
		}
	case online.KindResign:
		t.Resigned = e.Seat
	case online.KindDraw:
		t.Drawn = true
	case online.KindUndo:
		for t.Match.Plies() > e.Plies {
			if err := t.Match.Undo(); err != nil {
				return fmt.Errorf("event %d: %w", e.N, err)
			}
		}
	default:
		return fmt.Errorf("event %d is of an unknown kind %q", e.N, e.Kind)
	}
	if t.Match.Plies() != e.Plies {
		return fmt.Errorf("event %d left %d plies, the server's %d", e.N, t.Match.Plies(), e.Plies)
	}
	if turn := t.turn(); e.Turn != turn {
		return fmt.Errorf("event %d gives the turn to seat %d, the engine to seat %d", e.N, e.Turn, turn)
	}
	t.N, t.Asking = e.N, -1
	return nil
}

// end checks the room's revealed seed against its commitment, and its
// record against the mirror's: the same lines, replayed from the seed.
func (t *Table) end(m online.ServerMessage) error {
	seed, err := strconv.ParseUint(m.Seed, 10, 64)
	if err != nil {
		return fmt.Errorf("the server's seed %q is not a number", m.Seed)
	}
	if online.Commitment(seed, m.Salt) != t.Commitment {
		return fmt.Errorf("the server's seed and salt do not match the commitment it made at the start")
	}
	replay, err := record.Redraw(m.Record)
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
func (t *Table) People() []bool {
	p := make([]bool, len(t.Players))
	for i, s := range t.Players {
		p[i] = s.Kind != online.KindComputer
	}
	return p
}

// turn is the seat to move, -1 once the game is over: what the server's
// events and welcomes say as "turn".
func (t *Table) turn() int {
	s := t.Match.State()
	if s.Over() || t.Resigned >= 0 || t.Drawn {
		return -1
	}
	return int(s.Turn())
}

// MyTurn reports whether the table's seat is to move.
func (t *Table) MyTurn() bool {
	s := t.Match.State()
	return t.Seat >= 0 && !s.Over() && t.Resigned < 0 && !t.Drawn && int(s.Turn()) == t.Seat
}
