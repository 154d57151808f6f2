//go:build !js

package server

import (
	"context"
	"errors"
	"maps"
	"slices"

	"github.com/coder/websocket"

	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/store"
)

// Signing out everywhere across servers. A connection signed in keeps, in
// the lobby's here, the hash of the key it signed in with (its profile's
// KeyHash there; a passkey or a recovery code gave it a key too). When a
// profile is signed out everywhere (lobby_recovery.go) the store forgets
// its keys but the new one, and, shared, tells every server
// (store.Change's SignedOut, in the transaction that forgets them): each
// closes the connections of that profile whose key signs no one in any
// more, as this one does at once. A connection closed so is a connection
// dropped: the rooms it sat in hold its seat for the usual grace. When
// such news may have been missed (the store's listener dropped, or this
// server was taken for dead), every connection signed in here has its key
// checked again.

// signedOut closes the connections signed in here as profile id (""
// for every profile) with a key that signs her in no more: with a key
// the store no longer has, or has for another profile.
func (l *lobby) signedOut(id string) {
	keys := map[string]string{} // by key hash: the profile it signed in
	var conns map[*conn]string  // by connection: its key's hash
	l.call(func(st *lobbyState) {
		conns = make(map[*conn]string, len(st.here))
		for c, p := range st.here {
			if p.ID != "" && (id == "" || p.ID == id) {
				conns[c], keys[p.KeyHash] = p.KeyHash, p.ID
			}
		}
	})
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	stale := map[string]bool{}
	for _, hash := range slices.Sorted(maps.Keys(keys)) {
		p, err := l.p.ProfileByKey(ctx, hash)
		switch {
		case errors.Is(err, store.ErrNoProfile):
			stale[hash] = true
		case err != nil:
			l.s.c.Logf("online: lobby: checking the keys of profile %s: %v", keys[hash], err)
		case p.ID != keys[hash]:
			stale[hash] = true
		}
	}
	if len(stale) == 0 {
		return
	}
	l.call(func(st *lobbyState) {
		for c, hash := range conns {
			// Still signed in with that key: not signed out, nor signed
			// in again, meanwhile.
			if stale[hash] && st.here[c].KeyHash == hash {
				closeStatus(c.ws, websocket.StatusPolicyViolation, "signed out everywhere: sign in again")
			}
		}
	})
}

// keyed is profile p as a connection signed in with key has her: with
// the hash of that key, which signedOut checks.
func keyed(p onlinelobby.Profile, key string) onlinelobby.Profile {
	p.KeyHash = online.Hash(key)
	return p
}

// rekey notes that c, signed in, now holds the key of this hash, and
// returns the hash it held before.
func (l *lobby) rekey(c *conn, hash string) (old string) {
	old = c.profile.KeyHash
	c.profile.KeyHash = hash
	l.call(func(st *lobbyState) {
		if p, ok := st.here[c]; ok && p.ID == c.profile.ID {
			p.KeyHash = hash
			st.here[c] = p
		}
	})
	return old
}
