package protocol_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"slices"
	"testing"
	"unicode/utf8"

	"parlor/game/online"
	"parlor/game/online/protocol"
)

// clientTypes are the types of message a client sends.
var clientTypes = func() []string {
	var types []string
	for _, r := range protocol.Routes {
		if r.From == protocol.Client {
			types = append(types, r.Type)
		}
	}
	return types
}()

// FuzzDecode feeds the decoder any bytes: it never panics, and what it
// takes is of a known type, within the size limit.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{
		`{"type":"move","n":3,"move":"S3"}`, `{"type":"hello","token":"abc","n":0}`,
		`{"type":"create","game":"kalah","seats":["you","hard"]}`, `{"type":"list","tokens":["a"]}`,
		`{"type":"answer","n":1,"accept":true}`, `{"type":"ping"}`, `[]`, `{"type":"move","n":-1}`, "\xff",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, e := protocol.Decode(b)
		if e != nil {
			if e.Code == "" || e.Message == "" {
				t.Fatalf("an error without code or message: %+v", e)
			}
			return
		}
		if !slices.Contains(clientTypes, m.Type()) {
			t.Fatalf("took a message of type %q", m.Type())
		}
		if r, ok := m.(protocol.InRoom); len(b) > protocol.MaxMessage || ok && r.Last() < 0 {
			t.Fatalf("took %d bytes: %+v", len(b), m)
		}
		roundTrip(t, m)
	})
}

// roundTrip checks that a message taken is written so that it reads
// back the same.
func roundTrip(t *testing.T, m protocol.Message) {
	b, err := protocol.Marshal(m)
	if err != nil {
		t.Fatalf("%+v: %v", m, err)
	}
	if len(b) > protocol.MaxMessage { // JSON's escapes (<, >, &) may lengthen it
		return
	}
	again, e := protocol.Decode(b)
	if e != nil {
		t.Fatalf("%s does not read back: %v", b, e)
	}
	if !reflect.DeepEqual(again, m) {
		t.Fatalf("%s reads back as %+v, not %+v", b, again, m)
	}
}

// FuzzLobbyDecode feeds the decoder the lobby's messages, and anything
// near them: it never panics, and a message it takes has what its type
// needs, every string within its limit (a key, an id 64 bytes — a
// profile's to follow, block or challenge too, a challenge's; a game 200; a seat 20, one to eight
// of them; a profile's name CleanName's).
func FuzzLobbyDecode(f *testing.F) {
	for _, s := range []string{
		`{"type":"profile","key":"AAAAAAAAAAAAAAAAAAAAAA"}`, `{"type":"profile","key":""}`,
		`{"type":"new-profile","name":"Ann"}`, `{"type":"new-profile","name":"  "}`, `{"type":"new-profile","name":"a\nb"}`,
		`{"type":"rename","name":"Ann Smith-Jones the Third of Everywhere"}`, `{"type":"delete-profile"}`,
		`{"type":"whois","profile":"p1"}`, `{"type":"leaders","game":"connectfour-classic"}`, `{"type":"leaders"}`,
		`{"type":"lobby"}`, `{"type":"open","game":"kalah","seats":["you","open"],"rated":true}`,
		`{"type":"open","game":"cantstop players=3","seats":["you","open","hard"]}`, `{"type":"open","game":"kalah","seats":[]}`,
		`{"type":"sit","table":"t1","seat":1}`, `{"type":"sit","table":"t1","seat":-1}`, `{"type":"sit","table":"t1"}`,
		`{"type":"quick","game":"kalah houses=4","any":true,"rated":true}`, `{"type":"quick","game":"yote","n":-2}`,
		`{"type":"stand","table":"t1"}`, `{"type":"record","room":"r1"}`, `{"type":"record","room":"r1","key":"k","profile":7}`,
		`{"type":"quick","game":"kalah","any":"yes"}`, `{"type":"sit","table":"t1","seat":1e9}`,
		`{"type":"passkey-options","purpose":"add"}`, `{"type":"passkey-options","purpose":"sign-in"}`,
		`{"type":"passkey-options","purpose":"other"}`, `{"type":"passkey-options"}`,
		`{"type":"add-passkey","name":"Phone","credential":{"id":"AAEC","rawId":"AAEC","type":"public-key","response":{"clientDataJSON":"e30","attestationObject":"oA"}}}`,
		`{"type":"add-passkey","name":"Phone","credential":"AAEC"}`, `{"type":"add-passkey","name":"","credential":{}}`,
		`{"type":"add-passkey","name":"Phone","credential":{ "a" : "<&>" }}`, `{"type":"add-passkey","name":"Phone","credential":null}`,
		`{"type":"passkey","credential":{"id":"AAEC","response":{"signature":"AA","userHandle":"cDE"}}}`, `{"type":"passkey"}`,
		`{"type":"passkey","credential":[1]}`, `{"type":"passkeys"}`, `{"type":"remove-passkey","id":"AAEC"}`, `{"type":"remove-passkey"}`,
		`{"type":"recovery-codes"}`, `{"type":"recover","code":"abcd-efgh-jkmn"}`, `{"type":"recover","code":""}`,
		`{"type":"sign-out-everywhere"}`, `{"type":"sign-out-everywhere","key":"k"}`,
		`{"type":"follow","profile":"p1"}`, `{"type":"follow"}`, `{"type":"unfollow","profile":"p1"}`, `{"type":"friends"}`,
		`{"type":"block","profile":"p1"}`, `{"type":"unblock","profile":""}`, `{"type":"hide-online","hide":true}`,
		`{"type":"hide-online"}`, `{"type":"hide-online","hide":"yes"}`, `{"type":"friends","profile":"p1","hide":true}`,
		`{"type":"challenge","profile":"p1","game":"kalah","clock":"5+3","rated":true,"first":"challenger"}`,
		`{"type":"challenge","profile":"p1","game":"yote","clock":"3d","first":"random"}`, `{"type":"challenge","profile":"p1","game":"kalah","clock":"4+0"}`,
		`{"type":"challenge","profile":"p1","game":"kalah","first":"second"}`, `{"type":"challenge","game":"kalah"}`,
		`{"type":"cancel-challenge","challenge":"c1"}`, `{"type":"accept-challenge","challenge":"c1"}`, `{"type":"accept-challenge"}`,
		`{"type":"decline-challenge","challenge":"c1","reason":"too-fast"}`, `{"type":"decline-challenge","challenge":"c1","reason":"ugly"}`,
		`{"type":"decline-challenge","challenge":"c1"}`, `{"type":"challenges"}`, `{"type":"challenges","challenge":"c1","reason":7}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, e := protocol.Decode(b)
		if e != nil {
			if e.Code == "" || e.Message == "" {
				t.Fatalf("an error without code or message: %+v", e)
			}
			return
		}
		if !utf8.Valid(b) || len(b) > protocol.MaxMessage {
			t.Fatalf("took %d bytes", len(b))
		}
		within := func(name, v string, max int) {
			if v == "" || len(v) > max {
				t.Fatalf("took %s with %s of %d bytes", m.Type(), name, len(v))
			}
		}
		switch m := m.(type) {
		case protocol.SignIn:
			within("key", m.Key, 64)
		case protocol.NewProfile:
			named(t, m.Type(), m.Name)
		case protocol.Rename:
			named(t, m.Type(), m.Name)
		case protocol.Whois:
			within("profile", m.Profile, 64)
		case protocol.Leaders:
			within("game", m.Game, 200)
		case protocol.Quick:
			within("game", m.Game, 200)
		case protocol.Open:
			within("game", m.Game, 200)
			if len(m.Seats) < 1 || len(m.Seats) > 8 {
				t.Fatalf("took open with %d seats", len(m.Seats))
			}
			for _, s := range m.Seats {
				within("a seat", s, 20)
			}
		case protocol.Sit:
			within("table", m.Table, 64)
			if m.Seat != nil && *m.Seat < 0 {
				t.Fatalf("took sit at seat %d", *m.Seat)
			}
		case protocol.Stand:
			within("table", m.Table, 64)
		case protocol.Record:
			within("room", m.Room, 64)
		case protocol.PasskeyOptions:
			if m.Purpose != protocol.PurposeAdd && m.Purpose != protocol.PurposeSignIn {
				t.Fatalf("took passkey-options for %q", m.Purpose)
			}
		case protocol.AddPasskey:
			named(t, m.Type(), m.Name)
			object(t, m.Type(), m.Credential)
		case protocol.PasskeySignIn:
			object(t, m.Type(), m.Credential)
		case protocol.RemovePasskey:
			within("id", m.ID, 1400)
		case protocol.Recover:
			within("code", m.Code, 64)
		case protocol.Follow:
			within("profile", m.Profile, 64)
		case protocol.Unfollow:
			within("profile", m.Profile, 64)
		case protocol.Block:
			within("profile", m.Profile, 64)
		case protocol.Unblock:
			within("profile", m.Profile, 64)
		case protocol.Challenge:
			within("profile", m.Profile, 64)
			within("game", m.Game, 200)
			if !slices.Contains([]string{"", protocol.FirstRandom, protocol.FirstChallenger, protocol.FirstChallenged}, m.First) {
				t.Fatalf("took a challenge with first %q", m.First)
			}
		case protocol.CancelChallenge:
			within("challenge", m.Challenge, 64)
		case protocol.AcceptChallenge:
			within("challenge", m.Challenge, 64)
		case protocol.DeclineChallenge:
			within("challenge", m.Challenge, 64)
			if m.Reason != "" && !slices.Contains(protocol.DeclineReasons, m.Reason) {
				t.Fatalf("took a decline for %q", m.Reason)
			}
		case protocol.DeleteProfile, protocol.WatchLobby, protocol.ListPasskeys, protocol.NewRecoveryCodes, protocol.SignOutEverywhere,
			protocol.WatchFriends, protocol.HideOnline, protocol.ListChallenges:
		default:
			if !slices.Contains(clientTypes, m.Type()) {
				t.Fatalf("took a message of type %q", m.Type())
			}
		}
		roundTrip(t, m)
	})
}

// object checks a credential taken by a message of type typ: a JSON
// object, compacted.
func object(t *testing.T, typ string, o protocol.JSONObject) {
	var m map[string]any
	if len(o) == 0 || json.Unmarshal(o, &m) != nil || m == nil {
		t.Fatalf("took %s with a credential %q", typ, o)
	}
	var c bytes.Buffer
	if json.Compact(&c, o) != nil || !bytes.Equal(c.Bytes(), o) {
		t.Fatalf("took %s with a credential not compacted: %q", typ, o)
	}
}

// named checks a profile's name taken by a message of type typ.
func named(t *testing.T, typ, name string) {
	if clean, e := online.CleanName(name); e != nil || clean == "" || utf8.RuneCountInString(clean) > online.MaxName {
		t.Fatalf("took %s named %q", typ, name)
	}
}

// FuzzDecodeServer feeds the client's decoder any bytes: it never
// panics; what it takes is of a type the server sends, written back the
// same by Encode; what it refuses is an *online.Error of unknown-type or
// bad-message.
func FuzzDecodeServer(f *testing.F) {
	for _, r := range protocol.Routes {
		if r.From == protocol.Server {
			f.Add(protocol.Encode(r.Payload))
		}
	}
	for _, s := range []string{
		`{"type":"event","n":3,"event":{"n":3,"kind":"move","seat":0,"lines":["S3"],"turn":1}}`,
		`{"type":"welcome","seat":-1,"players":null,"later":{}}`, `{"type":"ack"}`, `{"type":"seated","seat":"one"}`,
		`{"type":"chat","text":"hi"}`, `{"type":""}`, `null`, `[]`, `{}`, "\xff", `{"type":"created","tokens":{"x":"a"}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := protocol.DecodeServer(b)
		if err != nil {
			var e *online.Error
			if !errors.As(err, &e) || e.Code != online.ErrUnknownType && e.Code != online.ErrBadMessage || e.Message == "" {
				t.Fatalf("refused with %v", err)
			}
			return
		}
		if r, ok := protocol.Lookup(protocol.Server, m.Type()); !ok || reflect.TypeOf(r.Payload) != reflect.TypeOf(m) {
			t.Fatalf("took a %T of type %q", m, m.Type())
		}
		again, err := protocol.DecodeServer(protocol.Encode(m))
		if err != nil || !bytes.Equal(protocol.Encode(again), protocol.Encode(m)) {
			t.Fatalf("%s reads back as %+v: %v", protocol.Encode(m), again, err)
		}
	})
}
