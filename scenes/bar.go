package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// bar is the strip at the top of every game scene: back to the menu, the
// game's title, and a new game.
type bar struct {
	menu, restart ui.Button
	rect          ui.Rect
}

func newBar() bar {
	return bar{menu: ui.Button{Label: "‹ Menu"}, restart: ui.Button{Label: "New game", Primary: true}}
}

// layout places the bar at the top of the screen and returns the space
// below it, inset by a margin. Once the game is over, New game reads Play
// again.
func (b *bar) layout(ctx *ui.Context, over bool) ui.Rect {
	u := ctx.Theme.U
	var rest ui.Rect
	b.rect, rest = ui.Rect{X: 0, Y: 0, W: ctx.W, H: ctx.H}.SplitTop(64 * u)
	b.menu.Rect = ui.Rect{X: 16 * u, Y: 12 * u, W: 110 * u, H: 40 * u}
	b.restart.Rect = ui.Rect{X: ctx.W - 16*u - 140*u, Y: 12 * u, W: 140 * u, H: 40 * u}
	b.restart.Label = "New game"
	if over {
		b.restart.Label = "Play again"
	}
	return rest.Inset(16 * u)
}

// draw draws the buttons and the title.
func (b *bar) draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input, title string) {
	b.menu.Draw(dst, th, in)
	b.restart.Draw(dst, th, in)
	th.Text(dst, title, th.Face(ui.Bold, 22), b.rect.W/2, b.rect.H/2, ui.Centered, ui.TextColor)
}

// targets adds the bar's buttons to t.
func (b *bar) targets(t ui.Targets) ui.Targets {
	t["menu"], t["new"] = b.menu.Rect, b.restart.Rect
	return t
}
