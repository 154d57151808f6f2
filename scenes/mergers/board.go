package mergers

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/mergers"
	"parlor/scenes/ui"
)

// shown is the symbol square p shows in the board's layer: the tile
// landing is drawn over it, and the tiles of a company not yet merged in
// the merger on show keep its letter.
func (v *View) shown(p mergers.Pos) byte {
	if v.anim.busy() && v.anim.pop && v.anim.at == p {
		return mergers.Empty
	}
	if v.staging() {
		old := v.before.At(p)
		for _, mg := range v.g.Last().Merges[v.step:] {
			if old == mg.Absorbed.Symbol {
				return old
			}
		}
	}
	return v.g.At(p)
}

// offeredShown reports whether the offered positions are marked on the
// board: while a tile is to be placed in the advanced game.
func (v *View) offeredShown() bool {
	return v.g.Options().Mode == mergers.Advanced && !v.g.Over() && !v.g.Buying() && !v.staging()
}

// boardKey names what the board's layer shows.
func (v *View) boardKey() string {
	var sb strings.Builder
	fmt.Fprint(&sb, v.lay.view, v.lay.box)
	for i := range mergers.Rows * mergers.Cols {
		s := v.shown(mergers.Pos{Row: i / mergers.Cols, Col: i % mergers.Cols})
		sb.WriteByte(s + '0')
	}
	fmt.Fprint(&sb, v.step, v.staging(), v.offeredShown(), v.g.Offered(), v.anim.busy() && v.anim.pop)
	return sb.String()
}

// drawBoard draws the board from its layer, then what moves over it and
// what the pointer is over.
func (v *View) drawBoard(dst *ebiten.Image, th *ui.Theme, in *ui.Input, live bool) {
	l := &v.lay
	g := &l.view
	c := g.cell
	v.board.Draw(dst, l.box, v.boardKey(), func(img *ebiten.Image) { v.renderBoard(img, th) })
	if v.anim.busy() {
		e := v.anim.ease()
		for _, f := range v.anim.fading {
			if r, ok := g.square(f.p); ok {
				drawTile(dst, th, r.Inset(0.05*c), f.s, 1-e)
			}
		}
		if v.anim.pop {
			if r, ok := g.square(v.anim.at); ok {
				k := 1.5 - 0.5*e
				x, y := r.Center()
				s := r.W * 0.9 * k
				drawTile(dst, th, ui.Rect{X: x - s/2, Y: y - s/2 - (1-e)*c*0.3, W: s, H: s}, v.g.At(v.anim.at), math.Min(1, 0.3+e))
			}
		}
		for _, p := range v.anim.fresh {
			if r, ok := g.square(p); ok {
				th.StrokeRoundRect(dst, r.Inset(-0.1*c*(1-e)), r.W*0.16, max(2, 0.08*c), ui.Fade(ui.AccentColor, 1-e))
			}
		}
	}
	if !live || in.Touch {
		return
	}
	// A ghost tile where a click would place one, or the square of the
	// offered position under the pointer.
	if l.squares {
		if p, ok := g.at(in.X, in.Y); ok && v.g.CanPlace(p) {
			r, _ := g.square(p)
			drawTile(dst, th, r.Inset(0.05*c), mergers.Lone, 0.55)
		}
	}
	for _, o := range l.offers {
		if o.on && in.Hovering(o.r) {
			if r, ok := g.square(o.p); ok {
				drawTile(dst, th, r.Inset(0.05*c), mergers.Lone, 0.55)
				th.StrokeRoundRect(dst, r.Inset(-0.04*c), r.W*0.16, max(2, 0.08*c), ui.TextColor)
			}
		}
	}
}

// renderBoard draws the board's layer: the plate, the labels, the squares
// and tiles, the company being absorbed, the offered positions and the
// last tile placed.
func (v *View) renderBoard(dst *ebiten.Image, th *ui.Theme) {
	g := &v.lay.view
	c := g.cell
	th.FillRoundRect(dst, g.sq.Inset(-0.12*c), 0.16*c, ui.PanelColor)
	lf := th.Face(ui.Medium, min(px(th, 14), g.lab*0.62, c*0.5)/th.U)
	// Where the squares are smaller than their labels (held to the text
	// floor), every other label, or every third, so that none touch.
	wide, _ := th.Measure("12", lf)
	across, down := labelStep(c, wide+lf.Size*0.3), labelStep(c, lf.Size*1.15)
	if g.rot {
		across, down = labelStep(c, lf.Size*0.9), labelStep(c, lf.Size*1.15)
	}
	for i := range g.across() {
		s, k := strconv.Itoa(g.c0+i+1), g.c0+i
		if g.rot {
			s, k = string(rune('A'+g.r0+i)), g.r0+i
		}
		if k%across == 0 {
			th.Text(dst, s, lf, g.sq.X+(float64(i)+0.5)*c, g.sq.Y-0.12*c-(g.lab-0.12*c)/2, ui.Centered, ui.MutedColor)
		}
	}
	for j := range g.down() {
		s, k := string(rune('A'+g.r0+j)), g.r0+j
		if g.rot {
			s, k = strconv.Itoa(g.c0+j+1), g.c0+j
		}
		if k%down == 0 {
			th.Text(dst, s, lf, g.sq.X-0.12*c-(g.lab-0.12*c)/2, g.sq.Y+(float64(j)+0.5)*c, ui.Centered, ui.MutedColor)
		}
	}
	coord := th.Face(ui.Regular, min(px(th, 11), c*0.3)/th.U)
	if c < 22*th.DeviceScale {
		coord = nil
	}
	var absorbed byte
	if v.staging() {
		absorbed = v.g.Last().Merges[v.step].Absorbed.Symbol
	}
	for r := g.r0; r < g.r0+g.nr; r++ {
		for col := g.c0; col < g.c0+g.nc; col++ {
			p := mergers.Pos{Row: r, Col: col}
			sq, _ := g.square(p)
			sq = sq.Inset(0.05 * c)
			s := v.shown(p)
			if s == mergers.Empty {
				drawSlot(dst, th, sq, p.String(), coord)
				continue
			}
			drawTile(dst, th, sq, s, 1)
			if absorbed != 0 && s == absorbed {
				th.StrokeRoundRect(dst, sq.Inset(-0.04*c), sq.W*0.16, max(2, 0.07*c), ui.TextColor)
			}
		}
	}
	if v.offeredShown() {
		for _, p := range v.g.Offered() {
			if sq, ok := g.square(p); ok {
				ink := ui.AccentColor
				if !v.g.CanPlace(p) {
					ink = ui.Fade(ui.MutedColor, 0.7)
				}
				sq = sq.Inset(0.05 * c)
				th.StrokeRoundRect(dst, sq, sq.W*0.12, max(2, 0.07*c), ink)
			}
		}
	}
	if last := v.g.Last(); last != nil && !v.staging() && !(v.anim.busy() && v.anim.pop) {
		if sq, ok := g.square(last.Pos); ok {
			th.StrokeRoundRect(dst, sq.Inset(0.02*c), sq.W*0.14, max(1.5, 0.045*c), ui.TextColor)
		}
	}
}

// labelStep is how many squares of size c apart the board's labels stand
// so that each has room: 1 where a label fits its square.
func labelStep(c, room float64) int {
	return max(1, int(math.Ceil(room/c-0.01)))
}
