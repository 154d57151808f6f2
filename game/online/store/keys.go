package store

import (
	"context"
	"errors"
	"time"
)

// Keys keeps what signs a profile in besides its key: its passkeys (only
// their public keys), its recovery codes (only their hashes), and the
// keys given to the browsers a passkey or a code signed in (only their
// hashes: Profiles.ProfileByKey finds the profile by any of them). The
// SQLite and PostgreSQL stores, and memstore.Store, are Keys too, and
// their Profiles.DeleteProfile forgets all of a profile's. Every method
// is safe for concurrent use.
type Keys interface {
	// AddPasskey stores a new passkey of a profile not deleted;
	// ErrConflict if its id is taken (by any profile), ErrNoProfile if
	// the profile is gone.
	AddPasskey(ctx context.Context, p Passkey) error
	// Passkeys lists a profile's passkeys, oldest first (then by id).
	Passkeys(ctx context.Context, profile string) ([]Passkey, error)
	// Passkey reads a passkey by its id; ErrNoPasskey if none.
	Passkey(ctx context.Context, id string) (Passkey, error)
	// UsePasskey records a sign-in with passkey id at time at, whose
	// authenticator counted count: it becomes the passkey's SignCount if
	// it is greater than the one kept, or both are 0 (an authenticator
	// that counts nothing). A count not greater, from an authenticator
	// that counts, is a clone's: ErrCloned, writing nothing. ErrNoPasskey
	// if there is no such passkey.
	UsePasskey(ctx context.Context, id string, count uint32, at time.Time) error
	// RemovePasskey forgets passkey id of profile; ErrNoPasskey if the
	// profile has no such passkey.
	RemovePasskey(ctx context.Context, profile, id string) error

	// NewRecoveryCodes replaces the recovery codes of a profile not
	// deleted with the codes of these hashes; ErrNoProfile if it is gone.
	NewRecoveryCodes(ctx context.Context, profile string, hashes []string, at time.Time) error
	// RecoveryCodes says how many recovery codes a profile has left.
	RecoveryCodes(ctx context.Context, profile string) (int, error)
	// Recover spends the recovery code whose hash is given, and says
	// whose it was; ErrNoProfile, spending nothing, if no profile not
	// deleted has it. Two calls with one code: one wins.
	Recover(ctx context.Context, hash string) (profile string, err error)

	// AddKey gives a profile not deleted another key, of hash keyHash,
	// made at time at (a browser's, signed in by a passkey or a code);
	// ErrConflict if a profile has that hash, ErrNoProfile if the
	// profile is gone.
	AddKey(ctx context.Context, profile, keyHash string, at time.Time) error
	// SignOutEverywhere makes keyHash the hash of the key of a profile
	// not deleted and forgets every other key it had (AddKey's): none of
	// them signs in any more. Its passkeys and recovery codes stay.
	// ErrNoProfile if it is gone; ErrConflict if a profile has keyHash.
	SignOutEverywhere(ctx context.Context, profile, keyHash string) error
}

// Passkey is a profile's WebAuthn credential, as the store keeps it:
// what checks its signatures, never a secret.
type Passkey struct {
	// ID is the credential's id in URL-safe base64 without padding.
	ID      string
	Profile string
	// Name is what its owner called it ("Phone"): CleanName's rules.
	Name string
	// PublicKey is the credential's public key, COSE-encoded, as the
	// authenticator gave it.
	PublicKey []byte
	// SignCount is the authenticator's count at its last use (0 for an
	// authenticator that counts nothing).
	SignCount uint32
	// BackupEligible is whether the authenticator said, when the passkey
	// was made, that it may be synced to other devices: it may not change.
	BackupEligible bool
	// Created is when it was added; Used when it last signed in (the
	// zero time for never).
	Created, Used time.Time
}

// ErrNoPasskey and ErrCloned are the key store's refusals.
var (
	ErrNoPasskey = errors.New("there is no such passkey")
	ErrCloned    = errors.New("the passkey's authenticator counted back: a clone of it may exist")
)
