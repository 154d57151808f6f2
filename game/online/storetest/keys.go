package storetest

import (
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/store"
)

// KeysStore is a store of profiles that keeps their other ways in.
type KeysStore interface {
	store.Profiles
	store.Keys
}

// Keys checks the store open makes against store.Keys's contract, each
// case in a subtest of its own on a fresh, empty store, which it closes
// (if it has a Close method) when the subtest ends.
func Keys(t *testing.T, open func(t *testing.T) KeysStore) {
	runCases(t, open, []testCase[KeysStore]{
		{"Passkeys", testPasskeys},
		{"PasskeyTaken", testPasskeyTaken},
		{"UsePasskey", testUsePasskey},
		{"UsePasskeyConcurrent", testUsePasskeyConcurrent},
		{"RecoveryCodes", testRecoveryCodes},
		{"RecoverConcurrent", testRecoverConcurrent},
		{"AddKey", testAddKey},
		{"SignOutEverywhere", testSignOutEverywhere},
		{"KeysOfADeletedProfile", testKeysOfADeletedProfile},
	})
}

// passkey makes passkey id of profile, made at epoch plus n seconds.
func passkey(id, profile string, n int) store.Passkey {
	return store.Passkey{ID: id, Profile: profile, Name: "Clé " + id, PublicKey: []byte{0xa5, 1, 2, byte(n), 0},
		SignCount: uint32(n), BackupEligible: n%2 == 1, Created: epoch.Add(time.Duration(n) * time.Second)}
}

func passkeyEqual(a, b store.Passkey) bool {
	return a.ID == b.ID && a.Profile == b.Profile && a.Name == b.Name && slices.Equal(a.PublicKey, b.PublicKey) &&
		a.SignCount == b.SignCount && a.BackupEligible == b.BackupEligible && a.Created.Equal(b.Created) && a.Used.Equal(b.Used)
}

// checkPasskeys fails unless profile's passkeys are want, in order.
func checkPasskeys(t *testing.T, s KeysStore, profile string, want ...store.Passkey) {
	t.Helper()
	got, err := s.Passkeys(t.Context(), profile)
	if err != nil || got == nil || !slices.EqualFunc(got, want, passkeyEqual) {
		t.Errorf("Passkeys(%s) = %+v, %v; want %+v", profile, got, err, want)
	}
}

// testPasskeys: a profile's passkeys are kept whole, listed oldest
// first, read by id, and removed by their profile only.
func testPasskeys(t *testing.T, s KeysStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bo")
	checkPasskeys(t, s, "ann")
	b, a, c := passkey("k-b", "ann", 2), passkey("k-a", "ann", 1), passkey("k-c", "bo", 3)
	for _, k := range []store.Passkey{b, a, c} {
		if err := s.AddPasskey(ctx, k); err != nil {
			t.Fatalf("AddPasskey(%s): %v", k.ID, err)
		}
	}
	checkPasskeys(t, s, "ann", a, b)
	checkPasskeys(t, s, "bo", c)
	if got, err := s.Passkey(ctx, "k-b"); err != nil || !passkeyEqual(got, b) {
		t.Errorf("Passkey(k-b) = %+v, %v; want %+v", got, err, b)
	}
	if _, err := s.Passkey(ctx, "nothere"); !errors.Is(err, store.ErrNoPasskey) {
		t.Errorf("Passkey(nothere): %v, want ErrNoPasskey", err)
	}
	if err := s.RemovePasskey(ctx, "bo", "k-a"); !errors.Is(err, store.ErrNoPasskey) {
		t.Errorf("RemovePasskey of another profile's passkey: %v, want ErrNoPasskey", err)
	}
	if err := s.RemovePasskey(ctx, "ann", "k-a"); err != nil {
		t.Fatalf("RemovePasskey: %v", err)
	}
	if err := s.RemovePasskey(ctx, "ann", "k-a"); !errors.Is(err, store.ErrNoPasskey) {
		t.Errorf("RemovePasskey twice: %v, want ErrNoPasskey", err)
	}
	checkPasskeys(t, s, "ann", b)
	checkPasskeys(t, s, "bo", c)
}

// testPasskeyTaken: a passkey's id is its own, whichever profile adds it
// again; a profile that is not (nor is deleted) has none.
func testPasskeyTaken(t *testing.T, s KeysStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bo")
	if err := s.AddPasskey(ctx, passkey("k", "ann", 1)); err != nil {
		t.Fatal(err)
	}
	for _, profile := range []string{"ann", "bo"} {
		if err := s.AddPasskey(ctx, passkey("k", profile, 2)); !errors.Is(err, online.ErrConflict) {
			t.Errorf("AddPasskey of a taken id for %s: %v, want ErrConflict", profile, err)
		}
	}
	if err := s.AddPasskey(ctx, passkey("k2", "nobody", 2)); !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("AddPasskey for no profile: %v, want ErrNoProfile", err)
	}
	checkPasskeys(t, s, "ann", passkey("k", "ann", 1))
	checkPasskeys(t, s, "bo")
}

// testUsePasskey: a count that goes up is kept, with the time of use; one
// that does not is a clone's, and changes nothing; an authenticator that
// counts nothing (0 each time) signs in as often as it likes.
func testUsePasskey(t *testing.T, s KeysStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann")
	k, zero := passkey("k", "ann", 5), passkey("z", "ann", 0)
	for _, p := range []store.Passkey{k, zero} {
		if err := s.AddPasskey(ctx, p); err != nil {
			t.Fatal(err)
		}
	}
	at := epoch.Add(time.Hour)
	if err := s.UsePasskey(ctx, "k", 7, at); err != nil {
		t.Fatalf("UsePasskey up: %v", err)
	}
	k.SignCount, k.Used = 7, at
	for _, count := range []uint32{7, 6, 0} {
		if err := s.UsePasskey(ctx, "k", count, at.Add(time.Hour)); !errors.Is(err, store.ErrCloned) {
			t.Errorf("UsePasskey at %d after 7: %v, want ErrCloned", count, err)
		}
	}
	for i := range 2 {
		if err := s.UsePasskey(ctx, "z", 0, at.Add(time.Duration(i)*time.Minute)); err != nil {
			t.Errorf("UsePasskey at 0 of an authenticator that counts nothing: %v", err)
		}
	}
	zero.Used = at.Add(time.Minute)
	if err := s.UsePasskey(ctx, "nothere", 1, at); !errors.Is(err, store.ErrNoPasskey) {
		t.Errorf("UsePasskey(nothere): %v, want ErrNoPasskey", err)
	}
	checkPasskeys(t, s, "ann", zero, k)
}

// testUsePasskeyConcurrent: of eight sign-ins at once with one count,
// one is kept and the others are a clone's.
func testUsePasskeyConcurrent(t *testing.T, s KeysStore) {
	newProfiles(t, s, "ann")
	if err := s.AddPasskey(t.Context(), passkey("k", "ann", 1)); err != nil {
		t.Fatal(err)
	}
	won := race(t, 8, func(int) error { return s.UsePasskey(t.Context(), "k", 2, epoch) }, store.ErrCloned)
	if won != 1 {
		t.Errorf("%d sign-ins with one count were kept, want 1", won)
	}
}

// race runs f n times at once and says how many returned nil; an error
// other than nil or lost fails the test.
func race(t *testing.T, n int, f func(i int) error, lost error) int {
	t.Helper()
	var wg sync.WaitGroup
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() { errs[i] = f(i) })
	}
	wg.Wait()
	won := 0
	for _, err := range errs {
		switch {
		case err == nil:
			won++
		case !errors.Is(err, lost):
			t.Errorf("unexpected error: %v", err)
		}
	}
	return won
}

// codes are n hashes of codes of a profile.
func codes(profile string, n int) []string {
	hs := make([]string, n)
	for i := range hs {
		hs[i] = online.Hash(fmt.Sprintf("code %s %d", profile, i))
	}
	return hs
}

// testRecoveryCodes: each code spends once, and says whose it is; new
// codes replace the old ones, which spend no more.
func testRecoveryCodes(t *testing.T, s KeysStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bo")
	old := codes("old", 10)
	if err := s.NewRecoveryCodes(ctx, "ann", old, epoch); err != nil {
		t.Fatal(err)
	}
	ann, bo := codes("ann", 10), codes("bo", 10)
	if err := s.NewRecoveryCodes(ctx, "ann", ann, epoch); err != nil {
		t.Fatal(err)
	}
	if err := s.NewRecoveryCodes(ctx, "bo", bo, epoch); err != nil {
		t.Fatal(err)
	}
	if err := s.NewRecoveryCodes(ctx, "nobody", codes("nobody", 10), epoch); !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("NewRecoveryCodes for no profile: %v, want ErrNoProfile", err)
	}
	if _, err := s.Recover(ctx, old[0]); !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("Recover with a code replaced: %v, want ErrNoProfile", err)
	}
	for i, h := range ann {
		if who, err := s.Recover(ctx, h); err != nil || who != "ann" {
			t.Errorf("Recover with ann's code %d = %q, %v", i, who, err)
		}
		if n, err := s.RecoveryCodes(ctx, "ann"); err != nil || n != 9-i {
			t.Errorf("RecoveryCodes(ann) after %d spent = %d, %v", i+1, n, err)
		}
		if _, err := s.Recover(ctx, h); !errors.Is(err, store.ErrNoProfile) {
			t.Errorf("Recover with ann's code %d again: %v, want ErrNoProfile", i, err)
		}
	}
	if n, err := s.RecoveryCodes(ctx, "bo"); err != nil || n != 10 {
		t.Errorf("RecoveryCodes(bo) = %d, %v; want 10", n, err)
	}
}

// testRecoverConcurrent: of eight spending one code at once, one does.
func testRecoverConcurrent(t *testing.T, s KeysStore) {
	newProfiles(t, s, "ann")
	hs := codes("ann", 10)
	if err := s.NewRecoveryCodes(t.Context(), "ann", hs, epoch); err != nil {
		t.Fatal(err)
	}
	won := race(t, 8, func(int) error { _, err := s.Recover(t.Context(), hs[3]); return err }, store.ErrNoProfile)
	if won != 1 {
		t.Errorf("one code spent %d times, want 1", won)
	}
}

// testAddKey: a key given signs its profile in beside its own; a hash a
// profile has already, as its key or another, is refused.
func testAddKey(t *testing.T, s KeysStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bo")
	other := online.Hash("another key of ann")
	if err := s.AddKey(ctx, "ann", other, epoch); err != nil {
		t.Fatal(err)
	}
	for _, h := range []string{other, profile("ann").KeyHash} {
		if p, err := s.ProfileByKey(ctx, h); err != nil || p.ID != "ann" {
			t.Errorf("ProfileByKey(%s) = %+v, %v; want ann", h, p, err)
		}
	}
	for _, h := range []string{other, profile("bo").KeyHash} {
		if err := s.AddKey(ctx, "ann", h, epoch); !errors.Is(err, online.ErrConflict) {
			t.Errorf("AddKey of a hash taken: %v, want ErrConflict", err)
		}
	}
	if err := s.AddKey(ctx, "nobody", online.Hash("x"), epoch); !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("AddKey for no profile: %v, want ErrNoProfile", err)
	}
	if p, err := s.ProfileByKey(ctx, profile("bo").KeyHash); err != nil || p.ID != "bo" {
		t.Errorf("ProfileByKey(bo's key) = %+v, %v", p, err)
	}
}

// testSignOutEverywhere: the new key signs in, and neither the old one
// nor the others given do; the passkeys and codes stay; another
// profile's keys are left alone.
func testSignOutEverywhere(t *testing.T, s KeysStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann", "bo")
	others := []string{online.Hash("ann's phone"), online.Hash("ann's laptop")}
	for _, h := range others {
		if err := s.AddKey(ctx, "ann", h, epoch); err != nil {
			t.Fatal(err)
		}
	}
	bos := online.Hash("bo's phone")
	if err := s.AddKey(ctx, "bo", bos, epoch); err != nil {
		t.Fatal(err)
	}
	if err := s.AddPasskey(ctx, passkey("k", "ann", 1)); err != nil {
		t.Fatal(err)
	}
	if err := s.NewRecoveryCodes(ctx, "ann", codes("ann", 10), epoch); err != nil {
		t.Fatal(err)
	}
	if err := s.SignOutEverywhere(ctx, "ann", profile("bo").KeyHash); !errors.Is(err, online.ErrConflict) {
		t.Errorf("SignOutEverywhere to a hash taken: %v, want ErrConflict", err)
	}
	fresh := online.Hash("ann's new key")
	if err := s.SignOutEverywhere(ctx, "ann", fresh); err != nil {
		t.Fatal(err)
	}
	for _, h := range append(others, profile("ann").KeyHash) {
		if p, err := s.ProfileByKey(ctx, h); !errors.Is(err, store.ErrNoProfile) {
			t.Errorf("ProfileByKey with a key signed out = %+v, %v; want ErrNoProfile", p, err)
		}
	}
	if p, err := s.ProfileByKey(ctx, fresh); err != nil || p.ID != "ann" || p.KeyHash != fresh {
		t.Errorf("ProfileByKey with the new key = %+v, %v", p, err)
	}
	if p, err := s.ProfileByKey(ctx, bos); err != nil || p.ID != "bo" {
		t.Errorf("ProfileByKey with bo's other key = %+v, %v", p, err)
	}
	checkPasskeys(t, s, "ann", passkey("k", "ann", 1))
	if n, err := s.RecoveryCodes(ctx, "ann"); err != nil || n != 10 {
		t.Errorf("RecoveryCodes(ann) = %d, %v; want 10", n, err)
	}
	if err := s.SignOutEverywhere(ctx, "nobody", online.Hash("y")); !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("SignOutEverywhere of no profile: %v, want ErrNoProfile", err)
	}
}

// testKeysOfADeletedProfile: a deleted profile's passkeys, codes and
// keys are forgotten: it signs in by none, and is given nothing more.
func testKeysOfADeletedProfile(t *testing.T, s KeysStore) {
	ctx := t.Context()
	newProfiles(t, s, "ann")
	other, hs := online.Hash("ann's phone"), codes("ann", 10)
	if err := s.AddKey(ctx, "ann", other, epoch); err != nil {
		t.Fatal(err)
	}
	if err := s.NewRecoveryCodes(ctx, "ann", hs, epoch); err != nil {
		t.Fatal(err)
	}
	if err := s.AddPasskey(ctx, passkey("k", "ann", 1)); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteProfile(ctx, "ann"); err != nil {
		t.Fatal(err)
	}
	checkPasskeys(t, s, "ann")
	if _, err := s.Passkey(ctx, "k"); !errors.Is(err, store.ErrNoPasskey) {
		t.Errorf("Passkey of a deleted profile: %v, want ErrNoPasskey", err)
	}
	if n, err := s.RecoveryCodes(ctx, "ann"); err != nil || n != 0 {
		t.Errorf("RecoveryCodes of a deleted profile = %d, %v; want 0", n, err)
	}
	if p, err := s.ProfileByKey(ctx, other); !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("ProfileByKey with a deleted profile's other key = %+v, %v; want ErrNoProfile", p, err)
	}
	if _, err := s.Recover(ctx, hs[0]); !errors.Is(err, store.ErrNoProfile) {
		t.Errorf("Recover with a deleted profile's code: %v, want ErrNoProfile", err)
	}
	for what, err := range map[string]error{
		"AddPasskey":        s.AddPasskey(ctx, passkey("k", "ann", 1)),
		"AddKey":            s.AddKey(ctx, "ann", online.Hash("z"), epoch),
		"NewRecoveryCodes":  s.NewRecoveryCodes(ctx, "ann", codes("x", 10), epoch),
		"SignOutEverywhere": s.SignOutEverywhere(ctx, "ann", online.Hash("w")),
	} {
		if !errors.Is(err, store.ErrNoProfile) {
			t.Errorf("%s of a deleted profile: %v, want ErrNoProfile", what, err)
		}
	}
}
