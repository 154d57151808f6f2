package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/online"
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

func (k overlayKind) String() string {
	return [...]string{"", "rules", "share", "confirm", "settings", "invite", "ask", "hand", "resign", "name", "link"}[k]
}

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
	invite  inviteView
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
}

func (o *overlay) open(k overlayKind) {
	*o = overlay{kind: k}
}

// openRules shows the game's rules.
func (t *Table) openRules(*ui.Context) { t.overlay.open(rulesOverlay) }

// openShare copies a link to this position and shows it.
func (t *Table) openShare() {
	t.overlay.open(shareOverlay)
	link := t.match.Link(t.host.Base())
	t.overlay.message = "Copy this link and send it: it opens this game at this move."
	if where, err := t.host.Copy(link); err == nil {
		t.overlay.message = "The link is " + where + ": send it, and it opens this game at this move."
	}
}

// layoutOverlay places the overlay for the screen and lays out its text.
func (t *Table) layoutOverlay(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	o := &t.overlay
	w, h := min(ctx.W-24*u, 720*u), min(ctx.H-24*u, 640*u)
	switch o.kind {
	case rulesOverlay: // on a phone, most of the height: more of the rules at once
		h = min(ctx.H-24*u, max(640*u, 0.8*ctx.H))
	case confirmOverlay:
		w, h = min(ctx.W-24*u, 520*u), 230*u+th.Tap(40)
	case shareOverlay:
		w, h = min(ctx.W-24*u, 620*u), min(ctx.H-24*u, 420*u)
	case inviteOverlay:
		w, h = min(ctx.W-24*u, 820*u), min(ctx.H-24*u, 520*u)
		if ctx.H > ctx.W { // a phone: the code above the links
			h = min(ctx.H-24*u, w*1.75)
		}
		if t.online() == nil { // a line of text: the room being made, or why it could not be
			h = min(ctx.H-24*u, 260*u)
		}
	case askOverlay, handOverlay, resignOverlay, linkOverlay:
		w, h = min(ctx.W-24*u, 560*u), 200*u+th.Tap(40)
	case nameOverlay:
		w = min(ctx.W-24*u, 560*u)
		h = min(ctx.H-24*u, 150*u+th.Tap(36)+nameText(th, w-48*u)+th.Face(ui.Medium, 13).Size+th.Tap(44)+th.Tap(40))
	case settingsOverlay:
		// Names over the choices if need be, and where that is too tall
		// for the screen, the choices beside the seats' marks.
		t.panel.settings.players.tight = false
		t.panel.settings.players.compact = false
		if t.panel.settings.height(th, w-48*u, true)+140*u > ctx.H-24*u {
			t.panel.settings.players.tight = true
		}
		h = min(ctx.H-24*u, t.panel.settings.height(th, w-48*u, true)+140*u)
	}
	o.rect = ui.Rect{X: (ctx.W - w) / 2, Y: (ctx.H - h) / 2, W: w, H: h}
	in := o.rect.Inset(24 * u)
	o.close = ui.Button{Label: "Close", Rect: ui.Rect{X: in.Right() - 100*u, Y: in.Y, W: 100 * u, H: th.Tap(36)}}
	o.body = ui.Rect{X: in.X, Y: o.close.Rect.Bottom() + 14*u, W: in.W, H: in.Bottom() - o.close.Rect.Bottom() - 14*u}
	bw := (in.W - 12*u) / 2
	bh := th.Tap(40)
	switch o.kind {
	case rulesOverlay:
		t.layoutMotion(ctx, in)
		if o.width != o.body.W || o.lines == nil {
			o.width = o.body.W
			keys := keysHelp
			if k, ok := t.view.(Keyer); ok {
				keys += "\n" + k.Keys()
			}
			o.lines = layoutRules(th, t.match.Options().Game().Rules+"\n\n"+keys, o.body.W)
		}
	case shareOverlay:
		o.body.H -= bh + 12*u
		o.copyRec = ui.Button{Label: "Copy the record", Rect: ui.Rect{X: in.X, Y: in.Bottom() - bh, W: in.W, H: bh}}
		if o.width != o.body.W || o.lines == nil {
			o.width = o.body.W
			o.lines = layoutLink(th, o.message, t.match.Link(t.host.Base()), o.body.W)
		}
	case confirmOverlay:
		o.yes = ui.Button{Label: "Start a new game", Primary: true, Rect: ui.Rect{X: in.X, Y: in.Bottom() - bh, W: bw, H: bh}}
		o.no = ui.Button{Label: "Keep playing", Rect: ui.Rect{X: in.Right() - bw, Y: in.Bottom() - bh, W: bw, H: bh}}
		o.yes.Label = t.drv.words().confirmYes
	case nameOverlay:
		o.yes = ui.Button{Label: "Invite and start", Primary: true, Rect: ui.Rect{X: in.X, Y: in.Bottom() - bh, W: in.W, H: bh}}
		o.name.Rect = ui.Rect{X: in.X, Y: o.body.Y + nameText(th, in.W) + max(26*u, th.Face(ui.Medium, 13).Size+18*u), W: in.W, H: th.Tap(44)}
	case linkOverlay:
		o.yes = ui.Button{Label: "Open the link", Primary: true, Rect: ui.Rect{X: in.X, Y: in.Bottom() - bh, W: bw, H: bh}}
		o.no = ui.Button{Label: "Stay here", Rect: ui.Rect{X: in.Right() - bw, Y: in.Bottom() - bh, W: bw, H: bh}}
	case resignOverlay:
		o.yes = ui.Button{Label: "Resign", Primary: true, Rect: ui.Rect{X: in.X, Y: in.Bottom() - bh, W: bw, H: bh}}
		o.no = ui.Button{Label: "Play on", Rect: ui.Rect{X: in.Right() - bw, Y: in.Bottom() - bh, W: bw, H: bh}}
	case askOverlay:
		o.yes = ui.Button{Label: "Take it back", Primary: true, Rect: ui.Rect{X: in.X, Y: in.Bottom() - bh, W: bw, H: bh}}
		if t.online().tab.Offer == online.KindDraw {
			o.yes.Label = "Agree to a draw"
		}
		o.no = ui.Button{Label: "No", Rect: ui.Rect{X: in.Right() - bw, Y: in.Bottom() - bh, W: bw, H: bh}}
	case inviteOverlay:
		t.layoutInvite(th, o.body)
	case handOverlay:
		o.levels, o.names = nil, nil
		for _, c := range t.handChoices() {
			o.levels = append(o.levels, ui.Button{Label: c.label, Primary: t.claims()})
			o.names = append(o.names, c.name)
		}
		k := float64(len(o.levels))
		lw := (in.W - (k-1)*8*u) / k
		for i := range o.levels {
			o.levels[i].Rect = ui.Rect{X: in.X + float64(i)*(lw+8*u), Y: in.Bottom() - bh, W: lw, H: bh}
		}
	case settingsOverlay:
		t.layoutSettingsOverlay(th, in)
	}
	if n := len(o.lines); n > 0 {
		o.scroll.Max = max(0, o.lines[n-1].y+30*u-o.body.H)
	}
}

// lineGap is the distance between lines of text of the given size
// (units): gap units, or more where the text is held to ui.MinText.
func lineGap(th *ui.Theme, gap, size float64) float64 {
	return max(gap*th.U, th.Face(ui.Regular, size).Size*1.35)
}

// layoutLink lays out a message and a link, the link broken anywhere.
func layoutLink(th *ui.Theme, msg, link string, width float64) []line {
	u := th.U
	var out []line
	y := 0.0
	face := th.Face(ui.Regular, 15)
	for _, w := range th.Wrap(msg, face, width) {
		out = append(out, line{text: w, weight: ui.Regular, size: 15, y: y})
		y += lineGap(th, 22, 15)
	}
	y += 10 * u
	small := th.Face(ui.Medium, 13)
	for len(link) > 0 {
		n := len(link)
		for n > 1 {
			if w, _ := th.Measure(link[:n], small); w <= width {
				break
			}
			n = n * 9 / 10
		}
		out = append(out, line{text: link[:n], weight: ui.Medium, size: 13, y: y})
		link = link[n:]
		y += lineGap(th, 19, 13)
	}
	return out
}

// updateOverlay handles input while an overlay is open.
func (t *Table) updateOverlay(ctx *ui.Context) {
	in := &ctx.Input
	o := &t.overlay
	t.layoutOverlay(ctx)
	if o.lines != nil {
		o.scroll.Update(in, o.body, o.scroll.Max+o.body.H, 40*ctx.Theme.U)
	}
	if t.scrollsByKeys() { // Page Up, Page Down, Home, End; Up and Down off the controls
		o.scroll.Keys(in.Nav, t.KeyScrolls(in.Ring), 40*ctx.Theme.U, o.body.H)
	}
	switch {
	case in.Has(ui.IntentBack) || o.close.Clicked(in) || (in.Clicked(ui.Rect{W: ctx.W, H: ctx.H}) && !o.rect.Contains(in.PressX, in.PressY)):
		if o.kind == linkOverlay {
			t.answerLink(false)
		}
		o.kind = noOverlay
	case o.kind == linkOverlay && o.yes.Clicked(in):
		t.answerLink(true)
	case o.kind == linkOverlay && o.no.Clicked(in):
		t.answerLink(false)
	case o.kind == rulesOverlay && t.updateMotion(ctx):
	case o.kind == confirmOverlay && o.yes.Clicked(in):
		o.kind = noOverlay
		t.newGame(true)
	case o.kind == confirmOverlay && o.no.Clicked(in):
		o.kind = noOverlay
	case o.kind == resignOverlay && o.yes.Clicked(in):
		t.resign()
	case o.kind == resignOverlay && o.no.Clicked(in):
		o.kind = noOverlay
	case o.kind == askOverlay && o.yes.Clicked(in):
		t.answerUndo(true)
	case o.kind == askOverlay && o.no.Clicked(in):
		t.answerUndo(false)
	case o.kind == inviteOverlay:
		t.updateInvite(in)
	case o.kind == nameOverlay:
		if o.name.Update(in, t.host) || o.yes.Clicked(in) {
			t.named()
		}
	case o.kind == handOverlay:
		for i := range o.levels {
			if o.levels[i].Clicked(in) {
				t.handSeat(o.names[i])
				break
			}
		}
	case o.kind == shareOverlay && o.copyRec.Clicked(in):
		t.actShare("copy-record")
	case o.kind == settingsOverlay:
		t.updateSettingsOverlay(ctx)
	}
}

// overlayTitle is the open overlay's title: "Rules of Kalah".
func (t *Table) overlayTitle() string {
	title := map[overlayKind]string{rulesOverlay: "Rules of " + t.match.Options().Game().Title, shareOverlay: "Share this game",
		confirmOverlay: t.confirmTitle(), settingsOverlay: "Settings", inviteOverlay: t.inviteTitle(), askOverlay: "Take a move back?", handOverlay: t.handTitle(), resignOverlay: "Resign this game?", nameOverlay: "Your name", linkOverlay: "Leave this game for the link's?"}[t.overlay.kind]
	if t.overlay.kind == askOverlay && t.online().tab.Offer == online.KindDraw {
		return "A draw?"
	}
	return title
}

// confirmTitle is the question before a new game, or before leaving an
// online game.
func (t *Table) confirmTitle() string {
	return t.drv.words().confirmTitle
}

// drawOverlay draws the overlay, if one is open, over a veil.
func (t *Table) drawOverlay(dst *ebiten.Image, ctx *ui.Context) {
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
	switch o.kind {
	case confirmOverlay:
		for i, l := range th.Wrap(t.confirmMessage(), th.Face(ui.Regular, 16), o.body.W) {
			th.Text(dst, l, th.Face(ui.Regular, 16), o.body.X, o.body.Y+float64(i)*lineGap(th, 24, 16), ui.TopLeft, ui.MutedColor)
		}
		o.yes.Draw(dst, th, in)
		o.no.Draw(dst, th, in)
	case rulesOverlay:
		o.drawMotion(dst, th, in)
	case settingsOverlay:
		t.drawSettingsOverlay(dst, th, in)
	case shareOverlay:
		o.copyRec.Draw(dst, th, in)
	case askOverlay:
		for i, l := range th.Wrap(t.askWords(), th.Face(ui.Regular, 16), o.body.W) {
			th.Text(dst, l, th.Face(ui.Regular, 16), o.body.X, o.body.Y+float64(i)*lineGap(th, 24, 16), ui.TopLeft, ui.MutedColor)
		}
		o.yes.Draw(dst, th, in)
		o.no.Draw(dst, th, in)
	case inviteOverlay:
		t.drawInvite(dst, th, in, o.body)
	case nameOverlay:
		for i, l := range th.Wrap(nameWords, th.Face(ui.Regular, 16), o.body.W) {
			th.Text(dst, l, th.Face(ui.Regular, 16), o.body.X, o.body.Y+float64(i)*lineGap(th, 24, 16), ui.TopLeft, ui.MutedColor)
		}
		o.name.Draw(dst, th, in, "Type the name the others see")
		o.yes.Draw(dst, th, in)
	case linkOverlay:
		for i, l := range th.Wrap(t.linkWords(), th.Face(ui.Regular, 16), o.body.W) {
			th.Text(dst, l, th.Face(ui.Regular, 16), o.body.X, o.body.Y+float64(i)*lineGap(th, 24, 16), ui.TopLeft, ui.MutedColor)
		}
		o.yes.Draw(dst, th, in)
		o.no.Draw(dst, th, in)
	case resignOverlay:
		for i, l := range th.Wrap("The game ends here, and the others win it.", th.Face(ui.Regular, 16), o.body.W) {
			th.Text(dst, l, th.Face(ui.Regular, 16), o.body.X, o.body.Y+float64(i)*lineGap(th, 24, 16), ui.TopLeft, ui.MutedColor)
		}
		o.yes.Draw(dst, th, in)
		o.no.Draw(dst, th, in)
	case handOverlay:
		for i, l := range th.Wrap(t.handWords(), th.Face(ui.Regular, 16), o.body.W) {
			th.Text(dst, l, th.Face(ui.Regular, 16), o.body.X, o.body.Y+float64(i)*lineGap(th, 24, 16), ui.TopLeft, ui.MutedColor)
		}
		for i := range o.levels {
			o.levels[i].Draw(dst, th, in)
		}
	}
	// The scrolling text, clipped to the body.
	if len(o.lines) > 0 {
		clip := dst.SubImage(rectImage(o.body)).(*ebiten.Image)
		for _, l := range o.lines {
			y := o.body.Y + l.y - o.scroll.Offset
			if y < o.body.Y-40*u || y > o.body.Bottom() {
				continue
			}
			ink := ui.TextColor
			if l.weight == ui.Regular && o.kind == rulesOverlay {
				ink = ui.Mix(ui.TextColor, ui.MutedColor, 0.35)
			}
			th.Text(clip, l.text, th.Face(l.weight, l.size), o.body.X+l.indent, y, ui.TopLeft, ink)
		}
		if o.scroll.Max > 0 {
			// A thin bar says how far through the text the view is.
			track := ui.Rect{X: o.rect.Right() - 12*u, Y: o.body.Y, W: 4 * u, H: o.body.H}
			th.FillRoundRect(dst, track, 2*u, ui.Fade(ui.MutedColor, 0.2))
			k := o.body.H / (o.body.H + o.scroll.Max)
			th.FillRoundRect(dst, ui.Rect{X: track.X, Y: track.Y + (track.H-track.H*k)*o.scroll.Offset/o.scroll.Max, W: track.W, H: track.H * k}, 2*u, ui.Fade(ui.MutedColor, 0.7))
		}
	}
}

// targets names the overlay's buttons.
func (o *overlay) targets(tg ui.Targets) {
	tg["close"] = o.close.Rect
	if len(o.lines) > 0 && o.scroll.Max > 0 {
		// A stop of its own, where the arrows scroll it (order.go): the
		// text and half the margin each side, so that the ring clears it.
		pad := (o.body.X - o.rect.X) / 2
		tg["text"] = ui.Rect{X: o.body.X - pad, Y: o.body.Y, W: o.body.W + 2*pad, H: o.body.H}
	}
	switch o.kind {
	case confirmOverlay:
		tg["confirm"], tg["cancel"] = o.yes.Rect, o.no.Rect
	case rulesOverlay:
		o.motionTargets(tg)
	case shareOverlay:
		tg["copy-record"] = o.copyRec.Rect
	case askOverlay:
		tg["accept"], tg["decline"] = o.yes.Rect, o.no.Rect
	case resignOverlay, linkOverlay:
		tg["confirm"], tg["cancel"] = o.yes.Rect, o.no.Rect
	case nameOverlay:
		tg["name"], tg["confirm"] = o.name.Rect, o.yes.Rect
	case inviteOverlay:
		o.invite.targets(tg)
	case handOverlay:
		for i := range o.levels {
			tg["level:"+o.names[i]] = o.levels[i].Rect
		}
	}
}

// nameWords say why the name overlay asks.
const nameWords = "The friends you invite see it at the table and on their invitation."

// nameText is the height of nameWords w wide.
func nameText(th *ui.Theme, w float64) float64 {
	return float64(len(th.Wrap(nameWords, th.Face(ui.Regular, 16), w))) * lineGap(th, 24, 16)
}

// handTitle is the title of the question of an away seat.
func (t *Table) handTitle() string {
	if t.claims() {
		return "Claim the win?"
	}
	return "Let the computer play?"
}
