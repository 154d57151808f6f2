//go:build !js

// Package postgres keeps the server's rooms and its lobby in PostgreSQL,
// with github.com/jackc/pgx/v5: a store.Shared store and
// store.Profiles, so that any number of server processes serve the
// rooms and the lobby of one database.
//
// PostgreSQL decides the order of a room's events: an event is a row
// keyed by (room, n), written only when n follows the room's last event,
// so of two processes racing for the same number exactly one wins. Every
// write notifies the channel parlor_rooms ("room n", or "room n seats";
// "table id" for a lobby table), in the write's own transaction; each
// process listens to it on a connection of its own, and reads what
// changed from the tables. A room's computer is played by the process
// that holds the room's advisory lock, on another connection of its own:
// it is let go when that process dies. Each process keeps a row of its
// own alive (a heartbeat), and says there which seats have connections
// to it.
package postgres

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"parlor/game/online/sqlstore"
)

// SchemaVersion is the version of the schema below, kept in the table
// parlor_schema.
const SchemaVersion = 8

// channel is the channel of the rooms' notifications.
const channel = "parlor_rooms"

// Heartbeat is how often a process says it is alive, by default; a
// process not heard from for Dead is taken for dead, and its connections
// for gone (OpenDeadAfter sets another Dead, and a heartbeat of 3/10 of
// it).
const (
	Heartbeat = 3 * time.Second
	Dead      = 10 * time.Second
)

// types are PostgreSQL's words in sqlstore's schema: an event's lines
// are an array of text.
var types = sqlstore.Types{Int64: "BIGINT", Float: "DOUBLE PRECISION", Bool: "BOOLEAN", False: "false", Lines: "TEXT[]"}

// added are the tables and columns ("table" or "table.column") each
// version after the first added to sqlstore's schema: added[i] version
// i+2's.
var added = [][]string{
	// 2: the spectators' token kept, for every seated player's watch link
	{"rooms.watch"},
	// 3: rated rooms, the seats' profiles, and the lobby
	{"rooms.rated", "seats.profile", "profiles", "ratings", "history", "rated", "lobby_tables", "lobby_seats"},
	// 4: the clocks: the rooms' and the tables' time controls, and each
	// event's clocks, time and deadline
	{"rooms.clock", "events.clocks", "events.at", "events.deadline", "lobby_tables.clock", "rooms.held"},
	// 5: the servers' beats, and which rooms they hold
	{"servers", "holds"},
	// 6: the profiles' passkeys, recovery codes and other keys
	{"passkeys", "recovery_codes", "profile_keys"},
	// 7: the friends: follows, blocks, and hiding being online
	{"profiles.hide_online", "follows", "blocks"},
	// 8: the challenges
	{"challenges"},
}

// migrations make the schema: migrations()[i] takes version i to i+1. A
// table a version adds is made without the columns later versions add
// to it, which they add.
func migrations() [][]string {
	ms := [][]string{
		append(sqlstore.Schema(types, slices.Concat(added...)...),
			`CREATE TABLE processes (
				id TEXT PRIMARY KEY,
				seen TIMESTAMPTZ NOT NULL
			)`,
			`CREATE TABLE presence (
				room TEXT NOT NULL,
				seat INTEGER NOT NULL,
				process TEXT NOT NULL,
				conns INTEGER NOT NULL,
				changed TIMESTAMPTZ NOT NULL,
				PRIMARY KEY (room, seat, process)
			)`,
			`CREATE INDEX presence_process ON presence(process)`,
		),
	}
	for i, a := range added {
		ms = append(ms, sqlstore.Added(types, a, slices.Concat(added[i+1:]...)...))
	}
	ms[7-1] = append(ms[7-1], presenceTable) // 7: the profiles' presence too (friends.go)
	return ms
}

// Store is a store.Shared store, and store.Profiles, in a PostgreSQL
// database. Its methods are safe for concurrent use.
type Store struct {
	sqlstore.Rooms
	sqlstore.Profiles
	pool *pgxpool.Pool
	id   string // this process's name in processes and presence
	// every is how often this process beats, dead how long one unheard
	// from is taken for dead; missed hands Changes the news that this
	// one was (alive.go).
	every, dead time.Duration
	missed      chan struct{}

	locks leases

	stop chan struct{}
	done sync.WaitGroup
}

// Open connects to the database at url ("postgres://user@host/db"),
// makes or migrates its schema, and starts the heartbeat. It fails if the
// database cannot be reached, or holds a schema newer than this package
// knows.
func Open(ctx context.Context, url string) (*Store, error) {
	return OpenDeadAfter(ctx, url, Dead)
}

// OpenDeadAfter is Open for processes taken for dead once unheard from
// for dead (at least a second; Dead by default), beating every 3/10 of
// it: every process sharing the database should be given the same.
func OpenDeadAfter(ctx context.Context, url string, dead time.Duration) (*Store, error) {
	if dead < time.Second {
		return nil, fmt.Errorf("opening the room store: a process taken for dead after %v: at least 1s", dead)
	}
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("opening the room store: %w", err)
	}
	if _, ok := cfg.ConnConfig.RuntimeParams["application_name"]; !ok {
		// Which process holds which connection, and lease, for whoever looks.
		cfg.ConnConfig.RuntimeParams["application_name"] = fmt.Sprintf("parlor %d", os.Getpid())
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("opening the room store: %w", err)
	}
	if err := migrate(ctx, pool); err != nil {
		pool.Close()
		return nil, fmt.Errorf("opening the room store %s: %w", where(cfg), err)
	}
	b := make([]byte, 8)
	rand.Read(b)
	s := &Store{pool: pool, id: hex.EncodeToString(b), every: dead * 3 / 10, dead: dead, missed: make(chan struct{}, 1), stop: make(chan struct{})}
	s.Rooms, s.Profiles = sqlstore.New(s.db()), sqlstore.NewProfiles(s.db())
	s.locks.cfg = cfg.ConnConfig
	if _, err := s.beat(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("opening the room store %s: %w", where(cfg), err)
	}
	s.done.Add(1)
	go s.heartbeat()
	return s, nil
}

// where names the database for messages, without its password.
func where(cfg *pgxpool.Config) string {
	c := cfg.ConnConfig
	return fmt.Sprintf("%s@%s:%d/%s", c.User, c.Host, c.Port, c.Database)
}

// migrate brings the schema to SchemaVersion, in one transaction under a
// lock, so that processes starting together do it once.
func migrate(ctx context.Context, pool *pgxpool.Pool) error {
	tx, err := pool.Begin(ctx)
	if err != nil {
		return err
	}
	defer tx.Rollback(ctx)
	if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock(hashtextextended('parlor schema', 0))`); err != nil {
		return err
	}
	if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS parlor_schema (version INTEGER NOT NULL)`); err != nil {
		return err
	}
	version := 0
	err = tx.QueryRow(ctx, `SELECT version FROM parlor_schema`).Scan(&version)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		if _, err := tx.Exec(ctx, `INSERT INTO parlor_schema (version) VALUES (0)`); err != nil {
			return err
		}
	case err != nil:
		return err
	}
	if version > SchemaVersion {
		return fmt.Errorf("the database's schema is version %d, newer than this program's %d: run a newer Parlor", version, SchemaVersion)
	}
	ms := migrations()
	for v := version; v < SchemaVersion; v++ {
		for _, stmt := range ms[v] {
			if _, err := tx.Exec(ctx, stmt); err != nil {
				return fmt.Errorf("migrating the schema to version %d: %w", v+1, err)
			}
		}
	}
	if _, err := tx.Exec(ctx, `UPDATE parlor_schema SET version = $1`, SchemaVersion); err != nil {
		return err
	}
	return tx.Commit(ctx)
}

// Close stops the heartbeat, forgets this process's presence (at the
// rooms' seats, and of the profiles) and lets its leases go, and closes
// the connections.
func (s *Store) Close() error {
	close(s.stop)
	s.done.Wait()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_, err := s.pool.Exec(ctx, `WITH gone AS (DELETE FROM presence WHERE process = $1 RETURNING room)
		SELECT pg_notify($2, room || ' 0 seats') FROM (SELECT DISTINCT room FROM gone) g`, s.id, channel)
	if err == nil {
		_, err = s.pool.Exec(ctx, `WITH gone AS (DELETE FROM profile_presence WHERE process = $1 RETURNING profile)
			SELECT pg_notify($2, 'profile ' || profile) FROM gone`, s.id, channel)
	}
	if err == nil {
		_, err = s.pool.Exec(ctx, `DELETE FROM processes WHERE id = $1`, s.id)
	}
	s.locks.close()
	s.pool.Close()
	return err
}

// Ping reports whether the database answers (store.Pinger).
func (s *Store) Ping(ctx context.Context) error {
	if err := s.pool.Ping(ctx); err != nil {
		return fmt.Errorf("the online games' database does not answer: %w", err)
	}
	return nil
}

// heartbeat beats every s.every until Close, forgets what the processes
// just taken for dead had of the profiles (alive.go), and now and then
// forgets the processes dead for an hour.
func (s *Store) heartbeat() {
	defer s.done.Done()
	t := time.NewTicker(s.every)
	defer t.Stop()
	for i := 0; ; i++ {
		select {
		case <-s.stop:
			return
		case <-t.C:
		}
		ctx, cancel := context.WithTimeout(context.Background(), max(s.every, Heartbeat)) // a beat late is better than none
		s.beatAndReap(ctx)
		if i%100 == 0 {
			s.pool.Exec(ctx, `WITH dead AS (DELETE FROM processes WHERE seen < now() - interval '1 hour' RETURNING id),
				rooms AS (DELETE FROM presence WHERE process IN (SELECT id FROM dead))
				DELETE FROM profile_presence WHERE process IN (SELECT id FROM dead)`)
		}
		s.locks.ping(ctx)
		cancel()
	}
}
