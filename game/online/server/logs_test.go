//go:build !js

package server_test

import (
	"bytes"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"io"
	"log/slog"
	mathrand "math/rand/v2"
	"strings"
	"sync"
	"testing"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
)

// logBuffer is a log's text, written by the server's goroutines and
// read by the test.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// secrets are the secrets a test session was issued, each with where it
// came from.
type secrets map[string]string

// add keeps secret s, from where; "" is none.
func (k secrets) add(where string, s ...string) {
	for _, v := range s {
		if v != "" {
			k[v] = where
		}
	}
}

// addMap keeps the secrets of a created message's map.
func (k secrets) addMap(where string, m map[int]string) {
	for _, v := range m {
		k.add(where, v)
	}
}

// session plays a whole online session through the server at url: a
// profile made and signed in again by its key, a room made with an
// invite, joined by it, watched, its game played to the end, a seat
// back by its token, the rooms listed by tokens, an invite peeked at
// and a link that finds nothing. It returns every secret the clients
// were given, and sent.
func session(t *testing.T, url string) secrets {
	k := secrets{}

	lobby := dialRaw(t, url, nil)
	key, _ := lobby.profile("Ann")
	k.add("a profile's key", key)
	again := dialRaw(t, url, nil)
	again.send(protocol.SignIn{Key: key})
	if m := again.until(protocol.TypeProfile); m.Profile == nil || m.Profile.Name != "Ann" {
		t.Fatalf("signing in by the key: %+v", m)
	}

	g := games.All()[0].Defaults().String()
	a := onlinetest.Dial(t, url, protocol.Create{Game: g, Seats: []string{online.SeatYou, online.SeatInvite}})
	k.addMap("created's seat tokens", a.Created.Tokens)
	k.addMap("created's invites", a.Created.Invites)
	k.add("created's watch token", a.Created.Watch, a.Table.Token, a.Table.Watch)
	b := onlinetest.Dial(t, url, protocol.Join{Invite: a.Created.Invites[1]})
	k.add("a seat's token taken by its invite", b.Table.Token)
	w := onlinetest.Dial(t, url, protocol.Hello{Token: a.Created.Watch})
	k.add("a spectator's welcome", w.Table.Token, w.Table.Watch)

	other := dialRaw(t, url, nil)
	made := other.create(g, online.SeatYou, online.SeatInvite)
	k.addMap("created's seat tokens", made.Tokens)
	k.addMap("created's invites", made.Invites)
	k.add("created's watch token", made.Watch)
	peek := dialRaw(t, url, nil)
	peek.send(protocol.Peek{Invite: made.Invites[1]})
	peek.until(protocol.TypeRoom)

	playToTheEnd(t, mathrand.New(mathrand.NewPCG(7, 8)), []*onlinetest.Player{a, b}, w)

	b.Session.Close()
	back := onlinetest.Dial(t, url, protocol.Hello{Token: b.Table.Token})
	k.add("a seat's token, back", back.Table.Token)

	list := dialRaw(t, url, nil)
	list.send(protocol.List{Tokens: []string{a.Table.Token, b.Table.Token, made.Tokens[0]}})
	rooms := list.until(protocol.TypeRooms)
	for _, r := range rooms.Rooms {
		k.add("a listing's token", r.Token)
	}

	stranger := dialRaw(t, url, nil)
	bogus := randomToken(t)
	k.add("a link that finds nothing", bogus)
	stranger.send(protocol.Hello{Token: bogus})
	if m := stranger.until(protocol.TypeError); m.Code != online.ErrBadToken {
		t.Fatalf("hello with a stranger's token: %s", m.Code)
	}

	for _, p := range []*onlinetest.Player{a, w, back} {
		p.Session.Close()
	}
	for _, c := range []*raw{lobby, again, other, peek, list, stranger} {
		c.ws.CloseNow()
	}
	return k
}

// randomToken is a token no room has, shaped as the server's are.
func randomToken(t *testing.T) string {
	b := make([]byte, 16)
	if _, err := io.ReadFull(rand.Reader, b); err != nil {
		t.Fatal(err)
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// TestLogsKeepNoSecret runs a whole online session with the server's log
// in a buffer, as text and as JSON, at the debug level: the log has its
// lines (connections opened, entering rooms and closed, rooms made and
// ended), and not one of the secrets the clients were issued or sent —
// seat tokens, invites, the spectators' tokens, a profile's key.
func TestLogsKeepNoSecret(t *testing.T) {
	formats := []struct {
		name    string
		handler func(io.Writer, *slog.HandlerOptions) slog.Handler
	}{
		{"text", func(w io.Writer, o *slog.HandlerOptions) slog.Handler { return slog.NewTextHandler(w, o) }},
		{"json", func(w io.Writer, o *slog.HandlerOptions) slog.Handler { return slog.NewJSONHandler(w, o) }},
	}
	for _, f := range formats {
		t.Run(f.name, func(t *testing.T) {
			var buf logBuffer
			c := fast
			c.Log = slog.New(f.handler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))
			c.Logf = nil // the server's failures in the log too
			srv := start(t, c, "")
			k := session(t, srv.url)
			if len(k) < 9 { // a key, two rooms' seat tokens, invites and watch tokens, a seat taken, a stranger's
				t.Fatalf("the session was issued %d secrets", len(k))
			}
			opened := func() int { return strings.Count(buf.String(), "connection opened") }
			waitFor(t, "a line for every connection closed", func() bool {
				return strings.Count(buf.String(), "connection closed") == opened()
			})
			log := buf.String()
			for _, line := range []string{"connection opened", "connection entered a room", "connection closed", "room made", "room ended", "room loaded"} {
				if !strings.Contains(log, line) {
					t.Errorf("the log has no %q line", line)
				}
			}
			if n := opened(); n < 10 {
				t.Errorf("the log has %d connections opened", n)
			}
			for s, where := range k {
				if strings.Contains(log, s) {
					t.Errorf("the log has a secret (%s): %q", where, s)
				}
			}
			if f.name == "json" {
				for _, line := range strings.Split(strings.TrimSpace(log), "\n") {
					if !json.Valid([]byte(line)) {
						t.Errorf("a line of the JSON log is not JSON: %s", line)
					}
				}
			}
			if t.Failed() {
				t.Logf("the log:\n%s", log)
			}
		})
	}
}
