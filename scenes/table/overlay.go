package table

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/table/roomview"
	"parlor/scenes/ui"
)

// overlayKind is what is shown over the table, if anything.
type overlayKind int

const (
	noOverlay overlayKind = iota
	rulesOverlay
	shareOverlay
	confirmOverlay
	settingsOverlay
	inviteOverlay
	askOverlay
	handOverlay
	resignOverlay
	nameOverlay
	linkOverlay
)

// dialog is what the table asks of the overlay of its kind, each in a
// file of its own (dialog_*.go): the table switches on no kind, so a new
// dialog is a new file and a line in dialogs.
type dialog interface {
	name() string           // the overlay's name in the scene's state: "rules"
	title(t *Screen) string // its title: "Rules of Kalah"
	// size is its width and height on the screen, given the default.
	size(t *Screen, ctx *ui.Context, w, h float64) (float64, float64)
	// layout places its controls in the overlay inside its margins.
	layout(t *Screen, ctx *ui.Context, in ui.Rect)
	update(t *Screen, ctx *ui.Context) // a click of its own, Close and Esc apart
	draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input)
	targets(t *Screen, tg ui.Targets)
	order(t *Screen) []string     // its Tab stops between the text and Close
	read(t *Screen, d *ui.Dialog) // the screen reader's dialog: text, message, controls
	// act does a control of its dialog, as its click does: one the
	// dialog offers, unless it checks its own (own).
	act(t *Screen, ctx *ui.Context, id string)
	own() bool
	key(t *Screen) string // its state the dialog depends on (dialogKey)
	closed(t *Screen)     // Close or Esc, as the overlay shuts
	scrolls() bool        // its content may scroll, by the keys too
}

// dialogs are the overlays' dialogs by kind.
var dialogs = [...]dialog{
	noOverlay:       noDialog{},
	rulesOverlay:    rulesDialog{},
	shareOverlay:    shareDialog{},
	confirmOverlay:  confirmDialog(),
	settingsOverlay: settingsDialog{},
	inviteOverlay:   inviteDialog{},
	askOverlay:      askDialog(),
	handOverlay:     handDialog{},
	resignOverlay:   resignDialog(),
	nameOverlay:     nameDialog{},
	linkOverlay:     linkDialog(),
}

// dialog is the dialog of the overlay of kind k.
func (k overlayKind) dialog() dialog { return dialogs[k] }

func (k overlayKind) String() string { return k.dialog().name() }

// plainDialog is what a dialog does where it does nothing of its own: it
// is embedded in each.
type plainDialog struct{}

func (plainDialog) size(_ *Screen, _ *ui.Context, w, h float64) (float64, float64) { return w, h }
func (plainDialog) layout(*Screen, *ui.Context, ui.Rect)                           {}
func (plainDialog) update(*Screen, *ui.Context)                                    {}
func (plainDialog) draw(*Screen, *ebiten.Image, *ui.Theme, *ui.Input)              {}
func (plainDialog) targets(*Screen, ui.Targets)                                    {}
func (plainDialog) order(*Screen) []string                                         { return nil }
func (plainDialog) read(*Screen, *ui.Dialog)                                       {}
func (plainDialog) act(*Screen, *ui.Context, string)                               {}
func (plainDialog) own() bool                                                      { return false }
func (plainDialog) closed(*Screen)                                                 {}
func (plainDialog) scrolls() bool                                                  { return false }

// key is the state most dialogs depend on: the overlay's message, the
// seat asked of, the name typed, and whether a room is being made or is
// made.
func (plainDialog) key(t *Screen) string {
	o := &t.overlay
	return fmt.Sprint(o.message, "|", o.seat, "|", o.name.Name, "|", t.opening != nil, "|", t.room != nil)
}

// noDialog is no overlay.
type noDialog struct{ plainDialog }

func (noDialog) name() string         { return "" }
func (noDialog) title(*Screen) string { return "" }
func (noDialog) key(*Screen) string   { return "" }

// overlay is a panel over the table: the rules, the share link, a question
// before a new game, or the settings on a small screen. Esc or close shuts
// it.
type overlay struct {
	kind    overlayKind
	rect    ui.Rect
	body    ui.Rect // the scrolling part
	close   ui.Button
	yes, no ui.Button // confirm: start a new game or keep playing
	copyRec ui.Button // share: copy the record
	lines   []line    // the rules or the link, laid out
	scroll  ui.Scroller
	message string // share: what happened to the clipboard; invite: what is happening
	width   float64
	invite  roomview.Invite
	seat    int         // hand: the seat to give to the computer
	levels  []ui.Button // hand: a button for each level, the level's name in its label's place
	motion  ui.Choice   // rules: motion full or reduced (motion.go)
	names   []string    // hand: the levels' names
	name    NameField   // name: the name the others will see
}

// line is one laid-out line of an overlay's text.
type line struct {
	text   string
	weight ui.Weight
	size   float64
	indent float64
	y      float64 // from the top of the text
	soft   bool    // inked softer than the text: the rules' paragraphs
}

func (o *overlay) open(k overlayKind) {
	*o = overlay{kind: k}
}

// layoutOverlay places the overlay for the screen and lays out its text.
func (t *Screen) layoutOverlay(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	o := &t.overlay
	d := o.kind.dialog()
	w, h := d.size(t, ctx, min(ctx.W-24*u, 720*u), min(ctx.H-24*u, 640*u))
	o.rect = ui.Rect{X: (ctx.W - w) / 2, Y: (ctx.H - h) / 2, W: w, H: h}
	in := o.rect.Inset(24 * u)
	o.close = ui.Button{Label: "Close", Rect: ui.Rect{X: in.Right() - 100*u, Y: in.Y, W: 100 * u, H: th.Tap(36)}}
	o.body = ui.Rect{X: in.X, Y: o.close.Rect.Bottom() + 14*u, W: in.W, H: in.Bottom() - o.close.Rect.Bottom() - 14*u}
	d.layout(t, ctx, in)
	if n := len(o.lines); n > 0 {
		o.scroll.Max = max(0, o.lines[n-1].y+30*u-o.body.H)
	}
}

// questionSize is the size of an overlay that asks a question of a line
// or two, answered by a row of buttons.
func questionSize(ctx *ui.Context) (w, h float64) {
	u := ctx.Theme.U
	return min(ctx.W-24*u, 560*u), 200*u + ctx.Theme.Tap(40)
}

// answers places the overlay's two answers, yes and no, side by side at
// the foot of in.
func (o *overlay) answers(th *ui.Theme, in ui.Rect, yes, no string) {
	bw, bh := (in.W-12*th.U)/2, th.Tap(40)
	o.yes = ui.Button{Label: yes, Primary: true, Rect: ui.Rect{X: in.X, Y: in.Bottom() - bh, W: bw, H: bh}}
	o.no = ui.Button{Label: no, Rect: ui.Rect{X: in.Right() - bw, Y: in.Bottom() - bh, W: bw, H: bh}}
}

// updateOverlay handles input while an overlay is open.
func (t *Screen) updateOverlay(ctx *ui.Context) {
	in := &ctx.Input
	o := &t.overlay
	d := o.kind.dialog()
	t.layoutOverlay(ctx)
	if o.lines != nil {
		o.scroll.Update(in, o.body, o.scroll.Max+o.body.H, 40*ctx.Theme.U)
	}
	if t.scrollsByKeys() { // Page Up, Page Down, Home, End; Up and Down off the controls
		o.scroll.Keys(in.Nav, t.KeyScrolls(in.Ring), 40*ctx.Theme.U, o.body.H)
	}
	if in.Has(ui.IntentBack) || o.close.Clicked(in) || (in.Clicked(ui.Rect{W: ctx.W, H: ctx.H}) && !o.rect.Contains(in.PressX, in.PressY)) {
		d.closed(t)
		o.kind = noOverlay
		return
	}
	d.update(t, ctx)
}

// overlayTitle is the open overlay's title: "Rules of Kalah".
func (t *Screen) overlayTitle() string { return t.overlay.kind.dialog().title(t) }

// drawOverlay draws the overlay, if one is open, over a veil.
func (t *Screen) drawOverlay(dst *ebiten.Image, ctx *ui.Context) {
	o := &t.overlay
	if o.kind == noOverlay {
		return
	}
	th, in := ctx.Theme, &ctx.Input
	u := th.U
	t.layoutOverlay(ctx)
	th.FillRect(dst, ui.Rect{W: ctx.W, H: ctx.H}, ui.Fade(ui.BackgroundColor, 0.75))
	th.Panel(dst, o.rect)
	title := t.overlayTitle()
	head := o.rect.Inset(24 * u)
	title, face := th.FitText(title, ui.Bold, 24, o.close.Rect.X-head.X-12*u)
	th.Text(dst, title, face, head.X, o.close.Rect.Y+o.close.Rect.H/2, ui.MiddleLeft, ui.TextColor)
	o.close.Draw(dst, th, in)
	o.kind.dialog().draw(t, dst, th, in)
	// The scrolling text, clipped to the body.
	if len(o.lines) > 0 {
		clip := dst.SubImage(rectImage(o.body)).(*ebiten.Image)
		for _, l := range o.lines {
			y := o.body.Y + l.y - o.scroll.Offset
			if y < o.body.Y-40*u || y > o.body.Bottom() {
				continue
			}
			ink := ui.TextColor
			if l.soft {
				ink = ui.Mix(ui.TextColor, ui.MutedColor, 0.35)
			}
			th.Text(clip, l.text, th.Face(l.weight, l.size), o.body.X+l.indent, y, ui.TopLeft, ink)
		}
		if o.scroll.Max > 0 {
			o.drawScrollBar(dst, th)
		}
	}
}

// drawScrollBar draws a thin bar at the overlay's side that says how far
// through its scrolling content the view is.
func (o *overlay) drawScrollBar(dst *ebiten.Image, th *ui.Theme) {
	u := th.U
	track := ui.Rect{X: o.rect.Right() - 12*u, Y: o.body.Y, W: 4 * u, H: o.body.H}
	th.FillRoundRect(dst, track, 2*u, ui.Fade(ui.MutedColor, 0.2))
	k := o.body.H / (o.body.H + o.scroll.Max)
	th.FillRoundRect(dst, ui.Rect{X: track.X, Y: track.Y + (track.H-track.H*k)*o.scroll.Offset/o.scroll.Max, W: track.W, H: track.H * k}, 2*u, ui.Fade(ui.MutedColor, 0.7))
}

// drawWords draws a question's words, wrapped to the body, from its top.
func (o *overlay) drawWords(dst *ebiten.Image, th *ui.Theme, words string) {
	face := th.Face(ui.Regular, 16)
	for i, l := range th.Wrap(words, face, o.body.W) {
		th.Text(dst, l, face, o.body.X, o.body.Y+float64(i)*th.LineGap(24, 16), ui.TopLeft, ui.MutedColor)
	}
}

// drawAnswers draws the two answers that answers placed.
func (o *overlay) drawAnswers(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	o.yes.Draw(dst, th, in)
	o.no.Draw(dst, th, in)
}

// overlayTargets names the open overlay's buttons.
func (t *Screen) overlayTargets(tg ui.Targets) {
	o := &t.overlay
	tg["close"] = o.close.Rect
	if len(o.lines) > 0 && o.scroll.Max > 0 {
		// A stop of its own, where the arrows scroll it (order.go): the
		// text and half the margin each side, so that the ring clears it.
		pad := (o.body.X - o.rect.X) / 2
		tg["text"] = ui.Rect{X: o.body.X - pad, Y: o.body.Y, W: o.body.W + 2*pad, H: o.body.H}
	}
	o.kind.dialog().targets(t, tg)
}
