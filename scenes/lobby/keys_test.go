//go:build !js

package lobby

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// actionIDs are the ids of sp's actions, and of its dialog's.
func actionIDs(sp *ui.Speech) []string {
	var ids []string
	for _, a := range sp.Actions {
		ids = append(ids, a.ID)
	}
	if sp.Dialog != nil {
		for _, a := range sp.Dialog.Actions {
			ids = append(ids, "dialog:"+a.ID)
		}
	}
	return ids
}

// TestWaysToSignIn opens Ways to sign in from the own profile page (on
// the desktop: no passkey controls, and why), makes ten recovery codes,
// which the page shows once and the reader reads, one a line, and looks
// at the page and the codes at desktop and phone sizes.
func TestWaysToSignIn(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	me := signIn(t, site, "Ann")
	o, h := newOpener()
	if err := h.Store(client.ProfileKey(site), me.Key); err != nil {
		t.Fatal(err)
	}
	p := uitest.NewScreen(t, 1100, 760, 1, o.profilePage(site, me, "", nil))
	until(t, p, "the server's answer", func() bool { return p.State("asking") == "" })
	p.Click("keys")
	until(t, p, "Ways to sign in", func() bool { return p.State("scene") == "keys" && p.State("loaded") == true })
	if p.State("can") != false || !strings.Contains(p.State("why").(string), "browser's") {
		t.Errorf("the desktop's page offers passkeys: %v", p.Scene().Probe())
	}
	sp := p.Scene().(ui.Speaker).Speech()
	if got, want := actionIDs(sp), []string{"back", "codes", "everywhere"}; !slices.Equal(got, want) {
		t.Errorf("the page's actions: %v, want %v", got, want)
	}
	if !slices.ContainsFunc(sp.Position, func(l string) bool { return strings.HasPrefix(l, "Passkeys: Passkeys are the browser's") }) {
		t.Errorf("the speech does not say why there are no passkeys here: %q", sp.Position)
	}

	p.Click("codes")
	if p.State("mode") != "asking" {
		t.Fatalf("Make new codes asks nothing first: %v", p.Scene().Probe())
	}
	p.Click("ok")
	until(t, p, "the codes", func() bool { return p.State("mode") == "showing" })
	codes := p.State("shown").([]string)
	if len(codes) != 10 || p.State("codes") != 10 {
		t.Fatalf("%d codes shown, %v left", len(codes), p.State("codes"))
	}
	d := p.Scene().(ui.Speaker).Speech().Dialog
	if d == nil || len(d.Text) != 11 || d.Text[1].Text != "Code 1: "+codes[0] || d.Text[10].Text != "Code 10: "+codes[9] {
		t.Fatalf("the reader's dialog of the codes: %+v", d)
	}
	if got, want := actionIDs(p.Scene().(ui.Speaker).Speech()), []string{"back", "codes", "everywhere", "dialog:print", "dialog:ok"}; !slices.Equal(got, want) {
		t.Errorf("the codes' actions: %v, want %v", got, want)
	}
	k := p.Scene().(*keys)
	for _, sz := range screens {
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], k)
		label := "keys-codes-" + shotName(sz)
		checkLayout(t, label, s, sz)
		s.Save(label)
	}
	p.Idle(1, -1, -1) // laid out again at its own size
	p.Click("ok")
	if p.State("mode") != "viewing" || p.State("shown") != nil && len(p.State("shown").([]string)) > 0 {
		t.Fatalf("Done leaves the codes on show: %v", p.Scene().Probe())
	}
	// The page with passkeys listed, as the browser's shows them.
	k.passkeys, k.list = true, []protocol.PasskeyInfo{
		{ID: "a", Name: "Phone", Created: 1772_000_000_000, Used: 1772_500_000_000},
		{ID: "b", Name: "A security key with a long name", Created: 1772_100_000_000}}
	for _, sz := range screens {
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], k)
		label := "keys-" + shotName(sz)
		checkLayout(t, label, s, sz)
		s.Save(label)
	}
	if got, want := actionIDs(k.Speech()), []string{"back", "remove:1", "remove:2", "add", "codes", "everywhere"}; !slices.Equal(got, want) {
		t.Errorf("the browser's page's actions: %v, want %v", got, want)
	}
	p.Idle(1, -1, -1)
	p.Click("remove:2")
	if p.State("mode") != "removing" || !strings.Contains(k.taskDialog().Title, "A security key with a long name") {
		t.Errorf("Remove asks nothing first: %v", p.Scene().Probe())
	}
	p.Click("cancel")
	p.Click("back")
	if p.State("scene") != "profile" {
		t.Errorf("the way back leads to %v", p.State("scene"))
	}
}

// TestARecoveryCodeSignsInOnce signs in on a second device with one of
// Ann's recovery codes, from the menu's Sign in: the lobby opens as
// Ann, the device keeps a key of its own; the same code then signs in no
// one, and says so.
func TestARecoveryCodeSignsInOnce(t *testing.T) {
	site := lobbyServer(t)
	me := signIn(t, site, "Ann")
	if err := me.NewRecoveryCodes(); err != nil {
		t.Fatal(err)
	}
	var codes []string
	waitLobby(t, me, "the codes", func(u client.LobbyUpdate) bool {
		c, ok := u.Payload.(protocol.RecoveryCodes)
		codes = c.Codes
		return ok
	})
	o, h := newOpener()
	door := func() *uitest.Screen {
		s := uitest.NewScreen(t, 390, 844, 1, SignIn(o.App, site))
		s.Idle(1, -1, -1)
		if s.State("passkeys") != false || s.State("working") != false {
			t.Fatalf("the desktop's sign-in runs a passkey: %v", s.Scene().Probe())
		}
		if _, ok := s.Scene().Targets()["passkey"]; ok {
			t.Fatal("the desktop's sign-in has a passkey button")
		}
		checkLayout(t, "sign-in", s, [3]float64{390, 844, 1})
		return s
	}
	s := door()
	s.Scene().(ui.Speaker).Act(s.Context(), "code="+strings.ToUpper(codes[3]))
	s.Click("use")
	until(t, s, "the lobby", func() bool { return s.State("scene") == "lobby" && s.State("me") == "Ann" })
	defer s.Scene().(interface{ Leave() }).Leave()
	key := h.Load(client.ProfileKey(site))
	if key == "" || key == me.Key {
		t.Fatalf("the device keeps the key %q (Ann's first is %q)", key, me.Key)
	}

	s = door()
	s.Click("code")
	s.Type(codes[3])
	s.Click("use")
	until(t, s, "the refusal", func() bool { return s.State("failed") == true })
	if msg := s.State("message").(string); !strings.Contains(msg, "signs in no one") {
		t.Errorf("a spent code: %q", msg)
	}
	s.Save("sign-in-spent-code")
}

// TestSignOutEverywhereFromThePage signs out everywhere from Ways to
// sign in: the device keeps its new key, and the old one signs in no
// more.
func TestSignOutEverywhereFromThePage(t *testing.T) {
	site := lobbyServer(t)
	me := signIn(t, site, "Ann")
	old := me.Key
	o, h := newOpener()
	s := uitest.NewScreen(t, 1100, 760, 1, o.keysPage(site, me, nil))
	until(t, s, "the page", func() bool { return s.State("loaded") == true })
	s.Click("everywhere")
	if s.State("mode") != "leaving" {
		t.Fatalf("Sign out everywhere asks nothing first: %v", s.Scene().Probe())
	}
	s.Save("keys-sign-out-everywhere")
	s.Click("ok")
	until(t, s, "the sign-out", func() bool { return s.State("mode") == "viewing" && s.State("asking") == "" })
	if msg := s.State("message").(string); !strings.Contains(msg, "Every other device is signed out") {
		t.Errorf("the page says %q", msg)
	}
	if key := h.Load(client.ProfileKey(site)); key == "" || key == old || key != me.Key {
		t.Errorf("the device keeps %q: the old key %q, the lobby's %q", key, old, me.Key)
	}
	_, err := client.OpenLobby(context.Background(), site, old, "")
	var e *online.Error
	if !errors.As(err, &e) || e.Code != online.ErrBadToken {
		t.Errorf("the old key signs in: %v", err)
	}
}
