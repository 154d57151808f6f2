package client

import (
	"context"

	"parlor/game/online/protocol"
)

// The profile's other ways in (PROTOCOL.md, Passkeys and recovery
// codes): the messages of the two WebAuthn ceremonies, which the page
// sends around the browser's navigator.credentials, and the typed calls
// of a Lobby. The desktop program and the terminal keep their key file:
// passkeys are the browser's; a recovery code works anywhere.

// PasskeyOptions begins a WebAuthn ceremony of purpose
// (protocol.PurposeAdd or protocol.PurposeSignIn): its answer,
// protocol.CeremonyOptions, carries the options for the browser.
func PasskeyOptions(purpose string) protocol.PasskeyOptions {
	return protocol.PasskeyOptions{Purpose: purpose}
}

// AddPasskey finishes adding a passkey named name: credential is the
// browser's new PublicKeyCredential, as its toJSON writes it.
func AddPasskey(name string, credential []byte) protocol.AddPasskey {
	return protocol.AddPasskey{Name: name, Credential: credential}
}

// PasskeySignIn finishes signing in with a passkey: credential is the
// browser's assertion, as its toJSON writes it. The answer is the
// profile's page, with a key for this device.
func PasskeySignIn(credential []byte) protocol.PasskeySignIn {
	return protocol.PasskeySignIn{Credential: credential}
}

// RecoveredKey signs in on site's game server with a recovery code,
// which is spent, and returns the key the server gave this device for
// the code's profile (keep it, and OpenLobby with it).
func RecoveredKey(ctx context.Context, site, code string) (string, error) {
	conn, err := Connect(ctx, site)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	p, err := exchange[protocol.ProfilePage](conn, protocol.Recover{Code: code})
	if err != nil {
		return "", err
	}
	return p.Key, nil
}

// Passkeys asks for the profile's passkeys and how many recovery codes
// it has left (protocol.Passkeys, through Take).
func (l *Lobby) Passkeys() error { return l.Send(protocol.ListPasskeys{}) }

// RemovePasskey forgets the profile's passkey whose id is id; the
// passkeys left come through Take.
func (l *Lobby) RemovePasskey(id string) error { return l.Send(protocol.RemovePasskey{ID: id}) }

// NewRecoveryCodes asks for ten new recovery codes, which replace the
// old ones: they come once, through Take (protocol.RecoveryCodes).
func (l *Lobby) NewRecoveryCodes() error { return l.Send(protocol.NewRecoveryCodes{}) }

// SignOutEverywhere gives the profile a new key, which Take keeps in Key
// (keep it): no other signs in any more, and the connection, signed in
// again with it after a drop, stays signed in.
func (l *Lobby) SignOutEverywhere() error { return l.Send(protocol.SignOutEverywhere{}) }
