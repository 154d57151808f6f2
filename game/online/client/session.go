package client

import (
	"errors"
	"fmt"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/game/record"
)

// Session is a seat at a room on a game server, or a spectator's place,
// and the one way a front end plays online: it owns the connection (which
// comes back by itself after a drop), the table — the mirror of the room's
// match, kept in step with the server's events — the message in flight,
// and a move of the seat shown ahead of the server with its rollback. It
// says hello again at the table's last event after a drop and sends again
// the move a drop left unanswered. A Session belongs to one goroutine
// (the player's interface): give it the connection's messages with Take.
type Session struct {
	conn *Conn
	tab  *Mirror
	// Created is what the server made, for the session that made the
	// room: the invites of the open seats and the spectators' token.
	Created protocol.Created

	down   error // the connection dropped and is being dialled again
	broken error // the table is out of step with the server, or the server refused it back
	ahead  ahead // a move shown before the server has taken it
}

// ahead is a move of the seat shown on the mirror before the server took
// it: only a move that sets off no dice or tiles, which the server alone
// draws.
type ahead struct {
	on    bool
	plies int    // the record's length before it
	text  string // the move in the game's notation
}

// Update is what a message of the connection changed, for the front end
// to show.
type Update struct {
	// Payload is the server's message taken, its type's payload (nil
	// for a drop).
	Payload protocol.Message
	// Down says the connection dropped: it is being dialled again, and a
	// welcome follows when it is back.
	Down bool
	// Played are the events played on the mirror, in order.
	Played []online.Event
	// Refused is the server's refusal of the message in flight.
	Refused *online.Error
	// Ahead is the record's length before the move shown ahead, when one
	// was shown as the message came (-1 when none was): the session took
	// it back before playing the message. Confirmed says the server's
	// event was that very move; Kept that it was sent again after a
	// reconnect and is shown again.
	Ahead     int
	Confirmed bool
	Kept      bool
	// Resent says the move in flight when the connection dropped was sent
	// again after the welcome: the game had not moved on.
	Resent bool
	// Restarted says the mirror began again from the start: a rematch
	// (Rematch), or a server that lost its place.
	Restarted bool
	Rematch   bool
	// Broken is why the session cannot go on, when this message broke it:
	// it disagreed with the mirror, or the server refused the seat back
	// after a drop.
	Broken error
	// Unsent is an error of a message the session sent by itself (the
	// hello of a rematch): the connection is down, and says it when back.
	Unsent error
}

// newSession starts a session on conn whose room's welcome w describes,
// of one of games.
func newSession(conn *Conn, games catalog.Catalog, w protocol.Welcome) (*Session, error) {
	tab, err := newMirror(games, w)
	if err != nil {
		return nil, err
	}
	conn.Resume(tab.Token, tab.N)
	return &Session{conn: conn, tab: tab}, nil
}

// Mirror is the session's place at the room: who sits where, the last
// event, what is asked, the end. Read it; the session changes it.
func (s *Session) Mirror() *Mirror { return s.tab }

// Match is the mirror of the room's match, with the move shown ahead on
// it if there is one. Read it, never play on it.
func (s *Session) Match() *record.Match { return s.tab.Match }

// Incoming delivers the connection's messages, for Take.
func (s *Session) Incoming() <-chan Message { return s.conn.Incoming() }

// Close closes the connection for good.
func (s *Session) Close() { s.conn.Close() }

// Down is why the connection dropped while it is being dialled again,
// nil while it is up.
func (s *Session) Down() error { return s.down }

// Broken is why the session cannot go on, nil while it can.
func (s *Session) Broken() error { return s.broken }

// Ahead reports whether a move of the seat is shown ahead of the server.
func (s *Session) Ahead() bool { return s.ahead.on }

// AheadFrom is the record's length before the move shown ahead, or the
// record's length when none is.
func (s *Session) AheadFrom() int {
	if s.ahead.on {
		return s.ahead.plies
	}
	return s.tab.Match.Plies()
}

// Sending reports whether a move of the seat is on its way to the server.
func (s *Session) Sending() bool {
	_, ok := s.tab.pending.(protocol.Move)
	return ok
}

// InFlight reports whether a message of the seat — a move, an undo, an
// answer... — is on its way to the server, not yet answered.
func (s *Session) InFlight() bool { return s.tab.pending != nil }

// Busy reports whether a message is on its way to the server, or a move
// is shown ahead of it: the seat waits for its answer before asking for
// anything else.
func (s *Session) Busy() bool { return s.tab.pending != nil || s.ahead.on }

// Play sends mv, the seat's move, after checking it with the engine. A
// move that sets off no chance is shown ahead at once — on the mirror,
// until the server's answer — and Play reports shown; one that does
// waits for the server's dice or tiles. Queued says the connection is
// down: the move goes when it is back, if the game is still where it was.
func (s *Session) Play(mv game.Move) (shown, queued bool, err error) {
	st := s.tab.Match.State()
	after := st.Clone()
	if err := after.Play(mv); err != nil {
		return false, false, err
	}
	text := st.MoveString(mv)
	msg := protocol.Move{N: s.tab.N, Move: text}
	s.tab.pending = msg
	queued = s.conn.Send(msg) != nil // the welcome after the drop says whether to send it again
	if after.Turn() == game.Chance {
		return false, queued, nil
	}
	n := s.tab.Match.Plies()
	if err := s.tab.Match.Play(mv); err != nil {
		return false, queued, nil
	}
	s.ahead = ahead{on: true, plies: n, text: text}
	return true, queued, nil
}

// request sends m — an undo, an answer, a draw offered, a resignation, a
// rematch, a seat handed to the computer —, made at the table's last
// event, in flight until the server answers. While the connection is
// down it fails and nothing is sent.
func (s *Session) request(m protocol.InRoom) error {
	s.tab.pending = m
	if err := s.conn.Send(m); err != nil {
		s.tab.pending = nil
		return err
	}
	return nil
}

// Undo asks to take back moves (see request).
func (s *Session) Undo() error { return s.request(protocol.Undo{N: s.tab.N}) }

// Answer accepts or refuses the undo, or the draw, asked (see request).
func (s *Session) Answer(accept bool) error {
	return s.request(protocol.Answer{N: s.tab.N, Accept: accept})
}

// OfferDraw offers the others a draw (see request).
func (s *Session) OfferDraw() error {
	return s.request(protocol.Draw{N: s.tab.N})
}

// Resign gives the game up for the session's seat (see request).
func (s *Session) Resign() error { return s.request(protocol.Resign{N: s.tab.N}) }

// Rematch asks for the next game, once this one is over (see request).
func (s *Session) Rematch() error {
	return s.request(protocol.Rematch{N: s.tab.N})
}

// Hand gives seat to the computer at level (see request).
func (s *Session) Hand(seat int, level string) error {
	return s.request(protocol.Hand{N: s.tab.N, Seat: seat, Level: level})
}

// Send sends m as it is, kept nowhere: a test's probe, say. Play and the requests are a
// seat's ways to move and ask.
func (s *Session) Send(m protocol.Message) error { return s.conn.Send(m) }

// Take plays a message of the connection on the session and says what it
// changed.
func (s *Session) Take(m Message) Update {
	u := Update{Payload: m.Payload, Ahead: -1}
	if m.Down != nil {
		s.down, u.Down = m.Down, true
		return u
	}
	switch p := m.Payload.(type) {
	case protocol.Welcome:
		s.down = nil
	case protocol.Error:
		if s.down != nil && s.tab.pending == nil { // the hello after a reconnect was refused
			s.down = nil
			s.broken = errors.New(p.Message)
			u.Broken, u.Refused = s.broken, p.Err()
			return u
		}
	case protocol.Ack: // the move's event tells the mirror; the ack only ends the wait
		s.tab.apply(p)
		return u
	case protocol.Event:
	default:
		return s.news(p, u)
	}
	was := s.ahead
	if was.on {
		s.tab.Match.Undo() // the move shown ahead: one ply, no chance after it
		s.ahead, u.Ahead = ahead{}, was.plies
	}
	mirror, room := s.tab.Match, s.tab.Room
	played, refused, err := s.tab.apply(m.Payload)
	u.Played, u.Refused = played, refused
	if err != nil {
		s.broken, u.Broken = err, err
		return u
	}
	s.conn.Resume(s.tab.Token, s.tab.N)
	if s.tab.Match != mirror { // the game from its start: a rematch, or a server that lost its place
		u.Restarted, u.Rematch = true, s.tab.Room != room
		return u
	}
	if mv, ok := s.tab.resent(); ok {
		u.Resent = true
		if s.conn.Send(mv) == nil && was.on && mv.Move == was.text && s.tab.Match.PlayText(was.text) == nil {
			s.ahead, u.Kept = was, true // shown again: the server has not answered it yet
			return u
		}
	}
	u.Confirmed = was.on && len(played) > 0 && played[0].Kind == online.KindMove && played[0].Seat == s.tab.Seat &&
		len(played[0].Lines) == 1 && played[0].Lines[0] == was.text
	return u
}

// news takes a message that is not the game's: who sits where, an undo
// asked or refused, the end, the next game.
func (s *Session) news(m protocol.Message, u Update) Update {
	if _, _, err := s.tab.apply(m); err != nil {
		s.broken, u.Broken = err, err
		return u
	}
	if _, ok := m.(protocol.Next); ok { // the rematch: hello again, from its start
		s.conn.Resume(s.tab.Token, 0)
		if err := s.conn.Send(protocol.Hello{Token: s.tab.Token}); err != nil {
			u.Unsent = fmt.Errorf("the rematch opens when the connection is back: %w", err)
		}
	}
	return u
}
