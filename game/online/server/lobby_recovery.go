//go:build !js

package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// The recovery codes and signing out everywhere: the ways in and out of
// a profile beside its passkeys (lobby_keys.go).

// RecoveryCodes is how many recovery codes a profile is given at once.
const RecoveryCodes = 10

// recoveryAlphabet writes the recovery codes: no 0, 1, l, o, which read
// alike.
const recoveryAlphabet = "abcdefghijkmnpqrstuvwxyz23456789"

// newRecoveryCode draws a code of 12 characters of recoveryAlphabet (60
// bits), written in three groups of four ("abcd-efgh-jkmn").
func newRecoveryCode(rnd io.Reader) (string, error) {
	var b [12]byte
	if _, err := io.ReadFull(rnd, b[:]); err != nil {
		return "", fmt.Errorf("drawing a recovery code: %w", err)
	}
	var s strings.Builder
	for i, x := range b {
		if i > 0 && i%4 == 0 {
			s.WriteByte('-')
		}
		s.WriteByte(recoveryAlphabet[int(x)%len(recoveryAlphabet)]) // 256 is 8 × 32: no bias
	}
	return s.String(), nil
}

// recoveryHash is the hash a recovery code is kept by: of the code as
// its owner may type it back, in any case, with or without its hyphens
// and spaces.
func recoveryHash(code string) string {
	code = strings.ToLower(strings.NewReplacer("-", "", " ", "").Replace(code))
	return online.Hash("recovery " + code)
}

// recoveryCodes gives c's profile ten new recovery codes, which replace
// its old ones, and sends them, once.
func (l *lobby) recoveryCodes(ctx context.Context, c *conn, ks store.Keys) *online.Error {
	codes := make([]string, RecoveryCodes)
	hashes := make([]string, RecoveryCodes)
	for i := range codes {
		code, err := newRecoveryCode(l.s.c.Random)
		if err != nil {
			return l.stored(err, "make the recovery codes")
		}
		codes[i], hashes[i] = code, recoveryHash(code)
	}
	if err := ks.NewRecoveryCodes(ctx, c.profile.ID, hashes, time.Now().UTC()); err != nil {
		return l.stored(err, "make the recovery codes")
	}
	c.send(protocol.RecoveryCodes{Codes: codes})
	return nil
}

// recover signs c in with a recovery code, which is spent; a few tries a
// minute from one address.
func (l *lobby) recover(ctx context.Context, c *conn, ks store.Keys, code string) *online.Error {
	if !l.s.keys.try(c.addr, time.Now()) {
		return online.Errorf(online.ErrRate, "too many recovery codes tried: at most %d a minute", recoverTries)
	}
	id, err := ks.Recover(ctx, recoveryHash(code))
	switch {
	case errors.Is(err, store.ErrNoProfile):
		return online.Errorf(online.ErrBadToken, "no profile has this recovery code: check it, or it was used already")
	case err != nil:
		return l.stored(err, "spend the recovery code")
	}
	p, err := l.p.Profile(ctx, id)
	if err != nil {
		return l.stored(err, "read the profile")
	}
	return l.signInWithNewKey(ctx, c, ks, p)
}

// signOutEverywhere gives c's profile a new key, which no other signs
// it in beside, answers with its page (the key in it), and closes the
// other connections signed in as it: on this server here, on the others
// sharing the store as they hear of it (lobby_signout.go). c holds the
// new key before the store has it, so that no news of it closes c.
func (l *lobby) signOutEverywhere(ctx context.Context, c *conn, ks store.Keys) *online.Error {
	key, err := online.NewToken(l.s.c.Random)
	if err != nil {
		return l.stored(err, "sign out everywhere")
	}
	old := l.rekey(c, online.Hash(key))
	if err := ks.SignOutEverywhere(ctx, c.profile.ID, online.Hash(key)); err != nil {
		l.rekey(c, old)
		return l.stored(err, "sign out everywhere")
	}
	l.signedOut(c.profile.ID)
	return l.whois(ctx, c, c.profile.ID, key)
}
