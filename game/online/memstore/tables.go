package memstore

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/store"
)

// The lobby's tables in Store. A table is kept by value, with seats of
// its own: what goes in and what comes out are copies.

// cloneTable is t with seats of its own.
func cloneTable(t lobby.Table) lobby.Table {
	t.Seats = slices.Clone(t.Seats)
	return t
}

// OpenTable stores a new table; ErrConflict if its id is taken.
func (s *Store) OpenTable(_ context.Context, t lobby.Table) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.lobby.tables[t.ID]; ok {
		return online.ErrConflict
	}
	s.lobby.tables[t.ID] = cloneTable(t)
	return nil
}

// errNoSitter is Sit's refusal of a seat given to no profile.
var errNoSitter = errors.New("sitting at a table: no profile given")

// Sit gives seat of table id to s (its Level is ignored) if that seat is
// open and s's profile sits nowhere else at the table, and returns the
// table after; ErrConflict if not, ErrNoTable if the table is gone or
// full.
func (s *Store) Sit(_ context.Context, id string, seat int, ts lobby.TableSeat) (lobby.Table, error) {
	if ts.Profile == "" {
		return lobby.Table{}, errNoSitter
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.lobby.tables[id]
	switch {
	case !ok || t.Full:
		return lobby.Table{}, store.ErrNoTable
	case seat < 0 || seat >= len(t.Seats) || t.Seats[seat].Level != "" || t.Seats[seat].Profile != "" || t.Sitting(ts.Profile) >= 0:
		return lobby.Table{}, online.ErrConflict
	}
	t = cloneTable(t)
	ts.Level = ""
	t.Seats[seat] = ts
	t.Full = t.Open() == 0
	s.lobby.tables[id] = t
	return cloneTable(t), nil
}

// Stand takes profile's seat at table id away; a host who stands closes
// the table, and t is then the table as it was, ok false. ErrNoTable if
// the table is gone or full, or profile does not sit there.
func (s *Store) Stand(_ context.Context, id, profile string) (lobby.Table, bool, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.lobby.tables[id]
	if !ok || t.Full || t.Sitting(profile) < 0 {
		return lobby.Table{}, false, store.ErrNoTable
	}
	t = cloneTable(t)
	if profile == t.Host {
		delete(s.lobby.tables, id)
		return t, false, nil
	}
	t.Seats[t.Sitting(profile)] = lobby.TableSeat{}
	s.lobby.tables[id] = t
	return cloneTable(t), true, nil
}

// Tables are the open tables, not full, oldest first (by Created, then
// by id).
func (s *Store) Tables(context.Context) ([]lobby.Table, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ts []lobby.Table
	for _, t := range s.lobby.tables {
		if !t.Full {
			ts = append(ts, cloneTable(t))
		}
	}
	slices.SortFunc(ts, func(a, b lobby.Table) int {
		return cmp.Or(a.Created.Compare(b.Created), strings.Compare(a.ID, b.ID))
	})
	return ts, nil
}

// Table reads one table, full or not; ErrNoTable if it is gone.
func (s *Store) Table(_ context.Context, id string) (lobby.Table, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	t, ok := s.lobby.tables[id]
	if !ok {
		return lobby.Table{}, store.ErrNoTable
	}
	return cloneTable(t), nil
}

// Seen marks the seats of these profiles, at every table, as seen at at.
func (s *Store) Seen(_ context.Context, profiles []string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, t := range s.lobby.tables {
		for i, st := range t.Seats {
			if st.Profile != "" && slices.Contains(profiles, st.Profile) {
				t.Seats[i].Seen = at // the table's own seats
			}
		}
	}
	return nil
}

// Sweep stands every sitter of a table not full whose Seen is before
// before, closing the tables whose host it stands, and returns the ids of
// the tables it changed or closed, in order.
func (s *Store) Sweep(_ context.Context, before time.Time) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ids []string
	for id, t := range s.lobby.tables {
		if t.Full {
			continue
		}
		changed := false
		for i, st := range t.Seats {
			if st.Profile == "" || !st.Seen.Before(before) {
				continue
			}
			changed = true
			if st.Profile == t.Host {
				delete(s.lobby.tables, id)
				break
			}
			t.Seats[i] = lobby.TableSeat{} // the table's own seats
		}
		if changed {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids, nil
}

// CloseTable forgets table id, full or not; ErrNoTable if it is gone.
func (s *Store) CloseTable(_ context.Context, id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.lobby.tables[id]; !ok {
		return store.ErrNoTable
	}
	delete(s.lobby.tables, id)
	return nil
}
