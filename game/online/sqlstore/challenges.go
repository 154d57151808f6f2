package sqlstore

import (
	"context"
	"errors"
	"time"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/store"
)

// The challenges' table (store.Challenges). A challenge is settled by one
// conditional write, an UPDATE of its row while it is open and not
// lapsed: of two servers settling it at once (an accept and a cancel, an
// accept and the lapse), the database lets one write, and the other
// finds it settled.

// challengeColumns are the columns a challenge is read from, in scan's
// order.
const challengeColumns = `id, sender, recipient, game, clock, rated, first_seat, sender_hash, created, expires, silent, state, reason, room, settled`

// SendChallenge stores c, open, within its sender's limits: in one
// transaction that locks the sender's profile, so that two challenges at
// once never pass them.
func (p Profiles) SendChallenge(ctx context.Context, c store.Challenge, open, hourly int) error {
	if c.From == c.To {
		return store.ErrSelf
	}
	what := "storing challenge " + c.ID
	created, err := nanos(c.Created, what)
	if err != nil {
		return err
	}
	expires, err := nanos(c.Expires, what)
	if err != nil {
		return err
	}
	err = p.db.Tx(ctx, false, func(tx DB) error {
		if err := there(ctx, tx, `SELECT id FROM profiles WHERE id = $1 FOR UPDATE`, c.From); err != nil {
			return err
		}
		if err := there(ctx, tx, `SELECT id FROM profiles WHERE id = $1 AND NOT deleted`, c.To); err != nil {
			return err
		}
		var n int
		if _, err := one(ctx, tx, `SELECT count(*) FROM challenges WHERE sender = $1 AND state = 'open' AND expires > $2`, []any{c.From, created}, &n); err != nil {
			return err
		}
		if n >= open {
			return store.ErrChallenges
		}
		if _, err := one(ctx, tx, `SELECT count(*) FROM challenges WHERE sender = $1 AND created > $2`, []any{c.From, created - int64(time.Hour)}, &n); err != nil {
			return err
		}
		if n >= hourly {
			return store.ErrChallengeRate
		}
		_, err := tx.Exec(ctx, `INSERT INTO challenges (`+challengeColumns+`) VALUES (`+places(1, 15)+`)`,
			c.ID, c.From, c.To, c.Game, c.Clock.String(), c.Rated, c.First, c.FromHash, created, expires, c.Silent, store.ChallengeOpen, "", "", int64(0))
		if tx.Taken(err) {
			err = online.ErrConflict
		}
		return err
	})
	return wrap(err, what)
}

// Challenge reads challenge id.
func (p Profiles) Challenge(ctx context.Context, id string) (store.Challenge, error) {
	cs, err := p.challengesWhere(ctx, p.db, `id = $1`, id)
	if err == nil && len(cs) == 0 {
		err = store.ErrNoChallenge
	}
	if err != nil {
		return store.Challenge{}, wrap(err, "reading challenge "+id)
	}
	return cs[0], nil
}

// OpenChallenges are the challenges open at now that id sent or
// received (not silent), the oldest first.
func (p Profiles) OpenChallenges(ctx context.Context, id string, now time.Time) ([]store.Challenge, error) {
	cs, err := p.challengesWhere(ctx, p.db, `state = 'open' AND expires > $2 AND (sender = $1 OR recipient = $1 AND NOT silent)
		ORDER BY created, id COLLATE "C"`, id, now.UnixNano())
	return cs, wrap(err, "listing the challenges of "+id)
}

// Settle settles challenge id, if open at s.At: one conditional UPDATE.
func (p Profiles) Settle(ctx context.Context, id string, s store.Settling) (store.Challenge, error) {
	at := s.At.UnixNano()
	n, err := p.db.Exec(ctx, `UPDATE challenges SET state = $2, reason = $3, room = $4, settled = $5
		WHERE id = $1 AND state = 'open' AND expires > $5`, id, s.State, s.Reason, s.Room, at)
	if err != nil {
		return store.Challenge{}, wrap(err, "settling challenge "+id)
	}
	c, err := p.Challenge(ctx, id)
	if err == nil && n == 0 {
		err = store.ErrSettled
	}
	return c, err
}

// Lapse lapses the challenges open whose time ran out by now, and those
// of the profiles gone: each by a conditional UPDATE, so that one
// settled meanwhile (accepted on another server) stays as it was.
func (p Profiles) Lapse(ctx context.Context, now time.Time, gone []string) ([]store.Challenge, error) {
	at := now.UnixNano()
	where := `state = 'open' AND expires <= $1`
	args := []any{at}
	if gone = store.ListHashes(gone); len(gone) > 0 {
		in := places(2, len(gone))
		where = `state = 'open' AND (expires <= $1 OR sender IN (` + in + `) OR recipient IN (` + in + `))`
		args = append(args, anys(gone)...)
	}
	found, err := p.challengesWhere(ctx, p.db, where+` ORDER BY id COLLATE "C"`, args...)
	if err != nil {
		return nil, wrap(err, "lapsing the challenges")
	}
	lapsed := []store.Challenge{}
	for _, c := range found {
		n, err := p.db.Exec(ctx, `UPDATE challenges SET state = $2, settled = $3 WHERE id = $1 AND state = 'open'`, c.ID, store.ChallengeLapsed, at)
		if err != nil {
			return lapsed, wrap(err, "lapsing challenge "+c.ID)
		}
		if n == 1 {
			c.State, c.At = store.ChallengeLapsed, now
			lapsed = append(lapsed, c)
		}
	}
	return lapsed, nil
}

// challengesWhere reads the challenges where is true of (with its
// order).
func (p Profiles) challengesWhere(ctx context.Context, db DB, where string, args ...any) ([]store.Challenge, error) {
	cs := []store.Challenge{}
	var c store.Challenge
	var tc string
	var created, expires, settled int64
	err := db.Query(ctx, `SELECT `+challengeColumns+` FROM challenges WHERE `+where, args,
		[]any{&c.ID, &c.From, &c.To, &c.Game, &tc, &c.Rated, &c.First, &c.FromHash, &created, &expires, &c.Silent, &c.State, &c.Reason, &c.Room, &settled},
		func() error {
			var err error
			if c.Clock, err = clock.Parse(tc); err != nil {
				return errors.Join(errors.New("challenge "+c.ID), err)
			}
			c.Created, c.Expires = time.Unix(0, created), time.Unix(0, expires)
			c.At = time.Time{}
			if settled != 0 {
				c.At = time.Unix(0, settled)
			}
			cs = append(cs, c)
			return nil
		})
	return cs, err
}
