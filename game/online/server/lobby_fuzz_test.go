//go:build !js

package server_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// lobbyTypes are the lobby's messages, as FuzzLobbyServer numbers them.
var lobbyTypes = []string{
	protocol.TypeProfile, protocol.TypeNewProfile, protocol.TypeRename, protocol.TypeDeleteProfile, protocol.TypeWhois, protocol.TypeLeaders,
	protocol.TypeLobby, protocol.TypeOpen, protocol.TypeSit, protocol.TypeQuick, protocol.TypeStand, protocol.TypeRecord,
	protocol.TypePasskeyOptions, protocol.TypeAddPasskey, protocol.TypePasskey, protocol.TypePasskeys, protocol.TypeRemovePasskey,
	protocol.TypeRecoveryCodes, protocol.TypeRecover, protocol.TypeSignOutEverywhere,
	protocol.TypeFollow, protocol.TypeUnfollow, protocol.TypeFriends, protocol.TypeBlock, protocol.TypeUnblock, protocol.TypeHide,
	protocol.TypeChallenge, protocol.TypeCancelChallenge, protocol.TypeAcceptChallenge, protocol.TypeDeclineChallenge, protocol.TypeChallenges,
}

// known are the keys and ids a fuzzed message may name by "#n": the
// keys, profiles, tables, rooms and challenges the server has told of.
type known struct {
	keys, profiles, tables, rooms, challenges []string
}

// resolve is ref, or, if it is "#" and a number, the known value it
// numbers (modulo their count).
func resolve(ref string, of []string) string {
	if !strings.HasPrefix(ref, "#") || len(of) == 0 {
		return ref
	}
	n := 0
	for _, r := range ref[1:] {
		n = (n*10 + int(r-'0')) & 0xffff
	}
	return of[n%len(of)]
}

// learn keeps what a server message tells of.
func (k *known) learn(m wireMessage) {
	if m.Key != "" {
		k.keys = append(k.keys, m.Key)
	}
	if m.Profile != nil {
		k.profiles = append(k.profiles, m.Profile.ID)
	}
	if t := m.Table; t != nil {
		k.tables = append(k.tables, t.ID)
		if t.Room != "" {
			k.rooms = append(k.rooms, t.Room)
		}
	}
	if c := m.Challenge; c != nil {
		k.challenges = append(k.challenges, c.ID)
	}
}

// FuzzLobbyServer sends a running server any message of the lobby, on a
// new connection signed in as a new profile or as no one: the message's
// type, its game (or name, or key), a reference (a key, profile, table,
// room or challenge by "#n" among those the server has told of, or any
// text), a seat, rated (hide-online's hide) and any, and seats for open,
// comma-separated (a challenge's first, a decline's reason). The server answers each with exactly one reply or
// error (the table news and the friends' presence that may come with it
// aside) before the ping sent after it, and stays up. The server's tick
// is long, so that nothing else comes meanwhile.
func FuzzLobbyServer(f *testing.F) {
	r := start(f, server.Config{Tick: time.Hour, Rate: 1e6, Burst: 1e6, RoomsPerAddr: 1 << 20, RPID: "localhost"}, "")
	k := &known{}
	host := dialRaw(f, r.url, nil)
	key, id := host.profile("Host")
	k.keys, k.profiles = append(k.keys, key), append(k.profiles, id)
	for _, m := range []protocol.Message{
		protocol.Open{Game: "kalah", Seats: []string{"you", "open"}},
		protocol.Open{Game: "cantstop players=3", Seats: []string{"you", "open", "open"}, Rated: true},
	} {
		host.send(m)
		k.learn(host.until(protocol.TypeSeated))
	}
	guest := dialRaw(f, r.url, nil)
	_, guestID := guest.profile("Guest")
	k.profiles = append(k.profiles, guestID)
	host.send(protocol.Challenge{Profile: guestID, Game: "yote"}) // one the fuzzed never may answer
	k.learn(host.until(protocol.TypeChallenge))
	go func() { // the host hears of her tables; no one waits for it
		for {
			if _, err := host.readBefore(time.Now().Add(time.Hour)); err != nil {
				return
			}
		}
	}()
	type in = struct {
		kind          uint8
		signed        bool
		game, ref     string
		seat          int
		rated, anyOpt bool
		seats         string
	}
	for _, s := range []in{
		{0, false, "", "#0", -1, false, false, ""},
		{0, false, "", "AAAAAAAAAAAAAAAAAAAAAA", -1, false, false, ""},
		{1, false, "Ann", "", -1, false, false, ""},
		{1, false, " \t", "", -1, false, false, ""},
		{26, true, "kalah", "#0", -1, true, false, "challenger"},
		{26, true, "connectfour rules=classic", "#1", -1, false, false, ""},
		{26, true, "cantstop players=3", "#0", -1, false, false, ""},
		{26, true, "kalah", "#0", -1, false, false, "second"},
		{26, true, "chess", "nobody", -1, false, false, ""},
		{26, false, "kalah", "#0", -1, false, false, ""},
		{27, true, "", "#0", -1, false, false, ""},
		{28, true, "", "#0", -1, false, false, ""},
		{28, true, "", "nothere", -1, false, false, ""},
		{29, true, "", "#0", -1, false, false, "too-fast"},
		{29, true, "", "#0", -1, false, false, "ugly"},
		{30, true, "", "", -1, false, false, ""},
		{30, false, "", "", -1, false, false, ""},
		{2, true, "Annie", "", -1, false, false, ""},
		{3, true, "", "", -1, false, false, ""},
		{3, false, "", "", -1, false, false, ""},
		{4, false, "", "#0", -1, false, false, ""},
		{4, false, "", "nobody", -1, false, false, ""},
		{5, false, "kalah", "", -1, false, false, ""},
		{5, false, "connectfour-growing", "", -1, false, false, ""},
		{5, false, "chess", "", -1, false, false, ""},
		{6, false, "", "", -1, false, false, ""},
		{7, true, "yote", "", -1, false, false, "you,open"},
		{7, true, "cantstop players=3", "", -1, true, false, "you,open,easy"},
		{7, true, "kalah", "", -1, false, false, "open,open"},
		{7, true, "kalah", "", -1, false, false, "you,you"},
		{7, false, "kalah", "", -1, false, false, "you,open"},
		{8, true, "", "#0", -1, false, false, ""},
		{8, true, "", "#1", 2, false, false, ""},
		{8, true, "", "#1", 7, false, false, ""},
		{8, true, "", "gone", -1, false, false, ""},
		{9, true, "kalah", "", -1, true, false, ""},
		{9, true, "kalah houses=4", "", -1, false, true, ""},
		{9, true, "mergers mode=advanced", "", -1, false, false, ""},
		{9, false, "kalah", "", -1, false, false, ""},
		{10, true, "", "#0", -1, false, false, ""},
		{10, false, "", "#2", -1, false, false, ""},
		{11, false, "", "#0", -1, false, false, ""},
		{11, false, "", "nothere", -1, false, false, ""},
		{12, true, "add", "", -1, false, false, ""},
		{12, false, "add", "", -1, false, false, ""},
		{12, false, "sign-in", "", -1, false, false, ""},
		{12, false, "other", "", -1, false, false, ""},
		{13, true, "Phone", "", -1, false, false, `{"id":"AAEC","response":{"attestationObject":"oA"}}`},
		{13, true, "", "", -1, false, false, `{}`},
		{14, false, "", "", -1, false, false, `{"id":"AAEC","response":{"signature":"AA","userHandle":"cDE"}}`},
		{14, false, "", "", -1, false, false, `[]`},
		{15, true, "", "", -1, false, false, ""},
		{16, true, "", "AAEC", -1, false, false, ""},
		{17, true, "", "", -1, false, false, ""},
		{18, false, "", "abcd-efgh-jkmn", -1, false, false, ""},
		{19, true, "", "", -1, false, false, ""},
		{19, false, "", "", -1, false, false, ""},
		{20, true, "", "#0", -1, false, false, ""},
		{20, true, "", "nobody", -1, false, false, ""},
		{20, false, "", "#1", -1, false, false, ""},
		{21, true, "", "#0", -1, false, false, ""},
		{22, true, "", "", -1, false, false, ""},
		{22, false, "", "", -1, false, false, ""},
		{23, true, "", "#0", -1, false, false, ""},
		{23, true, "", "nobody", -1, false, false, ""},
		{24, true, "", "#1", -1, false, false, ""},
		{25, true, "", "", -1, true, false, ""},
		{25, true, "", "", -1, false, false, ""},
	} {
		f.Add(s.kind, s.signed, s.game, s.ref, s.seat, s.rated, s.anyOpt, s.seats)
	}
	f.Fuzz(func(t *testing.T, kind uint8, signed bool, game, ref string, seat int, rated, anyOpt bool, seats string) {
		var m protocol.Message
		switch lobbyTypes[int(kind)%len(lobbyTypes)] {
		case protocol.TypeProfile:
			m = protocol.SignIn{Key: resolve(ref, k.keys)}
		case protocol.TypeNewProfile:
			m = protocol.NewProfile{Name: game}
		case protocol.TypeRename:
			m = protocol.Rename{Name: game}
		case protocol.TypeDeleteProfile:
			m = protocol.DeleteProfile{}
		case protocol.TypeWhois:
			m = protocol.Whois{Profile: resolve(ref, k.profiles)}
		case protocol.TypeLeaders:
			m = protocol.Leaders{Game: game}
		case protocol.TypeLobby:
			m = protocol.WatchLobby{}
		case protocol.TypeOpen:
			m = protocol.Open{Game: game, Seats: strings.Split(seats, ","), Rated: rated}
		case protocol.TypeSit:
			sit := protocol.Sit{Table: resolve(ref, k.tables)}
			if seat >= 0 {
				sit.Seat = &seat
			}
			m = sit
		case protocol.TypeQuick:
			m = protocol.Quick{Game: game, Rated: rated, Any: anyOpt}
		case protocol.TypeStand:
			m = protocol.Stand{Table: resolve(ref, k.tables)}
		case protocol.TypeRecord:
			m = protocol.Record{Room: resolve(ref, k.rooms)}
		case protocol.TypePasskeyOptions:
			m = protocol.PasskeyOptions{Purpose: game}
		case protocol.TypeAddPasskey:
			m = protocol.AddPasskey{Name: game, Credential: credential(seats)}
		case protocol.TypePasskey:
			m = protocol.PasskeySignIn{Credential: credential(seats)}
		case protocol.TypePasskeys:
			m = protocol.ListPasskeys{}
		case protocol.TypeRemovePasskey:
			m = protocol.RemovePasskey{ID: ref}
		case protocol.TypeRecoveryCodes:
			m = protocol.NewRecoveryCodes{}
		case protocol.TypeRecover:
			m = protocol.Recover{Code: ref}
		case protocol.TypeSignOutEverywhere:
			m = protocol.SignOutEverywhere{}
		case protocol.TypeFollow:
			m = protocol.Follow{Profile: resolve(ref, k.profiles)}
		case protocol.TypeUnfollow:
			m = protocol.Unfollow{Profile: resolve(ref, k.profiles)}
		case protocol.TypeFriends:
			m = protocol.WatchFriends{}
		case protocol.TypeBlock:
			m = protocol.Block{Profile: resolve(ref, k.profiles)}
		case protocol.TypeUnblock:
			m = protocol.Unblock{Profile: resolve(ref, k.profiles)}
		case protocol.TypeHide:
			m = protocol.HideOnline{Hide: rated}
		case protocol.TypeChallenge:
			m = protocol.Challenge{Profile: resolve(ref, k.profiles), Game: game, Rated: rated, First: seats}
		case protocol.TypeCancelChallenge:
			m = protocol.CancelChallenge{Challenge: resolve(ref, k.challenges)}
		case protocol.TypeAcceptChallenge:
			m = protocol.AcceptChallenge{Challenge: resolve(ref, k.challenges)}
		case protocol.TypeDeclineChallenge:
			m = protocol.DeclineChallenge{Challenge: resolve(ref, k.challenges), Reason: seats}
		case protocol.TypeChallenges:
			m = protocol.ListChallenges{}
		}
		c := dialRaw(t, r.url, nil)
		if signed {
			k.learn(signUp(t, c))
		}
		if err := c.write(m); err != nil {
			t.Fatal(err)
		}
		if err := c.write(protocol.Ping{}); err != nil {
			t.Fatal(err)
		}
		var replies []string
		for {
			a, err := c.read()
			if err != nil {
				t.Fatalf("%+v: after %v: %v", m, replies, err)
			}
			k.learn(a)
			if a.Type == protocol.TypePong {
				break
			}
			if a.Type != protocol.TypeTable && a.Type != protocol.TypePresence {
				replies = append(replies, a.Type+" "+a.Code)
			}
		}
		if len(replies) != 1 {
			t.Fatalf("%+v: answered %v, want one reply", m, replies)
		}
		t.Logf("%s: %s", m.Type(), replies[0])
	})
}

// credential is s as a credential's JSON object, if it is one; {} if
// not.
func credential(s string) protocol.JSONObject {
	var o protocol.JSONObject
	if o.UnmarshalJSON([]byte(s)) != nil || !json.Valid([]byte(s)) {
		return protocol.JSONObject("{}")
	}
	return o
}

// signUp makes a new profile on c, and returns the answer; it fails t
// (which may be a fuzz target's) rather than the raw client's test.
func signUp(t *testing.T, c *raw) wireMessage {
	t.Helper()
	if err := c.write(protocol.NewProfile{Name: "Fuzz"}); err != nil {
		t.Fatal(err)
	}
	p, err := c.read()
	if err != nil || p.Type != protocol.TypeProfile {
		t.Fatalf("new-profile: %+v, %v", p, err)
	}
	return p
}
