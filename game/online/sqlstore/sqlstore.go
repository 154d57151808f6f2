// Package sqlstore is what the server's SQL stores, SQLite's (package
// sqlite) and PostgreSQL's (package postgres), have in common: their
// tables, and a store.Store's methods but Close (Rooms) and an
// store.Profiles' (Profiles), written once.
//
// The queries are written for PostgreSQL, with $1, $2… for their
// arguments, COLLATE "C" where text is ordered by its bytes (as Go
// orders strings), and FOR UPDATE where a transaction locks the row it
// reads; a store of another database rewrites them for its own (for
// SQLite, SQLite). Each store answers DB for its driver, and says there
// what its database does differently: how it keeps an event's lines, how
// it refuses a key taken, and whom it tells of a change.
package sqlstore

import (
	"context"
	"fmt"
	"strings"
)

// DB is a store's database as the shared methods ask it: a pool of
// connections, or a transaction on one.
type DB interface {
	// Exec runs a statement and says how many rows it wrote (a statement
	// that returns rows: how many it returned).
	Exec(ctx context.Context, query string, args ...any) (int64, error)
	// Query runs a query and, for each row it returns, scans the row
	// into dest and calls row.
	Query(ctx context.Context, query string, args, dest []any, row func() error) error
	// Tx runs f in a transaction, which it commits if f returns nil and
	// rolls back if not; a read-only one reads from one snapshot. Called
	// on a transaction, it runs f in that transaction.
	Tx(ctx context.Context, readOnly bool, f func(tx DB) error) error

	// Taken reports whether err is the database refusing a row whose
	// key (primary or unique) another row has.
	Taken(err error) bool
	// Lines is the argument that stores an event's lines (NULL when
	// there are none), or an error if the database cannot keep them.
	Lines(lines []string) (any, error)
	// ScanLines is where a row's lines are scanned, and a function that
	// reads them from there once they are.
	ScanLines() (dest any, lines func() []string)
	// Tell makes, of write (an insert of an event when seats is false,
	// an update of a seat when it is true), a statement that also tells
	// whoever needs to know of the change; write itself where no one does.
	Tell(write string, seats bool) string
	// TellTable tells whoever needs to know that lobby table id changed
	// (store.Change{Table: id}), as part of the transaction the DB is:
	// they hear of it once it commits. Where no one needs to, it does
	// nothing.
	TellTable(ctx context.Context, id string) error
	// TellSignOut tells whoever needs to know that profile id was signed
	// out everywhere (store.Change{SignedOut: id}), as part of the
	// transaction the DB is, as TellTable does.
	TellSignOut(ctx context.Context, id string) error
}

// SQLite rewrites a query written for PostgreSQL for SQLite: its
// arguments as QuestionMarks writes them, COLLATE "C" as SQLite's COLLATE
// BINARY (both order by bytes), and without a FOR UPDATE at its end,
// since SQLite locks the whole database for a transaction that writes.
func SQLite(query string) string {
	query = strings.TrimSuffix(query, " FOR UPDATE")
	return strings.ReplaceAll(QuestionMarks(query), `COLLATE "C"`, "COLLATE BINARY")
}

// QuestionMarks rewrites a query's $1, $2… as ?1, ?2…: SQLite's own
// numbered arguments. The text between single quotes is left alone.
func QuestionMarks(query string) string {
	var b strings.Builder
	b.Grow(len(query))
	quoted := false
	for i := 0; i < len(query); i++ {
		c := query[i]
		switch {
		case c == '\'':
			quoted = !quoted
		case c == '$' && !quoted && i+1 < len(query) && '0' <= query[i+1] && query[i+1] <= '9':
			c = '?'
		}
		b.WriteByte(c)
	}
	return b.String()
}

// wrap is err, if not nil, wrapped in what.
func wrap(err error, what string) error {
	if err == nil {
		return nil
	}
	return fmt.Errorf("%s: %w", what, err)
}
