package kalah

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/kalah"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// hinted is the pit of the hinted move, when there is one to show.
func (v *View) hinted() (kalah.Pit, bool) {
	g := v.g
	if !v.Hinting || v.anim != nil || g.Over() || !g.CanSow(int(v.Hinted)) {
		return kalah.Pit{}, false
	}
	return kalah.Pit{Owner: g.Mover(), Num: int(v.Hinted)}, true
}

// drawHint rings the hinted house in a soft, breathing glow (steady with
// motion reduced), under its count.
func (v *View) drawHint(dst *ebiten.Image, th *ui.Theme) {
	p, ok := v.hinted()
	if !ok {
		return
	}
	c := v.lay.cell
	r := v.lay.pits[p]
	x, y := r.Center()
	w := max(2, 0.045*c)
	th.GlowCircle(dst, x, y, r.W/2+w/2+max(1, 0.01*c), w, ui.HintColor, ui.Breath(v.ticks, v.reduced))
	v.drawCount(dst, th, p, v.g.Count(p)) // the count stays on top
}

// drawValues writes each valued house's value over its seeds, clear of
// its count.
func (v *View) drawValues(dst *ebiten.Image, th *ui.Theme) {
	g := v.g
	if len(v.Vals) == 0 || v.anim != nil || g.Over() {
		return
	}
	best := table.BestScore(v.Vals)
	for _, val := range v.Vals {
		if !g.CanSow(int(val.Move)) {
			continue
		}
		p := kalah.Pit{Owner: g.Mover(), Num: int(val.Move)}
		x, y, w := v.valueAt(th, p, val.Text)
		table.ValueTag(dst, th, val, best, x, y, w)
	}
}

// valueAt is where the value tag reading text goes on the mover's house p
// (its middle, and the widest it may be): inside the house, as near its
// middle as keeps it clear of the count, which stands on the house's
// outer rim.
func (v *View) valueAt(th *ui.Theme, p kalah.Pit, text string) (x, y, w float64) {
	r := v.lay.pits[p]
	x, y = r.Center()
	w = r.W * 1.1
	tagW, tagH := table.ValueTagSize(th, text, w)
	pill, _ := v.countPill(th, p, v.g.Count(p))
	dx, dy := v.lay.outward(p.Owner)
	// Along the outward axis: how far the count's pill reaches in toward
	// the middle, and how far the tag reaches out from its own middle.
	px, py := pill.Center()
	reach := math.Abs(dx)*(math.Abs(px-x)-pill.W/2) + math.Abs(dy)*(math.Abs(py-y)-pill.H/2)
	half := math.Abs(dx)*tagW/2 + math.Abs(dy)*tagH/2
	if off := reach - 3*th.U - half; off < 0 {
		x, y = x+dx*off, y+dy*off
	}
	return x, y, w
}
