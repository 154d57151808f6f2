package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// bar is the strip at the top: back to the menu, undo, redo and a hint,
// the game's title, the rules, share and a new game.
type bar struct {
	menu, undo, redo, hint, rules, share, restart ui.Button
	values                                        ui.Button // on a wide screen, when the view shows values
	rect                                          ui.Rect
	title                                         bool // there is room for the title
}

func newBar() bar {
	return bar{
		menu: ui.Button{Label: "‹ Menu"}, undo: ui.Button{Label: "Undo"}, redo: ui.Button{Label: "Redo"}, hint: ui.Button{Label: "Hint"},
		rules: ui.Button{Label: "Rules"}, share: ui.Button{Label: "Share"}, restart: ui.Button{Label: "New game", Primary: true},
	}
}

// layout places the bar across the top of a w-wide screen and returns its
// height. With values set, a wide bar has the values button after the
// hint. Each button is wide enough for its label (labels first: see
// labels): on a wide screen its own width or more, on a phone a share of
// the row sized to the labels, on two lines where one is too wide.
func (b *bar) layout(th *ui.Theme, w float64, values bool) float64 {
	u := th.U
	h := th.Tap(40)
	pad, gap := 16*u, 8*u
	buttons := b.buttons()
	widths := []float64{104, 76, 76, 76, 76, 76, 124}
	total := 0.0
	for i, btn := range buttons {
		lw, _ := th.Measure(btn.Label, th.Face(ui.Medium, 16))
		widths[i] = max(widths[i]*u, lw+2*th.LabelPad())
		total += widths[i]
	}
	b.title = w-2*pad-total-5*gap > 260*u
	if w-2*pad-total-6*gap < 0 {
		b.layoutPhone(th, w)
	} else {
		x := pad
		for i, btn := range buttons[:4] {
			btn.Rect = ui.Rect{X: x, Y: 12 * u, W: widths[i], H: h}
			x += widths[i] + gap
		}
		x = w - pad
		for i := len(buttons) - 1; i >= 4; i-- {
			x -= widths[i]
			buttons[i].Rect = ui.Rect{X: x, Y: 12 * u, W: widths[i], H: h}
			x -= gap
		}
	}
	b.values.Rect = ui.Rect{}
	if values && w-2*pad-total-7*gap-90*u >= 0 {
		b.values.Label = "Values"
		b.values.Rect = ui.Rect{X: b.hint.Rect.Right() + gap, Y: 12 * u, W: 90 * u, H: h}
		b.title = w-2*pad-total-6*gap-90*u > 260*u
	}
	b.rect = ui.Rect{W: w, H: h + 24*u}
	return b.rect.H
}

// layoutPhone places the seven buttons in one row across a phone, with
// short labels: each as wide as its label needs (on two lines if need
// be) and a tap, the rest of the row shared equally; where the row is
// too narrow even for that, in equal shares.
func (b *bar) layoutPhone(th *ui.Theme, w float64) {
	u := th.U
	pad, gap := 16*u, 6*u
	b.menu.Label = "‹"
	if b.restart.Label == "New game" {
		b.restart.Label = "New"
	}
	buttons := b.buttons()
	room := w - 2*pad - float64(len(buttons)-1)*gap
	need := make([]float64, len(buttons))
	total := 0.0
	for i, btn := range buttons {
		need[i] = max(th.LabelWidth(btn.Label, ui.Medium, 16, th.Tap(40)), th.Tap(0))
		total += need[i]
	}
	extra := (room - total) / float64(len(buttons))
	x := pad
	for i, btn := range buttons {
		bw := need[i] + extra
		if extra < 0 {
			bw = room / float64(len(buttons))
		}
		btn.Rect = ui.Rect{X: x, Y: 12 * u, W: bw, H: th.Tap(40)}
		x += bw + gap
	}
}

// buttons are the bar's seven buttons in order, left to right.
func (b *bar) buttons() []*ui.Button {
	return []*ui.Button{&b.menu, &b.undo, &b.redo, &b.hint, &b.rules, &b.share, &b.restart}
}

// labels sets the bar's labels for the game on show: online, Take back,
// Invite and at the end Rematch; at the end of a game here, Play again.
// A phone shortens some (layoutPhone).
func (t *Screen) labels() {
	b := &t.bar
	b.menu.Label = t.homeLabel
	t.barLabels(b)
}

// updateBar acts on a click on the bar, and reports whether it left the
// table.
func (t *Screen) updateBar(ctx *ui.Context) bool {
	in := &ctx.Input
	b := &t.bar
	b.undo.Disabled = !t.takeBackOffered()
	b.redo.Disabled = !t.drv.canRedo(t)
	b.hint.Disabled = !t.hintOffered()
	switch {
	case b.menu.Clicked(in):
		t.leave()
		ctx.Go(t.home())
		return true
	case b.undo.Clicked(in):
		t.undo()
	case b.redo.Clicked(in):
		t.redo()
	case b.hint.Clicked(in):
		t.askHint()
	case b.values.Rect.W > 0 && b.values.Clicked(in):
		t.toggleValues()
	case b.rules.Clicked(in):
		t.openRules(ctx)
	case b.share.Clicked(in):
		t.share()
	case b.restart.Clicked(in):
		t.newGame(false)
	}
	return false
}

// drawBar draws the bar's buttons and the title.
func (t *Screen) drawBar(dst *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	b := &t.bar
	b.redo.Disabled = !t.drv.canRedo(t)
	b.hint.Disabled = !t.hintOffered()
	for _, btn := range b.buttons() {
		btn.Draw(dst, th, in)
	}
	left := b.hint.Rect
	if b.values.Rect.W > 0 {
		b.values.Primary = t.analysis.on
		b.values.Disabled = t.helpsOff()
		b.values.Draw(dst, th, in)
		left = b.values.Rect
	}
	if b.title {
		title := t.match.Options().Heading()
		l, r := left.Right()+16*th.U, b.rules.Rect.X-16*th.U
		title, face := th.FitText(title, ui.Bold, 22, r-l)
		th.Text(dst, title, face, (l+r)/2, b.undo.Rect.Y+b.undo.Rect.H/2, ui.Centered, ui.TextColor)
	}
}

// targets adds the bar's buttons to tg.
func (b *bar) targets(tg ui.Targets) {
	tg["menu"], tg["undo"], tg["redo"], tg["hint"] = b.menu.Rect, b.undo.Rect, b.redo.Rect, b.hint.Rect
	tg["rules"], tg["share"], tg["new"] = b.rules.Rect, b.share.Rect, b.restart.Rect
	if b.values.Rect.W > 0 {
		tg["values"] = b.values.Rect
	}
}
