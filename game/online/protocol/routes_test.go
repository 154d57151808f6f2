package protocol_test

import (
	"bytes"
	"testing"

	"parlor/game/clock"
	"parlor/game/online/protocol"
)

// TestEveryRouteHasItsPayload: each message in Routes names a payload of
// its own type, and the room's messages a client sends say the last
// event their sender had.
func TestEveryRouteHasItsPayload(t *testing.T) {
	for _, r := range protocol.Routes {
		if r.Payload == nil || r.Payload.Type() != r.Type {
			t.Errorf("%s's payload is %T", r.Type, r.Payload)
			continue
		}
		if r.From != protocol.Client {
			continue
		}
		if _, ok := r.Payload.(protocol.InRoom); ok != (r.Scope == protocol.Room) {
			t.Errorf("%s: its payload %T is InRoom %v, its scope %v", r.Type, r.Payload, ok, r.Scope)
		}
	}
}

// TestMarshalWritesTheWire: a client's message is written as the wire
// has it, "type" first, then its fields in their order; Decode reads it
// back as its payload.
func TestMarshalWritesTheWire(t *testing.T) {
	for _, c := range []struct {
		m    protocol.Message
		want string
	}{
		{protocol.Ping{}, `{"type":"ping"}`},
		{protocol.Move{N: 3, Move: "S3"}, `{"type":"move","n":3,"move":"S3"}`},
		{protocol.Undo{}, `{"type":"undo","n":0}`},
		{protocol.Hello{Token: "abc"}, `{"type":"hello","token":"abc","n":0}`},
		{protocol.Create{Game: "kalah", Seats: []string{"you", "hard"}, Clock: clock.MustParse("5+3")}, `{"type":"create","game":"kalah","seats":["you","hard"],"clock":"5+3"}`},
		{protocol.Hand{N: 2, Seat: 0, Level: "easy"}, `{"type":"hand","n":2,"seat":0,"level":"easy"}`},
		{protocol.Answer{N: 1, Accept: true}, `{"type":"answer","n":1,"accept":true}`},
		{protocol.Quick{Game: "kalah", Rated: true, Any: true}, `{"type":"quick","game":"kalah","rated":true,"any":true}`},
		{protocol.Sit{Table: "t1", Seat: new(int(1))}, `{"type":"sit","seat":1,"table":"t1"}`},
		{protocol.WatchLobby{}, `{"type":"lobby"}`},
	} {
		b, err := protocol.Marshal(c.m)
		if err != nil || string(b) != c.want {
			t.Errorf("%+v is written %s (%v), not %s", c.m, b, err, c.want)
			continue
		}
		if m, e := protocol.Decode(b); e != nil || m.Type() != c.m.Type() {
			t.Errorf("%s reads back as %+v (%v)", b, m, e)
		}
	}
}

// TestAClientReadsEveryServerMessage: each message the server sends
// reads back, by DecodeServer, as a payload of its type that writes the
// same bytes, and still does with a field a newer server might add.
func TestAClientReadsEveryServerMessage(t *testing.T) {
	for _, r := range protocol.Routes {
		if r.From != protocol.Server {
			continue
		}
		b := protocol.Encode(r.Payload)
		if m, err := protocol.DecodeServer(b); err != nil || !bytes.Equal(protocol.Encode(m), b) {
			t.Errorf("%s reads as %#v: %v", b, m, err)
		}
		newer := append([]byte(`{"later":[1,{"x":2}],`), b[1:]...)
		if m, err := protocol.DecodeServer(newer); err != nil || !bytes.Equal(protocol.Encode(m), b) {
			t.Errorf("%s reads as %#v: %v", newer, m, err)
		}
	}
}
