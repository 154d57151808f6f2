package gamereview

// The value graph's drawing: the picture made once a plan, and the
// marks drawn over it each frame.

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"parlor/game"
	"parlor/game/review"
	"parlor/scenes/ui"
)

// The colours of a two-seat game's line, and of the graph's ground.
var (
	graphLineColor = ui.Mix(ui.TextColor, ui.MutedColor, 0.25)
	graphBackColor = ui.Mix(ui.PanelColor, ui.BackgroundColor, 0.45)
)

// draw draws the graph, with move selected (-1 for none) marked by an
// upright line and a ring, and the move under the pointer by a fainter
// line.
func (g *valueGraph) draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input, selected int) {
	g.th = th
	g.plan()
	if g.area.W <= 0 || g.area.H <= 0 {
		return
	}
	if !g.paint(th) {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(g.ox, g.oy)
	dst.DrawImage(g.pic, op)
	if len(g.pts) == 0 {
		return
	}
	if !in.Touch && in.Hovering(g.rect) {
		if h := g.nearest(in.X); h != selected {
			g.cursor(dst, th, h, ui.Fade(ui.TextColor, 0.2))
		}
	}
	if selected < 0 || selected >= len(g.pts) {
		return
	}
	u := th.U
	g.cursor(dst, th, selected, ui.Fade(ui.TextColor, 0.55))
	x, y := g.point(selected)
	r := 4 * u
	if m := g.moves[selected]; m.Mark != "" {
		g.dot(dst, th, x, y, m)
		r = dotRadius(u, m.Mark) + 1.5*u
	}
	th.StrokeCircle(dst, x, y, r+2.5*u, 2*u, ui.TextColor)
}

// cursor draws an upright line through move i's point, across the graph.
func (g *valueGraph) cursor(dst *ebiten.Image, th *ui.Theme, i int, c color.Color) {
	x, _ := g.point(i)
	w := max(1, math.Round(1.5*th.U))
	th.FillRect(dst, ui.Rect{X: x - w/2, Y: g.oy + g.area.Y - 2*th.U, W: w, H: g.area.H + 4*th.U}, c)
}

// dot draws marked move m's dot at (x, y): the mark's colour on a ring
// of the ground (and the seat's, in a game of more than two).
func (g *valueGraph) dot(dst *ebiten.Image, th *ui.Theme, x, y float64, m review.Move) {
	u := th.U
	r := dotRadius(u, m.Mark)
	if g.seats > 2 {
		th.FillCircle(dst, x, y, r+3*u, graphBackColor)
		th.FillCircle(dst, x, y, r+1.5*u, g.seatColor(m.Seat))
	} else {
		th.FillCircle(dst, x, y, r+1.5*u, graphBackColor)
	}
	th.FillCircle(dst, x, y, r, markColor(m.Mark))
}

// paint draws the picture for the plan unless it is drawn, and reports
// whether there is one.
func (g *valueGraph) paint(th *ui.Theme) bool {
	w, h := int(math.Ceil(g.planned.w)), int(math.Ceil(g.planned.h))
	if w < 1 || h < 1 {
		return false
	}
	if g.painted && g.pic != nil {
		return true
	}
	if g.pic == nil || g.pic.Bounds().Dx() != w || g.pic.Bounds().Dy() != h {
		if g.pic != nil {
			g.pic.Deallocate()
		}
		g.pic = ebiten.NewImage(w, h)
	} else {
		g.pic.Clear()
	}
	g.render(g.pic, th)
	g.painted = true
	return true
}

// render draws the graph but for the pointer and the selection onto pic,
// in the plan's coordinates: the ground, the bands of exact values, the
// grid and its labels, the line (or the seats' lines) and the dots.
func (g *valueGraph) render(pic *ebiten.Image, th *ui.Theme) {
	u := th.U
	a := g.area
	th.FillRoundRect(pic, ui.Rect{X: a.X, Y: a.Y - 2*u, W: a.W, H: a.H + 4*u}, 4*u, graphBackColor)
	f := graphFace(th)
	for _, e := range g.exact {
		th.FillRect(pic, e, ui.Fade(ui.MutedColor, 0.16))
	}
	g.drawExactLabel(pic, th, f)
	// The grid: 100% and 0% faint, 50% dashed.
	line := max(1, math.Round(u))
	for _, v := range []float64{0, 1} {
		th.FillRect(pic, ui.Rect{X: a.X, Y: a.Bottom() - a.H*v - line/2, W: a.W, H: line}, ui.Fade(ui.PanelEdgeColor, 0.9))
	}
	dash := 4 * u
	for x := a.X; x < a.Right(); x += 2 * dash {
		th.FillRect(pic, ui.Rect{X: x, Y: a.Y + a.H/2 - line/2, W: min(dash, a.Right()-x), H: line}, ui.Fade(ui.MutedColor, 0.45))
	}
	for _, l := range []struct {
		s string
		v float64
	}{{"100%", 1}, {"50%", 0.5}, {"0%", 0}} {
		th.Text(pic, l.s, f, a.X-5*u, a.Bottom()-a.H*l.v, ui.MiddleEnd, ui.MutedColor)
	}
	if len(g.pts) == 0 {
		return
	}
	g.renderLines(pic, u)
	// Exact values' points are small squares, where there is room.
	if g.step >= 6*u || len(g.pts) == 1 {
		s := 2.5 * u
		for i, m := range g.moves {
			if m.Played.Exact && m.Mark == "" {
				p := g.pts[i]
				th.FillRect(pic, ui.Rect{X: p.X - s - u, Y: p.Y - s - u, W: 2*s + 2*u, H: 2*s + 2*u}, graphBackColor)
				th.FillRect(pic, ui.Rect{X: p.X - s, Y: p.Y - s, W: 2 * s, H: 2 * s}, g.pointColor(i))
			}
		}
	}
	// A move's dot in a game of more than two, where there is room.
	if g.seats > 2 && g.step >= 7*u {
		for i, m := range g.moves {
			if m.Mark == "" && !m.Played.Exact {
				p := g.pts[i]
				th.FillCircle(pic, p.X, p.Y, 2.5*u, g.pointColor(i))
			}
		}
	}
	for i, m := range g.moves {
		if m.Mark != "" {
			g.dot(pic, th, g.pts[i].X, g.pts[i].Y, m)
		}
	}
}

// renderLines draws the line through the moves' points, with the ground
// under it shaded; in a game of more than two, a line through each seat's
// moves in its colour.
func (g *valueGraph) renderLines(pic *ebiten.Image, u float64) {
	width := float32(2 * u)
	if g.step < 3*u {
		width = float32(1.5 * u)
	}
	stroke := &vector.StrokeOptions{Width: width, LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}
	var line vector.Path
	if g.seats > 2 {
		for s := range g.seats {
			line.Reset()
			started := false
			for i, m := range g.moves {
				if int(m.Seat) != s {
					continue
				}
				if p := g.pts[i]; started {
					line.LineTo(float32(p.X), float32(p.Y))
				} else {
					line.MoveTo(float32(p.X), float32(p.Y))
					started = true
				}
			}
			op := &vector.DrawPathOptions{AntiAlias: true}
			op.ColorScale.ScaleWithColor(g.seatColor(game.Player(s)))
			vector.StrokePath(pic, &line, stroke, op)
		}
		return
	}
	a := g.area
	var fill vector.Path
	first, last := g.pts[0], g.pts[len(g.pts)-1]
	fill.MoveTo(float32(first.X), float32(a.Bottom()))
	for i, p := range g.pts {
		fill.LineTo(float32(p.X), float32(p.Y))
		if i == 0 {
			line.MoveTo(float32(p.X), float32(p.Y))
		} else {
			line.LineTo(float32(p.X), float32(p.Y))
		}
	}
	fill.LineTo(float32(last.X), float32(a.Bottom()))
	fill.Close()
	if len(g.pts) == 1 { // a lone point: a short level line, to see it by
		line.LineTo(float32(first.X)+float32(u), float32(first.Y))
	}
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(ui.Fade(ui.TextColor, 0.10))
	vector.FillPath(pic, &fill, nil, op)
	op = &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(graphLineColor)
	vector.StrokePath(pic, &line, stroke, op)
}

// drawExactLabel writes "exact" on the widest band of exact values, where
// it fits, at the top or the bottom, wherever no point of the band is.
func (g *valueGraph) drawExactLabel(dst *ebiten.Image, th *ui.Theme, f *ui.Face) {
	best := -1
	for i, e := range g.exact {
		if best < 0 || e.W > g.exact[best].W {
			best = i
		}
	}
	if best < 0 {
		return
	}
	e := g.exact[best]
	w, h := th.Measure("exact", f)
	u := th.U
	if w+8*u > e.W || h+4*u > g.area.H/2 {
		return
	}
	// At the top or the bottom, wherever no point of the band is.
	top, bottom := true, true
	for _, p := range g.pts {
		if p.X >= e.X-w/2 && p.X <= e.Right()+w/2 {
			top = top && p.Y > g.area.Y+h+6*u
			bottom = bottom && p.Y < g.area.Bottom()-h-6*u
		}
	}
	x := e.X + e.W/2
	switch {
	case top:
		th.Text(dst, "exact", f, x, g.area.Y+3*u, ui.Align{H: ui.Middle, V: ui.Start}, ui.MutedColor)
	case bottom:
		th.Text(dst, "exact", f, x, g.area.Bottom()-3*u, ui.Align{H: ui.Middle, V: ui.End}, ui.MutedColor)
	}
}
