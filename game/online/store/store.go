// Package store is the stores' contract: the interfaces the memory,
// SQLite and PostgreSQL stores implement (Store for the rooms, Shared
// for several servers at once, Profiles for the lobby) and the records
// they keep that are neither the referee's (online.RoomRecord,
// online.Event) nor the lobby's (lobby.Table, lobby.Profile). Package
// storetest checks a store against it; package memstore keeps it in
// memory.
package store

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"parlor/game/clock"
	"parlor/game/online"
)

// Store keeps rooms durably: the referee's Log (what each room was
// created with and the log of its events), and what the server looks up
// in it besides: which room a token finds, and a token's rooms. Every
// method is safe for concurrent use.
type Store interface {
	online.Log
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

// ErrNoRoom and ErrConflict are the referee's (online.ErrNoRoom,
// online.ErrConflict): a store's refusals that a room understands.
var (
	ErrNoRoom   = online.ErrNoRoom
	ErrConflict = online.ErrConflict
)

// RoomsCreator is a Store that can store many new rooms in one write (one
// commit, one flush to the disk): the lobby makes the rooms of the tables
// that fill at once so, rather than one commit each.
type RoomsCreator interface {
	// CreateRooms stores new rooms, all or none: ErrConflict, writing
	// nothing, if any id is taken.
	CreateRooms(ctx context.Context, rs []online.RoomRecord) error
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
	Seats []online.SeatRecord
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
