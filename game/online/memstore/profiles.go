package memstore

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/store"
)

var (
	_ store.Profiles = (*Store)(nil)
	_ store.Clocked  = (*Store)(nil)
)

// memLobby is what Store keeps of the lobby, under its mutex.
type memLobby struct {
	profiles map[string]lobby.Profile
	// ratings are each profile's ratings by family.
	ratings map[string]map[string]lobby.Rating
	history map[historyKey][]lobby.RatingPoint
	// rated are the changes of each room rated, in seat order.
	rated  map[string][]lobby.RatingChange
	tables map[string]lobby.Table
}

// historyKey names a profile's history in a family.
type historyKey struct{ profile, family string }

func newMemLobby() memLobby {
	return memLobby{
		profiles: map[string]lobby.Profile{},
		ratings:  map[string]map[string]lobby.Rating{},
		history:  map[historyKey][]lobby.RatingPoint{},
		rated:    map[string][]lobby.RatingChange{},
		tables:   map[string]lobby.Table{},
	}
}

// NewProfile stores a new profile; ErrConflict if its id or key hash is
// taken.
func (s *Store) NewProfile(_ context.Context, p lobby.Profile) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.lobby.profiles[p.ID]; ok {
		return online.ErrConflict
	}
	if _, ok := s.byKey(p.KeyHash); ok {
		return online.ErrConflict
	}
	s.lobby.profiles[p.ID] = p
	return nil
}

// byKey finds the profile whose key hashes to keyHash; s.mu is held.
func (s *Store) byKey(keyHash string) (lobby.Profile, bool) {
	if keyHash == "" {
		return lobby.Profile{}, false
	}
	for _, p := range s.lobby.profiles {
		if p.KeyHash == keyHash && !p.Deleted {
			return p, true
		}
	}
	if id, ok := s.keys.keys[keyHash]; ok { // a key AddKey gave
		if p := s.lobby.profiles[id]; !p.Deleted {
			return p, true
		}
	}
	return lobby.Profile{}, false
}

// ProfileByKey finds the profile, not deleted, whose key hashes to
// keyHash; ErrNoProfile if none.
func (s *Store) ProfileByKey(_ context.Context, keyHash string) (lobby.Profile, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.byKey(keyHash)
	if !ok {
		return lobby.Profile{}, store.ErrNoProfile
	}
	return p, nil
}

// Profile reads a profile, deleted or not; ErrNoProfile if none.
func (s *Store) Profile(_ context.Context, id string) (lobby.Profile, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.lobby.profiles[id]
	if !ok {
		return lobby.Profile{}, store.ErrNoProfile
	}
	return p, nil
}

// Rename gives a profile, not deleted, a new name; ErrNoProfile.
func (s *Store) Rename(_ context.Context, id, name string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.lobby.profiles[id]
	if !ok || p.Deleted {
		return store.ErrNoProfile
	}
	p.Name = name
	s.lobby.profiles[id] = p
	return nil
}

// DeleteProfile forgets a profile's name and key. The tables not full
// that it hosts are closed, and it stands from the others not full (a
// full table is its server's: its room is being made). Deleting a
// profile deleted already does nothing; ErrNoProfile if there is none.
func (s *Store) DeleteProfile(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.lobby.profiles[id]
	if !ok {
		return store.ErrNoProfile
	}
	p.Name, p.KeyHash, p.Deleted = "", "", true
	s.lobby.profiles[id] = p
	s.forgetKeys(id)
	s.leaveTables(id)
	return nil
}

// leaveTables closes the tables profile id hosts, not full, and stands
// her from the others; s.mu is held.
func (s *Store) leaveTables(id string) {
	for tid, t := range s.lobby.tables {
		switch {
		case t.Full:
		case t.Host == id:
			delete(s.lobby.tables, tid)
		case t.Sitting(id) >= 0:
			t.Seats[t.Sitting(id)] = lobby.TableSeat{} // the table's own seats
		}
	}
}

// Ratings are the profiles' ratings in each family played, by family.
func (s *Store) Ratings(_ context.Context, ids []string) (map[string][]lobby.Rating, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	all := map[string][]lobby.Rating{}
	for _, id := range store.ListHashes(ids) { // each id once
		for _, r := range s.lobby.ratings[id] {
			all[id] = append(all[id], r)
		}
		slices.SortFunc(all[id], func(a, b lobby.Rating) int { return strings.Compare(a.Family, b.Family) })
	}
	return all, nil
}

// Rate records the outcome of rated room, once; ErrConflict, writing
// nothing, if room was rated already, and ErrNoProfile if a change's
// profile is not there.
func (s *Store) Rate(_ context.Context, room, family string, changes []lobby.RatingChange, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.lobby.rated[room]; ok {
		return online.ErrConflict
	}
	for _, c := range changes {
		if _, ok := s.lobby.profiles[c.Profile]; !ok {
			return store.ErrNoProfile
		}
	}
	changes = slices.Clone(changes)
	slices.SortStableFunc(changes, func(a, b lobby.RatingChange) int { return cmp.Compare(a.Seat, b.Seat) })
	s.lobby.rated[room] = changes
	for _, c := range changes {
		rs := s.lobby.ratings[c.Profile]
		if rs == nil {
			rs = map[string]lobby.Rating{}
			s.lobby.ratings[c.Profile] = rs
		}
		r := rs[family]
		r.Family, r.R, r.RD, r.Vol = family, c.After.R, c.After.RD, c.After.Vol
		r.Games++
		tally(&r, c.Outcome)
		rs[family] = r
		k := historyKey{c.Profile, family}
		s.lobby.history[k] = append(s.lobby.history[k], lobby.RatingPoint{Room: room, At: at, R: c.After.R, RD: c.After.RD, Outcome: c.Outcome})
	}
	return nil
}

// tally counts outcome in r's wins, losses or draws.
func tally(r *lobby.Rating, outcome string) {
	switch outcome {
	case lobby.OutcomeWin:
		r.Wins++
	case lobby.OutcomeLoss:
		r.Losses++
	case lobby.OutcomeDraw:
		r.Draws++
	}
}

// Rated reads the changes Rate recorded for room, in seat order; nil if
// none.
func (s *Store) Rated(_ context.Context, room string) ([]lobby.RatingChange, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.lobby.rated[room]), nil
}

// History is a profile's rating after each rated game of family, oldest
// first (by time, then by room).
func (s *Store) History(_ context.Context, id, family string) ([]lobby.RatingPoint, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	h := slices.Clone(s.lobby.history[historyKey{id, family}])
	slices.SortFunc(h, func(a, b lobby.RatingPoint) int {
		return cmp.Or(a.At.Compare(b.At), strings.Compare(a.Room, b.Room))
	})
	return h, nil
}

// Leaders are the n best ratings of family whose RD is at most maxRD.
func (s *Store) Leaders(_ context.Context, family string, maxRD float64, n int) ([]lobby.Standing, error) {
	return s.standings(family, func(rd float64) bool { return rd <= maxRD }, n), nil
}

// Provisional are the n best ratings of family whose RD is over minRD.
func (s *Store) Provisional(_ context.Context, family string, minRD float64, n int) ([]lobby.Standing, error) {
	return s.standings(family, func(rd float64) bool { return rd > minRD }, n), nil
}

// standings are the n best ratings of family whose RD is one of those
// keep keeps, best first (by rating, then by id).
func (s *Store) standings(family string, keep func(rd float64) bool, n int) []lobby.Standing {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ls []lobby.Standing
	for id, rs := range s.lobby.ratings {
		if r, ok := rs[family]; ok && keep(r.RD) {
			ls = append(ls, lobby.Standing{Profile: id, Name: s.lobby.profiles[id].Shown(), R: r.R, RD: r.RD, Vol: r.Vol, Games: r.Games})
		}
	}
	slices.SortFunc(ls, func(a, b lobby.Standing) int {
		return cmp.Or(cmp.Compare(b.R, a.R), strings.Compare(a.Profile, b.Profile))
	})
	return ls[:max(0, min(n, len(ls)))]
}

// Games lists the rooms where profile id held a seat, newest first, at
// most n, one listing a seat as Store.List lists them (TokenHash "").
func (s *Store) Games(_ context.Context, id string, n int) ([]store.Listing, error) {
	if id == "" {
		return nil, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	var ls []store.Listing
	for rid, r := range s.rooms {
		for seat, st := range r.rec.Seats {
			if st.Profile != id {
				continue
			}
			ls = append(ls, r.listing(rid, seat, ""))
		}
	}
	store.SortListings(ls)
	return ls[:max(0, min(n, len(ls)))], nil
}
