package ui

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"
)

// Weight picks a font.
type Weight int

// The weights of the Go fonts.
const (
	Regular Weight = iota
	Medium
	Bold
)

// Face is one of the Go fonts at one size. It is a text.Face, for
// text.Draw and text.Measure.
//
// The faces are x/image's OpenType faces (text.GoXFace), not Ebitengine's
// text shaper (text.GoTextFace): the Go fonts need no shaping, and the
// shaper would add about 0.9 MB of gzip to the page and its compile time.
type Face struct {
	text.Face
	// Size is the face's size in pixels.
	Size float64
	key  faceKey
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
	k := faceKey{w, int(px*64 + 0.5)}
	if fc, ok := f.faces[k]; ok {
		return fc
	}
	if f.faces == nil || len(f.faces) >= maxFaces {
		f.faces = map[faceKey]*Face{}
	}
	size := float64(k.size) / 64
	// NewFace has no error to give for a parsed font (x/image v0.47).
	of, _ := opentype.NewFace(f.parsed[w], &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	fc := &Face{Face: text.NewGoXFace(of), Size: size, key: k}
	f.faces[k] = fc
	return fc
}
