//go:build !js

package server_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
)

// TestRecoveryCodes: ten codes, shown once; each signs in once, on
// another browser, as typed or in capitals without hyphens, giving it a
// key of its own; asking again replaces them. A few tries a minute from
// one address, right or wrong. On SQLite and PostgreSQL, and no code is
// logged.
func TestRecoveryCodes(t *testing.T) {
	onKeyStores(t, func(t *testing.T, r *running, l *logs) {
		home := dialRaw(t, r.url, nil)
		_, id := home.profile("Ann")
		home.send(protocol.NewRecoveryCodes{})
		var codes []string
		if err := json.Unmarshal(home.until(protocol.TypeRecoveryCodes).Codes, &codes); err != nil || len(codes) != 10 {
			t.Fatalf("recovery-codes: %v, %v", codes, err)
		}
		seen := map[string]bool{}
		for _, c := range codes {
			if len(c) != 14 || seen[c] {
				t.Errorf("a recovery code %q: 12 characters in three groups, each its own", c)
			}
			seen[c] = true
		}
		home.send(protocol.ListPasskeys{})
		if m := home.until(protocol.TypePasskeys); string(m.Codes) != "10" {
			t.Errorf("codes left: %s, want 10", m.Codes)
		}
		other := dialRaw(t, r.url, nil)
		for _, code := range []string{codes[0], strings.ToUpper(strings.ReplaceAll(codes[1], "-", ""))} {
			other.send(protocol.Recover{Code: code})
			p := other.until(protocol.TypeProfile)
			if p.Profile.ID != id || p.Key == "" || !signsIn(t, r, p.Key, id) {
				t.Errorf("recover: %+v", p)
			}
		}
		other.refused(protocol.Recover{Code: codes[0]}, online.ErrBadToken)
		home.send(protocol.NewRecoveryCodes{})
		home.until(protocol.TypeRecoveryCodes)
		other.refused(protocol.Recover{Code: codes[2]}, online.ErrBadToken) // replaced
		other.refused(protocol.Recover{Code: "abcd-efgh-jkmn"}, online.ErrBadToken)
		other.refused(protocol.Recover{Code: codes[3]}, online.ErrRate) // the sixth try in a minute
		noSecrets(t, l.String(), codes...)
	})
}

// TestSignOutEverywhere: the profile gets a new key; neither its old key
// nor a browser's key (a passkey's, a code's) signs in any more, and the
// connections signed in with them close; the new key signs in, and so
// does the passkey, which gives a new browser a key again.
func TestSignOutEverywhere(t *testing.T) {
	onKeyStores(t, func(t *testing.T, r *running, l *logs) {
		home := dialRaw(t, r.url, nil)
		key, id := home.profile("Ann")
		phone := newAuthenticator(t, origin, 1)
		home.addPasskey(phone, "Phone")
		there := dialRaw(t, r.url, nil)
		browser := there.passkeySignIn(phone).Key
		again := dialRaw(t, r.url, nil)
		again.send(protocol.SignIn{Key: key})
		again.until(protocol.TypeProfile)
		bystander := dialRaw(t, r.url, nil)
		bystander.profile("Bo")

		home.send(protocol.SignOutEverywhere{})
		p := home.until(protocol.TypeProfile)
		if p.Key == "" || p.Key == key || p.Profile.ID != id {
			t.Fatalf("sign-out-everywhere: %+v", p)
		}
		for name, c := range map[string]*raw{"the passkey's browser": there, "another of the old key": again} {
			if m, err := c.read(); err == nil {
				t.Errorf("%s stays open: %+v", name, m)
			}
		}
		for _, k := range []string{key, browser} {
			if signsIn(t, r, k, id) {
				t.Errorf("a key signed out signs in")
			}
		}
		if !signsIn(t, r, p.Key, id) {
			t.Errorf("the new key does not sign in")
		}
		dialRaw(t, r.url, nil).passkeySignIn(phone)
		bystander.send(protocol.Whois{Profile: id})
		bystander.until(protocol.TypeProfile) // still open
		noSecrets(t, l.String(), key, browser, p.Key)
	})
}

// takeUntil takes l's messages until ok accepts the update of one, and
// returns it; a refusal fails the test.
func takeUntil(t *testing.T, l *client.Lobby, what string, ok func(client.LobbyUpdate) bool) client.LobbyUpdate {
	t.Helper()
	timeout := time.After(patience)
	for {
		select {
		case m := <-l.Incoming():
			u := l.Take(m)
			if u.Refused != nil {
				t.Fatalf("waiting for %s: %s %s", what, u.Refused.Code, u.Refused.Message)
			}
			if ok(u) {
				return u
			}
		case <-timeout:
			t.Fatalf("no %s", what)
		}
	}
}

// TestTheClientsKeys: a Lobby asks for recovery codes, a code gives
// another device a key (client.RecoveredKey), and signing out everywhere
// gives the Lobby its new key, which it signs in with again after a drop
// (the server's silence is short here: it drops the connection soon).
func TestTheClientsKeys(t *testing.T) {
	var logged logs
	cfg := keysConfig(&logged)
	cfg.Silence = 2 * time.Second
	r := start(t, cfg, "")
	site := "http" + strings.TrimSuffix(strings.TrimPrefix(r.url, "ws"), "/online") + "/"
	l, err := client.OpenLobby(t.Context(), site, "", "Ann")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	first := l.Key
	if err := l.NewRecoveryCodes(); err != nil {
		t.Fatal(err)
	}
	u := takeUntil(t, l, "recovery-codes", func(u client.LobbyUpdate) bool { _, ok := u.Payload.(protocol.RecoveryCodes); return ok })
	codes := u.Payload.(protocol.RecoveryCodes).Codes
	other, err := client.RecoveredKey(t.Context(), site, codes[0])
	if err != nil || other == "" || other == first {
		t.Fatalf("RecoveredKey = %q, %v", other, err)
	}
	if _, err := client.RecoveredKey(t.Context(), site, codes[0]); err == nil {
		t.Error("a recovery code spent gave a key again")
	}
	if err := l.SignOutEverywhere(); err != nil {
		t.Fatal(err)
	}
	takeUntil(t, l, "the new key", func(client.LobbyUpdate) bool { return l.Key != first })
	if signsIn(t, r, first, l.Me.ID) || signsIn(t, r, other, l.Me.ID) {
		t.Error("a key signed out signs in")
	}
	takeUntil(t, l, "the drop", func(u client.LobbyUpdate) bool { return u.Down })
	takeUntil(t, l, "signing in again", func(u client.LobbyUpdate) bool { _, ok := u.Payload.(protocol.ProfilePage); return ok })
}
