package yote

import (
	"fmt"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/yote"
	"parlor/scenes/ui"
)

// Draw draws the board and the trays. Between moves they come from one
// layer, drawn again only when the position changes; while a move is
// animated, or a jump waits for its removal, the stones are drawn over the
// empty board's layer. What is picked, the targets and the banners go on
// top.
func (v *View) Draw(dst *ebiten.Image, ctx *ui.Context, live bool) {
	th, in := ctx.Theme, &ctx.Input
	l := &v.lay
	if v.anim == nil && v.pick.jump == nil {
		g := v.g
		last, ok := g.Last()
		key := fmt.Sprint(v.faceKey(), g.String(), g.Reserve(yote.X), g.Reserve(yote.O), g.Captured(yote.X), g.Captured(yote.O), last, ok)
		v.still.Draw(dst, l.area, key, func(img *ebiten.Image) {
			v.renderFace(img, th)
			v.renderPieces(img, th, g, nil)
		})
	} else {
		v.face.Draw(dst, l.area, v.faceKey(), func(img *ebiten.Image) { v.renderFace(img, th) })
		g := v.g
		if v.anim != nil {
			g = v.anim.before
		}
		v.renderPieces(dst, th, g, v.anim)
	}
	v.drawHint(dst, th)
	if live && v.anim == nil {
		v.drawPick(dst, th, in)
	}
	v.drawValues(dst, th)
	switch {
	case v.g.Over() && v.anim == nil:
		msg, ink, who := "A draw", ui.TextColor, yote.Side(-1)
		if w := v.g.Winner(); w != game.Nobody {
			who = yote.Side(w)
			msg, ink = who.String()+" wins", ui.AccentColor
		}
		banner(dst, th, v.noteAt(th, msg, who), msg, ink, ink, who, 1)
	case v.toast.on:
		banner(dst, th, v.noteAt(th, v.toast.msg, -1), v.toast.msg, ui.TextColor, colJump, -1, v.toast.alpha())
	}
}

// faceKey names the layout the empty board is drawn for.
func (v *View) faceKey() string {
	l := &v.lay
	return fmt.Sprint(l.area, l.board, l.trays, l.cell, l.side)
}

// renderFace draws what does not change in a game: the board's rim and its
// numbered squares, and the trays' wood.
func (v *View) renderFace(dst *ebiten.Image, th *ui.Theme) {
	l := &v.lay
	c := l.cell
	rim := l.rim()
	th.FillRoundRect(dst, ui.Rect{X: rim.X, Y: rim.Y + 0.06*c, W: rim.W, H: rim.H}, 0.15*c, ui.ShadowColor)
	th.OutlineRoundRect(dst, rim, 0.15*c, max(1, 0.02*c), colSandDark, colSandLight)
	for n := 1; n <= l.rows*yote.Cols; n++ {
		r := l.square(n).Inset(0.035 * c)
		th.FillRoundRect(dst, r, 0.08*c, colSand)
		th.FillRect(dst, ui.Rect{X: r.X + 0.06*c, Y: r.Bottom() - 0.04*c, W: r.W - 0.12*c, H: max(1, 0.02*c)}, ui.Fade(colSandDark, 0.5))
	}
	for _, r := range l.trays {
		th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y + 0.05*c, W: r.W, H: r.H}, 0.2*c, ui.ShadowColor)
		th.OutlineRoundRect(dst, r, 0.2*c, max(2, 0.04*c), colSandDark, colTray)
	}
}

// renderPieces draws the marks of g's last move, g's stones and the trays'
// contents; with a the move being animated from g, and the jump waiting
// for its removal, if any.
func (v *View) renderPieces(dst *ebiten.Image, th *ui.Theme, g *yote.Game, a *anim) {
	l := &v.lay
	c := l.cell
	if a == nil {
		v.renderLast(dst, th, g)
	}
	hide := map[int]bool{}
	if a != nil && a.move.Kind != yote.Place {
		hide[a.move.From] = true
	}
	j := v.pick.jump
	if a == nil && j != nil {
		hide[j.From], hide[j.Over()] = true, true
	}
	numFace := th.Face(ui.Medium, min(12, c/th.U*0.14))
	for n := 1; n <= g.Squares(); n++ {
		cell := g.At(n)
		if cell == yote.Empty || hide[n] {
			// The square's number, where no stone hides it.
			r := l.square(n).Inset(0.035 * c)
			th.Text(dst, strconv.Itoa(n), numFace, r.X+0.1*c, r.Y+0.1*c, ui.TopLeft, colNumber)
			continue
		}
		x, y := l.center(n)
		alpha := 1.0
		if a != nil {
			alpha = a.alphaOf(n)
			if n == a.move.Remove && a.t >= travelTicks {
				th.StrokeCircle(dst, x, y, 0.42*c, max(2, 0.05*c), ui.Fade(colJump, alpha))
			}
		}
		drawStone(dst, th, x, y, l.stoneR(), sideOf(cell), alpha)
	}
	if a == nil && j != nil {
		// The jump as it will be: the jumper landed, the jumped stone faint.
		fx, fy := l.center(j.From)
		th.StrokeCircle(dst, fx, fy, 0.16*c, max(2, 0.03*c), ui.Fade(colLast, 0.8))
		ox, oy := l.center(j.Over())
		drawStone(dst, th, ox, oy, l.stoneR(), g.Mover().Other(), 0.35)
		tx, ty := l.center(j.To)
		drawStone(dst, th, tx, ty, l.stoneR(), g.Mover(), 1)
		th.StrokeCircle(dst, tx, ty, 0.42*c, max(2, 0.05*c), ui.AccentColor)
	}
	for _, s := range []yote.Side{yote.X, yote.O} {
		v.renderTray(dst, th, g, a, s)
	}
	if a != nil {
		x, y, r := a.stone(l)
		drawStone(dst, th, x, y, r, a.mover, 1)
	}
}

// renderLast marks g's last move: the squares it left and reached, and the
// squares of the stones it captured.
func (v *View) renderLast(dst *ebiten.Image, th *ui.Theme, g *yote.Game) {
	m, ok := g.Last()
	if !ok {
		return
	}
	l := &v.lay
	c := l.cell
	w := max(2, 0.045*c)
	if m.Kind != yote.Place {
		r := l.square(m.From).Inset(0.07 * c)
		th.StrokeRoundRect(dst, r, 0.08*c, w, ui.Fade(colLast, 0.75))
		x, y := r.Center()
		th.StrokeCircle(dst, x, y, 0.14*c, w, ui.Fade(colLast, 0.75))
	}
	th.StrokeRoundRect(dst, l.square(m.To).Inset(0.07*c), 0.08*c, w, colLast)
	if m.Kind == yote.Jump {
		for _, n := range []int{m.Over(), m.Remove} {
			if n == 0 {
				continue
			}
			r := l.square(n).Inset(0.07 * c)
			th.FillRoundRect(dst, r, 0.08*c, ui.Fade(colTaken, 0.22))
			th.StrokeRoundRect(dst, r, 0.08*c, w, ui.Fade(colTaken, 0.8))
			x, y := r.Center()
			th.StrokeCircle(dst, x, y, 0.3*c, w, ui.Fade(colTaken, 0.55))
		}
	}
}

// renderTray draws side s's tray's contents: the side and how many stones
// it has in reserve, the pile of them, and the stones it has taken.
func (v *View) renderTray(dst *ebiten.Image, th *ui.Theme, g *yote.Game, a *anim, s yote.Side) {
	l := &v.lay
	c := l.cell
	head, _, took := l.trayParts(s)
	n := g.Reserve(s)
	if a != nil && a.move.Kind == yote.Place && a.mover == s {
		n-- // the stone being placed has left the tray
	}
	hx, hy := head.Center()
	face := th.Face(ui.Bold, min(18, c/th.U*0.2))
	th.Text(dst, fmt.Sprintf("%s  %d", s, n), face, hx, hy, ui.Centered, ui.TextColor)
	for i := range n {
		x, y := l.pileAt(s, i, g.Reserve(s))
		drawStone(dst, th, x, y, l.pileR(), s, 1)
	}
	taken := g.Captured(s.Other())
	if taken == 0 {
		return
	}
	small := th.Face(ui.Medium, min(13, c/th.U*0.15))
	tx, ty := took.X+took.W/2, took.Y
	if !l.side {
		ty += max(0, (took.H-0.62*c)/2) // the words and the stones, centred
	}
	th.Text(dst, fmt.Sprintf("took %d", taken), small, tx, ty+0.2*c, ui.Centered, ui.MutedColor)
	x0 := tx - 2.5*0.15*c
	for i := range min(taken, 12) {
		drawStone(dst, th, x0+float64(i%6)*0.15*c, ty+0.42*c+float64(i/6)*0.17*c, 0.08*c, s.Other(), 1)
	}
}

// drawPick draws what the player can do now: the mover's tray lit, the
// stone picked, where it can go, and the stone being dragged.
func (v *View) drawPick(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	l := &v.lay
	c := l.cell
	g := v.g
	me := g.Mover()
	shown := v.showing()
	if g.Reserve(me) > 0 && v.pick.jump == nil {
		r := l.trays[me]
		switch {
		case shown.tray:
			th.StrokeRoundRect(dst, r, 0.2*c, max(2, 0.04*c), ui.AccentColor)
		case in.Hovering(r) && !in.Touch:
			th.StrokeRoundRect(dst, r, 0.2*c, max(2, 0.04*c), colSandLight)
		}
	}
	for n, k := range v.targets(shown) {
		x, y := l.center(n)
		switch {
		case shown.jump != nil:
			th.StrokeCircle(dst, x, y, 0.42*c, max(2, 0.06*c), ui.Fade(colJump, 0.9))
		case k == yote.Jump:
			th.FillCircle(dst, x, y, 0.36*c, ui.Fade(colJump, 0.25))
			th.StrokeCircle(dst, x, y, 0.36*c, max(2, 0.05*c), colJump)
		default:
			th.FillCircle(dst, x, y, 0.14*c, ui.Fade(colSlide, 0.85))
			if in.Hovering(l.square(n)) {
				th.StrokeCircle(dst, x, y, 0.36*c, max(2, 0.04*c), colSlide)
			}
		}
	}
	if shown.from != 0 {
		x, y := l.center(shown.from)
		th.StrokeCircle(dst, x, y, 0.42*c, max(2, 0.05*c), ui.AccentColor)
	} else if !shown.any() && !in.Touch {
		// A stone of the mover's under the mouse can be picked.
		if n := l.squareAt(in.X, in.Y); n != 0 && g.At(n) == yote.Cell(me)+yote.XPiece {
			x, y := l.center(n)
			th.StrokeCircle(dst, x, y, 0.42*c, max(2, 0.035*c), ui.Fade(ui.AccentColor, 0.6))
		}
	}
	if v.press.drag {
		drawStone(dst, th, in.X, in.Y, l.stoneR(), me, 0.9)
	}
}
