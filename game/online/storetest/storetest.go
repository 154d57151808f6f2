// Package storetest checks that a store.Store keeps the contract the
// interface documents, so that every store — the in-memory one of the
// browser's build and tests, the server's SQLite and PostgreSQL ones —
// behaves alike.
package storetest

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"testing"
	"time"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/store"
)

// Run checks the store open makes against store.Store's contract, each
// case in a subtest of its own on a fresh, empty store. Run closes each
// store it opens when its subtest ends, so open must not close it too.
func Run(t *testing.T, open func(t *testing.T) store.Store) {
	runCases(t, open, []testCase[store.Store]{
		{"CreateThenRoom", testCreateThenRoom},
		{"CreateExisting", testCreateExisting},
		{"RoomUnknown", testRoomUnknown},
		{"AppendInOrder", testAppendInOrder},
		{"AppendNotNext", testAppendNotNext},
		{"AppendUnknownRoom", testAppendUnknownRoom},
		{"ClaimOpen", testClaimOpen},
		{"ClaimNotOpen", testClaimNotOpen},
		{"ToComputer", testToComputer},
		{"FindNewest", testFindNewest},
		{"Find", testFind},
		{"List", testList},
		{"Copies", testCopies},
		{"ConcurrentAppends", testConcurrentAppends},
		{"ConcurrentSameN", testConcurrentSameN},
		{"CreateRooms", testCreateRooms},
		{"Running", testRunning},
		{"Hold", testHold},
	})
}

// epoch is when the fixtures' rooms are made: a time with nanoseconds,
// and a location, that a store must keep to the instant.
var epoch = time.Date(2031, 3, 14, 15, 9, 26, 535897932, time.FixedZone("X", 3600))

// room makes the record of a room of three seats: seat 0 held by a
// person playing as a profile, seat 1 open, seat 2 the computer's, which
// a profile held before. Its seed does not fit a signed 64-bit integer,
// to catch a store that keeps it as one. Room r1 helps, without a clock;
// the others are rated, five minutes and three seconds a move.
func room(id string, created time.Time) online.RoomRecord {
	return online.RoomRecord{
		ID:   id,
		Game: "backgammon match=5",
		Seed: 1<<63 + 0xdecaf,
		Salt: "salt-" + id,
		Seats: []online.SeatRecord{
			{TokenHash: online.Hash("token " + id + " 0"), Name: "Zoë", Profile: "zoe-" + id},
			{InviteHash: online.Hash("invite " + id + " 1")},
			{Level: "hard", Profile: "gone-" + id},
		},
		WatchHash: online.Hash("watch " + id),
		Watch:     "watch " + id,
		Created:   created,
		Helps:     id == "r1",
		Rated:     id != "r1",
		Clock:     clockOf(id != "r1"),
	}
}

// clockOf is five minutes and three seconds a move if timed, else none.
func clockOf(timed bool) clock.Control {
	if !timed {
		return clock.Control{}
	}
	return clock.Control{Base: 5 * time.Minute, Increment: 3 * time.Second}
}

// at is when the fixtures' events are made, in Unix milliseconds.
var at = epoch.UnixMilli()

// events are three events of a log, each with the seats' clocks, when
// it was made and the deadline of the seat to move: a move, an undo, a
// move that ends the game. The last has a deadline all the same, which a
// listing must not give once the game is over.
var events = []online.Event{
	{N: 1, Kind: online.KindMove, Seat: 0, Lines: []string{"8/5 6/5", "roll 3-1"}, Plies: 1,
		Clocks: []int64{301500, 300000, 300000}, At: at + 1500, Deadline: at + 301500},
	{N: 2, Kind: online.KindUndo, Seat: 1, Plies: 0,
		Clocks: []int64{301500, 287250, 0}, At: at + 14250, Deadline: at + 315750},
	{N: 3, Kind: online.KindMove, Seat: 2, Lines: []string{"resign"}, Plies: 1, Over: true,
		Clocks: []int64{-1, 1 << 40, 0}, At: at + 20000, Deadline: at + 99999},
}

func create(t *testing.T, s store.Store, r online.RoomRecord) {
	t.Helper()
	if err := s.Create(t.Context(), r); err != nil {
		t.Fatalf("Create(%s): %v", r.ID, err)
	}
}

func appendAll(t *testing.T, s store.Store, id string, es []online.Event) {
	t.Helper()
	for _, e := range es {
		if err := s.Append(t.Context(), id, e); err != nil {
			t.Fatalf("Append(%s, N=%d): %v", id, e.N, err)
		}
	}
}

// check reads room id and fails unless it holds want and the log es.
func check(t *testing.T, s store.Store, want online.RoomRecord, es []online.Event) {
	t.Helper()
	got, log, err := s.Room(t.Context(), want.ID)
	if err != nil {
		t.Fatalf("Room(%s): %v", want.ID, err)
	}
	if d := diffRecord(got, want); d != "" {
		t.Errorf("Room(%s) record: %s", want.ID, d)
	}
	if len(log) != len(es) {
		t.Fatalf("Room(%s) log has %d events, want %d: %+v", want.ID, len(log), len(es), log)
	}
	for i := range es {
		if !eventEqual(log[i], es[i]) {
			t.Errorf("Room(%s) event %d = %+v, want %+v", want.ID, i, log[i], es[i])
		}
	}
}

func diffRecord(got, want online.RoomRecord) string {
	switch {
	case got.ID != want.ID || got.Game != want.Game || got.Salt != want.Salt || got.WatchHash != want.WatchHash || got.Watch != want.Watch:
		return fmt.Sprintf("got %q %q %q %q %q, want %q %q %q %q %q", got.ID, got.Game, got.Salt, got.WatchHash, got.Watch,
			want.ID, want.Game, want.Salt, want.WatchHash, want.Watch)
	case got.Helps != want.Helps || got.Rated != want.Rated:
		return fmt.Sprintf("helps %v, rated %v; want %v, %v", got.Helps, got.Rated, want.Helps, want.Rated)
	case got.Clock != want.Clock:
		return fmt.Sprintf("clock %+v (%q), want %+v (%q)", got.Clock, got.Clock, want.Clock, want.Clock)
	case got.Seed != want.Seed:
		return fmt.Sprintf("seed %d, want %d", got.Seed, want.Seed)
	case !got.Created.Equal(want.Created):
		return fmt.Sprintf("created %v, want %v", got.Created, want.Created)
	case !slices.Equal(got.Seats, want.Seats):
		return fmt.Sprintf("seats %+v, want %+v", got.Seats, want.Seats)
	}
	return ""
}

// eventEqual compares every field the store keeps (not Turn); no lines,
// or clocks, and an empty slice of them are the same.
func eventEqual(a, b online.Event) bool {
	return a.N == b.N && a.Kind == b.Kind && a.Seat == b.Seat && slices.Equal(a.Lines, b.Lines) &&
		a.Plies == b.Plies && a.Over == b.Over && slices.Equal(a.Clocks, b.Clocks) && a.At == b.At && a.Deadline == b.Deadline
}

// testCreateThenRoom stores rooms without a clock, with a real-time one,
// and with a correspondence one.
func testCreateThenRoom(t *testing.T, s store.Store) {
	r1, r2, r3 := room("r1", epoch), room("r2", epoch), room("r3", epoch)
	r3.Clock = clock.Control{Days: 3}
	for _, r := range []online.RoomRecord{r1, r2, r3} {
		create(t, s, r)
		check(t, s, r, nil)
	}
}

func testCreateExisting(t *testing.T, s store.Store) {
	r := room("r1", epoch)
	create(t, s, r)
	other := room("r1", epoch.Add(time.Hour))
	other.Game, other.Seed = "chess", 7
	if err := s.Create(t.Context(), other); !errors.Is(err, online.ErrConflict) {
		t.Errorf("Create of an existing id: %v, want ErrConflict", err)
	}
	check(t, s, r, nil)
}

func testRoomUnknown(t *testing.T, s store.Store) {
	create(t, s, room("r1", epoch))
	if _, _, err := s.Room(t.Context(), "r2"); !errors.Is(err, online.ErrNoRoom) {
		t.Errorf("Room of an unknown id: %v, want ErrNoRoom", err)
	}
}

func testAppendInOrder(t *testing.T, s store.Store) {
	r := room("r1", epoch)
	create(t, s, r)
	for i, e := range events {
		if err := s.Append(t.Context(), r.ID, e); err != nil {
			t.Fatalf("Append N=%d: %v", e.N, err)
		}
		check(t, s, r, events[:i+1])
	}
}

func testAppendNotNext(t *testing.T, s store.Store) {
	for _, c := range []struct {
		name string
		have int // events already in the log
		n    int
	}{
		{"FirstIsZero", 0, 0},
		{"FirstIsTwo", 0, 2},
		{"Negative", 0, -1},
		{"RepeatFirst", 2, 1},
		{"RepeatLast", 2, 2},
		{"Gap", 2, 4},
		{"FarGap", 2, 100},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := room("r-"+c.name, epoch)
			create(t, s, r)
			appendAll(t, s, r.ID, events[:c.have])
			e := online.Event{N: c.n, Kind: online.KindMove, Seat: 1, Lines: []string{"bad"}, Plies: 9}
			if err := s.Append(t.Context(), r.ID, e); !errors.Is(err, online.ErrConflict) {
				t.Errorf("Append N=%d after %d events: %v, want ErrConflict", c.n, c.have, err)
			}
			check(t, s, r, events[:c.have])
		})
	}
}

func testAppendUnknownRoom(t *testing.T, s store.Store) {
	create(t, s, room("r1", epoch))
	if err := s.Append(t.Context(), "r2", events[0]); !errors.Is(err, online.ErrNoRoom) {
		t.Errorf("Append to an unknown room: %v, want ErrNoRoom", err)
	}
	if _, _, err := s.Room(t.Context(), "r2"); !errors.Is(err, online.ErrNoRoom) {
		t.Errorf("Room after Append to it: %v, want ErrNoRoom", err)
	}
}

func testClaimOpen(t *testing.T, s store.Store) {
	r := room("r1", epoch)
	create(t, s, r)
	tok := online.Hash("claimer")
	// Level and InviteHash are not the claimer's to give.
	if err := s.Claim(t.Context(), r.ID, 1, online.SeatRecord{TokenHash: tok, Name: "Ann Ó", Profile: "ann", Level: "hard", InviteHash: "x"}); err != nil {
		t.Fatalf("Claim of an open seat: %v", err)
	}
	r.Seats[1] = online.SeatRecord{TokenHash: tok, Name: "Ann Ó", Profile: "ann"}
	check(t, s, r, nil)
}

// testFindNewest stores a rematch (the same tokens, a newer room) between
// two older rooms: Find gives the newest room for each token it holds.
func testFindNewest(t *testing.T, s store.Store) {
	old := room("r1", epoch)
	next := room("r3", epoch.Add(time.Hour))
	next.Seats, next.WatchHash = old.Seats, old.WatchHash
	create(t, s, next)
	create(t, s, old)
	create(t, s, room("r2", epoch.Add(2*time.Hour)))
	for _, h := range []string{old.Seats[0].TokenHash, old.Seats[1].InviteHash, old.WatchHash} {
		if id, err := s.Find(t.Context(), h); err != nil || id != "r3" {
			t.Errorf("Find of a token both rooms hold: %q, %v; want the newer, r3", id, err)
		}
	}
}

func testToComputer(t *testing.T, s store.Store) {
	r := room("r1", epoch)
	create(t, s, r)
	if err := s.Claim(t.Context(), r.ID, 1, online.SeatRecord{TokenHash: online.Hash("away"), Name: "Bo", Profile: "bo"}); err != nil {
		t.Fatalf("Claim: %v", err)
	}
	// A person's seat, then the creator's: each keeps its profile (in a
	// rated game the loss is hers).
	for _, seat := range []int{1, 0} {
		if err := s.ToComputer(t.Context(), r.ID, seat, "hard"); err != nil {
			t.Fatalf("ToComputer of seat %d: %v", seat, err)
		}
	}
	// Each keeps its token's hash too: its person may still watch.
	r.Seats[0] = online.SeatRecord{Level: "hard", TokenHash: r.Seats[0].TokenHash, Profile: r.Seats[0].Profile}
	r.Seats[1] = online.SeatRecord{Level: "hard", TokenHash: online.Hash("away"), Profile: "bo"}
	check(t, s, r, nil)
	for _, c := range []refusedSeat{
		{"Computer", r.ID, 2, online.ErrConflict},
		{"Again", r.ID, 1, online.ErrConflict},
		{"PastLast", r.ID, 3, online.ErrConflict},
		{"NoRoom", "nowhere", 1, online.ErrNoRoom},
	} {
		if err := s.ToComputer(t.Context(), c.id, c.seat, "easy"); !errors.Is(err, c.want) {
			t.Errorf("%s: ToComputer = %v, want %v", c.name, err, c.want)
		}
	}
	if id, err := s.Find(t.Context(), online.Hash("away")); err != nil || id != r.ID {
		t.Errorf("the token of a seat given to the computer finds %q, %v; want its room, to watch", id, err)
	}
	if ls, err := s.List(t.Context(), []string{online.Hash("away")}); err != nil || len(ls) != 0 {
		t.Errorf("List of the token of a seat given to the computer: %+v, %v; want none: it holds no seat", ls, err)
	}
	check(t, s, r, nil)
}

// refusedSeat is a seat of room id that a store must refuse to change,
// and the error it must refuse it with.
type refusedSeat struct {
	name string
	id   string
	seat int
	want error
}

func testClaimNotOpen(t *testing.T, s store.Store) {
	r := room("r1", epoch)
	create(t, s, r)
	first := online.Hash("first")
	if err := s.Claim(t.Context(), r.ID, 1, online.SeatRecord{TokenHash: first, Name: ""}); err != nil {
		t.Fatalf("Claim of an open seat: %v", err)
	}
	r.Seats[1] = online.SeatRecord{TokenHash: first}
	for _, c := range []refusedSeat{
		{"Held", r.ID, 0, online.ErrConflict},
		{"Computer", r.ID, 2, online.ErrConflict},
		{"AlreadyClaimed", r.ID, 1, online.ErrConflict},
		{"PastLast", r.ID, 3, online.ErrConflict},
		{"Negative", r.ID, -1, online.ErrConflict},
		{"UnknownRoom", "r2", 1, online.ErrNoRoom},
	} {
		t.Run(c.name, func(t *testing.T) {
			if err := s.Claim(t.Context(), c.id, c.seat, online.SeatRecord{TokenHash: online.Hash("second"), Name: "Bo"}); !errors.Is(err, c.want) {
				t.Errorf("Claim(%s, %d): %v, want %v", c.id, c.seat, err, c.want)
			}
			check(t, s, r, nil)
		})
	}
}

// testCopies checks that the store keeps what it was given, not the
// caller's slices, and hands out slices of its own.
func testCopies(t *testing.T, s store.Store) {
	r := room("r1", epoch)
	given := r
	given.Seats = slices.Clone(r.Seats)
	create(t, s, given)
	given.Seats[0].TokenHash = "changed"
	e := events[0]
	e.Lines, e.Clocks = slices.Clone(e.Lines), slices.Clone(e.Clocks)
	appendAll(t, s, r.ID, []online.Event{e})
	e.Lines[0], e.Clocks[0] = "changed", 7
	// Not checked: that the lines of the log Room returns are the
	// caller's to change. Memory's are still its own.
	got, _, err := s.Room(t.Context(), r.ID)
	if err != nil {
		t.Fatalf("Room: %v", err)
	}
	got.Seats[1].InviteHash = "changed"
	check(t, s, r, events[:1])
}

// testCreateRooms: a store that makes many rooms in one write makes them
// all, or, when one id is taken, none.
func testCreateRooms(t *testing.T, s store.Store) {
	rc, ok := s.(store.RoomsCreator)
	if !ok {
		t.Skip("the store makes its rooms one at a time")
	}
	if err := rc.CreateRooms(t.Context(), []online.RoomRecord{room("a", epoch), room("b", epoch.Add(time.Second))}); err != nil {
		t.Fatalf("CreateRooms(a, b): %v", err)
	}
	for _, id := range []string{"a", "b"} {
		if rec, _, err := s.Room(t.Context(), id); err != nil || len(rec.Seats) != 3 {
			t.Errorf("Room(%s) after CreateRooms: %+v, %v", id, rec, err)
		}
	}
	if err := rc.CreateRooms(t.Context(), []online.RoomRecord{room("c", epoch), room("a", epoch)}); !errors.Is(err, online.ErrConflict) {
		t.Errorf("CreateRooms(c, a) with a taken: %v, want ErrConflict", err)
	}
	if _, _, err := s.Room(t.Context(), "c"); !errors.Is(err, online.ErrNoRoom) {
		t.Errorf("Room(c) after a CreateRooms refused: %v, want ErrNoRoom", err)
	}
}

// testCase is one case of a contract's checks on a store of type S: its
// subtest's name and what it checks.
type testCase[S any] struct {
	name string
	run  func(t *testing.T, s S)
}

// runCases runs each case in a subtest of its own on a fresh, empty store
// that open makes, and closes the store, if it has a Close method, when
// the subtest ends.
func runCases[S any](t *testing.T, open func(t *testing.T) S, cases []testCase[S]) {
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := open(t)
			if c, ok := any(s).(io.Closer); ok {
				t.Cleanup(func() {
					if err := c.Close(); err != nil {
						t.Errorf("Close: %v", err)
					}
				})
			}
			c.run(t, s)
		})
	}
}
