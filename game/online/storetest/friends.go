package storetest

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"
	"testing"

	"parlor/game/online/store"
)

// FriendsStore is a store that keeps profiles and friends.
type FriendsStore interface {
	store.Profiles
	store.Friends
}

// Friends checks the store.Friends open makes against the contract the
// interface documents, each case in a subtest of its own on a fresh,
// empty store, which it closes as Profiles does.
func Friends(t *testing.T, open func(t *testing.T) FriendsStore) {
	runCases(t, open, []testCase[FriendsStore]{
		{"Follow", testFollow},
		{"FollowRefused", testFollowRefused},
		{"FollowMax", testFollowMax},
		{"FollowConcurrent", testFollowConcurrent},
		{"Block", testBlock},
		{"Hide", testHide},
	})
}

// wantIDs fails unless r lists want, in order (an empty list not nil).
func wantIDs(t *testing.T, what string, r read, want ...string) {
	t.Helper()
	if want == nil {
		want = []string{}
	}
	if r.err != nil || r.list == nil || !slices.Equal(r.list, want) {
		t.Errorf("%s = %q, %v; want %q", what, r.list, r.err, want)
	}
}

// read is a list of profiles read, and the error of reading it.
type read struct {
	list []string
	err  error
}

func testFollow(t *testing.T, s FriendsStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bob", "cy")
	wantIDs(t, "Following(ann), none yet", must(s.Following(ctx, "ann")))
	for _, f := range [][2]string{{"ann", "cy"}, {"ann", "bob"}, {"bob", "cy"}, {"ann", "cy"}} {
		if err := s.Follow(ctx, f[0], f[1], 10); err != nil {
			t.Fatalf("Follow(%s, %s): %v", f[0], f[1], err)
		}
	}
	wantIDs(t, "Following(ann)", must(s.Following(ctx, "ann")), "cy", "bob")
	wantIDs(t, "Followers(cy)", must(s.Followers(ctx, "cy")), "ann", "bob")
	wantIDs(t, "Followers(ann)", must(s.Followers(ctx, "ann")))
	if err := s.Unfollow(ctx, "ann", "cy"); err != nil {
		t.Fatal(err)
	}
	if err := s.Unfollow(ctx, "ann", "cy"); err != nil {
		t.Errorf("Unfollow again: %v", err)
	}
	wantIDs(t, "Following(ann) after Unfollow", must(s.Following(ctx, "ann")), "bob")
	wantIDs(t, "Followers(cy) after Unfollow", must(s.Followers(ctx, "cy")), "bob")
}

func testFollowRefused(t *testing.T, s FriendsStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bob")
	if err := s.DeleteProfile(ctx, "bob"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		to   string
		want error
	}{{"ann", store.ErrSelf}, {"bob", store.ErrNoProfile}, {"nobody", store.ErrNoProfile}} {
		if err := s.Follow(ctx, "ann", c.to, 10); !errors.Is(err, c.want) {
			t.Errorf("Follow(ann, %s) = %v; want %v", c.to, err, c.want)
		}
	}
	wantIDs(t, "Following(ann)", must(s.Following(ctx, "ann")))
}

func testFollowMax(t *testing.T, s FriendsStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bob", "cy", "dee")
	for _, id := range []string{"bob", "cy"} {
		if err := s.Follow(ctx, "ann", id, 2); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Follow(ctx, "ann", "dee", 2); !errors.Is(err, store.ErrFollows) {
		t.Errorf("a third follow of two at most = %v; want ErrFollows", err)
	}
	if err := s.Follow(ctx, "ann", "bob", 2); err != nil {
		t.Errorf("following one followed already, at the most = %v; want nil", err)
	}
	if err := s.Unfollow(ctx, "ann", "bob"); err != nil {
		t.Fatal(err)
	}
	if err := s.Follow(ctx, "ann", "dee", 2); err != nil {
		t.Errorf("a follow after an unfollow = %v", err)
	}
	wantIDs(t, "Following(ann)", must(s.Following(ctx, "ann")), "cy", "dee")
}

func testFollowConcurrent(t *testing.T, s FriendsStore) {
	ctx := t.Context()
	ids := make([]string, 12)
	for i := range ids {
		ids[i] = fmt.Sprintf("p%02d", i)
	}
	newProfiles(t, s, append(ids, "ann")...)
	var wg sync.WaitGroup
	errs := make([]error, len(ids))
	for i, id := range ids {
		wg.Go(func() { errs[i] = s.Follow(ctx, "ann", id, 5) })
	}
	wg.Wait()
	ok := 0
	for i, err := range errs {
		switch {
		case err == nil:
			ok++
		case !errors.Is(err, store.ErrFollows):
			t.Errorf("Follow(ann, %s): %v", ids[i], err)
		}
	}
	got, err := s.Following(ctx, "ann")
	if ok != 5 || err != nil || len(got) != 5 {
		t.Errorf("12 follows at once of 5 at most: %d taken, Following = %q, %v; want 5", ok, got, err)
	}
}

func testBlock(t *testing.T, s FriendsStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bob", "cy", "dee")
	if err := s.DeleteProfile(ctx, "dee"); err != nil {
		t.Fatal(err)
	}
	for _, b := range [][2]string{{"cy", "ann"}, {"ann", "dee"}, {"ann", "bob"}, {"ann", "dee"}} {
		if err := s.Block(ctx, b[0], b[1]); err != nil {
			t.Fatalf("Block(%s, %s): %v", b[0], b[1], err)
		}
	}
	for _, c := range []struct {
		to   string
		want error
	}{{"ann", store.ErrSelf}, {"nobody", store.ErrNoProfile}} {
		if err := s.Block(ctx, "ann", c.to); !errors.Is(err, c.want) {
			t.Errorf("Block(ann, %s) = %v; want %v", c.to, err, c.want)
		}
	}
	wantIDs(t, "Blocked(ann)", must(s.Blocked(ctx, "ann")), "dee", "bob")
	wantIDs(t, "Blockers(ann)", must(s.Blockers(ctx, "ann")), "cy")
	wantIDs(t, "Blockers(bob)", must(s.Blockers(ctx, "bob")), "ann")
	wantIDs(t, "Blockers(cy)", must(s.Blockers(ctx, "cy")))
	if err := s.Follow(ctx, "bob", "ann", 10); err != nil {
		t.Errorf("a blocked profile's follow: %v; want it kept (the lobby hides it)", err)
	}
	for range 2 {
		if err := s.Unblock(ctx, "ann", "bob"); err != nil {
			t.Errorf("Unblock: %v", err)
		}
	}
	wantIDs(t, "Blocked(ann) after Unblock", must(s.Blocked(ctx, "ann")), "dee")
	wantIDs(t, "Blockers(bob) after Unblock", must(s.Blockers(ctx, "bob")))
}

func testHide(t *testing.T, s FriendsStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bob", "cy")
	check := func(want ...string) {
		t.Helper()
		got, err := s.Hidden(ctx, []string{"ann", "bob", "cy", "nobody", "ann"})
		if err != nil || !slices.Equal(slices.Sorted(maps.Keys(got)), want) {
			t.Errorf("Hidden = %v, %v; want %q", got, err, want)
		}
	}
	check()
	for _, h := range []struct {
		id   string
		hide bool
	}{{"ann", true}, {"cy", true}, {"cy", false}, {"bob", true}, {"bob", true}} {
		if err := s.Hide(ctx, h.id, h.hide); err != nil {
			t.Fatalf("Hide(%s, %v): %v", h.id, h.hide, err)
		}
	}
	check("ann", "bob")
	if err := s.Hide(ctx, "nobody", true); !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("Hide(nobody) = %v; want ErrNoProfile", err)
	}
	checkProfile(t, s, profile("cy")) // hiding changes nothing else of a profile
}

// must is a list and its error, for wantIDs.
func must(list []string, err error) read { return read{list, err} }

// FriendsWork checks, on a store whose schema was just brought up to
// date, where LobbyWorks made the profile "p", that its friends work:
// a follow, a block and hiding.
func FriendsWork(t *testing.T, s FriendsStore) {
	t.Helper()
	ctx := t.Context()
	newProfiles(t, s, "q")
	if err := s.Follow(ctx, "p", "q", 10); err != nil {
		t.Fatalf("Follow: %v", err)
	}
	wantIDs(t, "Followers(q)", must(s.Followers(ctx, "q")), "p")
	if err := s.Block(ctx, "q", "p"); err != nil {
		t.Fatalf("Block: %v", err)
	}
	wantIDs(t, "Blockers(p)", must(s.Blockers(ctx, "p")), "q")
	if err := s.Hide(ctx, "p", true); err != nil {
		t.Fatalf("Hide: %v", err)
	}
	if h, err := s.Hidden(ctx, []string{"p", "q"}); err != nil || !h["p"] || h["q"] {
		t.Errorf("Hidden = %v, %v; want p alone", h, err)
	}
}
