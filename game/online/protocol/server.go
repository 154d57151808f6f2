package protocol

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"parlor/game/clock"
	"parlor/game/online"
)

// The messages the server sends (the client's are in protocol.go).

// ServerMessage is any message the server sends; which fields it carries
// depends on Type (its route in Routes lists them). Encode writes every field of
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
	Turn int `json:"turn,omitempty"`
	// welcome, room: the time control ("" for none); welcome: each
	// seat's time left as it is sent, in milliseconds ([] for none), the
	// seat to move's running.
	Clock  clock.Control `json:"clock,omitzero"`
	Clocks []int64       `json:"clocks,omitempty"`
	// welcome, seats: the milliseconds left for the seat to move's first move
	// in a real-time game, before which its clock does not run
	// (FirstMove); 0 once it has moved, or when no time runs.
	Grace   int64             `json:"grace,omitempty"`
	Players []online.SeatInfo `json:"players,omitempty"`
	Start   []string          `json:"start,omitempty"`
	Events  []online.Event    `json:"events,omitempty"`

	// event: the event itself.
	Event *online.Event `json:"event,omitempty"`

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

	// The lobby's (lobby.go). welcome, room: the game is rated.
	Rated bool `json:"rated,omitempty"`
	// end: each seat's rating before and after a rated game ([] when
	// not rated).
	Ratings []online.RatingChange `json:"ratings,omitempty"`
	// profile: who it is, its key (only in answer to new-profile), its
	// rating in each family it has played, with their histories.
	Profile  *ProfileInfo `json:"profile,omitempty"`
	Key      string       `json:"key,omitempty"`
	Families []FamilyInfo `json:"families,omitempty"`
	// lobby: the open tables; table, seated: one table.
	Tables []TableInfo `json:"tables,omitempty"`
	Table  *TableInfo  `json:"table,omitempty"`
	// leaders: the best settled ratings of a family (Game), and apart
	// its best provisional (unsettled) ones.
	Leaders   []online.Standing `json:"leaders,omitempty"`
	Unsettled []online.Standing `json:"provisional,omitempty"`
}

// fieldIndex finds a ServerMessage's field by its name in JSON.
var fieldIndex = func() map[string]int {
	idx := map[string]int{}
	t := reflect.TypeFor[ServerMessage]()
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		idx[name] = i
	}
	return idx
}()

// MarshalJSON writes the fields of m's type (its route's Fields), each
// always: an empty list as [], an empty map as {}, no seat as -1.
func (m ServerMessage) MarshalJSON() ([]byte, error) {
	r, ok := Lookup(Server, m.Type)
	if !ok {
		return nil, fmt.Errorf("no server message has type %q", m.Type)
	}
	full := m
	full.Tokens, full.Invites = orEmpty(full.Tokens), orEmpty(full.Invites)
	full.Players, full.Start, full.Events, full.Rooms, full.Clocks = nonNil(full.Players), nonNil(full.Start), nonNil(full.Events), nonNil(full.Rooms), nonNil(full.Clocks)
	full.Ratings, full.Families, full.Tables, full.Leaders = nonNil(full.Ratings), nonNil(full.Families), nonNil(full.Tables), nonNil(full.Leaders)
	full.Unsettled = nonNil(full.Unsettled)
	if full.Profile == nil {
		full.Profile = &ProfileInfo{}
	}
	table := TableInfo{}
	if full.Table != nil {
		table = *full.Table
	}
	table.Seats = nonNil(table.Seats)
	full.Table = &table
	for i := range full.Families {
		full.Families[i].History = nonNil(full.Families[i].History)
	}
	for i := range full.Tables {
		full.Tables[i].Seats = nonNil(full.Tables[i].Seats)
	}
	if full.Seat == nil {
		full.Seat = new(int(-1))
	}
	if full.By == nil {
		full.By = new(int(-1))
	}
	if full.Event != nil {
		e := *full.Event
		e.Lines, e.Clocks = nonNil(e.Lines), nonNil(e.Clocks)
		full.Event = &e
	}
	for i := range full.Events {
		full.Events[i].Lines, full.Events[i].Clocks = nonNil(full.Events[i].Lines), nonNil(full.Events[i].Clocks)
	}
	for i := range full.Rooms {
		full.Rooms[i].Players = nonNil(full.Rooms[i].Players)
	}
	v := reflect.ValueOf(full)
	var out bytes.Buffer
	out.WriteString(`{"type":`)
	t, err := json.Marshal(m.Type)
	if err != nil {
		return nil, err
	}
	out.Write(t)
	for _, k := range r.Fields {
		b, err := json.Marshal(v.Field(fieldIndex[k]).Interface())
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&out, ",%q:", k)
		out.Write(b)
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
	Turn    int               `json:"turn"`
	Players []online.SeatInfo `json:"players"`
	// Clock is the room's time control ("" for none); Deadline, in a
	// game with a clock, when the seat to move runs out of time (Unix
	// milliseconds; 0 when no person is to move).
	Clock    clock.Control `json:"clock"`
	Deadline int64         `json:"deadline"`
}

// Encode writes a server message. A message of a type the server does
// not send (a bug) is written as an internal error instead.
func Encode(m ServerMessage) []byte {
	b, err := json.Marshal(m)
	if err != nil {
		b, _ = json.Marshal(Reply(online.Errorf(online.ErrInternal, "the server failed: %v", err), m.N))
	}
	return b
}

// EndOf is the end message of a game that ended so, with its seats'
// rating changes (nil for none).
func EndOf(e online.Ending, ratings []online.RatingChange) ServerMessage {
	return ServerMessage{Type: TypeEnd, Room: e.Room, N: e.N, Seed: e.Seed, Salt: e.Salt, Record: e.Record, Result: e.Result, Ratings: ratings}
}
