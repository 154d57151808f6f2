package online

import (
	"cmp"
	"context"
	"errors"
	"parlor/game/clock"
	"slices"
	"strings"
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
	Clock   clock.Control
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
	Clock    clock.Control
	Deadline time.Time
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
