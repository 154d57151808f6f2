//go:build !js

package server_test

import (
	"encoding/json"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/protocol"
)

// wireMessage is any message the server sends, as these tests read it off
// the raw WebSocket: the union of every type's payload, of which a
// message carries the fields of its Type. A client reads a message by
// protocol.DecodeServer, as its type's payload, where a field left out
// is its zero value; the tests read the union so as to check the wire
// itself, as a client in any language would see it: that a field is
// there at all (a seat -1 rather than none), and any type's fields on
// one value while they wait for whichever message comes.
type wireMessage struct {
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
	Rooms []protocol.RoomInfo `json:"rooms,omitempty"`

	// The lobby's (lobby.go). welcome, room: the game is rated.
	Rated bool `json:"rated,omitempty"`
	// end: each seat's rating before and after a rated game ([] when
	// not rated).
	Ratings []lobby.RatingChange `json:"ratings,omitempty"`
	// profile: who it is, its key (only in answer to new-profile), its
	// rating in each family it has played, with their histories.
	Profile  *protocol.ProfileInfo `json:"profile,omitempty"`
	Key      string                `json:"key,omitempty"`
	Families []protocol.FamilyInfo `json:"families,omitempty"`
	// lobby: the open tables; table, seated: one table.
	Tables []protocol.TableInfo `json:"tables,omitempty"`
	Table  *protocol.TableInfo  `json:"table,omitempty"`
	// leaders: the best settled ratings of a family (Game), and apart
	// its best provisional (unsettled) ones.
	Leaders   []lobby.Standing `json:"leaders,omitempty"`
	Unsettled []lobby.Standing `json:"provisional,omitempty"`

	// passkey-options: the ceremony's purpose and the browser's options;
	// passkeys: the profile's passkeys; passkeys and recovery-codes:
	// codes (how many are left; the new codes).
	Purpose  string                 `json:"purpose,omitempty"`
	Options  json.RawMessage        `json:"options,omitempty"`
	Passkeys []protocol.PasskeyInfo `json:"passkeys,omitempty"`
	Codes    json.RawMessage        `json:"codes,omitempty"`
	// The friends' (lobby_friends.go). friends: whom the profile
	// follows, with their presence, who follows it, whom it blocks, and
	// whether it hides being online; presence: a friend's.
	Following []protocol.FriendInfo  `json:"following,omitempty"`
	Followers []protocol.ProfileInfo `json:"followers,omitempty"`
	Blocked   []protocol.ProfileInfo `json:"blocked,omitempty"`
	Hidden    bool                   `json:"hidden,omitempty"`
	Friend    *protocol.FriendInfo   `json:"friend,omitempty"`
	// The challenges' (lobby_challenges.go). challenge: one challenge as
	// it is now; challenges: the open ones sent and received.
	Challenge *protocol.ChallengeInfo  `json:"challenge,omitempty"`
	Sent      []protocol.ChallengeInfo `json:"sent,omitempty"`
	Received  []protocol.ChallengeInfo `json:"received,omitempty"`
}
