package yote

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/yote"
	"parlor/scenes/ui"
)

// Lengths of the animations, in ticks.
const (
	travelTicks = 16  // a stone going to its square
	fadeTicks   = 16  // the second stone a jump removes fading away
	toastTicks  = 270 // a banner about the last move
)

// anim shows the last move: the stone travelling from the tray or its
// square (hopping over a jumped stone), the jumped stone fading as it is
// passed, then the stone the jump removes fading.
type anim struct {
	before *yote.Game
	move   yote.Move
	mover  yote.Side
	t      int
}

// length is the whole animation in ticks.
func (a *anim) length() int {
	if a.move.Remove != 0 {
		return travelTicks + fadeTicks
	}
	return travelTicks
}

// step advances by a tick and reports whether the animation is over.
func (a *anim) step() bool {
	a.t++
	return a.t >= a.length()
}

// travel is how far the stone has gone, eased, from 0 to 1.
func (a *anim) travel() float64 {
	t := min(float64(a.t)/travelTicks, 1)
	return 1 - (1-t)*(1-t)
}

// fade is how far the removal has faded, from 0 to 1.
func (a *anim) fade() float64 {
	return min(max(float64(a.t-travelTicks)/fadeTicks, 0), 1)
}

// alphaOf is the opacity of the stone on square n of the position before
// the move: the captured stones fade, the others stay.
func (a *anim) alphaOf(n int) float64 {
	switch {
	case a.move.Kind != yote.Jump:
		return 1
	case n == a.move.Over():
		return min(max(2-2*a.travel(), 0), 1)
	case n == a.move.Remove:
		return 1 - a.fade()
	}
	return 1
}

// stone is where the moving stone is, and its radius.
func (a *anim) stone(l *layout) (x, y, r float64) {
	tx, ty := l.center(a.move.To)
	var fx, fy float64
	if a.move.Kind == yote.Place {
		n := a.before.Reserve(a.mover)
		fx, fy = l.pileAt(a.mover, n-1, n)
	} else {
		fx, fy = l.center(a.move.From)
	}
	t := a.travel()
	x, y, r = fx+(tx-fx)*t, fy+(ty-fy)*t, l.stoneR()
	if a.move.Kind == yote.Place {
		r = l.pileR() + (l.stoneR()-l.pileR())*t
	}
	if a.move.Kind == yote.Jump {
		hop := math.Sin(math.Pi * t)
		y -= 0.35 * l.cell * hop
		r *= 1 + 0.12*hop
	}
	return x, y, r
}

// toast is a banner about the last move that stays a few seconds and does
// not hold up play.
type toast struct {
	msg    string
	t      int
	on     bool
	steady bool // shown at full strength throughout (motion reduced)
}

// step advances the banner by a tick.
func (t *toast) step() {
	if t.on {
		t.t++
		if t.t >= toastTicks {
			*t = toast{}
		}
	}
}

// text is the banner's message, or "" when none is shown.
func (t *toast) text() string {
	if !t.on {
		return ""
	}
	return t.msg
}

// alpha fades the banner in and out, unless it is steady.
func (t *toast) alpha() float64 {
	if t.steady {
		return 1
	}
	return min(1, float64(t.t+1)/8, float64(toastTicks-t.t)/40)
}

// bannerPill is where a banner for msg, with side s's stone before it when
// s is X or O, stands when centred in r: as wide as it needs and no wider
// than r. It returns the pill, the face of the text, and the stone's width.
func bannerPill(th *ui.Theme, r ui.Rect, msg string, s yote.Side) (pill ui.Rect, face *ui.Face, stone float64) {
	u := th.U
	h := min(48*u, r.H-4*u)
	pad := 20 * u
	if s == yote.X || s == yote.O {
		stone = h * 0.62
	}
	face = th.FaceFor(msg, ui.Bold, 22, r.W-2*pad-stone-16*u)
	tw, _ := th.Measure(msg, face)
	w := tw + 2*pad + stone
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	return ui.Rect{X: cx - w/2, Y: cy - h/2, W: w, H: h}, face, stone
}

// banner draws msg in a pill centred in r (see bannerPill), edged in edge,
// at opacity a.
func banner(dst *ebiten.Image, th *ui.Theme, r ui.Rect, msg string, ink, edge color.RGBA, s yote.Side, a float64) {
	u := th.U
	pill, face, stone := bannerPill(th, r, msg, s)
	h := pill.H
	cy := pill.Y + h/2
	th.FillRoundRect(dst, ui.Rect{X: pill.X, Y: pill.Y + 3*u, W: pill.W, H: pill.H}, h/2, ui.Fade(ui.ShadowColor, a))
	th.OutlineRoundRect(dst, pill, h/2, max(1, 2*u), ui.Fade(edge, a), ui.Fade(ui.PanelColor, a))
	x := pill.X + 20*u
	if stone > 0 {
		sx := x + stone/2 - 4*u
		drawStone(dst, th, sx, cy, stone/2, s, a)
		if s == yote.X {
			th.StrokeCircle(dst, sx, cy, stone/2, max(1, u), ui.Fade(ui.MutedColor, 0.7*a))
		}
		x += stone
	}
	th.Text(dst, msg, face, x, cy, ui.MiddleLeft, ui.Fade(ink, a))
}

// noteAt is the strip a banner for msg goes in, as wide as the board and
// the trays: a free strip above or below them when there is one, else the
// line between two rows where the pill hides the fewest stones and marks
// of the last move, the middle first.
func (v *View) noteAt(th *ui.Theme, msg string, s yote.Side) ui.Rect {
	l := &v.lay
	if l.free.H > 0 {
		return l.free
	}
	g := v.g
	marked := map[int]bool{}
	if m, ok := g.Last(); ok {
		marked[m.From], marked[m.To], marked[m.Remove] = true, true, true
		if m.Kind == yote.Jump {
			marked[m.Over()] = true
		}
	}
	h := 52 * th.U
	var best ui.Rect
	bestCost := -1
	for i := range l.rows - 1 {
		// 2, 1, 3 on four rows; 3, 2, 4, 1, 5 on six.
		k := l.rows/2 + (i+1)/2*(1-2*(i%2))
		strip := ui.Rect{X: l.content.X, Y: l.board.Y + float64(k)*l.cell - h/2, W: l.content.W, H: h}
		pill, _, _ := bannerPill(th, strip, msg, s)
		cost := 0
		for n := 1; n <= g.Squares(); n++ {
			q := l.square(n).Inset(0.12 * l.cell)
			if (g.At(n) != yote.Empty || marked[n]) && q.X < pill.Right() && pill.X < q.Right() && q.Y < pill.Bottom() && pill.Y < q.Bottom() {
				cost++
			}
		}
		if bestCost < 0 || cost < bestCost {
			best, bestCost = strip, cost
		}
	}
	return best
}
