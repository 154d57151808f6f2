package uitest

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"parlor/scenes/ui"
)

// LabelRoom is the least room, in CSS pixels, a label leaves each side
// between it and the edges of the button it names.
const LabelRoom = 4

// CheckText draws the screen and checks every string drawn: none smaller
// than ui.MinText CSS pixels, none running off the screen's sides, and
// every label of a click target (a string centred on it: a button's, an
// option's) whole and inside it, LabelRoom CSS pixels clear of its sides —
// not cut short with "…", not wider than its button. It returns the
// smallest text drawn, in CSS pixels. label says which screen in the
// messages.
func CheckText(t testing.TB, label string, s *Screen) float64 {
	t.Helper()
	th := s.Context().Theme
	ds := th.DeviceScale
	floor := ui.MinText * ds
	targets := s.Scene().Targets()
	var small, off, labels []string
	smallest := math.Inf(1)
	th.Traced = func(str string, f *ui.Face, r ui.Rect) {
		smallest = min(smallest, f.Size)
		if f.Size < floor-1e-6 && !slices.Contains(small, str) {
			small = append(small, fmt.Sprintf("%q at %.1f CSS px", str, f.Size/ds))
		}
		if r.X < -0.5 || r.Right() > s.ctx.W+0.5 {
			off = append(off, fmt.Sprintf("%q at %.0f to %.0f", str, r.X, r.Right()))
		}
		if name, b, ok := labelOf(targets, r); ok {
			room := LabelRoom*ds - 0.5
			switch {
			case strings.HasSuffix(str, "…") && len([]rune(str)) > 1:
				labels = append(labels, fmt.Sprintf("%s's label is cut short: %q", name, str))
			case r.X < b.X+room || r.Right() > b.Right()-room:
				labels = append(labels, fmt.Sprintf("%s's label %q is %.0f CSS px wide in a button %.0f wide (%.0f to %.0f in %.0f to %.0f)",
					name, str, r.W/ds, b.W/ds, r.X/ds, r.Right()/ds, b.X/ds, b.Right()/ds))
			}
		}
	}
	s.Draw()
	th.Traced = nil
	if len(small) > 0 {
		t.Errorf("%s: text under %d CSS px: %s", label, ui.MinText, strings.Join(small, ", "))
	}
	if len(off) > 0 {
		t.Errorf("%s: text off the screen: %s", label, strings.Join(off, ", "))
	}
	for _, l := range labels {
		t.Errorf("%s: %s", label, l)
	}
	return smallest / ds
}

// labelOf is the click target text r is the label of: the target whose
// middle r's middle is (a line of a label on two lines is a little above
// or below it).
func labelOf(targets ui.Targets, r ui.Rect) (string, ui.Rect, bool) {
	cx, cy := r.Center()
	for name, b := range targets {
		bx, by := b.Center()
		if math.Abs(cx-bx) <= 1.5 && math.Abs(cy-by) <= b.H/4 {
			return name, b, true
		}
	}
	return "", ui.Rect{}, false
}
