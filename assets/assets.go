// Package assets holds Parlor's embedded resources.
package assets

import (
	"bytes"
	_ "embed"
	"image"
	"image/png"
)

//go:embed icon.png
var iconPNG []byte

// Icon is Parlor's 64 × 64 icon: a board with red and yellow tokens.
func Icon() (image.Image, error) {
	return png.Decode(bytes.NewReader(iconPNG))
}
