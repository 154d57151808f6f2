package memstore

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"parlor/game/online/store"
)

var _ store.Challenges = (*Store)(nil)

// SendChallenge stores c, open, within its sender's limits.
func (s *Store) SendChallenge(_ context.Context, c store.Challenge, open, hourly int) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if c.From == c.To {
		return store.ErrSelf
	}
	if p, ok := s.lobby.profiles[c.To]; !ok || p.Deleted {
		return store.ErrNoProfile
	}
	if _, ok := s.challenges[c.ID]; ok {
		return store.ErrConflict
	}
	opened, sent := 0, 0
	for _, x := range s.challenges {
		if x.From != c.From {
			continue
		}
		if x.Open(c.Created) {
			opened++
		}
		if x.Created.After(c.Created.Add(-time.Hour)) {
			sent++
		}
	}
	switch {
	case opened >= open:
		return store.ErrChallenges
	case sent >= hourly:
		return store.ErrChallengeRate
	}
	if s.challenges == nil {
		s.challenges = map[string]store.Challenge{}
	}
	c.State, c.Reason, c.Room, c.At = store.ChallengeOpen, "", "", time.Time{}
	s.challenges[c.ID] = c
	return nil
}

// Challenge reads challenge id.
func (s *Store) Challenge(_ context.Context, id string) (store.Challenge, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.challenges[id]
	if !ok {
		return c, store.ErrNoChallenge
	}
	return c, nil
}

// OpenChallenges are the challenges open at now that id sent or
// received (not silent).
func (s *Store) OpenChallenges(_ context.Context, id string, now time.Time) ([]store.Challenge, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	cs := []store.Challenge{}
	for _, c := range s.challenges {
		if c.Open(now) && (c.From == id || c.To == id && !c.Silent) {
			cs = append(cs, c)
		}
	}
	slices.SortFunc(cs, func(a, b store.Challenge) int {
		return cmp.Or(a.Created.Compare(b.Created), strings.Compare(a.ID, b.ID))
	})
	return cs, nil
}

// Settle settles challenge id, if open at st.At.
func (s *Store) Settle(_ context.Context, id string, st store.Settling) (store.Challenge, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	c, ok := s.challenges[id]
	switch {
	case !ok:
		return c, store.ErrNoChallenge
	case !c.Open(st.At):
		return c, store.ErrSettled
	}
	c.State, c.Reason, c.Room, c.At = st.State, st.Reason, st.Room, st.At
	s.challenges[id] = c
	return c, nil
}

// Lapse lapses the challenges open whose time ran out by now, and those
// of the profiles gone.
func (s *Store) Lapse(_ context.Context, now time.Time, gone []string) ([]store.Challenge, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	lapsed := []store.Challenge{}
	for id, c := range s.challenges {
		if c.State != store.ChallengeOpen || now.Before(c.Expires) && !slices.Contains(gone, c.From) && !slices.Contains(gone, c.To) {
			continue
		}
		c.State, c.At = store.ChallengeLapsed, now
		s.challenges[id] = c
		lapsed = append(lapsed, c)
	}
	slices.SortFunc(lapsed, func(a, b store.Challenge) int { return strings.Compare(a.ID, b.ID) })
	return lapsed, nil
}
