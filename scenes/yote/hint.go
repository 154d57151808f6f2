package yote

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/ai"
	"parlor/game/yote"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// colHint marks a hinted move: the theme's light accent would fade into
// the sand, so the board's hint is sky blue, a colour no other mark on it
// uses.
var colHint = color.RGBA{0x3c, 0x9c, 0xf0, 0xff}

// hinted is the hinted move, when there is one to show.
func (v *View) hinted() (yote.Move, bool) {
	if !v.Hinting || v.anim != nil || v.g.Over() {
		return yote.Move{}, false
	}
	m := yote.Decode(v.Hinted)
	if v.g.Check(m) != nil {
		return yote.Move{}, false
	}
	return m, true
}

// drawHint marks the hinted move in a soft, breathing glow: where the
// stone comes from (the mover's tray, or her stone), a faint stone where
// it goes, and, for a jump, the stones it takes, ringed in red.
func (v *View) drawHint(dst *ebiten.Image, th *ui.Theme) {
	m, ok := v.hinted()
	if !ok {
		return
	}
	l := &v.lay
	c := l.cell
	me := v.g.Mover()
	pulse := ui.Breath(v.ticks, v.reduced)
	w := max(2, 0.05*c)
	ink := colHint
	if m.Kind == yote.Place {
		th.GlowRoundRect(dst, l.trays[me], 0.2*c, max(2, 0.04*c), ink, pulse)
	} else {
		fx, fy := l.center(m.From)
		th.GlowCircle(dst, fx, fy, 0.42*c, w, ink, pulse)
	}
	for _, n := range []int{m.Over(), m.Remove} {
		if m.Kind != yote.Jump || n == 0 {
			continue
		}
		x, y := l.center(n)
		th.GlowCircle(dst, x, y, 0.42*c, w, colJump, pulse)
	}
	x, y := l.center(m.To)
	drawStone(dst, th, x, y, l.stoneR(), me, 0.3+0.2*pulse)
	th.GlowCircle(dst, x, y, 0.42*c, w, ink, pulse)
}

// drawValues writes the values where the moves are made: on each empty
// square the value of placing a stone there, and on each of the mover's
// stones the best of its moves; once a stone is picked, on each square it
// can go to, and once a jump is made, on each stone it may remove. Where
// several moves share a square, the best one's value is shown.
func (v *View) drawValues(dst *ebiten.Image, th *ui.Theme) {
	if len(v.Vals) == 0 || v.anim != nil || v.g.Over() {
		return
	}
	l := &v.lay
	best := table.BestScore(v.Vals)
	at := map[int]ai.Value{} // the square a value is shown on: the best move's
	for _, val := range v.Vals {
		m := yote.Decode(val.Move)
		sq := 0
		switch {
		case v.pick.jump != nil:
			if m.Kind == yote.Jump && m.From == v.pick.jump.From && m.To == v.pick.jump.To {
				sq = m.Remove
			}
		case v.pick.from != 0:
			if m.From == v.pick.from {
				sq = m.To
			}
		case m.Kind == yote.Place:
			sq = m.To
		default:
			sq = m.From
		}
		if _, seen := at[sq]; sq != 0 && !seen {
			at[sq] = val
		}
	}
	for sq, val := range at {
		x, y := l.center(sq)
		table.ValueTag(dst, th, val, best, x, y+0.3*l.cell, l.cell)
	}
}
