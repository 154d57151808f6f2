package storetest

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/store"
)

// table makes a table of four seats opened at created by host, who sits
// at seat 0, seen then: seats 1 and 3 are open, seat 2 the computer's.
// Its game has a clock of a quarter of a minute and five seconds a move.
func table(id, host string, created time.Time) lobby.Table {
	return lobby.Table{
		ID: id, Game: "backgammon match=5", Rated: true, Host: host, Created: created, Clock: "1/4+5",
		Seats: []lobby.TableSeat{sitter(host, created), {}, {Level: "easy"}, {}},
	}
}

// sitter is the seat of profile, seen at seen.
func sitter(profile string, seen time.Time) lobby.TableSeat {
	return lobby.TableSeat{Profile: profile, Name: "Ñame " + profile, TokenHash: online.Hash("seat " + profile), R: 1512.25, RD: 87.5, Seen: seen}
}

func openTables(t *testing.T, s store.Profiles, ts ...lobby.Table) {
	t.Helper()
	for _, tb := range ts {
		if err := s.OpenTable(t.Context(), tb); err != nil {
			t.Fatalf("OpenTable(%s): %v", tb.ID, err)
		}
	}
}

// checkTable fails unless table want.ID reads as want.
func checkTable(t *testing.T, s store.Profiles, want lobby.Table) {
	t.Helper()
	got, err := s.Table(t.Context(), want.ID)
	if err != nil || !tableEqual(got, want) {
		t.Errorf("Table(%s) = %+v, %v;\nwant %+v", want.ID, got, err, want)
	}
}

// checkGone fails unless table id is gone.
func checkGone(t *testing.T, s store.Profiles, id string) {
	t.Helper()
	if got, err := s.Table(t.Context(), id); !errors.Is(err, store.ErrNoTable) {
		t.Errorf("Table(%s) = %+v, %v; want ErrNoTable", id, got, err)
	}
}

// checkTables fails unless Tables lists want.
func checkTables(t *testing.T, s store.Profiles, want ...lobby.Table) {
	t.Helper()
	got, err := s.Tables(t.Context())
	if err != nil || !slices.EqualFunc(got, want, tableEqual) {
		t.Errorf("Tables = %+v, %v;\nwant %+v", got, err, want)
	}
}

func tableEqual(a, b lobby.Table) bool {
	return a.ID == b.ID && a.Game == b.Game && a.Any == b.Any && a.Rated == b.Rated && a.Quick == b.Quick &&
		a.Host == b.Host && a.Created.Equal(b.Created) && a.Full == b.Full && a.Clock == b.Clock && slices.EqualFunc(a.Seats, b.Seats, seatEqual)
}

func seatEqual(a, b lobby.TableSeat) bool {
	return a.Level == b.Level && a.Profile == b.Profile && a.Name == b.Name && a.TokenHash == b.TokenHash &&
		a.R == b.R && a.RD == b.RD && a.Seen.Equal(b.Seen)
}

func testOpenTable(t *testing.T, s store.Profiles) {
	a := table("a", "ann", epoch)
	b := table("b", "bob", epoch.Add(time.Nanosecond))
	b.Any, b.Quick, b.Rated, b.Clock = true, true, false, "" // no clock
	openTables(t, s, a, b)
	checkTable(t, s, a)
	checkTable(t, s, b)
	checkTables(t, s, a, b)
	other := table("a", "cy", epoch.Add(time.Hour))
	if err := s.OpenTable(t.Context(), other); !errors.Is(err, online.ErrConflict) {
		t.Errorf("OpenTable of a taken id: %v, want ErrConflict", err)
	}
	checkTable(t, s, a)
	checkGone(t, s, "nowhere")
}

// testTablesOrder: Tables lists the tables not full, oldest first, then
// by id (by bytes: "Z" before "a").
func testTablesOrder(t *testing.T, s store.Profiles) {
	old, mid, young := table("old", "ann", epoch), table("mid", "bob", epoch.Add(time.Minute)), table("young", "cy", epoch.Add(time.Hour))
	tieZ, tieA := table("Ztie", "dee", epoch.Add(time.Minute)), table("atie", "eve", epoch.Add(time.Minute))
	full := table("full", "fay", epoch.Add(-time.Hour))
	full.Full = true
	openTables(t, s, young, tieA, full, mid, old, tieZ)
	checkTables(t, s, old, tieZ, tieA, mid, young)
	checkTable(t, s, full)
}

func testSit(t *testing.T, s store.Profiles) {
	tb := table("t", "ann", epoch)
	openTables(t, s, tb)
	bob := sitter("bob", epoch.Add(time.Second))
	given := bob
	given.Level = "hard" // not the sitter's to give
	got, err := s.Sit(t.Context(), tb.ID, 1, given)
	tb.Seats[1] = bob
	if err != nil || !tableEqual(got, tb) {
		t.Fatalf("Sit = %+v, %v;\nwant %+v", got, err, tb)
	}
	checkTable(t, s, tb)
	for _, c := range []struct {
		name, id string
		seat     int
		profile  string
		want     error
	}{
		{"Taken", "t", 1, "cy", online.ErrConflict},
		{"Host", "t", 0, "cy", online.ErrConflict},
		{"Computer", "t", 2, "cy", online.ErrConflict},
		{"PastLast", "t", 4, "cy", online.ErrConflict},
		{"Negative", "t", -1, "cy", online.ErrConflict},
		{"SittingAlready", "t", 3, "bob", online.ErrConflict},
		{"HostSittingAlready", "t", 3, "ann", online.ErrConflict},
		{"NoTable", "nowhere", 3, "cy", store.ErrNoTable},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got, err := s.Sit(t.Context(), c.id, c.seat, sitter(c.profile, epoch)); !errors.Is(err, c.want) {
				t.Errorf("Sit(%s, %d, %s) = %+v, %v; want %v", c.id, c.seat, c.profile, got, err, c.want)
			}
			checkTable(t, s, tb)
		})
	}
	// The last open seat fills the table: it is no longer listed, and
	// no one sits or stands at it.
	got, err = s.Sit(t.Context(), tb.ID, 3, sitter("cy", epoch))
	tb.Seats[3], tb.Full = sitter("cy", epoch), true
	if err != nil || !tableEqual(got, tb) {
		t.Fatalf("Sit of the last seat = %+v, %v;\nwant %+v", got, err, tb)
	}
	checkTable(t, s, tb)
	checkTables(t, s)
	if _, err := s.Sit(t.Context(), tb.ID, 1, sitter("dee", epoch)); !errors.Is(err, store.ErrNoTable) {
		t.Errorf("Sit at a full table: %v, want ErrNoTable", err)
	}
	if _, _, err := s.Stand(t.Context(), tb.ID, "bob"); !errors.Is(err, store.ErrNoTable) {
		t.Errorf("Stand from a full table: %v, want ErrNoTable", err)
	}
	checkTable(t, s, tb)
}

// testSitConcurrent races sitters for one seat: exactly one may sit.
func testSitConcurrent(t *testing.T, s store.Profiles) {
	const racers = 8
	tb := table("t", "ann", epoch)
	openTables(t, s, tb)
	var wg sync.WaitGroup
	errs := make([]error, racers)
	for i := range racers {
		wg.Go(func() {
			_, errs[i] = s.Sit(t.Context(), tb.ID, 1, sitter(fmt.Sprint("p", i), epoch))
		})
	}
	wg.Wait()
	winner := onlyOne(t, errs)
	tb.Seats[1] = sitter(fmt.Sprint("p", winner), epoch)
	checkTable(t, s, tb)
}

// testSitLastSeatsConcurrent sits two at once in the last two open seats
// of tables: both sit, and each table is full.
func testSitLastSeatsConcurrent(t *testing.T, s store.Profiles) {
	for i := range 5 {
		tb := table(fmt.Sprint("t", i), "ann", epoch)
		openTables(t, s, tb)
		var wg sync.WaitGroup
		errs := make([]error, 2)
		for j, seat := range []int{1, 3} {
			wg.Go(func() {
				_, errs[j] = s.Sit(t.Context(), tb.ID, seat, sitter(fmt.Sprint("p", seat), epoch))
			})
		}
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Fatalf("Sit at once in the last seats: %v", err)
		}
		tb.Seats[1], tb.Seats[3], tb.Full = sitter("p1", epoch), sitter("p3", epoch), true
		checkTable(t, s, tb)
	}
	checkTables(t, s)
}

func testStand(t *testing.T, s store.Profiles) {
	tb, other := table("t", "ann", epoch), table("u", "cy", epoch.Add(time.Second))
	openTables(t, s, tb, other)
	if _, err := s.Sit(t.Context(), tb.ID, 1, sitter("bob", epoch)); err != nil {
		t.Fatal(err)
	}
	got, ok, err := s.Stand(t.Context(), tb.ID, "bob")
	if err != nil || !ok || !tableEqual(got, tb) {
		t.Fatalf("Stand = %+v, %v, %v;\nwant %+v, true", got, ok, err, tb)
	}
	checkTable(t, s, tb)
	for _, c := range []struct{ name, id, profile string }{
		{"Again", "t", "bob"},
		{"NotSitting", "t", "nobody"},
		{"NoProfile", "t", ""},
		{"OpenSeatOfNoOne", "t", ""},
		{"NoTable", "nowhere", "bob"},
	} {
		if got, ok, err := s.Stand(t.Context(), c.id, c.profile); !errors.Is(err, store.ErrNoTable) || ok {
			t.Errorf("%s: Stand(%s, %s) = %+v, %v, %v; want ErrNoTable", c.name, c.id, c.profile, got, ok, err)
		}
	}
	checkTable(t, s, tb)
	// The host stands: the table is gone.
	got, ok, err = s.Stand(t.Context(), tb.ID, "ann")
	if err != nil || ok || got.ID != tb.ID {
		t.Fatalf("Stand of the host = %+v, %v, %v; want the table, false", got, ok, err)
	}
	checkGone(t, s, tb.ID)
	checkTables(t, s, other)
}

func testSeenAndSweep(t *testing.T, s store.Profiles) {
	late, cut, fresh := epoch.Add(time.Hour), epoch.Add(30*time.Minute), epoch.Add(2*time.Hour)
	// a: its host seen late, bob not; b: its host not seen late, cy
	// seen; full: nobody seen late, but full; d: opened late.
	a, b, full, d := table("a", "ann", epoch), table("b", "bea", epoch), table("full", "fay", epoch), table("d", "dee", late)
	a.Seats[1], b.Seats[1] = sitter("bob", epoch), sitter("cy", epoch)
	full.Seats[1], full.Seats[3], full.Full = sitter("gus", epoch), sitter("hal", epoch), true
	openTables(t, s, a, b, full, d)
	if err := s.Seen(t.Context(), []string{"ann", "cy", "nobody", "hal"}, late); err != nil {
		t.Fatalf("Seen: %v", err)
	}
	a.Seats[0].Seen, b.Seats[1].Seen, full.Seats[3].Seen = late, late, late
	for _, tb := range []lobby.Table{a, b, full, d} {
		checkTable(t, s, tb)
	}
	ids, err := s.Sweep(t.Context(), cut)
	slices.Sort(ids)
	if err != nil || !slices.Equal(ids, []string{"a", "b"}) {
		t.Errorf("Sweep = %q, %v; want a and b", ids, err)
	}
	a.Seats[1] = lobby.TableSeat{}
	checkTable(t, s, a)
	checkGone(t, s, "b")
	checkTable(t, s, full)
	checkTable(t, s, d)
	if ids, err := s.Sweep(t.Context(), cut); err != nil || len(ids) != 0 {
		t.Errorf("Sweep again = %q, %v; want none", ids, err)
	}
	// Everyone is stale by now.
	ids, err = s.Sweep(t.Context(), fresh)
	slices.Sort(ids)
	if err != nil || !slices.Equal(ids, []string{"a", "d"}) {
		t.Errorf("Sweep of all = %q, %v; want a and d", ids, err)
	}
	checkTables(t, s)
	checkTable(t, s, full)
}

func testCloseTable(t *testing.T, s store.Profiles) {
	a, full := table("a", "ann", epoch), table("full", "fay", epoch)
	full.Full = true
	openTables(t, s, a, full)
	for _, id := range []string{"a", "full"} {
		if err := s.CloseTable(t.Context(), id); err != nil {
			t.Errorf("CloseTable(%s): %v", id, err)
		}
		checkGone(t, s, id)
		if err := s.CloseTable(t.Context(), id); !errors.Is(err, store.ErrNoTable) {
			t.Errorf("CloseTable(%s) again: %v, want ErrNoTable", id, err)
		}
	}
	checkTables(t, s)
	// An id closed may be opened again.
	openTables(t, s, a)
	checkTable(t, s, a)
}

// testDeleteProfileTables: a deleted profile's tables are closed, and it
// stands from the others; the full ones are their server's.
func testDeleteProfileTables(t *testing.T, s store.Profiles) {
	newProfiles(t, s, "ann", "bob")
	hosted, other, full := table("hosted", "ann", epoch), table("other", "bob", epoch), table("full", "ann", epoch)
	hosted.Seats[1], other.Seats[3] = sitter("bob", epoch), sitter("ann", epoch)
	full.Seats[1], full.Seats[3], full.Full = sitter("bob", epoch), sitter("cy", epoch), true
	openTables(t, s, hosted, other, full)
	if err := s.DeleteProfile(t.Context(), "ann"); err != nil {
		t.Fatalf("DeleteProfile: %v", err)
	}
	checkGone(t, s, "hosted")
	other.Seats[3] = lobby.TableSeat{}
	checkTable(t, s, other)
	checkTable(t, s, full)
}

// testTableCopies checks that the store keeps the table it was given,
// not the caller's seats, and hands out seats of its own.
func testTableCopies(t *testing.T, s store.Profiles) {
	tb := table("t", "ann", epoch)
	given := tb
	given.Seats = slices.Clone(tb.Seats)
	openTables(t, s, given)
	given.Seats[0].Name = "changed"
	got, err := s.Table(t.Context(), tb.ID)
	if err != nil {
		t.Fatal(err)
	}
	got.Seats[1].Profile = "changed"
	ts, _ := s.Tables(t.Context())
	ts[0].Seats[3].Profile = "changed"
	sat, err := s.Sit(t.Context(), tb.ID, 1, sitter("bob", epoch))
	if err != nil {
		t.Fatal(err)
	}
	sat.Seats[0].Name = "changed"
	tb.Seats[1] = sitter("bob", epoch)
	checkTable(t, s, tb)
}
