package lobby

import (
	"fmt"
	"runtime"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// doorWords are what the sign-in screen says under its two headings.
func (d *keyDoor) doorWords() [2]string {
	pk := "Your browser asks for a passkey of your profile: on this device, a phone nearby or a security key."
	if !d.passkeys {
		pk = d.why
	}
	return [2]string{pk, "One of the ten codes made on your profile page: each signs in once."}
}

// doorHeads are the sign-in screen's two headings.
var doorHeads = [2]string{"With a passkey", "With a recovery code"}

// leftBlock is block's text from x, left-aligned.
func leftBlock(th *ui.Theme, s string, weight ui.Weight, size, x, y, w float64) textBlock {
	b := block(th, s, weight, size, x, y, w, ui.TextColor)
	b.x, b.left = x, true
	return b
}

// layout places the sign-in screen's parts: the title, the passkey's
// section and the code's, in a column, and the message under them.
func (d *keyDoor) layout(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	d.back = backButton(th, nil)
	cw := min(ctx.W-32*u, 560*u)
	x := (ctx.W - cw) / 2
	d.title = block(th, "Sign in", ui.Bold, 30, ctx.W/2, d.back.Rect.Bottom()+12*u, cw, ui.AccentColor)
	y := d.title.bottom() + 14*u
	words := d.doorWords()
	d.passkey, d.use = ui.Button{}, ui.Button{}
	for i := range 2 {
		if i == 0 && !d.browser() {
			continue // the desktop keeps its key file: no passkeys there
		}
		d.heads[i] = y
		y += 30 * u
		d.texts[i] = leftBlock(th, words[i], ui.Regular, 15, x, y, cw)
		d.texts[i].ink = ui.MutedColor
		y = d.texts[i].bottom() + 10*u
		switch {
		case i == 0 && d.passkeys:
			d.passkey = ui.Button{Label: "Sign in with a passkey", Primary: true, Disabled: d.working != nil,
				Rect: ui.Rect{X: x, Y: y, W: cw, H: th.Tap(44)}}
			y = d.passkey.Rect.Bottom() + 24*u
		case i == 0:
			y += 14 * u
		default:
			d.field.Label = "Recovery code"
			d.field.Rect = ui.Rect{X: x, Y: y + 22*u, W: cw, H: th.Tap(44)}
			y = d.field.Rect.Bottom() + 10*u
			d.use = ui.Button{Label: "Sign in with the code", Primary: !d.passkeys, Disabled: d.working != nil && d.doing == "code",
				Rect: ui.Rect{X: x, Y: y, W: cw, H: th.Tap(44)}}
			y = d.use.Rect.Bottom() + 18*u
		}
	}
	d.msg = block(th, d.message, ui.Medium, 15, ctx.W/2, y, cw, ui.AccentColor)
}

// Draw draws the sign-in screen.
func (d *keyDoor) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	d.layout(ctx)
	drawPage(screen, ctx, &d.back)
	d.title.draw(screen, th)
	for i, h := range doorHeads {
		if i == 0 && !d.browser() {
			continue
		}
		th.Text(screen, h, th.Face(ui.Bold, 18), d.texts[i].x, d.heads[i], ui.TopLeft, ui.TextColor)
		d.texts[i].draw(screen, th)
	}
	if d.passkey.Rect.W > 0 {
		d.passkey.Draw(screen, th, in)
	}
	d.field.Draw(screen, th, in, "abcd-efgh-jkmn")
	d.use.Draw(screen, th, in)
	d.msg.draw(screen, th)
}

// Targets names the sign-in screen's targets: "back", "passkey" (where
// the page may use passkeys), "code" (the field) and "use".
func (d *keyDoor) Targets() ui.Targets {
	t := ui.Targets{"back": d.back.Rect, "code": d.field.Rect}
	if d.passkey.Rect.W > 0 && !d.passkey.Disabled {
		t["passkey"] = d.passkey.Rect
	}
	if !d.use.Disabled {
		t["use"] = d.use.Rect
	}
	return t
}

// Order is the sign-in screen's reading order: the way back, the
// passkey's button, the code's field and its button.
func (d *keyDoor) Order() []string { return []string{"back", "passkey", "code", "use"} }

// Probe describes the sign-in screen for tests.
func (d *keyDoor) Probe() map[string]any {
	return map[string]any{"scene": "sign-in", "passkeys": d.passkeys, "why": d.why, "working": d.working != nil,
		"message": d.message, "failed": d.failed, "code": d.field.Name, "typing": d.field.Typing}
}

// Speech tells a screen reader the two ways in, each with its controls,
// and what happened.
func (d *keyDoor) Speech() *ui.Speech {
	key := fmt.Sprint(d.passkeys, d.working != nil, d.field.Name, d.message)
	if key != d.spoken || d.speech.Title == "" {
		d.spoken = key
		words := d.doorWords()
		sp := ui.Speech{Title: "Sign in", Picture: "Signing in to the game server", ActionsTitle: "Ways in",
			Position: []string{doorHeads[1] + ": " + words[1]}}
		if d.browser() {
			sp.Position = append([]string{doorHeads[0] + ": " + words[0]}, sp.Position...)
		}
		if d.message != "" {
			sp.Position = append(sp.Position, d.message)
		}
		if d.passkeys {
			sp.Actions = append(sp.Actions, ui.Action{ID: "passkey", Label: "Sign in with a passkey", Disabled: d.working != nil})
		}
		sp.Actions = append(sp.Actions,
			ui.Action{ID: "code", Label: "Recovery code", Kind: ui.KindText, Value: d.field.Name, Submit: "use"},
			ui.Action{ID: "use", Label: "Sign in with the code", Disabled: d.working != nil && d.doing == "code"},
			ui.Action{ID: "back", Label: "Back to the menu"})
		d.speech = sp
	}
	d.said.Fill(&d.speech)
	return &d.speech
}

// Act does what a screen reader's control names: "code=abcd-…" types
// the code.
func (d *keyDoor) Act(ctx *ui.Context, id string) {
	if name, v, ok := ui.Valued(id); ok && name == "code" {
		d.field.Name = v
		return
	}
	switch id {
	case "back":
		ctx.Go(d.open.Menu(""))
	case "passkey":
		d.start("passkey")
	case "use":
		d.start("code")
	}
}

// browser reports whether the screen runs in the browser, where
// passkeys are (on this page or, its message says, on a secure one).
func (d *keyDoor) browser() bool { return runtime.GOOS == "js" }
