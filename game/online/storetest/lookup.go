package storetest

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/store"
)

func testFind(t *testing.T, s store.Store) {
	r1, r2 := room("r1", epoch), room("r2", epoch.Add(time.Second))
	create(t, s, r1)
	create(t, s, r2)
	find := func(t *testing.T, hash, want string) {
		t.Helper()
		id, err := s.Find(t.Context(), hash)
		switch {
		case want == "" && !errors.Is(err, online.ErrNoRoom):
			t.Errorf("Find(%.8s) = %q, %v; want ErrNoRoom", hash, id, err)
		case want != "" && (err != nil || id != want):
			t.Errorf("Find(%.8s) = %q, %v; want %q", hash, id, err, want)
		}
	}
	for _, r := range []online.RoomRecord{r1, r2} {
		t.Run(r.ID, func(t *testing.T) {
			find(t, r.Seats[0].TokenHash, r.ID)
			find(t, r.Seats[1].InviteHash, r.ID)
			find(t, r.WatchHash, r.ID)
		})
	}
	t.Run("Unknown", func(t *testing.T) {
		find(t, online.Hash("nobody"), "")
		find(t, "hard", "") // a level is not a token
	})
	t.Run("AfterClaim", func(t *testing.T) {
		tok := online.Hash("claimer")
		if err := s.Claim(t.Context(), r2.ID, 1, online.SeatRecord{TokenHash: tok, Name: ""}); err != nil {
			t.Fatalf("Claim: %v", err)
		}
		find(t, r2.Seats[1].InviteHash, "")
		find(t, tok, r2.ID)
		find(t, r1.Seats[1].InviteHash, r1.ID)
	})
}

func testList(t *testing.T, s store.Store) {
	a, b, c := online.Hash("a"), online.Hash("b"), online.Hash("c")
	old, mid, young := room("old", epoch), room("mid", epoch.Add(time.Hour)), room("young", epoch.Add(2*time.Hour))
	old.Seats[0].TokenHash = a
	mid.Seats[0].TokenHash = c
	young.Seats[0].TokenHash = a
	young.Clock = clock.Control{Days: 2}
	for _, r := range []online.RoomRecord{young, old, mid} {
		create(t, s, r)
	}
	appendAll(t, s, old.ID, events)
	appendAll(t, s, young.ID, events[:1])
	appendAll(t, s, mid.ID, events[:2])
	if err := s.Claim(t.Context(), young.ID, 1, online.SeatRecord{TokenHash: b, Name: "Bo", Profile: "bo"}); err != nil {
		t.Fatalf("Claim: %v", err)
	}
	young.Seats[1] = online.SeatRecord{TokenHash: b, Name: "Bo", Profile: "bo"}
	listing := func(r online.RoomRecord, seat int, tok string, n int, over bool) store.Listing {
		return store.Listing{Room: r.ID, Game: r.Game, Seat: seat, TokenHash: tok, N: n, Over: over, Created: r.Created, Seats: r.Seats,
			Clock: r.Clock, Deadline: deadline(n, over)}
	}
	for _, tc := range []struct {
		name   string
		hashes []string
		want   []store.Listing
	}{
		{"None", nil, nil},
		{"Unknown", []string{online.Hash("nobody")}, nil},
		{"Invite", []string{old.Seats[1].InviteHash}, nil},
		{"Watch", []string{old.WatchHash}, nil},
		{"One", []string{c}, []store.Listing{listing(mid, 0, c, 2, false)}},
		{"TwoRooms", []string{a}, []store.Listing{listing(young, 0, a, 1, false), listing(old, 0, a, 3, true)}},
		{"Several", []string{online.Hash("nobody"), b, a}, []store.Listing{
			listing(young, 0, a, 1, false), listing(young, 1, b, 1, false), listing(old, 0, a, 3, true)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := s.List(t.Context(), tc.hashes)
			if err != nil {
				t.Fatalf("List: %v", err)
			}
			if !slices.EqualFunc(got, tc.want, listingEqual) {
				t.Errorf("List =\n%+v\nwant\n%+v", got, tc.want)
			}
		})
	}
}

// deadline is a listing's deadline after the first n of events: the
// last's, unless it ended the game or there is none.
func deadline(n int, over bool) time.Time {
	if n == 0 || over {
		return time.Time{}
	}
	return time.UnixMilli(events[n-1].Deadline)
}

func listingEqual(a, b store.Listing) bool {
	return a.Room == b.Room && a.Game == b.Game && a.Seat == b.Seat && a.TokenHash == b.TokenHash &&
		a.N == b.N && a.Over == b.Over && a.Created.Equal(b.Created) && slices.Equal(a.Seats, b.Seats) &&
		a.Clock == b.Clock && a.Deadline.Equal(b.Deadline)
}

func testConcurrentAppends(t *testing.T, s store.Store) {
	const rooms, each = 4, 25
	var wg sync.WaitGroup
	errs := make(chan error, rooms*each)
	for g := range rooms {
		id := fmt.Sprintf("r%d", g)
		create(t, s, room(id, epoch.Add(time.Duration(g))))
		wg.Go(func() {
			for n := 1; n <= each; n++ {
				e := online.Event{N: n, Kind: online.KindMove, Seat: g, Lines: []string{id, fmt.Sprint(n)}, Plies: n}
				if err := s.Append(t.Context(), id, e); err != nil {
					errs <- fmt.Errorf("Append(%s, N=%d): %w", id, n, err)
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	for g := range rooms {
		id := fmt.Sprintf("r%d", g)
		var want []online.Event
		for n := 1; n <= each; n++ {
			want = append(want, online.Event{N: n, Kind: online.KindMove, Seat: g, Lines: []string{id, fmt.Sprint(n)}, Plies: n})
		}
		check(t, s, room(id, epoch.Add(time.Duration(g))), want)
	}
}

// testConcurrentSameN races appends of the same N to one room: exactly
// one may land.
func testConcurrentSameN(t *testing.T, s store.Store) {
	const racers = 6
	r := room("r1", epoch)
	create(t, s, r)
	appendAll(t, s, r.ID, events[:1])
	var wg sync.WaitGroup
	errs := make([]error, racers)
	for i := range racers {
		wg.Go(func() {
			e := online.Event{N: 2, Kind: online.KindMove, Seat: i, Lines: []string{fmt.Sprint(i)}, Plies: 2}
			errs[i] = s.Append(t.Context(), r.ID, e)
		})
	}
	wg.Wait()
	winner := onlyOne(t, errs)
	want := online.Event{N: 2, Kind: online.KindMove, Seat: winner, Lines: []string{fmt.Sprint(winner)}, Plies: 2}
	check(t, s, r, []online.Event{events[0], want})
}
