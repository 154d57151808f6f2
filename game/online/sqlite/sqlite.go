//go:build !js

// Package sqlite keeps the server's rooms in an SQLite database file: an
// online.Store on modernc.org/sqlite, which needs no C compiler and does
// not build for the browser.
//
// The database is in WAL mode with synchronous=FULL, so that every write
// a method has acknowledged is on the disk: it survives the process being
// killed, and the machine losing power as far as the disk keeps what it
// was made to flush. All access goes through one connection, so the
// store's writes are serialised in the process; other processes opening
// the file wait up to the busy timeout for their turn.
package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Store is an online.Store kept in an SQLite database file. Its methods
// are safe for concurrent use.
type Store struct {
	db *sql.DB
}

// schemaVersion is the PRAGMA user_version of the schema below.
const schemaVersion = 4

// schema makes the tables and indexes, where they are missing. A room's
// seed is its uint64 in decimal, since SQLite's integers are signed; its
// time of creation is in Unix nanoseconds. An event's lines are joined by
// newlines, NULL when there are none.
var schema = []string{
	`CREATE TABLE IF NOT EXISTS rooms (
		id TEXT PRIMARY KEY,
		game TEXT NOT NULL,
		seed TEXT NOT NULL,
		salt TEXT NOT NULL,
		watch_hash TEXT NOT NULL,
		watch TEXT NOT NULL DEFAULT '',
		created INTEGER NOT NULL,
		helps INTEGER NOT NULL DEFAULT 0
	)`,
	`CREATE TABLE IF NOT EXISTS seats (
		room TEXT NOT NULL REFERENCES rooms(id),
		seat INTEGER NOT NULL,
		level TEXT NOT NULL,
		token_hash TEXT NOT NULL DEFAULT '',
		invite_hash TEXT NOT NULL DEFAULT '',
		name TEXT NOT NULL DEFAULT '',
		PRIMARY KEY (room, seat)
	) WITHOUT ROWID`,
	`CREATE TABLE IF NOT EXISTS events (
		room TEXT NOT NULL REFERENCES rooms(id),
		n INTEGER NOT NULL,
		kind TEXT NOT NULL,
		seat INTEGER NOT NULL,
		lines TEXT,
		plies INTEGER NOT NULL,
		over INTEGER NOT NULL,
		PRIMARY KEY (room, n)
	) WITHOUT ROWID`,
	`CREATE INDEX IF NOT EXISTS seats_token_hash ON seats(token_hash)`,
	`CREATE INDEX IF NOT EXISTS seats_invite_hash ON seats(invite_hash)`,
	`CREATE INDEX IF NOT EXISTS rooms_watch_hash ON rooms(watch_hash)`,
}

// pragmas are set on the connection as it is opened.
const pragmas = "_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)" +
	"&_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)"

// Open opens the database file at path, creating the file and its schema
// if they are missing. It fails if the file cannot be opened or written,
// or holds a schema newer than this package knows.
func Open(path string) (*Store, error) {
	if path == "" {
		return nil, errors.New("opening the room store: no path given")
	}
	db, err := sql.Open("sqlite", dsn(path))
	if err != nil {
		return nil, fmt.Errorf("opening the room store %s: %w", path, err)
	}
	// One connection: SQLite has one writer at a time anyway, and so no
	// transaction of this process waits on another's locks.
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	db.SetConnMaxLifetime(0)
	db.SetConnMaxIdleTime(0)
	if err := migrate(db); err != nil {
		db.Close()
		return nil, fmt.Errorf("opening the room store %s: %w", path, err)
	}
	return &Store{db: db}, nil
}

// dsn is the driver's name for the file at path: a "file:" URI, with the
// characters the URI would take for its own escaped, and the pragmas.
func dsn(path string) string {
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23")
	return "file:" + esc.Replace(path) + "?" + pragmas
}

// migrate makes the schema if the database has none, in one transaction.
func migrate(db *sql.DB) error {
	ctx := context.Background()
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var version int
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return err
	}
	if version > schemaVersion {
		return fmt.Errorf("the database's schema is version %d, newer than this program's %d", version, schemaVersion)
	}
	if version == 1 { // version 2 gave seats their players' names
		if _, err := tx.ExecContext(ctx, `ALTER TABLE seats ADD COLUMN name TEXT NOT NULL DEFAULT ''`); err != nil {
			return err
		}
	}
	if version == 1 || version == 2 { // version 3 gave rooms their players' choice of hints and values
		if _, err := tx.ExecContext(ctx, `ALTER TABLE rooms ADD COLUMN helps INTEGER NOT NULL DEFAULT 0`); err != nil {
			return err
		}
	}
	if version >= 1 && version <= 3 { // version 4 kept the spectators' token, for every seated player's watch link
		if _, err := tx.ExecContext(ctx, `ALTER TABLE rooms ADD COLUMN watch TEXT NOT NULL DEFAULT ''`); err != nil {
			return err
		}
	}
	for _, stmt := range schema {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return err
		}
	}
	if version < schemaVersion {
		if _, err := tx.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", schemaVersion)); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// isConstraint reports whether err is SQLite's refusal of a row whose key
// (primary or unique) is taken.
func isConstraint(err error) bool {
	var e *sqlite.Error
	if !errors.As(err, &e) {
		return false
	}
	c := e.Code()
	return c == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY || c == sqlite3.SQLITE_CONSTRAINT_UNIQUE
}

// exists reports whether room id is in the store.
func (s *Store) exists(ctx context.Context, id string) (bool, error) {
	var one int
	err := s.db.QueryRowContext(ctx, "SELECT 1 FROM rooms WHERE id = ?", id).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}
