package online

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"strings"
	"sync"
	"time"
)

// Store keeps rooms durably: what each was created with and the log of
// its events. A room is its record and its log replayed through the
// engine; nothing else of it needs keeping. Every method is safe for
// concurrent use; Append and Claim return only once what they wrote would
// survive the server being killed.
type Store interface {
	// Create stores a new room.
	Create(ctx context.Context, r RoomRecord) error
	// Room reads a room and its log, events in order; ErrNoRoom if there
	// is no such room.
	Room(ctx context.Context, id string) (RoomRecord, []Event, error)
	// Append adds event e to room id's log. It returns ErrConflict, and
	// writes nothing, unless e.N is one more than the log's last event.
	Append(ctx context.Context, id string, e Event) error
	// Claim gives seat of room id, still open, to the person of s: the
	// hash of her token, the name she goes by and her profile (s.Level
	// and s.InviteHash are ignored), and forgets its invite; ErrConflict
	// if the seat is not open.
	Claim(ctx context.Context, id string, seat int, s SeatRecord) error
	// ToComputer gives seat of room id to the computer at level: its
	// invite and its person's name are forgotten; its profile is kept (in
	// a rated game the seat's loss is hers), and so is its token's hash,
	// which then only watches (Find finds the room, List passes it over);
	// ErrConflict if the seat is the computer's already or there is no
	// such seat.
	ToComputer(ctx context.Context, id string, seat int, level string) error
	// Find says which room holds the token whose hash is given, as a
	// seat's token, an open seat's invite or the spectators' token — the
	// newest when several do (a rematch keeps its room's tokens); ErrNoRoom
	// if none.
	Find(ctx context.Context, hash string) (id string, err error)
	// List lists the rooms where the tokens of these hashes hold a seat,
	// newest first.
	List(ctx context.Context, hashes []string) ([]Listing, error)
	// Close releases the store.
	Close() error
}

// RoomsCreator is a Store that can store many new rooms in one write (one
// commit, one flush to the disk): the lobby makes the rooms of the tables
// that fill at once so, rather than one commit each.
type RoomsCreator interface {
	// CreateRooms stores new rooms, all or none: ErrConflict, writing
	// nothing, if any id is taken.
	CreateRooms(ctx context.Context, rs []RoomRecord) error
}

// Clocked is a Store that can list the rooms whose clocks may be
// running: a server loads them as it starts, so that a player's time
// runs out even when no one is connected.
type Clocked interface {
	// Running lists the ids of the rooms with a time control whose game
	// is not over.
	Running(ctx context.Context) ([]string, error)
}

// Holder is a Store that keeps which servers hold each room whose clock
// runs, and when each server last said it was alive: the seat to move's
// time ran until a server last held the room, and no further while none
// did (RoomRecord.Held). A server says once that it holds a room, as it
// takes it up, and beats often, in one write however many rooms it
// holds: a server killed is taken to have held its rooms until its last
// beat.
type Holder interface {
	// Beat says that server is alive at time at: it holds the rooms it
	// has taken up until then.
	Beat(ctx context.Context, server string, at time.Time) error
	// Hold says that server holds room id from time at on, until it lets
	// it go or beats no more. A room that does not exist is passed over.
	Hold(ctx context.Context, server, id string, at time.Time) error
	// LetGo says that server held room id until time at, and holds it no
	// longer. A room that does not exist is passed over.
	LetGo(ctx context.Context, server, id string, at time.Time) error
}

// Pinger is a Store that can say cheaply whether it answers: a server
// is ready to serve only while its store does.
type Pinger interface {
	// Ping returns nil when the store answers now.
	Ping(ctx context.Context) error
}

// ErrNoRoom and ErrConflict are the store's refusals.
var (
	ErrNoRoom   = errors.New("there is no such room")
	ErrConflict = errors.New("the room changed meanwhile")
)

// RoomRecord is what a room is created with.
type RoomRecord struct {
	ID string
	// Game is the game and its options in the canonical text.
	Game string
	// Seed draws the room's dice and tiles; Salt hides it in the
	// commitment. Neither leaves the server before the game is over.
	Seed uint64
	Salt string
	// Seats are the game's seats in turn order.
	Seats []SeatRecord
	// WatchHash is the hash of the spectators' token, which finds the
	// room; Watch is the token itself, kept so that every seated player
	// can be given the watch link ("" in rooms made before it was kept).
	WatchHash, Watch string
	// Helps says hints and values are on for the players: the creator
	// asked for them, and each player joins knowing it.
	Helps bool
	// Rated says the game counts for its players' ratings: only
	// profiles sit at it, and nobody takes a move back.
	Rated bool
	// Clock is the game's time control (none: the zero value).
	Clock   TimeControl
	Created time.Time
	// Held is when a server last held the room (Holder): the latest of
	// the times a server took it up or let it go, and of the last beats
	// of the servers holding it; the zero time for never. The seat to
	// move's time ran until then.
	Held time.Time
}

// SeatRecord is a seat as stored.
type SeatRecord struct {
	// Level is the computer's level, "" for a person's seat.
	Level string
	// TokenHash is the hash of the seat's token once a person holds it;
	// InviteHash the hash of its invite while it is open.
	TokenHash, InviteHash string
	// Name is what the seat's person goes by, "" if she gave none.
	Name string
	// Profile is the id of the profile the seat's person played as, ""
	// for none; kept when the seat goes to the computer.
	Profile string
}

// Listing is a room where a token holds a seat.
type Listing struct {
	Room, Game string
	Seat       int
	// TokenHash is the hash of the token that holds the seat.
	TokenHash string
	// N is the room's last event; Over whether its game has ended.
	N    int
	Over bool
	// Created is when the room was made.
	Created time.Time
	// Seats are the room's seats as they are now, in turn order.
	Seats []SeatRecord
	// Clock is the room's time control; Deadline, if its game has one
	// and a person is to move, when her time runs out, as stored with
	// the last event (the zero time for none).
	Clock    TimeControl
	Deadline time.Time
}

// Memory is a Store, and Profiles, that keeps its rooms and its lobby in
// memory: for the browser's build and for tests of rooms; the server
// keeps them in SQLite (package sqlite) or PostgreSQL (package postgres).
type Memory struct {
	mu    sync.Mutex
	rooms map[string]*memRoom
	lobby memLobby // memory_profiles.go
	// beats are the servers' last beats (memory_holds.go).
	beats map[string]time.Time
}

type memRoom struct {
	rec    RoomRecord
	events []Event
	// holders are the servers that hold the room (Holder).
	holders map[string]bool
}

// NewMemory makes an empty Memory store.
func NewMemory() *Memory {
	return &Memory{rooms: map[string]*memRoom{}, lobby: newMemLobby(), beats: map[string]time.Time{}}
}

// Create stores a new room.
func (s *Memory) Create(_ context.Context, r RoomRecord) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.rooms[r.ID]; ok {
		return ErrConflict
	}
	r.Seats = slices.Clone(r.Seats)
	s.rooms[r.ID] = &memRoom{rec: r}
	return nil
}

// CreateRooms stores new rooms, all or none.
func (s *Memory) CreateRooms(_ context.Context, rs []RoomRecord) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, r := range rs {
		if _, ok := s.rooms[r.ID]; ok {
			return ErrConflict
		}
	}
	for _, r := range rs {
		r.Seats = slices.Clone(r.Seats)
		s.rooms[r.ID] = &memRoom{rec: r}
	}
	return nil
}

// Room reads a room and its log.
func (s *Memory) Room(_ context.Context, id string) (RoomRecord, []Event, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rooms[id]
	if !ok {
		return RoomRecord{}, nil, ErrNoRoom
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
func (s *Memory) Append(_ context.Context, id string, e Event) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rooms[id]
	if !ok {
		return ErrNoRoom
	}
	if e.N != len(r.events)+1 {
		return ErrConflict
	}
	e.Lines, e.Clocks = slices.Clone(e.Lines), slices.Clone(e.Clocks)
	r.events = append(r.events, e)
	return nil
}

// Claim gives an open seat its token.
func (s *Memory) Claim(_ context.Context, id string, seat int, sr SeatRecord) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rooms[id]
	if !ok {
		return ErrNoRoom
	}
	if seat < 0 || seat >= len(r.rec.Seats) || r.rec.Seats[seat].InviteHash == "" {
		return ErrConflict
	}
	r.rec.Seats[seat] = SeatRecord{TokenHash: sr.TokenHash, Name: sr.Name, Profile: sr.Profile}
	return nil
}

// ToComputer gives a seat to the computer.
func (s *Memory) ToComputer(_ context.Context, id string, seat int, level string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.rooms[id]
	if !ok {
		return ErrNoRoom
	}
	if seat < 0 || seat >= len(r.rec.Seats) || r.rec.Seats[seat].Level != "" {
		return ErrConflict
	}
	st := r.rec.Seats[seat]
	r.rec.Seats[seat] = SeatRecord{Level: level, TokenHash: st.TokenHash, Profile: st.Profile}
	return nil
}

// Find says which room holds a token.
func (s *Memory) Find(_ context.Context, hash string) (string, error) {
	if hash == "" {
		return "", ErrNoRoom
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var found []Found
	for id, r := range s.rooms {
		holds := r.rec.WatchHash == hash
		for _, st := range r.rec.Seats {
			holds = holds || st.TokenHash == hash || st.InviteHash == hash
		}
		if holds {
			found = append(found, Found{ID: id, Created: r.rec.Created})
		}
	}
	return Newest(found)
}

// List lists the rooms where tokens hold seats.
func (s *Memory) List(_ context.Context, hashes []string) ([]Listing, error) {
	hashes = ListHashes(hashes)
	s.mu.Lock()
	defer s.mu.Unlock()
	var ls []Listing
	for id, r := range s.rooms {
		for seat, st := range r.rec.Seats {
			if _, ok := slices.BinarySearch(hashes, st.TokenHash); !ok || st.Level != "" {
				continue // not this token's, or given to the computer
			}
			ls = append(ls, r.listing(id, seat, st.TokenHash))
		}
	}
	SortListings(ls)
	return ls, nil
}

// listing is room id's listing for seat, held by the token of hash.
func (r *memRoom) listing(id string, seat int, hash string) Listing {
	l := Listing{Room: id, Game: r.rec.Game, Seat: seat, TokenHash: hash, Created: r.rec.Created, Seats: slices.Clone(r.rec.Seats), Clock: r.rec.Clock}
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
func (s *Memory) Running(context.Context) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ids []string
	for id, r := range s.rooms {
		if !r.rec.Clock.Timed() {
			continue
		}
		if n := len(r.events); n > 0 && !r.events[n-1].Over && r.events[n-1].Deadline > 0 ||
			n == 0 && !slices.ContainsFunc(r.rec.Seats, func(st SeatRecord) bool { return st.Level == "" && st.TokenHash == "" }) {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids, nil
}

// Found is a room a token finds, as Find chooses among them.
type Found struct {
	ID      string
	Created time.Time
}

// Newest is the room Store.Find says of those a token finds: the newest,
// and of rooms made at the same time the last by id; ErrNoRoom if none.
func Newest(found []Found) (string, error) {
	if len(found) == 0 {
		return "", ErrNoRoom
	}
	return slices.MaxFunc(found, func(a, b Found) int {
		return cmp.Or(a.Created.Compare(b.Created), strings.Compare(a.ID, b.ID))
	}).ID, nil
}

// ListHashes is what Store.List looks for of hashes: each hash once, in
// order, without the empty one, which is no token's and holds no seat.
func ListHashes(hashes []string) []string {
	hashes = slices.DeleteFunc(slices.Clone(hashes), func(h string) bool { return h == "" })
	slices.Sort(hashes)
	return slices.Compact(hashes)
}

// SortListings puts listings in the order Store.List returns them: the
// newest rooms first, then by room and seat.
func SortListings(ls []Listing) {
	slices.SortFunc(ls, func(a, b Listing) int {
		return cmp.Or(b.Created.Compare(a.Created), strings.Compare(a.Room, b.Room), cmp.Compare(a.Seat, b.Seat))
	})
}

// Close does nothing.
func (s *Memory) Close() error { return nil }
