package online

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// The messages of the protocol: one JSON object per WebSocket text
// message, its kind in "type". PROTOCOL.md beside this file describes
// every message, every error and the reconnection rule.

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
// one is refused with ErrTooBig.
const MaxMessage = 4096

// Seat kinds, in a create message's seats and in a SeatInfo.
const (
	SeatYou    = "you"    // create: a seat for the creator
	SeatInvite = "invite" // create: a seat for whoever opens its invite
	// A level's name ("hard") in create makes a computer seat.

	KindPerson   = "person"   // a seat a person has taken
	KindOpen     = "open"     // a seat waiting for its invite to be opened
	KindComputer = "computer" // a seat the server plays
)

// ClientMessage is any message a client sends; which fields count depends
// on Type.
type ClientMessage struct {
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

	// The lobby's messages (protocol_lobby.go). profile: the profile's
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
}

// Decode reads a client's message and checks its form: a JSON object of a
// known type with the fields that type needs, strings of sensible length.
// It says nothing of whether the message is allowed (that is the room's
// to say). A message it refuses is answered with the error it returns.
func Decode(b []byte) (ClientMessage, *Error) {
	var m ClientMessage
	if len(b) > MaxMessage {
		return m, Errorf(ErrTooBig, "a message may be at most %d bytes; this one is %d", MaxMessage, len(b))
	}
	if !utf8.Valid(b) {
		return m, Errorf(ErrBadMessage, "a message must be UTF-8 JSON")
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(&m); err != nil {
		return m, Errorf(ErrBadMessage, "not a message: %v", err)
	}
	if d.More() {
		return m, Errorf(ErrBadMessage, "one JSON object a message")
	}
	str := func(name, v string, need bool, max int) *Error {
		switch {
		case need && v == "":
			return Errorf(ErrBadMessage, "%s needs %q", m.Type, name)
		case len(v) > max:
			return Errorf(ErrBadMessage, "%q is too long: at most %d bytes", name, max)
		}
		return nil
	}
	var e *Error
	switch m.Type {
	case TypeCreate:
		e = str("game", m.Game, true, 200)
		if e == nil && (len(m.Seats) < 1 || len(m.Seats) > 8) { // a game's seats are checked by the room
			e = Errorf(ErrBadMessage, "create needs \"seats\": one for each seat of the game")
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
			e = Errorf(ErrBadMessage, "hand needs \"seat\": the seat to give to the computer, from 0")
		}
	case TypeUndo, TypeAnswer, TypePing, TypeRematch, TypeResign, TypeDraw:
	case TypeList:
		if len(m.Tokens) < 1 || len(m.Tokens) > 100 {
			e = Errorf(ErrBadMessage, "list needs \"tokens\": 1 to 100 of them")
		}
		for _, t := range m.Tokens {
			if e == nil {
				e = str("tokens", t, true, 64)
			}
		}
	case TypeProfile, TypeNewProfile, TypeRename, TypeDeleteProfile, TypeWhois, TypeLeaders,
		TypeLobby, TypeOpen, TypeSit, TypeQuick, TypeStand, TypeRecord:
		e = decodeLobby(m, str)
	case "":
		e = Errorf(ErrBadMessage, "a message needs a \"type\"")
	default:
		e = Errorf(ErrUnknownType, "there is no message of type %q", m.Type)
	}
	if e == nil {
		e = str("name", m.Name, false, 100)
	}
	if e == nil && m.N < 0 {
		e = Errorf(ErrBadMessage, "\"n\" counts events: 0 or more")
	}
	return m, e
}

// ServerMessage is any message the server sends; which fields it carries
// depends on Type (ServerFields lists them). Encode writes every field of
// its type, an empty list as [] and an empty map as {}, and no other.
type ServerMessage struct {
	Type string `json:"type"`
	// Room is the room's id (created, welcome, end, next, room).
	Room string `json:"room,omitempty"`
	// N is the room's last event: the one this message is (event, ack),
	// or the last there is (welcome, error, undo-asked…).
	N int `json:"n"`

	// created: the tokens of the creator's seats (by seat), the
	// invites of the seats left open (by seat) and the spectators' token.
	Tokens  map[int]string `json:"tokens,omitempty"`
	Invites map[int]string `json:"invites,omitempty"`
	Watch   string         `json:"watch,omitempty"`

	// room: the game, who is here and the invite's seat (-1 when it
	// has been taken), before joining.
	//
	// welcome: the game, who is here (Seat -1 for a spectator), the
	// token of a seat just taken by join, the spectators' token (Watch,
	// as in created), the commitment to the seed, the
	// record's lines before its first event (Start: the dice or tiles the
	// game starts with) and the events after the hello's n (all of them
	// after join).
	Game       string `json:"game,omitempty"`
	Seat       *int   `json:"seat,omitempty"`
	Token      string `json:"token,omitempty"`
	Commitment string `json:"commitment,omitempty"`
	Helps      bool   `json:"helps,omitempty"`
	// welcome: the seat to move now, -1 once the game is over.
	Turn    int        `json:"turn,omitempty"`
	Players []SeatInfo `json:"players,omitempty"`
	Start   []string   `json:"start,omitempty"`
	Events  []Event    `json:"events,omitempty"`

	// event: the event itself.
	Event *Event `json:"event,omitempty"`

	// error: a code and a message for people.
	Code    string `json:"code,omitempty"`
	Message string `json:"message,omitempty"`

	// undo-asked, undo-refused: who asks or refuses, and "draw" when it is
	// a draw offered rather than an undo ("" for an undo).
	By    *int   `json:"by,omitempty"`
	Offer string `json:"offer,omitempty"`

	// end: the seed and the salt, which hash to the commitment, and the
	// whole record, which replays with parlor -load.
	Seed   string `json:"seed,omitempty"`
	Salt   string `json:"salt,omitempty"`
	Record string `json:"record,omitempty"`
	Result string `json:"result,omitempty"`

	// rooms: one entry a token listed that holds a seat. profile: the
	// profile's recent games.
	Rooms []RoomInfo `json:"rooms,omitempty"`

	// The lobby's (protocol_lobby.go). welcome, room: the game is rated.
	Rated bool `json:"rated,omitempty"`
	// end: each seat's rating before and after a rated game ([] when
	// not rated).
	Ratings []RatingChange `json:"ratings,omitempty"`
	// profile: who it is, its key (only in answer to new-profile), its
	// rating in each family it has played, with their histories.
	Profile  *ProfileInfo `json:"profile,omitempty"`
	Key      string       `json:"key,omitempty"`
	Families []FamilyInfo `json:"families,omitempty"`
	// lobby: the open tables; table, seated: one table.
	Tables []TableInfo `json:"tables,omitempty"`
	Table  *TableInfo  `json:"table,omitempty"`
	// leaders: the best settled ratings of a family (Game).
	Leaders []Standing `json:"leaders,omitempty"`
}

// ServerFields lists, for each type of message the server sends, the
// fields its messages always carry besides "type". PROTOCOL.md's table of
// server messages says the same (a test holds them together).
var ServerFields = map[string][]string{
	TypeCreated:     {"room", "tokens", "invites", "watch"},
	TypeWelcome:     {"room", "n", "game", "seat", "token", "watch", "commitment", "helps", "rated", "players", "turn", "start", "events"},
	TypeEvent:       {"n", "event"},
	TypeAck:         {"n"},
	TypeError:       {"code", "message", "n"},
	TypeUndoAsked:   {"by", "offer", "n"},
	TypeUndoRefused: {"by", "offer", "n"},
	TypeSeats:       {"players", "n"},
	TypeEnd:         {"room", "n", "seed", "salt", "record", "result", "ratings"},
	TypePong:        {},
	TypeRooms:       {"rooms"},
	TypeRoom:        {"room", "n", "game", "seat", "helps", "rated", "players"},
	TypeNext:        {"room", "n"},

	TypeProfile: {"profile", "key", "families", "rooms"},
	TypeLobby:   {"tables"},
	TypeTable:   {"table"},
	TypeSeated:  {"table", "seat", "token"},
	TypeLeaders: {"game", "leaders"},
	TypeRecord:  {"room", "record", "result"},
}

// serverMessage is a ServerMessage with every field written.
type serverMessage struct {
	Type       string         `json:"type"`
	Room       string         `json:"room"`
	N          int            `json:"n"`
	Tokens     map[int]string `json:"tokens"`
	Invites    map[int]string `json:"invites"`
	Watch      string         `json:"watch"`
	Game       string         `json:"game"`
	Seat       *int           `json:"seat"`
	Token      string         `json:"token"`
	Commitment string         `json:"commitment"`
	Helps      bool           `json:"helps"`
	Turn       int            `json:"turn"`
	Players    []SeatInfo     `json:"players"`
	Start      []string       `json:"start"`
	Events     []Event        `json:"events"`
	Event      *Event         `json:"event"`
	Code       string         `json:"code"`
	Message    string         `json:"message"`
	By         *int           `json:"by"`
	Offer      string         `json:"offer"`
	Seed       string         `json:"seed"`
	Salt       string         `json:"salt"`
	Record     string         `json:"record"`
	Result     string         `json:"result"`
	Rooms      []RoomInfo     `json:"rooms"`
	Rated      bool           `json:"rated"`
	Ratings    []RatingChange `json:"ratings"`
	Profile    *ProfileInfo   `json:"profile"`
	Key        string         `json:"key"`
	Families   []FamilyInfo   `json:"families"`
	Tables     []TableInfo    `json:"tables"`
	Table      *TableInfo     `json:"table"`
	Leaders    []Standing     `json:"leaders"`
}

// MarshalJSON writes the fields of m's type (ServerFields), each always:
// an empty list as [], an empty map as {}.
func (m ServerMessage) MarshalJSON() ([]byte, error) {
	keep, ok := ServerFields[m.Type]
	if !ok {
		return nil, fmt.Errorf("no server message has type %q", m.Type)
	}
	full := serverMessage(m)
	full.Tokens, full.Invites = orEmpty(full.Tokens), orEmpty(full.Invites)
	full.Players, full.Start, full.Events, full.Rooms = nonNil(full.Players), nonNil(full.Start), nonNil(full.Events), nonNil(full.Rooms)
	full.Ratings, full.Families, full.Tables, full.Leaders = nonNil(full.Ratings), nonNil(full.Families), nonNil(full.Tables), nonNil(full.Leaders)
	if full.Profile == nil {
		full.Profile = &ProfileInfo{}
	}
	if full.Table == nil {
		full.Table = &TableInfo{}
	}
	for i := range full.Families {
		full.Families[i].History = nonNil(full.Families[i].History)
	}
	for i := range full.Tables {
		full.Tables[i].Seats = nonNil(full.Tables[i].Seats)
	}
	full.Table.Seats = nonNil(full.Table.Seats)
	if full.Seat == nil {
		full.Seat = new(int(-1))
	}
	if full.By == nil {
		full.By = new(int(-1))
	}
	if full.Event != nil {
		e := *full.Event
		e.Lines = nonNil(e.Lines)
		full.Event = &e
	}
	for i := range full.Events {
		full.Events[i].Lines = nonNil(full.Events[i].Lines)
	}
	for i := range full.Rooms {
		full.Rooms[i].Players = nonNil(full.Rooms[i].Players)
	}
	b, err := json.Marshal(full)
	if err != nil {
		return nil, err
	}
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		return nil, err
	}
	var out bytes.Buffer
	out.WriteString(`{"type":`)
	out.Write(fields["type"])
	for _, k := range keep {
		fmt.Fprintf(&out, ",%q:", k)
		out.Write(fields[k])
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}

// nonNil is s, or an empty slice for nil: JSON's [] rather than null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return slices.Clone(s)
}

// orEmpty is m, or an empty map for nil: JSON's {} rather than null.
func orEmpty(m map[int]string) map[int]string {
	if m == nil {
		return map[int]string{}
	}
	return m
}

// SeatInfo is a seat as everyone in the room sees it.
type SeatInfo struct {
	// Name is the seat's name in the game: "South", "Orange".
	Name string `json:"name"`
	// Player is what the seat's person goes by ("" if she gave no name,
	// or the seat is not a person's).
	Player string `json:"player"`
	// Kind is KindPerson, KindOpen or KindComputer; Level the computer's
	// ("" for a person's or an open seat).
	Kind  string `json:"kind"`
	Level string `json:"level"`
	// Online reports whether the seat's person has a connection open.
	Online bool `json:"online"`
	// Profile is the id of the profile the seat's person plays as ("" if
	// none).
	Profile string `json:"profile"`
}

// RoomInfo is a room in a list's answer.
type RoomInfo struct {
	Room  string `json:"room"`
	Game  string `json:"game"`
	Seat  int    `json:"seat"`
	N     int    `json:"n"`
	Over  bool   `json:"over"`
	Token string `json:"token"`
	// Turn is the seat to move, -1 once the game is over (or when the
	// server did not look: see PROTOCOL.md); Players who sits where.
	Turn    int        `json:"turn"`
	Players []SeatInfo `json:"players"`
}

// Encode writes a server message. A message of a type the server does
// not send (a bug) is written as an internal error instead.
func Encode(m ServerMessage) []byte {
	b, err := json.Marshal(m)
	if err != nil {
		b, _ = json.Marshal(Errorf(ErrInternal, "the server failed: %v", err).Reply(m.N))
	}
	return b
}

// Error codes. Each refuses one message and changes nothing.
const (
	ErrBadMessage  = "bad-message"   // not JSON, a missing field, a bad value
	ErrUnknownType = "unknown-type"  // no message of that type
	ErrTooBig      = "too-big"       // over MaxMessage
	ErrRate        = "rate"          // too many messages a second
	ErrBadToken    = "bad-token"     // no seat, invite or room has it
	ErrNotInRoom   = "not-in-room"   // a room's message before join or hello
	ErrSpectator   = "spectator"     // spectators do not move
	ErrNotYourTurn = "not-your-turn" // it is another seat's turn
	ErrStale       = "stale"         // n is not the room's last event
	ErrIllegal     = "illegal"       // the engine refuses the move
	ErrOver        = "over"          // the game is over
	ErrNoUndo      = "no-undo"       // nothing to take back, or no undo asked
	ErrBadGame     = "bad-game"      // create: unknown game, options or seats
	ErrTooMany     = "too-many"      // too many rooms from one address, or connections to a room
	ErrInternal    = "internal"      // the server failed (its store); try again
	ErrNotAway     = "not-away"      // hand: the seat's person is here, or not away long enough
)

// Error is a message refused: a code from the list above and what went
// wrong, in a player's words.
type Error struct {
	Code    string
	Message string
}

// Errorf makes an Error.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

func (e *Error) Error() string { return e.Message }

// Reply is the error message the server sends for e, with the room's
// last event n.
func (e *Error) Reply(n int) ServerMessage {
	return ServerMessage{Type: TypeError, Code: e.Code, Message: e.Message, N: n}
}

// cleanLine reports whether s is one line of printable text.
func cleanLine(s string) bool {
	return !strings.ContainsFunc(s, func(r rune) bool { return r < ' ' || r == 0x7f })
}
