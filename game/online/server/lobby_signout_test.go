//go:build !js

package server_test

import (
	"errors"
	"testing"
	"time"

	"github.com/coder/websocket"

	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// TestSignOutEverywhereAcrossServers: two servers share a PostgreSQL
// database. Ann plays Bob in a room on server two, on the connection
// she signed in on there; signed in on server one too, she signs out
// everywhere there: her connection on server two closes (policy
// violation), as a dropped one does — Bob sees her seat offline and the
// game goes on, her seat held — and her old key signs in on neither
// server, her new one on both.
func TestSignOutEverywhereAcrossServers(t *testing.T) {
	one, two, _ := lobbyServers(t, server.Config{Tick: lobbyTick})
	p := pairQuick(t, two.url, two.url, "connectfour")
	there, key, id := p.conns[0], p.keys[0], p.ids[0]
	home := dialRaw(t, one.url, nil)
	home.send(protocol.SignIn{Key: key})
	home.until(protocol.TypeProfile)

	home.send(protocol.SignOutEverywhere{})
	fresh := home.until(protocol.TypeProfile).Key
	if fresh == "" || fresh == key {
		t.Fatalf("sign-out-everywhere gave key %q", fresh)
	}
	closedFor(t, there, "Ann's connection on the other server")
	p.conns[1].await("Ann's seat offline", func(m wireMessage) bool {
		return m.Type == protocol.TypeSeats && !m.Players[p.seats[0]].Online && m.Players[p.seats[0]].Profile == id
	})
	for _, r := range []*running{one, two} {
		if signsIn(t, r, key, id) {
			t.Errorf("the key signed out signs in on %s", r.url)
		}
		if !signsIn(t, r, fresh, id) {
			t.Errorf("the new key does not sign in on %s", r.url)
		}
	}
	back := dialRaw(t, two.url, nil)
	back.send(protocol.Hello{Token: p.sat[0].token})
	if w := back.until(protocol.TypeWelcome); w.Seat == nil || *w.Seat != p.seats[0] {
		t.Errorf("Ann's seat token, back on server two, welcomes her to seat %v; want her seat %d, held", w.Seat, p.seats[0])
	}
	home.send(protocol.Whois{Profile: id})
	home.until(protocol.TypeProfile) // the connection that signed out everywhere stays
}

// TestSignOutEverywhereCatchesUpAfterTheListenerDrops: a profile signed
// out everywhere while this server's listener was down (here: its key
// changed without the notification) has the connection signed in here
// with its old key closed once the listener is back.
func TestSignOutEverywhereCatchesUpAfterTheListenerDrops(t *testing.T) {
	one, _, url := lobbyServers(t, server.Config{Tick: lobbyTick})
	ann := dialRaw(t, one.url, nil)
	_, id := ann.profile("Ann")
	bystander := dialRaw(t, one.url, nil)
	bystander.profile("Bo")

	pg := pgConn(t, url)
	for _, stmt := range []string{
		`UPDATE profiles SET key_hash = 'signed out elsewhere' WHERE id = '` + id + `'`,
		`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
	} {
		if _, err := pg.Exec(t.Context(), stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	closedFor(t, ann, "Ann's connection, signed in with her old key")
	bystander.send(protocol.Whois{Profile: id})
	bystander.until(protocol.TypeProfile) // still open
}

// closedFor waits until c, named what, is closed by the server for a
// policy violation, passing over the messages sent before.
func closedFor(t *testing.T, c *raw, what string) {
	t.Helper()
	end := time.Now().Add(patience)
	for {
		m, err := c.readBefore(end)
		if err == nil {
			continue
		}
		var ce websocket.CloseError
		if !errors.As(err, &ce) || ce.Code != websocket.StatusPolicyViolation {
			t.Fatalf("%s: %v, the last message %+v; want closed with %d", what, err, m, websocket.StatusPolicyViolation)
		}
		return
	}
}
