package mergers

import (
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/mergers"
	"parlor/scenes/ui"
)

// drawStrip draws the controls below the board, as laid out.
func (v *View) drawStrip(dst *ebiten.Image, th *ui.Theme, in *ui.Input, live bool) {
	l := &v.lay
	for _, t := range l.texts {
		ink := ui.MutedColor
		switch t.ink {
		case inkText:
			ink = ui.TextColor
		case inkAccent:
			ink = ui.AccentColor
		}
		th.Text(dst, t.s, t.face, t.x, t.y, t.align, ink)
	}
	e := v.anim.ease()
	for _, o := range l.offers {
		r := o.r
		if v.anim.isFresh(o.p) {
			r.X += (1 - e) * r.W * 0.5
		}
		button(dst, th, in, r, o.p.String(), o.sub, true, o.on && live, live)
	}
	for _, c := range l.cards {
		v.drawCard(dst, th, in, c, live)
	}
	for _, c := range l.minus {
		button(dst, th, in, c.r, "− "+string(c.s), "", false, live, live)
	}
	if l.confirm.W > 0 {
		lit := v.auto >= 0 && (v.reduced || v.ticks/8%2 == 0)
		button(dst, th, in, l.confirm, l.confirmText, "", true, live, live || lit)
		if v.auto >= 0 {
			th.StrokeRoundRect(dst, l.confirm.Inset(-3*th.U), 12*th.U, max(2, 2*th.U), ui.Fade(ui.AccentColor, 0.8))
		}
	}
	if l.next.W > 0 {
		button(dst, th, in, l.next, l.nextLabel, "", true, live, live)
	}
	if l.zoomOut.W > 0 {
		button(dst, th, in, l.zoomOut, "Whole board", "", false, live, live)
	}
	for _, row := range l.players {
		v.drawPlayer(dst, th, row)
	}
	for _, c := range l.groups {
		v.drawGroup(dst, th, c)
	}
}

// button draws a rounded button in r with its label, and a second line
// sub under it when not "". A button that is not on is drawn faded; a
// button is lit under the pointer when hot is true.
func button(dst *ebiten.Image, th *ui.Theme, in *ui.Input, r ui.Rect, label, sub string, primary, on, hot bool) {
	u := th.U
	hot = on && hot && in.Hovering(r)
	fill, ink, subInk := ui.ButtonColor, ui.TextColor, ui.MutedColor
	switch {
	case !on:
		fill, ink, subInk = ui.Fade(ui.ButtonColor, 0.55), ui.Fade(ui.MutedColor, 0.8), ui.Fade(ui.MutedColor, 0.6)
	case primary && hot:
		fill, ink, subInk = ui.Mix(ui.AccentColor, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.2), ui.BackgroundColor, primarySubInk
	case primary:
		fill, ink, subInk = ui.AccentColor, ui.BackgroundColor, primarySubInk
	case hot:
		fill = ui.ButtonHotColor
	}
	if hot && in.Down {
		r.Y += u
	}
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y + 2*u, W: r.W, H: r.H}, 10*u, ui.ShadowColor)
	th.FillRoundRect(dst, r, 10*u, fill)
	x, y := r.Center()
	if sub == "" {
		th.Text(dst, label, faceFor(th, label, ui.Medium, 16, r.W-12*u), x, y, ui.Centered, ink)
		return
	}
	th.Text(dst, label, faceFor(th, label, ui.Bold, 17, r.W-12*u), x, r.Y+r.H*0.36, ui.Centered, ink)
	th.Text(dst, sub, faceFor(th, sub, ui.Regular, 12, r.W-10*u), x, r.Y+r.H*0.72, ui.Centered, subInk)
}

// drawCard draws a company's card in the buy panel: its tile, name, price
// and size, what the mover holds, and how many are in the cart.
func (v *View) drawCard(dst *ebiten.Image, th *ui.Theme, in *ui.Input, c chip, live bool) {
	u := th.U
	gr, _ := v.g.Group(c.s)
	on := c.on && live
	hot := on && in.Hovering(c.r)
	fill := ui.ButtonColor
	switch {
	case !on:
		fill = ui.Fade(ui.ButtonColor, 0.55)
	case hot:
		fill = ui.ButtonHotColor
	}
	r := c.r
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y + 2*u, W: r.W, H: r.H}, 10*u, ui.ShadowColor)
	th.FillRoundRect(dst, r, 10*u, fill)
	if n := v.cart[c.s]; n > 0 {
		th.StrokeRoundRect(dst, r, 10*u, max(2, 2*u), ui.AccentColor)
	}
	ts := math.Floor(min(r.H*0.64, 40*v.lay.tu))
	pad := (r.H - ts) / 2
	drawTile(dst, th, ui.Rect{X: r.X + pad, Y: r.Y + pad, W: ts, H: ts}, c.s, 1)
	x := r.X + 2*pad + ts
	right := r.Right() - 8*u
	// At the right: the count in the cart, or a plus.
	mark, ink := "+", ui.TextColor
	if n := v.cart[c.s]; n > 0 {
		mark, ink = "×"+strconv.Itoa(n), ui.AccentColor
	}
	if !on && v.cart[c.s] == 0 {
		ink = ui.Fade(ui.MutedColor, 0.6)
	}
	mf := face(th, ui.Bold, 18)
	mw, _ := th.Measure("×3", mf)
	th.Text(dst, mark, mf, right, r.Y+r.H/2, ui.MiddleEnd, ink)
	room := right - mw - 8*u - x
	name := fmt.Sprintf("%s %s", gr.Name, money(mergers.Value(gr.Size)))
	about := plural(gr.Size, "tile")
	if gr.Size >= mergers.SafeSize {
		about += ", safe"
	}
	if held := v.g.Player(v.g.Mover()).Shares[c.s]; held > 0 {
		about += fmt.Sprintf(" – you hold %d", held)
	}
	th.Text(dst, name, faceFor(th, name, ui.Medium, 15, room), x, r.Y+r.H*0.36, ui.MiddleLeft, ui.TextColor)
	th.Text(dst, about, faceFor(th, about, ui.Regular, 12, room), x, r.Y+r.H*0.7, ui.MiddleLeft, ui.MutedColor)
}

// drawPlayer draws a player's line of holdings: her mark, her money and a
// tile and a count for each company she holds shares of. The player to
// move is lit.
func (v *View) drawPlayer(dst *ebiten.Image, th *ui.Theme, row seatRow) {
	u, tu := th.U, v.lay.tu
	r := row.r
	mover := row.p == v.g.Mover() && !v.g.Over()
	if mover {
		th.FillRoundRect(dst, ui.Rect{X: r.X - 6*u, Y: r.Y + 2*u, W: r.W + 6*u, H: r.H - 4*u}, 8*u, ui.Fade(ui.AccentColor, 0.16))
	}
	d := math.Floor(22 * tu)
	won := row.final && slices.Contains(v.g.Winners(), row.p)
	drawSeat(dst, th, game.Player(row.p), ui.Rect{X: r.X + 2*u, Y: r.Y + (r.H-d)/2, W: d, H: d}, mover || won)
	x := r.X + d + 12*u
	f := face(th, ui.Bold, 16)
	if row.final {
		ink := ui.TextColor
		if won {
			ink = ui.AccentColor
		}
		th.Text(dst, fmt.Sprintf("Player %d", row.p+1), face(th, ui.Medium, 16), x, r.Y+r.H/2, ui.MiddleLeft, ink)
		th.Text(dst, row.cash, f, r.Right(), r.Y+r.H/2, ui.MiddleEnd, ink)
		return
	}
	th.Text(dst, row.cash, f, x, r.Y+r.H/2, ui.MiddleLeft, ui.AccentColor)
	x += math.Ceil(82 * tu)
	chips := v.shareChips(row.p, r, x)
	if len(chips) == 0 {
		th.Text(dst, "no shares", face(th, ui.Regular, 13), x, r.Y+r.H/2, ui.MiddleLeft, ui.MutedColor)
	}
	ts := math.Floor(20 * tu)
	for _, c := range chips {
		drawTile(dst, th, ui.Rect{X: c.r.X, Y: r.Y + (r.H-ts)/2, W: ts, H: ts}, c.s, 1)
		th.Text(dst, strconv.Itoa(c.n), face(th, ui.Medium, 14), c.r.X+ts+4*u, r.Y+r.H/2, ui.MiddleLeft, ui.TextColor)
	}
}

// drawGroup draws a group's chip in the simple game: its tile, its size,
// and a bar of how far it is from winning.
func (v *View) drawGroup(dst *ebiten.Image, th *ui.Theme, c chip) {
	u := th.U
	r := c.r
	th.FillRoundRect(dst, r, 8*u, ui.Fade(ui.ButtonColor, 0.7))
	ts := math.Floor(r.H * 0.66)
	pad := (r.H - ts) / 2
	drawTile(dst, th, ui.Rect{X: r.X + pad, Y: r.Y + pad - r.H*0.04, W: ts, H: ts}, c.s, 1)
	th.Text(dst, strconv.Itoa(c.n), face(th, ui.Bold, 16), r.X+2*pad+ts, r.Y+r.H*0.46, ui.MiddleLeft, ui.TextColor)
	bar := ui.Rect{X: r.X + 2*pad + ts, Y: r.Bottom() - pad - 3*u, W: r.Right() - 2*pad - ts - r.X - pad, H: max(2, 3*u)}
	th.FillRect(dst, bar, ui.Fade(ui.MutedColor, 0.3))
	bar.W *= min(1, float64(c.n)/mergers.WinSize)
	th.FillRect(dst, bar, ui.AccentColor)
}
