//go:build !js

package server_test

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/onlinetest"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// origin is the page's origin in these tests: passkeys need a domain
// name, and localhost is one.
const origin = "http://localhost:8080"

// keyStores are the stores the passkeys' tests run on.
var keyStores = []struct {
	name string
	open func(t *testing.T, c server.Config) *running
}{
	{"sqlite", func(t *testing.T, c server.Config) *running { return start(t, c, "") }},
	{"postgres", func(t *testing.T, c server.Config) *running { return startShared(t, c, pgtest.URL(t)) }},
}

// logs collects what a server logs, both ways it does, to check that
// no secret is in it.
type logs struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logs) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logs) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// onKeyStores runs test on a server of keysConfig on each of keyStores,
// with what it logs.
func onKeyStores(t *testing.T, test func(t *testing.T, r *running, l *logs)) {
	for _, st := range keyStores {
		t.Run(st.name, func(t *testing.T) {
			var l logs
			test(t, st.open(t, keysConfig(&l)), &l)
		})
	}
}

// keysConfig is a server's configuration for passkeys on localhost,
// logging to l.
func keysConfig(l *logs) server.Config {
	return server.Config{RPID: "localhost", RPOrigins: []string{origin},
		Log:  slog.New(slog.NewTextHandler(l, &slog.HandlerOptions{Level: slog.LevelDebug})),
		Logf: func(format string, args ...any) { fmt.Fprintf(l, format+"\n", args...) }}
}

// options begins a ceremony of purpose on c and returns the browser's
// options.
func (c *raw) options(purpose string) json.RawMessage {
	c.t.Helper()
	c.send(protocol.PasskeyOptions{Purpose: purpose})
	m := c.until(protocol.TypePasskeyOptions)
	if m.Purpose != purpose || len(m.Options) == 0 {
		c.t.Fatalf("passkey-options %s: %+v", purpose, m)
	}
	return m.Options
}

// addPasskey adds a's credential to c's profile, named name.
func (c *raw) addPasskey(a *authenticator, name string) []protocol.PasskeyInfo {
	c.t.Helper()
	c.send(protocol.AddPasskey{Name: name, Credential: protocol.JSONObject(a.create(c.options(protocol.PurposeAdd)))})
	m := c.await("passkeys", func(m wireMessage) bool { return m.Type == protocol.TypePasskeys || m.Type == protocol.TypeError })
	if m.Type != protocol.TypePasskeys {
		c.t.Fatalf("add-passkey: %s %s", m.Code, m.Message)
	}
	return m.Passkeys
}

// passkeySignIn signs c in with a's credential and returns the profile's
// page (its key the browser's own).
func (c *raw) passkeySignIn(a *authenticator) wireMessage {
	c.t.Helper()
	c.send(protocol.PasskeySignIn{Credential: protocol.JSONObject(a.get(c.options(protocol.PurposeSignIn)))})
	m := c.await("profile", func(m wireMessage) bool { return m.Type == protocol.TypeProfile || m.Type == protocol.TypeError })
	if m.Type != protocol.TypeProfile || m.Key == "" || m.Profile == nil {
		c.t.Fatalf("sign in with a passkey: %+v", m)
	}
	return m
}

// signsIn reports whether key signs a new connection in as profile id.
func signsIn(t *testing.T, r *running, key, id string) bool {
	t.Helper()
	c := dialRaw(t, r.url, nil)
	c.send(protocol.SignIn{Key: key})
	m := c.await("the answer to profile", func(m wireMessage) bool { return m.Type == protocol.TypeProfile || m.Type == protocol.TypeError })
	return m.Type == protocol.TypeProfile && m.Profile.ID == id
}

// TestPasskeys: a passkey added on one browser signs in on another (a new
// connection with no key), as its profile, again and again as its
// counter goes up, and the key that browser gets signs in after; several
// passkeys a profile, each named, listed, and removed; one removed signs
// in no more. On SQLite and PostgreSQL, and nothing secret is logged.
func TestPasskeys(t *testing.T) {
	onKeyStores(t, func(t *testing.T, r *running, l *logs) {
		home := dialRaw(t, r.url, nil)
		key, id := home.profile("Ann")
		phone, laptop := newAuthenticator(t, origin, 1), newAuthenticator(t, origin, 0)
		if ks := home.addPasskey(phone, "Phone"); len(ks) != 1 || ks[0].Name != "Phone" || ks[0].ID != b64.EncodeToString(phone.id) || ks[0].Used != 0 {
			t.Fatalf("passkeys after adding one: %+v", ks)
		}
		if ks := home.addPasskey(laptop, "Laptop"); len(ks) != 2 || ks[0].Name != "Phone" || ks[1].Name != "Laptop" {
			t.Fatalf("passkeys after adding two: %+v", ks)
		}
		var keys []string
		for i, a := range []*authenticator{phone, laptop, phone, laptop} {
			other := dialRaw(t, r.url, nil)
			p := other.passkeySignIn(a)
			if p.Profile.ID != id || p.Key == key || p.Profile.Name != "Ann" {
				t.Fatalf("sign-in %d with a passkey: %+v", i, p)
			}
			keys = append(keys, p.Key)
		}
		for _, k := range append(keys, key) {
			if !signsIn(t, r, k, id) {
				t.Errorf("a key of the profile does not sign in")
			}
		}
		home.send(protocol.ListPasskeys{})
		m := home.until(protocol.TypePasskeys)
		if len(m.Passkeys) != 2 || m.Passkeys[0].Used == 0 || string(m.Codes) != "0" {
			t.Errorf("passkeys after using them: %+v, codes %s", m.Passkeys, m.Codes)
		}
		home.send(protocol.RemovePasskey{ID: b64.EncodeToString(phone.id)})
		if m := home.until(protocol.TypePasskeys); len(m.Passkeys) != 1 || m.Passkeys[0].Name != "Laptop" {
			t.Errorf("passkeys after removing one: %+v", m.Passkeys)
		}
		home.refused(protocol.RemovePasskey{ID: b64.EncodeToString(phone.id)}, online.ErrBadToken)
		other := dialRaw(t, r.url, nil)
		other.send(protocol.PasskeySignIn{Credential: protocol.JSONObject(phone.get(other.options(protocol.PurposeSignIn)))})
		if e := other.until(protocol.TypeError); e.Code != online.ErrPasskey {
			t.Errorf("sign-in with a passkey removed: %s %s", e.Code, e.Message)
		}
		noSecrets(t, l.String(), append(keys, key)...)
	})
}

// noSecrets fails if the log holds any of these secrets.
func noSecrets(t *testing.T, log string, secrets ...string) {
	t.Helper()
	for _, s := range secrets {
		if s != "" && strings.Contains(log, s) {
			t.Errorf("the log holds a secret %q", s)
		}
	}
}

// TestPasskeyAbuse: every proof that does not hold is refused with
// passkey and a reason, signs no one in and adds nothing: a wrong
// origin, a wrong relying party, a replayed assertion (with its own
// challenge, or a new one), a cloned authenticator (its counter going
// back), another profile's credential, a tampered signature or
// attestation or client data, a challenge never given, of the other
// ceremony, or given to another profile. Nothing of it is logged.
func TestPasskeyAbuse(t *testing.T) {
	var l logs
	r := start(t, keysConfig(&l), "")
	home := dialRaw(t, r.url, nil)
	annKey, annID := home.profile("Ann")
	ann := newAuthenticator(t, origin, 1)
	home.addPasskey(ann, "Phone")
	bo := dialRaw(t, r.url, nil)
	_, boID := bo.profile("Bo")
	bos := newAuthenticator(t, origin, 1)
	bo.addPasskey(bos, "Bo's")

	var challenges []string
	signIn := func(c *raw, cred func(options json.RawMessage) json.RawMessage) wireMessage {
		t.Helper()
		o := c.options(protocol.PurposeSignIn)
		var ro requestOptions
		json.Unmarshal(o, &ro)
		challenges = append(challenges, ro.Challenge)
		c.send(protocol.PasskeySignIn{Credential: protocol.JSONObject(cred(o))})
		return c.await("the answer to passkey", func(m wireMessage) bool { return m.Type == protocol.TypeProfile || m.Type == protocol.TypeError })
	}
	refusedSignIn := func(what string, cred func(options json.RawMessage) json.RawMessage) {
		t.Helper()
		c := dialRaw(t, r.url, nil)
		if m := signIn(c, cred); m.Type != protocol.TypeError || m.Code != online.ErrPasskey {
			t.Errorf("%s: answered %s %s (%s), want %s", what, m.Type, m.Code, m.Message, online.ErrPasskey)
		} else {
			t.Logf("%s: %s", what, m.Message)
		}
	}
	with := func(change func(a *authenticator)) func(json.RawMessage) json.RawMessage {
		return func(o json.RawMessage) json.RawMessage {
			a := ann.clone()
			change(a)
			return a.get(o)
		}
	}
	refusedSignIn("a wrong origin", with(func(a *authenticator) { a.origin = "https://evil.example" }))
	refusedSignIn("a wrong relying party", with(func(a *authenticator) { a.rpID = "evil.example" }))
	refusedSignIn("another profile's credential", with(func(a *authenticator) { a.user = []byte(boID) }))
	refusedSignIn("a credential unknown", func(o json.RawMessage) json.RawMessage {
		a := newAuthenticator(t, origin, 1)
		a.user = []byte(annID)
		return a.get(o)
	})
	refusedSignIn("a tampered signature", func(o json.RawMessage) json.RawMessage {
		return tamper(t, ann.clone().get(o), "signature")
	})
	refusedSignIn("tampered client data", func(o json.RawMessage) json.RawMessage {
		return tamper(t, ann.clone().get(o), "clientDataJSON")
	})

	// A replay: the assertion that signed in once, again, with the
	// challenge it answered (spent) and with a new one.
	first := dialRaw(t, r.url, nil)
	var used json.RawMessage
	if m := signIn(first, func(o json.RawMessage) json.RawMessage { used = ann.get(o); return used }); m.Type != protocol.TypeProfile || m.Profile.ID != annID {
		t.Fatalf("sign in with ann's passkey: %+v", m)
	}
	first.refused(protocol.PasskeySignIn{Credential: protocol.JSONObject(used)}, online.ErrPasskey)
	refusedSignIn("a replayed assertion", func(json.RawMessage) json.RawMessage { return used })
	// A clone: the same credential and counter, used after the original.
	clone := ann.clone()
	if m := signIn(dialRaw(t, r.url, nil), func(o json.RawMessage) json.RawMessage { return ann.get(o) }); m.Type != protocol.TypeProfile {
		t.Fatalf("sign in with ann's passkey: %+v", m)
	}
	refusedSignIn("a cloned authenticator", func(o json.RawMessage) json.RawMessage { return clone.get(o) })

	// Registration: a challenge of the other ceremony, none, another
	// profile's, a tampered attestation, a wrong origin or party.
	home.send(protocol.PasskeyOptions{Purpose: protocol.PurposeSignIn})
	o := home.until(protocol.TypePasskeyOptions).Options
	home.refused(protocol.AddPasskey{Name: "X", Credential: protocol.JSONObject(newAuthenticator(t, origin, 1).create(o))}, online.ErrPasskey)
	home.refused(protocol.AddPasskey{Name: "X", Credential: protocol.JSONObject(newAuthenticator(t, origin, 1).create(o))}, online.ErrPasskey)
	switcher := dialRaw(t, r.url, nil)
	switcher.profile("Cy")
	o = switcher.options(protocol.PurposeAdd)
	switcher.send(protocol.SignIn{Key: annKey}) // Ann now, on the connection Cy began with
	switcher.until(protocol.TypeProfile)
	switcher.refused(protocol.AddPasskey{Name: "X", Credential: protocol.JSONObject(newAuthenticator(t, origin, 1).create(o))}, online.ErrPasskey)
	for _, c := range []struct {
		what   string
		change func(a *authenticator)
		field  string // tampered, if not ""
	}{
		{"a wrong origin", func(a *authenticator) { a.origin = "https://evil.example" }, ""},
		{"a wrong relying party", func(a *authenticator) { a.rpID = "evil.example" }, ""},
		{"a tampered attestation", func(*authenticator) {}, "attestationObject"},
		{"tampered client data", func(*authenticator) {}, "clientDataJSON"},
	} {
		a := newAuthenticator(t, origin, 1)
		c.change(a)
		cred := a.create(home.options(protocol.PurposeAdd))
		if c.field != "" {
			cred = tamper(t, cred, c.field)
		}
		if e := home.refused(protocol.AddPasskey{Name: "X", Credential: protocol.JSONObject(cred)}, online.ErrPasskey); e.Code == online.ErrPasskey {
			t.Logf("add-passkey with %s: %s", c.what, e.Message)
		}
	}
	home.send(protocol.ListPasskeys{})
	if m := home.until(protocol.TypePasskeys); len(m.Passkeys) != 1 {
		t.Errorf("passkeys after the refusals: %+v", m.Passkeys)
	}
	noSecrets(t, l.String(), challenges...)
}

// tamper flips a bit in field of a credential's response: in the middle
// of it; in the client data, in its challenge; in an attestation object,
// in its authenticator data's hash of the relying party (with "none"
// attestation nothing signs the rest: that is what "none" means).
func tamper(t *testing.T, cred json.RawMessage, field string) json.RawMessage {
	t.Helper()
	var c map[string]any
	if err := json.Unmarshal(cred, &c); err != nil {
		t.Fatal(err)
	}
	resp := c["response"].(map[string]any)
	b, err := base64.RawURLEncoding.DecodeString(resp[field].(string))
	if err != nil {
		t.Fatal(err)
	}
	at := len(b) / 2
	switch field {
	case "attestationObject":
		at = attestedRPHash + 5
	case "clientDataJSON":
		at = len(`{"challenge":"`) + 5 // the keys are in order: in the challenge
	}
	b[at] ^= 0x10
	resp[field] = base64.RawURLEncoding.EncodeToString(b)
	out, err := json.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestNoPasskeys: a server without a relying party, or with an IP
// address as one, takes no passkeys, and says why; the recovery codes
// work on it all the same.
func TestNoPasskeys(t *testing.T) {
	for _, c := range []struct {
		rpID, why string
	}{
		{"", "no relying party"},
		{"127.0.0.1", "IP address"},
		{"[::1]", "IP address"},
	} {
		t.Run(c.rpID, func(t *testing.T) {
			var l logs
			cfg := keysConfig(&l)
			cfg.RPID = c.rpID
			r := start(t, cfg, "")
			home := dialRaw(t, r.url, nil)
			home.profile("Ann")
			for _, purpose := range []string{protocol.PurposeAdd, protocol.PurposeSignIn} {
				e := home.refused(protocol.PasskeyOptions{Purpose: purpose}, online.ErrNoPasskeys)
				if !strings.Contains(e.Message, c.why) {
					t.Errorf("passkey-options %s: %q does not say %q", purpose, e.Message, c.why)
				}
			}
			home.refused(protocol.PasskeySignIn{Credential: protocol.JSONObject(`{"id":"x"}`)}, online.ErrPasskey)
			if c.rpID != "" && !strings.Contains(l.String(), "IP address") {
				t.Errorf("the log does not say why passkeys are off: %s", l.String())
			}
			home.send(protocol.NewRecoveryCodes{})
			home.until(protocol.TypeRecoveryCodes)
		})
	}
}

// TestKeysNeedAProfile: the messages of a profile's keys need one signed
// in; a passkey's sign-in and a recovery code do not.
func TestKeysNeedAProfile(t *testing.T) {
	var l logs
	r := start(t, keysConfig(&l), "")
	c := dialRaw(t, r.url, nil)
	for _, m := range []protocol.Message{
		protocol.PasskeyOptions{Purpose: protocol.PurposeAdd},
		protocol.AddPasskey{Name: "X", Credential: protocol.JSONObject(`{}`)},
		protocol.ListPasskeys{},
		protocol.RemovePasskey{ID: "x"},
		protocol.NewRecoveryCodes{},
		protocol.SignOutEverywhere{},
	} {
		c.refused(m, online.ErrProfileNeeded)
	}
	c.options(protocol.PurposeSignIn)
	c.refused(protocol.Recover{Code: "abcd-efgh-jkmn"}, online.ErrBadToken)
}

// TestPasskeyChallengeExpires: a challenge answered after its five
// minutes is refused, for either ceremony, and spent.
func TestPasskeyChallengeExpires(t *testing.T) {
	var l logs
	cfg := keysConfig(&l)
	clock := onlinetest.NewClock()
	cfg.Clock = clock
	r := start(t, cfg, "")
	home := dialRaw(t, r.url, nil)
	home.profile("Ann")
	phone := newAuthenticator(t, origin, 1)
	o := home.options(protocol.PurposeAdd)
	clock.Advance(5*time.Minute + time.Second)
	cred := protocol.JSONObject(phone.create(o))
	if e := home.refused(protocol.AddPasskey{Name: "Phone", Credential: cred}, online.ErrPasskey); !strings.Contains(e.Message, "expired") {
		t.Errorf("add-passkey after five minutes: %s", e.Message)
	}
	home.refused(protocol.AddPasskey{Name: "Phone", Credential: cred}, online.ErrPasskey) // spent
	home.addPasskey(phone, "Phone")
	other := dialRaw(t, r.url, nil)
	o = other.options(protocol.PurposeSignIn)
	clock.Advance(5*time.Minute + time.Second)
	if e := other.refused(protocol.PasskeySignIn{Credential: protocol.JSONObject(phone.get(o))}, online.ErrPasskey); !strings.Contains(e.Message, "expired") {
		t.Errorf("passkey after five minutes: %s", e.Message)
	}
	other.passkeySignIn(phone) // a new challenge, in time
}
