//go:build !js

package server

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"time"

	wprotocol "github.com/go-webauthn/webauthn/protocol"
	"github.com/go-webauthn/webauthn/webauthn"

	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// ceremony is a WebAuthn ceremony a connection began (passkey-options)
// and has not finished: its purpose, the profile it adds a passkey to
// (PurposeAdd), and the session the relying party keeps, with its
// challenge. A connection has one at most; finishing it, or beginning
// another, ends it: a challenge is answered once.
type ceremony struct {
	purpose string
	profile string
	session webauthn.SessionData
	// expires is when its challenge may be answered no more, by the
	// server's clock (Config.Clock).
	expires time.Time
}

// passkeyUser is a profile as the relying party sees it: its id is the
// WebAuthn user handle, which a discoverable credential gives back.
type passkeyUser struct {
	p     onlinelobby.Profile
	creds []webauthn.Credential
}

func (u passkeyUser) WebAuthnID() []byte                         { return []byte(u.p.ID) }
func (u passkeyUser) WebAuthnName() string                       { return u.p.Name }
func (u passkeyUser) WebAuthnDisplayName() string                { return u.p.Name }
func (u passkeyUser) WebAuthnCredentials() []webauthn.Credential { return u.creds }

// credentialOf is a stored passkey as the relying party checks it.
func credentialOf(k store.Passkey) webauthn.Credential {
	return webauthn.Credential{
		ID:            rawID(k.ID),
		PublicKey:     k.PublicKey,
		Flags:         webauthn.CredentialFlags{BackupEligible: k.BackupEligible},
		Authenticator: webauthn.Authenticator{SignCount: k.SignCount},
	}
}

// rawID is a stored passkey's id as bytes (the store keeps what
// passkeyID wrote).
func rawID(id string) []byte {
	b, _ := base64.RawURLEncoding.DecodeString(id)
	return b
}

// passkeyID is how a credential's id is kept and shown.
func passkeyID(raw []byte) string { return base64.RawURLEncoding.EncodeToString(raw) }

// keyStore is the store's Keys, or the error that says it keeps none.
func (l *lobby) keyStore() (store.Keys, *online.Error) {
	k, ok := l.s.c.Store.(store.Keys)
	if !ok {
		return nil, online.Errorf(online.ErrInternal, "this server's store keeps no passkeys nor recovery codes")
	}
	return k, nil
}

// handleKeys answers a message of passkeys or recovery codes, on c's
// reading goroutine; the messages that need a profile come when c has
// one.
func (l *lobby) handleKeys(ctx context.Context, c *conn, m protocol.Message) *online.Error {
	ks, e := l.keyStore()
	if e != nil {
		return e
	}
	switch m := m.(type) {
	case protocol.PasskeyOptions:
		return l.passkeyOptions(ctx, c, ks, m.Purpose)
	case protocol.PasskeySignIn:
		return l.passkeySignIn(ctx, c, ks, m.Credential)
	case protocol.Recover:
		return l.recover(ctx, c, ks, m.Code)
	}
	if c.profile.ID == "" {
		return online.Errorf(online.ErrProfileNeeded, "%s needs a profile: send profile or new-profile first", m.Type())
	}
	switch m := m.(type) {
	case protocol.AddPasskey:
		return l.addPasskey(ctx, c, ks, m.Name, m.Credential)
	case protocol.ListPasskeys:
		return l.passkeys(ctx, c, ks)
	case protocol.RemovePasskey:
		if err := ks.RemovePasskey(ctx, c.profile.ID, m.ID); errors.Is(err, store.ErrNoPasskey) {
			return online.Errorf(online.ErrBadToken, "the profile has no such passkey")
		} else if err != nil {
			return l.stored(err, "remove the passkey")
		}
		return l.passkeys(ctx, c, ks)
	case protocol.NewRecoveryCodes:
		return l.recoveryCodes(ctx, c, ks)
	case protocol.SignOutEverywhere:
		return l.signOutEverywhere(ctx, c, ks)
	}
	return online.Errorf(online.ErrUnknownType, "there is no message of type %q", m.Type())
}

// passkeyOptions begins a ceremony: a new challenge, for c alone, and
// the options for the browser. Adding a passkey needs a profile, whose
// passkeys the browser is told not to make again.
func (l *lobby) passkeyOptions(ctx context.Context, c *conn, ks store.Keys, purpose string) *online.Error {
	c.ceremony = nil
	rp, e := l.s.keys.party()
	if e != nil {
		return e
	}
	var options any
	var session *webauthn.SessionData
	var err error
	switch purpose {
	case protocol.PurposeAdd:
		if c.profile.ID == "" {
			return online.Errorf(online.ErrProfileNeeded, "adding a passkey needs a profile: send profile or new-profile first")
		}
		u, e := l.user(ctx, ks, c.profile)
		if e != nil {
			return e
		}
		var creation *wprotocol.CredentialCreation
		creation, session, err = rp.BeginRegistration(u,
			webauthn.WithResidentKeyRequirement(wprotocol.ResidentKeyRequirementRequired),
			webauthn.WithConveyancePreference(wprotocol.PreferNoAttestation),
			webauthn.WithExclusions(webauthn.Credentials(u.creds).CredentialDescriptors()))
		if creation != nil {
			options = creation.Response
		}
	default:
		var assertion *wprotocol.CredentialAssertion
		assertion, session, err = rp.BeginDiscoverableLogin(webauthn.WithUserVerification(wprotocol.VerificationPreferred))
		if assertion != nil {
			options = assertion.Response
		}
	}
	if err != nil {
		return l.stored(err, "begin the passkey's ceremony")
	}
	b, err := json.Marshal(options)
	if err != nil {
		return l.stored(err, "begin the passkey's ceremony")
	}
	c.ceremony = &ceremony{purpose: purpose, profile: c.profile.ID, session: *session, expires: l.s.c.Clock.Now().Add(ceremonyTime)}
	c.send(protocol.CeremonyOptions{Purpose: purpose, Options: b})
	return nil
}

// user is profile p with its passkeys, as the relying party sees it.
func (l *lobby) user(ctx context.Context, ks store.Keys, p onlinelobby.Profile) (passkeyUser, *online.Error) {
	pks, err := ks.Passkeys(ctx, p.ID)
	if err != nil {
		return passkeyUser{}, l.stored(err, "read the passkeys")
	}
	u := passkeyUser{p: p}
	for _, k := range pks {
		u.creds = append(u.creds, credentialOf(k))
	}
	return u, nil
}

// take ends c's ceremony and returns it, if it is one of purpose still
// to be answered at time now.
func (c *conn) take(purpose string, now time.Time) (*ceremony, *online.Error) {
	cer := c.ceremony
	c.ceremony = nil
	switch {
	case cer == nil || cer.purpose != purpose:
		return nil, online.Errorf(online.ErrPasskey, "no passkey challenge to answer: send passkey-options with purpose %q first (a challenge is answered once)", purpose)
	case now.After(cer.expires):
		return nil, online.Errorf(online.ErrPasskey, "the passkey's challenge has expired: send passkey-options again")
	}
	return cer, nil
}

// refused is the error of a passkey's proof that does not hold, as the
// relying party says why (never with the values it compared).
func refused(err error) *online.Error {
	why := err.Error()
	var we *wprotocol.Error
	if errors.As(err, &we) && we.Details != "" {
		why = we.Details
	}
	return online.Errorf(online.ErrPasskey, "the passkey was refused: %s", why)
}

// addPasskey finishes adding a passkey to c's profile: the ceremony must
// be c's, begun for the same profile.
func (l *lobby) addPasskey(ctx context.Context, c *conn, ks store.Keys, name string, cred []byte) *online.Error {
	cer, e := c.take(protocol.PurposeAdd, l.s.c.Clock.Now())
	if e != nil {
		return e
	}
	rp, e := l.s.keys.party()
	if e != nil {
		return e
	}
	if cer.profile != c.profile.ID {
		return online.Errorf(online.ErrPasskey, "the passkey's challenge was given to another profile: send passkey-options again")
	}
	name, e = online.CleanName(name)
	if e != nil {
		return e
	}
	parsed, err := wprotocol.ParseCredentialCreationResponseBody(bytes.NewReader(cred))
	if err != nil {
		return refused(err)
	}
	u, e := l.user(ctx, ks, c.profile)
	if e != nil {
		return e
	}
	made, err := rp.CreateCredential(u, cer.session, parsed)
	if err != nil {
		return refused(err)
	}
	k := store.Passkey{ID: passkeyID(made.ID), Profile: c.profile.ID, Name: name, PublicKey: made.PublicKey,
		SignCount: made.Authenticator.SignCount, BackupEligible: made.Flags.BackupEligible, Created: time.Now().UTC()}
	switch err := ks.AddPasskey(ctx, k); {
	case errors.Is(err, online.ErrConflict):
		return online.Errorf(online.ErrPasskey, "the passkey was refused: this credential is a passkey already")
	case errors.Is(err, store.ErrNoProfile):
		return online.Errorf(online.ErrBadToken, "there is no such profile")
	case err != nil:
		return l.stored(err, "add the passkey")
	}
	return l.passkeys(ctx, c, ks)
}

// passkeySignIn finishes signing in with a passkey: the profile is the
// credential's, whose user handle must be its own; the browser gets a
// key of its own for the profile.
func (l *lobby) passkeySignIn(ctx context.Context, c *conn, ks store.Keys, cred []byte) *online.Error {
	cer, e := c.take(protocol.PurposeSignIn, l.s.c.Clock.Now())
	if e != nil {
		return e
	}
	rp, e := l.s.keys.party()
	if e != nil {
		return e
	}
	parsed, err := wprotocol.ParseCredentialRequestResponseBody(bytes.NewReader(cred))
	if err != nil {
		return refused(err)
	}
	var failed error // the store's failure, apart from a refusal
	var who onlinelobby.Profile
	find := func(rawID, handle []byte) (webauthn.User, error) {
		k, err := ks.Passkey(ctx, passkeyID(rawID))
		switch {
		case errors.Is(err, store.ErrNoPasskey):
			return nil, errors.New("no profile has this passkey (it may have been removed)")
		case err != nil:
			failed = err
			return nil, errors.New("the server could not read the passkey")
		case k.Profile != string(handle):
			return nil, errors.New("the passkey is another profile's")
		}
		p, err := l.p.Profile(ctx, k.Profile)
		switch {
		case errors.Is(err, store.ErrNoProfile) || err == nil && p.Deleted:
			return nil, errors.New("the passkey's profile was deleted")
		case err != nil:
			failed = err
			return nil, errors.New("the server could not read the profile")
		}
		who = p
		return passkeyUser{p: p, creds: []webauthn.Credential{credentialOf(k)}}, nil
	}
	_, used, err := rp.ValidatePasskeyLogin(find, cer.session, parsed)
	switch {
	case failed != nil:
		return l.stored(failed, "read the passkey")
	case err != nil:
		return refused(err)
	case used.Authenticator.CloneWarning:
		return online.Errorf(online.ErrPasskey, "the passkey was refused: its authenticator counted back, as a copy of it would; remove the passkey and add it again")
	}
	switch err := ks.UsePasskey(ctx, passkeyID(used.ID), used.Authenticator.SignCount, time.Now().UTC()); {
	case errors.Is(err, store.ErrCloned):
		return online.Errorf(online.ErrPasskey, "the passkey was refused: its authenticator counted back, as a copy of it would; remove the passkey and add it again")
	case errors.Is(err, store.ErrNoPasskey):
		return online.Errorf(online.ErrPasskey, "the passkey was refused: no profile has this passkey (it may have been removed)")
	case err != nil:
		return l.stored(err, "sign in with the passkey")
	}
	return l.signInWithNewKey(ctx, c, ks, who)
}

// signInWithNewKey gives profile p a new key, for the browser on c,
// signs c in as p and answers with p's page, the key in it.
func (l *lobby) signInWithNewKey(ctx context.Context, c *conn, ks store.Keys, p onlinelobby.Profile) *online.Error {
	key, err := online.NewToken(l.s.c.Random)
	if err != nil {
		return l.stored(err, "sign in")
	}
	switch err := ks.AddKey(ctx, p.ID, online.Hash(key), time.Now().UTC()); {
	case errors.Is(err, store.ErrNoProfile):
		return online.Errorf(online.ErrBadToken, "there is no such profile")
	case err != nil:
		return l.stored(err, "sign in")
	}
	if err := l.load(ctx); err != nil {
		return online.Errorf(online.ErrInternal, "the server could not read the lobby; try again")
	}
	c.profile = keyed(p, key)
	l.signIn(c, c.profile)
	return l.whois(ctx, c, p.ID, key)
}

// passkeys answers with c's profile's passkeys and how many recovery
// codes it has left.
func (l *lobby) passkeys(ctx context.Context, c *conn, ks store.Keys) *online.Error {
	pks, err := ks.Passkeys(ctx, c.profile.ID)
	if err != nil {
		return l.stored(err, "read the passkeys")
	}
	n, err := ks.RecoveryCodes(ctx, c.profile.ID)
	if err != nil {
		return l.stored(err, "read the recovery codes")
	}
	m := protocol.Passkeys{Passkeys: make([]protocol.PasskeyInfo, len(pks)), Codes: n}
	for i, k := range pks {
		m.Passkeys[i] = protocol.PasskeyInfo{ID: k.ID, Name: k.Name, Created: k.Created.UnixMilli()}
		if !k.Used.IsZero() {
			m.Passkeys[i].Used = k.Used.UnixMilli()
		}
	}
	c.send(m)
	return nil
}
