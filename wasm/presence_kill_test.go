package main

import (
	"context"
	"testing"
	"time"

	"parlor/game/online/client"
	"parlor/game/online/onlinetest"
	"parlor/game/online/postgres/pgtest"
)

// TestAKilledServersPlayersGoOffline: two real server processes share a
// PostgreSQL database, each taking the other for dead after a second
// unheard from (PARLOR_DEAD_AFTER). Ann, on server two, follows Bob, on
// server one, and sees him online; server one is killed with SIGKILL,
// which closes nothing: Ann is told that Bob is offline soon after (the
// wait is logged; within the dead time and a beat, give or take a busy
// machine), though no one told server two that he left.
func TestAKilledServersPlayersGoOffline(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server: not in -short")
	}
	t.Setenv("PARLOR_DEAD_AFTER", "1s") // the processes' environment: not beside the parallel tests
	db := pgtest.URL(t)
	bin := serverProgram.binary(t)
	addrs := []string{freeAddr(t), freeAddr(t)}
	one, _ := startServer(t, bin, addrs[0], db), startServer(t, bin, addrs[1], db)

	ctx, cancel := context.WithTimeout(context.Background(), onlinetest.Wait)
	defer cancel()
	bob, err := client.OpenLobby(ctx, "http://"+addrs[0], "", "Bob")
	if err != nil {
		t.Fatal(err)
	}
	defer bob.Close()
	ann, err := client.OpenLobby(ctx, "http://"+addrs[1], "", "Ann")
	if err != nil {
		t.Fatal(err)
	}
	defer ann.Close()
	if err := ann.Follow(bob.Me.ID); err != nil {
		t.Fatal(err)
	}
	bobIs := func(online bool) func() bool {
		return func() bool {
			f := ann.Following()
			return len(f) == 1 && f[0].Profile.ID == bob.Me.ID && f[0].Online == online
		}
	}
	take(t, ann, "Bob online, on the other server", bobIs(true))

	one.kill()
	killed := time.Now()
	take(t, ann, "Bob offline, his server killed", bobIs(false))
	t.Logf("a follower saw her friend offline %v after his server was killed (taken for dead after 1s)", time.Since(killed).Round(time.Millisecond))
}

// take takes l's messages until ok holds, failing the test, saying what
// it waited for, if it has not within onlinetest.Wait or the server
// refuses a message.
func take(t *testing.T, l *client.Lobby, what string, ok func() bool) {
	t.Helper()
	timeout := time.After(onlinetest.Wait)
	for !ok() {
		select {
		case m := <-l.Incoming():
			if u := l.Take(m); u.Refused != nil {
				t.Fatalf("waiting for %s: %s %s", what, u.Refused.Code, u.Refused.Message)
			}
		case <-timeout:
			t.Fatalf("waited %v for %s: following %+v", onlinetest.Wait, what, l.Following())
		}
	}
}
