package ui

import (
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Weight picks a font.
type Weight int

// The weights of the Go fonts.
const (
	Regular Weight = iota
	Medium
	Bold
)

// Face is one of the Go fonts at one size.
//
// Text is rasterised by x/image's OpenType faces, a whole string into one
// image (Theme.Text keeps it): the Go fonts need no shaping, and
// Ebitengine's text package would bring its shaper (about 0.9 MB of the
// page's gzip) and one image a glyph, slower to make in the first frame.
type Face struct {
	// Size is the face's size in pixels. Faces are shared: read it, never
	// set it.
	Size float64
	key  faceKey
	x    font.Face
}

// faceKey names a face: its weight and its size in 64ths of a pixel.
type faceKey struct {
	weight Weight
	size   int
}

// maxFaces bounds the cache of faces (a window resized by dragging asks
// for many sizes).
const maxFaces = 120

// fonts holds the Go fonts and the faces made of them, one for each weight
// and size asked for.
type fonts struct {
	parsed [3]*sfnt.Font
	faces  map[faceKey]*Face
}

// parseFonts reads the Go fonts.
func parseFonts() (fonts, error) {
	var f fonts
	for w, ttf := range [...][]byte{Regular: goregular.TTF, Medium: gomedium.TTF, Bold: gobold.TTF} {
		sf, err := opentype.Parse(ttf)
		if err != nil {
			return f, fmt.Errorf("the Go fonts: %w", err)
		}
		f.parsed[w] = sf
	}
	return f, nil
}

// face is the face of weight w at size px pixels.
func (f *fonts) face(w Weight, px float64) *Face {
	w = min(max(w, Regular), Bold)
	k := faceKey{w, max(1, int(px*64+0.5))}
	if fc, ok := f.faces[k]; ok {
		return fc
	}
	if f.faces == nil || len(f.faces) >= maxFaces {
		f.faces = map[faceKey]*Face{}
	}
	size := float64(k.size) / 64
	// NewFace has no error to give for a parsed font (x/image v0.47).
	of, _ := opentype.NewFace(f.parsed[w], &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	fc := &Face{Size: size, key: k, x: of}
	f.faces[k] = fc
	return fc
}

// lineSpacing is the distance from one line's baseline to the next.
func (f *Face) lineSpacing() float64 { return f.Size * 1.3 }

// lines splits s into its lines, at "\n", "\r\n" or "\r"; a break at the
// end starts no line. The empty string has none.
func lines(s string) []string {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	s = strings.ReplaceAll(s, "\r", "\n")
	s = strings.TrimSuffix(s, "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

// measure is the width and height of s: its widest line, and from the top
// of its first line (the font's ascent) to the bottom of its last (its
// descent); 0 × 0 for no lines.
func (f *Face) measure(s string) (w, h float64) {
	ls := lines(s)
	if len(ls) == 0 {
		return 0, 0
	}
	for _, l := range ls {
		w = max(w, float(font.MeasureString(f.x, l)))
	}
	m := f.x.Metrics()
	return w, float64(len(ls)-1)*f.lineSpacing() + float(m.Ascent+m.Descent)
}

// render draws s in white on a new image (at least 1 × 1), pad pixels in
// from each edge.
func (f *Face) render(s string, pad float64) *ebiten.Image {
	w, h := f.measure(s)
	img := image.NewRGBA(image.Rect(0, 0, max(1, int(math.Ceil(w+2*pad))), max(1, int(math.Ceil(h+2*pad)))))
	d := font.Drawer{Dst: img, Src: image.White, Face: f.x}
	ascent := float(f.x.Metrics().Ascent)
	for i, l := range lines(s) {
		d.Dot = fixed.Point26_6{X: fixed26(pad), Y: fixed26(pad + ascent + float64(i)*f.lineSpacing())}
		d.DrawString(l)
	}
	return ebiten.NewImageFromImage(img)
}

// float is x in pixels.
func float(x fixed.Int26_6) float64 { return float64(x) / 64 }

// fixed26 is x pixels in 26.6 fixed point.
func fixed26(x float64) fixed.Int26_6 { return fixed.Int26_6(math.Round(x * 64)) }
