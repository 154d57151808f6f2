package lobby

import (
	"context"
	"encoding/binary"
	"errors"
	"io"
	"time"

	"parlor/game/catalog"
	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/rating"
)

// Outcomes are each seat's outcome by its place: a win alone first, a
// draw first with others, else a loss.
func Outcomes(ranks []int) []string {
	out := make([]string, len(ranks))
	for i, r := range ranks {
		tied := 0
		for _, q := range ranks {
			if q == r {
				tied++
			}
		}
		switch {
		case r > 0:
			out[i] = OutcomeLoss
		case tied > 1:
			out[i] = OutcomeDraw
		default:
			out[i] = OutcomeWin
		}
	}
	return out
}

// Rater is what rating a game needs of the profiles' store (one of
// store.Profiles' parts): the ratings as they are, and a room's changes
// recorded once.
type Rater interface {
	// Ratings are the profiles' ratings in every family each has played.
	Ratings(ctx context.Context, ids []string) (map[string][]Rating, error)
	// Rate records the outcome of rated room once: online.ErrConflict,
	// writing nothing, if room was rated already.
	Rate(ctx context.Context, room, family string, changes []RatingChange, at time.Time) error
	// Rated reads the changes Rate recorded for room; nil if none.
	Rated(ctx context.Context, room string) ([]RatingChange, error)
}

// Rate rates room r's game once it is over, if it is rated: it reads the
// players' ratings in the game's family, works out the new ones
// (rating.Game by the room's Ranks) and records them (Rater.Rate), once:
// a room rated already (by another server) gives the changes recorded
// then. It returns the changes, in seat order; nil for a game not rated,
// not over or aborted.
func Rate(ctx context.Context, r *online.Room, p Rater, now time.Time) ([]RatingChange, error) {
	if !r.Ratable() {
		return nil, nil
	}
	if done, err := p.Rated(ctx, r.ID()); err != nil || done != nil {
		return done, err
	}
	family := r.Options().Family()
	ranks := r.Ranks()
	ids := make([]string, len(ranks))
	for i := range ids {
		ids[i] = r.Profile(i)
	}
	have, err := p.Ratings(ctx, ids)
	if err != nil {
		return nil, err
	}
	before := make([]rating.Rating, len(ids))
	for i, id := range ids {
		before[i] = rating.Initial()
		for _, fr := range have[id] {
			if fr.Family == family {
				before[i] = fr.Glicko()
			}
		}
	}
	after := rating.Game(before, ranks)
	outcomes := Outcomes(ranks)
	changes := make([]RatingChange, len(ids))
	for i, id := range ids {
		changes[i] = RatingChange{Seat: i, Profile: id, Before: before[i], After: after[i], Outcome: outcomes[i]}
	}
	err = p.Rate(ctx, r.ID(), family, changes, now)
	if errors.Is(err, online.ErrConflict) {
		return p.Rated(ctx, r.ID())
	}
	if err != nil {
		return nil, err
	}
	return changes, nil
}

// Seated is the seat of the room a table's sitter takes: her token's
// hash, her name and her profile; or the computer's level.
func (s TableSeat) Seated() online.SeatRecord {
	if s.Level != "" {
		return online.SeatRecord{Level: s.Level}
	}
	return online.SeatRecord{TokenHash: s.TokenHash, Name: s.Name, Profile: s.Profile}
}

// TableRoom is the record of the room for table t, once its seats are
// full, not yet stored: the room's id is the table's, its seats the
// table's (each sitter's token finds it), rated as the table is, with no
// hints or values; its seed and spectators' token are drawn from rnd.
// store.Store.Create, or store.RoomsCreator.CreateRooms for many at once,
// stores it (online.ErrConflict: a room made already for t, by another
// server or before a crash: load it instead). A quick game's sitters take
// the room's seats in an order drawn from rnd (a table's host chose hers).
func TableRoom(games catalog.Catalog, t Table, rnd io.Reader, now time.Time) (online.RoomRecord, error) {
	o, err := games.Parse(t.Game)
	if err == nil {
		_, err = o.New()
	}
	if err != nil {
		return online.RoomRecord{}, err
	}
	tc, err := clock.Parse(t.Clock)
	if err != nil {
		return online.RoomRecord{}, err
	}
	rec := online.RoomRecord{ID: t.ID, Game: o.String(), Created: now.UTC(), Rated: t.Rated, Clock: tc, Seats: make([]online.SeatRecord, len(t.Seats))}
	for i, s := range t.Seats {
		rec.Seats[i] = s.Seated()
	}
	if t.Quick { // who sought first is not who moves first
		if err := shuffle(rec.Seats, rnd); err != nil {
			return online.RoomRecord{}, err
		}
	}
	if rec.Watch, err = online.NewToken(rnd); err != nil {
		return online.RoomRecord{}, err
	}
	rec.WatchHash = online.Hash(rec.Watch)
	if rec.Seed, rec.Salt, err = online.DrawSeed(rnd); err != nil {
		return online.RoomRecord{}, err
	}
	return rec, nil
}

// shuffle puts seats in an order drawn from rnd (Fisher and Yates').
func shuffle(seats []online.SeatRecord, rnd io.Reader) error {
	var b [8]byte
	for i := len(seats) - 1; i > 0; i-- {
		if _, err := io.ReadFull(rnd, b[:]); err != nil {
			return err
		}
		j := int(binary.LittleEndian.Uint64(b[:]) % uint64(i+1))
		seats[i], seats[j] = seats[j], seats[i]
	}
	return nil
}

// Shown is a rating as players see it: "1523", "1523?" while provisional.
func (r Rating) Shown() string { return r.Glicko().String() }

// Glicko is the rating's Glicko-2 part.
func (r Rating) Glicko() Glicko { return Glicko{R: r.R, RD: r.RD, Vol: r.Vol} }
