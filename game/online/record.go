package online

import (
	"context"
	"errors"
	"time"

	"parlor/game/clock"
)

// Log keeps rooms durably: what each was created with and the log of
// its events. A room is its record and its log replayed through the
// engine; nothing else of it needs keeping. It is what the referee needs
// of a store (store.Store is one, with more for the server). Every method
// is safe for concurrent use; Append and Claim return only once what they
// wrote would survive the server being killed.
type Log interface {
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
}

// SharedLog is a Log that several server processes write to at once
// (store.Shared): a room reads what the others wrote.
type SharedLog interface {
	Log
	// Since reads room id's record and the events after event n.
	Since(ctx context.Context, id string, n int) (RoomRecord, []Event, error)
	// Events reads room id's events after event n.
	Events(ctx context.Context, id string, n int) ([]Event, error)
}

// ErrNoRoom and ErrConflict are a Log's refusals.
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
	// Held is when a server last held the room (store.Holder): the latest of
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
