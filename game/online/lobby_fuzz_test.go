package online_test

import (
	"slices"
	"testing"
	"unicode/utf8"

	"parlor/game/online"
)

// clientTypes are the types of message a client sends.
var clientTypes = []string{
	online.TypeCreate, online.TypeJoin, online.TypeHello, online.TypeMove, online.TypeUndo, online.TypeAnswer,
	online.TypePing, online.TypeList, online.TypePeek, online.TypeHand, online.TypeRematch, online.TypeResign,
	online.TypeDraw, online.TypeProfile, online.TypeNewProfile, online.TypeRename, online.TypeDeleteProfile,
	online.TypeWhois, online.TypeLeaders, online.TypeLobby, online.TypeOpen, online.TypeSit, online.TypeQuick,
	online.TypeStand, online.TypeRecord,
}

// FuzzLobbyDecode feeds the decoder the lobby's messages, and anything
// near them: it never panics, and a message it takes has what its type
// needs, every string within its limit (a key, an id 64 bytes; a game
// 200; a seat 20, one to eight of them; a profile's name CleanName's).
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
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, e := online.Decode(b)
		if e != nil {
			if e.Code == "" || e.Message == "" {
				t.Fatalf("an error without code or message: %+v", e)
			}
			return
		}
		if !utf8.Valid(b) || len(b) > online.MaxMessage || m.N < 0 || len(m.Name) > 100 {
			t.Fatalf("took %d bytes, n %d, a name of %d bytes", len(b), m.N, len(m.Name))
		}
		within := func(name, v string, max int) {
			if v == "" || len(v) > max {
				t.Fatalf("took %s with %s of %d bytes", m.Type, name, len(v))
			}
		}
		switch m.Type {
		case online.TypeProfile:
			within("key", m.Key, 64)
		case online.TypeNewProfile, online.TypeRename:
			if name, e := online.CleanName(m.Name); e != nil || name == "" || utf8.RuneCountInString(name) > online.MaxName {
				t.Fatalf("took %s named %q", m.Type, m.Name)
			}
		case online.TypeWhois:
			within("profile", m.Profile, 64)
		case online.TypeLeaders, online.TypeQuick:
			within("game", m.Game, 200)
		case online.TypeOpen:
			within("game", m.Game, 200)
			if len(m.Seats) < 1 || len(m.Seats) > 8 {
				t.Fatalf("took open with %d seats", len(m.Seats))
			}
			for _, s := range m.Seats {
				within("a seat", s, 20)
			}
		case online.TypeSit:
			within("table", m.Table, 64)
			if m.Seat != nil && *m.Seat < 0 {
				t.Fatalf("took sit at seat %d", *m.Seat)
			}
		case online.TypeStand:
			within("table", m.Table, 64)
		case online.TypeRecord:
			within("room", m.Room, 64)
		case online.TypeDeleteProfile, online.TypeLobby:
		default:
			if !slices.Contains(clientTypes, m.Type) {
				t.Fatalf("took a message of type %q", m.Type)
			}
		}
	})
}
