package ui

import (
	"image/color"
	"math"
	"testing"
)

// TestContrastIsWCAGs checks Contrast against ratios WCAG 2.1's formula
// gives (and tools built on it report), and Over's compositing.
func TestContrastIsWCAGs(t *testing.T) {
	rgb := func(v uint32) color.RGBA { return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff} }
	cases := []struct {
		name string
		a, b color.Color
		want float64
	}{
		{"black on white", rgb(0x000000), rgb(0xffffff), 21},
		{"the same", rgb(0x777777), rgb(0x777777), 1},
		{"grey #777 on white", rgb(0x777777), rgb(0xffffff), 4.48},
		{"Yote's old numbers", rgb(0xAE8551), rgb(0xD8B37C), 1.70},
		{"Mergers' old labels", rgb(0x4F5E6E), rgb(0x1C2938), 2.21},
		{"half-faded black on white", Over(Fade(rgb(0x000000), 0.5), rgb(0xffffff)), rgb(0xffffff), 3.95},
	}
	for _, c := range cases {
		if got := Contrast(c.a, c.b); math.Abs(got-c.want) > 0.01 {
			t.Errorf("%s: %.3f, want %.2f", c.name, got, c.want)
		}
		if Contrast(c.a, c.b) != Contrast(c.b, c.a) {
			t.Errorf("%s: depends on the order", c.name)
		}
	}
}

// TestThemeTextContrast holds every text colour of the theme, on each
// fill it is drawn on, to WCAG 2.1 AA: 4.5:1, 3:1 for large text.
func TestThemeTextContrast(t *testing.T) {
	for _, p := range TextPairs() {
		if err := p.Check(); err != nil {
			t.Error(err)
		}
	}
}

// TestCheckFailsFaintText checks that Check refuses a pair below the
// floor and takes large text at 3:1.
func TestCheckFailsFaintText(t *testing.T) {
	grey := color.RGBA{0x94, 0x94, 0x94, 0xff} // 3.03:1 on white
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	if (TextPair{Name: "small", Text: grey, Back: white}).Check() == nil {
		t.Error("3:1 passed for small text")
	}
	if err := (TextPair{Name: "large", Text: grey, Back: white, Large: true}).Check(); err != nil {
		t.Error(err)
	}
	if !Large(24, Regular) || !Large(18.66, Bold) || Large(18, Bold) || Large(20, Medium) {
		t.Error("Large does not follow WCAG's 24 px, or 18.66 px bold")
	}
}
