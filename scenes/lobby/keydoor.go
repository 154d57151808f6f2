package lobby

import (
	"context"
	"errors"
	"strings"

	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// keyDoor is "Sign in" from the menu: with a passkey (the browser's:
// the ceremony starts as the screen opens, where the page may use
// passkeys) or a recovery code (anywhere). Either signs in on a
// connection of its own and gives this device a key of its own for the
// profile, kept where the device keeps its profile's key; then the lobby
// opens, as Play online opens it.
type keyDoor struct {
	open     opener
	site     string
	passkeys bool   // this page may use passkeys
	why      string // why not
	started  bool   // the screen has begun (the passkey asked for, if it may be)
	field    table.NameField
	working  chan doorResult // a sign-in under way; nil for none
	doing    string          // which: "passkey" or "code"
	message  string
	failed   bool // the message is a refusal
	next     ui.Scene
	said     ui.Announcer

	back, passkey, use ui.Button
	title              textBlock
	texts              [2]textBlock // under the passkey's heading and the code's
	heads              [2]float64   // the headings' y
	msg                textBlock
	speech             ui.Speech
	spoken             string
}

// doorResult is a sign-in done in the background: the device's new key,
// or why not.
type doorResult struct {
	key string
	err error
}

// SignIn is "Sign in" of site's game server: with a passkey, where the
// page may use one (its ceremony starts at once), or a recovery code.
func SignIn(a App, site string) ui.Scene {
	d := &keyDoor{open: open(a), site: site}
	d.passkeys, d.why = passkeysHere()
	return d
}

// SignInLabel is the menu's words for SignIn: "Sign in with a passkey"
// where the page may use passkeys or could on another page (the
// browser), else "Use a recovery code".
func SignInLabel() string {
	if ok, why := passkeysHere(); ok || !strings.HasPrefix(why, "Passkeys are the browser's") {
		return "Sign in with a passkey"
	}
	return "Use a recovery code"
}

// signInWithPasskey runs the sign-in ceremony on a connection of its
// own to site: the server's options, the browser's assertion, and the
// key the server gives this device.
func signInWithPasskey(ctx context.Context, site string) (string, error) {
	conn, err := client.Connect(ctx, site)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	if err := conn.Send(client.PasskeyOptions(protocol.PurposeSignIn)); err != nil {
		return "", err
	}
	opts, err := client.Expect[protocol.CeremonyOptions](conn)
	if err != nil {
		return "", err
	}
	cred, err := credential(ctx, protocol.PurposeSignIn, opts.Options)
	if err != nil {
		return "", err
	}
	if err := conn.Send(client.PasskeySignIn(cred)); err != nil {
		return "", err
	}
	page, err := client.Expect[protocol.ProfilePage](conn)
	return page.Key, err
}

// start begins a sign-in in the background: "passkey", or "code" with
// the code typed.
func (d *keyDoor) start(how string) {
	if d.working != nil && (how == "passkey" || d.doing == "code") || how == "passkey" && !d.passkeys {
		return // a code may go while the browser still asks for a passkey
	}
	code := strings.TrimSpace(d.field.Name)
	if how == "code" && code == "" {
		d.tell("Type one of your recovery codes first.", true)
		return
	}
	ch := make(chan doorResult, 1)
	d.working, d.doing, d.failed = ch, how, false
	d.message = map[string]string{"passkey": "Waiting for your passkey…", "code": "Signing in with the code…"}[how]
	site := d.site
	go func() {
		var r doorResult
		if how == "passkey" {
			r.key, r.err = signInWithPasskey(context.Background(), site)
		} else {
			r.key, r.err = client.RecoveredKey(context.Background(), site, code)
		}
		ch <- r
	}()
}

// done takes the sign-in's result: the key kept, and the lobby next.
func (d *keyDoor) done(r doorResult) {
	d.working = nil
	var e *online.Error
	switch {
	case r.err == nil && r.key == "":
		d.tell("The game server gave no key: try again.", true)
	case r.err == nil:
		if err := d.open.host.Store(client.ProfileKey(d.site), r.key); err != nil {
			d.tell("You are signed in, but this device could not keep your profile ("+err.Error()+").", true)
			return
		}
		d.next = newLobby(d.open, d.site)
	case errors.As(r.err, &e) && e.Code == online.ErrNoPasskeys:
		d.passkeys, d.why = false, "This game server takes no passkeys: "+refusal(e)+" Your profile link still works."
		d.tell(d.why, true)
	case errors.As(r.err, &e) && e.Code == online.ErrBadToken && d.doing == "code":
		d.tell("That code signs in no one: it may be mistyped, used already, or replaced by newer codes.", true)
	case errors.As(r.err, &e) && e.Code == online.ErrRate:
		d.tell("Too many codes tried: wait a minute, then try again.", true)
	case errors.As(r.err, &e):
		d.tell("You are not signed in: "+refusal(e), true)
	case errors.Is(r.err, client.ErrNoServer):
		d.tell(noLobbyServer(d.site, r.err), true)
	default:
		d.tell("You are not signed in: "+strings.TrimSuffix(r.err.Error(), ".")+".", true)
	}
}

// tell shows message (a refusal when failed) and tells a screen reader.
func (d *keyDoor) tell(message string, failed bool) {
	d.message, d.failed = message, failed
	d.said.Say(message)
}

// TakesText reports whether the code's field has the keys.
func (d *keyDoor) TakesText() bool { return d.field.Typing }

// Update starts the passkey's ceremony once, takes its result, and the
// player's clicks and keys.
func (d *keyDoor) Update(ctx *ui.Context) {
	if !d.started {
		d.started = true
		d.start("passkey")
	}
	select {
	case r := <-d.working:
		d.done(r)
	default:
	}
	if d.next != nil {
		ctx.Go(d.next)
		d.next = nil
		return
	}
	d.layout(ctx)
	in := &ctx.Input
	enter := d.field.Update(in, d.open.host)
	switch {
	case d.back.Clicked(in) || in.Has(ui.IntentBack):
		d.Act(ctx, "back")
	case d.passkey.Rect.W > 0 && d.passkey.Clicked(in):
		d.start("passkey")
	case enter || d.use.Clicked(in):
		d.start("code")
	}
}
