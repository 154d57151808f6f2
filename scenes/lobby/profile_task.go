package lobby

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/online/client"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// The own page's tasks each take the page's body: renaming (the name
// field), deleting (a question first) and carrying the profile to another
// device (its link, to copy, and the link's QR code, as the invite
// overlay draws an invite's).

// taskView is where a task's parts go.
type taskView struct {
	panel      ui.Rect
	text       ui.Rect // the words
	qr         ui.Rect // carrying: the code
	link       ui.Rect // carrying: the link
	ok, cancel ui.Button
	copy       ui.Button // carrying
}

// taskWords are what a task says.
func (p *profile) taskWords() (title, words string) {
	switch p.mode {
	case renaming:
		return "Rename your profile", "Your name as other players see it: 1 to 24 characters."
	case deleting:
		return "Delete your profile?", "Its games stay, under the name \"(deleted)\"; its ratings go with it, and this device forgets it. This cannot be undone."
	case blocking:
		return p.blockWords()
	case carrying:
		return "Use on another device", "Open this link on your other device, or scan the code there, to play as " + p.who.Name + ". Keep it to yourself: whoever opens it plays as you."
	}
	return "", ""
}

// layoutTask places the task on show in body.
func (p *profile) layoutTask(th *ui.Theme, body ui.Rect) {
	u := th.U
	t := &p.v.task
	w := min(body.W, 620*u)
	t.panel = ui.Rect{X: body.X + (body.W-w)/2, Y: body.Y, W: w, H: body.H}
	in := t.panel.Inset(22 * u)
	in.Y += 34 * u
	in.H -= 34 * u
	_, words := p.taskWords()
	f := th.Face(ui.Regular, 16)
	textH := float64(len(th.Wrap(words, f, in.W))) * lineHeight(th, f)
	t.qr, t.link, t.copy = ui.Rect{}, ui.Rect{}, ui.Button{}
	y := in.Y
	if p.mode == carrying {
		q := min(in.W*0.8, 300*u, max(120*u, in.H-textH-th.Tap(44)*2-60*u))
		t.qr = ui.Rect{X: in.X + (in.W-q)/2, Y: y, W: q, H: q}
		y += q + 14*u
	}
	t.text = ui.Rect{X: in.X, Y: y, W: in.W, H: textH}
	y += textH + 16*u
	switch p.mode {
	case renaming:
		p.field.Rect = ui.Rect{X: in.X, Y: y + 22*u, W: in.W, H: th.Tap(44)}
		y = p.field.Rect.Bottom() + 18*u
	case carrying:
		bw := 96 * u
		t.link = ui.Rect{X: in.X, Y: y, W: in.W - bw - 10*u, H: th.Tap(40)}
		t.copy = ui.Button{Label: "Copy", Primary: true, Rect: ui.Rect{X: in.Right() - bw, Y: y, W: bw, H: th.Tap(40)}}
		y = t.link.Bottom() + 18*u
	}
	bw := (in.W - 12*u) / 2
	labels := map[profileMode][2]string{renaming: {"Save", "Cancel"}, deleting: {"Delete for good", "Keep it"}, carrying: {"", "Done"}, blocking: {"Block", "Cancel"}}[p.mode]
	t.ok = ui.Button{Label: labels[0], Primary: true, Rect: ui.Rect{X: in.X, Y: y, W: bw, H: th.Tap(44)}}
	t.cancel = ui.Button{Label: labels[1], Rect: ui.Rect{X: in.Right() - bw, Y: y, W: bw, H: th.Tap(44)}}
	if p.mode == carrying {
		t.ok = ui.Button{}
	}
	if p.mode == renaming {
		t.ok.Disabled = table.CleanName(p.field.Name) == "" || p.asking() != ""
	}
	t.panel.H = t.cancel.Rect.Bottom() + 22*u - t.panel.Y
}

// lineHeight is the distance between lines of face f.
func lineHeight(th *ui.Theme, f *ui.Face) float64 { return max(22*th.U, f.Size*1.4) }

// startRename opens the name field, with the name as it is.
func (p *profile) startRename() {
	p.mode = renaming
	p.field = table.NameField{Name: p.who.Name, Typing: true}
}

// updateTask takes the clicks and keys of the task on show.
func (p *profile) updateTask(ctx *ui.Context) {
	in := &ctx.Input
	t := &p.v.task
	cancel := t.cancel.Clicked(in) || p.v.back.Clicked(in) || in.Has(ui.IntentBack)
	switch p.mode {
	case renaming:
		enter := p.field.Update(in, p.open.host)
		switch {
		case cancel:
			p.mode = viewing
		case (enter || t.ok.Clicked(in)) && !t.ok.Disabled:
			p.rename(p.field.Name)
		}
	case deleting:
		switch {
		case cancel:
			p.mode = viewing
		case t.ok.Clicked(in) && p.asking() == "":
			p.message = "Deleting…"
			p.ask(client.DeleteProfile())
		}
	case carrying:
		switch {
		case cancel:
			p.mode = viewing
		case t.copy.Clicked(in):
			p.copyLink()
		}
	case blocking:
		switch {
		case cancel:
			p.mode = viewing
		case t.ok.Clicked(in):
			p.blockNow()
		}
	}
	if p.mode == viewing {
		p.message = ""
	}
}

// rename asks the server to rename the profile name (cleaned as the
// server keeps it).
func (p *profile) rename(name string) {
	name = table.CleanName(name)
	if name == "" {
		p.tell("A name is 1 to 24 characters, on one line.")
		return
	}
	p.message = "Renaming…"
	p.ask(client.Rename(name))
}

// copyLink copies the profile link, and says where it went.
func (p *profile) copyLink() {
	where, err := p.open.host.Copy(p.lobby.ProfileLink())
	if err != nil {
		p.tell("The link could not be copied: " + err.Error() + ".")
		return
	}
	p.tell("The link is " + where + ".")
}

// drawTask draws the task on show.
func (p *profile) drawTask(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	t := &p.v.task
	th.Panel(dst, t.panel)
	title, words := p.taskWords()
	title, tf := th.FitText(title, ui.Bold, 22, t.panel.W-44*u)
	th.Text(dst, title, tf, t.panel.X+22*u, t.panel.Y+22*u, ui.TopLeft, ui.AccentColor)
	f := th.Face(ui.Regular, 16)
	for i, l := range th.Wrap(words, f, t.text.W) {
		th.Text(dst, l, f, t.text.X, t.text.Y+float64(i)*lineHeight(th, f), ui.TopLeft, ui.TextColor)
	}
	switch p.mode {
	case renaming:
		p.field.Draw(dst, th, in, "Your name")
	case carrying:
		p.qr.Draw(dst, p.lobby.ProfileLink(), t.qr)
		th.FillRoundRect(dst, t.link, 9*u, ui.BackgroundColor)
		small := th.Face(ui.Regular, 13)
		th.Text(dst, th.Clip(p.lobby.ProfileLink(), small, t.link.W-20*u), small, t.link.X+10*u, t.link.Y+t.link.H/2, ui.MiddleLeft, ui.MutedColor)
		t.copy.Draw(dst, th, in)
	}
	if t.ok.Label != "" {
		t.ok.Draw(dst, th, in)
	}
	t.cancel.Draw(dst, th, in)
}

// TakesText reports whether the name field has the keyboard: its keys
// are the name's, Enter saves and Escape cancels.
func (p *profile) TakesText() bool { return p.mode == renaming }
