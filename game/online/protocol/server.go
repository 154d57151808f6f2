package protocol

import (
	"encoding/json"
	"reflect"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/lobby"
)

// The server's messages as a client reads them (DecodeServer), and as
// the server writes them (Encode); each type's payload is in replies.go.

// DecodeServer reads a server's message as its type's payload (Welcome,
// Ack…: its route's Payload), as leniently as a client should: fields it
// does not know are ignored, and a field left out is its zero value. A
// message of a type no route names (a newer server's) is an
// *online.Error of code unknown-type, which a client may skip; one that
// is not a JSON object with a "type", or whose fields are not of their
// payload's types, is an *online.Error of code bad-message.
func DecodeServer(b []byte) (Message, error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return nil, online.Errorf(online.ErrBadMessage, "not a message: %v", err)
	}
	r, ok := Lookup(Server, head.Type)
	switch {
	case head.Type == "":
		return nil, online.Errorf(online.ErrBadMessage, "a message needs a \"type\"")
	case !ok:
		return nil, online.Errorf(online.ErrUnknownType, "there is no message of type %q", head.Type)
	}
	p := reflect.New(reflect.TypeOf(r.Payload))
	if err := json.Unmarshal(b, p.Interface()); err != nil {
		return nil, online.Errorf(online.ErrBadMessage, "not a %s message: %v", head.Type, err)
	}
	return p.Elem().Interface().(Message), nil
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
