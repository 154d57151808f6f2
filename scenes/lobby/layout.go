package lobby

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/online"
	"parlor/scenes/ui"
)

// lobbyLayout is where the lobby's controls and words are, as of the
// last layout.
type lobbyLayout struct {
	menu  ui.Button // ‹ Menu; ‹ Lobby on the form
	texts []textBlock
	// The door's: Continue (a new profile), Try again, and a profile
	// link's question.
	cont, retry, use, keep ui.Button
	// The list's.
	profile, leaders ui.Button
	who              textBlock // the signed-in name and rating
	filters          []filterOption
	quick, create    ui.Button
	head             ui.Rect // OPEN TABLES, and the page
	rows             []tableRow
	empty            ui.Rect // where the words of an empty list go
	prev, next       ui.Button
	pages            int
	// The wait's.
	cancel ui.Button
	clock  ui.Rect
}

// textBlock is lines of text centred on x (or from x, left), a line
// every lh from y.
type textBlock struct {
	lines []string
	face  *ui.Face
	x, y  float64
	lh    float64
	ink   color.Color
	left  bool
}

// bottom is the y under the block's last line.
func (b textBlock) bottom() float64 { return b.y + float64(len(b.lines))*b.lh }

// draw draws the block.
func (b textBlock) draw(dst *ebiten.Image, th *ui.Theme) {
	for i, l := range b.lines {
		y := b.y + float64(i)*b.lh + b.lh/2
		if b.left {
			th.Text(dst, l, b.face, b.x, y, ui.MiddleLeft, b.ink)
		} else {
			th.Text(dst, l, b.face, b.x, y, ui.Centered, b.ink)
		}
	}
}

// block wraps s to width w in face (weight, size) and places it centred
// on cx from y.
func block(th *ui.Theme, s string, weight ui.Weight, size float64, cx, y, w float64, ink color.Color) textBlock {
	f := th.Face(weight, size)
	return textBlock{lines: th.Wrap(s, f, w), face: f, x: cx, y: y, lh: max(f.Size*1.35, size*1.3*th.U), ink: ink}
}

// layout places the stage's controls for the screen.
func (l *lobby) layout(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	l.lay.texts = l.lay.texts[:0]
	l.lay.menu = ui.Button{Label: "‹ Menu", Rect: ui.Rect{X: 16 * u, Y: 12 * u, W: 104 * u, H: th.Tap(40)}}
	switch l.stage {
	case stageList:
		l.layoutList(ctx)
	case stageForm:
		l.lay.menu.Label = "‹ Lobby"
		l.form.layout(ctx, l.lay.menu.Rect.Bottom())
	case stageWaiting:
		l.layoutWaiting(ctx)
	default:
		l.layoutDoor(ctx)
	}
}

// layoutDoor lays out the way in: signing in, a new profile's name, a
// profile link's question, or why the lobby cannot be reached.
func (l *lobby) layoutDoor(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	w := min(ctx.W-32*u, 560*u)
	x, cx := (ctx.W-w)/2, ctx.W/2
	y := max(ctx.H*0.14, l.lay.menu.Rect.Bottom()+30*u)
	add := func(b textBlock) { l.lay.texts = append(l.lay.texts, b); y = b.bottom() }
	add(block(th, lobbyTitle, ui.Bold, 34, cx, y, w, ui.AccentColor))
	add(block(th, lobbyBlurb, ui.Regular, 17, cx, y+6*u, w, ui.MutedColor))
	y += 28 * u
	switch l.stage {
	case stageSigning:
		words := lobbySigningIn
		switch {
		case l.swap.key != "":
			words = lobbyReading
		case l.keep && !l.link:
			words = lobbyMaking
		}
		add(block(th, words, ui.Medium, 20, cx, y+20*u, w, ui.MutedColor))
	case stageName:
		add(block(th, lobbyNameAsk, ui.Regular, 16, cx, y, w, ui.TextColor))
		y += 44 * u
		l.field.Rect = ui.Rect{X: x, Y: y, W: w, H: th.Tap(44)}
		l.lay.cont = ui.Button{Label: "Continue", Primary: true, Rect: ui.Rect{X: x, Y: l.field.Rect.Bottom() + 16*u, W: w, H: th.Tap(48)}}
		y = l.lay.cont.Rect.Bottom() + 16*u
	case stageSwap:
		add(block(th, swapQuestion(l.swap.theirs), ui.Bold, 24, cx, y, w, ui.TextColor))
		add(block(th, swapNote(l.swap.mine), ui.Regular, 16, cx, y+6*u, w, ui.MutedColor))
		y += 24 * u
		use, keep := "Use "+possessive(l.swap.theirs)+" profile", "Keep "+l.swap.mine
		bh := th.Tap(48)
		if bw := (w - 12*u) / 2; th.LabelWidth(use, ui.Medium, 16, bh) <= bw && th.LabelWidth(keep, ui.Medium, 16, bh) <= bw {
			l.lay.use = ui.Button{Label: use, Primary: true, Rect: ui.Rect{X: x, Y: y, W: bw, H: bh}}
			l.lay.keep = ui.Button{Label: keep, Rect: ui.Rect{X: x + bw + 12*u, Y: y, W: bw, H: bh}}
		} else {
			l.lay.use = ui.Button{Label: use, Primary: true, Rect: ui.Rect{X: x, Y: y, W: w, H: bh}}
			l.lay.keep = ui.Button{Label: keep, Rect: ui.Rect{X: x, Y: y + bh + 12*u, W: w, H: bh}}
		}
		y = l.lay.keep.Rect.Bottom() + 16*u
	case stageFailed:
		add(block(th, l.message, ui.Medium, 16, cx, y, w, ui.AccentColor))
		y += 24 * u
		label := "Try again"
		if l.link {
			label = "Back to the menu"
		}
		l.lay.retry = ui.Button{Label: label, Primary: true, Rect: ui.Rect{X: x + w/4, Y: y, W: w / 2, H: th.Tap(48)}}
		y = l.lay.retry.Rect.Bottom() + 16*u
	}
	if l.message != "" && l.stage != stageFailed {
		add(block(th, l.message, ui.Medium, 15, cx, y, w, ui.AccentColor))
	}
}

// drawDoor draws the way in.
func (l *lobby) drawDoor(dst *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	l.lay.menu.Draw(dst, th, in)
	for _, b := range l.lay.texts {
		b.draw(dst, th)
	}
	switch l.stage {
	case stageName:
		l.field.Draw(dst, th, in, "Type a name")
		l.lay.cont.Draw(dst, th, in)
	case stageSwap:
		l.lay.use.Draw(dst, th, in)
		l.lay.keep.Draw(dst, th, in)
	case stageFailed:
		l.lay.retry.Draw(dst, th, in)
	}
}

// layoutWaiting lays out the wait at a table: what for, how long, the
// table's seats, and Cancel.
func (l *lobby) layoutWaiting(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	w := min(ctx.W-32*u, 560*u)
	cx := ctx.W / 2
	y := max(ctx.H*0.16, l.lay.menu.Rect.Bottom()+30*u)
	add := func(b textBlock) { l.lay.texts = append(l.lay.texts, b); y = b.bottom() }
	s := l.view.sitting
	add(block(th, l.waitTitle(), ui.Bold, 30, cx, y, w, ui.TextColor))
	l.lay.clock = ui.Rect{X: cx - w/2, Y: y + 8*u, W: w, H: 60 * u}
	y = l.lay.clock.Bottom() + 8*u
	add(block(th, describe(s.Table.Game, s.Table.Any)+" · "+ratedWord(s.Table.Rated)+clockPart(" · ", s.Table.Clock), ui.Medium, 18, cx, y, w, ui.AccentColor))
	y += 14 * u
	for i, seat := range s.Table.Seats {
		who := "a seat free"
		switch {
		case seat.Kind == online.KindPerson && i == s.Seat:
			who = "you, " + seat.Rating
		case seat.Kind == online.KindPerson:
			who = seat.Player + " " + seat.Rating
		case seat.Kind == online.KindComputer:
			who = "the computer"
		}
		add(block(th, seat.Name+": "+who, ui.Regular, 16, cx, y, w, ui.TextColor))
	}
	y += 24 * u
	label := "Cancel"
	if l.leaving {
		label = "Leaving…"
	}
	bw := min(w, 260*u)
	l.lay.cancel = ui.Button{Label: label, Disabled: l.leaving, Rect: ui.Rect{X: cx - bw/2, Y: y, W: bw, H: th.Tap(48)}}
	y = l.lay.cancel.Rect.Bottom() + 20*u
	note := openNote
	if s.Table.Quick {
		note = quickNote
	}
	if l.down {
		note = lobbyDown
	}
	add(block(th, note, ui.Regular, 15, cx, y, w, ui.MutedColor))
	if l.message != "" {
		add(block(th, l.message, ui.Medium, 15, cx, y+10*u, w, ui.AccentColor))
	}
}

// drawWaiting draws the wait.
func (l *lobby) drawWaiting(dst *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	l.lay.menu.Draw(dst, th, in)
	for _, b := range l.lay.texts {
		b.draw(dst, th)
	}
	x, y := l.lay.clock.Center()
	th.Text(dst, waitClock(int(time.Since(l.since).Seconds())), th.Face(ui.Bold, 44), x, y, ui.Centered, ui.AccentColor)
	l.lay.cancel.Draw(dst, th, in)
}

// Targets are the stage's controls.
func (l *lobby) Targets() ui.Targets {
	t := ui.Targets{}
	switch l.stage {
	case stageName:
		t["menu"], t["name"], t["continue"] = l.lay.menu.Rect, l.field.Rect, l.lay.cont.Rect
	case stageSwap:
		t["menu"], t["swap:use"], t["swap:keep"] = l.lay.menu.Rect, l.lay.use.Rect, l.lay.keep.Rect
	case stageFailed:
		t["menu"], t["retry"] = l.lay.menu.Rect, l.lay.retry.Rect
	case stageWaiting:
		t["menu"], t["cancel"] = l.lay.menu.Rect, l.lay.cancel.Rect
	case stageList:
		l.listTargets(t)
	case stageForm:
		t["back"] = l.lay.menu.Rect
		l.form.targets(t)
	default:
		t["menu"] = l.lay.menu.Rect
	}
	return t
}
