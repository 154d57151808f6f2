// Package connectfour is the board view of Connect Four, both rule sets: it
// lays out and draws the board, turns a click on a column into a move, and
// drops the token of every move the table reports.
package connectfour

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/connectfour"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// View is the Connect Four board.
type View struct {
	table.Marks // the move pointed out and the moves' values, when shown

	g     *connectfour.Game
	fall  *fall
	ticks int
	lay   layout
	face  ui.Layer // the board face with its holes
	// reduced is the motion policy as of the last layout: a token lands
	// at once, and the hint and the winning line are steady (ui.Motion).
	reduced bool
}

// New makes the view; the table shows it a position with Reset.
func New() *View { return &View{} }

// layout is where everything stands for the current area and board.
type layout struct {
	area       ui.Rect
	cell, pad  float64
	board      ui.Rect // the face of the board
	extra      ui.Rect // the column that widens the board; W == 0 when none
	rows, cols int
	columns    []ui.Rect // click areas of the real columns, then the extra one
}

// Reset shows s at once.
func (v *View) Reset(s game.State) {
	v.g, v.fall = s.(*connectfour.Game), nil
	v.Clear()
}

// Show drops the token the move played; with motion reduced it lands at
// once.
func (v *View) Show(c table.Change) {
	v.g = c.After.(*connectfour.Game)
	v.Clear()
	at, ok := v.g.Last()
	if !ok || v.reduced {
		v.fall = nil
		return
	}
	v.fall = &fall{at: at, who: c.Before.Turn(), y: float64(v.g.Rows()) + 0.2}
}

// Busy reports whether a token is falling.
func (v *View) Busy() bool { return v.fall != nil }

// Finish lands the falling token.
func (v *View) Finish() { v.fall = nil }

// Layout places the board in r: the real columns and rows, a row of
// headroom above for the token about to drop, and the widening column at
// the right when the board may grow.
func (v *View) Layout(ctx *ui.Context, r ui.Rect) {
	u := ctx.Theme.U
	v.reduced = ctx.Motion.Reduced()
	l := &v.lay
	l.area = r
	l.rows, l.cols = v.g.Rows(), v.g.Cols()
	o := v.g.Options()
	extra := o.Rules == connectfour.Growing && l.cols < o.MaxCols && !v.g.Over()
	shown := float64(l.cols) + 0.24
	if extra {
		shown += 1.15
	}
	l.cell = min(r.W/shown, r.H/(float64(l.rows)+1.3), 96*u)
	l.pad = 0.12 * l.cell
	bw, bh := float64(l.cols)*l.cell+2*l.pad, float64(l.rows)*l.cell+2*l.pad
	total := bw
	if extra {
		total += 0.15*l.cell + l.cell
	}
	x := r.X + (r.W-total)/2
	y := r.Y + (r.H-bh-l.cell)/2 + l.cell
	l.board = ui.Rect{X: x, Y: y, W: bw, H: bh}
	l.extra = ui.Rect{}
	if extra {
		l.extra = ui.Rect{X: l.board.Right() + 0.15*l.cell, Y: y, W: l.cell, H: bh}
	}
	l.columns = l.columns[:0]
	for col := range l.cols {
		l.columns = append(l.columns, ui.Rect{X: x + l.pad + float64(col)*l.cell, Y: y - l.cell, W: l.cell, H: bh + l.cell})
	}
	if extra {
		l.columns = append(l.columns, ui.Rect{X: l.extra.X, Y: y - l.cell, W: l.cell, H: bh + l.cell})
	}
}

// center is the middle of square (col, row); row may be fractional, and the
// column may be the widening one.
func (l *layout) center(col int, row float64) (x, y float64) {
	if col >= l.cols && l.extra.W > 0 {
		x = l.extra.X + l.cell/2
	} else {
		x = l.board.X + l.pad + (float64(col)+0.5)*l.cell
	}
	return x, l.board.Y + l.pad + (float64(l.rows)-row-0.5)*l.cell
}

// hovered is the column under the pointer, or -1.
func (v *View) hovered(in *ui.Input) int {
	for i, r := range v.lay.columns {
		if in.Hovering(r) {
			return i
		}
	}
	return -1
}

// Update lets the token fall and, when live, returns the column clicked.
func (v *View) Update(ctx *ui.Context, live bool) (game.Move, bool) {
	v.ticks++
	if v.fall != nil {
		v.fall.step()
		if v.fall.done || v.reduced {
			v.fall = nil
		}
	}
	if !live {
		return 0, false
	}
	for col, r := range v.lay.columns {
		// A click, or the column's number typed (1 to 9, from the left).
		if ctx.Input.Clicked(r) || col < 9 && ctx.Input.Typed(rune('1'+col)) {
			return game.Move(col), true
		}
	}
	return 0, false
}

// Keys lists Connect Four's own keys.
func (v *View) Keys() string { return "- 1 to 9: drop a token in that column, counted from the left" }

// Draw draws the board: the slots, the tokens, the face over them, the
// token about to drop over the hovered column, and the winning line.
func (v *View) Draw(screen *ebiten.Image, ctx *ui.Context, live bool) {
	th, in := ctx.Theme, &ctx.Input
	l := &v.lay
	th.FillRoundRect(screen, l.board.Inset(l.pad*0.5), l.pad, colSlot)
	for col := range l.cols {
		for row := range v.g.Height(col) {
			p := connectfour.Point{Col: col, Row: row}
			if v.fall != nil && v.fall.at == p {
				continue
			}
			x, y := l.center(col, float64(row))
			drawToken(screen, th, x, y, l.cell*0.4, playerOf(v.g.At(p)), 1)
		}
	}
	if v.fall != nil {
		x, y := l.center(v.fall.at.Col, v.fall.y)
		drawToken(screen, th, x, y, l.cell*0.4, v.fall.who, 1)
	}
	v.drawFace(screen, th)
	if v.fall == nil {
		v.drawHint(screen, th)
		v.drawValues(screen, th)
	}
	hover := -1
	if live && v.fall == nil {
		hover = v.hovered(in)
	}
	if l.extra.W > 0 {
		v.drawExtra(screen, th, hover == l.cols)
	}
	if at, ok := v.g.Last(); ok && v.fall == nil && v.g.WinningLine() == nil {
		// The last token dropped wears a ring.
		x, y := l.center(at.Col, float64(at.Row))
		th.StrokeCircle(screen, x, y, l.cell*0.2, max(2, l.cell*0.045), ui.Fade(ui.TextColor, 0.9))
	}
	if hover >= 0 {
		v.drawHover(screen, th, hover)
	}
	if line := v.g.WinningLine(); line != nil && v.fall == nil {
		pulse := 0.5 + 0.5*math.Sin(float64(v.ticks)/8)
		if v.reduced {
			pulse = 1
		}
		for _, p := range line {
			x, y := l.center(p.Col, float64(p.Row))
			th.StrokeCircle(screen, x, y, l.cell*0.3, max(2, l.cell*(0.06+0.03*pulse)), ui.TextColor)
		}
	}
	if v.g.Over() && v.fall == nil {
		v.drawBanner(screen, th)
	}
}

// drawFace draws the board face from its layer.
func (v *View) drawFace(screen *ebiten.Image, th *ui.Theme) {
	l := &v.lay
	key := fmt.Sprint(l.board, l.rows, l.cols)
	v.face.Draw(screen, l.board, key, func(img *ebiten.Image) {
		r := l.board
		th.OutlineRoundRect(img, r, l.pad*1.6, max(1, th.U), colBoardRim, colBoardFace)
		th.FillRoundRect(img, ui.Rect{X: r.X + l.pad*0.6, Y: r.Y + l.pad*0.35, W: r.W - 1.2*l.pad, H: l.pad * 0.5}, l.pad*0.25, ui.Fade(colBoardLight, 0.7))
		for col := range l.cols {
			for row := range l.rows {
				x := r.X + l.pad + (float64(col)+0.5)*l.cell
				y := r.Y + l.pad + (float64(row)+0.5)*l.cell
				th.PunchCircle(img, x, y, l.cell*0.41)
				th.StrokeCircle(img, x, y, l.cell*0.42, max(1, l.cell*0.03), colBoardRim)
			}
		}
	})
}

// drawExtra draws the column that widens the board.
func (v *View) drawExtra(screen *ebiten.Image, th *ui.Theme, hot bool) {
	l := &v.lay
	ink := ui.Fade(ui.MutedColor, 0.6)
	if hot {
		ink = ui.AccentColor
		th.FillRoundRect(screen, l.extra, l.pad*1.6, ui.Fade(ui.AccentColor, 0.08))
	}
	th.DashedRect(screen, l.extra, max(1.5, 2*th.U), l.cell*0.12, ink)
	x, y := l.extra.Center()
	th.Text(screen, "+", th.Face(ui.Bold, min(40, l.cell/th.U*0.6)), x, y, ui.Centered, ink)
}

// drawHover shows the mover's token above column col and where it would
// land, or that the column cannot take it.
func (v *View) drawHover(screen *ebiten.Image, th *ui.Theme, col int) {
	l := &v.lay
	u := th.U
	who := v.g.Turn()
	x, _ := l.center(col, 0)
	y := l.board.Y - l.cell*0.55
	if err := v.g.Check(col); err != nil {
		drawToken(screen, th, x, y, l.cell*0.36, who, 0.3)
		th.Text(screen, "full", th.Face(ui.Medium, 13), x, y, ui.Centered, ui.TextColor)
		return
	}
	drawToken(screen, th, x, y, l.cell*0.4, who, 1)
	row := v.g.Height(col)
	if row >= l.rows {
		// The board will grow a row: say so on a dark pill over the rim.
		pill(screen, th, "▲ grows", x, l.board.Y+9*u, ui.TextColor)
		return
	}
	lx, ly := l.center(col, float64(row))
	th.StrokeCircle(screen, lx, ly, l.cell*0.36, max(2, l.cell*0.05), ui.Fade(tokenColors[who].light, 0.85))
}

// drawBanner announces the end over the headroom above the board.
func (v *View) drawBanner(screen *ebiten.Image, th *ui.Theme) {
	l := &v.lay
	msg, ink := "A draw: the board is full", ui.TextColor
	if w := v.g.Winner(); w != game.Nobody {
		msg, ink = colorNames[w]+" wins!", tokenColors[w].light
	}
	y := max(l.board.Y-l.cell*0.5, l.area.Y+28*th.U)
	ui.Banner(screen, th, msg, l.board.X+l.board.W/2, y, ink)
}

// Status says what to do, or the size of a growing board.
func (v *View) Status() string {
	if v.g.Over() {
		if v.g.Winner() != game.Nobody {
			return "Four in a row."
		}
		return "The board is full."
	}
	o := v.g.Options()
	if o.Rules == connectfour.Classic {
		return "Drop a token into a column. Four in a row in any direction wins."
	}
	return fmt.Sprintf("Board %d × %d (it grows to %d × %d). Four in a row across or up and down wins.", v.g.Rows(), v.g.Cols(), o.MaxRows, o.MaxCols)
}

// Seat draws seat p's token in r.
func (v *View) Seat(dst *ebiten.Image, th *ui.Theme, p game.Player, r ui.Rect) {
	x, y := r.Center()
	drawToken(dst, th, x, y, min(r.W, r.H)/2, p, 1)
}

// Targets names the columns "column:0"…, the widening one last.
func (v *View) Targets(t ui.Targets) {
	for i, r := range v.lay.columns {
		t[fmt.Sprintf("column:%d", i)] = r
	}
}

// Probe gives the board in its printed form, its size, whose turn, and
// the move hinted.
func (v *View) Probe(st map[string]any) {
	st["rules"] = v.g.Options().Rules.String()
	st["board"] = v.g.String()
	st["rows"], st["cols"] = v.g.Rows(), v.g.Cols()
	if t := v.g.Turn(); t >= 0 {
		st["turn"] = fmt.Sprintf("p%d", t+1)
	}
	if w := v.g.Winner(); w != game.Nobody {
		st["winner"] = fmt.Sprintf("p%d", w+1)
	}
	v.HintState(st, v.g)
}
