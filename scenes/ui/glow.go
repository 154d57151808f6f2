package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// HintColor is the ink of a hint's mark on a board: the accent, lightened,
// so that it stands out against accent-coloured pieces and buttons too.
var HintColor = Mix(AccentColor, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.4)

// halo is the width of the soft halo around a mark w wide, the number of
// rings it is drawn with, and the opacity of each. The rings are nested:
// each starts at the mark and reaches a little further than the last, so
// that the halo fades smoothly outward with no seams between rings. Its
// shape never changes, only its opacity, which grows as pulse goes from 0
// to 1: a sprite is drawn once per size.
func (t *Theme) halo(w, pulse float64) (width float64, rings int, alpha float64) {
	width = math.Round(max(4*t.DeviceScale, 2.6*w))
	rings = min(max(int(width/(1.5*t.DeviceScale)), 3), 10)
	peak := 0.35 + 0.35*min(max(pulse, 0), 1) // where the halo meets the mark
	return width, rings, 1 - math.Pow(1-peak, 1/float64(rings))
}

// GlowCircle draws a ring of radius r, w wide, in c, with a soft halo of c
// on both sides that brightens as pulse goes from 0 to 1: the mark of a
// hint on a round place.
func (t *Theme) GlowCircle(dst *ebiten.Image, x, y, r, w float64, c color.RGBA, pulse float64) {
	hw, n, a := t.halo(w, pulse)
	step := hw / float64(n)
	out, in := r+w/2, r-w/2
	for i := range n {
		d := float64(i+1) * step
		t.StrokeCircle(dst, x, y, out+d/2, d, Fade(c, a))
		if in-d/2 > d/2 {
			t.StrokeCircle(dst, x, y, in-d/4, d/2, Fade(c, a*0.6))
		}
	}
	t.StrokeCircle(dst, x, y, r, w, c)
}

// GlowRoundRect outlines r, with corners of radius rad, in a line w wide
// drawn inside r, in c, with a soft halo of c outside it that brightens as
// pulse goes from 0 to 1: the mark of a hint on a square place or a
// button.
func (t *Theme) GlowRoundRect(dst *ebiten.Image, r Rect, rad, w float64, c color.RGBA, pulse float64) {
	hw, n, a := t.halo(w, pulse)
	n = min(n, int(hw)) // whole pixels: the rectangles are drawn on them
	step := math.Floor(hw / float64(n))
	for i := range n {
		d := float64(i+1) * step
		t.StrokeRoundRect(dst, r.Inset(-d), rad+d, d, Fade(c, a))
	}
	t.StrokeRoundRect(dst, r, rad, w, c)
}
