//go:build !js

package postgres

import (
	"context"
	"errors"
	"slices"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"parlor/game/online"
	"parlor/game/online/sqlstore"
	"parlor/game/online/store"
)

var (
	_ store.Shared   = (*Store)(nil)
	_ store.Profiles = (*Store)(nil)
	_ store.Clocked  = (*Store)(nil)
	_ store.Holder   = (*Store)(nil)
)

// Since reads room id's record and the events after event n, in one
// transaction; ErrNoRoom if there is no such room.
func (s *Store) Since(ctx context.Context, id string, n int) (online.RoomRecord, []online.Event, error) {
	return sqlstore.Since(ctx, s.db(), id, n)
}

// Events reads room id's events after event n; none if there is no such
// room.
func (s *Store) Events(ctx context.Context, id string, n int) ([]online.Event, error) {
	return sqlstore.Events(ctx, s.db(), id, n)
}

// db is the store's pool as sqlstore asks it.
func (s *Store) db() conn { return conn{pool: s.pool, q: s.pool} }

// conn is the database as sqlstore asks it: the pool, or a transaction.
type conn struct {
	pool *pgxpool.Pool // nil in a transaction
	q    interface {
		Exec(ctx context.Context, sql string, args ...any) (pgconn.CommandTag, error)
		Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
	}
}

var _ sqlstore.DB = conn{}

// Exec runs a statement and says how many rows it wrote, or returned.
func (c conn) Exec(ctx context.Context, query string, args ...any) (int64, error) {
	tag, err := c.q.Exec(ctx, query, args...)
	return tag.RowsAffected(), err
}

// Query runs a query and calls row for each of its rows, scanned into
// dest.
func (c conn) Query(ctx context.Context, query string, args, dest []any, row func() error) error {
	rows, _ := c.q.Query(ctx, query, args...) // the error is the rows'
	_, err := pgx.ForEachRow(rows, dest, row)
	return err
}

// Tx runs f in a transaction; a read-only one is repeatable read, so that
// all its queries read one snapshot.
func (c conn) Tx(ctx context.Context, readOnly bool, f func(tx sqlstore.DB) error) error {
	if c.pool == nil {
		return f(c)
	}
	var opts pgx.TxOptions
	if readOnly {
		opts = pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}
	}
	return pgx.BeginTxFunc(ctx, c.pool, opts, func(tx pgx.Tx) error { return f(conn{q: tx}) })
}

// Taken reports whether err is PostgreSQL's refusal of a row whose key is
// taken.
func (conn) Taken(err error) bool {
	var e *pgconn.PgError
	return errors.As(err, &e) && e.Code == "23505"
}

// Lines are an event's lines as an array, NULL when there are none.
func (conn) Lines(lines []string) (any, error) {
	if len(lines) == 0 {
		return []string(nil), nil
	}
	return lines, nil
}

// ScanLines reads an event's lines as Lines keeps them.
func (conn) ScanLines() (any, func() []string) {
	var lines []string
	return &lines, func() []string { return slices.Clone(lines) }
}

// Tell notifies the rooms' channel of the change write makes, in the
// same statement: "room n" for an event appended, "room n seats" for a
// seat changed (n the room's last event).
func (conn) Tell(write string, seats bool) string {
	if !seats {
		return `WITH w AS (` + write + ` RETURNING room, n)
		SELECT pg_notify('` + channel + `', room || ' ' || n) FROM w`
	}
	return tellSeats(write)
}

// TellTable notifies the rooms' channel that lobby table id changed:
// "table id", heard when the transaction commits.
func (c conn) TellTable(ctx context.Context, id string) error {
	_, err := c.q.Exec(ctx, `SELECT pg_notify($1, $2)`, channel, store.Change{Table: id}.String())
	return err
}

// tellSeats makes of write, which changes a seat of one room or who is
// at it, a statement that notifies the change: "room n seats".
func tellSeats(write string) string {
	return `WITH w AS (` + write + ` RETURNING room)
		SELECT pg_notify('` + channel + `', room || ' ' || (SELECT COALESCE(MAX(n), 0) FROM events WHERE room = w.room) || ' seats') FROM w`
}

// TellSignOut notifies the rooms' channel that profile id was signed out
// everywhere: "signed-out id", heard when the transaction commits.
func (c conn) TellSignOut(ctx context.Context, id string) error {
	_, err := c.q.Exec(ctx, `SELECT pg_notify($1, $2)`, channel, store.Change{SignedOut: id}.String())
	return err
}
