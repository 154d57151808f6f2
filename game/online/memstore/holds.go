package memstore

import (
	"context"
	"time"

	"parlor/game/online/store"
)

// Which servers hold Store's rooms, and their beats (Holder).

var _ store.Holder = (*Store)(nil)

// Beat says that server is alive at time at.
func (s *Store) Beat(_ context.Context, server string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.beats[server] = at
	return nil
}

// Hold says that server holds room id from time at on.
func (s *Store) Hold(_ context.Context, server, id string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rooms[id]
	if !ok {
		return nil
	}
	if r.holders == nil {
		r.holders = map[string]bool{}
	}
	r.holders[server] = true
	r.rec.Held = later(r.rec.Held, at)
	return nil
}

// LetGo says that server held room id until time at, and no longer.
func (s *Store) LetGo(_ context.Context, server, id string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r, ok := s.rooms[id]; ok {
		delete(r.holders, server)
		r.rec.Held = later(r.rec.Held, at)
	}
	return nil
}

// held is when a server last held room r: the later of when one took it
// up or let it go and the last beat of the servers holding it. s.mu is
// held.
func (s *Store) held(r *memRoom) time.Time {
	held := r.rec.Held
	for server := range r.holders {
		held = later(held, s.beats[server])
	}
	return held
}

// later is the later of a and b.
func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}
