//go:build !js

package postgres

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/jackc/pgx/v5"

	"parlor/game/online"
)

var _ online.Shared = (*Store)(nil)

// Create stores a new room and its seats in one transaction; ErrConflict
// if a room of its id exists.
func (s *Store) Create(ctx context.Context, r online.RoomRecord) error {
	created := r.Created.UnixNano()
	if !time.Unix(0, created).Equal(r.Created) {
		return fmt.Errorf("creating room %s: its time %v is out of the range kept", r.ID, r.Created)
	}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx,
			`INSERT INTO rooms (id, game, seed, salt, watch_hash, watch, created, helps) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
			r.ID, r.Game, strconv.FormatUint(r.Seed, 10), r.Salt, r.WatchHash, r.Watch, created, r.Helps)
		if isUnique(err) {
			return online.ErrConflict
		}
		if err != nil {
			return err
		}
		var b pgx.Batch
		for i, st := range r.Seats {
			b.Queue(`INSERT INTO seats (room, seat, level, token_hash, invite_hash, name) VALUES ($1, $2, $3, $4, $5, $6)`,
				r.ID, i, st.Level, st.TokenHash, st.InviteHash, st.Name)
		}
		return tx.SendBatch(ctx, &b).Close()
	})
	if err != nil {
		return fmt.Errorf("creating room %s: %w", r.ID, err)
	}
	return nil
}

// Room reads a room and its log, in one transaction; ErrNoRoom if there
// is no such room.
func (s *Store) Room(ctx context.Context, id string) (online.RoomRecord, []online.Event, error) {
	return s.Since(ctx, id, 0)
}

// Since reads room id's record and the events after event n, in one
// transaction; ErrNoRoom if there is no such room.
func (s *Store) Since(ctx context.Context, id string, n int) (online.RoomRecord, []online.Event, error) {
	r := online.RoomRecord{ID: id}
	var es []online.Event
	err := pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}, func(tx pgx.Tx) error {
		var seed string
		var created int64
		err := tx.QueryRow(ctx, `SELECT game, seed, salt, watch_hash, watch, created, helps FROM rooms WHERE id = $1`, id).
			Scan(&r.Game, &seed, &r.Salt, &r.WatchHash, &r.Watch, &created, &r.Helps)
		if errors.Is(err, pgx.ErrNoRows) {
			return online.ErrNoRoom
		}
		if err != nil {
			return err
		}
		if r.Seed, err = strconv.ParseUint(seed, 10, 64); err != nil {
			return fmt.Errorf("its seed: %w", err)
		}
		r.Created = time.Unix(0, created)
		rows, _ := tx.Query(ctx, `SELECT seat, level, token_hash, invite_hash, name FROM seats WHERE room = $1 ORDER BY seat`, id)
		var seat int
		var st online.SeatRecord
		_, err = pgx.ForEachRow(rows, []any{&seat, &st.Level, &st.TokenHash, &st.InviteHash, &st.Name}, func() error {
			if seat != len(r.Seats) {
				return fmt.Errorf("seat %d stored where seat %d belongs", seat, len(r.Seats))
			}
			r.Seats = append(r.Seats, st)
			return nil
		})
		if err != nil {
			return err
		}
		rows, _ = tx.Query(ctx, `SELECT n, kind, seat, lines, plies, over FROM events WHERE room = $1 AND n > $2 ORDER BY n`, id, n)
		var e online.Event
		_, err = pgx.ForEachRow(rows, []any{&e.N, &e.Kind, &e.Seat, &e.Lines, &e.Plies, &e.Over}, func() error {
			e.Lines = slices.Clone(e.Lines)
			es = append(es, e)
			return nil
		})
		return err
	})
	if err != nil {
		return online.RoomRecord{}, nil, fmt.Errorf("reading room %s: %w", id, err)
	}
	return r, es, nil
}

// Events reads room id's events after event n; none if there is no such
// room.
func (s *Store) Events(ctx context.Context, id string, n int) ([]online.Event, error) {
	rows, _ := s.pool.Query(ctx, `SELECT n, kind, seat, lines, plies, over FROM events WHERE room = $1 AND n > $2 ORDER BY n`, id, n)
	var es []online.Event
	var e online.Event
	_, err := pgx.ForEachRow(rows, []any{&e.N, &e.Kind, &e.Seat, &e.Lines, &e.Plies, &e.Over}, func() error {
		e.Lines = slices.Clone(e.Lines)
		es = append(es, e)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("reading room %s's events: %w", id, err)
	}
	return es, nil
}

// Append adds event e to room id's log, in one statement that writes only
// if e.N is one more than the log's last event, and notifies the change
// in the same transaction: ErrConflict otherwise (two processes racing
// for one number meet the primary key), ErrNoRoom if there is no such
// room.
func (s *Store) Append(ctx context.Context, id string, e online.Event) error {
	var lines []string
	if len(e.Lines) > 0 {
		lines = e.Lines
	}
	tag, err := s.pool.Exec(ctx,
		`WITH ins AS (
			INSERT INTO events (room, n, kind, seat, lines, plies, over)
			SELECT $1, $2, $3, $4, $5, $6, $7
			WHERE EXISTS (SELECT 1 FROM rooms WHERE id = $1)
			AND (SELECT COALESCE(MAX(n), 0) FROM events WHERE room = $1) = $2 - 1
			RETURNING n)
		SELECT pg_notify($8, $1 || ' ' || n) FROM ins`,
		id, e.N, e.Kind, e.Seat, lines, e.Plies, e.Over, channel)
	what := fmt.Sprintf("appending event %d to room %s", e.N, id)
	if isUnique(err) {
		return fmt.Errorf("%s: %w", what, online.ErrConflict)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return s.changed(ctx, tag.RowsAffected(), id, what)
}

// Claim gives the open seat of room id the token whose hash is tokenHash
// and its person's name, and forgets its invite; ErrConflict if the seat
// is not open, ErrNoRoom if there is no such room.
func (s *Store) Claim(ctx context.Context, id string, seat int, tokenHash, name string) error {
	return s.seat(ctx, id, fmt.Sprintf("claiming seat %d of room %s", seat, id),
		`UPDATE seats SET level = '', token_hash = $3, invite_hash = '', name = $4
		WHERE room = $1 AND seat = $2 AND invite_hash != '' RETURNING room`,
		id, seat, tokenHash, name)
}

// ToComputer gives seat of room id to the computer at level, forgetting
// its token, invite and name; ErrConflict if the seat is the computer's
// already or not there, ErrNoRoom if there is no such room.
func (s *Store) ToComputer(ctx context.Context, id string, seat int, level string) error {
	return s.seat(ctx, id, fmt.Sprintf("giving seat %d of room %s to the computer", seat, id),
		`UPDATE seats SET level = $3, token_hash = '', invite_hash = '', name = ''
		WHERE room = $1 AND seat = $2 AND level = '' RETURNING room`,
		id, seat, level)
}

// seat runs update, a change to one seat returning its room, and notifies
// it in the same statement.
func (s *Store) seat(ctx context.Context, id, what, update string, args ...any) error {
	tag, err := s.pool.Exec(ctx, `WITH up AS (`+update+`)
		SELECT pg_notify('`+channel+`', room || ' ' || (SELECT COALESCE(MAX(n), 0) FROM events WHERE room = up.room) || ' seats') FROM up`,
		args...)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return s.changed(ctx, tag.RowsAffected(), id, what)
}

// changed is nil if a row was written, else ErrConflict if room id exists
// and ErrNoRoom if not, wrapped in what.
func (s *Store) changed(ctx context.Context, rows int64, id, what string) error {
	if rows > 0 {
		return nil
	}
	var one int
	err := s.pool.QueryRow(ctx, `SELECT 1 FROM rooms WHERE id = $1`, id).Scan(&one)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return fmt.Errorf("%s: %w", what, online.ErrNoRoom)
	case err != nil:
		return fmt.Errorf("%s: %w", what, err)
	}
	return fmt.Errorf("%s: %w", what, online.ErrConflict)
}

// Find says which room holds the token whose hash is given, as a seat's
// token, an open seat's invite or the spectators' token, the newest when
// several do; ErrNoRoom if none, or if the hash is empty.
func (s *Store) Find(ctx context.Context, hash string) (string, error) {
	if hash == "" {
		return "", fmt.Errorf("finding a token: %w", online.ErrNoRoom)
	}
	var id string
	err := s.pool.QueryRow(ctx,
		`SELECT id FROM rooms WHERE watch_hash = $1
			OR id IN (SELECT room FROM seats WHERE token_hash = $1 UNION ALL SELECT room FROM seats WHERE invite_hash = $1)
		ORDER BY created DESC, id DESC LIMIT 1`,
		hash).Scan(&id)
	if errors.Is(err, pgx.ErrNoRows) {
		return "", fmt.Errorf("finding a token: %w", online.ErrNoRoom)
	}
	if err != nil {
		return "", fmt.Errorf("finding a token: %w", err)
	}
	return id, nil
}

// List lists the rooms where the tokens of these hashes hold a seat, one
// listing a seat: the newest rooms first, then by room and seat.
func (s *Store) List(ctx context.Context, hashes []string) ([]online.Listing, error) {
	hashes = slices.DeleteFunc(slices.Clone(hashes), func(h string) bool { return h == "" })
	rows, _ := s.pool.Query(ctx,
		`SELECT s.room, r.game, s.seat, s.token_hash, r.created, COALESCE(e.n, 0), COALESCE(e.over, false)
		FROM seats s
		JOIN rooms r ON r.id = s.room
		LEFT JOIN LATERAL (SELECT n, over FROM events WHERE room = s.room ORDER BY n DESC LIMIT 1) e ON true
		WHERE s.token_hash = ANY($1)`,
		hashes)
	var ls []online.Listing
	var l online.Listing
	var created int64
	_, err := pgx.ForEachRow(rows, []any{&l.Room, &l.Game, &l.Seat, &l.TokenHash, &created, &l.N, &l.Over}, func() error {
		l.Created = time.Unix(0, created)
		ls = append(ls, l)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing rooms: %w", err)
	}
	// Who sits where in those rooms.
	rows, _ = s.pool.Query(ctx,
		`SELECT room, seat, level, token_hash, invite_hash, name FROM seats
		WHERE room IN (SELECT room FROM seats WHERE token_hash = ANY($1))
		ORDER BY room, seat`,
		hashes)
	seats := map[string][]online.SeatRecord{}
	var room string
	var seat int
	var st online.SeatRecord
	_, err = pgx.ForEachRow(rows, []any{&room, &seat, &st.Level, &st.TokenHash, &st.InviteHash, &st.Name}, func() error {
		if seat != len(seats[room]) {
			return fmt.Errorf("room %s: seat %d stored where seat %d belongs", room, seat, len(seats[room]))
		}
		seats[room] = append(seats[room], st)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("listing rooms' seats: %w", err)
	}
	for i := range ls {
		ls[i].Seats = slices.Clone(seats[ls[i].Room])
	}
	online.SortListings(ls)
	return ls, nil
}
