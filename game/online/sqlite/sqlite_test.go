//go:build !js

package sqlite

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/sqlstore"
	"parlor/game/online/store"
	"parlor/game/online/storetest"
)

func open(t testing.TB, path string) *Store {
	t.Helper()
	s, err := Open(path)
	if err != nil {
		t.Fatalf("Open(%s): %v", path, err)
	}
	return s
}

func TestStore(t *testing.T) {
	storetest.Run(t, func(t *testing.T) store.Store {
		return open(t, filepath.Join(t.TempDir(), "rooms.db"))
	})
}

func TestProfiles(t *testing.T) {
	storetest.Profiles(t, func(t *testing.T) store.Profiles {
		return open(t, filepath.Join(t.TempDir(), "rooms.db"))
	})
}

func TestKeys(t *testing.T) {
	storetest.Keys(t, func(t *testing.T) storetest.KeysStore {
		return open(t, filepath.Join(t.TempDir(), "rooms.db"))
	})
}

func TestFriends(t *testing.T) {
	storetest.Friends(t, func(t *testing.T) storetest.FriendsStore {
		return open(t, filepath.Join(t.TempDir(), "rooms.db"))
	})
}

func TestChallenges(t *testing.T) {
	storetest.Challenges(t, func(t *testing.T) storetest.ChallengesStore {
		return open(t, filepath.Join(t.TempDir(), "rooms.db"))
	})
}

// TestPersistence closes the store and opens its file again, which must
// hold everything written before, under the same settings.
func TestPersistence(t *testing.T) {
	ctx := t.Context()
	path := filepath.Join(t.TempDir(), "rooms.db")
	created := time.Unix(1900000000, 123456789)
	rec := online.RoomRecord{
		ID: "r1", Game: "chess", Seed: 1<<64 - 1, Salt: "s", WatchHash: online.Hash("w"), Created: created,
		Seats: []online.SeatRecord{{InviteHash: online.Hash("i")}, {Level: "easy"}},
	}
	log := []online.Event{
		{N: 1, Kind: online.KindMove, Seat: 0, Lines: []string{"e4", "", "e5"}, Plies: 1},
		{N: 2, Kind: online.KindUndo, Seat: 1},
		{N: 3, Kind: online.KindMove, Seat: 0, Lines: []string{""}, Plies: 1, Over: true},
	}
	s := open(t, path)
	if err := s.Create(ctx, rec); err != nil {
		t.Fatal(err)
	}
	for _, e := range log {
		if err := s.Append(ctx, rec.ID, e); err != nil {
			t.Fatal(err)
		}
	}
	tok := online.Hash("t")
	if err := s.Claim(ctx, rec.ID, 0, online.SeatRecord{TokenHash: tok, Name: "Ann"}); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}

	s = open(t, path)
	defer s.Close()
	for pragma, want := range map[string]string{
		"journal_mode": "wal", "synchronous": "2", "busy_timeout": "10000",
		"foreign_keys": "1", "user_version": fmt.Sprint(schemaVersion),
	} {
		var got string
		if err := s.db.QueryRowContext(ctx, "PRAGMA "+pragma).Scan(&got); err != nil || got != want {
			t.Errorf("PRAGMA %s = %q, %v; want %q", pragma, got, err, want)
		}
	}
	got, gotLog, err := s.Room(ctx, rec.ID)
	if err != nil {
		t.Fatal(err)
	}
	rec.Seats[0] = online.SeatRecord{TokenHash: tok, Name: "Ann"}
	if got.Seed != rec.Seed || !got.Created.Equal(created) || !reflect.DeepEqual(got.Seats, rec.Seats) ||
		got.Game != rec.Game || got.Salt != rec.Salt || got.WatchHash != rec.WatchHash {
		t.Errorf("Room after reopening = %+v, want %+v", got, rec)
	}
	if !reflect.DeepEqual(gotLog, log) {
		t.Errorf("log after reopening =\n%#v\nwant\n%#v", gotLog, log)
	}
	if id, err := s.Find(ctx, tok); err != nil || id != rec.ID {
		t.Errorf("Find after reopening = %q, %v", id, err)
	}
	ls, err := s.List(ctx, []string{tok})
	if err != nil || len(ls) != 1 || ls[0].N != 3 || !ls[0].Over || ls[0].Room != rec.ID {
		t.Errorf("List after reopening = %+v, %v", ls, err)
	}
	if err := s.Append(ctx, rec.ID, online.Event{N: 4, Kind: online.KindUndo}); err != nil {
		t.Errorf("Append after reopening: %v", err)
	}
}

func TestOpenUnwritable(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, []byte("not a database, and long enough to be read as one's header"), 0o600); err != nil {
		t.Fatal(err)
	}
	paths := map[string]string{
		"Empty":        "",
		"MissingDir":   filepath.Join(dir, "missing", "rooms.db"),
		"UnderAFile":   filepath.Join(file, "rooms.db"),
		"Directory":    dir,
		"NotADatabase": file,
	}
	if os.Geteuid() != 0 { // root writes where it likes
		ro := filepath.Join(dir, "readonly")
		if err := os.Mkdir(ro, 0o500); err != nil {
			t.Fatal(err)
		}
		paths["ReadOnlyDir"] = filepath.Join(ro, "rooms.db")
	}
	for name, path := range paths {
		t.Run(name, func(t *testing.T) {
			s, err := Open(path)
			if err == nil {
				s.Close()
				t.Fatalf("Open(%q) succeeded", path)
			}
			t.Log(err)
		})
	}
}

// TestOddPath opens a file whose path holds what a URI would read as its
// own.
func TestOddPath(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a?b#c%20d e")
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "rooms.db")
	open(t, path).Close()
	if _, err := os.Stat(path); err != nil {
		t.Errorf("the database is not where it was asked to be: %v", err)
	}
}

func TestNewerSchema(t *testing.T) {
	path := filepath.Join(t.TempDir(), "rooms.db")
	s := open(t, path)
	if _, err := s.db.Exec(fmt.Sprintf("PRAGMA user_version = %d", schemaVersion+1)); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if s, err := Open(path); err == nil {
		s.Close()
		t.Fatal("Open of a newer schema succeeded")
	}
}

// TestEmptyHash checks that no room holds the empty hash, which a seat
// without a token or an invite has in both.
func TestEmptyHash(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "rooms.db"))
	defer s.Close()
	r := online.RoomRecord{ID: "r", Seats: []online.SeatRecord{{Level: "easy"}}, Created: time.Now()}
	if err := s.Create(t.Context(), r); err != nil {
		t.Fatal(err)
	}
	if id, err := s.Find(t.Context(), ""); !errors.Is(err, online.ErrNoRoom) {
		t.Errorf("Find(\"\") = %q, %v; want ErrNoRoom", id, err)
	}
	if ls, err := s.List(t.Context(), []string{""}); err != nil || len(ls) != 0 {
		t.Errorf("List(\"\") = %v, %v; want none", ls, err)
	}
}

func TestCreatedOutOfRange(t *testing.T) {
	s := open(t, filepath.Join(t.TempDir(), "rooms.db"))
	defer s.Close()
	if err := s.Create(t.Context(), online.RoomRecord{ID: "r"}); err == nil {
		t.Error("Create of a room made in the year 1 succeeded")
	}
}

func benchEvent(n int) online.Event {
	return online.Event{N: n, Kind: online.KindMove, Seat: n % 2, Lines: []string{"13/7 8/7", "roll 6-4"}, Plies: n}
}

// BenchmarkAppend appends to one room, one event after another.
func BenchmarkAppend(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "rooms.db"))
	defer s.Close()
	if err := s.Create(b.Context(), online.RoomRecord{ID: "r", Created: time.Now()}); err != nil {
		b.Fatal(err)
	}
	n := 0
	for b.Loop() {
		n++
		if err := s.Append(b.Context(), "r", benchEvent(n)); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkAppendParallel appends from several goroutines, each to a room
// of its own.
func BenchmarkAppendParallel(b *testing.B) {
	s := open(b, filepath.Join(b.TempDir(), "rooms.db"))
	defer s.Close()
	var rooms atomic.Int64
	b.RunParallel(func(pb *testing.PB) {
		id := fmt.Sprint("r", rooms.Add(1))
		if err := s.Create(b.Context(), online.RoomRecord{ID: id, Created: time.Now()}); err != nil {
			b.Error(err)
			return
		}
		for n := 1; pb.Next(); n++ {
			if err := s.Append(b.Context(), id, benchEvent(n)); err != nil {
				b.Error(err)
				return
			}
		}
	})
}

// TestOlderSchemasMigrate opens databases of the first eight schemas
// (seats without names; rooms without their hints setting; rooms without
// the spectators' token; rooms not rated, seats without profiles, and no
// lobby; no clocks, of rooms, events or tables; no servers' beats, nor
// which rooms they hold; no passkeys, recovery codes nor other keys; no
// friends), made by hand as those versions made them, each
// with a room and an event: Open adds the columns and the tables, keeps
// the room, and its event reads without clocks; a claim then stores a
// name and a profile, the lobby and the friends work, the clocks of a new event and a
// new room are kept, and so is which server holds the room until when.
func TestOlderSchemasMigrate(t *testing.T) {
	const (
		roomsOld = `CREATE TABLE rooms (id TEXT PRIMARY KEY, game TEXT NOT NULL, seed TEXT NOT NULL, salt TEXT NOT NULL,
			watch_hash TEXT NOT NULL, created INTEGER NOT NULL)`
		roomsHelps = `CREATE TABLE rooms (id TEXT PRIMARY KEY, game TEXT NOT NULL, seed TEXT NOT NULL, salt TEXT NOT NULL,
			watch_hash TEXT NOT NULL, created INTEGER NOT NULL, helps INTEGER NOT NULL DEFAULT 0)`
		roomsWatch = `CREATE TABLE rooms (id TEXT PRIMARY KEY, game TEXT NOT NULL, seed TEXT NOT NULL, salt TEXT NOT NULL,
			watch_hash TEXT NOT NULL, created INTEGER NOT NULL, helps INTEGER NOT NULL DEFAULT 0, watch TEXT NOT NULL DEFAULT '')`
		seatsOld = `CREATE TABLE seats (
			room TEXT NOT NULL REFERENCES rooms(id), seat INTEGER NOT NULL, level TEXT NOT NULL,
			token_hash TEXT NOT NULL DEFAULT '', invite_hash TEXT NOT NULL DEFAULT '',
			PRIMARY KEY (room, seat)) WITHOUT ROWID`
		seatsNamed = `CREATE TABLE seats (
			room TEXT NOT NULL REFERENCES rooms(id), seat INTEGER NOT NULL, level TEXT NOT NULL,
			token_hash TEXT NOT NULL DEFAULT '', invite_hash TEXT NOT NULL DEFAULT '', name TEXT NOT NULL DEFAULT '',
			PRIMARY KEY (room, seat)) WITHOUT ROWID`
		eventsOld = `CREATE TABLE events (
			room TEXT NOT NULL REFERENCES rooms(id), n INTEGER NOT NULL, kind TEXT NOT NULL, seat INTEGER NOT NULL,
			lines TEXT, plies INTEGER NOT NULL, over INTEGER NOT NULL,
			PRIMARY KEY (room, n)) WITHOUT ROWID`
	)
	// Version 9's schema is this one's less the table version 10 added,
	// version 8's less what version 9 added too, version
	// 7's less the tables version 8 added too, version 6's less the
	// tables version 7 added too, and version 5's less what version 6
	// added too.
	ten := []string{"challenges"}
	nine := append([]string{"follows", "blocks", "profiles.hide_online"}, ten...)
	eight := append([]string{"passkeys", "recovery_codes", "profile_keys"}, nine...)
	seven := append([]string{"servers", "holds"}, eight...)
	six := append([]string{}, seven...)
	for _, a := range added {
		if a.version == 6 {
			six = append(six, a.column)
		}
	}
	schemas := map[int][]string{
		1: {roomsOld, seatsOld, eventsOld}, 2: {roomsOld, seatsNamed, eventsOld}, 3: {roomsHelps, seatsNamed, eventsOld},
		4: {roomsWatch, seatsNamed, eventsOld}, 5: sqlstore.Schema(types, six...), 6: sqlstore.Schema(types, seven...),
		7: sqlstore.Schema(types, eight...), 8: sqlstore.Schema(types, nine...), 9: sqlstore.Schema(types, ten...),
	}
	if len(schemas) != schemaVersion-1 {
		t.Fatalf("%d older schemas checked, want %d", len(schemas), schemaVersion-1)
	}
	for version, schema := range schemas {
		t.Run(fmt.Sprint("version", version), func(t *testing.T) {
			ctx := t.Context()
			path := filepath.Join(t.TempDir(), "rooms.db")
			s := open(t, path)
			stmts := []string{
				`DROP TABLE follows`,
				`DROP TABLE blocks`,
				`DROP TABLE profile_keys`,
				`DROP TABLE recovery_codes`,
				`DROP TABLE passkeys`,
				`DROP TABLE holds`,
				`DROP TABLE servers`,
				`DROP TABLE lobby_seats`,
				`DROP TABLE lobby_tables`,
				`DROP TABLE rated`,
				`DROP TABLE history`,
				`DROP TABLE ratings`,
				`DROP TABLE profiles`,
				`DROP TABLE seats`,
				`DROP TABLE events`,
				`DROP TABLE rooms`,
			}
			stmts = append(stmts, schema...)
			stmts = append(stmts,
				`INSERT INTO rooms (id, game, seed, salt, watch_hash, created) VALUES ('old', 'kalah', '7', 's', 'w', 1)`,
				`INSERT INTO seats (room, seat, level, token_hash, invite_hash) VALUES ('old', 0, '', 'tok', ''), ('old', 1, '', '', 'inv')`,
				`INSERT INTO events (room, n, kind, seat, lines, plies, over) VALUES ('old', 1, 'move', 0, 'a1', 1, 0)`,
				fmt.Sprintf(`PRAGMA user_version = %d`, version),
			)
			for _, stmt := range stmts {
				if _, err := s.db.Exec(stmt); err != nil {
					t.Fatalf("%s: %v", stmt, err)
				}
			}
			s.Close()
			s = open(t, path)
			defer s.Close()
			if err := s.Claim(ctx, "old", 1, online.SeatRecord{TokenHash: "tok2", Name: "Bob", Profile: "bob"}); err != nil {
				t.Fatal(err)
			}
			rec, log, err := s.Room(ctx, "old")
			want := []online.SeatRecord{{TokenHash: "tok"}, {TokenHash: "tok2", Name: "Bob", Profile: "bob"}}
			if err != nil || !reflect.DeepEqual(rec.Seats, want) || rec.Helps || rec.Rated || rec.Watch != "" || rec.WatchHash != "w" || rec.Clock.Timed() {
				t.Fatalf("after the migration: %+v, helps %v, rated %v, clock %v, %v", rec.Seats, rec.Helps, rec.Rated, rec.Clock, err)
			}
			first := online.Event{N: 1, Kind: online.KindMove, Seat: 0, Lines: []string{"a1"}, Plies: 1}
			if !reflect.DeepEqual(log, []online.Event{first}) {
				t.Errorf("the event stored before the migration reads as %+v, want %+v, without clocks", log, first)
			}
			if ls, err := s.List(ctx, []string{"tok"}); err != nil || len(ls) != 1 || ls[0].N != 1 || ls[0].Clock.Timed() || !ls[0].Deadline.IsZero() {
				t.Errorf("List after the migration = %+v, %v", ls, err)
			}
			second := online.Event{N: 2, Kind: online.KindMove, Seat: 1, Lines: []string{"b2"}, Plies: 2, Clocks: []int64{1000, 2000}, At: 5, Deadline: 3005}
			storetest.ClocksWork(t, s, "old", []online.Event{first, second}, clock.Control{Base: 3 * time.Minute, Increment: 2 * time.Second})
			storetest.HoldingWorks(t, s, "old")
			storetest.LobbyWorks(t, s)
			storetest.FriendsWork(t, s)
			var v int
			if err := s.db.QueryRow(`PRAGMA user_version`).Scan(&v); err != nil || v != schemaVersion {
				t.Errorf("the schema's version after the migration is %d, %v; want %d", v, err, schemaVersion)
			}
		})
	}
}

// TestClockUnreadable: a room whose stored clock does not read is an
// error naming the room, from Room and from List; a room whose clock
// would not read back is refused.
func TestClockUnreadable(t *testing.T) {
	ctx := t.Context()
	s := open(t, filepath.Join(t.TempDir(), "rooms.db"))
	defer s.Close()
	r := online.RoomRecord{ID: "odd", Game: "kalah", Created: time.Now(), Seats: []online.SeatRecord{{TokenHash: "tok"}}}
	if err := s.Create(ctx, r); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(`UPDATE rooms SET clock = '7+0' WHERE id = 'odd'`); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Room(ctx, "odd"); err == nil || !strings.Contains(err.Error(), "odd") {
		t.Errorf("Room of an unreadable clock: %v, want an error naming the room", err)
	}
	if ls, err := s.List(ctx, []string{"tok"}); err == nil || !strings.Contains(err.Error(), "odd") {
		t.Errorf("List of a room of an unreadable clock: %+v, %v; want an error naming the room", ls, err)
	}
	if _, err := s.db.Exec(`UPDATE rooms SET clock = '' WHERE id = 'odd'`); err != nil {
		t.Fatal(err)
	}
	if _, err := s.db.Exec(`INSERT INTO events (room, n, kind, seat, plies, over, clocks) VALUES ('odd', 1, 'undo', 0, 0, 0, '1,x')`); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Room(ctx, "odd"); err == nil || !strings.Contains(err.Error(), "odd") {
		t.Errorf("Room of unreadable clocks: %v, want an error naming the room", err)
	}
	r.ID, r.Clock = "seven", clock.Control{Base: 7 * time.Minute}
	if err := s.Create(ctx, r); err == nil {
		t.Error("Create of a room whose clock does not read back succeeded")
	}
}
