package sqlstore

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"parlor/game/clock"
	"parlor/game/online/store"
)

// The rooms' clocks, as the tables keep them (see tables).

var (
	_ store.Clocked = Rooms{}
	_ store.Holder  = Rooms{}
)

// readClock reads room id's time control as the rooms table keeps it.
func readClock(id, text string) (clock.Control, error) {
	tc, err := clock.Parse(text)
	if err != nil {
		return tc, fmt.Errorf("room %s's clock: %w", id, err)
	}
	return tc, nil
}

// clocksText is an event's clocks as the events table keeps them: each
// seat's milliseconds in decimal, joined by commas; "" for none.
func clocksText(clocks []int64) string {
	ms := make([]string, len(clocks))
	for i, c := range clocks {
		ms[i] = strconv.FormatInt(c, 10)
	}
	return strings.Join(ms, ",")
}

// readClocks reads what clocksText wrote: nil for "".
func readClocks(text string) ([]int64, error) {
	if text == "" {
		return nil, nil
	}
	parts := strings.Split(text, ",")
	clocks := make([]int64, len(parts))
	for i, p := range parts {
		c, err := strconv.ParseInt(p, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("clocks %q: %w", text, err)
		}
		clocks[i] = c
	}
	return clocks, nil
}

// Running lists the ids of the rooms with a clock whose game is not
// over: their last event did not end it, or they have none yet; in the
// order of their ids (by bytes).
func (r Rooms) Running(ctx context.Context) ([]string, error) {
	var ids []string
	var id string
	err := r.db.Query(ctx,
		`SELECT r.id FROM rooms r
		LEFT JOIN events e ON e.room = r.id
			AND e.n = (SELECT MAX(n) FROM events WHERE room = r.id)
		WHERE r.clock != '' AND NOT COALESCE(e.over, false)
		AND (e.deadline > 0
			OR e.n IS NULL AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.room = r.id AND s.level = '' AND s.token_hash = ''))
		ORDER BY r.id COLLATE "C"`,
		nil, []any{&id}, func() error {
			ids = append(ids, id)
			return nil
		})
	if err != nil {
		return nil, fmt.Errorf("listing the rooms whose clocks run: %w", err)
	}
	return ids, nil
}

// Beat says that server is alive at time at: one row written, however
// many rooms the server holds.
func (r Rooms) Beat(ctx context.Context, server string, at time.Time) error {
	_, err := r.db.Exec(ctx, `INSERT INTO servers (id, beat) VALUES ($1, $2)
		ON CONFLICT (id) DO UPDATE SET beat = excluded.beat`, server, at.UnixMilli())
	return wrap(err, "server "+server+"'s beat")
}

// Hold says that server holds room id from time at on, in one
// transaction: the room's hold, and its held raised to at.
func (r Rooms) Hold(ctx context.Context, server, id string, at time.Time) error {
	err := r.db.Tx(ctx, false, func(tx DB) error {
		_, err := tx.Exec(ctx, `INSERT INTO holds (room, server) SELECT $1, $2
			WHERE EXISTS (SELECT 1 FROM rooms WHERE id = $1)
			ON CONFLICT (room, server) DO NOTHING`, id, server)
		if err != nil {
			return err
		}
		return raiseHeld(ctx, tx, id, at)
	})
	return wrap(err, "holding room "+id)
}

// LetGo says that server held room id until time at, and no longer, in
// one transaction: the room's hold gone, and its held raised to at.
func (r Rooms) LetGo(ctx context.Context, server, id string, at time.Time) error {
	err := r.db.Tx(ctx, false, func(tx DB) error {
		if _, err := tx.Exec(ctx, `DELETE FROM holds WHERE room = $1 AND server = $2`, id, server); err != nil {
			return err
		}
		return raiseHeld(ctx, tx, id, at)
	})
	return wrap(err, "letting room "+id+" go")
}

// raiseHeld sets room id's held to at, unless it is later already.
func raiseHeld(ctx context.Context, tx DB, id string, at time.Time) error {
	_, err := tx.Exec(ctx, `UPDATE rooms SET held = $2 WHERE id = $1 AND held < $2`, id, at.UnixMilli())
	return err
}
