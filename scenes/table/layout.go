package table

import "parlor/scenes/ui"

// tableLayout is where the table put things, as of the last layout.
type tableLayout struct {
	board, side ui.Rect // the board, and the panel beside or below it
	wide        bool    // the panel is beside the board
	theme       *ui.Theme
	reduced     bool // motion is reduced: the marks are steady (ui.Motion)
}

// layout places the bar, the board and the panel for the screen: the panel
// at the right of a wide screen, below the board on a tall one.
func (t *Screen) layout(ctx *ui.Context) {
	th := ctx.Theme
	t.lay.theme = th
	t.lay.reduced = ctx.Motion.Reduced()
	u := th.U
	_, values := t.view.(Valuer)
	t.labels()
	top := t.bar.layout(th, ctx.W, values)
	area := ui.Rect{X: 0, Y: top, W: ctx.W, H: ctx.H - top}.Inset(12 * u)
	area.Y -= 4 * u
	t.lay.wide = ctx.W >= ctx.H*1.05
	gap := 14 * u
	if t.lay.wide {
		sw := min(340*u, area.W*0.38)
		t.lay.board = ui.Rect{X: area.X, Y: area.Y, W: area.W - sw - gap, H: area.H}
		t.lay.side = ui.Rect{X: area.Right() - sw, Y: area.Y, W: sw, H: area.H}
	} else {
		ph := min(max(area.H*0.3, th.Tap(40)*2+150*u), 330*u)
		if t.valuesInPanel() || t.settingsUnderHead(th, area.W) {
			ph += th.Tap(34) + 8*u // the row under the panel's head
		}
		if t.review.Shown() {
			// The review's block above the log, and room for two more of
			// its moves.
			ph += t.review.Height(th, area.W-36*u) + 8*u + 2*max(46*u, th.Tap(0))
			ph = min(ph, area.H*0.58) // the board keeps room to show the best move
		}
		t.lay.board = ui.Rect{X: area.X, Y: area.Y, W: area.W, H: area.H - ph - gap}
		t.lay.side = ui.Rect{X: area.X, Y: area.Bottom() - ph, W: area.W, H: ph}
	}
	t.view.Layout(ctx, t.lay.board)
	t.layoutPanel(ctx)
}
