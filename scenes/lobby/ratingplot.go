package lobby

import (
	"fmt"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/rating"
	"parlor/scenes/ui"
)

// A rating's history is drawn as a plot: the rating after each rated game
// as a line, its RD as a shaded band about it (the rating is likely
// within it), each game's outcome a coloured dot, and round ratings and
// game numbers on the axes. It starts from the rating every player starts
// with (game 0) while the whole history is in view.

// plotMax is the most games a plot shows: the latest.
const plotMax = 30

// bandRoom is the most of a point's RD that widens the plot's range: an
// early game's RD (350 at the start) would leave the line flat; the band
// is cut at the plot's edges instead.
const bandRoom = 100.0

// plotPoint is a point of a plot: the rating after a game, or the start.
type plotPoint struct {
	Game    int // the games played: 0 is the start, before the first
	R, RD   float64
	Outcome string // onlinelobby.OutcomeWin, …; "" for the start
	At      int64  // Unix milliseconds; 0 for the start
	// X and Y are the point on the screen; Top and Bottom the band's
	// edges there (R+RD and R−RD), held inside the plot.
	X, Y, Top, Bottom float64
}

// ratingPlot is a history laid out in a rectangle.
type ratingPlot struct {
	Area   ui.Rect   // where the lines go, inside the axes' labels
	Lo, Hi float64   // the ratings at the bottom and the top of Area
	YTicks []float64 // round ratings, labelled on the left
	XTicks []int     // game numbers, labelled below
	Points []plotPoint
	// Cut is how many of the history's games are left out, before the
	// first shown (the history has more than plotMax).
	Cut int
}

// planPlot lays out history (oldest first) in area: the latest plotMax
// games, with the start before them when all are in view.
func planPlot(history []protocol.PointInfo, area ui.Rect) ratingPlot {
	p := ratingPlot{Area: area}
	if len(history) == 0 {
		return p
	}
	p.Cut = max(0, len(history)-plotMax)
	if p.Cut == 0 {
		start := rating.Initial()
		p.Points = append(p.Points, plotPoint{R: start.R, RD: start.RD})
	}
	for i, h := range history[p.Cut:] {
		p.Points = append(p.Points, plotPoint{Game: p.Cut + i + 1, R: h.R, RD: h.RD, Outcome: h.Outcome, At: h.At})
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, pt := range p.Points {
		lo, hi = min(lo, pt.R-min(pt.RD, bandRoom)), max(hi, pt.R+min(pt.RD, bandRoom))
	}
	var step float64
	p.Lo, p.Hi, step = niceRange(lo, hi, 5)
	for v := p.Lo; v <= p.Hi+step/2; v += step {
		p.YTicks = append(p.YTicks, math.Round(v))
	}
	first, last := p.Points[0].Game, p.Points[len(p.Points)-1].Game
	p.XTicks = gameTicks(first, last, 6)
	pad := area.W / 50
	for i := range p.Points {
		pt := &p.Points[i]
		pt.X = area.X + area.W/2
		if last > first {
			pt.X = area.X + pad + (area.W-2*pad)*float64(pt.Game-first)/float64(last-first)
		}
		pt.Y = p.y(pt.R)
		pt.Top, pt.Bottom = p.y(pt.R+pt.RD), p.y(pt.R-pt.RD)
	}
	return p
}

// y is where rating r stands in the plot, held inside it.
func (p *ratingPlot) y(r float64) float64 {
	f := (r - p.Lo) / (p.Hi - p.Lo)
	return p.Area.Bottom() - p.Area.H*min(max(f, 0), 1)
}

// x is where game g stands in the plot.
func (p *ratingPlot) x(g int) float64 {
	for _, pt := range p.Points {
		if pt.Game == g {
			return pt.X
		}
	}
	return p.Area.X
}

// niceRange widens lo to hi to round numbers, at most most of them one
// step apart: 1, 2, 2.5 or 5 times a power of ten (1387 to 1612 in five
// is 1300 to 1700 by 100). An empty range is widened about its middle.
func niceRange(lo, hi float64, most int) (nlo, nhi, step float64) {
	if hi-lo < 1 {
		lo, hi = (lo+hi)/2-50, (lo+hi)/2+50
	}
	most = max(most, 2)
	mag := math.Pow(10, math.Floor(math.Log10((hi-lo)/float64(most))))
	for _, k := range []float64{1, 2, 2.5, 5, 10, 20, 25, 50, 100} {
		step = k * mag
		nlo, nhi = math.Floor(lo/step)*step, math.Ceil(hi/step)*step
		if math.Round((nhi-nlo)/step) <= float64(most-1) {
			return nlo, nhi, step
		}
	}
	return nlo, nhi, step
}

// gameTicks are the game numbers from first to last to label: first,
// then the multiples of the least round step (1, 2, 5, 10, 20, 50…) that
// makes at most most of them, none closer to first than half a step.
func gameTicks(first, last, most int) []int {
	var ticks []int
	for mag := 1; ; mag *= 10 {
		for _, k := range []int{1, 2, 5} {
			step := k * mag
			ticks = append(ticks[:0], first)
			for g := (first/step + 1) * step; g <= last; g += step {
				if 2*(g-first) >= step {
					ticks = append(ticks, g)
				}
			}
			if len(ticks) <= max(most, 2) {
				return ticks
			}
		}
	}
}

// outcomeColor is the colour of a game's dot: green won, red lost, grey
// drawn (and the start); won's and lost's are also the ink of a result on
// the profile's cards, light enough for 4.5:1 on a panel.
func outcomeColor(outcome string) color.RGBA {
	switch outcome {
	case onlinelobby.OutcomeWin:
		return color.RGBA{0x6c, 0xc6, 0x8a, 0xff}
	case onlinelobby.OutcomeLoss:
		return color.RGBA{0xf0, 0x8a, 0x7c, 0xff}
	}
	return color.RGBA{0x9c, 0xad, 0xbf, 0xff}
}

// outcomeWord is an outcome as the history says it: "won", "lost".
func outcomeWord(outcome string) string {
	switch outcome {
	case onlinelobby.OutcomeWin:
		return "won"
	case onlinelobby.OutcomeLoss:
		return "lost"
	case onlinelobby.OutcomeDraw:
		return "drawn"
	}
	return outcome
}

// plotArea is the part of r the plot's lines take: r less room for its
// caption above, the ratings on the left, the game numbers below and the
// ring of a point picked on the right.
func plotArea(th *ui.Theme, r ui.Rect) ui.Rect {
	u := th.U
	f := plotFace(th)
	w, h := th.Measure("8888", f)
	left, below, above := w+10*u, h+10*u, 1.5*h+12*u
	return ui.Rect{X: r.X + left, Y: r.Y + above, W: max(0, r.W-left-12*u), H: max(0, r.H-below-above)}
}

// plotFace is the face of the axes' labels.
func plotFace(th *ui.Theme) *ui.Face { return th.Face(ui.Regular, 13) }

// draw draws the plot: the grid and its labels, the band, the line and
// the dots.
func (p *ratingPlot) draw(dst *ebiten.Image, th *ui.Theme) {
	u := th.U
	f := plotFace(th)
	a := p.Area
	th.Text(dst, "Rating after each game", f, a.X, a.Y-f.Size*0.75-8*u, ui.BottomLeft, ui.MutedColor)
	if p.Cut > 0 {
		note := fmt.Sprintf("the last %d of %d games", len(p.Points), len(p.Points)+p.Cut)
		th.Text(dst, note, f, a.Right(), a.Y-f.Size*0.75-8*u, ui.Align{H: ui.End, V: ui.End}, ui.MutedColor)
	}
	for _, v := range p.YTicks {
		y := p.y(v)
		th.FillRect(dst, ui.Rect{X: a.X, Y: y - max(1, u)/2, W: a.W, H: max(1, u)}, ui.Fade(ui.PanelEdgeColor, 0.9))
		th.Text(dst, strconv.Itoa(int(v)), f, a.X-8*u, y, ui.MiddleEnd, ui.MutedColor)
	}
	for _, g := range p.XTicks {
		th.Text(dst, strconv.Itoa(g), f, p.x(g), a.Bottom()+6*u, ui.Align{H: ui.Middle, V: ui.Start}, ui.MutedColor)
	}
	if len(p.Points) == 0 {
		return
	}
	var band, line vector.Path
	for i, pt := range p.Points {
		if i == 0 {
			band.MoveTo(float32(pt.X), float32(pt.Top))
			line.MoveTo(float32(pt.X), float32(pt.Y))
			continue
		}
		band.LineTo(float32(pt.X), float32(pt.Top))
		line.LineTo(float32(pt.X), float32(pt.Y))
	}
	for i := len(p.Points) - 1; i >= 0; i-- {
		band.LineTo(float32(p.Points[i].X), float32(p.Points[i].Bottom))
	}
	band.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(ui.Fade(ui.AccentColor, 0.11))
	vector.FillPath(dst, &band, nil, op)
	op = &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(ui.AccentColor)
	vector.StrokePath(dst, &line, &vector.StrokeOptions{Width: float32(2.5 * u), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
	r := p.dot(th)
	for _, pt := range p.Points {
		th.FillCircle(dst, pt.X, pt.Y, r+1.5*u, ui.PanelColor)
		if pt.Outcome == "" { // the start: a ring
			th.StrokeCircle(dst, pt.X, pt.Y, r-u, 2*u, outcomeColor(""))
			continue
		}
		th.FillCircle(dst, pt.X, pt.Y, r, outcomeColor(pt.Outcome))
	}
}

// dot is the radius of a point's dot: smaller as the points crowd.
func (p *ratingPlot) dot(th *ui.Theme) float64 {
	r := 5 * th.U
	if n := len(p.Points); n > 1 {
		r = min(r, max(2.5*th.U, p.Area.W/float64(n-1)/3))
	}
	return r
}

// mark draws point i picked: a guide down to the axis and a ring.
func (p *ratingPlot) mark(dst *ebiten.Image, th *ui.Theme, i int) {
	if i < 0 || i >= len(p.Points) {
		return
	}
	u := th.U
	pt := p.Points[i]
	th.FillRect(dst, ui.Rect{X: pt.X - u/2, Y: p.Area.Y, W: max(1, u), H: p.Area.H}, ui.Fade(ui.TextColor, 0.35))
	r := p.dot(th)
	th.StrokeCircle(dst, pt.X, pt.Y, r+4*u, 2.5*u, ui.TextColor)
}

// strip is the part of the plot's width nearest point i: its click
// target, from half way to the point before to half way to the next.
func (p *ratingPlot) strip(i int) ui.Rect {
	pts := p.Points
	x0, x1 := p.Area.X, p.Area.Right()
	if i > 0 {
		x0 = (pts[i-1].X + pts[i].X) / 2
	}
	if i < len(pts)-1 {
		x1 = (pts[i].X + pts[i+1].X) / 2
	}
	return ui.Rect{X: x0, Y: p.Area.Y, W: x1 - x0, H: p.Area.H}
}

// pointWords says point pt in words: "after game 3: 1620, won".
func pointWords(pt plotPoint) string {
	if pt.Outcome == "" {
		return fmt.Sprintf("at the start: %s", rating.Rating{R: pt.R, RD: pt.RD})
	}
	return fmt.Sprintf("after game %d: %s, %s", pt.Game, rating.Rating{R: pt.R, RD: pt.RD}, outcomeWord(pt.Outcome))
}
