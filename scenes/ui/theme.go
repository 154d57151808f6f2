package ui

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Parlor's palette, shared by every scene. These are read-only: no one may
// assign to them.
var (
	// BackgroundColor is the backdrop at the bottom of the screen, and the ink
	// on accent-coloured buttons.
	BackgroundColor = color.RGBA{0x17, 0x22, 0x30, 0xff}
	// BackLightColor is the backdrop at the top of the screen.
	BackLightColor = color.RGBA{0x20, 0x2f, 0x41, 0xff}
	// PanelColor fills panels.
	PanelColor = color.RGBA{0x25, 0x36, 0x4a, 0xff}
	// PanelEdgeColor is the fine border of a panel.
	PanelEdgeColor = color.RGBA{0x36, 0x4b, 0x63, 0xff}
	// TextColor is the ink of ordinary text.
	TextColor = color.RGBA{0xf4, 0xec, 0xdc, 0xff}
	// MutedColor is the ink of secondary text and titles of controls: light
	// enough for 4.5:1 on every fill it is drawn on (TextPairs).
	MutedColor = color.RGBA{0xbb, 0xc7, 0xd3, 0xff}
	// AccentColor marks the primary button and selected options.
	AccentColor = color.RGBA{0xe8, 0xb4, 0x4c, 0xff}
	// ButtonColor fills a button at rest.
	ButtonColor = color.RGBA{0x31, 0x46, 0x5e, 0xff}
	// ButtonHotColor fills a button under the pointer.
	ButtonHotColor = color.RGBA{0x3a, 0x53, 0x6e, 0xff}
	// ShadowColor is the translucent black of drop shadows.
	ShadowColor = color.RGBA{0x00, 0x00, 0x00, 0x50}
)

// Theme holds the fonts and the scale everything is drawn at.
type Theme struct {
	fonts fonts
	// U is the number of screen pixels in one layout unit: the device scale
	// factor, times a factor that shrinks the interface in a small window and
	// grows it in a large one.
	U float64
	// DeviceScale is the device scale factor: screen pixels per CSS pixel.
	DeviceScale float64

	// Traced, when set, is told of every string Text draws: the face and
	// the rectangle the text covers. Tests set it to hold every text to
	// the floor (MinText) and inside its place; the app leaves it nil.
	Traced func(s string, face *Face, r Rect)

	sprites *sprites
	texts   map[textKey]*ebiten.Image
}

// MinText is the smallest text Parlor draws, in CSS pixels: a face asked
// for smaller (a phone's small scale, a label shrunk to fit) is this size.
const MinText = 12

// NewTheme reads the Go fonts.
func NewTheme() (*Theme, error) {
	f, err := parseFonts()
	if err != nil {
		return nil, err
	}
	return &Theme{fonts: f, U: 1, DeviceScale: 1, sprites: newSprites(), texts: map[textKey]*ebiten.Image{}}, nil
}

// Fit sets the scale for a screen of w × h pixels at the given device scale.
func (t *Theme) Fit(w, h, deviceScale float64) {
	t.DeviceScale = deviceScale
	// A layout designed for about 1000 × 700 CSS pixels.
	k := min(w/deviceScale/1000, h/deviceScale/700)
	t.U = deviceScale * min(max(k, 0.62), 1.5)
}

// Face returns a face of the given weight and size in layout units, and
// never smaller than MinText CSS pixels.
func (t *Theme) Face(w Weight, size float64) *Face {
	return t.fonts.face(w, max(size*t.U, t.minText()))
}

// minText is MinText in screen pixels.
func (t *Theme) minText() float64 { return MinText * t.DeviceScale }

// FaceFor is a face of the given weight and size, made smaller (down to
// 60%, and never below MinText) until s fits in maxWidth pixels. Where s
// may not fit even so, FitText cuts it short.
func (t *Theme) FaceFor(s string, w Weight, size, maxWidth float64) *Face {
	f := t.Face(w, size)
	for k := 0.95; k >= 0.6; k -= 0.05 {
		if tw, _ := t.Measure(s, f); tw <= maxWidth || f.Size <= t.minText() {
			break
		}
		f = t.Face(w, size*k)
	}
	return f
}

// FitText is FaceFor's face for s, and s: cut short with "…" when it is
// still wider than maxWidth at that face.
func (t *Theme) FitText(s string, w Weight, size, maxWidth float64) (string, *Face) {
	f := t.FaceFor(s, w, size, maxWidth)
	return t.Clip(s, f, maxWidth), f
}

// Clip is s, or as much of it as fits in maxWidth pixels at face with
// "…" after it (the ellipsis alone when nothing more fits).
func (t *Theme) Clip(s string, face *Face, maxWidth float64) string {
	if tw, _ := t.Measure(s, face); tw <= maxWidth {
		return s
	}
	r := []rune(strings.TrimRight(s, " "))
	lo, hi := 0, len(r) // the longest prefix that fits is lo runes
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if tw, _ := t.Measure(strings.TrimRight(string(r[:mid]), " ")+"…", face); tw <= maxWidth {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return strings.TrimRight(string(r[:lo]), " ") + "…"
}

// Anchor is where along a line (or a column) of text its point is.
type Anchor int

// The anchors: the start (left or top), the middle, the end.
const (
	Start Anchor = iota
	Middle
	End
)

// fraction is how far along the text's extent the anchor is.
func (a Anchor) fraction() float64 {
	switch a {
	case Middle:
		return 0.5
	case End:
		return 1
	}
	return 0
}

// Align says where text stands relative to the point it is drawn at.
type Align struct{ H, V Anchor }

// Common alignments.
var (
	TopLeft    = Align{Start, Start}
	Centered   = Align{Middle, Middle}
	MiddleLeft = Align{Start, Middle}
	MiddleEnd  = Align{End, Middle}
	BottomLeft = Align{Start, End}
)

// textKey names a rendered string.
type textKey struct {
	face faceKey
	s    string
}

// maxTexts bounds the cache of rendered strings: room for a table's (a
// Mergers board alone names its 108 squares) at two sizes.
const maxTexts = 600

// Text draws s at (x, y) with the given face, alignment and colour. Each
// string is rendered once, in white, and drawn tinted after that: one image
// instead of one draw a glyph.
func (t *Theme) Text(dst *ebiten.Image, s string, face *Face, x, y float64, a Align, c color.Color) {
	if len(lines(s)) == 0 {
		return
	}
	k := textKey{face.key, s}
	img, ok := t.texts[k]
	if !ok {
		if len(t.texts) >= maxTexts {
			for key, old := range t.texts {
				old.Deallocate()
				delete(t.texts, key)
			}
		}
		img = face.render(s, math.Ceil(face.Size*0.25))
		t.texts[k] = img
	}
	b := img.Bounds()
	pad := math.Ceil(face.Size * 0.25)
	w, h := float64(b.Dx())-2*pad, float64(b.Dy())-2*pad
	x -= w * a.H.fraction()
	y -= h * a.V.fraction()
	if t.Traced != nil {
		tw, th := face.measure(s)
		t.Traced(s, face, Rect{X: x, Y: y, W: tw, H: th})
	}
	x -= pad
	y -= pad
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(img, op)
}

// Measure is the width and height of s in face.
func (t *Theme) Measure(s string, face *Face) (w, h float64) {
	return face.measure(s)
}
