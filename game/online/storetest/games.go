package storetest

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/store"
)

func testLeaders(t *testing.T, s store.Profiles) {
	// Ids whose order by bytes is not their order in a natural language:
	// "Zed" before "abe".
	newProfiles(t, s, "Zed", "abe", "wide", "gone", "other", "few")
	rate(t, s, "r1", "chess", epoch, change(0, "Zed", 1650, 80, 0.06, lobby.OutcomeWin), change(1, "few", 1550, 350, 0.06, lobby.OutcomeLoss))
	rate(t, s, "r2", "chess", epoch, change(0, "Zed", 1700, 60, 0.06, lobby.OutcomeWin), change(1, "abe", 1700, 50, 0.06, lobby.OutcomeLoss))
	rate(t, s, "r3", "chess", epoch, change(0, "wide", 1800, 351, 0.06, lobby.OutcomeWin), change(1, "gone", 1600.5, 100, 0.06, lobby.OutcomeDraw))
	rate(t, s, "r4", "go", epoch, change(0, "other", 2000, 40, 0.06, lobby.OutcomeWin))
	if err := s.DeleteProfile(t.Context(), "gone"); err != nil {
		t.Fatal(err)
	}
	zed := lobby.Standing{Profile: "Zed", Name: "Ñame Zed", R: 1700, RD: 60, Vol: 0.06, Games: 2}
	abe := lobby.Standing{Profile: "abe", Name: "Ñame abe", R: 1700, RD: 50, Vol: 0.06, Games: 1}
	gone := lobby.Standing{Profile: "gone", Name: lobby.DeletedName, R: 1600.5, RD: 100, Vol: 0.06, Games: 1}
	few := lobby.Standing{Profile: "few", Name: "Ñame few", R: 1550, RD: 350, Vol: 0.06, Games: 1}
	wide := lobby.Standing{Profile: "wide", Name: "Ñame wide", R: 1800, RD: 351, Vol: 0.06, Games: 1}
	other := []lobby.Standing{{Profile: "other", Name: "Ñame other", R: 2000, RD: 40, Vol: 0.06, Games: 1}}
	for _, c := range []struct {
		provisional bool    // Provisional, the others: those whose RD is over the bound
		family      string  // the family asked for
		rd          float64 // the bound: Leaders' most, Provisional's least
		n           int
		want        []lobby.Standing
	}{
		{false, "chess", 350, 10, []lobby.Standing{zed, abe, gone, few}},
		{false, "chess", 350, 2, []lobby.Standing{zed, abe}},
		{false, "chess", 60, 10, []lobby.Standing{zed, abe}},
		{false, "chess", 1000, 10, []lobby.Standing{wide, zed, abe, gone, few}},
		{false, "chess", 49, 10, nil},
		{false, "chess", 350, 0, nil},
		{false, "go", 350, 10, other},
		{false, "draughts", 350, 10, nil},
		{true, "chess", 110, 10, []lobby.Standing{wide, few}},
		{true, "chess", 110, 1, []lobby.Standing{wide}},
		{true, "chess", 350, 10, []lobby.Standing{wide}},
		{true, "chess", 60, 10, []lobby.Standing{wide, gone, few}},
		{true, "chess", 351, 10, nil},
		{true, "chess", 110, 0, nil},
		{true, "go", 30, 10, other},
		{true, "draughts", 110, 10, nil},
	} {
		name, list, asked := fmt.Sprintf("%s/%v/%d", c.family, c.rd, c.n), s.Leaders, "Leaders"
		if c.provisional {
			name, list, asked = "provisional/"+name, s.Provisional, "Provisional"
		}
		t.Run(name, func(t *testing.T) {
			got, err := list(t.Context(), c.family, c.rd, c.n)
			if err != nil || !slices.Equal(got, c.want) {
				t.Errorf("%s = %+v, %v;\nwant %+v", asked, got, err, c.want)
			}
		})
	}
}

func testGames(t *testing.T, p store.Profiles) {
	s, ok := p.(store.Store)
	if !ok {
		t.Skip("not a store.Store: no rooms")
	}
	// ann holds a seat of r1 from the start, claims one of r2, and claims
	// one of r3 that then goes to the computer; r4 is not hers.
	r1, r2, r3, r4 := room("r1", epoch), room("r2", epoch.Add(time.Hour)), room("r3", epoch.Add(2*time.Hour)), room("r4", epoch.Add(3*time.Hour))
	r1.Seats[0].Profile = "ann"
	for _, r := range []online.RoomRecord{r4, r2, r1, r3} {
		create(t, s, r)
	}
	appendAll(t, s, r1.ID, events)
	appendAll(t, s, r2.ID, events[:1])
	for _, r := range []*online.RoomRecord{&r2, &r3} {
		if err := s.Claim(t.Context(), r.ID, 1, online.SeatRecord{TokenHash: online.Hash("ann's"), Name: "Ann", Profile: "ann"}); err != nil {
			t.Fatalf("Claim: %v", err)
		}
		r.Seats[1] = online.SeatRecord{TokenHash: online.Hash("ann's"), Name: "Ann", Profile: "ann"}
	}
	if err := s.ToComputer(t.Context(), r3.ID, 1, "easy"); err != nil {
		t.Fatalf("ToComputer: %v", err)
	}
	r3.Seats[1] = online.SeatRecord{Level: "easy", TokenHash: online.Hash("ann's"), Profile: "ann"} // her token only watches now
	listing := func(r online.RoomRecord, seat, n int, over bool) store.Listing {
		return store.Listing{Room: r.ID, Game: r.Game, Seat: seat, N: n, Over: over, Created: r.Created, Seats: r.Seats,
			Clock: r.Clock, Deadline: deadline(n, over)}
	}
	all := []store.Listing{listing(r3, 1, 0, false), listing(r2, 1, 1, false), listing(r1, 0, 3, true)}
	for _, c := range []struct {
		id   string
		n    int
		want []store.Listing
	}{
		{"ann", 10, all},
		{"ann", 3, all},
		{"ann", 2, all[:2]},
		{"ann", 0, nil},
		{"zoe-r4", 10, []store.Listing{listing(r4, 0, 0, false)}},
		{"nobody", 10, nil},
		{"", 10, nil}, // the seats of no profile are no one's games
	} {
		t.Run(fmt.Sprintf("%s/%d", c.id, c.n), func(t *testing.T) {
			got, err := p.Games(t.Context(), c.id, c.n)
			if err != nil || !slices.EqualFunc(got, c.want, listingEqual) {
				t.Errorf("Games = %+v, %v;\nwant %+v", got, err, c.want)
			}
		})
	}
}
