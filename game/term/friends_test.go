//go:build !js

package term_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"parlor/game/online/client"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/term"
)

// TestFriendsListsThemWithPresence: -friends prints "you follow no one
// yet", then each profile followed, online or offline, and the game it
// plays with the link that watches it; and how many follow the device's
// profile. Without a profile kept it says so and ends with status 1.
func TestFriendsListsThemWithPresence(t *testing.T) {
	site := lobbyServer(t)
	keys := term.Keys{Dir: t.TempDir()}
	list := func(want ...string) {
		t.Helper()
		var out strings.Builder
		if err := term.Friends(keys, site, nil, &out); err != nil {
			t.Fatal(err)
		}
		if got := out.String(); got != strings.Join(want, "\n")+"\n" {
			t.Errorf("-friends:\n%s\nwant\n%s", got, strings.Join(want, "\n"))
		}
	}
	var out strings.Builder
	if err := term.Friends(keys, site, nil, &out); !errors.Is(err, term.ExitStatus(1)) || out.String() != "no profile for "+site+": play a quick game first\n" {
		t.Errorf("-friends without a profile: %v, output\n%s", err, out.String())
	}
	ann, err := client.OpenLobby(context.Background(), site, "", "Ann")
	if err != nil {
		t.Fatal(err)
	}
	defer ann.Close()
	if err := keys.Store(site, ann.Key); err != nil {
		t.Fatal(err)
	}
	list("you follow no one yet", "followed by 0 profiles")
	bob, err := client.OpenLobby(context.Background(), site, "", "Bob")
	if err != nil {
		t.Fatal(err)
	}
	for _, follow := range []func() error{func() error { return ann.Follow(bob.Me.ID) }, func() error { return bob.Follow(ann.Me.ID) }} {
		if err := follow(); err != nil {
			t.Fatal(err)
		}
	}
	for _, l := range []*client.Lobby{ann, bob} {
		waitFriends(t, l)
	}
	list("Bob  online", "followed by 1 profile")
	bob.Close()
	deadline := time.Now().Add(onlinetest.Wait)
	for {
		var out strings.Builder
		if err := term.Friends(keys, site, nil, &out); err != nil {
			t.Fatal(err)
		}
		if out.String() == "Bob  offline\nfollowed by 1 profile\n" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("-friends once Bob left:\n%s", out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := term.Friends(keys, site, []string{"extra"}, &out); err == nil {
		t.Error("-friends URL extra: no error")
	}
}

// waitFriends gives l its connection's messages until the friends come.
func waitFriends(t *testing.T, l *client.Lobby) {
	t.Helper()
	for {
		select {
		case m := <-l.Incoming():
			u := l.Take(m)
			if u.Refused != nil {
				t.Fatal(u.Refused)
			}
			if _, ok := u.Payload.(protocol.FriendsList); ok {
				return
			}
		case <-time.After(onlinetest.Wait):
			t.Fatal("the friends never came")
		}
	}
}
