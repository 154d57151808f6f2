package memstore

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"strings"
	"time"

	"parlor/game/online"
	"parlor/game/online/store"
)

var _ store.Keys = (*Store)(nil)

// memKeys is what Store keeps of the profiles' other ways in, under its
// mutex: the passkeys by id, the recovery codes' profiles by hash, and
// the other keys' profiles by hash.
type memKeys struct {
	passkeys map[string]store.Passkey
	codes    map[string]string
	keys     map[string]string
}

func newMemKeys() memKeys {
	return memKeys{passkeys: map[string]store.Passkey{}, codes: map[string]string{}, keys: map[string]string{}}
}

// live reports whether profile id exists and is not deleted; s.mu is
// held.
func (s *Store) live(id string) bool {
	p, ok := s.lobby.profiles[id]
	return ok && !p.Deleted
}

// AddPasskey stores a new passkey; ErrConflict if its id is taken,
// ErrNoProfile if its profile is gone.
func (s *Store) AddPasskey(_ context.Context, p store.Passkey) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.live(p.Profile) {
		return store.ErrNoProfile
	}
	if _, ok := s.keys.passkeys[p.ID]; ok {
		return online.ErrConflict
	}
	p.PublicKey = slices.Clone(p.PublicKey)
	s.keys.passkeys[p.ID] = p
	return nil
}

// Passkeys lists a profile's passkeys, oldest first.
func (s *Store) Passkeys(_ context.Context, profile string) ([]store.Passkey, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ps := []store.Passkey{}
	for _, p := range s.keys.passkeys {
		if p.Profile == profile {
			p.PublicKey = slices.Clone(p.PublicKey)
			ps = append(ps, p)
		}
	}
	slices.SortFunc(ps, func(a, b store.Passkey) int {
		return cmp.Or(a.Created.Compare(b.Created), strings.Compare(a.ID, b.ID))
	})
	return ps, nil
}

// Passkey reads a passkey by its id; ErrNoPasskey if none.
func (s *Store) Passkey(_ context.Context, id string) (store.Passkey, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.keys.passkeys[id]
	if !ok {
		return store.Passkey{}, store.ErrNoPasskey
	}
	p.PublicKey = slices.Clone(p.PublicKey)
	return p, nil
}

// UsePasskey records a sign-in with passkey id; ErrCloned if its count
// went back, ErrNoPasskey if there is no such passkey.
func (s *Store) UsePasskey(_ context.Context, id string, count uint32, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.keys.passkeys[id]
	switch {
	case !ok:
		return store.ErrNoPasskey
	case count <= p.SignCount && (count != 0 || p.SignCount != 0):
		return store.ErrCloned
	}
	p.SignCount, p.Used = count, at
	s.keys.passkeys[id] = p
	return nil
}

// RemovePasskey forgets passkey id of profile; ErrNoPasskey if the
// profile has none such.
func (s *Store) RemovePasskey(_ context.Context, profile, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.keys.passkeys[id]; !ok || p.Profile != profile {
		return store.ErrNoPasskey
	}
	delete(s.keys.passkeys, id)
	return nil
}

// NewRecoveryCodes replaces a profile's recovery codes; ErrNoProfile if
// it is gone.
func (s *Store) NewRecoveryCodes(_ context.Context, profile string, hashes []string, _ time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.live(profile) {
		return store.ErrNoProfile
	}
	for _, h := range hashes {
		if p, ok := s.keys.codes[h]; ok && p != profile {
			return online.ErrConflict
		}
	}
	for h, p := range s.keys.codes {
		if p == profile {
			delete(s.keys.codes, h)
		}
	}
	for _, h := range hashes {
		s.keys.codes[h] = profile
	}
	return nil
}

// RecoveryCodes says how many recovery codes a profile has left.
func (s *Store) RecoveryCodes(_ context.Context, profile string) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, p := range s.keys.codes {
		if p == profile {
			n++
		}
	}
	return n, nil
}

// Recover spends a recovery code and says whose it was; ErrNoProfile if
// no profile not deleted has it.
func (s *Store) Recover(_ context.Context, hash string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.keys.codes[hash]
	if !ok || !s.live(p) {
		return "", store.ErrNoProfile
	}
	delete(s.keys.codes, hash)
	return p, nil
}

// AddKey gives a profile another key; ErrConflict if a profile has its
// hash, ErrNoProfile if the profile is gone.
func (s *Store) AddKey(_ context.Context, profile, keyHash string, _ time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.liveAndFree(profile, keyHash); err != nil {
		return err
	}
	s.keys.keys[keyHash] = profile
	return nil
}

// liveAndFree fails with ErrNoProfile unless profile id exists and is
// not deleted, and with ErrConflict if a profile, deleted or not, has a
// key of hash keyHash; s.mu is held.
func (s *Store) liveAndFree(id, keyHash string) error {
	if !s.live(id) {
		return store.ErrNoProfile
	}
	if _, ok := s.keys.keys[keyHash]; ok {
		return online.ErrConflict
	}
	for _, p := range s.lobby.profiles {
		if p.KeyHash == keyHash {
			return online.ErrConflict
		}
	}
	return nil
}

// SignOutEverywhere gives a profile a new key and forgets its others.
func (s *Store) SignOutEverywhere(_ context.Context, profile, keyHash string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := s.liveAndFree(profile, keyHash); err != nil {
		return err
	}
	for h, p := range s.keys.keys {
		if p == profile {
			delete(s.keys.keys, h)
		}
	}
	p := s.lobby.profiles[profile]
	p.KeyHash = keyHash
	s.lobby.profiles[profile] = p
	return nil
}

// forgetKeys forgets the passkeys, recovery codes and other keys of
// profile id, which is being deleted; s.mu is held.
func (s *Store) forgetKeys(id string) {
	maps.DeleteFunc(s.keys.passkeys, func(_ string, k store.Passkey) bool { return k.Profile == id })
	maps.DeleteFunc(s.keys.codes, func(_, p string) bool { return p == id })
	maps.DeleteFunc(s.keys.keys, func(_, p string) bool { return p == id })
}
