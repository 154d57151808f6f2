//go:build !js

package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"slices"
	"strings"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"parlor/game/online/sqlstore"
	"parlor/game/online/store"
)

var (
	_ store.Store    = (*Store)(nil)
	_ store.Profiles = (*Store)(nil)
	_ store.Clocked  = (*Store)(nil)
	_ store.Holder   = (*Store)(nil)
)

// conn is the database as sqlstore asks it: the pool of the store's one
// connection, or a transaction on it.
type conn struct {
	pool *sql.DB // nil in a transaction
	q    interface {
		ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
		QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	}
}

var _ sqlstore.DB = conn{}

// Exec runs a statement and says how many rows it wrote.
func (c conn) Exec(ctx context.Context, query string, args ...any) (int64, error) {
	res, err := c.q.ExecContext(ctx, sqlstore.SQLite(query), args...)
	if err != nil {
		return 0, err
	}
	return res.RowsAffected()
}

// Query runs a query and calls row for each of its rows, scanned into
// dest.
func (c conn) Query(ctx context.Context, query string, args, dest []any, row func() error) error {
	rows, err := c.q.QueryContext(ctx, sqlstore.SQLite(query), args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return err
		}
		if err := row(); err != nil {
			return err
		}
	}
	return rows.Err()
}

// Tx runs f in a transaction. The store's one connection reads from one
// snapshot in any transaction; a read-only one is said so all the same.
func (c conn) Tx(ctx context.Context, readOnly bool, f func(tx sqlstore.DB) error) error {
	if c.pool == nil {
		return f(c)
	}
	tx, err := c.pool.BeginTx(ctx, &sql.TxOptions{ReadOnly: readOnly})
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := f(conn{q: tx}); err != nil {
		return err
	}
	return tx.Commit()
}

// Taken reports whether err is SQLite's refusal of a row whose key
// (primary or unique) is taken.
func (conn) Taken(err error) bool {
	var e *sqlite.Error
	if !errors.As(err, &e) {
		return false
	}
	c := e.Code()
	return c == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY || c == sqlite3.SQLITE_CONSTRAINT_UNIQUE
}

// Lines are an event's lines joined by newlines, NULL when there are
// none; a line holding a newline cannot be kept.
func (conn) Lines(lines []string) (any, error) {
	if len(lines) == 0 {
		return sql.NullString{}, nil
	}
	if slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, "\n") }) {
		return nil, errors.New("a line holds a newline")
	}
	return sql.NullString{String: strings.Join(lines, "\n"), Valid: true}, nil
}

// ScanLines reads an event's lines as Lines keeps them.
func (conn) ScanLines() (any, func() []string) {
	var s sql.NullString
	return &s, func() []string {
		if !s.Valid {
			return nil
		}
		return strings.Split(s.String, "\n")
	}
}

// Tell is write itself: the store's process is the only one to know.
func (conn) Tell(write string, _ bool) string { return write }

// TellTable does nothing: the store's process is the only one to know.
func (conn) TellTable(context.Context, string) error { return nil }

// TellSignOut does nothing: the store's process is the only one to know.
func (conn) TellSignOut(context.Context, string) error { return nil }
