package protocol

import (
	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/lobby"
)

// The messages the server sends, each type its own payload (a client
// reads them by DecodeServer). Encode writes every field, in the
// order below, even empty: an empty list as [], an empty map as {}.

// Created answers create: the room's id, the tokens of the creator's
// seats (by seat), the invites of the seats left open (by seat) and the
// spectators' token.
type Created struct {
	Room    string         `json:"room"`
	Tokens  map[int]string `json:"tokens"`
	Invites map[int]string `json:"invites"`
	Watch   string         `json:"watch"`
}

// Welcome is the room as it is, after create, join or hello: its last
// event N, its game, the connection's Seat (-1 for a spectator), the
// token of a seat just taken by join, the spectators' token, the
// commitment to the seed, the time control and each seat's time left
// (milliseconds), the seat to move's Grace for its first move, who sits
// where, the seat to move (-1 once over), the record's lines before its
// first event (Start) and the events after the hello's n.
type Welcome struct {
	Room       string            `json:"room"`
	N          int               `json:"n"`
	Game       string            `json:"game"`
	Seat       int               `json:"seat"`
	Token      string            `json:"token"`
	Watch      string            `json:"watch"`
	Commitment string            `json:"commitment"`
	Helps      bool              `json:"helps"`
	Rated      bool              `json:"rated"`
	Clock      clock.Control     `json:"clock"`
	Clocks     []int64           `json:"clocks"`
	Grace      int64             `json:"grace"`
	Players    []online.SeatInfo `json:"players"`
	Turn       int               `json:"turn"`
	Start      []string          `json:"start"`
	Events     []online.Event    `json:"events"`
}

// Event is a new event of the room, N, to every connection.
type Event struct {
	N     int          `json:"n"`
	Event online.Event `json:"event"`
}

// Ack tells the sender of a move, an undo… that it was taken: N is the
// room's last event after it.
type Ack struct {
	N int `json:"n"`
}

// Error refuses a message: nothing changed. N is the last event of the
// sender's room (0 in none).
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	N       int    `json:"n"`
}

// UndoAsked tells that seat By asks to take a move back (Offer "") or
// offers a draw (Offer "draw"), at the room's last event N.
type UndoAsked struct {
	By    int    `json:"by"`
	Offer string `json:"offer"`
	N     int    `json:"n"`
}

// UndoRefused tells that seat By refused the undo (or the draw).
type UndoRefused struct {
	By    int    `json:"by"`
	Offer string `json:"offer"`
	N     int    `json:"n"`
}

// Seats tells who sits where, and the seat to move's Grace for its
// first move, whenever it changes.
type Seats struct {
	Players []online.SeatInfo `json:"players"`
	Grace   int64             `json:"grace"`
	N       int               `json:"n"`
}

// End tells the game is over: the seed and salt, which hash to the
// commitment, the whole record, its result and a rated game's rating
// changes.
type End struct {
	Room    string               `json:"room"`
	N       int                  `json:"n"`
	Seed    string               `json:"seed"`
	Salt    string               `json:"salt"`
	Record  string               `json:"record"`
	Result  string               `json:"result"`
	Ratings []lobby.RatingChange `json:"ratings"`
}

// Pong answers ping.
type Pong struct{}

// Rooms answers list: one entry a token listed that holds a seat.
type Rooms struct {
	Rooms []RoomInfo `json:"rooms"`
}

// PeekedRoom answers peek (type "room"): the room an invite is for, and
// the invite's seat (-1 once taken).
type PeekedRoom struct {
	Room    string            `json:"room"`
	N       int               `json:"n"`
	Game    string            `json:"game"`
	Seat    int               `json:"seat"`
	Helps   bool              `json:"helps"`
	Rated   bool              `json:"rated"`
	Clock   clock.Control     `json:"clock"`
	Players []online.SeatInfo `json:"players"`
}

// Next names a finished room's rematch, Room, to say hello to; N is the
// old room's last event.
type Next struct {
	Room string `json:"room"`
	N    int    `json:"n"`
}

// ProfilePage answers profile, new-profile, rename and whois, and
// passkey, recover and sign-out-everywhere (type "profile"): who it is,
// its key (only in answer to new-profile, and to the last three: a key
// given to this device), its rating in each family it has played and its
// recent games; and, on the page of the profile signed in alone, whom it
// blocks.
type ProfilePage struct {
	Profile  ProfileInfo   `json:"profile"`
	Key      string        `json:"key"`
	Families []FamilyInfo  `json:"families"`
	Rooms    []RoomInfo    `json:"rooms"`
	Blocked  []ProfileInfo `json:"blocked"`
}

// Tables answers lobby (type "lobby"): the open tables.
type Tables struct {
	Tables []TableInfo `json:"tables"`
}

// Table tells a table opened, changed, started or closed.
type Table struct {
	Table TableInfo `json:"table"`
}

// Seated tells the sender she sits at Table, at Seat, with her seat's
// Token.
type Seated struct {
	Table TableInfo `json:"table"`
	Seat  int       `json:"seat"`
	Token string    `json:"token"`
}

// Leaderboard answers leaders (type "leaders"): a family's best settled
// ratings, and apart its best provisional ones.
type Leaderboard struct {
	Game      string           `json:"game"`
	Leaders   []lobby.Standing `json:"leaders"`
	Unsettled []lobby.Standing `json:"provisional"`
}

// RoomRecord answers record (type "record"): a finished room's record
// and result.
type RoomRecord struct {
	Room   string `json:"room"`
	Record string `json:"record"`
	Result string `json:"result"`
}

// Err is the refusal as an error.
func (e Error) Err() *online.Error { return &online.Error{Code: e.Code, Message: e.Message} }

// Type is "created".
func (Created) Type() string { return TypeCreated }

// Type is "welcome".
func (Welcome) Type() string { return TypeWelcome }

// Type is "event".
func (Event) Type() string { return TypeEvent }

// Type is "ack".
func (Ack) Type() string { return TypeAck }

// Type is "error".
func (Error) Type() string { return TypeError }

// Type is "undo-asked".
func (UndoAsked) Type() string { return TypeUndoAsked }

// Type is "undo-refused".
func (UndoRefused) Type() string { return TypeUndoRefused }

// Type is "seats".
func (Seats) Type() string { return TypeSeats }

// Type is "end".
func (End) Type() string { return TypeEnd }

// Type is "pong".
func (Pong) Type() string { return TypePong }

// Type is "rooms".
func (Rooms) Type() string { return TypeRooms }

// Type is "room".
func (PeekedRoom) Type() string { return TypeRoom }

// Type is "next".
func (Next) Type() string { return TypeNext }

// Type is "profile".
func (ProfilePage) Type() string { return TypeProfile }

// Type is "lobby".
func (Tables) Type() string { return TypeLobby }

// Type is "table".
func (Table) Type() string { return TypeTable }

// Type is "seated".
func (Seated) Type() string { return TypeSeated }

// Type is "leaders".
func (Leaderboard) Type() string { return TypeLeaders }

// Type is "record".
func (RoomRecord) Type() string { return TypeRecord }
