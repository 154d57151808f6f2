// Package memstore holds the stores that keep everything in memory: a
// Store, with Profiles, for the browser's build and for tests of rooms
// and servers, and LocalTables, which keeps a server's lobby tables in
// memory beside its database. The stores' contract is package online's
// (Store, Profiles); the server keeps its rooms in SQLite (package
// sqlite) or PostgreSQL (package postgres).
package memstore

import (
	"context"
	"slices"
	"sync"
	"time"

	"parlor/game/online"
	"parlor/game/online/store"
)

// Store is a store.Store, and store.Profiles, that keeps its rooms and its lobby in
// memory: for the browser's build and for tests of rooms; the server
// keeps them in SQLite (package sqlite) or PostgreSQL (package postgres).
type Store struct {
	mu    sync.Mutex
	rooms map[string]*memRoom
	lobby memLobby // profiles.go
	keys  memKeys  // keys.go
	// beats are the servers' last beats (holds.go).
	beats map[string]time.Time
	// friends are the follows, blocks and hidden profiles (friends.go).
	friends memFriends
	// challenges are the challenges, by id (challenges.go).
	challenges map[string]store.Challenge
}

type memRoom struct {
	rec    online.RoomRecord
	events []online.Event
	// holders are the servers that hold the room (Holder).
	holders map[string]bool
}

// New makes an empty Store.
func New() *Store {
	return &Store{rooms: map[string]*memRoom{}, lobby: newMemLobby(), keys: newMemKeys(), beats: map[string]time.Time{}}
}

// Create stores a new room.
func (s *Store) Create(_ context.Context, r online.RoomRecord) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.rooms[r.ID]; ok {
		return online.ErrConflict
	}
	r.Seats = slices.Clone(r.Seats)
	s.rooms[r.ID] = &memRoom{rec: r}
	return nil
}

// CreateRooms stores new rooms, all or none.
func (s *Store) CreateRooms(_ context.Context, rs []online.RoomRecord) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, r := range rs {
		if _, ok := s.rooms[r.ID]; ok {
			return online.ErrConflict
		}
	}
	for _, r := range rs {
		r.Seats = slices.Clone(r.Seats)
		s.rooms[r.ID] = &memRoom{rec: r}
	}
	return nil
}

// Room reads a room and its log.
func (s *Store) Room(_ context.Context, id string) (online.RoomRecord, []online.Event, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rooms[id]
	if !ok {
		return online.RoomRecord{}, nil, online.ErrNoRoom
	}
	rec := r.rec
	rec.Seats = slices.Clone(rec.Seats)
	rec.Held = s.held(r)
	events := slices.Clone(r.events)
	for i := range events {
		events[i].Lines = slices.Clone(events[i].Lines)
		events[i].Clocks = slices.Clone(events[i].Clocks)
	}
	return rec, events, nil
}

// Append adds an event to a room's log.
func (s *Store) Append(_ context.Context, id string, e online.Event) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rooms[id]
	if !ok {
		return online.ErrNoRoom
	}
	if e.N != len(r.events)+1 {
		return online.ErrConflict
	}
	e.Lines, e.Clocks = slices.Clone(e.Lines), slices.Clone(e.Clocks)
	r.events = append(r.events, e)
	return nil
}

// Claim gives an open seat its token.
func (s *Store) Claim(_ context.Context, id string, seat int, sr online.SeatRecord) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rooms[id]
	if !ok {
		return online.ErrNoRoom
	}
	if seat < 0 || seat >= len(r.rec.Seats) || r.rec.Seats[seat].InviteHash == "" {
		return online.ErrConflict
	}
	r.rec.Seats[seat] = online.SeatRecord{TokenHash: sr.TokenHash, Name: sr.Name, Profile: sr.Profile}
	return nil
}

// ToComputer gives a seat to the computer.
func (s *Store) ToComputer(_ context.Context, id string, seat int, level string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rooms[id]
	if !ok {
		return online.ErrNoRoom
	}
	if seat < 0 || seat >= len(r.rec.Seats) || r.rec.Seats[seat].Level != "" {
		return online.ErrConflict
	}
	st := r.rec.Seats[seat]
	r.rec.Seats[seat] = online.SeatRecord{Level: level, TokenHash: st.TokenHash, Profile: st.Profile}
	return nil
}

// Find says which room holds a token.
func (s *Store) Find(_ context.Context, hash string) (string, error) {
	if hash == "" {
		return "", online.ErrNoRoom
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var found []store.Found
	for id, r := range s.rooms {
		holds := r.rec.WatchHash == hash
		for _, st := range r.rec.Seats {
			holds = holds || st.TokenHash == hash || st.InviteHash == hash
		}
		if holds {
			found = append(found, store.Found{ID: id, Created: r.rec.Created})
		}
	}
	return store.Newest(found)
}

// List lists the rooms where tokens hold seats.
func (s *Store) List(_ context.Context, hashes []string) ([]store.Listing, error) {
	hashes = store.ListHashes(hashes)
	s.mu.Lock()
	defer s.mu.Unlock()
	var ls []store.Listing
	for id, r := range s.rooms {
		for seat, st := range r.rec.Seats {
			if _, ok := slices.BinarySearch(hashes, st.TokenHash); !ok || st.Level != "" {
				continue // not this token's, or given to the computer
			}
			ls = append(ls, r.listing(id, seat, st.TokenHash))
		}
	}
	store.SortListings(ls)
	return ls, nil
}

// listing is room id's listing for seat, held by the token of hash.
func (r *memRoom) listing(id string, seat int, hash string) store.Listing {
	l := store.Listing{Room: id, Game: r.rec.Game, Seat: seat, TokenHash: hash, Created: r.rec.Created, Seats: slices.Clone(r.rec.Seats), Clock: r.rec.Clock}
	if n := len(r.events); n > 0 {
		last := r.events[n-1]
		l.N, l.Over = n, last.Over
		if last.Deadline != 0 && !last.Over {
			l.Deadline = time.UnixMilli(last.Deadline)
		}
	}
	return l
}

// Running lists the ids of the rooms with a clock whose game is not
// over, in order.
func (s *Store) Running(context.Context) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ids []string
	for id, r := range s.rooms {
		if !r.rec.Clock.Timed() {
			continue
		}
		if n := len(r.events); n > 0 && !r.events[n-1].Over && r.events[n-1].Deadline > 0 ||
			n == 0 && !slices.ContainsFunc(r.rec.Seats, func(st online.SeatRecord) bool { return st.Level == "" && st.TokenHash == "" }) {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids, nil
}

// Close does nothing.
func (s *Store) Close() error { return nil }
