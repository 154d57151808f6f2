package sqlstore

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/store"
)

// Profiles is a store.Profiles on a database: a store embeds it. Its
// methods are safe for concurrent use as far as its DB's are.
type Profiles struct {
	db DB
}

// NewProfiles is the lobby kept in db.
func NewProfiles(db DB) Profiles { return Profiles{db: db} }

// nanos is t in Unix nanoseconds, or an error if t is out of the range
// they keep.
func nanos(t time.Time, what string) (int64, error) {
	n := t.UnixNano()
	if !time.Unix(0, n).Equal(t) {
		return 0, fmt.Errorf("%s: the time %v is out of the range kept", what, t)
	}
	return n, nil
}

// NewProfile stores a new profile; ErrConflict if its id or key hash is
// taken.
func (p Profiles) NewProfile(ctx context.Context, pr lobby.Profile) error {
	what := "storing profile " + pr.ID
	created, err := nanos(pr.Created, what)
	if err != nil {
		return err
	}
	_, err = p.db.Exec(ctx, `INSERT INTO profiles (id, name, key_hash, created, deleted) VALUES (`+places(1, 5)+`)`,
		pr.ID, pr.Name, pr.KeyHash, created, pr.Deleted)
	if p.db.Taken(err) {
		err = online.ErrConflict
	}
	return wrap(err, what)
}

// profileWhere reads the profile where is true of; ErrNoProfile if none.
func (p Profiles) profileWhere(ctx context.Context, where string, args ...any) (lobby.Profile, error) {
	var pr lobby.Profile
	var created int64
	ok, err := one(ctx, p.db, `SELECT id, name, key_hash, created, deleted FROM profiles WHERE `+where, args,
		&pr.ID, &pr.Name, &pr.KeyHash, &created, &pr.Deleted)
	switch {
	case err != nil:
		return lobby.Profile{}, err
	case !ok:
		return lobby.Profile{}, store.ErrNoProfile
	}
	pr.Created = time.Unix(0, created)
	return pr, nil
}

// ProfileByKey finds the profile, not deleted, whose key hashes to
// keyHash; ErrNoProfile if none.
func (p Profiles) ProfileByKey(ctx context.Context, keyHash string) (lobby.Profile, error) {
	pr, err := p.profileWhere(ctx, `NOT deleted AND (key_hash = $1 AND key_hash != ''
		OR id IN (SELECT profile FROM profile_keys WHERE key_hash = $1))`, keyHash)
	if err != nil {
		return pr, fmt.Errorf("finding a profile by its key: %w", err)
	}
	return pr, nil
}

// Profile reads a profile by its id, deleted or not; ErrNoProfile if
// none.
func (p Profiles) Profile(ctx context.Context, id string) (lobby.Profile, error) {
	pr, err := p.profileWhere(ctx, `id = $1`, id)
	if err != nil {
		return pr, fmt.Errorf("reading profile %s: %w", id, err)
	}
	return pr, nil
}

// Rename gives a profile, not deleted, a new name; ErrNoProfile if there
// is none.
func (p Profiles) Rename(ctx context.Context, id, name string) error {
	n, err := p.db.Exec(ctx, `UPDATE profiles SET name = $2 WHERE id = $1 AND NOT deleted`, id, name)
	if err == nil && n == 0 {
		err = store.ErrNoProfile
	}
	return wrap(err, "renaming profile "+id)
}

// DeleteProfile forgets a profile's name and key, in one transaction with
// its tables: those not full that it hosts are closed, and it stands from
// the others not full (a full table is its server's: its room is being
// made). Deleting a profile deleted already changes nothing more;
// ErrNoProfile if there is none.
func (p Profiles) DeleteProfile(ctx context.Context, id string) error {
	err := p.db.Tx(ctx, false, func(tx DB) error {
		n, err := tx.Exec(ctx, `UPDATE profiles SET name = '', key_hash = '', deleted = $2 WHERE id = $1`, id, true)
		switch {
		case err != nil:
			return err
		case n == 0:
			return store.ErrNoProfile
		}
		if err := forgetKeys(ctx, tx, id); err != nil {
			return err
		}
		var ids []string
		var tid string
		err = tx.Query(ctx, `SELECT id FROM lobby_tables WHERE host = $1 AND NOT is_full
			UNION SELECT tbl FROM lobby_seats WHERE profile = $1`, []any{id}, []any{&tid}, func() error {
			ids = append(ids, tid)
			return nil
		})
		if err != nil {
			return err
		}
		slices.Sort(ids) // locked in order, as every writer of several tables does
		for _, tid := range ids {
			t, err := lockTable(ctx, tx, tid)
			if err != nil || t.Full {
				continue // gone, or its server's
			}
			if t.Host == id {
				err = closeTable(ctx, tx, tid)
			} else if i := t.Sitting(id); i >= 0 {
				err = standSeat(ctx, tx, tid, i)
			}
			if err != nil {
				return err
			}
		}
		return nil
	})
	return wrap(err, "deleting profile "+id)
}

// Ratings are the profiles' ratings in each family each has played, by
// family.
func (p Profiles) Ratings(ctx context.Context, ids []string) (map[string][]lobby.Rating, error) {
	all := map[string][]lobby.Rating{}
	// ListHashes: each id once, in order, without the empty one.
	for batch := range slices.Chunk(store.ListHashes(ids), listBatch) {
		args := make([]any, len(batch))
		for i, id := range batch {
			args[i] = id
		}
		var id string
		var r lobby.Rating
		err := p.db.Query(ctx, `SELECT profile, family, r, rd, vol, games, wins, losses, draws FROM ratings
			WHERE profile IN (`+places(1, len(args))+`) ORDER BY profile, family COLLATE "C"`, args,
			[]any{&id, &r.Family, &r.R, &r.RD, &r.Vol, &r.Games, &r.Wins, &r.Losses, &r.Draws}, func() error {
				all[id] = append(all[id], r)
				return nil
			})
		if err != nil {
			return nil, fmt.Errorf("reading ratings: %w", err)
		}
	}
	return all, nil
}

// Rate records the outcome of rated room in one transaction: the room
// rated, with its changes in seat order; each change's rating its
// profile's in family, counted in its tally; and a point of its history.
// ErrConflict, writing nothing, if room was rated already (two at once
// meet the primary key); ErrNoProfile if a change's profile is not there.
func (p Profiles) Rate(ctx context.Context, room, family string, changes []lobby.RatingChange, at time.Time) error {
	what := "rating room " + room
	ns, err := nanos(at, what)
	if err != nil {
		return err
	}
	changes = slices.Clone(changes)
	slices.SortStableFunc(changes, func(a, b lobby.RatingChange) int { return a.Seat - b.Seat })
	js, err := json.Marshal(changes)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	err = p.db.Tx(ctx, false, func(tx DB) error {
		_, err := tx.Exec(ctx, `INSERT INTO rated (room, family, changes) VALUES ($1, $2, $3)`, room, family, string(js))
		if tx.Taken(err) {
			return online.ErrConflict
		}
		if err != nil {
			return err
		}
		for _, c := range changes {
			var x int
			ok, err := one(ctx, tx, `SELECT 1 FROM profiles WHERE id = $1`, []any{c.Profile}, &x)
			switch {
			case err != nil:
				return err
			case !ok:
				return fmt.Errorf("profile %s: %w", c.Profile, store.ErrNoProfile)
			}
			var tally [3]int
			switch c.Outcome {
			case lobby.OutcomeWin:
				tally[0] = 1
			case lobby.OutcomeLoss:
				tally[1] = 1
			case lobby.OutcomeDraw:
				tally[2] = 1
			}
			_, err = tx.Exec(ctx, `INSERT INTO ratings (profile, family, r, rd, vol, games, wins, losses, draws)
				VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8)
				ON CONFLICT (profile, family) DO UPDATE SET r = excluded.r, rd = excluded.rd, vol = excluded.vol,
					games = ratings.games + 1, wins = ratings.wins + excluded.wins,
					losses = ratings.losses + excluded.losses, draws = ratings.draws + excluded.draws`,
				c.Profile, family, c.After.R, c.After.RD, c.After.Vol, tally[0], tally[1], tally[2])
			if err != nil {
				return err
			}
			_, err = tx.Exec(ctx, `INSERT INTO history (profile, family, room, at, r, rd, outcome) VALUES (`+places(1, 7)+`)`,
				c.Profile, family, room, ns, c.After.R, c.After.RD, c.Outcome)
			if err != nil {
				return err
			}
		}
		return nil
	})
	return wrap(err, what)
}

// Rated reads the changes Rate recorded for room, in seat order; nil if
// none.
func (p Profiles) Rated(ctx context.Context, room string) ([]lobby.RatingChange, error) {
	var js string
	ok, err := one(ctx, p.db, `SELECT changes FROM rated WHERE room = $1`, []any{room}, &js)
	if err != nil || !ok {
		return nil, wrap(err, "reading the ratings of room "+room)
	}
	var cs []lobby.RatingChange
	if err := json.Unmarshal([]byte(js), &cs); err != nil {
		return nil, fmt.Errorf("reading the ratings of room %s: %w", room, err)
	}
	return cs, nil
}

// History is a profile's rating after each rated game of family, oldest
// first (then by room).
func (p Profiles) History(ctx context.Context, id, family string) ([]lobby.RatingPoint, error) {
	var h []lobby.RatingPoint
	var pt lobby.RatingPoint
	var at int64
	err := p.db.Query(ctx, `SELECT room, at, r, rd, outcome FROM history WHERE profile = $1 AND family = $2
		ORDER BY at, room COLLATE "C"`, []any{id, family}, []any{&pt.Room, &at, &pt.R, &pt.RD, &pt.Outcome}, func() error {
		pt.At = time.Unix(0, at)
		h = append(h, pt)
		return nil
	})
	return h, wrap(err, "reading the history of profile "+id)
}

// Leaders are the n best ratings of family whose RD is at most maxRD,
// best first (by rating, then by id); a deleted profile's name is
// lobby.DeletedName.
func (p Profiles) Leaders(ctx context.Context, family string, maxRD float64, n int) ([]lobby.Standing, error) {
	return p.standings(ctx, family, "g.rd <= $2", maxRD, n)
}

// Provisional are the n best ratings of family whose RD is over minRD,
// as Leaders lists them.
func (p Profiles) Provisional(ctx context.Context, family string, minRD float64, n int) ([]lobby.Standing, error) {
	return p.standings(ctx, family, "g.rd > $2", minRD, n)
}

// standings are the n best ratings of family whose RD meets rd, a
// condition on g.rd and the bound $2, best first.
func (p Profiles) standings(ctx context.Context, family, rd string, bound float64, n int) ([]lobby.Standing, error) {
	if n <= 0 {
		return nil, nil
	}
	var ls []lobby.Standing
	var s lobby.Standing
	var deleted bool
	err := p.db.Query(ctx, `SELECT g.profile, p.name, p.deleted, g.r, g.rd, g.vol, g.games
		FROM ratings g JOIN profiles p ON p.id = g.profile
		WHERE g.family = $1 AND `+rd+`
		ORDER BY g.r DESC, g.profile COLLATE "C" LIMIT $3`, []any{family, bound, n},
		[]any{&s.Profile, &s.Name, &deleted, &s.R, &s.RD, &s.Vol, &s.Games}, func() error {
			s.Name = lobby.Profile{Name: s.Name, Deleted: deleted}.Shown()
			ls = append(ls, s)
			return nil
		})
	return ls, wrap(err, "reading the leaders of "+family)
}

// Games lists the rooms where profile id held a seat, newest first, at
// most n, one listing a seat as Rooms.List lists them (TokenHash "").
func (p Profiles) Games(ctx context.Context, id string, n int) ([]store.Listing, error) {
	if id == "" || n <= 0 {
		return nil, nil
	}
	var ls []store.Listing
	err := p.db.Tx(ctx, true, func(tx DB) error {
		var err error
		ls, err = listings(ctx, tx, ls, false, `s.profile = $1
			ORDER BY r.created DESC, s.room COLLATE "C", s.seat LIMIT $2`, id, n)
		if err != nil || len(ls) == 0 {
			return err
		}
		var rooms []any
		for _, l := range ls {
			if !slices.Contains(rooms, any(l.Room)) {
				rooms = append(rooms, l.Room)
			}
		}
		seats, err := seatsWhere(ctx, tx, `room IN (`+places(1, len(rooms))+`)`, rooms...)
		for i := range ls {
			ls[i].Seats = slices.Clone(seats[ls[i].Room])
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("listing the games of profile %s: %w", id, err)
	}
	store.SortListings(ls)
	return ls, nil
}
