// Package protocol is the wire between the game server and its clients:
// the messages, one JSON object per WebSocket text message, its kind in
// "type", each type's payload a Go type of its own, a Message (the
// client's Move, Create…; the server's Welcome, Ack…), Decode (the
// server's), DecodeServer (a client's), Marshal and Encode, and the
// routing table (Routes) that says of each type who sends it, its
// payload, and which part of the server answers it. PROTOCOL.md beside this file describes
// every message, every error and the reconnection rule, for writing a
// client; tests hold it to the code. The referee (package online) never
// sees these types: the server translates.
package protocol

import (
	"bytes"
	"encoding/json"
	"reflect"
	"unicode/utf8"

	"parlor/game/clock"
	"parlor/game/online"
)

// Message types a client sends.
const (
	TypeCreate  = "create"  // start a room
	TypeJoin    = "join"    // take a seat by its invite
	TypeHello   = "hello"   // come back to a seat, or watch, by a token
	TypeMove    = "move"    // play a move
	TypeUndo    = "undo"    // ask to take a move back
	TypeAnswer  = "answer"  // accept or refuse an undo asked for
	TypePing    = "ping"    // heartbeat
	TypeList    = "list"    // the rooms of seat tokens
	TypePeek    = "peek"    // a room as an invite shows it, before joining
	TypeHand    = "hand"    // give an away player's seat to the computer
	TypeRematch = "rematch" // play again, same seats, new seed
	TypeResign  = "resign"  // give the game up
	TypeDraw    = "draw"    // offer a draw
)

// Message types the server sends.
const (
	TypeCreated     = "created"      // a room started; its links
	TypeWelcome     = "welcome"      // the room as it is, after join or hello
	TypeEvent       = "event"        // a move, an undo, a resignation or a draw, to every connection
	TypeAck         = "ack"          // the sender's move or undo is durable
	TypeError       = "error"        // a message refused; nothing changed
	TypeUndoAsked   = "undo-asked"   // a player asks to take a move back
	TypeUndoRefused = "undo-refused" // and someone refused
	TypeSeats       = "seats"        // who sits where changed
	TypeEnd         = "end"          // the game is over: seed and salt
	TypePong        = "pong"         // heartbeat's answer
	TypeRooms       = "rooms"        // answer to list
	TypeRoom        = "room"         // answer to peek
	TypeNext        = "next"         // the rematch's room: say hello again
)

// MaxMessage is the largest message the server reads, in bytes; a larger
// one is refused with online.ErrTooBig (too-big).
const MaxMessage = 4096

// message is a client's message as Decode first reads it: the fields of
// every type of message, of which a message may carry any (which count
// depends on its type). Decode checks it, then reads the message again
// as its type's payload. It is kept apart from the payloads so that the
// decoder stays as lenient as the wire has always been: a field of
// another type is taken and ignored, "name" and "n" are checked on every
// type.
type message struct {
	Type string `json:"type"`
	// create: the game and its options in the canonical text ("kalah
	// houses=6 seeds=4"), and each seat: "you", "invite" or a level.
	Game  string   `json:"game,omitempty"`
	Seats []string `json:"seats,omitempty"`
	// join, peek: the invite of a seat.
	Invite string `json:"invite,omitempty"`
	// create, join: what the player goes by ("" for the seat's name).
	Name string `json:"name,omitempty"`
	// create: hints and values on for the players (each joins knowing).
	Helps bool `json:"helps,omitempty"`
	// hello: a seat's or the spectators' token.
	Token string `json:"token,omitempty"`
	// hello: the last event the client has; move, undo and answer: the
	// last event the client had when it decided.
	N int `json:"n"`
	// move: the move in the game's notation.
	Move string `json:"move,omitempty"`
	// hand: the seat to give to the computer, and the computer's level.
	Seat  *int   `json:"seat,omitempty"`
	Level string `json:"level,omitempty"`
	// answer: whether the undo asked for at N is accepted.
	Accept bool `json:"accept,omitempty"`
	// list: seat tokens.
	Tokens []string `json:"tokens,omitempty"`

	// The lobby's messages (lobby.go). profile: the profile's
	// secret key; whois: a profile's id; sit, stand: a table's id;
	// record: a finished room's id.
	Key     string `json:"key,omitempty"`
	Profile string `json:"profile,omitempty"`
	Table   string `json:"table,omitempty"`
	Room    string `json:"room,omitempty"`
	// create, open, quick: the game counts for the players' ratings.
	Rated bool `json:"rated,omitempty"`
	// quick: any options of the game's family will do.
	Any bool `json:"any,omitempty"`
	// create, open, quick: the time control ("5+3", "3d"; "" for none).
	Clock clock.Control `json:"clock,omitzero"`

	// Passkeys and recovery codes (keys.go). passkey-options: the
	// ceremony's purpose; add-passkey, passkey: the browser's credential;
	// remove-passkey: a passkey's id; recover: a recovery code.
	Purpose    string     `json:"purpose,omitempty"`
	Credential JSONObject `json:"credential,omitempty"`
	ID         string     `json:"id,omitempty"`
	Code       string     `json:"code,omitempty"`
	// The friends' messages (friends.go). follow, unfollow, block,
	// unblock: a profile's id (profile, above); hide-online: whether to
	// hide being online.
	Hide bool `json:"hide,omitempty"`
	// The challenges' messages (challenges.go). challenge: who moves
	// first (and profile, game, clock, rated, above); cancel-challenge,
	// accept-challenge, decline-challenge: a challenge's id;
	// decline-challenge: the reason.
	First     string `json:"first,omitempty"`
	Challenge string `json:"challenge,omitempty"`
	Reason    string `json:"reason,omitempty"`
}

// Decode reads a client's message and checks its form: a JSON object of a
// known type with the fields that type needs, strings of sensible length.
// It says nothing of whether the message is allowed (that is the room's
// to say). A message it refuses is answered with the error it returns.
//
// The message comes back as its type's payload (Move, Create, …): its
// route's Payload.
func Decode(b []byte) (Message, *online.Error) {
	m, e := decode(b)
	if e != nil {
		return nil, e
	}
	r, _ := Lookup(Client, m.Type)
	p := reflect.New(reflect.TypeOf(r.Payload))
	if err := json.Unmarshal(b, p.Interface()); err != nil { // read as message already: it fits
		return nil, online.Errorf(online.ErrBadMessage, "not a message: %v", err)
	}
	return p.Elem().Interface().(Message), nil
}

// decode reads a client's message as the union of every type's fields
// and checks its form.
func decode(b []byte) (message, *online.Error) {
	var m message
	if len(b) > MaxMessage {
		return m, online.Errorf(online.ErrTooBig, "a message may be at most %d bytes; this one is %d", MaxMessage, len(b))
	}
	if !utf8.Valid(b) {
		return m, online.Errorf(online.ErrBadMessage, "a message must be UTF-8 JSON")
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&m); err != nil {
		return m, online.Errorf(online.ErrBadMessage, "not a message: %v", err)
	}
	if d.More() {
		return m, online.Errorf(online.ErrBadMessage, "one JSON object a message")
	}
	str := func(name, v string, need bool, max int) *online.Error {
		switch {
		case need && v == "":
			return online.Errorf(online.ErrBadMessage, "%s needs %q", m.Type, name)
		case len(v) > max:
			return online.Errorf(online.ErrBadMessage, "%q is too long: at most %d bytes", name, max)
		}
		return nil
	}
	var e *online.Error
	switch m.Type {
	case TypeCreate:
		e = str("game", m.Game, true, 200)
		if e == nil && (len(m.Seats) < 1 || len(m.Seats) > 8) { // a game's seats are checked by the room
			e = online.Errorf(online.ErrBadMessage, "create needs \"seats\": one for each seat of the game")
		}
		for _, s := range m.Seats {
			if e == nil {
				e = str("seats", s, true, 20)
			}
		}
	case TypeJoin, TypePeek:
		e = str("invite", m.Invite, true, 64)
	case TypeHello:
		e = str("token", m.Token, true, 64)
	case TypeMove:
		e = str("move", m.Move, true, 200)
	case TypeHand:
		e = str("level", m.Level, true, 20)
		if e == nil && (m.Seat == nil || *m.Seat < 0) {
			e = online.Errorf(online.ErrBadMessage, "hand needs \"seat\": the seat to give to the computer, from 0")
		}
	case TypeList:
		if len(m.Tokens) < 1 || len(m.Tokens) > 100 {
			e = online.Errorf(online.ErrBadMessage, "list needs \"tokens\": 1 to 100 of them")
		}
		for _, t := range m.Tokens {
			if e == nil {
				e = str("tokens", t, true, 64)
			}
		}
	case "":
		e = online.Errorf(online.ErrBadMessage, "a message needs a \"type\"")
	default:
		switch r, ok := Lookup(Client, m.Type); {
		case !ok:
			e = online.Errorf(online.ErrUnknownType, "there is no message of type %q", m.Type)
		case r.Scope == Lobby:
			e = decodeLobby(m, str)
		}
	}
	if e == nil {
		e = str("name", m.Name, false, 100)
	}
	if e == nil && m.N < 0 {
		e = online.Errorf(online.ErrBadMessage, "\"n\" counts events: 0 or more")
	}
	return m, e
}

// Marshal writes a message as JSON: its "type", then its payload's
// fields, where an empty list is [] and an empty map {}, never null (a
// client's fields that may be left out are left out).
func Marshal(m Message) ([]byte, error) {
	b, err := json.Marshal(filled(reflect.ValueOf(m)).Interface())
	if err != nil {
		return nil, err
	}
	t, err := json.Marshal(m.Type())
	if err != nil {
		return nil, err
	}
	out := append([]byte(`{"type":`), t...)
	if len(b) > 2 { // fields after "{"
		out = append(out, ',')
	}
	return append(out, b[1:]...), nil
}

// filled is a copy of v with every nil list and map in it, at any depth,
// made empty.
func filled(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Struct:
		c := reflect.New(v.Type()).Elem()
		c.Set(v)
		for i := range c.NumField() {
			if c.Type().Field(i).IsExported() {
				c.Field(i).Set(filled(c.Field(i)))
			}
		}
		return c
	case reflect.Slice:
		if v.IsNil() {
			return reflect.MakeSlice(v.Type(), 0, 0)
		}
		if k := v.Type().Elem().Kind(); k != reflect.Struct && k != reflect.Slice && k != reflect.Pointer {
			return v
		}
		c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			c.Index(i).Set(filled(v.Index(i)))
		}
		return c
	case reflect.Map:
		if v.IsNil() {
			return reflect.MakeMap(v.Type())
		}
	case reflect.Pointer:
		if !v.IsNil() {
			p := reflect.New(v.Type().Elem())
			p.Elem().Set(filled(v.Elem()))
			return p
		}
	}
	return v
}

// Reply is the error message the server sends for e, with the room's
// last event n.
func Reply(e *online.Error, n int) Error {
	return Error{Code: e.Code, Message: e.Message, N: n}
}
