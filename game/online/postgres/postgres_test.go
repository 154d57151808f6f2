//go:build !js

package postgres

import (
	"context"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/store"
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
	storetest.Run(t, func(t *testing.T) store.Store { return open(t, pgtest.URL(t)) })
}

func TestProfiles(t *testing.T) {
	storetest.Profiles(t, func(t *testing.T) store.Profiles { return open(t, pgtest.URL(t)) })
}

func TestKeys(t *testing.T) {
	storetest.Keys(t, func(t *testing.T) storetest.KeysStore { return open(t, pgtest.URL(t)) })
}

func TestFriends(t *testing.T) {
	storetest.Friends(t, func(t *testing.T) storetest.FriendsStore { return open(t, pgtest.URL(t)) })
}

func TestChallenges(t *testing.T) {
	storetest.Challenges(t, func(t *testing.T) storetest.ChallengesStore { return open(t, pgtest.URL(t)) })
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

// downgrade makes the schema of the database at url that of version v,
// less what versions after it added, and says so in parlor_schema.
func downgrade(t *testing.T, conn *pgx.Conn, v int) {
	t.Helper()
	var stmts []string
	for i := len(added) - 1; i >= v-1; i-- {
		for _, name := range slices.Backward(added[i]) {
			if tb, col, ok := strings.Cut(name, "."); ok {
				stmts = append(stmts, fmt.Sprintf(`ALTER TABLE %s DROP COLUMN %s`, tb, col))
			} else {
				stmts = append(stmts, `DROP TABLE `+name)
			}
		}
	}
	stmts = append(stmts, fmt.Sprintf(`UPDATE parlor_schema SET version = %d`, v))
	for _, stmt := range stmts {
		if _, err := conn.Exec(t.Context(), stmt); err != nil {
			t.Fatalf("%s: %v", stmt, err)
		}
	}
}

// TestOlderSchemasMigrate opens databases of the older schemas (1: rooms
// without the spectators' token; 2: rooms not rated, seats without
// profiles, and no lobby; 3: no clocks, of rooms, events or tables; 4:
// no servers' beats, nor which rooms they hold; 5: no passkeys,
// recovery codes nor other keys of the profiles; 6: no friends; 7: no
// challenges), with a
// room and an
// event in each: Open adds the columns and the tables and keeps the
// room, its event reads without clocks (before version 4), the lobby
// works, the clocks of a new event and a new room are kept, and so is
// which server holds the room until when.
func TestOlderSchemasMigrate(t *testing.T) {
	for v := 1; v < SchemaVersion; v++ {
		t.Run(fmt.Sprint("version", v), func(t *testing.T) {
			url := pgtest.URL(t)
			s := open(t, url)
			ctx := t.Context()
			r := online.RoomRecord{ID: "old", Game: "kalah", WatchHash: "w", Created: time.Now(), Seats: []online.SeatRecord{{InviteHash: "i"}}}
			if err := s.Create(ctx, r); err != nil {
				t.Fatal(err)
			}
			// Its clocks go with the columns the downgrade drops, before
			// version 4.
			first := online.Event{N: 1, Kind: online.KindMove, Seat: 0, Lines: []string{"a1"}, Plies: 1}
			clocked := first
			clocked.Clocks, clocked.At, clocked.Deadline = []int64{1, 2}, 3, 4
			var deadline time.Time
			if v >= 4 {
				first, deadline = clocked, time.UnixMilli(clocked.Deadline)
			}
			if err := s.Append(ctx, "old", clocked); err != nil {
				t.Fatal(err)
			}
			s.Close()
			conn, err := pgx.Connect(t.Context(), url)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close(context.Background())
			downgrade(t, conn, v)
			s = open(t, url)
			defer s.Close()
			if err := s.Claim(t.Context(), "old", 0, online.SeatRecord{TokenHash: "t", Name: "Bo", Profile: "bo"}); err != nil {
				t.Fatal(err)
			}
			rec, _, err := s.Room(t.Context(), "old")
			want := []online.SeatRecord{{TokenHash: "t", Name: "Bo", Profile: "bo"}}
			if err != nil || rec.WatchHash != "w" || rec.Watch != "" || rec.Rated || rec.Clock.Timed() || !slices.Equal(rec.Seats, want) {
				t.Fatalf("the room after the migration: %+v, %v", rec, err)
			}
			_, log, err := s.Room(ctx, "old")
			if err != nil || !reflect.DeepEqual(log, []online.Event{first}) {
				t.Errorf("the event stored before the migration reads as %+v, %v; want %+v, without clocks", log, err, first)
			}
			if ls, err := s.List(ctx, []string{"t"}); err != nil || len(ls) != 1 || ls[0].N != 1 || ls[0].Clock.Timed() || !ls[0].Deadline.Equal(deadline) {
				t.Errorf("List after the migration = %+v, %v", ls, err)
			}
			second := online.Event{N: 2, Kind: online.KindMove, Seat: 0, Lines: []string{"b2"}, Plies: 2, Clocks: []int64{1000, 2000}, At: 5, Deadline: 3005}
			storetest.ClocksWork(t, s, "old", []online.Event{first, second}, clock.Control{Days: 7})
			storetest.HoldingWorks(t, s, "old")
			storetest.LobbyWorks(t, s)
			storetest.FriendsWork(t, s)
			var got int
			if err := conn.QueryRow(t.Context(), `SELECT version FROM parlor_schema`).Scan(&got); err != nil || got != SchemaVersion {
				t.Errorf("the schema's version is %d (%v), want %d", got, err, SchemaVersion)
			}
		})
	}
}
