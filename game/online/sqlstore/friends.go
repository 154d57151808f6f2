package sqlstore

import (
	"context"
	"time"

	"parlor/game/online/store"
)

// The friends' tables (store.Friends): follows and blocks, each a link
// from one profile to another with when it was made (Unix nanoseconds:
// the lists come in that order), and the profiles' hide_online.

// Follow makes follower follow followed, not deleted, up to max follows:
// in one transaction that locks the follower's profile, so that two
// follows at once never pass max.
func (p Profiles) Follow(ctx context.Context, follower, followed string, max int) error {
	if follower == followed {
		return store.ErrSelf
	}
	err := p.db.Tx(ctx, false, func(tx DB) error {
		if err := there(ctx, tx, `SELECT id FROM profiles WHERE id = $1 FOR UPDATE`, follower); err != nil {
			return err
		}
		if err := there(ctx, tx, `SELECT id FROM profiles WHERE id = $1 AND NOT deleted`, followed); err != nil {
			return err
		}
		var n int
		if _, err := one(ctx, tx, `SELECT count(*) FROM follows WHERE follower = $1 AND followed = $2`, []any{follower, followed}, &n); err != nil || n > 0 {
			return err
		}
		if _, err := one(ctx, tx, `SELECT count(*) FROM follows WHERE follower = $1`, []any{follower}, &n); err != nil {
			return err
		}
		if n >= max {
			return store.ErrFollows
		}
		return link(ctx, tx, `INSERT INTO follows (follower, followed, at)`, follower, followed)
	})
	return wrap(err, "following profile "+followed)
}

// there is nil if the query of a profile by id finds one, ErrNoProfile
// if not.
func there(ctx context.Context, tx DB, query, id string) error {
	var found string
	ok, err := one(ctx, tx, query, []any{id}, &found)
	if err == nil && !ok {
		err = store.ErrNoProfile
	}
	return err
}

// link inserts a link (a follow, a block) from one profile to another,
// made now, with insert's columns; one there already (made at the same
// moment by another server) stays as it is.
func link(ctx context.Context, tx DB, insert, from, to string) error {
	_, err := tx.Exec(ctx, insert+` VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, from, to, time.Now().UnixNano())
	return err
}

// Unfollow ends follower's follow of followed.
func (p Profiles) Unfollow(ctx context.Context, follower, followed string) error {
	_, err := p.db.Exec(ctx, `DELETE FROM follows WHERE follower = $1 AND followed = $2`, follower, followed)
	return wrap(err, "unfollowing profile "+followed)
}

// Following are the profiles id follows, in the order followed.
func (p Profiles) Following(ctx context.Context, id string) ([]string, error) {
	ids, err := p.ids(ctx, `SELECT followed FROM follows WHERE follower = $1 ORDER BY at, followed COLLATE "C"`, id)
	return ids, wrap(err, "listing whom "+id+" follows")
}

// Followers are the profiles that follow id, in the order they did.
func (p Profiles) Followers(ctx context.Context, id string) ([]string, error) {
	ids, err := p.ids(ctx, `SELECT follower FROM follows WHERE followed = $1 ORDER BY at, follower COLLATE "C"`, id)
	return ids, wrap(err, "listing the followers of "+id)
}

// Block makes blocker block blocked.
func (p Profiles) Block(ctx context.Context, blocker, blocked string) error {
	if blocker == blocked {
		return store.ErrSelf
	}
	err := p.db.Tx(ctx, false, func(tx DB) error {
		if err := there(ctx, tx, `SELECT id FROM profiles WHERE id = $1`, blocked); err != nil {
			return err
		}
		return link(ctx, tx, `INSERT INTO blocks (blocker, blocked, at)`, blocker, blocked)
	})
	return wrap(err, "blocking profile "+blocked)
}

// Unblock ends blocker's block of blocked.
func (p Profiles) Unblock(ctx context.Context, blocker, blocked string) error {
	_, err := p.db.Exec(ctx, `DELETE FROM blocks WHERE blocker = $1 AND blocked = $2`, blocker, blocked)
	return wrap(err, "unblocking profile "+blocked)
}

// Blocked are the profiles id blocks, in the order blocked.
func (p Profiles) Blocked(ctx context.Context, id string) ([]string, error) {
	ids, err := p.ids(ctx, `SELECT blocked FROM blocks WHERE blocker = $1 ORDER BY at, blocked COLLATE "C"`, id)
	return ids, wrap(err, "listing whom "+id+" blocks")
}

// Blockers are the profiles that block id, in the order they did.
func (p Profiles) Blockers(ctx context.Context, id string) ([]string, error) {
	ids, err := p.ids(ctx, `SELECT blocker FROM blocks WHERE blocked = $1 ORDER BY at, blocker COLLATE "C"`, id)
	return ids, wrap(err, "listing who blocks "+id)
}

// Hide says whether profile id hides being online.
func (p Profiles) Hide(ctx context.Context, id string, hide bool) error {
	n, err := p.db.Exec(ctx, `UPDATE profiles SET hide_online = $2 WHERE id = $1`, id, hide)
	if err == nil && n == 0 {
		err = store.ErrNoProfile
	}
	return wrap(err, "hiding profile "+id)
}

// Hidden reports which of ids hide being online.
func (p Profiles) Hidden(ctx context.Context, ids []string) (map[string]bool, error) {
	out := map[string]bool{}
	ids = store.ListHashes(ids)
	for len(ids) > 0 {
		batch := ids[:min(len(ids), hiddenBatch)]
		ids = ids[len(batch):]
		var id string
		err := p.db.Query(ctx, `SELECT id FROM profiles WHERE hide_online AND id IN (`+places(1, len(batch))+`)`,
			anys(batch), []any{&id}, func() error {
				out[id] = true
				return nil
			})
		if err != nil {
			return nil, wrap(err, "reading which profiles hide")
		}
	}
	return out, nil
}

// hiddenBatch is how many profiles Hidden asks of at once.
const hiddenBatch = 500

// anys is ss as a query's arguments.
func anys(ss []string) []any {
	out := make([]any, len(ss))
	for i, s := range ss {
		out[i] = s
	}
	return out
}

// ids runs a query of one column of profiles' ids, of one argument.
func (p Profiles) ids(ctx context.Context, query, arg string) ([]string, error) {
	ids := []string{}
	var id string
	err := p.db.Query(ctx, query, []any{arg}, []any{&id}, func() error {
		ids = append(ids, id)
		return nil
	})
	return ids, err
}
