package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// bar is the strip at the top of every game scene: back to the menu, the
// game's title, and a new game.
type bar struct {
	menu, restart Button
	rect          Rect
}

func newBar() bar {
	return bar{menu: Button{Label: "‹ Menu"}, restart: Button{Label: "New game", Primary: true}}
}

// layout places the bar at the top of the screen and returns the space
// below it, inset by a margin. Once the game is over, New game reads Play
// again.
func (b *bar) layout(ctx *Context, over bool) Rect {
	u := ctx.Theme.U
	var rest Rect
	b.rect, rest = Rect{0, 0, ctx.W, ctx.H}.SplitTop(64 * u)
	b.menu.Rect = Rect{16 * u, 12 * u, 110 * u, 40 * u}
	b.restart.Rect = Rect{ctx.W - 16*u - 140*u, 12 * u, 140 * u, 40 * u}
	b.restart.Label = "New game"
	if over {
		b.restart.Label = "Play again"
	}
	return rest.Inset(16 * u)
}

// draw draws the buttons and the title.
func (b *bar) draw(dst *ebiten.Image, th *Theme, in *Input, title string) {
	b.menu.Draw(dst, th, in)
	b.restart.Draw(dst, th, in)
	th.Text(dst, title, th.Face(Bold, 22), b.rect.W/2, b.rect.H/2, Centered, colText)
}

// targets adds the bar's buttons to t.
func (b *bar) targets(t Targets) Targets {
	t["menu"], t["new"] = b.menu.Rect, b.restart.Rect
	return t
}

// banner draws a message in a rounded pill centred on (cx, cy), edged in ink.
func banner(dst *ebiten.Image, th *Theme, msg string, cx, cy float64, ink color.Color) {
	u := th.U
	face := th.Face(Bold, 26)
	tw, _ := th.Measure(msg, face)
	r := Rect{cx - tw/2 - 24*u, cy - 24*u, tw + 48*u, 48 * u}
	th.FillRoundRect(dst, Rect{r.X, r.Y + 3*u, r.W, r.H}, 24*u, colShadow)
	th.OutlineRoundRect(dst, r, 24*u, 2*u, ink, colPanel)
	th.Text(dst, msg, face, cx, cy, Centered, ink)
}

// splitPanel divides the area below the bar between a board and a panel:
// a column sideW wide at the right when the screen is wide, or a strip
// bottomH high at the bottom when it is tall. side reports which.
func splitPanel(ctx *Context, area Rect, sideW, bottomH float64) (board, panel Rect, side bool) {
	gap := 16 * ctx.Theme.U
	if ctx.W >= ctx.H*1.05 {
		return Rect{area.X, area.Y, area.W - sideW - gap, area.H}, Rect{area.Right() - sideW, area.Y, sideW, area.H}, true
	}
	return Rect{area.X, area.Y, area.W, area.H - bottomH - gap}, Rect{area.X, area.Bottom() - bottomH, area.W, bottomH}, false
}
