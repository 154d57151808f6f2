package storetest

import (
	"errors"
	"maps"
	"slices"
	"sync"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/store"
)

// Profiles checks the store.Profiles open makes against the contract the
// interface documents, each case in a subtest of its own on a fresh,
// empty store; the cases of games played (Games) need it to be an
// store.Store too, and skip if it is not. Profiles closes each store it
// opens that has a Close method when its subtest ends, so open must not
// close it too.
func Profiles(t *testing.T, open func(t *testing.T) store.Profiles) {
	runCases(t, open, []testCase[store.Profiles]{
		{"NewProfile", testNewProfile},
		{"NewProfileTaken", testNewProfileTaken},
		{"ProfileUnknown", testProfileUnknown},
		{"Rename", testRename},
		{"DeleteProfile", testDeleteProfile},
		{"Rate", testRate},
		{"RateTwice", testRateTwice},
		{"RateUnknownProfile", testRateUnknownProfile},
		{"RateConcurrent", testRateConcurrent},
		{"Leaders", testLeaders},
		{"Games", testGames},
		{"OpenTable", testOpenTable},
		{"TablesOrder", testTablesOrder},
		{"Sit", testSit},
		{"SitConcurrent", testSitConcurrent},
		{"SitLastSeatsConcurrent", testSitLastSeatsConcurrent},
		{"Stand", testStand},
		{"SeenAndSweep", testSeenAndSweep},
		{"CloseTable", testCloseTable},
		{"DeleteProfileTables", testDeleteProfileTables},
		{"TableCopies", testTableCopies},
	})
}

// profile makes the profile of id, made at epoch.
func profile(id string) lobby.Profile {
	return lobby.Profile{ID: id, Name: "Ñame " + id, KeyHash: online.Hash("key " + id), Created: epoch}
}

// newProfiles stores the profiles of these ids.
func newProfiles(t *testing.T, s store.Profiles, ids ...string) {
	t.Helper()
	for _, id := range ids {
		if err := s.NewProfile(t.Context(), profile(id)); err != nil {
			t.Fatalf("NewProfile(%s): %v", id, err)
		}
	}
}

// checkProfile fails unless profile want.ID reads as want.
func checkProfile(t *testing.T, s store.Profiles, want lobby.Profile) {
	t.Helper()
	got, err := s.Profile(t.Context(), want.ID)
	if err != nil || !profileEqual(got, want) {
		t.Errorf("Profile(%s) = %+v, %v; want %+v", want.ID, got, err, want)
	}
}

func profileEqual(a, b lobby.Profile) bool {
	return a.ID == b.ID && a.Name == b.Name && a.KeyHash == b.KeyHash && a.Created.Equal(b.Created) && a.Deleted == b.Deleted
}

func testNewProfile(t *testing.T, s store.Profiles) {
	p := profile("ann")
	p.Created = epoch.Add(time.Nanosecond)
	if err := s.NewProfile(t.Context(), p); err != nil {
		t.Fatalf("NewProfile: %v", err)
	}
	checkProfile(t, s, p)
	if got, err := s.ProfileByKey(t.Context(), p.KeyHash); err != nil || !profileEqual(got, p) {
		t.Errorf("ProfileByKey = %+v, %v; want %+v", got, err, p)
	}
}

func testNewProfileTaken(t *testing.T, s store.Profiles) {
	ann := profile("ann")
	newProfiles(t, s, ann.ID)
	sameID, sameKey := profile("ann"), profile("bob")
	sameID.KeyHash, sameID.Name = online.Hash("another key"), "Other"
	sameKey.KeyHash = ann.KeyHash
	for name, p := range map[string]lobby.Profile{"ID": sameID, "Key": sameKey} {
		if err := s.NewProfile(t.Context(), p); !errors.Is(err, online.ErrConflict) {
			t.Errorf("NewProfile of a taken %s: %v, want ErrConflict", name, err)
		}
	}
	checkProfile(t, s, ann)
	if _, err := s.Profile(t.Context(), "bob"); !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("Profile of a profile refused: %v, want ErrNoProfile", err)
	}
	if _, err := s.ProfileByKey(t.Context(), sameID.KeyHash); !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("ProfileByKey of a key refused: %v, want ErrNoProfile", err)
	}
}

func testProfileUnknown(t *testing.T, s store.Profiles) {
	newProfiles(t, s, "ann", "gone")
	if err := s.DeleteProfile(t.Context(), "gone"); err != nil { // its key hash is ""
		t.Fatalf("DeleteProfile: %v", err)
	}
	ctx := t.Context()
	for _, c := range []struct {
		name string
		do   func() error
	}{
		{"Profile", func() error { _, err := s.Profile(ctx, "nobody"); return err }},
		{"ProfileByKey", func() error { _, err := s.ProfileByKey(ctx, online.Hash("key nobody")); return err }},
		{"ProfileByEmptyKey", func() error { _, err := s.ProfileByKey(ctx, ""); return err }},
		{"ProfileByDeletedKey", func() error { _, err := s.ProfileByKey(ctx, online.Hash("key gone")); return err }},
		{"Rename", func() error { return s.Rename(ctx, "nobody", "X") }},
		{"RenameDeleted", func() error { return s.Rename(ctx, "gone", "X") }},
		{"DeleteProfile", func() error { return s.DeleteProfile(ctx, "nobody") }},
	} {
		if err := c.do(); !errors.Is(err, store.ErrNoProfile) {
			t.Errorf("%s: %v, want ErrNoProfile", c.name, err)
		}
	}
	gone := lobby.Profile{ID: "gone", Created: epoch, Deleted: true}
	checkProfile(t, s, gone)
}

func testRename(t *testing.T, s store.Profiles) {
	newProfiles(t, s, "ann", "bob")
	if err := s.Rename(t.Context(), "ann", "Annie Ó"); err != nil {
		t.Fatalf("Rename: %v", err)
	}
	ann := profile("ann")
	ann.Name = "Annie Ó"
	checkProfile(t, s, ann)
	checkProfile(t, s, profile("bob"))
	if got, err := s.ProfileByKey(t.Context(), ann.KeyHash); err != nil || got.Name != ann.Name {
		t.Errorf("ProfileByKey after Rename = %+v, %v", got, err)
	}
}

// change is a rating change of seat's profile to r, rd and vol, with
// outcome.
func change(seat int, profile string, r, rd, vol float64, outcome string) lobby.RatingChange {
	return lobby.RatingChange{
		Seat: seat, Profile: profile, Before: lobby.Glicko{R: 1500, RD: 350, Vol: 0.06},
		After: lobby.Glicko{R: r, RD: rd, Vol: vol}, Outcome: outcome,
	}
}

func rate(t *testing.T, s store.Profiles, room, family string, at time.Time, changes ...lobby.RatingChange) {
	t.Helper()
	if err := s.Rate(t.Context(), room, family, changes, at); err != nil {
		t.Fatalf("Rate(%s): %v", room, err)
	}
}

func testDeleteProfile(t *testing.T, s store.Profiles) {
	newProfiles(t, s, "ann", "bob")
	rate(t, s, "r1", "chess", epoch, change(0, "ann", 1600.25, 200, 0.06, lobby.OutcomeWin), change(1, "bob", 1400, 200, 0.06, lobby.OutcomeLoss))
	ratings, _ := s.Ratings(t.Context(), []string{"ann"})
	history, _ := s.History(t.Context(), "ann", "chess")
	for range 2 { // a second time changes nothing
		if err := s.DeleteProfile(t.Context(), "ann"); err != nil {
			t.Fatalf("DeleteProfile: %v", err)
		}
		checkProfile(t, s, lobby.Profile{ID: "ann", Created: epoch, Deleted: true})
	}
	if p, _ := s.Profile(t.Context(), "ann"); p.Shown() != lobby.DeletedName {
		t.Errorf("a deleted profile is shown as %q", p.Shown())
	}
	if _, err := s.ProfileByKey(t.Context(), profile("ann").KeyHash); !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("ProfileByKey of a deleted profile: %v, want ErrNoProfile", err)
	}
	if err := s.DeleteProfile(t.Context(), "bob"); err != nil { // two deleted profiles: their keys are both ""
		t.Fatalf("DeleteProfile of a second: %v", err)
	}
	if got, err := s.Ratings(t.Context(), []string{"ann"}); err != nil || !maps.EqualFunc(got, ratings, slices.Equal) {
		t.Errorf("Ratings after the deletion = %+v, %v; want %+v", got, err, ratings)
	}
	if got, err := s.History(t.Context(), "ann", "chess"); err != nil || !slices.EqualFunc(got, history, pointEqual) {
		t.Errorf("History after the deletion = %+v, %v; want %+v", got, err, history)
	}
	if ls, err := s.Leaders(t.Context(), "chess", 350, 5); err != nil || len(ls) != 2 || ls[0].Name != lobby.DeletedName {
		t.Errorf("Leaders after the deletion = %+v, %v", ls, err)
	}
	// The key is forgotten: it is no longer taken.
	again := profile("ann2")
	again.KeyHash = profile("ann").KeyHash
	if err := s.NewProfile(t.Context(), again); err != nil {
		t.Errorf("NewProfile with a deleted profile's key: %v", err)
	}
}

func pointEqual(a, b lobby.RatingPoint) bool {
	return a.Room == b.Room && a.At.Equal(b.At) && a.R == b.R && a.RD == b.RD && a.Outcome == b.Outcome
}

func testRate(t *testing.T, s store.Profiles) {
	newProfiles(t, s, "ann", "bob", "cy")
	t1, t2, t3 := epoch, epoch.Add(time.Minute+1), epoch.Add(time.Hour)
	r1 := []lobby.RatingChange{ // given out of seat order
		change(1, "bob", 1412.0312500001, 290.5, 0.0599995, lobby.OutcomeLoss),
		change(0, "ann", 1587.96875, 290.5, 0.0600003, lobby.OutcomeWin),
	}
	rate(t, s, "r1", "chess", t1, r1...)
	rate(t, s, "r2", "chess", t2, change(0, "cy", 1500, 250, 0.06, lobby.OutcomeDraw), change(1, "ann", 1580.5, 240.25, 0.06, lobby.OutcomeDraw))
	rate(t, s, "r3", "go", t3, change(0, "ann", 1400, 300, 0.061, lobby.OutcomeLoss), change(1, "bob", 1600, 300, 0.059, lobby.OutcomeWin))

	want := map[string][]lobby.Rating{
		"ann": {
			{Family: "chess", R: 1580.5, RD: 240.25, Vol: 0.06, Games: 2, Wins: 1, Draws: 1},
			{Family: "go", R: 1400, RD: 300, Vol: 0.061, Games: 1, Losses: 1},
		},
		"bob": {
			{Family: "chess", R: 1412.0312500001, RD: 290.5, Vol: 0.0599995, Games: 1, Losses: 1},
			{Family: "go", R: 1600, RD: 300, Vol: 0.059, Games: 1, Wins: 1},
		},
	}
	got, err := s.Ratings(t.Context(), []string{"bob", "ann", "nobody", "ann"})
	if err != nil || !maps.EqualFunc(got, want, slices.Equal) {
		t.Errorf("Ratings = %+v, %v;\nwant %+v", got, err, want)
	}
	if got, err := s.Ratings(t.Context(), nil); err != nil || len(got) != 0 {
		t.Errorf("Ratings of none = %+v, %v", got, err)
	}
	if got, err := s.Rated(t.Context(), "r1"); err != nil || !slices.Equal(got, []lobby.RatingChange{r1[1], r1[0]}) {
		t.Errorf("Rated(r1) = %+v, %v; want the changes in seat order", got, err)
	}
	if got, err := s.Rated(t.Context(), "r9"); err != nil || got != nil {
		t.Errorf("Rated of a room not rated = %+v, %v; want nil", got, err)
	}
	for _, c := range []struct {
		id, family string
		want       []lobby.RatingPoint
	}{
		{"ann", "chess", []lobby.RatingPoint{
			{Room: "r1", At: t1, R: 1587.96875, RD: 290.5, Outcome: lobby.OutcomeWin},
			{Room: "r2", At: t2, R: 1580.5, RD: 240.25, Outcome: lobby.OutcomeDraw},
		}},
		{"ann", "go", []lobby.RatingPoint{{Room: "r3", At: t3, R: 1400, RD: 300, Outcome: lobby.OutcomeLoss}}},
		{"cy", "go", nil},
		{"nobody", "chess", nil},
	} {
		if got, err := s.History(t.Context(), c.id, c.family); err != nil || !slices.EqualFunc(got, c.want, pointEqual) {
			t.Errorf("History(%s, %s) = %+v, %v; want %+v", c.id, c.family, got, err, c.want)
		}
	}
}

func testRateTwice(t *testing.T, s store.Profiles) {
	newProfiles(t, s, "ann", "bob")
	first := []lobby.RatingChange{change(0, "ann", 1600, 300, 0.06, lobby.OutcomeWin), change(1, "bob", 1400, 300, 0.06, lobby.OutcomeLoss)}
	rate(t, s, "r1", "chess", epoch, first...)
	ratings, _ := s.Ratings(t.Context(), []string{"ann", "bob"})
	second := []lobby.RatingChange{change(0, "ann", 1700, 200, 0.06, lobby.OutcomeDraw), change(1, "bob", 1300, 200, 0.06, lobby.OutcomeDraw)}
	for _, family := range []string{"chess", "go"} {
		if err := s.Rate(t.Context(), "r1", family, second, epoch.Add(time.Hour)); !errors.Is(err, online.ErrConflict) {
			t.Errorf("Rate of a room rated already (%s): %v, want ErrConflict", family, err)
		}
	}
	if got, _ := s.Ratings(t.Context(), []string{"ann", "bob"}); !maps.EqualFunc(got, ratings, slices.Equal) {
		t.Errorf("Ratings after a refused Rate = %+v, want %+v", got, ratings)
	}
	if got, _ := s.History(t.Context(), "ann", "chess"); len(got) != 1 {
		t.Errorf("History after a refused Rate = %+v, want one point", got)
	}
	if got, _ := s.Rated(t.Context(), "r1"); !slices.Equal(got, first) {
		t.Errorf("Rated after a refused Rate = %+v, want %+v", got, first)
	}
}

// testRateUnknownProfile: a change of a profile that is not there is
// refused (ErrNoProfile), writing nothing; the room may be rated after.
func testRateUnknownProfile(t *testing.T, s store.Profiles) {
	newProfiles(t, s, "ann")
	err := s.Rate(t.Context(), "r1", "chess", []lobby.RatingChange{
		change(0, "ann", 1600, 300, 0.06, lobby.OutcomeWin), change(1, "nobody", 1400, 300, 0.06, lobby.OutcomeLoss),
	}, epoch)
	if !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("Rate of an unknown profile: %v, want ErrNoProfile", err)
	}
	if got, _ := s.Ratings(t.Context(), []string{"ann"}); len(got) != 0 {
		t.Errorf("Ratings after a refused Rate = %+v", got)
	}
	if got, _ := s.Rated(t.Context(), "r1"); got != nil {
		t.Errorf("Rated after a refused Rate = %+v", got)
	}
	rate(t, s, "r1", "chess", epoch, change(0, "ann", 1600, 300, 0.06, lobby.OutcomeWin))
}

// testRateConcurrent races Rates of one room: exactly one may land.
func testRateConcurrent(t *testing.T, s store.Profiles) {
	const racers = 8
	newProfiles(t, s, "ann", "bob")
	var wg sync.WaitGroup
	errs := make([]error, racers)
	for i := range racers {
		wg.Go(func() {
			errs[i] = s.Rate(t.Context(), "r1", "chess", []lobby.RatingChange{
				change(0, "ann", 1500+float64(i), 300, 0.06, lobby.OutcomeWin),
				change(1, "bob", 1500-float64(i), 300, 0.06, lobby.OutcomeLoss),
			}, epoch)
		})
	}
	wg.Wait()
	winner := onlyOne(t, errs)
	got, err := s.Ratings(t.Context(), []string{"ann"})
	want := lobby.Rating{Family: "chess", R: 1500 + float64(winner), RD: 300, Vol: 0.06, Games: 1, Wins: 1}
	if err != nil || len(got["ann"]) != 1 || got["ann"][0] != want {
		t.Errorf("Ratings after the race = %+v, %v; want %+v", got, err, want)
	}
}

// onlyOne fails unless exactly one of errs is nil and the others are
// ErrConflict, and returns the one's index.
func onlyOne(t *testing.T, errs []error) int {
	t.Helper()
	winner := -1
	for i, err := range errs {
		switch {
		case err == nil && winner >= 0:
			t.Errorf("racers %d and %d both won", winner, i)
		case err == nil:
			winner = i
		case !errors.Is(err, online.ErrConflict):
			t.Errorf("racer %d: %v, want nil or ErrConflict", i, err)
		}
	}
	if winner < 0 {
		t.Fatal("no racer won")
	}
	return winner
}

// LobbyWorks checks that s keeps the lobby: a profile, a rating, a
// table and its clock — what a store migrated from a schema before the
// lobby, or before the clocks, must do.
func LobbyWorks(t *testing.T, s store.Profiles) {
	t.Helper()
	ctx := t.Context()
	now := time.Now()
	if err := s.NewProfile(ctx, lobby.Profile{ID: "p", Name: "Pat", KeyHash: "k", Created: now}); err != nil {
		t.Fatalf("NewProfile: %v", err)
	}
	ch := lobby.RatingChange{Profile: "p", After: lobby.Glicko{R: 1600, RD: 200, Vol: 0.06}, Outcome: lobby.OutcomeWin}
	if err := s.Rate(ctx, "old", "kalah", []lobby.RatingChange{ch}, now); err != nil {
		t.Fatalf("Rate: %v", err)
	}
	if ls, err := s.Leaders(ctx, "kalah", 350, 10); err != nil || len(ls) != 1 || ls[0].Name != "Pat" {
		t.Fatalf("Leaders = %+v, %v", ls, err)
	}
	tb := lobby.Table{ID: "t", Game: "kalah", Host: "p", Created: now, Seats: []lobby.TableSeat{{Profile: "p"}, {}}, Clock: "3d"}
	if err := s.OpenTable(ctx, tb); err != nil {
		t.Fatalf("OpenTable: %v", err)
	}
	if ts, err := s.Tables(ctx); err != nil || len(ts) != 1 || ts[0].Clock != "3d" {
		t.Fatalf("Tables = %+v, %v; want the table, its clock 3d", ts, err)
	}
}
