package memstore

import (
	"cmp"
	"context"
	"maps"
	"slices"
	"strings"

	"parlor/game/online/store"
)

var _ store.Friends = (*Store)(nil)

// memFriends is what Store keeps of follows and blocks, under its
// mutex: each a link's order of making, by its two profiles; the maps
// are made by the first write.
type memFriends struct {
	follows map[link]int
	blocks  map[link]int
	hidden  map[string]bool
	// n numbers the links in the order they are made.
	n int
}

// link is a follow (from follows to) or a block (from blocks to).
type link struct{ from, to string }

// Follow makes follower follow followed, not deleted, up to max follows.
func (s *Store) Follow(_ context.Context, follower, followed string, max int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if follower == followed {
		return store.ErrSelf
	}
	if p, ok := s.lobby.profiles[followed]; !ok || p.Deleted {
		return store.ErrNoProfile
	}
	f := &s.friends
	if f.follows == nil {
		f.follows = map[link]int{}
	}
	l := link{follower, followed}
	if _, ok := f.follows[l]; ok {
		return nil
	}
	if len(from(f.follows, follower)) >= max {
		return store.ErrFollows
	}
	f.n++
	f.follows[l] = f.n
	return nil
}

// Unfollow ends follower's follow of followed.
func (s *Store) Unfollow(_ context.Context, follower, followed string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.friends.follows, link{follower, followed})
	return nil
}

// Following are the profiles id follows, in the order followed.
func (s *Store) Following(_ context.Context, id string) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return from(s.friends.follows, id), nil
}

// Followers are the profiles that follow id, in the order they did.
func (s *Store) Followers(_ context.Context, id string) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return to(s.friends.follows, id), nil
}

// Block makes blocker block blocked.
func (s *Store) Block(_ context.Context, blocker, blocked string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if blocker == blocked {
		return store.ErrSelf
	}
	if _, ok := s.lobby.profiles[blocked]; !ok {
		return store.ErrNoProfile
	}
	f := &s.friends
	if f.blocks == nil {
		f.blocks = map[link]int{}
	}
	if _, ok := f.blocks[link{blocker, blocked}]; !ok {
		f.n++
		f.blocks[link{blocker, blocked}] = f.n
	}
	return nil
}

// Unblock ends blocker's block of blocked.
func (s *Store) Unblock(_ context.Context, blocker, blocked string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.friends.blocks, link{blocker, blocked})
	return nil
}

// Blocked are the profiles id blocks, in the order blocked.
func (s *Store) Blocked(_ context.Context, id string) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return from(s.friends.blocks, id), nil
}

// Blockers are the profiles that block id, in the order they did.
func (s *Store) Blockers(_ context.Context, id string) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return to(s.friends.blocks, id), nil
}

// Hide says whether profile id hides being online.
func (s *Store) Hide(_ context.Context, id string, hide bool) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.lobby.profiles[id]; !ok {
		return store.ErrNoProfile
	}
	if s.friends.hidden == nil {
		s.friends.hidden = map[string]bool{}
	}
	if hide {
		s.friends.hidden[id] = true
	} else {
		delete(s.friends.hidden, id)
	}
	return nil
}

// Hidden reports which of ids hide being online.
func (s *Store) Hidden(_ context.Context, ids []string) (map[string]bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[string]bool{}
	for _, id := range ids {
		if s.friends.hidden[id] {
			out[id] = true
		}
	}
	return out, nil
}

// from are the profiles the links of id lead to, in the links' order;
// to, those whose links lead to id.
func from(links map[link]int, id string) []string {
	return ends(links, func(l link) (string, bool) { return l.to, l.from == id })
}

// to are the profiles whose links lead to id, in the links' order.
func to(links map[link]int, id string) []string {
	return ends(links, func(l link) (string, bool) { return l.from, l.to == id })
}

// ends are the far ends of the links end keeps, in the links' order.
func ends(links map[link]int, end func(link) (string, bool)) []string {
	ls := slices.Collect(maps.Keys(links))
	slices.SortFunc(ls, func(a, b link) int { return cmp.Or(cmp.Compare(links[a], links[b]), strings.Compare(a.to, b.to)) })
	ids := []string{}
	for _, l := range ls {
		if id, ok := end(l); ok {
			ids = append(ids, id)
		}
	}
	return ids
}
