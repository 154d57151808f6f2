// Package onlinetest holds what tests that play through a real game
// server share: a Player, a client's connection and its table, that
// follows the room and checks every event with its mirror.
package onlinetest

import (
	"context"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
)

// Wait is how long a Player waits for a message before it fails, and
// what the online tests wait for a state: generous, for a machine busy
// with other work, since a wait that ends costs nothing of it.
const Wait = 2 * time.Minute

// Player is a client at a room: its session, and the session's table.
type Player struct {
	Session *client.Session
	Table   *client.Mirror
	// Created is the created message, for the player who made the room.
	Created protocol.Created
}

// Dial connects to the server at url (ws://host/online), sends first
// (create, join or hello) and returns once welcomed; an error answer
// fails the test.
func Dial(t testing.TB, url string, first protocol.Message) *Player {
	t.Helper()
	conn, err := client.Dial(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(conn.Close)
	s, err := client.Start(conn, games.All(), first)
	if err != nil {
		t.Fatalf("%s: %v", first.Type(), err)
	}
	return &Player{Session: s, Table: s.Mirror(), Created: s.Created}
}

// Next waits for the next message and takes it on the session; a drop is
// passed on as it is. A message that does not agree with the mirror, or
// none within Wait, is an error of the test (t.Error: Next may run on any
// goroutine), and Next returns a drop.
func (p *Player) Next(t testing.TB) client.Update {
	select {
	case m, ok := <-p.Session.Incoming():
		if !ok {
			t.Error("the connection is closed")
			return client.Update{Down: true}
		}
		u := p.Session.Take(m)
		if u.Broken != nil {
			t.Error(u.Broken)
		}
		return u
	case <-time.After(Wait):
		t.Errorf("no message in %v", Wait)
		return client.Update{Down: true}
	}
}

// CatchUp plays messages until the table has event n and, once the game
// is over, the end; a refused message fails the test. It reports whether
// it got there.
func (p *Player) CatchUp(t testing.TB, n int) bool {
	for p.Table.N < n || (p.Table.Over() && p.Table.End == nil) {
		if t.Failed() {
			return false
		}
		if e, ok := p.Next(t).Payload.(protocol.Error); ok {
			t.Errorf("refused: %s: %s", e.Code, e.Message)
		}
	}
	return true
}
