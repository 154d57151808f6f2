//go:build !js

package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"parlor/game/online"
)

var _ online.Store = (*Store)(nil)

// Create stores a new room and its seats in one transaction; ErrConflict
// if a room of its id exists.
func (s *Store) Create(ctx context.Context, r online.RoomRecord) error {
	created := r.Created.UnixNano()
	if !time.Unix(0, created).Equal(r.Created) {
		return fmt.Errorf("creating room %s: its time %v is out of the range kept", r.ID, r.Created)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("creating room %s: %w", r.ID, err)
	}
	defer tx.Rollback()
	_, err = tx.ExecContext(ctx,
		`INSERT INTO rooms (id, game, seed, salt, watch_hash, watch, created, helps) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		r.ID, r.Game, strconv.FormatUint(r.Seed, 10), r.Salt, r.WatchHash, r.Watch, created, r.Helps)
	if isConstraint(err) {
		return fmt.Errorf("creating room %s: %w", r.ID, online.ErrConflict)
	}
	if err != nil {
		return fmt.Errorf("creating room %s: %w", r.ID, err)
	}
	for i, st := range r.Seats {
		_, err := tx.ExecContext(ctx,
			`INSERT INTO seats (room, seat, level, token_hash, invite_hash, name) VALUES (?, ?, ?, ?, ?, ?)`,
			r.ID, i, st.Level, st.TokenHash, st.InviteHash, st.Name)
		if err != nil {
			return fmt.Errorf("creating room %s, seat %d: %w", r.ID, i, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("creating room %s: %w", r.ID, err)
	}
	return nil
}

// Room reads a room and its log, in one transaction; ErrNoRoom if there
// is no such room.
func (s *Store) Room(ctx context.Context, id string) (online.RoomRecord, []online.Event, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return online.RoomRecord{}, nil, fmt.Errorf("reading room %s: %w", id, err)
	}
	defer tx.Rollback()
	r, es, err := readRoom(ctx, tx, id)
	if err != nil {
		return online.RoomRecord{}, nil, fmt.Errorf("reading room %s: %w", id, err)
	}
	return r, es, nil
}

func readRoom(ctx context.Context, tx *sql.Tx, id string) (online.RoomRecord, []online.Event, error) {
	r := online.RoomRecord{ID: id}
	var seed string
	var created int64
	err := tx.QueryRowContext(ctx,
		`SELECT game, seed, salt, watch_hash, watch, created, helps FROM rooms WHERE id = ?`, id,
	).Scan(&r.Game, &seed, &r.Salt, &r.WatchHash, &r.Watch, &created, &r.Helps)
	if errors.Is(err, sql.ErrNoRows) {
		return r, nil, online.ErrNoRoom
	}
	if err != nil {
		return r, nil, err
	}
	if r.Seed, err = strconv.ParseUint(seed, 10, 64); err != nil {
		return r, nil, fmt.Errorf("its seed: %w", err)
	}
	r.Created = time.Unix(0, created)

	rows, err := tx.QueryContext(ctx,
		`SELECT seat, level, token_hash, invite_hash, name FROM seats WHERE room = ? ORDER BY seat`, id)
	if err != nil {
		return r, nil, err
	}
	for rows.Next() {
		var seat int
		var st online.SeatRecord
		if err := rows.Scan(&seat, &st.Level, &st.TokenHash, &st.InviteHash, &st.Name); err != nil {
			rows.Close()
			return r, nil, err
		}
		if seat != len(r.Seats) {
			rows.Close()
			return r, nil, fmt.Errorf("seat %d stored where seat %d belongs", seat, len(r.Seats))
		}
		r.Seats = append(r.Seats, st)
	}
	if err := rows.Err(); err != nil {
		return r, nil, err
	}

	rows, err = tx.QueryContext(ctx,
		`SELECT n, kind, seat, lines, plies, over FROM events WHERE room = ? ORDER BY n`, id)
	if err != nil {
		return r, nil, err
	}
	defer rows.Close()
	var es []online.Event
	for rows.Next() {
		var e online.Event
		var lines sql.NullString
		if err := rows.Scan(&e.N, &e.Kind, &e.Seat, &lines, &e.Plies, &e.Over); err != nil {
			return r, nil, err
		}
		if lines.Valid {
			e.Lines = strings.Split(lines.String, "\n")
		}
		es = append(es, e)
	}
	return r, es, rows.Err()
}

// Append adds event e to room id's log, in one statement that writes only
// if e.N is one more than the log's last event: ErrConflict otherwise,
// ErrNoRoom if there is no such room.
func (s *Store) Append(ctx context.Context, id string, e online.Event) error {
	var lines sql.NullString
	if len(e.Lines) > 0 {
		if slices.ContainsFunc(e.Lines, func(l string) bool { return strings.Contains(l, "\n") }) {
			return fmt.Errorf("appending event %d to room %s: a line holds a newline", e.N, id)
		}
		lines = sql.NullString{String: strings.Join(e.Lines, "\n"), Valid: true}
	}
	res, err := s.db.ExecContext(ctx,
		`INSERT INTO events (room, n, kind, seat, lines, plies, over)
		SELECT ?, ?, ?, ?, ?, ?, ?
		WHERE EXISTS (SELECT 1 FROM rooms WHERE id = ?)
		AND (SELECT COALESCE(MAX(n), 0) FROM events WHERE room = ?) = ?`,
		id, e.N, e.Kind, e.Seat, lines, e.Plies, e.Over, id, id, e.N-1)
	if isConstraint(err) {
		return fmt.Errorf("appending event %d to room %s: %w", e.N, id, online.ErrConflict)
	}
	if err != nil {
		return fmt.Errorf("appending event %d to room %s: %w", e.N, id, err)
	}
	return s.changed(ctx, res, id, fmt.Sprintf("appending event %d to room %s", e.N, id))
}

// Claim gives the open seat of room id the token whose hash is tokenHash
// and its person's name, and forgets its invite; ErrConflict if the seat
// is not open, ErrNoRoom if there is no such room.
func (s *Store) Claim(ctx context.Context, id string, seat int, tokenHash, name string) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE seats SET level = '', token_hash = ?, invite_hash = '', name = ?
		WHERE room = ? AND seat = ? AND invite_hash != ''`,
		tokenHash, name, id, seat)
	if err != nil {
		return fmt.Errorf("claiming seat %d of room %s: %w", seat, id, err)
	}
	return s.changed(ctx, res, id, fmt.Sprintf("claiming seat %d of room %s", seat, id))
}

// ToComputer gives seat of room id to the computer at level, forgetting
// its token, invite and name; ErrConflict if the seat is the computer's
// already or not there, ErrNoRoom if there is no such room.
func (s *Store) ToComputer(ctx context.Context, id string, seat int, level string) error {
	res, err := s.db.ExecContext(ctx,
		`UPDATE seats SET level = ?, token_hash = '', invite_hash = '', name = ''
		WHERE room = ? AND seat = ? AND level = ''`,
		level, id, seat)
	if err != nil {
		return fmt.Errorf("giving seat %d of room %s to the computer: %w", seat, id, err)
	}
	return s.changed(ctx, res, id, fmt.Sprintf("giving seat %d of room %s to the computer", seat, id))
}

// changed is nil if res wrote a row, else ErrConflict if room id exists
// and ErrNoRoom if not, wrapped in what.
func (s *Store) changed(ctx context.Context, res sql.Result, id, what string) error {
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if n > 0 {
		return nil
	}
	ok, err := s.exists(ctx, id)
	switch {
	case err != nil:
		return fmt.Errorf("%s: %w", what, err)
	case !ok:
		return fmt.Errorf("%s: %w", what, online.ErrNoRoom)
	}
	return fmt.Errorf("%s: %w", what, online.ErrConflict)
}

// Find says which room holds the token whose hash is given, as a seat's
// token, an open seat's invite or the spectators' token; ErrNoRoom if
// none, or if the hash is empty.
func (s *Store) Find(ctx context.Context, hash string) (string, error) {
	if hash == "" {
		return "", fmt.Errorf("finding a token: %w", online.ErrNoRoom)
	}
	var id string
	err := s.db.QueryRowContext(ctx,
		`SELECT id FROM rooms WHERE watch_hash = ?1
			OR id IN (SELECT room FROM seats WHERE token_hash = ?1 UNION ALL SELECT room FROM seats WHERE invite_hash = ?1)
		ORDER BY created DESC, id DESC LIMIT 1`,
		hash).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", fmt.Errorf("finding a token: %w", online.ErrNoRoom)
	}
	if err != nil {
		return "", fmt.Errorf("finding a token: %w", err)
	}
	return id, nil
}

// listBatch is how many hashes List asks after in one query.
const listBatch = 500

// List lists the rooms where the tokens of these hashes hold a seat, one
// listing a seat: the newest rooms first, then by room and seat.
func (s *Store) List(ctx context.Context, hashes []string) ([]online.Listing, error) {
	hashes = slices.DeleteFunc(slices.Clone(hashes), func(h string) bool { return h == "" })
	slices.Sort(hashes)
	hashes = slices.Compact(hashes)
	var ls []online.Listing
	for batch := range slices.Chunk(hashes, listBatch) {
		var err error
		if ls, err = s.list(ctx, ls, batch); err != nil {
			return nil, fmt.Errorf("listing rooms: %w", err)
		}
	}
	online.SortListings(ls)
	return ls, nil
}

// list appends to ls the listings of the seats held by hashes.
func (s *Store) list(ctx context.Context, ls []online.Listing, hashes []string) ([]online.Listing, error) {
	args := make([]any, len(hashes))
	for i, h := range hashes {
		args[i] = h
	}
	rows, err := s.db.QueryContext(ctx,
		`SELECT s.room, r.game, s.seat, s.token_hash, r.created, COALESCE(e.n, 0), COALESCE(e.over, 0)
		FROM seats s
		JOIN rooms r ON r.id = s.room
		LEFT JOIN events e ON e.room = s.room
			AND e.n = (SELECT MAX(n) FROM events WHERE room = s.room)
		WHERE s.token_hash IN (?`+strings.Repeat(", ?", len(hashes)-1)+`)`,
		args...)
	if err != nil {
		return ls, err
	}
	from := len(ls)
	for rows.Next() {
		var l online.Listing
		var created int64
		if err := rows.Scan(&l.Room, &l.Game, &l.Seat, &l.TokenHash, &created, &l.N, &l.Over); err != nil {
			rows.Close()
			return ls, err
		}
		l.Created = time.Unix(0, created)
		ls = append(ls, l)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return ls, err
	}
	// Who sits where in those rooms.
	rows, err = s.db.QueryContext(ctx,
		`SELECT room, seat, level, token_hash, invite_hash, name FROM seats
		WHERE room IN (SELECT room FROM seats WHERE token_hash IN (?`+strings.Repeat(", ?", len(hashes)-1)+`))
		ORDER BY room, seat`,
		args...)
	if err != nil {
		return ls, err
	}
	defer rows.Close()
	seats := map[string][]online.SeatRecord{}
	for rows.Next() {
		var room string
		var seat int
		var st online.SeatRecord
		if err := rows.Scan(&room, &seat, &st.Level, &st.TokenHash, &st.InviteHash, &st.Name); err != nil {
			return ls, err
		}
		if seat != len(seats[room]) {
			return ls, fmt.Errorf("room %s: seat %d stored where seat %d belongs", room, seat, len(seats[room]))
		}
		seats[room] = append(seats[room], st)
	}
	for i := from; i < len(ls); i++ {
		ls[i].Seats = slices.Clone(seats[ls[i].Room])
	}
	return ls, rows.Err()
}
