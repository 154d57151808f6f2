//go:build !js

package server_test

import (
	"strings"
	"testing"
	"time"

	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// TestPresenceAcrossServers: two servers share a PostgreSQL database.
// Ann, on one, follows Bob, on the other: she sees him online; when he
// plays there, she sees his room and can watch it through her own
// server; when he hides, and when his last connection closes, she sees
// him go; when he blocks her, she sees him no more, even back online;
// a block made on one server keeps them apart at a table on the other.
func TestPresenceAcrossServers(t *testing.T) {
	one, two, _ := lobbyServers(t, server.Config{Tick: lobbyTick})
	ann := dialRaw(t, one.url, nil)
	_, annID := ann.profile("Ann")
	p := pairQuick(t, two.url, two.url, "connectfour")
	bob, bobID := p.conns[0], p.ids[0]
	// Bob's playing reaches Ann as she follows him, or soon after: the
	// server two shares it from its own goroutine.
	playing := func(f protocol.FriendInfo) bool { return f.Online && f.Room == p.sat[0].table && f.Watch != "" }
	f := ann.friendsOf(protocol.Follow{Profile: bobID})
	if len(f.Following) != 1 || f.Following[0].Profile.ID != bobID {
		t.Fatalf("Ann, on the other server, follows %+v; want Bob", f.Following)
	}
	bobThere := f.Following[0]
	if !playing(bobThere) {
		bobThere = ann.presenceOf("Bob playing, on the other server", bobID, playing)
	}
	watcher := dialRaw(t, one.url, nil)
	watcher.send(protocol.Hello{Token: bobThere.Watch})
	if w := watcher.until(protocol.TypeWelcome); w.Room != p.sat[0].table {
		t.Errorf("the watch link shows room %s on the other server", w.Room)
	}

	sent := time.Now()
	bob.send(protocol.HideOnline{Hide: true})
	ann.presenceOf("Bob hidden, on the other server", bobID, isOffline)
	t.Logf("a presence changed on one server reached a follower on the other %v after it was sent", time.Since(sent))
	bob.send(protocol.HideOnline{})
	ann.presenceOf("Bob shown again", bobID, func(f protocol.FriendInfo) bool { return f.Online && f.Room == p.sat[0].table })
	bob.ws.CloseNow()
	ann.presenceOf("Bob gone", bobID, isOffline)

	bob = dialRaw(t, two.url, nil)
	bob.send(protocol.SignIn{Key: p.keys[0]})
	bob.until(protocol.TypeProfile)
	ann.presenceOf("Bob back", bobID, isOnline)
	bob.friendsOf(protocol.Block{Profile: annID})
	ann.presenceOf("Bob out of sight, blocking Ann", bobID, isOffline)
	if f := ann.friendsOf(protocol.WatchFriends{}); f.Following[0].Online {
		t.Errorf("Bob, blocking Ann, shows her %+v", f.Following[0])
	}
	bob.send(protocol.Open{Game: "kalah", Seats: []string{"you", "open"}})
	table := bob.until(protocol.TypeSeated).Table
	ann.send(protocol.Sit{Table: table.ID})
	if e := ann.until(protocol.TypeError); e.Code != "taken" {
		t.Errorf("Ann sits at the table of Bob, who blocks her, on the other server: %s %q", e.Code, e.Message)
	}
}

// TestPresenceCatchesUpAfterTheListenerDrops: a presence written on
// another server while this one's listener was down (here: written
// without its notification) reaches a follower here once the listener
// is back.
func TestPresenceCatchesUpAfterTheListenerDrops(t *testing.T) {
	one, two, url := lobbyServers(t, server.Config{Tick: lobbyTick})
	ann, bob := dialRaw(t, one.url, nil), dialRaw(t, two.url, nil)
	ann.profile("Ann")
	_, bobID := bob.profile("Bob")
	// Ann sees Bob online before he goes: on a busy machine the server
	// two may not have shared his signing in yet as she follows him, and
	// if it shares his going at once with it, nothing changed for her.
	if f := ann.friendsOf(protocol.Follow{Profile: bobID}); len(f.Following) != 1 || !f.Following[0].Online {
		ann.presenceOf("Bob online, on the other server", bobID, isOnline)
	}
	bob.ws.CloseNow()
	ann.presenceOf("Bob gone", bobID, isOffline)

	pg := pgConn(t, url)
	for _, stmt := range []string{
		`INSERT INTO processes (id, seen) VALUES ('ghost', now() + interval '1 minute')`,
		`INSERT INTO profile_presence (profile, process, online, room, game, watch, since) VALUES ($1, 'ghost', true, '', '', '', now())`,
		`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`,
	} {
		var args []any
		if strings.Contains(stmt, "$1") {
			args = append(args, bobID)
		}
		if _, err := pg.Exec(t.Context(), stmt, args...); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	ann.presenceOf("Bob online on a server heard of after the drop", bobID, isOnline)
}
