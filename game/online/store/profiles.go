package store

import (
	"context"
	"errors"
	"time"

	"parlor/game/online/lobby"
)

// Profiles keeps the lobby's state durably: the profiles, their ratings
// and history, and the open tables. The SQLite and PostgreSQL stores, and
// memstore.Store, are Profiles too. Every method is safe for concurrent use.
type Profiles interface {
	// NewProfile stores a new profile; ErrConflict if its id or key hash
	// is taken.
	NewProfile(ctx context.Context, p lobby.Profile) error
	// ProfileByKey finds the profile, not deleted, whose key hashes to
	// keyHash; ErrNoProfile if none.
	ProfileByKey(ctx context.Context, keyHash string) (lobby.Profile, error)
	// Profile reads a profile by its id, deleted or not; ErrNoProfile.
	Profile(ctx context.Context, id string) (lobby.Profile, error)
	// Rename gives a profile, not deleted, a new name; ErrNoProfile.
	Rename(ctx context.Context, id, name string) error
	// DeleteProfile forgets a profile's name and key (Deleted); its
	// ratings, history and games stay. Its tables are closed.
	DeleteProfile(ctx context.Context, id string) error

	// Ratings are the profiles' ratings in every family each has played
	// (a family never played is not listed: it is rating.Initial).
	Ratings(ctx context.Context, ids []string) (map[string][]lobby.Rating, error)
	// Rate records the outcome of rated room: each change's new rating
	// becomes its profile's in family, a point of its history, and its
	// outcome counts in its tally. It does it once a room: ErrConflict,
	// writing nothing, if room was rated already.
	Rate(ctx context.Context, room, family string, changes []lobby.RatingChange, at time.Time) error
	// Rated reads the changes Rate recorded for room; nil if none.
	Rated(ctx context.Context, room string) ([]lobby.RatingChange, error)
	// History is a profile's rating after each rated game of family,
	// oldest first.
	History(ctx context.Context, id, family string) ([]lobby.RatingPoint, error)
	// Leaders are the n best ratings of family whose RD is at most maxRD,
	// best first (by rating, then by id).
	Leaders(ctx context.Context, family string, maxRD float64, n int) ([]lobby.Standing, error)
	// Provisional are the n best ratings of family whose RD is over
	// minRD, best first (by rating, then by id).
	Provisional(ctx context.Context, family string, minRD float64, n int) ([]lobby.Standing, error)
	// Games lists the rooms where profile id held a seat, newest first,
	// at most n (Listing.TokenHash is "").
	Games(ctx context.Context, id string, n int) ([]Listing, error)

	// OpenTable stores a new table; ErrConflict if its id is taken.
	OpenTable(ctx context.Context, t lobby.Table) error
	// Sit gives seat of table id to s, if that seat is open and s's
	// profile sits nowhere else at the table, and returns the table
	// after it (Full when that was its last open seat); ErrConflict,
	// writing nothing, if not; ErrNoTable if the table is gone or full.
	Sit(ctx context.Context, id string, seat int, s lobby.TableSeat) (lobby.Table, error)
	// Stand takes profile's seat at table id away; a host who stands
	// closes the table (ok false: it is gone). ErrNoTable if the table
	// is gone or full, or profile does not sit there.
	Stand(ctx context.Context, id, profile string) (t lobby.Table, ok bool, err error)
	// Tables are the open tables, not full, oldest first; with full,
	// the full ones too (a room is made for each).
	Tables(ctx context.Context) ([]lobby.Table, error)
	// Table reads one table, full or not; ErrNoTable if it is gone.
	Table(ctx context.Context, id string) (lobby.Table, error)
	// Seen marks the sitters of these profiles at these tables as
	// connected at time at.
	Seen(ctx context.Context, profiles []string, at time.Time) error
	// Sweep stands every sitter of a table not full who was not seen
	// since before (closing the tables whose host it stands), and returns
	// the ids of the tables it changed or closed.
	Sweep(ctx context.Context, before time.Time) ([]string, error)
	// CloseTable forgets table id, full or not (its room is made, or its
	// host closed it); ErrNoTable if it is gone.
	CloseTable(ctx context.Context, id string) error
}

// ErrNoProfile and ErrNoTable are the profile store's refusals.
var (
	ErrNoProfile = errors.New("there is no such profile")
	ErrNoTable   = errors.New("that table is gone")
)
