//go:build !js

package server

import (
	"errors"
	"fmt"
	"net"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/go-webauthn/webauthn/webauthn"

	"parlor/game/online"
)

// ceremonyTime is how long a WebAuthn ceremony's challenge may be
// answered: a browser's prompt waits that long too.
const ceremonyTime = 5 * time.Minute

// Recovery codes tried from one address are capped: recoverTries in
// recoverWindow, right or wrong.
const (
	recoverTries  = 5
	recoverWindow = time.Minute
)

// keys is what the server keeps for passkeys and recovery codes: its
// WebAuthn relying party (nil, with off saying why, when it takes no
// passkeys), and the recovery codes lately tried from each address.
type keys struct {
	rp  *webauthn.WebAuthn
	off string

	mu    sync.Mutex
	tries map[string][]time.Time
}

// newKeys makes the relying party c describes: c.RPID, which must be a
// host's name (never an IP address), and the origins its pages come
// from, c.RPOrigins or by default https://RPID. No RPID: no passkeys.
func newKeys(c Config) *keys {
	k := &keys{tries: map[string][]time.Time{}}
	rp, err := relyingParty(c.RPID, c.RPOrigins)
	if err != nil {
		k.off = err.Error()
		if c.RPID != "" {
			c.Logf("online: passkeys are off: %v", err)
		}
		return k
	}
	k.rp = rp
	return k
}

// relyingParty is the WebAuthn relying party of id, its pages served
// from origins (by default https://id).
func relyingParty(id string, origins []string) (*webauthn.WebAuthn, error) {
	switch {
	case id == "":
		return nil, errors.New("this server takes no passkeys: its operator set no relying party (PARLOR_RP_ID)")
	case net.ParseIP(strings.Trim(id, "[]")) != nil:
		return nil, fmt.Errorf("passkeys need the site's domain name, and the relying party %q is an IP address, which is never one: reach the site by its name (or localhost), and set PARLOR_RP_ID to it", id)
	}
	if len(origins) == 0 {
		origins = []string{"https://" + id}
	}
	rp, err := webauthn.New(&webauthn.Config{
		RPID:          id,
		RPDisplayName: "Parlor",
		RPOrigins:     slices.Clone(origins),
		Timeouts: webauthn.TimeoutsConfig{
			Login:        webauthn.TimeoutConfig{Enforce: true, Timeout: ceremonyTime, TimeoutUVD: ceremonyTime},
			Registration: webauthn.TimeoutConfig{Enforce: true, Timeout: ceremonyTime, TimeoutUVD: ceremonyTime},
		},
	})
	if err != nil {
		return nil, fmt.Errorf("passkeys are off: the relying party %q: %v", id, err)
	}
	return rp, nil
}

// party is the relying party, or the error that says there is none.
func (k *keys) party() (*webauthn.WebAuthn, *online.Error) {
	if k.rp == nil {
		return nil, online.Errorf(online.ErrNoPasskeys, "%s", k.off)
	}
	return k.rp, nil
}

// try counts a recovery code tried from addr at time now, and reports
// whether it may be: recoverTries in recoverWindow.
func (k *keys) try(addr string, now time.Time) bool {
	k.mu.Lock()
	defer k.mu.Unlock()
	for a, ts := range k.tries { // forget the old tries, of every address
		ts = slices.DeleteFunc(ts, func(t time.Time) bool { return now.Sub(t) >= recoverWindow })
		if len(ts) == 0 {
			delete(k.tries, a)
		} else {
			k.tries[a] = ts
		}
	}
	if len(k.tries[addr]) >= recoverTries {
		return false
	}
	k.tries[addr] = append(k.tries[addr], now)
	return true
}
