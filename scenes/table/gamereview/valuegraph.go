package gamereview

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/review"
	"parlor/scenes/ui"
)

// The value graph shows a reviewed game at a glance: the first seat's
// chance of winning after each move as a line from 0% to 100% (in a game
// of more than two, each seat's own chance after its moves, a line a
// seat), the moves a solver proved exact on a shaded band, and the marked
// moves as dots coloured and sized by how bad they were. A click picks the
// move nearest it; the arrow keys, Home and End step through the moves.

// The colours of the marks, bright on the panel and apart in grey as well
// as in hue (their dots differ in size too).
var (
	// inaccuracyColor marks an inaccuracy: yellow.
	inaccuracyColor = color.RGBA{0xf2, 0xd8, 0x4b, 0xff}
	// mistakeColor marks a mistake: orange.
	mistakeColor = color.RGBA{0xf2, 0x95, 0x38, 0xff}
	// blunderColor marks a blunder: red.
	blunderColor = color.RGBA{0xf0, 0x5a, 0x4c, 0xff}
)

// graphSeatColors are the seats' lines and dots in a game of more than two
// when the caller gives no colours of its own.
var graphSeatColors = []color.RGBA{
	{0x6f, 0xb5, 0xe8, 0xff},
	{0xe8, 0x7f, 0xb0, 0xff},
	{0x8c, 0xd4, 0x7e, 0xff},
	{0xc9, 0xa2, 0xf0, 0xff},
	{0xf0, 0xc0, 0x7a, 0xff},
	{0x7a, 0xd6, 0xcf, 0xff},
}

// graphPoint is one move on the graph: where its value stands.
type graphPoint struct{ X, Y float64 }

// valueGraph is the graph of a reviewed game's values, move by move. Set
// gives it the moves, layout its place. It lays them out, and draws all
// but the pointer's and the selection's marks into a picture of its own,
// once for each set and each size and scale (with the theme last given
// to height or draw): a frame draws the picture and a few marks, however
// long the game.
type valueGraph struct {
	// seatColour, when set, is the colour of a seat's line and dots in a
	// game of more than two seats. Set it before set: the graph's picture
	// is drawn again only after set or a new size.
	seatColour func(game.Player) color.Color

	moves []review.Move
	seats int
	rect  ui.Rect
	th    *ui.Theme
	// ox and oy are where the plan's origin stands on the screen: the
	// rectangle's top left, rounded to whole pixels.
	ox, oy float64

	// The plan, made for planned, in the picture's coordinates.
	planned graphKey
	stale   bool
	area    ui.Rect // where the values go: 0% at its bottom, 100% at its top
	pts     []graphPoint
	step    float64   // the distance between two moves' points
	exact   []ui.Rect // the bands of moves whose values are exact

	pic     *ebiten.Image // the picture, drawn for the plan when painted
	painted bool
}

// graphKey is what a plan depends on besides the moves: the graph's size
// and the scale.
type graphKey struct{ w, h, u, ds float64 }

// set gives the graph the moves of a review of a game of the given number
// of seats.
func (g *valueGraph) set(moves []review.Move, seats int) {
	g.moves, g.seats, g.stale = moves, seats, true
}

// height is the height the graph wants at width w: about a third of its
// width, between 96 and 140 CSS pixels (the scale's units on a large
// screen).
func (g *valueGraph) height(th *ui.Theme, w float64) float64 {
	g.th = th
	lo, hi := 96*th.DeviceScale, 140*max(th.U, th.DeviceScale)
	return math.Round(min(max(0.3*w, lo), hi))
}

// layout places the graph in r.
func (g *valueGraph) layout(r ui.Rect) {
	g.rect = r
	g.ox, g.oy = math.Round(r.X), math.Round(r.Y)
	g.plan()
}

// graphFace is the face of the graph's labels.
func graphFace(th *ui.Theme) *ui.Face { return th.Face(ui.Regular, 11) }

// dotRadius is the radius of a marked move's dot: larger the worse.
func dotRadius(u float64, mark string) float64 {
	switch mark {
	case review.Blunder:
		return 5.5 * u
	case review.Mistake:
		return 4.5 * u
	}
	return 3.5 * u
}

// markColor is the colour of a mark's dot.
func markColor(mark string) color.RGBA {
	switch mark {
	case review.Blunder:
		return blunderColor
	case review.Mistake:
		return mistakeColor
	}
	return inaccuracyColor
}

// plan lays the moves out in a rectangle of the graph's size at the
// origin, unless they are laid out already for it and the scale.
func (g *valueGraph) plan() {
	th := g.th
	if th == nil {
		return
	}
	key := graphKey{g.rect.W, g.rect.H, th.U, th.DeviceScale}
	if !g.stale && key == g.planned {
		return
	}
	g.planned, g.stale, g.painted = key, false, false
	u := th.U
	lw, lh := th.Measure("100%", graphFace(th))
	top := max(lh/2, dotRadius(u, review.Blunder)+1.5*u)
	g.area = ui.Rect{X: lw + 6*u, Y: top, W: max(0, key.w-lw-6*u), H: max(0, key.h-2*top)}
	a := g.area
	n := len(g.moves)
	g.pts, g.exact, g.step = g.pts[:0], g.exact[:0], 0
	if n == 0 || a.W <= 0 {
		return
	}
	pad := dotRadius(u, review.Blunder) + 2*u
	g.step = a.W - 2*pad
	if n > 1 {
		g.step /= float64(n - 1)
	}
	for i, m := range g.moves {
		x := a.X + a.W/2
		if n > 1 {
			x = a.X + pad + g.step*float64(i)
		}
		g.pts = append(g.pts, graphPoint{X: x, Y: a.Bottom() - a.H*min(max(m.First, 0), 1)})
	}
	g.planExact()
}

// planExact finds the runs of moves whose values are exact: a band each,
// from half way to the move before the run to half way to the move after
// it, or from the first move's point or to the last's.
func (g *valueGraph) planExact() {
	a := g.area
	for i := 0; i < len(g.moves); {
		if !g.moves[i].Played.Exact {
			i++
			continue
		}
		j := i
		for j < len(g.moves) && g.moves[j].Played.Exact {
			j++
		}
		x0, x1 := g.pts[i].X, g.pts[j-1].X
		if i > 0 {
			x0 -= g.step / 2
		}
		if j < len(g.moves) {
			x1 += g.step / 2
		}
		if x1-x0 < 2 { // a lone exact move at an end
			x0, x1 = max(a.X, x0-1), min(a.Right(), x1+1)
		}
		g.exact = append(g.exact, ui.Rect{X: x0, Y: a.Y, W: x1 - x0, H: a.H})
		i = j
	}
}

// nearest is the index of the move whose point is nearest x on the
// screen.
func (g *valueGraph) nearest(x float64) int {
	n := len(g.pts)
	if n <= 1 || g.step <= 0 {
		return 0
	}
	i := int(math.Round((x - g.ox - g.pts[0].X) / g.step))
	return min(max(i, 0), n-1)
}

// point is move i's point on the screen.
func (g *valueGraph) point(i int) (x, y float64) { return g.ox + g.pts[i].X, g.oy + g.pts[i].Y }

// update reports the move nearest a click or a tap on the graph.
func (g *valueGraph) update(in *ui.Input) (move int, ok bool) {
	g.plan()
	if len(g.pts) == 0 || !in.Clicked(g.rect) {
		return 0, false
	}
	return g.nearest(in.X), true
}

// key steps the selection, move selected (-1 for none), by key k: Left
// and Right one move (from none, Left goes to the last and Right to the
// first), Home to the first, End to the last. It reports false when the
// key does not move it.
func (g *valueGraph) key(k ebiten.Key, selected int) (move int, ok bool) {
	n := len(g.moves)
	if n == 0 {
		return 0, false
	}
	if selected >= n {
		selected = -1
	}
	move = selected
	switch k {
	case ebiten.KeyArrowLeft:
		if selected < 0 {
			move = n - 1
		} else {
			move = max(0, selected-1)
		}
	case ebiten.KeyArrowRight:
		if selected < 0 {
			move = 0
		} else {
			move = min(n-1, selected+1)
		}
	case ebiten.KeyHome:
		move = 0
	case ebiten.KeyEnd:
		move = n - 1
	}
	return move, move != selected
}

// targets names each move's place on the graph "graph:1", "graph:2", …:
// a box about its point, as wide as the room between points allows (so a
// long game's are narrow) and held inside the graph.
func (g *valueGraph) targets(tg ui.Targets) {
	g.plan()
	if len(g.pts) == 0 || g.th == nil {
		return
	}
	u := g.th.U
	half := 12 * u
	if len(g.pts) > 1 {
		half = min(half, g.step/2)
	}
	h := min(24*u, g.rect.H)
	for i := range g.pts {
		x, y := g.point(i)
		w := min(half, x-g.rect.X, g.rect.Right()-x)
		y = min(max(y-h/2, g.rect.Y), g.rect.Bottom()-h)
		tg[graphTarget(i)] = ui.Rect{X: x - w, Y: y, W: 2 * w, H: h}
	}
}

// graphTarget is the target of move i (from 0): "graph:1" for the first.
func graphTarget(i int) string { return "graph:" + strconv.Itoa(i+1) }

// seatColor is seat s's colour in a game of more than two.
func (g *valueGraph) seatColor(s game.Player) color.Color {
	if g.seatColour != nil {
		return g.seatColour(s)
	}
	return graphSeatColors[int(s)%len(graphSeatColors)]
}

// pointColor is the colour of move i's own marker: the line's.
func (g *valueGraph) pointColor(i int) color.Color {
	if g.seats > 2 {
		return g.seatColor(g.moves[i].Seat)
	}
	return graphLineColor
}
