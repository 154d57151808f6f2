package sqlstore

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/store"
)

// Rooms is a store.Store's methods but Close, on a database: a store
// embeds it, and closes its database itself. Its methods are safe for
// concurrent use as far as its DB's are.
type Rooms struct {
	db DB
}

// New is the rooms kept in db.
func New(db DB) Rooms { return Rooms{db: db} }

// Create stores a new room and its seats in one transaction; ErrConflict
// if a room of its id exists.
func (r Rooms) Create(ctx context.Context, rec online.RoomRecord) error {
	if err := keepable(rec); err != nil {
		return err
	}
	err := r.db.Tx(ctx, false, func(tx DB) error { return create(ctx, tx, rec) })
	return wrap(err, "creating room "+rec.ID)
}

// CreateRooms stores new rooms in one transaction, all or none:
// ErrConflict if any id is taken.
func (r Rooms) CreateRooms(ctx context.Context, recs []online.RoomRecord) error {
	for _, rec := range recs {
		if err := keepable(rec); err != nil {
			return err
		}
	}
	err := r.db.Tx(ctx, false, func(tx DB) error {
		for _, rec := range recs {
			if err := create(ctx, tx, rec); err != nil {
				return err
			}
		}
		return nil
	})
	return wrap(err, fmt.Sprintf("creating %d rooms", len(recs)))
}

// keepable is nil if room rec can be kept as it is: its time of creation
// in the range kept, its clock one that reads back as itself.
func keepable(rec online.RoomRecord) error {
	if created := rec.Created.UnixNano(); !time.Unix(0, created).Equal(rec.Created) {
		return fmt.Errorf("creating room %s: its time %v is out of the range kept", rec.ID, rec.Created)
	}
	if tc, err := clock.Parse(rec.Clock.String()); err != nil || tc != rec.Clock {
		return fmt.Errorf("creating room %s: its clock %+v cannot be kept", rec.ID, rec.Clock)
	}
	return nil
}

// create inserts room rec and its seats in transaction tx.
func create(ctx context.Context, tx DB, rec online.RoomRecord) error {
	_, err := tx.Exec(ctx,
		`INSERT INTO rooms (id, game, seed, salt, watch_hash, watch, created, helps, rated, clock) VALUES (`+places(1, 10)+`)`,
		rec.ID, rec.Game, strconv.FormatUint(rec.Seed, 10), rec.Salt, rec.WatchHash, rec.Watch, rec.Created.UnixNano(), rec.Helps, rec.Rated,
		rec.Clock.String())
	if tx.Taken(err) {
		return online.ErrConflict
	}
	if err != nil || len(rec.Seats) == 0 {
		return err
	}
	values := make([]string, len(rec.Seats))
	var args []any
	for i, st := range rec.Seats {
		values[i] = "(" + places(len(args)+1, 7) + ")"
		args = append(args, rec.ID, i, st.Level, st.TokenHash, st.InviteHash, st.Name, st.Profile)
	}
	_, err = tx.Exec(ctx,
		`INSERT INTO seats (room, seat, level, token_hash, invite_hash, name, profile) VALUES `+strings.Join(values, ", "), args...)
	return err
}

// Room reads a room and its log, in one transaction; ErrNoRoom if there
// is no such room.
func (r Rooms) Room(ctx context.Context, id string) (online.RoomRecord, []online.Event, error) {
	return Since(ctx, r.db, id, 0)
}

// Since reads room id's record and its events after event n, in one
// read-only transaction; ErrNoRoom if there is no such room.
func Since(ctx context.Context, db DB, id string, n int) (online.RoomRecord, []online.Event, error) {
	var rec online.RoomRecord
	var es []online.Event
	err := db.Tx(ctx, true, func(tx DB) error {
		var err error
		if rec, err = record(ctx, tx, id); err != nil {
			return err
		}
		es, err = events(ctx, tx, id, n)
		return err
	})
	if err != nil {
		return online.RoomRecord{}, nil, fmt.Errorf("reading room %s: %w", id, err)
	}
	return rec, es, nil
}

// Events reads room id's events after event n; none if there is no such
// room.
func Events(ctx context.Context, db DB, id string, n int) ([]online.Event, error) {
	es, err := events(ctx, db, id, n)
	if err != nil {
		return nil, fmt.Errorf("reading room %s's events: %w", id, err)
	}
	return es, nil
}

// record reads room id's record and seats; ErrNoRoom if there is no such
// room.
func record(ctx context.Context, db DB, id string) (online.RoomRecord, error) {
	r := online.RoomRecord{ID: id}
	var seed, clock string
	var created, held, beat int64
	ok, err := one(ctx, db, `SELECT game, seed, salt, watch_hash, watch, created, helps, rated, clock, held,
			COALESCE((SELECT MAX(s.beat) FROM holds h JOIN servers s ON s.id = h.server WHERE h.room = r.id), 0)
		FROM rooms r WHERE id = $1`, []any{id},
		&r.Game, &seed, &r.Salt, &r.WatchHash, &r.Watch, &created, &r.Helps, &r.Rated, &clock, &held, &beat)
	switch {
	case err != nil:
		return r, err
	case !ok:
		return r, online.ErrNoRoom
	}
	if r.Seed, err = strconv.ParseUint(seed, 10, 64); err != nil {
		return r, fmt.Errorf("its seed: %w", err)
	}
	if r.Clock, err = readClock(id, clock); err != nil {
		return r, err
	}
	r.Created = time.Unix(0, created)
	if held = max(held, beat); held > 0 { // the later of the room's own and its holders' last beat
		r.Held = time.UnixMilli(held)
	}
	seats, err := seatsWhere(ctx, db, `room = $1`, id)
	r.Seats = seats[id]
	return r, err
}

// seatsWhere reads the seats of the rooms where is true of, in order, by
// room.
func seatsWhere(ctx context.Context, db DB, where string, args ...any) (map[string][]online.SeatRecord, error) {
	all := map[string][]online.SeatRecord{}
	var room string
	var seat int
	var st online.SeatRecord
	err := db.Query(ctx, `SELECT room, seat, level, token_hash, invite_hash, name, profile FROM seats WHERE `+where+` ORDER BY room, seat`,
		args, []any{&room, &seat, &st.Level, &st.TokenHash, &st.InviteHash, &st.Name, &st.Profile}, func() error {
			if seat != len(all[room]) {
				return fmt.Errorf("room %s: seat %d stored where seat %d belongs", room, seat, len(all[room]))
			}
			all[room] = append(all[room], st)
			return nil
		})
	return all, err
}

// events reads room id's events after event n, in order.
func events(ctx context.Context, db DB, id string, n int) ([]online.Event, error) {
	var es []online.Event
	var e online.Event
	var clocks string
	lines, read := db.ScanLines()
	err := db.Query(ctx, `SELECT n, kind, seat, lines, plies, over, clocks, at, deadline FROM events WHERE room = $1 AND n > $2 ORDER BY n`,
		[]any{id, n}, []any{&e.N, &e.Kind, &e.Seat, lines, &e.Plies, &e.Over, &clocks, &e.At, &e.Deadline}, func() error {
			var err error
			if e.Clocks, err = readClocks(clocks); err != nil {
				return fmt.Errorf("event %d: %w", e.N, err)
			}
			e.Lines = read()
			es = append(es, e)
			return nil
		})
	return es, err
}

// Append adds event e to room id's log, in one statement that writes only
// if e.N is one more than the log's last event: ErrConflict otherwise
// (two writers racing for one number meet the primary key), ErrNoRoom if
// there is no such room.
func (r Rooms) Append(ctx context.Context, id string, e online.Event) error {
	what := fmt.Sprintf("appending event %d to room %s", e.N, id)
	lines, err := r.db.Lines(e.Lines)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	n, err := r.db.Exec(ctx, r.db.Tell(`INSERT INTO events (room, n, kind, seat, lines, plies, over, clocks, at, deadline)
		SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
		WHERE EXISTS (SELECT 1 FROM rooms WHERE id = $1)
		AND (SELECT COALESCE(MAX(n), 0) FROM events WHERE room = $1) = $2 - 1`, false),
		id, e.N, e.Kind, e.Seat, lines, e.Plies, e.Over, clocksText(e.Clocks), e.At, e.Deadline)
	if r.db.Taken(err) {
		return fmt.Errorf("%s: %w", what, online.ErrConflict)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return r.changed(ctx, n, id, what)
}

// Claim gives the open seat of room id the token whose hash is
// s.TokenHash, its person's name and her profile, and forgets its invite;
// ErrConflict if the seat is not open, ErrNoRoom if there is no such
// room.
func (r Rooms) Claim(ctx context.Context, id string, seat int, s online.SeatRecord) error {
	return r.seat(ctx, id, fmt.Sprintf("claiming seat %d of room %s", seat, id),
		`UPDATE seats SET level = '', token_hash = $3, invite_hash = '', name = $4, profile = $5
		WHERE room = $1 AND seat = $2 AND invite_hash != ''`,
		id, seat, s.TokenHash, s.Name, s.Profile)
}

// ToComputer gives seat of room id to the computer at level, forgetting
// its invite and name but keeping its profile and its token's hash (which
// then only watches); ErrConflict if the seat is the computer's already
// or not there, ErrNoRoom if there is no such room.
func (r Rooms) ToComputer(ctx context.Context, id string, seat int, level string) error {
	return r.seat(ctx, id, fmt.Sprintf("giving seat %d of room %s to the computer", seat, id),
		`UPDATE seats SET level = $3, invite_hash = '', name = ''
		WHERE room = $1 AND seat = $2 AND level = ''`,
		id, seat, level)
}

// seat runs update, a change to one seat of room id, and tells of it.
func (r Rooms) seat(ctx context.Context, id, what, update string, args ...any) error {
	n, err := r.db.Exec(ctx, r.db.Tell(update, true), args...)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return r.changed(ctx, n, id, what)
}

// changed is nil if a write wrote rows, else ErrConflict if room id
// exists and ErrNoRoom if not, wrapped in what.
func (r Rooms) changed(ctx context.Context, rows int64, id, what string) error {
	if rows > 0 {
		return nil
	}
	var x int
	ok, err := one(ctx, r.db, `SELECT 1 FROM rooms WHERE id = $1`, []any{id}, &x)
	switch {
	case err != nil:
		return fmt.Errorf("%s: %w", what, err)
	case !ok:
		return fmt.Errorf("%s: %w", what, online.ErrNoRoom)
	}
	return fmt.Errorf("%s: %w", what, online.ErrConflict)
}

// Find says which room holds the token whose hash is given, as a seat's
// token, an open seat's invite or the spectators' token, the newest when
// several do; ErrNoRoom if none, or if the hash is empty.
func (r Rooms) Find(ctx context.Context, hash string) (string, error) {
	if hash == "" {
		return "", fmt.Errorf("finding a token: %w", online.ErrNoRoom)
	}
	var found []store.Found
	var f store.Found
	var created int64
	err := r.db.Query(ctx, `SELECT id, created FROM rooms WHERE watch_hash = $1
			OR id IN (SELECT room FROM seats WHERE token_hash = $1 UNION ALL SELECT room FROM seats WHERE invite_hash = $1)`,
		[]any{hash}, []any{&f.ID, &created}, func() error {
			f.Created = time.Unix(0, created)
			found = append(found, f)
			return nil
		})
	if err != nil {
		return "", fmt.Errorf("finding a token: %w", err)
	}
	id, err := store.Newest(found)
	if err != nil {
		return "", fmt.Errorf("finding a token: %w", err)
	}
	return id, nil
}

// listBatch is how many hashes List asks after in one query.
const listBatch = 500

// List lists the rooms where the tokens of these hashes hold a seat, one
// listing a seat: the newest rooms first, then by room and seat.
func (r Rooms) List(ctx context.Context, hashes []string) ([]store.Listing, error) {
	var ls []store.Listing
	for batch := range slices.Chunk(store.ListHashes(hashes), listBatch) {
		var err error
		if ls, err = r.list(ctx, ls, batch); err != nil {
			return nil, fmt.Errorf("listing rooms: %w", err)
		}
	}
	store.SortListings(ls)
	return ls, nil
}

// list appends to ls the listings of the seats held by hashes.
func (r Rooms) list(ctx context.Context, ls []store.Listing, hashes []string) ([]store.Listing, error) {
	args := make([]any, len(hashes))
	for i, h := range hashes {
		args[i] = h
	}
	in := places(1, len(hashes))
	from := len(ls)
	ls, err := listings(ctx, r.db, ls, true, `s.token_hash IN (`+in+`) AND s.level = ''`, args...)
	if err != nil {
		return ls, err
	}
	// Who sits where in those rooms.
	seats, err := seatsWhere(ctx, r.db, `room IN (SELECT room FROM seats WHERE token_hash IN (`+in+`))`, args...)
	for i := from; i < len(ls); i++ {
		ls[i].Seats = slices.Clone(seats[ls[i].Room])
	}
	return ls, err
}

// listings appends to ls the listing of each seat that clause (what
// follows WHERE, with args) picks of seats s, each with its room r and
// the room's last event e: its Clock, and its Deadline unless that event
// has none or ended the game. withToken reads each seat's token hash too.
func listings(ctx context.Context, db DB, ls []store.Listing, withToken bool, clause string, args ...any) ([]store.Listing, error) {
	var l store.Listing
	var created, deadline int64
	var clock string
	seat, dest := "s.seat", []any{&l.Room, &l.Game, &l.Seat}
	if withToken {
		seat, dest = "s.seat, s.token_hash", append(dest, &l.TokenHash)
	}
	dest = append(dest, &created, &l.N, &l.Over, &clock, &deadline)
	err := db.Query(ctx,
		`SELECT s.room, r.game, `+seat+`, r.created, COALESCE(e.n, 0), COALESCE(e.over, false), r.clock, COALESCE(e.deadline, 0)
		FROM seats s
		JOIN rooms r ON r.id = s.room
		LEFT JOIN events e ON e.room = s.room
			AND e.n = (SELECT MAX(n) FROM events WHERE room = s.room)
		WHERE `+clause,
		args, dest, func() error {
			var err error
			if l.Clock, err = readClock(l.Room, clock); err != nil {
				return err
			}
			l.Deadline = time.Time{}
			if deadline != 0 && !l.Over {
				l.Deadline = time.UnixMilli(deadline)
			}
			l.Created = time.Unix(0, created)
			ls = append(ls, l)
			return nil
		})
	return ls, err
}

// one runs a query of one row at the most, scanning it into dest, and
// reports whether there was one.
func one(ctx context.Context, db DB, query string, args []any, dest ...any) (bool, error) {
	found := false
	err := db.Query(ctx, query, args, dest, func() error {
		found = true
		return nil
	})
	return found, err
}

// places is the places of n arguments from the from-th on: "$from,
// $from+1, …".
func places(from, n int) string {
	ps := make([]string, n)
	for i := range ps {
		ps[i] = "$" + strconv.Itoa(from+i)
	}
	return strings.Join(ps, ", ")
}
