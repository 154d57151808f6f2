package yote

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/yote"
	"parlor/scenes/ui"
)

// colHint marks a hinted move: the theme's light accent would fade into
// the sand, so the board's hint is sky blue, a colour no other mark on it
// uses.
var colHint = color.RGBA{0x3c, 0x9c, 0xf0, 0xff}

// hint is the move the table asked the view to point out.
type hint struct {
	m  game.Move
	on bool
}

// Hint points out move m (on is true) until the next Reset or Show, or
// takes the hint away (on is false).
func (v *View) Hint(m game.Move, on bool) { v.hint = hint{m, on} }

// hinted is the hinted move, when there is one to show.
func (v *View) hinted() (yote.Move, bool) {
	if !v.hint.on || v.anim != nil || v.g.Over() {
		return yote.Move{}, false
	}
	m := yote.Decode(v.hint.m)
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
	pulse := ui.Breath(v.ticks)
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
