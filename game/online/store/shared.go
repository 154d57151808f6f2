package store

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"parlor/game/online"
)

// Shared is a Store that several server processes use at once (the
// PostgreSQL one): any of them may serve any room. The store decides the
// order of a room's events — Append refuses a number already taken — and
// tells every process what changed, so that each brings its rooms up to
// date and tells its own connections.
type Shared interface {
	Store
	// SharedLog reads what the other processes wrote: a room's record
	// and the events after the one it has (Since, Events).
	online.SharedLog
	// Changes delivers the changes every process sharing the store makes,
	// this one's too, until ctx ends. A change may be lost, or come late:
	// a process also looks at its rooms now and then. A Change with no
	// Room and no Table says that changes may have been missed (before
	// the store listened, or while its connection was down): every room,
	// and the lobby, is to be looked at. It comes first, once the store
	// listens, and again each time it listens again.
	Changes(ctx context.Context) <-chan Change
	// Notify tells every process that room id changed other than by an
	// event (a rematch made): its Change has Seats set.
	Notify(ctx context.Context, id string) error
	// Lease gives this process the right to play room id's computer
	// seats, and reports whether it has it: no other process holds it.
	// The right lasts until Unlease, or until this process dies.
	Lease(ctx context.Context, id string) (bool, error)
	// Unlease gives room id's lease back.
	Unlease(ctx context.Context, id string) error
	// Present says that seat of room id has conns connections to this
	// process (0: none any more).
	Present(ctx context.Context, id string, seat, conns int) error
	// Presence is, for each seat of room id, whether a living process
	// has a connection of it, and if none does, since when none has.
	Presence(ctx context.Context, id string) ([]SeatPresence, error)
}

// SeatPresence is whether a seat's person is connected to any process
// sharing the store.
type SeatPresence struct {
	Seat   int
	Online bool
	// Since is, for a seat no one is connected to, when the last
	// connection left (or its process was last seen alive).
	Since time.Time
}

// Change is a room changed in a Shared store: event N appended, or, with
// Seats, who sits where (N the room's last event then); or, with Table
// (and no Room), a lobby table opened, sat at, stood from or closed; or,
// with Profile (and no Room), a profile's presence on a process
// (SharedPresence); or, with SignedOut (and no Room), a profile signed
// out everywhere (Keys.SignOutEverywhere): the connections signed in
// with a key it no longer has are to close; or, with Challenge (and no
// Room), a challenge sent or settled (SharedChallenges).
type Change struct {
	Room      string
	N         int
	Seats     bool
	Table     string
	Profile   string
	SignedOut string
	Challenge string
}

// String is the change as a PostgreSQL notification carries it: "id n",
// or "id n seats" for a room; "table id" for a lobby table, "profile id"
// for a profile's presence, "signed-out id" for a profile signed out
// everywhere, "challenge id" for a challenge (no room is named "table",
// "profile", "signed-out" or "challenge": a room's id is a token's 22
// characters).
func (c Change) String() string {
	if c.Table != "" {
		return "table " + c.Table
	}
	if c.Profile != "" {
		return "profile " + c.Profile
	}
	if c.SignedOut != "" {
		return "signed-out " + c.SignedOut
	}
	if c.Challenge != "" {
		return "challenge " + c.Challenge
	}
	if c.Seats {
		return fmt.Sprintf("%s %d seats", c.Room, c.N)
	}
	return fmt.Sprintf("%s %d", c.Room, c.N)
}

// ParseChange reads a change as String writes it: "room n", "room n
// seats", "table id", "profile id", "signed-out id" or "challenge id".
func ParseChange(s string) (Change, error) {
	f := strings.Fields(s)
	bad := fmt.Errorf("a change is %q, not \"room n\", \"room n seats\", \"table id\", \"profile id\", \"signed-out id\" or \"challenge id\"", s)
	if len(f) == 2 && f[0] == "table" {
		return Change{Table: f[1]}, nil
	}
	if len(f) == 2 && f[0] == "profile" {
		return Change{Profile: f[1]}, nil
	}
	if len(f) == 2 && f[0] == "signed-out" {
		return Change{SignedOut: f[1]}, nil
	}
	if len(f) == 2 && f[0] == "challenge" {
		return Change{Challenge: f[1]}, nil
	}
	if len(f) < 2 || len(f) > 3 || len(f) == 3 && f[2] != "seats" {
		return Change{}, bad
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 0 {
		return Change{}, bad
	}
	return Change{Room: f[0], N: n, Seats: len(f) == 3}, nil
}
