package store

import (
	"context"
	"errors"
	"time"
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

// SharedPresence is a Shared store that keeps which profiles are online
// on each process sharing it, and where they play, so that a follower
// connected to one process sees a friend online on another.
type SharedPresence interface {
	// SetPresence says what this process has of profile id now (the
	// zero Presence: nothing, she is offline here), and tells every
	// process of the change (a Change with Profile).
	SetPresence(ctx context.Context, id string, p Presence) error
	// Presences are the presences the other living processes have of
	// these profiles (one not listed is offline on all of them): of a
	// profile on several, online if any has her online, playing where
	// she sat down last.
	Presences(ctx context.Context, ids []string) (map[string]Presence, error)
}

// Presence is a profile's presence on a process: online or not, and the
// room she plays in (Room "" for none), its game's text, its spectators'
// token, and since when she plays there.
type Presence struct {
	Online            bool
	Room, Game, Watch string
	Since             time.Time
}

// With is a profile's presence on two processes, p's and q's: online if
// either has her online, playing where she sat down last (of two rooms
// sat down in at once, the greater id).
func (p Presence) With(q Presence) Presence {
	on := p.Online || q.Online
	if q.Room != "" && (p.Room == "" || q.Since.After(p.Since) || q.Since.Equal(p.Since) && q.Room > p.Room) {
		p = q
	}
	p.Online = on
	return p
}
