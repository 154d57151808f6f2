package protocol

import (
	"bytes"
	"encoding/json"
	"errors"

	"parlor/game/online"
)

// The messages of passkeys, recovery codes and signing out everywhere:
// PROTOCOL.md's section "Passkeys and recovery codes". They are the
// lobby's (Scope Lobby): the lobby's connection is signed in already.

// Message types of the profiles' other ways in a client sends.
const (
	TypePasskeyOptions    = "passkey-options"     // begin a ceremony: a challenge and the options for the browser
	TypeAddPasskey        = "add-passkey"         // finish adding a passkey to the profile signed in
	TypePasskey           = "passkey"             // finish signing in with a passkey
	TypePasskeys          = "passkeys"            // the profile's passkeys
	TypeRemovePasskey     = "remove-passkey"      // forget one of the profile's passkeys
	TypeRecoveryCodes     = "recovery-codes"      // ten new recovery codes, shown once
	TypeRecover           = "recover"             // sign in with a recovery code, which is spent
	TypeSignOutEverywhere = "sign-out-everywhere" // a new key for the profile; every other one signs in no more
)

// The purposes of a WebAuthn ceremony (PasskeyOptions.Purpose).
const (
	PurposeAdd    = "add"     // registration: a new passkey for the profile signed in
	PurposeSignIn = "sign-in" // authentication: any profile's passkey, discoverable
)

// PasskeyOptions begins a WebAuthn ceremony of Purpose (PurposeAdd or
// PurposeSignIn).
type PasskeyOptions struct {
	Purpose string `json:"purpose,omitempty"`
}

// AddPasskey finishes adding a passkey named Name: Credential is the
// browser's PublicKeyCredential, as its toJSON writes it.
type AddPasskey struct {
	Name       string     `json:"name,omitempty"`
	Credential JSONObject `json:"credential,omitempty"`
}

// PasskeySignIn finishes signing in with a passkey (type "passkey"):
// Credential is the browser's PublicKeyCredential, as its toJSON writes
// it.
type PasskeySignIn struct {
	Credential JSONObject `json:"credential,omitempty"`
}

// ListPasskeys asks for the profile's passkeys (type "passkeys").
type ListPasskeys struct{}

// RemovePasskey forgets the profile's passkey of id ID.
type RemovePasskey struct {
	ID string `json:"id,omitempty"`
}

// NewRecoveryCodes asks for ten new recovery codes (type
// "recovery-codes"): the old ones spend no more.
type NewRecoveryCodes struct{}

// Recover signs in with a recovery Code, which is spent.
type Recover struct {
	Code string `json:"code,omitempty"`
}

// SignOutEverywhere gives the profile a new key: no other signs it in.
type SignOutEverywhere struct{}

// Type is "passkey-options".
func (PasskeyOptions) Type() string { return TypePasskeyOptions }

// Type is "add-passkey".
func (AddPasskey) Type() string { return TypeAddPasskey }

// Type is "passkey".
func (PasskeySignIn) Type() string { return TypePasskey }

// Type is "passkeys".
func (ListPasskeys) Type() string { return TypePasskeys }

// Type is "remove-passkey".
func (RemovePasskey) Type() string { return TypeRemovePasskey }

// Type is "recovery-codes".
func (NewRecoveryCodes) Type() string { return TypeRecoveryCodes }

// Type is "recover".
func (Recover) Type() string { return TypeRecover }

// Type is "sign-out-everywhere".
func (SignOutEverywhere) Type() string { return TypeSignOutEverywhere }

// CeremonyOptions answers passkey-options (type "passkey-options"): the
// ceremony's Purpose, and the Options to hand the browser, as
// PublicKeyCredential.parseCreationOptionsFromJSON (add) or
// parseRequestOptionsFromJSON (sign-in) takes them.
type CeremonyOptions struct {
	Purpose string     `json:"purpose"`
	Options JSONObject `json:"options"`
}

// Passkeys lists the profile's passkeys, oldest first, and how many
// recovery Codes it has left.
type Passkeys struct {
	Passkeys []PasskeyInfo `json:"passkeys"`
	Codes    int           `json:"codes"`
}

// PasskeyInfo is one of a profile's passkeys as its owner sees it: its
// credential's id (URL-safe base64), its name, and when it was added and
// last signed in (Unix milliseconds; Used 0 for never).
type PasskeyInfo struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Created int64  `json:"created"`
	Used    int64  `json:"used"`
}

// RecoveryCodes are ten new recovery codes (type "recovery-codes"),
// sent once.
type RecoveryCodes struct {
	Codes []string `json:"codes"`
}

// Type is "passkey-options".
func (CeremonyOptions) Type() string { return TypePasskeyOptions }

// Type is "passkeys".
func (Passkeys) Type() string { return TypePasskeys }

// Type is "recovery-codes".
func (RecoveryCodes) Type() string { return TypeRecoveryCodes }

// JSONObject is a JSON object carried as it is (WebAuthn's own
// structures), compacted and with <, > and & escaped as Marshal writes
// them, so that it reads back the same; empty, it is written {}.
type JSONObject []byte

// MarshalJSON writes the object, {} if it is empty.
func (o JSONObject) MarshalJSON() ([]byte, error) {
	if len(o) == 0 {
		return []byte("{}"), nil
	}
	return o, nil
}

// UnmarshalJSON keeps b, which must be a JSON object.
func (o *JSONObject) UnmarshalJSON(b []byte) error {
	if len(b) == 0 || b[0] != '{' {
		return errors.New("not a JSON object")
	}
	var c, esc bytes.Buffer
	if err := json.Compact(&c, b); err != nil {
		return err
	}
	json.HTMLEscape(&esc, c.Bytes())
	*o = esc.Bytes()
	return nil
}

// decodeKeys checks the form of a message of passkeys or recovery codes.
func decodeKeys(m message, str func(name, v string, need bool, max int) *online.Error) *online.Error {
	switch m.Type {
	case TypePasskeyOptions:
		if m.Purpose != PurposeAdd && m.Purpose != PurposeSignIn {
			return online.Errorf(online.ErrBadMessage, "passkey-options needs \"purpose\": %q or %q", PurposeAdd, PurposeSignIn)
		}
	case TypeAddPasskey:
		name, e := online.CleanName(m.Name)
		if e == nil && name == "" {
			e = online.Errorf(online.ErrBadMessage, "a passkey needs a name: 1 to %d characters", online.MaxName)
		}
		if e == nil && len(m.Credential) == 0 {
			e = online.Errorf(online.ErrBadMessage, "add-passkey needs \"credential\": the browser's new credential")
		}
		return e
	case TypePasskey:
		if len(m.Credential) == 0 {
			return online.Errorf(online.ErrBadMessage, "passkey needs \"credential\": the browser's assertion")
		}
	case TypeRemovePasskey:
		return str("id", m.ID, true, 1400) // a credential's id is at most 1,023 bytes
	case TypeRecover:
		// Of any length, as a key: a wrong one is bad-token.
		return str("code", m.Code, true, 64)
	}
	return decodeChallenges(m, str)
}
