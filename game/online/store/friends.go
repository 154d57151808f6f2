package store

import (
	"context"
	"errors"
)

// Friends keeps who follows whom, who blocks whom, and which profiles
// hide being online. The SQLite and PostgreSQL stores, and
// memstore.Store, are Friends too. Every method is safe for concurrent
// use.
//
// A block does not undo a follow, either way: the lobby hides what a
// block hides (presence, the blocked among one's followers), and
// unblocking shows it again.
type Friends interface {
	// Follow makes follower follow followed, who must be a profile not
	// deleted (ErrNoProfile if not), and not follower herself
	// (ErrSelf). Following a profile followed already changes nothing;
	// a follow that would make follower follow more than max profiles is
	// refused (ErrFollows), writing nothing.
	Follow(ctx context.Context, follower, followed string, max int) error
	// Unfollow ends follower's follow of followed; it does nothing if
	// there is none.
	Unfollow(ctx context.Context, follower, followed string) error
	// Following are the profiles id follows, those followed first first
	// (then by id).
	Following(ctx context.Context, id string) ([]string, error)
	// Followers are the profiles that follow id, the first to follow
	// first (then by id).
	Followers(ctx context.Context, id string) ([]string, error)

	// Block makes blocker block blocked, who must be a profile (deleted
	// or not: ErrNoProfile if none), and not blocker herself (ErrSelf).
	// Blocking a profile blocked already changes nothing.
	Block(ctx context.Context, blocker, blocked string) error
	// Unblock ends blocker's block of blocked; it does nothing if there
	// is none.
	Unblock(ctx context.Context, blocker, blocked string) error
	// Blocked are the profiles id blocks, the first blocked first (then
	// by id).
	Blocked(ctx context.Context, id string) ([]string, error)
	// Blockers are the profiles that block id, the first to block first
	// (then by id).
	Blockers(ctx context.Context, id string) ([]string, error)

	// Hide says whether profile id hides being online; ErrNoProfile if
	// there is no such profile, deleted or not.
	Hide(ctx context.Context, id string, hide bool) error
	// Hidden reports which of these profiles hide being online (those
	// that do not, and the unknown ones, are not listed).
	Hidden(ctx context.Context, ids []string) (map[string]bool, error)
}

// ErrSelf and ErrFollows are the friends store's refusals: a profile
// that follows or blocks herself, and one that would follow more than
// she may.
var (
	ErrSelf    = errors.New("a profile does not follow or block herself")
	ErrFollows = errors.New("that profile follows as many as she may")
)
