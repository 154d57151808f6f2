package lobby

import (
	"runtime"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// The page's tasks each take its body, in a panel, as the profile's do:
// naming a new passkey, asking before one is removed, asking before new
// codes replace the old, the codes on show, and asking before signing
// out everywhere.

// taskWords are what the task on show says.
func (k *keys) taskWords() (title, words, ok, cancel string) {
	switch k.mode {
	case keysNaming:
		return "Add a passkey", "Name it for where it lives, as \"Phone\" or \"Laptop\": your browser then asks to make it, with this device's lock or a security key.", "Make the passkey", "Cancel"
	case keysRemoving:
		name := ""
		if k.removing >= 0 && k.removing < len(k.list) {
			name = " " + k.list[k.removing].Name
		}
		return "Remove the passkey" + name + "?", "It signs in as you no more. The device or browser that holds it may keep it: remove it there too, in its settings.", "Remove", "Keep it"
	case keysAsking:
		words := "Ten one-time codes: each signs in as you once, on any device. They are shown this once: print them or write them down."
		if k.codes > 0 {
			words = "New codes replace the old ones: the " + plural(k.codes, "code") + " you have left sign in no more. The new ones are shown this once."
		}
		return "Make ten new recovery codes?", words, "Make new codes", "Cancel"
	case keysShowing:
		return "Your recovery codes", "Shown this once: print them or write them down, and keep them somewhere safe. Each signs in once; new codes replace them.", "Done", ""
	case keysLeaving:
		return "Sign out everywhere?", "Every other device and browser signed in as " + k.lobby.Me.Name + " is signed out, and your profile link changes; this one stays signed in. Your passkeys and recovery codes still sign in.", "Sign out everywhere", "Cancel"
	}
	return "", "", "", ""
}

// printLabel is the codes' Print button: in the browser it prints them;
// on the desktop it copies them.
func printLabel() string {
	if runtime.GOOS == "js" {
		return "Print"
	}
	return "Copy"
}

// layoutTask places the task on show from y down.
func (k *keys) layoutTask(th *ui.Theme, y float64) {
	u := th.U
	v := &k.v
	v.panel = ui.Rect{X: v.x, Y: y, W: v.w}
	in := v.panel.Inset(20 * u)
	title, words, ok, cancel := k.taskWords()
	v.taskTitle = leftBlock(th, title, ui.Bold, 22, in.X, y+18*u, in.W)
	v.taskTitle.ink = ui.AccentColor
	v.taskText = leftBlock(th, words, ui.Regular, 16, in.X, v.taskTitle.bottom()+8*u, in.W)
	y = v.taskText.bottom() + 14*u
	v.grid, v.print = v.grid[:0], ui.Button{}
	switch k.mode {
	case keysNaming:
		k.field.Label = "The passkey's name"
		k.field.Rect = ui.Rect{X: in.X, Y: y + 22*u, W: in.W, H: th.Tap(44)}
		y = k.field.Rect.Bottom() + 16*u
	case keysShowing:
		cols := 2
		cw, ch := (in.W-12*u)/2, th.Tap(36)
		for i := range k.shown {
			c, r := i%cols, i/cols
			v.grid = append(v.grid, ui.Rect{X: in.X + float64(c)*(cw+12*u), Y: y + float64(r)*(ch+6*u), W: cw, H: ch})
		}
		y += float64((len(k.shown)+cols-1)/cols)*(ch+6*u) + 10*u
		v.print = ui.Button{Label: printLabel(), Rect: ui.Rect{X: in.X, Y: y, W: (in.W - 12*u) / 2, H: th.Tap(44)}}
	}
	bw := (in.W - 12*u) / 2
	v.ok = ui.Button{Label: ok, Primary: true, Disabled: k.busy(), Rect: ui.Rect{X: in.X, Y: y, W: bw, H: th.Tap(44)}}
	v.cancel = ui.Button{Label: cancel, Rect: ui.Rect{X: in.Right() - bw, Y: y, W: bw, H: th.Tap(44)}}
	if cancel == "" { // the codes: Print, then Done
		v.ok.Rect.X, v.cancel = in.Right()-bw, ui.Button{}
	}
	v.panel.H = v.ok.Rect.Bottom() + 20*u - v.panel.Y
}

// drawTask draws the task on show.
func (k *keys) drawTask(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	v := &k.v
	th.Panel(dst, v.panel)
	v.taskTitle.draw(dst, th)
	v.taskText.draw(dst, th)
	if k.mode == keysNaming {
		k.field.Draw(dst, th, in, "Phone")
	}
	f := th.Face(ui.Bold, 20)
	for i, r := range v.grid {
		th.FillRoundRect(dst, r, 8*u, ui.BackgroundColor)
		th.Text(dst, k.shown[i], f, r.X+r.W/2, r.Y+r.H/2, ui.Centered, ui.TextColor)
	}
	for _, b := range []*ui.Button{&v.print, &v.ok, &v.cancel} {
		if b.Rect.W > 0 {
			b.Draw(dst, th, in)
		}
	}
}

// taskDialog is the task open over the page as a dialog, or nil: the
// codes are its text, one a line, for the reader to read.
func (k *keys) taskDialog() *ui.Dialog {
	if k.mode == keysViewing {
		return nil
	}
	title, words, ok, cancel := k.taskWords()
	d := &ui.Dialog{Title: title, Alert: k.mode != keysNaming && k.mode != keysShowing, Text: []ui.Block{{Text: words}}, Message: k.message, Cancel: "cancel"}
	switch k.mode {
	case keysNaming:
		d.Actions = append(d.Actions, ui.Action{ID: "name", Label: "The passkey's name", Kind: ui.KindText, Value: k.field.Name, Submit: "ok"})
	case keysShowing:
		for i, c := range k.shown {
			d.Text = append(d.Text, ui.Block{Text: "Code " + strconv.Itoa(i+1) + ": " + c})
		}
		d.Actions = append(d.Actions, ui.Action{ID: "print", Label: printLabel() + " the codes"})
	}
	d.Actions = append(d.Actions, ui.Action{ID: "ok", Label: ok, Disabled: k.busy()})
	if cancel != "" {
		d.Actions = append(d.Actions, ui.Action{ID: "cancel", Label: cancel})
	}
	return d
}
