package ui

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// LabelPad is the room a label leaves each side inside its button: 5
// units, and never under 4 CSS pixels.
func (t *Theme) LabelPad() float64 { return max(5*t.U, 4*t.DeviceScale) }

// Label draws s centred in r, a button's label, in weight w at size units
// or as much smaller as it takes (FaceFor) to fit between the pads: on one
// line where it fits so, else on two lines broken at a space where those
// fit and r is tall enough, else on one line cut short with "…".
func (t *Theme) Label(dst *ebiten.Image, s string, w Weight, size float64, r Rect, c color.Color) {
	room := r.W - 2*t.LabelPad()
	x, y := r.Center()
	f := t.FaceFor(s, w, size, room)
	if tw, _ := t.Measure(s, f); tw > room {
		if a, b, ok := halves(s); ok {
			f2 := t.FaceFor(longer(t, a, b, w, size), w, size, room)
			wa, _ := t.Measure(a, f2)
			wb, _ := t.Measure(b, f2)
			if gap := f2.Size * 1.15; max(wa, wb) <= room && 2*gap <= r.H {
				t.Text(dst, a, f2, x, y-gap/2, Centered, c)
				t.Text(dst, b, f2, x, y+gap/2, Centered, c)
				return
			}
		}
	}
	t.Text(dst, t.Clip(s, f, room), f, x, y, Centered, c)
}

// LabelWidth is the width of the narrowest button h tall that shows s
// whole, its pads included, at the smallest face Label may take (60% of
// size, never under MinText): on one line, or on two broken at a space
// where that is narrower and h has room for two.
func (t *Theme) LabelWidth(s string, w Weight, size, h float64) float64 {
	f := t.Face(w, size*0.6)
	width, _ := t.Measure(s, f)
	if a, b, ok := halves(s); ok && 2*f.Size*1.15 <= h {
		wa, _ := t.Measure(a, f)
		wb, _ := t.Measure(b, f)
		width = min(width, max(wa, wb))
	}
	return width + 2*t.LabelPad()
}

// halves breaks s in two at the space nearest its middle.
func halves(s string) (a, b string, ok bool) {
	best := -1
	for i, r := range s {
		if r == ' ' && (best < 0 || abs(i-len(s)/2) < abs(best-len(s)/2)) {
			best = i
		}
	}
	if best < 0 {
		return "", "", false
	}
	return strings.TrimSpace(s[:best]), strings.TrimSpace(s[best+1:]), true
}

// longer is the wider of a and b at weight w and size.
func longer(t *Theme, a, b string, w Weight, size float64) string {
	wa, _ := t.Measure(a, t.Face(w, size))
	wb, _ := t.Measure(b, t.Face(w, size))
	if wb > wa {
		return b
	}
	return a
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
