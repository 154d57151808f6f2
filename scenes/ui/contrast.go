package ui

import (
	"fmt"
	"image/color"
	"math"
)

// Luminance is the relative luminance of the opaque colour c as WCAG 2.1
// defines it: 0 for black, 1 for white. Alpha is not looked at: compose
// a translucent colour with Over first.
func Luminance(c color.Color) float64 {
	r, g, b, _ := c.RGBA()
	lin := func(v uint32) float64 {
		s := float64(v) / 0xffff
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// Contrast is the contrast ratio of two opaque colours as WCAG 2.1
// defines it, from 1 (the same) to 21 (black and white); the order of a
// and b does not matter.
func Contrast(a, b color.Color) float64 {
	la, lb := Luminance(a), Luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

// Over is the colour c makes drawn over the opaque colour back: c as the
// palette gives it, alpha-premultiplied (Fade's), may be translucent.
func Over(c, back color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	br, bg, bb, _ := back.RGBA()
	mix := func(f, bk uint32) uint8 { return uint8((f + bk*(0xffff-a)/0xffff) >> 8) }
	return color.RGBA{mix(r, br), mix(g, bg), mix(b, bb), 0xff}
}

// MinContrast is the least contrast WCAG 2.1 AA asks of text on its
// background (1.4.3): 4.5:1, or 3:1 for large text.
func MinContrast(large bool) float64 {
	if large {
		return 3
	}
	return 4.5
}

// Large reports whether text of size units (CSS pixels at the theme's
// unit) in weight w counts as large for WCAG 2.1: 24 px, or 18.66 px
// bold.
func Large(size float64, w Weight) bool { return size >= 24 || w == Bold && size >= 18.66 }

// TextPair is a colour text is drawn in on the colour it is drawn on, for
// a test to hold to MinContrast: Back must be opaque (see Over).
type TextPair struct {
	// Name says where the pair is drawn: "muted titles on a panel".
	Name string
	// Text is the ink; Back what it is drawn on.
	Text, Back color.Color
	// Large is text large enough for 3:1 (see Large).
	Large bool
}

// Check says why p's text is too faint on its background, or returns
// nil.
func (p TextPair) Check() error {
	c, want := Contrast(Over(p.Text, p.Back), p.Back), MinContrast(p.Large)
	if c < want {
		return fmt.Errorf("%s: %s on %s is %.2f:1, below %.1f:1", p.Name, Hex(Over(p.Text, p.Back)), Hex(p.Back), c, want)
	}
	return nil
}

// Hex writes c as "#RRGGBB".
func Hex(c color.Color) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02X%02X%02X", r>>8, g>>8, b>>8)
}

// TextPairs are the theme's text colours on the fills the toolkit and the
// scenes draw them on: ordinary and muted text on the backdrop, panels,
// buttons and the move log's lit rows; accent text (headings, a winner's
// banner) on the backdrop and panels; the dark ink of the primary button
// and the chosen option on the accent. Text on a disabled control is left
// out: WCAG 2.1 asks no contrast of an inactive control.
func TextPairs() []TextPair {
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	logNow := Over(Fade(AccentColor, 0.18), PanelColor)   // the log's current move
	logHot := Over(Fade(ButtonHotColor, 0.6), PanelColor) // a log's row under the pointer
	return []TextPair{
		{"text on the backdrop", TextColor, BackgroundColor, false},
		{"text on the backdrop's top", TextColor, BackLightColor, false},
		{"text on a panel", TextColor, PanelColor, false},
		{"text on a button", TextColor, ButtonColor, false},
		{"text on a button under the pointer", TextColor, ButtonHotColor, false},
		{"text on the log's current move", TextColor, logNow, false},
		{"text on a log's row under the pointer", TextColor, logHot, false},
		{"muted text on the backdrop", MutedColor, BackgroundColor, false},
		{"muted text on the backdrop's top", MutedColor, BackLightColor, false},
		{"muted text on a panel", MutedColor, PanelColor, false},
		{"muted text on a button", MutedColor, ButtonColor, false},
		{"muted text on a button under the pointer", MutedColor, ButtonHotColor, false},
		{"muted words on the log's current move", MutedColor, logNow, false},
		{"muted words on a log's row under the pointer", MutedColor, logHot, false},
		{"accent text on the backdrop", AccentColor, BackgroundColor, false},
		{"accent text on the backdrop's top", AccentColor, BackLightColor, false},
		{"accent text on a panel", AccentColor, PanelColor, false},
		{"a primary button's label", BackgroundColor, AccentColor, false},
		{"a primary button's label under the pointer", BackgroundColor, Mix(AccentColor, white, 0.2), false},
	}
}
