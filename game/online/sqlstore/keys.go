package sqlstore

import (
	"context"
	"encoding/base64"
	"time"

	"parlor/game/online"
	"parlor/game/online/store"
)

var _ store.Keys = Profiles{}

// live fails with ErrNoProfile unless profile id exists and is not
// deleted, locking its row for the rest of tx.
func live(ctx context.Context, tx DB, id string) error {
	var deleted bool
	ok, err := one(ctx, tx, `SELECT deleted FROM profiles WHERE id = $1 FOR UPDATE`, []any{id}, &deleted)
	switch {
	case err != nil:
		return err
	case !ok || deleted:
		return store.ErrNoProfile
	}
	return nil
}

// AddPasskey stores a new passkey; ErrConflict if its id is taken,
// ErrNoProfile if its profile is gone.
func (p Profiles) AddPasskey(ctx context.Context, k store.Passkey) error {
	what := "storing a passkey of profile " + k.Profile
	created, err := nanos(k.Created, what)
	if err != nil {
		return err
	}
	err = p.db.Tx(ctx, false, func(tx DB) error {
		if err := live(ctx, tx, k.Profile); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO passkeys (id, profile, name, public_key, sign_count, backup_eligible, created, used)
			VALUES (`+places(1, 8)+`)`, k.ID, k.Profile, k.Name, base64.StdEncoding.EncodeToString(k.PublicKey),
			int64(k.SignCount), k.BackupEligible, created, usedNanos(k.Used))
		if tx.Taken(err) {
			err = online.ErrConflict
		}
		return err
	})
	return wrap(err, what)
}

// usedNanos is a passkey's last use as kept: 0 for never.
func usedNanos(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixNano()
}

// passkeysWhere reads the passkeys where is true of, oldest first.
func (p Profiles) passkeysWhere(ctx context.Context, where string, args ...any) ([]store.Passkey, error) {
	ks := []store.Passkey{}
	var k store.Passkey
	var key string
	var count, created, used int64
	err := p.db.Query(ctx, `SELECT id, profile, name, public_key, sign_count, backup_eligible, created, used
		FROM passkeys WHERE `+where+` ORDER BY created, id COLLATE "C"`, args,
		[]any{&k.ID, &k.Profile, &k.Name, &key, &count, &k.BackupEligible, &created, &used}, func() error {
			pub, err := base64.StdEncoding.DecodeString(key)
			if err != nil {
				return err
			}
			k.PublicKey, k.SignCount, k.Created = pub, uint32(count), time.Unix(0, created)
			k.Used = time.Time{}
			if used != 0 {
				k.Used = time.Unix(0, used)
			}
			ks = append(ks, k)
			return nil
		})
	return ks, err
}

// Passkeys lists a profile's passkeys, oldest first.
func (p Profiles) Passkeys(ctx context.Context, profile string) ([]store.Passkey, error) {
	ks, err := p.passkeysWhere(ctx, `profile = $1`, profile)
	return ks, wrap(err, "listing the passkeys of profile "+profile)
}

// Passkey reads a passkey by its id; ErrNoPasskey if none.
func (p Profiles) Passkey(ctx context.Context, id string) (store.Passkey, error) {
	ks, err := p.passkeysWhere(ctx, `id = $1`, id)
	switch {
	case err != nil:
		return store.Passkey{}, wrap(err, "reading a passkey")
	case len(ks) == 0:
		return store.Passkey{}, store.ErrNoPasskey
	}
	return ks[0], nil
}

// UsePasskey records a sign-in with passkey id, in one transaction that
// locks its row: of two sign-ins with one count, one wins and the other
// is ErrCloned.
func (p Profiles) UsePasskey(ctx context.Context, id string, count uint32, at time.Time) error {
	err := p.db.Tx(ctx, false, func(tx DB) error {
		var kept int64
		ok, err := one(ctx, tx, `SELECT sign_count FROM passkeys WHERE id = $1 FOR UPDATE`, []any{id}, &kept)
		switch {
		case err != nil:
			return err
		case !ok:
			return store.ErrNoPasskey
		case int64(count) <= kept && (count != 0 || kept != 0):
			return store.ErrCloned
		}
		_, err = tx.Exec(ctx, `UPDATE passkeys SET sign_count = $2, used = $3 WHERE id = $1`, id, int64(count), usedNanos(at))
		return err
	})
	return wrap(err, "using a passkey")
}

// RemovePasskey forgets passkey id of profile; ErrNoPasskey if the
// profile has none such.
func (p Profiles) RemovePasskey(ctx context.Context, profile, id string) error {
	n, err := p.db.Exec(ctx, `DELETE FROM passkeys WHERE id = $1 AND profile = $2`, id, profile)
	if err == nil && n == 0 {
		err = store.ErrNoPasskey
	}
	return wrap(err, "removing a passkey of profile "+profile)
}

// NewRecoveryCodes replaces a profile's recovery codes; ErrNoProfile if
// it is gone.
func (p Profiles) NewRecoveryCodes(ctx context.Context, profile string, hashes []string, at time.Time) error {
	what := "storing the recovery codes of profile " + profile
	created, err := nanos(at, what)
	if err != nil {
		return err
	}
	err = p.db.Tx(ctx, false, func(tx DB) error {
		if err := live(ctx, tx, profile); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM recovery_codes WHERE profile = $1`, profile); err != nil {
			return err
		}
		for _, h := range hashes {
			_, err := tx.Exec(ctx, `INSERT INTO recovery_codes (hash, profile, created) VALUES ($1, $2, $3)`, h, profile, created)
			if tx.Taken(err) {
				err = online.ErrConflict
			}
			if err != nil {
				return err
			}
		}
		return nil
	})
	return wrap(err, what)
}

// RecoveryCodes says how many recovery codes a profile has left.
func (p Profiles) RecoveryCodes(ctx context.Context, profile string) (int, error) {
	var n int64
	_, err := one(ctx, p.db, `SELECT count(*) FROM recovery_codes WHERE profile = $1`, []any{profile}, &n)
	return int(n), wrap(err, "counting the recovery codes of profile "+profile)
}

// Recover spends a recovery code and says whose it was, in one
// transaction that locks its row: of two spending one code, one wins.
func (p Profiles) Recover(ctx context.Context, hash string) (string, error) {
	var profile string
	err := p.db.Tx(ctx, false, func(tx DB) error {
		ok, err := one(ctx, tx, `SELECT profile FROM recovery_codes WHERE hash = $1 FOR UPDATE`, []any{hash}, &profile)
		switch {
		case err != nil:
			return err
		case !ok:
			return store.ErrNoProfile
		}
		if err := live(ctx, tx, profile); err != nil {
			return err
		}
		n, err := tx.Exec(ctx, `DELETE FROM recovery_codes WHERE hash = $1`, hash)
		if err == nil && n == 0 {
			err = store.ErrNoProfile
		}
		return err
	})
	if err != nil {
		return "", wrap(err, "spending a recovery code")
	}
	return profile, nil
}

// liveAndFree fails with ErrNoProfile unless profile id exists and is
// not deleted (locking its row for the rest of tx), and with ErrConflict
// if a profile has a key of hash keyHash.
func liveAndFree(ctx context.Context, tx DB, id, keyHash string) error {
	if err := live(ctx, tx, id); err != nil {
		return err
	}
	var n int64
	_, err := one(ctx, tx, `SELECT (SELECT count(*) FROM profiles WHERE key_hash = $1)
		+ (SELECT count(*) FROM profile_keys WHERE key_hash = $1)`, []any{keyHash}, &n)
	if err == nil && n > 0 {
		err = online.ErrConflict
	}
	return err
}

// AddKey gives a profile another key; ErrConflict if a profile has its
// hash, ErrNoProfile if the profile is gone.
func (p Profiles) AddKey(ctx context.Context, profile, keyHash string, at time.Time) error {
	what := "giving profile " + profile + " a key"
	created, err := nanos(at, what)
	if err != nil {
		return err
	}
	err = p.db.Tx(ctx, false, func(tx DB) error {
		if err := liveAndFree(ctx, tx, profile, keyHash); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO profile_keys (key_hash, profile, created) VALUES ($1, $2, $3)`, keyHash, profile, created)
		if tx.Taken(err) {
			err = online.ErrConflict
		}
		return err
	})
	return wrap(err, what)
}

// SignOutEverywhere gives a profile a new key and forgets its others, in
// one transaction, which tells of it (DB.TellSignOut).
func (p Profiles) SignOutEverywhere(ctx context.Context, profile, keyHash string) error {
	err := p.db.Tx(ctx, false, func(tx DB) error {
		if err := liveAndFree(ctx, tx, profile, keyHash); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `DELETE FROM profile_keys WHERE profile = $1`, profile); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `UPDATE profiles SET key_hash = $2 WHERE id = $1`, profile, keyHash)
		if tx.Taken(err) {
			return online.ErrConflict
		}
		if err != nil {
			return err
		}
		return tx.TellSignOut(ctx, profile)
	})
	return wrap(err, "signing profile "+profile+" out everywhere")
}

// forgetKeys forgets the passkeys, recovery codes and other keys of
// profile id, which is being deleted.
func forgetKeys(ctx context.Context, tx DB, id string) error {
	for _, table := range []string{"passkeys", "recovery_codes", "profile_keys"} {
		if _, err := tx.Exec(ctx, `DELETE FROM `+table+` WHERE profile = $1`, id); err != nil {
			return err
		}
	}
	return nil
}
