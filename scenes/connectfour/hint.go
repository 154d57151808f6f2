package connectfour

import (
	"fmt"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// drawHint marks the hinted column: a faint token of the mover where it
// would land, ringed in a soft glow, and an arrow over the column. A column
// past the widening one, which only the terminal can name, lights the
// widening column and says which it is.
func (v *View) drawHint(screen *ebiten.Image, th *ui.Theme) {
	if !v.Hinting || v.g.Over() {
		return
	}
	l := &v.lay
	col := int(v.Hinted)
	if col < 0 || v.g.Check(col) != nil {
		return
	}
	pulse := ui.Breath(v.ticks, v.reduced)
	w := max(2, l.cell*0.05)
	row := float64(v.g.Height(col))
	if col >= l.cols {
		if l.extra.W == 0 {
			return
		}
		th.GlowRoundRect(screen, l.extra, l.pad*1.6, max(1.5, 2*th.U), ui.HintColor, pulse)
		row = 0
		if col > l.cols {
			// The page offers only the next column; say how far out this is.
			x, _ := l.center(col, 0)
			pill(screen, th, fmt.Sprintf("column %d", col), x, l.board.Y-l.cell*0.5, ui.HintColor)
		}
	}
	x, y := l.center(col, row)
	drawToken(screen, th, x, y, l.cell*0.4, v.g.Turn(), 0.25+0.2*pulse)
	th.GlowCircle(screen, x, y, l.cell*0.43, w, ui.HintColor, pulse)
	if int(row) < l.rows && col <= l.cols {
		ax := x
		ay := l.board.Y - l.cell*0.5
		th.Text(screen, "▼", th.Face(ui.Bold, min(28, l.cell/th.U*0.4)), ax, ay, ui.Centered, ui.Fade(ui.HintColor, 0.7+0.3*pulse))
	}
}

// pill writes msg small on a dark pill centred on (x, y).
func pill(screen *ebiten.Image, th *ui.Theme, msg string, x, y float64, ink color.Color) {
	u := th.U
	face := th.Face(ui.Bold, 12)
	tw, _ := th.Measure(msg, face)
	r := ui.Rect{X: x - tw/2 - 8*u, Y: y - 11*u, W: tw + 16*u, H: 22 * u}
	th.FillRoundRect(screen, r, 11*u, colSlot)
	th.Text(screen, msg, face, x, y, ui.Centered, ink)
}

// drawValues writes each valued column's value in the square its token
// would land on (on the widening column for a move that widens).
func (v *View) drawValues(screen *ebiten.Image, th *ui.Theme) {
	if len(v.Vals) == 0 || v.g.Over() {
		return
	}
	l := &v.lay
	best := table.BestScore(v.Vals)
	for _, val := range v.Vals {
		col := int(val.Move)
		if col < 0 || col > l.cols || col == l.cols && l.extra.W == 0 || v.g.Check(col) != nil {
			continue
		}
		row := float64(v.g.Height(col))
		if col == l.cols {
			row = 0
		}
		x, y := l.center(col, row)
		table.ValueTag(screen, th, val, best, x, y, l.cell*0.98)
	}
}
