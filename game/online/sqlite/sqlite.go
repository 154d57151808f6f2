//go:build !js

// Package sqlite keeps the server's rooms and its lobby in an SQLite
// database file: a store.Store and store.Profiles on
// modernc.org/sqlite, which needs no C compiler and does not build for
// the browser.
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

	_ "modernc.org/sqlite" // the driver "sqlite"

	"parlor/game/online/sqlstore"
)

// Store is a store.Store, and store.Profiles, kept in an SQLite
// database file. Its methods are safe for concurrent use.
type Store struct {
	sqlstore.Rooms
	sqlstore.Profiles
	db *sql.DB
}

// schemaVersion is the PRAGMA user_version of the schema sqlstore makes.
const schemaVersion = 10

// added are the columns versions 2 to 10 added to the schema, each with
// its version: a database of an older version gets them, at the end of
// their tables, as it is opened. The tables a version added (5: the
// lobby's; 7: the servers' beats and the rooms they hold; 8: the
// passkeys, recovery codes and other keys of the profiles; 9: the
// follows and the blocks; 10: the challenges) are made as
// any missing table is, with all their columns: a column added to a
// table the database does not have yet is not added to it.
var added = []struct {
	version int
	column  string
}{
	{2, "seats.name"},    // the seats' players' names
	{3, "rooms.helps"},   // the players' choice of hints and values
	{4, "rooms.watch"},   // the spectators' token, for every seated player's watch link
	{5, "rooms.rated"},   // whether the game counts for its players' ratings
	{5, "seats.profile"}, // the profile each seat's person plays as
	// 6: the clocks: the rooms' and the tables' time controls, and each
	// event's clocks, time and deadline
	{6, "rooms.clock"},
	{6, "events.clocks"},
	{6, "events.at"},
	{6, "events.deadline"},
	{6, "lobby_tables.clock"},
	{6, "rooms.held"},
	{9, "profiles.hide_online"}, // 9: the friends: hiding being online (and the tables follows and blocks)
}

// types are SQLite's words in sqlstore's schema. A time is an integer
// (SQLite's are 64-bit), a truth value an integer 0 or 1, and an event's
// lines are joined by newlines (conn.Lines); a REAL is 64 bits.
var types = sqlstore.Types{
	Int64: "INTEGER", Float: "REAL", Bool: "INTEGER", False: "0", Lines: "TEXT",
	IfNotExists: "IF NOT EXISTS ", ByKey: " WITHOUT ROWID",
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
	c := conn{pool: db, q: db}
	return &Store{Rooms: sqlstore.New(c), Profiles: sqlstore.NewProfiles(c), db: db}, nil
}

// dsn is the driver's name for the file at path: a "file:" URI, with the
// characters the URI would take for its own escaped, and the pragmas.
func dsn(path string) string {
	esc := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23")
	return "file:" + esc.Replace(path) + "?" + pragmas
}

// migrate makes the schema if the database has none, or adds the
// columns an older one lacks, in one transaction.
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
	for _, a := range added {
		if version < 1 || version >= a.version {
			continue
		}
		table, _, _ := strings.Cut(a.column, ".")
		var n int
		if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?`, table).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			continue // made below, with the column
		}
		if _, err := tx.ExecContext(ctx, sqlstore.AddColumn(types, a.column)); err != nil {
			return err
		}
	}
	for _, stmt := range sqlstore.Schema(types) {
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

// Ping reports whether the database answers a trivial query
// (store.Pinger).
func (s *Store) Ping(ctx context.Context) error {
	var one int
	if err := s.db.QueryRowContext(ctx, "SELECT 1").Scan(&one); err != nil {
		return fmt.Errorf("the online games' database does not answer: %w", err)
	}
	return nil
}
