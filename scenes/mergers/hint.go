package mergers

import (
	"fmt"
	"image/color"
	"maps"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/mergers"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// hinted is the hinted move when there is one to show, read back from the
// engine's notation: the position to place a tile on, or the shares to buy
// (buy is true; none for an empty buy). Nothing is shown while a merger or
// an animation is on show.
func (v *View) hinted() (p mergers.Pos, shares map[byte]int, buy, ok bool) {
	g := v.g
	if !v.Hinting || g == nil || g.Over() || v.staging() || v.anim.busy() {
		return p, nil, false, false
	}
	v.cache.sync(g)
	if !v.cache.legal[v.Hinted] {
		return p, nil, false, false
	}
	text := g.MoveString(v.Hinted)
	if g.Buying() {
		shares, ok := sharesOf(text)
		return p, shares, true, ok && mergers.BuyMove(shares) == v.Hinted
	}
	p, err := mergers.ParsePos(text)
	return p, nil, false, err == nil && mergers.PlaceMove(p) == v.Hinted
}

// sharesOf reads the shares of a buy in the engine's notation, "buy A 2,
// C 1", or "buy" for none. (The engine does not export its decoding of a
// buy.)
func sharesOf(text string) (map[byte]int, bool) {
	rest, ok := strings.CutPrefix(text, "buy")
	if !ok {
		return nil, false
	}
	out := map[byte]int{}
	for _, part := range strings.Split(rest, ",") {
		f := strings.Fields(part)
		if len(f) == 0 {
			continue
		}
		if len(f) != 2 || len(f[0]) != 1 {
			return nil, false
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 1 {
			return nil, false
		}
		out[f[0][0]] += n
	}
	return out, true
}

// drawHint marks the hinted move in a soft, breathing glow: for a
// placement, the square (with a faint tile on it, ringed just outside the
// outline of an offered position) and, in the advanced game, the offered
// position's button, lit; for a buy, the cards of the shares
// still to put in the cart, each with how many more over its mark, the
// shares to take back out, or, once the cart holds the hinted shares, the
// button that buys.
func (v *View) drawHint(dst *ebiten.Image, th *ui.Theme) {
	p, shares, buy, ok := v.hinted()
	if !ok {
		return
	}
	l := &v.lay
	u := th.U
	pulse := ui.Breath(v.ticks, v.reduced)
	ring := func(r ui.Rect) {
		th.FillRoundRect(dst, r, 10*u, ui.Fade(color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.06+0.12*pulse))
		th.GlowRoundRect(dst, r.Inset(-3*u), 12*u, max(2, 2.5*u), ui.HintColor, pulse)
	}
	if !buy {
		if r, ok := l.view.square(p); ok {
			c := l.view.cell
			drawTile(dst, th, r.Inset(0.05*c), mergers.Lone, 0.6+0.3*pulse)
			th.GlowRoundRect(dst, r.Inset(-0.03*c), r.W*0.18, max(2, 0.07*c), ui.HintColor, pulse)
		}
		for _, o := range l.offers {
			if o.p == p {
				ring(o.r)
			}
		}
		return
	}
	if maps.Equal(shares, v.cart) {
		if l.confirm.W > 0 {
			ring(l.confirm)
		}
		return
	}
	for _, c := range l.cards {
		if more := shares[c.s] - v.cart[c.s]; more > 0 {
			ring(c.r)
			badge(dst, th, fmt.Sprintf("+%d", more), c.r.Right()-20*u, c.r.Y+c.r.H/2)
		}
	}
	for _, c := range l.minus {
		if v.cart[c.s] > shares[c.s] {
			ring(c.r)
		}
	}
}

// badge writes s on a small pill of the hint's colour centred on (x, y):
// over a card's mark, how many shares of it to add.
func badge(dst *ebiten.Image, th *ui.Theme, s string, x, y float64) {
	u := th.U
	f := th.Face(ui.Bold, 14)
	tw, _ := th.Measure(s, f)
	h := 22 * u
	r := ui.Rect{X: x - tw/2 - 7*u, Y: y - h/2, W: tw + 14*u, H: h}
	th.FillRoundRect(dst, r, h/2, ui.HintColor)
	th.Text(dst, s, f, x, y, ui.Centered, ui.BackgroundColor)
}

// drawValues writes each placement's value on its square and, while the
// player buys, the value of the buy in the cart on the button that makes
// it, and the best buy's over the cards.
func (v *View) drawValues(dst *ebiten.Image, th *ui.Theme) {
	g := v.g
	if len(v.Vals) == 0 || g == nil || g.Over() || v.staging() || v.anim.busy() {
		return
	}
	l := &v.lay
	u := th.U
	best := table.BestScore(v.Vals)
	if !g.Buying() {
		for _, val := range v.Vals {
			p, err := mergers.ParsePos(g.MoveString(val.Move))
			if err != nil {
				continue
			}
			if r, ok := l.view.square(p); ok {
				x, y := r.Center()
				table.ValueTag(dst, th, val, best, x, y, r.W*1.4)
			}
		}
		return
	}
	cart := mergers.BuyMove(v.cart)
	for _, val := range v.Vals {
		if val.Move == cart && l.confirm.W > 0 {
			table.ValueTag(dst, th, val, best, l.confirm.Right()-34*u, l.confirm.Bottom(), 64*u)
		}
	}
	if len(l.cards) > 0 {
		top := v.Vals[0]
		top.Text = "best: " + g.MoveString(top.Move) + " " + top.Text
		r := l.cards[0].r
		table.ValueTag(dst, th, top, best, r.X+r.W/2, r.Y-14*u, 3*r.W)
	}
}
