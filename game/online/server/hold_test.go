//go:build !js

package server_test

import (
	"context"
	"crypto/rand"
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/onlinetest"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/online/sqlite"
)

// bound is the most a server killed may give the seat to move of the
// time it held the room before it died: what a server taking the room up
// after it cannot know of.
const bound = 2 * time.Second

// TestAKilledServersSeatToMoveIsChargedUntilItDied: a server killed
// while a seat thinks (running.kill) held the room until it died; a
// server started after it, an hour later (the same program restarted on
// SQLite, another with PostgreSQL), charges the seat to move the time
// until then, less bound at the most, and none of the hour. The clock
// goes on a little at a time, as a clock does, each step waiting on the
// store the server writes to.
func TestAKilledServersSeatToMoveIsChargedUntilItDied(t *testing.T) {
	for _, store := range []struct {
		name string
		on   func(t *testing.T) func(server.Config) *running // servers on one new store
	}{
		{"SQLite", func(t *testing.T) func(server.Config) *running {
			dir := t.TempDir()
			return func(c server.Config) *running { return start(t, c, dir) }
		}},
		{"PostgreSQL", func(t *testing.T) func(server.Config) *running {
			url := pgtest.URL(t)
			return func(c server.Config) *running { return startShared(t, c, url) }
		}},
	} {
		t.Run(store.name, func(t *testing.T) {
			serve := store.on(t)
			clk := onlinetest.NewClock()
			first := serve(server.Config{Clock: clk})
			a, b := timedPair(t, first.url, "connectfour", "1+0")
			openings(t, a, b)   // the first moves, untimed
			playOne(t, a, a, b) // Yellow's minute runs from here
			room := a.Table.Room
			died := clk.Now().Add(10 * time.Second)
			waitFor(t, "Yellow to think 10 s", func() bool {
				clk.Advance(50 * time.Millisecond)
				first.store.Room(context.Background(), room) // after the server's writes
				return !clk.Now().Before(died)
			})
			first.kill()
			clk.Advance(time.Hour) // no server holds the room
			second := serve(server.Config{Clock: clk})
			back := onlinetest.Dial(t, second.url, protocol.Hello{Token: b.Table.Token})
			left := back.Table.Clocks[1]
			if truth := time.Minute - 10*time.Second; left < truth || left > truth+bound {
				t.Fatalf("Yellow has %v left after thinking 10 s of her minute; want %v, or up to %v more", left, truth, bound)
			}
		})
	}
}

// TestBeatsDoNotGrowWithTheRooms: a server holding many rooms whose
// clocks run says it still holds them, so that each is held until at
// most bound ago, in no more than a row written a beat however many
// rooms it holds (counted by triggers on every table of its SQLite
// file).
func TestBeatsDoNotGrowWithTheRooms(t *testing.T) {
	const rooms, steps = 40, 10
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "online.db")
	store, err := sqlite.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	clk := onlinetest.NewClock()
	ids := make([]string, rooms)
	for i := range ids {
		r, _, e := online.Create(ctx, store, games.All(), online.Spec{Game: "connectfour",
			Seats: []string{online.SeatYou, online.SeatInvite}, Clock: "1+0"}, "", rand.Reader, clk.Now())
		if e != nil {
			t.Fatal(e)
		}
		ids[i] = r.ID()
		if err := store.Claim(ctx, r.ID(), 1, online.SeatRecord{TokenHash: online.Hash(fmt.Sprint("yellow ", i))}); err != nil {
			t.Fatal(err)
		}
	}
	writes := countWrites(t, path)
	srv := serve(t, server.Config{Clock: clk}, store)
	held := func(ids ...string) bool { // each room held until bound ago, or later
		for _, id := range ids {
			rec, _, err := store.Room(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if rec.Held.Before(clk.Now().Add(-bound)) {
				return false
			}
		}
		return true
	}
	waitFor(t, "the server to take the rooms up", func() bool { return srv.srv.Loaded() == rooms && held(ids...) })
	before := writes()
	for range steps {
		clk.Advance(bound / 4)
		waitFor(t, "the rooms to be held until bound ago at the most", func() bool { return held(ids[0]) })
	}
	if n := writes() - before; n > steps {
		t.Fatalf("%d rows written in %d steps of %v, holding %d rooms; want one a step at the most, however many rooms", n, steps, bound/4, rooms)
	}
}

// countWrites sets triggers on every table of the SQLite file at path
// that count the rows written to it (inserted, changed or deleted), and
// returns the count so far.
func countWrites(t *testing.T, path string) func() int {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	var tables []string
	rows, err := db.Query(`SELECT name FROM sqlite_master WHERE type = 'table'`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var name string
		if err := rows.Scan(&name); err != nil {
			t.Fatal(err)
		}
		tables = append(tables, name)
	}
	if err := rows.Close(); err != nil {
		t.Fatal(err)
	}
	stmts := []string{`CREATE TABLE test_writes (n INTEGER NOT NULL)`, `INSERT INTO test_writes VALUES (0)`}
	for _, tb := range tables {
		for _, op := range []string{"INSERT", "UPDATE", "DELETE"} {
			stmts = append(stmts, fmt.Sprintf(`CREATE TRIGGER test_%s_%s AFTER %s ON %s BEGIN UPDATE test_writes SET n = n + 1; END`, tb, op, op, tb))
		}
	}
	for _, stmt := range stmts {
		if _, err := db.Exec(stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	return func() int {
		t.Helper()
		var n int
		if err := db.QueryRow(`SELECT n FROM test_writes`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
}
