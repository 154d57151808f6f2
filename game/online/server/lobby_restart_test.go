//go:build !js

package server_test

import (
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/server"
)

// TestASitterBackOnARestartedServerIsToldHerTableStarted: a seeker on one
// server of two is seated; her server stops (it models a process killed
// and started again: the new Server shares nothing with the old but the
// database, which keeps her seat) and a new one takes its place; she
// signs in on it at once, before its lobby's first tick (its tick is an
// hour here, so that "at once" holds on a busy machine too) and without
// waiting for it to listen to the store's changes; a seeker on the other
// server fills her table. She is told that it started, and her seat's
// token finds its room.
func TestASitterBackOnARestartedServerIsToldHerTableStarted(t *testing.T) {
	url := pgtest.URL(t)
	one, two := startShared(t, server.Config{Tick: lobbyTick}, url), startShared(t, server.Config{Tick: lobbyTick}, url)
	listening(t, url, listening(t, url))
	her := dialRaw(t, one.url, nil)
	key, id := her.profile("Sitter")
	her.send(online.ClientMessage{Type: online.TypeQuick, Game: "yote"})
	seated := her.until(online.TypeSeated)
	table := seated.Table.ID
	one.stop()

	again := startShared(t, server.Config{Tick: time.Hour}, url)
	back := dialRaw(t, again.url, nil)
	back.send(online.ClientMessage{Type: online.TypeProfile, Key: key})
	if p := back.until(online.TypeProfile); p.Profile == nil || p.Profile.ID != id {
		t.Fatalf("signing in again: %+v", p)
	}

	other := dialRaw(t, two.url, nil)
	other.profile("Other")
	other.send(online.ClientMessage{Type: online.TypeQuick, Game: "yote"})
	if s := other.until(online.TypeSeated); s.Table.ID != table {
		t.Fatalf("the other seeker sits at %s, not at the sitter's %s", s.Table.ID, table)
	}
	back.await("her table started", func(m online.ServerMessage) bool {
		return m.Type == online.TypeTable && m.Table.ID == table && m.Table.Closed && m.Table.Room == table
	})
	back.send(online.ClientMessage{Type: online.TypeHello, Token: seated.Token})
	if w := back.until(online.TypeWelcome); w.Room != table {
		t.Errorf("her token finds room %s, not %s", w.Room, table)
	}
}
