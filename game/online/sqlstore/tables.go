package sqlstore

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/store"
)

// The lobby's tables. Every write to a table's seats is a transaction
// that first locks the table's row (lockTable: SELECT … FOR UPDATE), so
// that two writers of one table take turns, and one that writes to
// several tables locks them in the order of their ids. Each tells of the
// tables it changed (DB.TellTable) in the same transaction.

// seenNanos is a sitter's Seen in Unix nanoseconds, 0 for the zero time
// (an open seat's); an error if it is out of the range kept.
func seenNanos(t time.Time) (int64, error) {
	if t.IsZero() {
		return 0, nil
	}
	return nanos(t, "a sitter's time seen")
}

// seenTime reads what seenNanos wrote.
func seenTime(ns int64) time.Time {
	if ns == 0 {
		return time.Time{}
	}
	return time.Unix(0, ns)
}

// OpenTable stores a new table and its seats in one transaction;
// ErrConflict if its id is taken.
func (p Profiles) OpenTable(ctx context.Context, t lobby.Table) error {
	what := "opening table " + t.ID
	created, err := nanos(t.Created, what)
	if err != nil {
		return err
	}
	values := make([]string, len(t.Seats))
	var args []any
	for i, st := range t.Seats {
		seen, err := seenNanos(st.Seen)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		values[i] = "(" + places(len(args)+1, 9) + ")"
		args = append(args, t.ID, i, st.Level, st.Profile, st.Name, st.TokenHash, st.R, st.RD, seen)
	}
	err = p.db.Tx(ctx, false, func(tx DB) error {
		_, err := tx.Exec(ctx, `INSERT INTO lobby_tables (id, game, any_options, rated, quick, host, created, is_full, clock)
			VALUES (`+places(1, 9)+`)`, t.ID, t.Game, t.Any, t.Rated, t.Quick, t.Host, created, t.Full, t.Clock)
		if tx.Taken(err) {
			return online.ErrConflict
		}
		if err != nil {
			return err
		}
		if len(values) > 0 {
			_, err = tx.Exec(ctx, `INSERT INTO lobby_seats (tbl, seat, level, profile, name, token_hash, r, rd, seen)
				VALUES `+strings.Join(values, ", "), args...)
			if err != nil {
				return err
			}
		}
		return tx.TellTable(ctx, t.ID)
	})
	return wrap(err, what)
}

// tablesWhere reads the tables where is true of, with their seats, oldest
// first (by Created, then by id); with lock, it locks their rows for the
// transaction db is.
func tablesWhere(ctx context.Context, db DB, lock bool, where string, args ...any) ([]lobby.Table, error) {
	var ts []lobby.Table
	var t lobby.Table
	var created int64
	query := `SELECT id, game, any_options, rated, quick, host, created, is_full, clock FROM lobby_tables
		WHERE ` + where + ` ORDER BY created, id COLLATE "C"`
	if lock {
		query += " FOR UPDATE"
	}
	err := db.Query(ctx, query, args, []any{&t.ID, &t.Game, &t.Any, &t.Rated, &t.Quick, &t.Host, &created, &t.Full, &t.Clock}, func() error {
		t.Created = time.Unix(0, created)
		ts = append(ts, t)
		return nil
	})
	if err != nil || len(ts) == 0 {
		return nil, err
	}
	seats := map[string][]lobby.TableSeat{}
	var tbl string
	var seat int
	var st lobby.TableSeat
	var seen int64
	err = db.Query(ctx, `SELECT tbl, seat, level, profile, name, token_hash, r, rd, seen FROM lobby_seats
		WHERE tbl IN (SELECT id FROM lobby_tables WHERE `+where+`) ORDER BY tbl, seat`, args,
		[]any{&tbl, &seat, &st.Level, &st.Profile, &st.Name, &st.TokenHash, &st.R, &st.RD, &seen}, func() error {
			if seat != len(seats[tbl]) {
				return fmt.Errorf("table %s: seat %d stored where seat %d belongs", tbl, seat, len(seats[tbl]))
			}
			st.Seen = seenTime(seen)
			seats[tbl] = append(seats[tbl], st)
			return nil
		})
	for i := range ts {
		ts[i].Seats = seats[ts[i].ID]
	}
	return ts, err
}

// lockTable reads table id and locks its row for the transaction tx is;
// ErrNoTable if it is gone.
func lockTable(ctx context.Context, tx DB, id string) (lobby.Table, error) {
	ts, err := tablesWhere(ctx, tx, true, `id = $1`, id)
	switch {
	case err != nil:
		return lobby.Table{}, err
	case len(ts) == 0:
		return lobby.Table{}, store.ErrNoTable
	}
	return ts[0], nil
}

// closeTable forgets table id and tells of it; ErrNoTable if it is gone.
func closeTable(ctx context.Context, tx DB, id string) error {
	if _, err := tx.Exec(ctx, `DELETE FROM lobby_seats WHERE tbl = $1`, id); err != nil {
		return err
	}
	n, err := tx.Exec(ctx, `DELETE FROM lobby_tables WHERE id = $1`, id)
	switch {
	case err != nil:
		return err
	case n == 0:
		return store.ErrNoTable
	}
	return tx.TellTable(ctx, id)
}

// standSeat opens seat of table id again and tells of it.
func standSeat(ctx context.Context, tx DB, id string, seat int) error {
	_, err := tx.Exec(ctx, `UPDATE lobby_seats SET profile = '', name = '', token_hash = '', r = 0, rd = 0, seen = 0
		WHERE tbl = $1 AND seat = $2`, id, seat)
	if err != nil {
		return err
	}
	return tx.TellTable(ctx, id)
}

// Sit gives seat of table id to s (its Level is ignored), in one
// transaction that locks the table, if that seat is open and s's profile
// sits nowhere else at the table, and returns the table after it (Full
// when that was its last open seat); ErrConflict, writing nothing, if
// not; ErrNoTable if the table is gone or full.
func (p Profiles) Sit(ctx context.Context, id string, seat int, s lobby.TableSeat) (lobby.Table, error) {
	what := fmt.Sprintf("sitting at seat %d of table %s", seat, id)
	if s.Profile == "" {
		return lobby.Table{}, fmt.Errorf("%s: no profile given", what)
	}
	seen, err := seenNanos(s.Seen)
	if err != nil {
		return lobby.Table{}, fmt.Errorf("%s: %w", what, err)
	}
	var t lobby.Table
	err = p.db.Tx(ctx, false, func(tx DB) error {
		var err error
		if t, err = lockTable(ctx, tx, id); err != nil {
			return err
		}
		switch {
		case t.Full:
			return store.ErrNoTable
		case seat < 0 || seat >= len(t.Seats) || t.Seats[seat].Level != "" || t.Seats[seat].Profile != "" || t.Sitting(s.Profile) >= 0:
			return online.ErrConflict
		}
		s.Level, s.Seen = "", seenTime(seen)
		t.Seats[seat] = s
		t.Full = t.Open() == 0
		_, err = tx.Exec(ctx, `UPDATE lobby_seats SET level = '', profile = $3, name = $4, token_hash = $5, r = $6, rd = $7, seen = $8
			WHERE tbl = $1 AND seat = $2`, id, seat, s.Profile, s.Name, s.TokenHash, s.R, s.RD, seen)
		if err == nil && t.Full {
			_, err = tx.Exec(ctx, `UPDATE lobby_tables SET is_full = $2 WHERE id = $1`, id, true)
		}
		if err != nil {
			return err
		}
		return tx.TellTable(ctx, id)
	})
	if err != nil {
		return lobby.Table{}, fmt.Errorf("%s: %w", what, err)
	}
	return t, nil
}

// Stand takes profile's seat at table id away, in one transaction that
// locks the table; a host who stands closes the table, and t is then the
// table as it was, ok false. ErrNoTable if the table is gone or full, or
// profile does not sit there.
func (p Profiles) Stand(ctx context.Context, id, profile string) (t lobby.Table, ok bool, err error) {
	err = p.db.Tx(ctx, false, func(tx DB) error {
		var err error
		if t, err = lockTable(ctx, tx, id); err != nil {
			return err
		}
		i := t.Sitting(profile)
		switch {
		case t.Full || i < 0:
			return store.ErrNoTable
		case profile == t.Host:
			return closeTable(ctx, tx, id)
		}
		ok = true
		t.Seats[i] = lobby.TableSeat{}
		return standSeat(ctx, tx, id, i)
	})
	if err != nil {
		return lobby.Table{}, false, fmt.Errorf("standing %s from table %s: %w", profile, id, err)
	}
	return t, ok, nil
}

// Tables are the open tables, not full, oldest first (by Created, then by
// id).
func (p Profiles) Tables(ctx context.Context) ([]lobby.Table, error) {
	var ts []lobby.Table
	err := p.db.Tx(ctx, true, func(tx DB) error {
		var err error
		ts, err = tablesWhere(ctx, tx, false, `NOT is_full`)
		return err
	})
	return ts, wrap(err, "listing the tables")
}

// Table reads one table, full or not; ErrNoTable if it is gone.
func (p Profiles) Table(ctx context.Context, id string) (lobby.Table, error) {
	var ts []lobby.Table
	err := p.db.Tx(ctx, true, func(tx DB) error {
		var err error
		ts, err = tablesWhere(ctx, tx, false, `id = $1`, id)
		return err
	})
	if err == nil && len(ts) == 0 {
		err = store.ErrNoTable
	}
	if err != nil {
		return lobby.Table{}, fmt.Errorf("reading table %s: %w", id, err)
	}
	return ts[0], nil
}

// Seen marks the seats of these profiles, at every table, as seen at at.
func (p Profiles) Seen(ctx context.Context, profiles []string, at time.Time) error {
	seen, err := seenNanos(at)
	if err != nil {
		return err
	}
	for batch := range slices.Chunk(store.ListHashes(profiles), listBatch) {
		args := []any{seen}
		for _, id := range batch {
			args = append(args, id)
		}
		if _, err := p.db.Exec(ctx, `UPDATE lobby_seats SET seen = $1 WHERE profile IN (`+places(2, len(batch))+`)`, args...); err != nil {
			return fmt.Errorf("marking sitters seen: %w", err)
		}
	}
	return nil
}

// Sweep stands every sitter of a table not full whose Seen is before
// before, closing the tables whose host it stands, a transaction a
// table, and returns the ids of the tables it changed or closed, in
// order.
func (p Profiles) Sweep(ctx context.Context, before time.Time) ([]string, error) {
	b, err := seenNanos(before)
	if err != nil {
		return nil, err
	}
	var stale []string
	var id string
	err = p.db.Query(ctx, `SELECT DISTINCT s.tbl FROM lobby_seats s JOIN lobby_tables t ON t.id = s.tbl
		WHERE NOT t.is_full AND s.profile != '' AND s.seen < $1`, []any{b}, []any{&id}, func() error {
		stale = append(stale, id)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("sweeping the tables: %w", err)
	}
	slices.Sort(stale)
	var ids []string
	for _, id := range stale {
		changed := false
		err := p.db.Tx(ctx, false, func(tx DB) error {
			changed = false
			t, err := lockTable(ctx, tx, id)
			if err != nil || t.Full {
				return nil // gone meanwhile, or its server's
			}
			for i, st := range t.Seats {
				if seen, _ := seenNanos(st.Seen); st.Profile == "" || seen >= b {
					continue
				}
				changed = true
				if st.Profile == t.Host {
					return closeTable(ctx, tx, id)
				}
				if err := standSeat(ctx, tx, id, i); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return ids, fmt.Errorf("sweeping table %s: %w", id, err)
		}
		if changed {
			ids = append(ids, id)
		}
	}
	return ids, nil
}

// CloseTable forgets table id, full or not; ErrNoTable if it is gone.
func (p Profiles) CloseTable(ctx context.Context, id string) error {
	err := p.db.Tx(ctx, false, func(tx DB) error { return closeTable(ctx, tx, id) })
	return wrap(err, "closing table "+id)
}
