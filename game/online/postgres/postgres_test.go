//go:build !js

package postgres

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"parlor/game/online"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/storetest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

func open(t testing.TB, url string) *Store {
	t.Helper()
	s, err := Open(t.Context(), url)
	if err != nil {
		t.Fatalf("Open: %v", err)
	}
	return s
}

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) online.Store { return open(t, pgtest.URL(t)) })
}

// TestSchemaNewer refuses a database whose schema is newer than this
// program's, saying so, and leaves it as it was.
func TestSchemaNewer(t *testing.T) {
	url := pgtest.URL(t)
	open(t, url).Close()
	conn, err := pgx.Connect(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(t.Context(), `UPDATE parlor_schema SET version = $1`, SchemaVersion+1); err != nil {
		t.Fatal(err)
	}
	s, err := Open(t.Context(), url)
	if err == nil {
		s.Close()
		t.Fatal("Open of a newer schema succeeded")
	}
	if !strings.Contains(err.Error(), "newer than this program's") {
		t.Errorf("Open of a newer schema: %v, want it to say the schema is newer", err)
	}
	var v int
	if err := conn.QueryRow(t.Context(), `SELECT version FROM parlor_schema`).Scan(&v); err != nil || v != SchemaVersion+1 {
		t.Errorf("the schema's version is %d (%v) after the refusal, want %d", v, err, SchemaVersion+1)
	}
}

// TestSchemaOnce opens the store again, and twice at once, on one
// database: the schema is made once and kept.
func TestSchemaOnce(t *testing.T) {
	url := pgtest.URL(t)
	errs := make(chan error, 2)
	for range 2 {
		go func() {
			s, err := Open(t.Context(), url)
			if err == nil {
				err = s.Close()
			}
			errs <- err
		}()
	}
	for range 2 {
		if err := <-errs; err != nil {
			t.Fatalf("Open at once: %v", err)
		}
	}
	s := open(t, url)
	defer s.Close()
	if err := s.Create(t.Context(), online.RoomRecord{ID: "r", Created: time.Now()}); err != nil {
		t.Fatal(err)
	}
	s2 := open(t, url)
	defer s2.Close()
	if _, _, err := s2.Room(t.Context(), "r"); err != nil {
		t.Errorf("a room made before reopening: %v", err)
	}
}

// TestSchemaOneMigrates opens a database of the first schema (rooms
// without the spectators' token), with a room in it: Open adds the
// column and keeps the room.
func TestSchemaOneMigrates(t *testing.T) {
	url := pgtest.URL(t)
	s := open(t, url)
	if err := s.Create(t.Context(), online.RoomRecord{ID: "old", Game: "kalah", WatchHash: "w", Created: time.Now()}); err != nil {
		t.Fatal(err)
	}
	s.Close()
	conn, err := pgx.Connect(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	for _, stmt := range []string{`ALTER TABLE rooms DROP COLUMN watch`, `UPDATE parlor_schema SET version = 1`} {
		if _, err := conn.Exec(t.Context(), stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
	s = open(t, url)
	defer s.Close()
	rec, _, err := s.Room(t.Context(), "old")
	if err != nil || rec.WatchHash != "w" || rec.Watch != "" {
		t.Fatalf("the room after the migration: %+v, %v", rec, err)
	}
	var v int
	if err := conn.QueryRow(t.Context(), `SELECT version FROM parlor_schema`).Scan(&v); err != nil || v != SchemaVersion {
		t.Errorf("the schema's version is %d (%v), want %d", v, err, SchemaVersion)
	}
}
