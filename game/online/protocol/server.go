package protocol

import (
	"reflect"

	"parlor/game/online"
	"parlor/game/online/lobby"
)

// The messages the server sends as a client reads them (the server
// sends each type's payload, replies.go), and the server's Encode.

// ServerMessage is any message the server sends, as a client reads it:
// the union of every type's payload (Welcome, Ack…), of which a message
// carries the fields of its Type (its route's Fields). The client's
// mirror and screens read it; the server never writes one.
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
	Clock  string  `json:"clock,omitempty"`
	Clocks []int64 `json:"clocks,omitempty"`
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
	Ratings []lobby.RatingChange `json:"ratings,omitempty"`
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
	Leaders   []lobby.Standing `json:"leaders,omitempty"`
	Unsettled []lobby.Standing `json:"provisional,omitempty"`
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
	Clock    string `json:"clock"`
	Deadline int64  `json:"deadline"`
}

// Encode writes a server's message, m's payload, as Marshal does. A
// message that cannot be written (a bug) is written as an internal error
// instead.
func Encode(m Message) []byte {
	b, err := Marshal(m)
	if err != nil {
		var n int // the room's last event, if m names it
		if f := reflect.ValueOf(m).FieldByName("N"); f.IsValid() {
			n = int(f.Int())
		}
		b, _ = Marshal(Reply(online.Errorf(online.ErrInternal, "the server failed: %v", err), n))
	}
	return b
}

// EndOf is the end message of a game that ended so, with its seats'
// rating changes (nil for none).
func EndOf(e online.Ending, ratings []lobby.RatingChange) End {
	return End{Room: e.Room, N: e.N, Seed: e.Seed, Salt: e.Salt, Record: e.Record, Result: e.Result, Ratings: ratings}
}
