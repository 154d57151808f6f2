package kalah

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/kalah"
	"parlor/scenes/ui"
)

// mark is how a pit is outlined.
type mark int

const (
	markNone     mark = iota
	markPlayable      // the mover may sow it: a faint ring of her colour
	markLast          // the house the last move sowed from
	markHover         // a playable house under the pointer
	markHot           // lit by the move being shown
)

// Draw draws the board, then any message of the sowing or the result over
// it.
func (v *View) Draw(dst *ebiten.Image, ctx *ui.Context, live bool) {
	th, in := ctx.Theme, &ctx.Input
	l := &v.lay
	counts, hot, msg := v.display()
	marks := map[kalah.Pit]mark{}
	for _, p := range v.g.Frame().Pits() {
		switch {
		case slices.Contains(hot, p):
			marks[p] = markHot
		case live && v.playable(p) && in.Hovering(l.hits[p]):
			marks[p] = markHover
		case v.anim == nil && v.g.Last() != nil && v.g.Last().From == p:
			marks[p] = markLast
		case live && v.playable(p):
			marks[p] = markPlayable
		}
	}
	var key strings.Builder
	for _, p := range v.g.Frame().Pits() {
		fmt.Fprintf(&key, "%d:%d,", counts[p], marks[p])
	}
	fmt.Fprint(&key, l.board, l.cell, l.k, l.vertical)
	v.layer.Draw(dst, l.frame, key.String(), func(img *ebiten.Image) {
		v.render(img, th, counts, marks)
	})
	v.drawHint(dst, th)
	v.drawValues(dst, th)
	cx, cy := l.board.Center()
	switch {
	case msg != "":
		ui.Banner(dst, th, msg, cx, cy, ui.TextColor)
	case v.anim == nil && v.g.Over():
		text, ink := fmt.Sprintf("A tie, %d to %d", v.g.Store(kalah.South), v.g.Store(kalah.North)), ui.TextColor
		if w, ok := v.g.Winner(); ok {
			text, ink = fmt.Sprintf("%s wins %d to %d!", w, v.g.Store(w), v.g.Store(w.Other())), sideColors[w]
		}
		ui.Banner(dst, th, text, cx, cy, ink)
	}
}

// display is what each pit shows this frame, the pits lit, and the
// message of the step on show.
func (v *View) display() (counts map[kalah.Pit]int, hot []kalah.Pit, msg string) {
	if v.anim != nil {
		s := v.anim.now()
		return s.counts, s.hot, s.msg
	}
	return countsOf(v.g), nil, ""
}

// render draws the wooden board and its pits, ringed as marked, with their
// seeds, counts and labels.
func (v *View) render(dst *ebiten.Image, th *ui.Theme, counts map[kalah.Pit]int, marks map[kalah.Pit]mark) {
	l := &v.lay
	c := l.cell
	b := l.board
	th.FillRoundRect(dst, ui.Rect{X: b.X, Y: b.Y + 0.06*c, W: b.W, H: b.H}, 0.3*c, ui.ShadowColor)
	th.OutlineRoundRect(dst, b, 0.3*c, max(1, 0.02*c), colWoodDark, colWood)
	// The grain runs along the board.
	for i := range 5 {
		at := (0.3 + 0.55*float64(i)) * c * l.k
		g := ui.Rect{X: b.X + 0.3*c, Y: b.Y + at, W: b.W - 0.6*c, H: max(1, 0.02*c)}
		if l.vertical {
			g = ui.Rect{X: b.X + at, Y: b.Y + 0.3*c, W: max(1, 0.02*c), H: b.H - 0.6*c}
		}
		th.FillRect(dst, g, ui.Fade(colWoodLight, 0.35))
	}
	th.FillRoundRect(dst, ui.Rect{X: b.X + 0.2*c, Y: b.Y + 0.08*c, W: b.W - 0.4*c, H: 0.06 * c}, 0.03*c, ui.Fade(colWoodLight, 0.8))
	labelFace := th.Face(ui.Bold, min(16, c/th.U*0.2))
	for _, p := range v.g.Frame().Pits() {
		r := l.pits[p]
		v.drawPit(dst, th, p, r, marks[p])
		drawBeads(dst, th, p, l.beads(p), counts[p])
		v.drawCount(dst, th, p, counts[p])
		// The name, outside the board on its owner's side.
		x, y := l.label(p)
		th.Text(dst, p.Label(), labelFace, x, y, ui.Centered, ui.Fade(sideColors[p.Owner], 0.9))
	}
}

// drawCount writes pit p's count n, always legible, on a pill on the pit's
// outer rim.
func (v *View) drawCount(dst *ebiten.Image, th *ui.Theme, p kalah.Pit, n int) {
	pill, face := v.countPill(th, p, n)
	th.FillRoundRect(dst, pill, pill.H/2, ui.Fade(colPill, 0.85))
	x, y := pill.Center()
	th.Text(dst, strconv.Itoa(n), face, x, y, ui.Centered, ui.TextColor)
}

// countPill is the pill pit p's count n stands on, and the count's face.
func (v *View) countPill(th *ui.Theme, p kalah.Pit, n int) (ui.Rect, *ui.Face) {
	c := v.lay.cell
	face := th.Face(ui.Bold, min(15, c/th.U*0.17))
	x, y := v.lay.countAt(p)
	tw, _ := th.Measure(strconv.Itoa(n), face)
	return ui.Rect{X: x - tw/2 - 0.07*c, Y: y - 0.1*c, W: tw + 0.14*c, H: 0.2 * c}, face
}

// ring is the colour and width of a mark's ring, and whether it has one.
func (v *View) ring(p kalah.Pit, m mark) (color.Color, float64, bool) {
	c := v.lay.cell
	switch m {
	case markHot:
		return ui.TextColor, 0.035 * c, true
	case markHover:
		return sideColors[p.Owner], 0.05 * c, true
	case markLast:
		return ui.Fade(ui.TextColor, 0.75), 0.025 * c, true
	case markPlayable:
		return ui.Fade(sideColors[p.Owner], 0.45), 0.025 * c, true
	}
	return nil, 0, false
}

// drawPit draws pit p in r with its ring. A store's ring is a filled
// stadium drawn under the pit, so that it is as even as the pit's own
// outline at any scale.
func (v *View) drawPit(dst *ebiten.Image, th *ui.Theme, p kalah.Pit, r ui.Rect, m mark) {
	c := v.lay.cell
	ink, w, ringed := v.ring(p, m)
	if p.IsStore() {
		rad := min(r.W, r.H) / 2
		if ringed {
			w = max(1, math.Round(w))
			th.FillRoundRect(dst, r.Inset(-w), rad+w, ink)
		}
		th.FillRoundRect(dst, r, rad, colPitRim)
		// The hollow sits a little low, lit from above; its short side
		// stays even too.
		d, top, bottom := math.Round(0.03*c), math.Round(0.05*c), math.Round(0.02*c)
		if int(top+bottom)%2 == 1 {
			bottom++
		}
		inner := ui.Rect{X: r.X + d, Y: r.Y + top, W: r.W - 2*d, H: r.H - top - bottom}
		th.FillRoundRect(dst, inner, min(inner.W, inner.H)/2, colPit)
		return
	}
	cx, cy := r.Center()
	th.FillCircle(dst, cx, cy, r.W/2, colPitRim)
	th.FillCircle(dst, cx, cy+0.02*c, r.W/2-0.03*c, colPit)
	if ringed {
		th.StrokeCircle(dst, cx, cy, r.W/2+w/2, w, ink)
	}
}

// drawBeads draws n seeds as glass beads in pit p, filling from the middle
// outward at fixed places, so that a sown seed does not move the others.
func drawBeads(dst *ebiten.Image, th *ui.Theme, p kalah.Pit, r ui.Rect, n int) {
	cx, cy := r.Center()
	br := min(r.W, r.H) * 0.11
	rx, ry := r.W/2-br*1.6, r.H/2-br*1.6
	places := 12
	if p.IsStore() {
		places = 30
	}
	places = max(places, n)
	shown := min(n, 60)
	for i := range shown {
		a := float64(i) * 2.39996
		d := math.Sqrt((float64(i) + 0.5) / float64(places))
		x, y := cx+rx*d*math.Cos(a), cy+ry*d*math.Sin(a)
		bc := beadColors[(i*5+p.Num*3+int(p.Owner)*7)%len(beadColors)]
		th.FillCircle(dst, x, y+br*0.25, br, ui.Fade(ui.ShadowColor, 0.9))
		th.FillCircle(dst, x, y, br, bc)
		th.FillCircle(dst, x-br*0.35, y-br*0.35, max(1, br*0.35), ui.Fade(colShine, 0.55))
	}
}
