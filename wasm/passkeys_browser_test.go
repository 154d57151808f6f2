package main

import (
	"context"
	"net"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/webauthn"
	"github.com/chromedp/chromedp"
)

// usePasskeys is issue 50's ways in, in the browser, on a server whose
// relying party is localhost, at http://localhost:PORT: Ann adds a
// passkey on her profile's Ways to sign in (Chromium's virtual
// authenticator) and makes ten recovery codes; a second browser
// profile, empty, holding a copy of her passkey, signs in with it from
// the menu as Ann; a third signs in with one of her codes, which a
// fourth then cannot use; her signing out everywhere signs the second
// out. The page by its address says passkeys are not here.
func usePasskeys(t *testing.T, s *site, dir string) {
	bin, addr, db := serverBinary(t)
	serveSite(t, bin, addr, db, dir, "-rp-id", "localhost")
	_, port, _ := net.SplitHostPort(addr)
	url := "http://localhost:" + port + "/"

	// 1. Ann's passkey, made on her profile's Ways to sign in.
	ann := s.openFor(t, lite, url, nil, tabLife)
	annKey := ann.authenticator()
	ann.signUp("Ann")
	ann.act("profile")
	ann.waitFor("Ann's page", func(st map[string]any) bool { return st["scene"] == "profile" && st["loaded"] == true && settled(st) })
	ann.act("keys")
	st := ann.waitFor("Ways to sign in", func(st map[string]any) bool { return st["scene"] == "keys" && st["loaded"] == true && settled(st) })
	if st["can"] != true {
		t.Fatalf("http://localhost takes no passkeys: %v", st["why"])
	}
	ann.act("add")
	ann.waitFor("the passkey's name", func(st map[string]any) bool { return st["mode"] == "naming" && settled(st) })
	bothSizes(t, ann, "keys-add")
	ann.act("ok")
	st = ann.waitFor("Ann's passkey", func(st map[string]any) bool {
		return st["mode"] == "viewing" && len(anyStrings(st["passkeys"])) == 1 && settled(st)
	})
	if name := anyStrings(st["passkeys"])[0]; !strings.HasPrefix(name, "Passkey of ") {
		t.Errorf("the passkey is named %q", name)
	}

	// 2. Ten recovery codes, shown once, printable.
	ann.act("codes")
	ann.act("ok")
	st = ann.waitFor("the codes", func(st map[string]any) bool { return st["mode"] == "showing" && settled(st) })
	codes := anyStrings(st["shown"])
	if len(codes) != 10 {
		t.Fatalf("%d codes shown", len(codes))
	}
	bothSizes(t, ann, "keys-codes")
	if said := eval[string](ann, `document.getElementById('reader').textContent`); !strings.Contains(said, "Code 10: "+codes[9]) {
		t.Errorf("the reader's document does not read the codes: %q", said)
	}
	ann.act("print")
	if doc := eval[string](ann, `(function () { const f = document.getElementById('parlor-print'); return f ? f.contentDocument.body.textContent : ''; })()`); !strings.Contains(doc, codes[0]) || !strings.Contains(doc, codes[9]) {
		t.Errorf("the page to print: %q", doc)
	}
	ann.act("ok")
	bothSizes(t, ann, "keys-page")

	// 3. Another browser profile, empty, with a copy of the passkey.
	bo := s.openFor(t, lite, url, nil, tabLife)
	bo.authenticator(ann.credentials(annKey)...)
	bo.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
	bothSizes(t, bo, "menu-sign-in")
	bo.act("signin")
	bo.waitFor("Bo's page signed in as Ann", func(st map[string]any) bool { return st["scene"] == "lobby" && st["me"] == "Ann" && settled(st) })

	// 4. A recovery code signs in once, and never again.
	cy := s.openFor(t, lite, url, nil, tabLife)
	cy.authenticator() // none of Ann's: the browser's question fails
	cy.signInWithCode(codes[4])
	cy.waitFor("Cy's page signed in as Ann", func(st map[string]any) bool { return st["scene"] == "lobby" && st["me"] == "Ann" && settled(st) })
	di := s.openFor(t, lite, url, nil, tabLife)
	di.authenticator()
	di.signInWithCode(codes[4])
	st = di.waitFor("the spent code refused", func(st map[string]any) bool { return st["failed"] == true && settled(st) })
	if msg, _ := st["message"].(string); !strings.Contains(msg, "signs in no one") {
		t.Errorf("a spent code: %q", msg)
	}

	// 5. Sign out everywhere: Ann's page stays in; Bo's, by the passkey,
	// is out, and its lobby asks a name for a new profile.
	ann.act("everywhere")
	bothSizes(t, ann, "keys-sign-out-everywhere")
	ann.act("ok")
	ann.waitFor("signed out everywhere", func(st map[string]any) bool {
		msg, _ := st["message"].(string)
		return strings.Contains(msg, "Every other device is signed out") && settled(st)
	})
	bo.reload()
	bo.act("lobby")
	bo.waitFor("Bo's page signed out", func(st map[string]any) bool { return st["scene"] == "lobby" && st["stage"] == "name" && settled(st) })
	ann.act("back")
	ann.waitFor("Ann's page, signed in still", func(st map[string]any) bool {
		return st["scene"] == "profile" && st["loaded"] == true && st["name"] == "Ann" && settled(st)
	})

	// 6. The page by its address: no passkeys there, and why.
	ip := s.openFor(t, litePhone, "http://"+addr+"/", nil, tabLife)
	ip.act("signin")
	st = ip.waitFor("the sign-in", func(st map[string]any) bool { return st["scene"] == "sign-in" && settled(st) })
	if st["passkeys"] != false || !strings.Contains(st["why"].(string), "address") {
		t.Errorf("the page by address offers passkeys: %v", brief(st))
	}
	if _, ok := st["targets"].(map[string]any)["passkey"]; ok {
		t.Error("the page by address has a passkey button")
	}
	bothSizes(t, ip, "sign-in-by-address")
}

// signInWithCode opens the menu's Sign in and signs in with code.
func (p *page) signInWithCode(code string) {
	p.t.Helper()
	p.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
	p.act("signin")
	p.waitFor("the sign-in", func(st map[string]any) bool { return st["scene"] == "sign-in" && settled(st) })
	p.act("code")
	if err := chromedp.Do(p.ctx, chromedp.KeyEvent(code)); err != nil {
		p.t.Fatal(err)
	}
	p.waitFor("the code typed", func(st map[string]any) bool { return st["code"] == code })
	p.act("use")
}

// authenticator gives the page's tab a virtual authenticator of
// Chromium's (CTAP2, internal, resident keys, the user verified and
// present at once) holding creds, and returns its id.
func (p *page) authenticator(creds ...*webauthn.Credential) webauthn.AuthenticatorID {
	p.t.Helper()
	var id webauthn.AuthenticatorID
	err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if _, err := cdp.Call(ctx, t, webauthn.Enable, webauthn.EnableParams{}); err != nil {
			return err
		}
		r, err := cdp.Call(ctx, t, webauthn.AddVirtualAuthenticator, webauthn.AddVirtualAuthenticatorParams{Options: &webauthn.VirtualAuthenticatorOptions{
			Protocol: webauthn.AuthenticatorProtocolCtap2, Transport: webauthn.AuthenticatorTransportInternal,
			HasResidentKey: true, HasUserVerification: true, IsUserVerified: true, AutomaticPresenceSimulation: true}})
		if err != nil {
			return err
		}
		id = r.AuthenticatorID
		for _, c := range creds {
			// The credential as another authenticator holds it: its
			// keys, user and counter, and none of the CMTG extension's
			// fields, which webauthn.Credential always writes and this
			// authenticator refuses.
			type credential struct {
				CredentialID         []byte  `json:"credentialId"`
				IsResidentCredential bool    `json:"isResidentCredential"`
				RpID                 string  `json:"rpId"`
				PrivateKey           []byte  `json:"privateKey"`
				UserHandle           []byte  `json:"userHandle"`
				SignCount            float64 `json:"signCount"`
			}
			params := struct {
				AuthenticatorID webauthn.AuthenticatorID `json:"authenticatorId"`
				Credential      credential               `json:"credential"`
			}{id, credential{c.CredentialID, c.IsResidentCredential, c.RpID, c.PrivateKey, c.UserHandle, c.SignCount}}
			if err := t.Call(ctx, webauthn.CommandAddCredential, params, nil); err != nil {
				return err
			}
		}
		return nil
	}))
	if err != nil {
		p.t.Fatalf("a virtual authenticator: %v", err)
	}
	return id
}

// credentials are the credentials the page's authenticator id holds.
func (p *page) credentials(id webauthn.AuthenticatorID) []*webauthn.Credential {
	p.t.Helper()
	var creds []*webauthn.Credential
	err := chromedp.Do(p.ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		r, err := cdp.Call(ctx, t, webauthn.GetCredentials, webauthn.GetCredentialsParams{AuthenticatorID: id})
		creds = r.Credentials
		return err
	}))
	if err != nil || len(creds) != 1 || !slices.ContainsFunc(creds, func(c *webauthn.Credential) bool { return c.IsResidentCredential }) {
		p.t.Fatalf("the authenticator's credentials: %v (%v)", creds, err)
	}
	return creds
}
