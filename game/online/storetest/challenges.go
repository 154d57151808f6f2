package storetest

import (
	"errors"
	"slices"
	"sync"
	"testing"
	"time"

	"parlor/game/clock"
	"parlor/game/online/store"
)

// ChallengesStore is a store that keeps profiles and challenges.
type ChallengesStore interface {
	store.Profiles
	store.Challenges
}

// Challenges checks the store.Challenges open makes against the
// contract the interface documents, each case in a subtest of its own
// on a fresh, empty store, which it closes as Profiles does.
func Challenges(t *testing.T, open func(t *testing.T) ChallengesStore) {
	runCases(t, open, []testCase[ChallengesStore]{
		{"SendAndRead", testSendChallenge},
		{"SendRefused", testSendChallengeRefused},
		{"Limits", testChallengeLimits},
		{"Settle", testSettle},
		{"Lapse", testLapse},
		{"SettleRace", testSettleRace},
	})
}

// challenge is challenge id from one profile to another, sent at epoch
// and lapsing ten minutes later.
func challenge(id, from, to string) store.Challenge {
	return store.Challenge{ID: id, From: from, To: to, Game: "kalah houses=6 seeds=4", Clock: clock.Control{Days: 3}, Rated: true,
		First: "challenger", FromHash: "hash-" + id, Created: epoch, Expires: epoch.Add(10 * time.Minute)}
}

// openIDs are the ids of the challenges open at at that id sent or
// received, in the order the store lists them.
func openIDs(t *testing.T, s ChallengesStore, id string, at time.Time) []string {
	t.Helper()
	cs, err := s.OpenChallenges(t.Context(), id, at)
	if err != nil || cs == nil {
		t.Fatalf("OpenChallenges(%s) = %v, %v", id, cs, err)
	}
	ids := []string{}
	for _, c := range cs {
		ids = append(ids, c.ID)
	}
	return ids
}

func testSendChallenge(t *testing.T, s ChallengesStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bob", "cy")
	want := challenge("c1", "ann", "bob")
	if err := s.SendChallenge(ctx, want, 5, 20); err != nil {
		t.Fatal(err)
	}
	later := challenge("c2", "cy", "ann")
	later.Created, later.Silent, later.Clock, later.Rated, later.First = epoch.Add(time.Second), true, clock.Control{}, false, "random"
	if err := s.SendChallenge(ctx, later, 5, 20); err != nil {
		t.Fatal(err)
	}
	got, err := s.Challenge(ctx, "c1")
	want.State = store.ChallengeOpen
	if err != nil || !got.Created.Equal(want.Created) || !got.Expires.Equal(want.Expires) {
		t.Fatalf("Challenge(c1) = %+v, %v; want %+v", got, err, want)
	}
	got.Created, got.Expires = want.Created, want.Expires
	if got != want {
		t.Errorf("Challenge(c1) = %+v; want %+v", got, want)
	}
	if _, err := s.Challenge(ctx, "nope"); !errors.Is(err, store.ErrNoChallenge) {
		t.Errorf("Challenge(nope): %v, want ErrNoChallenge", err)
	}
	for _, c := range []struct {
		id   string
		want []string
	}{{"ann", []string{"c1"}}, {"bob", []string{"c1"}}, {"cy", []string{"c2"}}} { // c2 is silent: ann never hears of it
		if got := openIDs(t, s, c.id, epoch.Add(time.Minute)); !slices.Equal(got, c.want) {
			t.Errorf("OpenChallenges(%s) = %q, want %q", c.id, got, c.want)
		}
	}
	if got := openIDs(t, s, "ann", epoch.Add(10*time.Minute)); len(got) != 0 {
		t.Errorf("OpenChallenges(ann) ten minutes on = %q, want none: lapsed", got)
	}
}

func testSendChallengeRefused(t *testing.T, s ChallengesStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bob", "gone")
	if err := s.DeleteProfile(ctx, "gone"); err != nil {
		t.Fatal(err)
	}
	if err := s.SendChallenge(ctx, challenge("c1", "ann", "bob"), 5, 20); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		c    store.Challenge
		want error
	}{
		{challenge("c2", "ann", "ann"), store.ErrSelf},
		{challenge("c3", "ann", "nobody"), store.ErrNoProfile},
		{challenge("c4", "ann", "gone"), store.ErrNoProfile},
		{challenge("c1", "bob", "ann"), store.ErrConflict},
	} {
		if err := s.SendChallenge(ctx, c.c, 5, 20); !errors.Is(err, c.want) {
			t.Errorf("SendChallenge(%s → %s): %v, want %v", c.c.From, c.c.To, err, c.want)
		}
	}
	if got := openIDs(t, s, "ann", epoch); !slices.Equal(got, []string{"c1"}) {
		t.Errorf("OpenChallenges(ann) = %q, want the first alone", got)
	}
}

func testChallengeLimits(t *testing.T, s ChallengesStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bob")
	send := func(id string, at time.Time) error {
		c := challenge(id, "ann", "bob")
		c.Created, c.Expires = at, at.Add(10*time.Minute)
		return s.SendChallenge(ctx, c, 2, 3)
	}
	for i, id := range []string{"a", "b"} {
		if err := send(id, epoch.Add(time.Duration(i)*time.Second)); err != nil {
			t.Fatal(err)
		}
	}
	if err := send("c", epoch.Add(time.Minute)); !errors.Is(err, store.ErrChallenges) {
		t.Errorf("a third open: %v, want ErrChallenges", err)
	}
	if _, err := s.Settle(ctx, "a", store.Settling{State: "cancelled", At: epoch.Add(time.Minute)}); err != nil {
		t.Fatal(err)
	}
	if err := send("c", epoch.Add(2*time.Minute)); err != nil {
		t.Errorf("a second open, the first cancelled: %v", err)
	}
	if _, err := s.Settle(ctx, "b", store.Settling{State: "cancelled", At: epoch.Add(3 * time.Minute)}); err != nil {
		t.Fatal(err)
	}
	if err := send("d", epoch.Add(4*time.Minute)); !errors.Is(err, store.ErrChallengeRate) {
		t.Errorf("a fourth in the hour: %v, want ErrChallengeRate", err)
	}
	if err := send("d", epoch.Add(61*time.Minute)); err != nil {
		t.Errorf("the next hour: %v", err)
	}
}

func testSettle(t *testing.T, s ChallengesStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bob")
	for _, id := range []string{"c1", "c2"} {
		if err := s.SendChallenge(ctx, challenge(id, "ann", "bob"), 5, 20); err != nil {
			t.Fatal(err)
		}
	}
	at := epoch.Add(time.Minute)
	got, err := s.Settle(ctx, "c1", store.Settling{State: "declined", Reason: "too-fast", At: at})
	if err != nil || got.State != "declined" || got.Reason != "too-fast" || !got.At.Equal(at) {
		t.Errorf("Settle(c1) = %+v, %v", got, err)
	}
	got, err = s.Settle(ctx, "c1", store.Settling{State: "accepted", Room: "r", At: at})
	if !errors.Is(err, store.ErrSettled) || got.State != "declined" {
		t.Errorf("Settle(c1) again = %+v, %v; want it declined, ErrSettled", got, err)
	}
	if _, err := s.Settle(ctx, "c2", store.Settling{State: "accepted", Room: "r", At: epoch.Add(10 * time.Minute)}); !errors.Is(err, store.ErrSettled) {
		t.Errorf("Settle(c2) once lapsed: %v, want ErrSettled", err)
	}
	if _, err := s.Settle(ctx, "nope", store.Settling{State: "accepted", At: at}); !errors.Is(err, store.ErrNoChallenge) {
		t.Errorf("Settle(nope): %v, want ErrNoChallenge", err)
	}
	got, err = s.Settle(ctx, "c2", store.Settling{State: "accepted", Room: "r", At: at})
	if err != nil || got.State != "accepted" || got.Room != "r" {
		t.Errorf("Settle(c2) = %+v, %v", got, err)
	}
	if ids := openIDs(t, s, "bob", at); len(ids) != 0 {
		t.Errorf("OpenChallenges(bob) = %q, want none: both settled", ids)
	}
}

func testLapse(t *testing.T, s ChallengesStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bob", "cy")
	for i, c := range []store.Challenge{challenge("c1", "ann", "bob"), challenge("c2", "bob", "cy"), challenge("c3", "cy", "ann")} {
		c.Created = epoch.Add(time.Duration(i) * time.Minute)
		c.Expires = c.Created.Add(10 * time.Minute)
		if err := s.SendChallenge(ctx, c, 5, 20); err != nil {
			t.Fatal(err)
		}
	}
	lapsedIDs := func(at time.Time, gone ...string) []string {
		t.Helper()
		cs, err := s.Lapse(ctx, at, gone)
		if err != nil || cs == nil {
			t.Fatalf("Lapse: %v, %v", cs, err)
		}
		ids := []string{}
		for _, c := range cs {
			if c.State != store.ChallengeLapsed || !c.At.Equal(at) {
				t.Errorf("Lapse gave %+v, not lapsed at %v", c, at)
			}
			ids = append(ids, c.ID)
		}
		return ids
	}
	if got := lapsedIDs(epoch.Add(5 * time.Minute)); len(got) != 0 {
		t.Errorf("Lapse after five minutes = %q, want none", got)
	}
	if got := lapsedIDs(epoch.Add(10 * time.Minute)); !slices.Equal(got, []string{"c1"}) {
		t.Errorf("Lapse after ten minutes = %q, want c1", got)
	}
	if got := lapsedIDs(epoch.Add(10*time.Minute), "ann"); !slices.Equal(got, []string{"c3"}) {
		t.Errorf("Lapse with ann gone = %q, want c3 (c1 lapsed already)", got)
	}
	if c, err := s.Challenge(ctx, "c2"); err != nil || c.State != store.ChallengeOpen {
		t.Errorf("c2 = %+v, %v; want it open", c, err)
	}
}

// testSettleRace settles one challenge from many goroutines at once, as
// servers do that accept, cancel and lapse it together: one settling
// wins, and every other finds it so.
func testSettleRace(t *testing.T, s ChallengesStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bob")
	if err := s.SendChallenge(ctx, challenge("c", "ann", "bob"), 5, 20); err != nil {
		t.Fatal(err)
	}
	states := []string{"accepted", "cancelled", "declined", "accepted", "cancelled", "declined", "lapse"}
	got := make([]store.Challenge, len(states))
	errs := make([]error, len(states))
	var wg sync.WaitGroup
	for i, st := range states {
		wg.Go(func() {
			if st == "lapse" {
				cs, err := s.Lapse(ctx, epoch.Add(time.Minute), []string{"ann"})
				if err == nil && len(cs) == 1 {
					got[i] = cs[0]
				} else if err == nil {
					err = store.ErrSettled
				}
				errs[i] = err
				return
			}
			got[i], errs[i] = s.Settle(ctx, "c", store.Settling{State: st, Room: "r", At: epoch.Add(time.Minute)})
		})
	}
	wg.Wait()
	final, err := s.Challenge(ctx, "c")
	if err != nil {
		t.Fatal(err)
	}
	won := 0
	for i, err := range errs {
		switch {
		case err == nil:
			won++
			if got[i].State != final.State {
				t.Errorf("settling %d won as %s, but the challenge is %s", i, got[i].State, final.State)
			}
		case !errors.Is(err, store.ErrSettled):
			t.Errorf("settling %d: %v", i, err)
		}
	}
	if won != 1 {
		t.Errorf("%d settlings won, want one", won)
	}
}
