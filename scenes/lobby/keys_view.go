package lobby

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// keysView is where "Ways to sign in" puts things, as of its last
// layout.
type keysView struct {
	back                   ui.Button
	title, sub             textBlock
	heads                  [3]float64   // the sections' headings' y
	texts                  [3]textBlock // under each heading
	rows                   []ui.Rect    // the passkeys
	removes                []ui.Button  // each one's Remove
	add, codes, everywhere ui.Button
	x, w                   float64 // the column
	msg                    textBlock
	// A task's.
	panel             ui.Rect
	taskTitle         textBlock
	taskText          textBlock
	grid              []ui.Rect // the codes
	ok, cancel, print ui.Button
}

// keysHeads are the page's three headings.
var keysHeads = [3]string{"Passkeys", "Recovery codes", "Sign out everywhere"}

// keysWords are what the page says under its headings.
func (k *keys) keysWords() [3]string {
	pk := k.why
	switch {
	case !k.passkeys:
	case !k.loaded:
		pk = "Asking the server…"
	case len(k.list) == 0:
		pk = "None yet. A passkey signs you in on any browser that has it, with no link to keep."
	default:
		pk = "Each signs you in on any browser that has it."
	}
	codes := "None made yet. Ten one-time codes sign you in where no passkey is at hand: keep them on paper."
	if k.codes > 0 {
		codes = plural(k.codes, "code") + " left, each signing in once. New codes replace the old ones."
	}
	return [3]string{pk, codes, "Every other device signed in as you is signed out; this one stays signed in."}
}

// passkeyWords say one passkey's dates: "added 3 Mar 2026 · last used
// 4 Mar 2026" (or "never used").
func passkeyWords(created, used int64) string {
	last := "never used"
	if used > 0 {
		last = "last used " + day(used)
	}
	return "added " + day(created) + " · " + last
}

// layout places the page's parts: its three sections in a column, or
// the task on show.
func (k *keys) layout(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	v := &k.v
	v.back = backButton(th, k.back)
	v.w = min(ctx.W-32*u, 640*u)
	v.x = (ctx.W - v.w) / 2
	v.title = block(th, "Ways to sign in", ui.Bold, 30, ctx.W/2, v.back.Rect.Bottom()+8*u, v.w, ui.AccentColor)
	v.sub = block(th, "Your profile: "+k.lobby.Me.Name, ui.Regular, 16, ctx.W/2, v.title.bottom(), v.w, ui.MutedColor)
	y := v.sub.bottom() + 14*u
	if k.mode != keysViewing {
		k.layoutTask(th, y)
		v.msg = block(th, k.message, ui.Medium, 15, ctx.W/2, v.panel.Bottom()+12*u, v.w, ui.AccentColor)
		return
	}
	words := k.keysWords()
	v.rows, v.removes = v.rows[:0], v.removes[:0]
	v.add, v.codes, v.everywhere = ui.Button{}, ui.Button{}, ui.Button{}
	bw := min(v.w, 320*u)
	for i := range 3 {
		v.heads[i] = y
		y += 28 * u
		v.texts[i] = leftBlock(th, words[i], ui.Regular, 15, v.x, y, v.w)
		v.texts[i].ink = ui.MutedColor
		y = v.texts[i].bottom() + 8*u
		switch i {
		case 0:
			if !k.passkeys || !k.loaded {
				break
			}
			for range k.list {
				r := ui.Rect{X: v.x, Y: y, W: v.w, H: th.Tap(56)}
				rw := th.LabelWidth("Remove", ui.Medium, 16, th.Tap(40)) + 24*u
				v.rows = append(v.rows, r)
				v.removes = append(v.removes, ui.Button{Label: "Remove", Disabled: k.busy(),
					Rect: ui.Rect{X: r.Right() - rw - 8*u, Y: r.Y + (r.H-th.Tap(40))/2, W: rw, H: th.Tap(40)}})
				y = r.Bottom() + 6*u
			}
			v.add = ui.Button{Label: "Add a passkey", Primary: true, Disabled: k.busy(), Rect: ui.Rect{X: v.x, Y: y + 4*u, W: bw, H: th.Tap(44)}}
			y = v.add.Rect.Bottom() + 20*u
		case 1:
			v.codes = ui.Button{Label: "Make new codes", Disabled: k.busy(), Rect: ui.Rect{X: v.x, Y: y, W: bw, H: th.Tap(44)}}
			y = v.codes.Rect.Bottom() + 20*u
		case 2:
			v.everywhere = ui.Button{Label: "Sign out everywhere", Disabled: k.busy(), Rect: ui.Rect{X: v.x, Y: y, W: bw, H: th.Tap(44)}}
			y = v.everywhere.Rect.Bottom() + 16*u
		}
	}
	v.msg = block(th, k.message, ui.Medium, 15, ctx.W/2, y, v.w, ui.AccentColor)
}

// Draw draws the page.
func (k *keys) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	u := th.U
	k.layout(ctx)
	v := &k.v
	drawPage(screen, ctx, &v.back)
	v.title.draw(screen, th)
	v.sub.draw(screen, th)
	v.msg.draw(screen, th)
	if k.mode != keysViewing {
		k.drawTask(screen, th, in)
		return
	}
	for i, h := range keysHeads {
		th.Text(screen, h, th.Face(ui.Bold, 18), v.x, v.heads[i], ui.TopLeft, ui.TextColor)
		v.texts[i].draw(screen, th)
	}
	for i, r := range v.rows {
		th.Panel(screen, r)
		room := v.removes[i].Rect.X - r.X - 24*u
		name, f := th.FitText(k.list[i].Name, ui.Medium, 16, room)
		th.Text(screen, name, f, r.X+14*u, r.Y+r.H/2-2*u, ui.BottomLeft, ui.TextColor)
		when, g := th.FitText(passkeyWords(k.list[i].Created, k.list[i].Used), ui.Regular, 13, room)
		th.Text(screen, when, g, r.X+14*u, r.Y+r.H/2+2*u, ui.TopLeft, ui.MutedColor)
		v.removes[i].Draw(screen, th, in)
	}
	for _, b := range []*ui.Button{&v.add, &v.codes, &v.everywhere} {
		if b.Rect.W > 0 {
			b.Draw(screen, th, in)
		}
	}
}

// Targets names the page's targets: "back"; "remove:1" (the first
// passkey's Remove), "add", "codes" and "everywhere"; a task's "name",
// "print", "ok" and "cancel".
func (k *keys) Targets() ui.Targets {
	v := &k.v
	t := ui.Targets{"back": v.back.Rect}
	if k.mode != keysViewing {
		if k.mode == keysNaming {
			t["name"] = k.field.Rect
		}
		for name, b := range map[string]*ui.Button{"print": &v.print, "ok": &v.ok, "cancel": &v.cancel} {
			if b.Rect.W > 0 && !b.Disabled {
				t[name] = b.Rect
			}
		}
		return t
	}
	for i, b := range v.removes {
		if !b.Disabled {
			t["remove:"+strconv.Itoa(i+1)] = b.Rect
		}
	}
	for name, b := range map[string]*ui.Button{"add": &v.add, "codes": &v.codes, "everywhere": &v.everywhere} {
		if b.Rect.W > 0 && !b.Disabled {
			t[name] = b.Rect
		}
	}
	return t
}

// Order is the page's reading order: the way back, each passkey's
// Remove, Add a passkey, Make new codes, Sign out everywhere; in a task,
// its field, Print, its button and Cancel.
func (k *keys) Order() []string {
	if k.mode != keysViewing {
		return []string{"name", "print", "ok", "cancel", "back"}
	}
	return []string{"back", ui.Each("remove:"), "add", "codes", "everywhere"}
}

// Probe describes the page for tests: the passkeys' names, the codes
// left, the codes on show, the task and the message.
func (k *keys) Probe() map[string]any {
	names := []string{}
	for _, p := range k.list {
		names = append(names, p.Name)
	}
	return map[string]any{"scene": "keys", "passkeys": names, "codes": k.codes, "loaded": k.loaded, "can": k.passkeys,
		"why": k.why, "shown": k.shown, "mode": modeNames[k.mode], "asking": k.asked, "making": k.making != nil, "message": k.message}
}

// Speech tells a screen reader the page's sections, each passkey with
// its dates, and, while on show, the codes one a line.
func (k *keys) Speech() *ui.Speech {
	key := fmt.Sprint(k.loaded, k.list, k.codes, k.mode, k.removing, k.field.Name, k.shown, k.busy(), k.message)
	if key != k.spoken || k.speech.Title == "" {
		k.spoken = key
		k.speech = k.makeSpeech()
		k.speech.Dialog = k.taskDialog()
	}
	k.said.Fill(&k.speech)
	return &k.speech
}

// makeSpeech makes the page's speech.
func (k *keys) makeSpeech() ui.Speech {
	sp := ui.Speech{Title: "Ways to sign in: " + k.lobby.Me.Name, Picture: "Your passkeys, recovery codes and devices", ActionsTitle: "On this page"}
	words := k.keysWords()
	for i, h := range keysHeads {
		sp.Position = append(sp.Position, h+": "+words[i])
		if i == 0 && k.passkeys {
			for _, p := range k.list {
				sp.Position = append(sp.Position, p.Name+", "+passkeyWords(p.Created, p.Used)+".")
			}
		}
	}
	if k.message != "" {
		sp.Position = append(sp.Position, k.message)
	}
	sp.Actions = []ui.Action{{ID: "back", Label: "Back to your profile"}}
	if k.passkeys && k.loaded {
		for i, p := range k.list {
			sp.Actions = append(sp.Actions, ui.Action{ID: "remove:" + strconv.Itoa(i+1), Label: "Remove the passkey " + p.Name, Disabled: k.busy(), Group: groupIf(i == 0, "Passkeys")})
		}
		sp.Actions = append(sp.Actions, ui.Action{ID: "add", Label: "Add a passkey", Disabled: k.busy(), Group: groupIf(len(k.list) == 0, "Passkeys")})
	}
	sp.Actions = append(sp.Actions, ui.Action{ID: "codes", Label: "Make new recovery codes", Disabled: k.busy(), Group: "Recovery codes and devices"},
		ui.Action{ID: "everywhere", Label: "Sign out everywhere", Disabled: k.busy()})
	return sp
}

// groupIf is group when first, else "": a group's heading goes on its
// first action.
func groupIf(first bool, group string) string {
	if first {
		return group
	}
	return ""
}

// indexOf is the number after prefix in id, less one ("remove:2" is 1),
// or -1.
func indexOf(id, prefix string) int {
	n, err := strconv.Atoi(strings.TrimPrefix(id, prefix))
	if err != nil {
		return -1
	}
	return n - 1
}

// keysRow places the own profile page's Ways to sign in on a phone: a
// row of its own under the page's three tasks, from top in the column
// x, w wide; it returns where the page goes on.
func keysRow(th *ui.Theme, b *ui.Button, x, top, w float64) float64 {
	u := th.U
	b.Rect = ui.Rect{X: x, Y: top - 10*u, W: w, H: th.Tap(40)}
	return b.Rect.Bottom() + 18*u
}
