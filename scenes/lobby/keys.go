package lobby

import (
	"context"
	"runtime"
	"strings"
	"time"

	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// keys is "Ways to sign in", opened from one's own profile page: the
// profile's passkeys (the browser's: each named, when added and last
// used, removable, and "Add a passkey", which runs the browser's
// registration ceremony), its recovery codes (ten new ones, shown once,
// to print) and "Sign out everywhere". The desktop program keeps its key
// file: it shows no passkey controls, and has the codes and the sign out.
type keys struct {
	open     opener
	site     string
	lobby    *client.Lobby
	back     ui.Scene // the profile page
	passkeys bool     // this page may use passkeys
	why      string   // why not

	list     []protocol.PasskeyInfo
	codes    int  // recovery codes left
	loaded   bool // the server has listed the passkeys
	started  bool
	mode     keysMode
	removing int             // the passkey removing asks about
	field    table.NameField // the new passkey's name
	shown    []string        // the codes made, while on show
	asked    string          // the type of the question awaited, "" for none
	making   chan made       // the browser's ceremony under way; nil for none
	message  string
	next     ui.Scene
	said     ui.Announcer

	v      keysView
	speech ui.Speech
	spoken string
}

// keysMode is what the page shows: its sections, or a task over them.
type keysMode int

const (
	keysViewing  keysMode = iota
	keysNaming            // the new passkey's name
	keysRemoving          // asking before a passkey is removed
	keysAsking            // asking before new codes replace the old
	keysShowing           // the new codes, shown once
	keysLeaving           // asking before signing out everywhere
)

// modeNames name the modes for tests.
var modeNames = [...]string{"viewing", "naming", "removing", "asking", "showing", "leaving"}

// made is the browser's ceremony done: the new credential, or why not.
type made struct {
	credential []byte
	err        error
}

// keysPage opens "Ways to sign in" of the profile signed in on lobby;
// back is the profile page it came from.
func (o opener) keysPage(site string, lobby *client.Lobby, back ui.Scene) *keys {
	k := &keys{open: o, site: site, lobby: lobby, back: back, removing: -1}
	k.passkeys, k.why = passkeysHere()
	return k
}

// ask sends m, a question whose answer the page waits for.
func (k *keys) ask(m protocol.Message) {
	k.asked = m.Type()
	if err := k.lobby.Send(m); err != nil {
		k.message = reconnecting
	}
}

// take applies a message of the lobby's connection.
func (k *keys) take(u client.LobbyUpdate) {
	if link, back := followLink(&k.message, u); link {
		if back {
			k.asked = ""
			k.ask(protocol.ListPasskeys{})
		}
		return
	}
	switch m := u.Payload.(type) {
	case protocol.Error:
		k.refused(refusal(m.Err()))
	case protocol.Passkeys:
		k.list, k.codes, k.loaded = m.Passkeys, m.Codes, true
		switch k.asked {
		case protocol.TypeAddPasskey:
			k.mode = keysViewing
			k.tell("Passkey \"" + k.field.Name + "\" added: it signs in as you on any browser that has it.")
		case protocol.TypeRemovePasskey:
			k.mode = keysViewing
			k.tell("Passkey removed: it signs in no more.")
		}
		k.asked = ""
	case protocol.CeremonyOptions:
		if k.asked == protocol.TypePasskeyOptions && m.Purpose == protocol.PurposeAdd {
			k.asked = ""
			k.make(m.Options)
		}
	case protocol.RecoveryCodes:
		if k.asked == protocol.TypeRecoveryCodes {
			k.asked, k.shown, k.codes, k.mode = "", m.Codes, len(m.Codes), keysShowing
			k.tell("Your ten new recovery codes are on show, this once.")
		}
	case protocol.ProfilePage:
		if k.asked == protocol.TypeSignOutEverywhere && m.Key != "" {
			k.asked, k.mode = "", keysViewing
			k.signedOut()
		}
	}
}

// refused takes the server's refusal of the question asked.
func (k *keys) refused(why string) {
	switch k.asked {
	case "":
		return
	case protocol.TypePasskeyOptions, protocol.TypeAddPasskey:
		k.tell("The passkey was not added: " + why)
	case protocol.TypeRemovePasskey:
		k.tell("The passkey was not removed: " + why)
	case protocol.TypeRecoveryCodes:
		k.tell("No new codes were made: " + why)
	case protocol.TypeSignOutEverywhere:
		k.tell("Other devices are still signed in: " + why)
	default:
		k.tell(why)
	}
	k.asked = ""
}

// make runs the browser's registration ceremony with the server's
// options, in the background (the page keeps drawing): its credential
// goes to the server in Update.
func (k *keys) make(options protocol.JSONObject) {
	ch := make(chan made, 1)
	k.making = ch
	k.message = "Your browser asks to make the passkey…"
	go func() {
		c, err := credential(context.Background(), protocol.PurposeAdd, options)
		ch <- made{c, err}
	}()
}

// madeIt takes the browser's ceremony done: the credential goes to the
// server, named as asked.
func (k *keys) madeIt(m made) {
	k.making = nil
	if m.err != nil {
		k.tell("The passkey was not added: " + ui.Sentence(strings.TrimSuffix(m.err.Error(), ".")) + ".")
		return
	}
	k.message = "Adding the passkey…"
	k.ask(client.AddPasskey(k.field.Name, m.credential))
}

// signedOut keeps the new key the server gave, and says what changed.
func (k *keys) signedOut() {
	if err := k.open.host.Store(client.ProfileKey(k.site), k.lobby.Key); err != nil {
		k.tell("Every other device is signed out, but this one could not keep its new key (" + err.Error() + "): keep your new profile link from your profile page.")
		return
	}
	k.tell("Every other device is signed out: each signs in again with a passkey, a recovery code or your new profile link. This one stays signed in.")
}

// tell shows message and tells a screen reader.
func (k *keys) tell(message string) {
	k.message = message
	k.said.Say(message)
}

// TakesText reports whether the passkey's name field has the keys.
func (k *keys) TakesText() bool { return k.mode == keysNaming }

// Update asks for the passkeys once, takes the lobby's messages and the
// browser's ceremony, and the player's clicks.
func (k *keys) Update(ctx *ui.Context) {
	if !k.started {
		k.started = true
		k.ask(protocol.ListPasskeys{})
	}
	takeLobby(k.lobby, k.take)
	select {
	case m := <-k.making:
		k.madeIt(m)
	default:
	}
	if k.next != nil {
		ctx.Go(k.next)
		k.next = nil
		return
	}
	k.layout(ctx)
	in := &ctx.Input
	if k.mode == keysNaming && k.field.Update(in, k.open.host) && !k.v.ok.Disabled {
		k.Act(ctx, "ok")
		return
	}
	if in.Has(ui.IntentBack) {
		k.Act(ctx, map[bool]string{true: "back", false: "cancel"}[k.mode == keysViewing])
		return
	}
	for name, r := range k.Targets() {
		if name != "name" && in.Clicked(r) {
			k.Act(ctx, name)
			return
		}
	}
}

// busy reports whether a question or the browser's ceremony is under
// way.
func (k *keys) busy() bool { return k.asked != "" || k.making != nil }

// Act does what a click or a screen reader's control names: "back",
// "add", "remove:2" (the second passkey), "codes", "everywhere"; in a
// task "ok", "cancel", "print", and "name=Phone" (the name typed).
func (k *keys) Act(ctx *ui.Context, id string) {
	if name, v, ok := ui.Valued(id); ok && name == "name" && k.mode == keysNaming {
		k.field.Name = table.CleanName(v)
		return
	}
	switch {
	case id == "back":
		ctx.Go(k.back)
	case id == "cancel" && k.mode != keysViewing:
		k.mode, k.shown = keysViewing, nil
		k.message = ""
	case id == "print" && k.mode == keysShowing:
		k.keepCodes()
	case id == "ok":
		k.confirm()
	case k.mode != keysViewing || k.busy():
	case id == "add" && k.passkeys:
		k.mode, k.message = keysNaming, ""
		k.field = table.NameField{Name: defaultPasskeyName(), Typing: true}
	case strings.HasPrefix(id, "remove:"):
		if i := indexOf(id, "remove:"); i >= 0 && i < len(k.list) {
			k.mode, k.removing, k.message = keysRemoving, i, ""
		}
	case id == "codes":
		k.mode, k.message = keysAsking, ""
	case id == "everywhere":
		k.mode, k.message = keysLeaving, ""
	}
}

// confirm does what a task's button does.
func (k *keys) confirm() {
	if k.busy() {
		return
	}
	switch k.mode {
	case keysNaming:
		name := table.CleanName(k.field.Name)
		if name == "" {
			k.tell("A passkey's name is 1 to 24 characters, on one line.")
			return
		}
		k.field.Name = name
		k.message = "Asking the server…"
		k.ask(client.PasskeyOptions(protocol.PurposeAdd))
	case keysRemoving:
		if k.removing >= 0 && k.removing < len(k.list) {
			k.message = "Removing…"
			k.ask(protocol.RemovePasskey{ID: k.list[k.removing].ID})
		}
	case keysAsking:
		k.message = "Making the codes…"
		k.ask(protocol.NewRecoveryCodes{})
	case keysShowing:
		k.mode, k.shown, k.message = keysViewing, nil, ""
	case keysLeaving:
		k.message = "Signing out everywhere else…"
		k.ask(protocol.SignOutEverywhere{})
	}
}

// keepCodes prints the codes on show, in the browser; on the desktop it
// copies them, one a line.
func (k *keys) keepCodes() {
	if runtime.GOOS == "js" {
		if err := printCodes(k.lobby.Me.Name, k.shown); err != nil {
			k.tell("The codes could not be printed: " + err.Error() + ".")
			return
		}
		k.tell("The codes went to your browser's print dialog.")
		return
	}
	where, err := k.open.host.Copy(strings.Join(k.shown, "\n"))
	if err != nil {
		k.tell("The codes could not be copied: " + err.Error() + ".")
		return
	}
	k.tell("The codes are " + where + ".")
}

// defaultPasskeyName is the name a new passkey is offered: the day it
// is made, which the player may change to where it lives.
func defaultPasskeyName() string { return "Passkey of " + time.Now().Format("2 Jan 2006") }
