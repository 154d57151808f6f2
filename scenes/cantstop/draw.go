package cantstop

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/cantstop"
	"parlor/scenes/ui"
)

// preview is the position after the hovered choice, played by the engine
// on a copy of the position shown.
type preview struct {
	of     *cantstop.Game
	choice cantstop.Choice
	after  *cantstop.Game // nil when the engine refused it
}

// previewOf returns the position after choice c, from the cache when it is
// the same question as last time.
func (v *View) previewOf(c cantstop.Choice) *cantstop.Game {
	if v.peek.of != v.g || v.peek.choice != c {
		p := v.g.Clone().(*cantstop.Game)
		if p.Play(cantstop.ChooseMove(c)) != nil {
			p = nil
		}
		v.peek = preview{of: v.g, choice: c, after: p}
	}
	return v.peek.after
}

// hovered is the choice under the pointer (a finger that is down), if any.
func (v *View) hovered(in *ui.Input) (cantstop.Choice, bool) {
	for _, b := range v.lay.choices {
		if in.Hovering(b.rect) {
			return b.choice, true
		}
	}
	return cantstop.Choice{}, false
}

// Draw draws the columns from their layer, the pending columns' outline,
// the towers, where a hovered (or hinted) choice would take them, the
// controls, the hint's mark, and any banner.
func (v *View) Draw(dst *ebiten.Image, ctx *ui.Context, live bool) {
	th, in := ctx.Theme, &ctx.Input
	l := &v.lay
	g := v.shown()
	key := fmt.Sprint(g.String(), l.cols, l.colW, l.cellH)
	v.board.Draw(dst, l.cols.Inset(-l.colW*0.2), key, func(img *ebiten.Image) { v.renderBoard(img, th, g) })
	u := th.U
	pulse := 0.5 + 0.5*math.Sin(float64(v.ticks)/7)
	if v.reduced {
		pulse = 1
	}
	for n := 2; n <= 12; n++ {
		if g.Column(n).State() == cantstop.Pending {
			th.StrokeRoundRect(dst, l.strip(n).Inset(-3*u), l.colW*0.18, (2+2*pulse)*u, ui.AccentColor)
		}
	}
	// Where the hovered choice would take the towers, or else the hinted
	// one.
	var peek *cantstop.Game
	if c, ok := v.hovered(in); ok && live && !v.Busy() && g.Choosing() {
		peek = v.previewOf(c)
	} else if c, ok := v.hintedChoice(); ok {
		peek = v.previewOf(c)
	}
	if peek != nil {
		v.drawPreviewColumns(dst, th, g, peek)
	}
	v.drawTowers(dst, th, g)
	if peek != nil {
		v.drawPreviewTowers(dst, th, g, peek, pulse)
	}
	v.drawControls(dst, th, in, live)
	v.drawHint(dst, th)
	v.drawValues(dst, th)
	v.drawBanner(dst, th)
}

// renderBoard draws the eleven columns with their squares, tiles and
// numbers; the towers are drawn over it.
func (v *View) renderBoard(dst *ebiten.Image, th *ui.Theme, g *cantstop.Game) {
	l := &v.lay
	u := th.U
	label := th.Face(ui.Bold, min(18, l.colW/u*0.32))
	for n := 2; n <= 12; n++ {
		col := g.Column(n)
		strip := l.strip(n)
		fill, sqFill := colColumn, colSquare
		if owner, captured := col.Owner(); captured {
			fill = ui.Mix(colColumn, playerColors[owner], 0.55)
			sqFill = ui.Mix(colSquare, playerColors[owner], 0.45)
		}
		th.FillRoundRect(dst, ui.Rect{X: strip.X, Y: strip.Y + 0.04*l.colW, W: strip.W, H: strip.H}, l.colW*0.16, ui.ShadowColor)
		th.FillRoundRect(dst, strip, l.colW*0.16, fill)
		for sq := 1; sq <= col.Len(); sq++ {
			r := v.cell(n, float64(sq))
			th.FillRoundRect(dst, r, r.H*0.2, sqFill)
			drawTiles(dst, th, col, sq, r)
		}
		cx, cy := l.label(n)
		th.FillCircle(dst, cx, cy, l.colW*0.34, ui.PanelEdgeColor)
		th.Text(dst, strconv.Itoa(n), label, cx, cy, ui.Centered, ui.TextColor)
	}
}

// cell is the drawn square sq of column n, inside its slot.
func (v *View) cell(n int, sq float64) ui.Rect {
	l := &v.lay
	return l.square(n, sq).Inset(min(l.cellH, l.colW) * 0.07)
}

// drawTiles draws the players' tiles on square sq of column col, in r.
func drawTiles(dst *ebiten.Image, th *ui.Theme, col *cantstop.Column, sq int, r ui.Rect) {
	var tiles []cantstop.Color
	for k := cantstop.Orange; k < cantstop.White; k++ {
		if col.Marker(k) == sq {
			tiles = append(tiles, k)
		}
	}
	cx, cy := r.Center()
	rad := min(r.W, r.H) * 0.38
	if len(tiles) > 1 {
		rad *= 0.62
	}
	for i, k := range tiles {
		x, y := cx, cy
		if len(tiles) > 1 {
			x += (float64(i%2) - 0.5) * r.W * 0.42
			y += (float64(i/2) - 0.5) * r.H * 0.45
			if len(tiles) == 2 {
				y = cy
			}
		}
		drawTile(dst, th, x, y, rad, k)
	}
}

// towerRadius is the radius of a tower on a square of the board.
func (v *View) towerRadius() float64 {
	r := v.cell(2, 1)
	return min(r.W, r.H) * 0.44
}

// drawTowers draws the towers of g, climbing while the animation runs.
func (v *View) drawTowers(dst *ebiten.Image, th *ui.Theme, g *cantstop.Game) {
	rad := v.towerRadius()
	for n := 2; n <= 12; n++ {
		sq := v.anim.tower(g, n)
		if sq == 0 {
			continue
		}
		x, y := v.cell(n, sq).Center()
		drawTower(dst, th, x, y, rad, g.Mover(), 1)
	}
}

// drawPreviewColumns lights the columns the hovered choice would climb.
func (v *View) drawPreviewColumns(dst *ebiten.Image, th *ui.Theme, g, peek *cantstop.Game) {
	l := &v.lay
	for n := 2; n <= 12; n++ {
		if peek.Column(n).Marker(cantstop.White) != g.Column(n).Marker(cantstop.White) {
			s := l.strip(n)
			th.FillRoundRect(dst, s, l.colW*0.16, ui.Fade(ui.AccentColor, 0.16))
			th.StrokeRoundRect(dst, s.Inset(-2*th.U), l.colW*0.18, max(1, 2*th.U), ui.Fade(ui.AccentColor, 0.8))
		}
	}
}

// drawPreviewTowers draws, faintly and pulsing, the towers where the
// hovered choice would put them.
func (v *View) drawPreviewTowers(dst *ebiten.Image, th *ui.Theme, g, peek *cantstop.Game, pulse float64) {
	rad := v.towerRadius()
	for n := 2; n <= 12; n++ {
		to := peek.Column(n).Marker(cantstop.White)
		if to == g.Column(n).Marker(cantstop.White) {
			continue
		}
		x, y := v.cell(n, float64(to)).Center()
		drawTower(dst, th, x, y, rad, g.Mover(), 0.55+0.3*pulse)
	}
}

// bannerTitle is the title of the banner on show, or "".
func (v *View) bannerTitle() string {
	t, _, _ := v.bannerText()
	return t
}

// bannerText is what the banner over the board says, and in what colour:
// a bust, a stop, or the winner.
func (v *View) bannerText() (title, sub string, ink color.Color) {
	g := v.g
	last := g.Last()
	switch {
	case v.anim.kind == busting:
		return "Bust!", last.Player.String() + " loses this turn's climb", colBust
	case v.anim.kind == stopped:
		title, sub := stopParts(last, false)
		return title, ui.Sentence(sub), playerColors[last.Player]
	case g.Over() && !v.Busy():
		w := cantstop.Color(g.Winner())
		return w.String() + " wins!", "Columns " + numberList(wonColumns(g, w)), playerColors[w]
	case v.ended != "" && !v.Busy():
		return "The game is over", v.ended, ui.AccentColor
	}
	return "", "", nil
}

// drawBanner draws the banner on show over the columns.
func (v *View) drawBanner(dst *ebiten.Image, th *ui.Theme) {
	title, sub, ink := v.bannerText()
	if title == "" {
		return
	}
	x, y := v.lay.bannerAt()
	banner(dst, th, title, sub, x, y, v.lay.area.W, ink)
}

// banner draws a message over the board in a rounded pill no wider than
// maxW: a title in bold and, when sub is not empty, a line under it.
// (ui.Banner has one size of text and runs wider than a phone.)
func banner(dst *ebiten.Image, th *ui.Theme, title, sub string, cx, cy, maxW float64, ink color.Color) {
	u := th.U
	pad := 24 * u
	face := th.FaceFor(title, ui.Bold, 26, maxW-2*pad)
	tw, _ := th.Measure(title, face)
	h := face.Size*1.3 + 18*u
	small := th.FaceFor(sub, ui.Regular, 16, maxW-2*pad)
	sw := 0.0
	if sub != "" {
		sw, _ = th.Measure(sub, small)
		h += small.Size * 1.3
	}
	w := max(tw, sw) + 2*pad
	r := ui.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}
	rad := min(24*u, h/2)
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y + 3*u, W: r.W, H: r.H}, rad, ui.ShadowColor)
	th.OutlineRoundRect(dst, r, rad, 2*u, ink, ui.PanelColor)
	th.Text(dst, title, face, cx, r.Y+9*u+face.Size*0.65, ui.Centered, ink)
	if sub != "" {
		th.Text(dst, sub, small, cx, r.Bottom()-9*u-small.Size*0.65, ui.Centered, ui.TextColor)
	}
}
