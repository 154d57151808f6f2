package assets

import (
	"image"
	"image/color"
	"math"
)

// The icon's colours: the board and its four tokens.
var (
	iconBoard  = color.RGBA{0x24, 0x5b, 0xc9, 0xff}
	iconDark   = color.RGBA{0x0e, 0x16, 0x22, 0xff}
	iconRed    = color.RGBA{0xdc, 0x3c, 0x3c, 0xff}
	iconYellow = color.RGBA{0xf4, 0xc2, 0x2e, 0xff}
)

// DrawIcon draws Parlor's icon at size × size pixels, smooth at any size:
// a board with rounded corners and four tokens, as Icon holds at 64 × 64.
// A maskable icon fills the whole square with the board and keeps the
// tokens inside the middle 70%, so that a home screen may cut any shape
// out of it.
func DrawIcon(size int, maskable bool) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, size, size))
	s := float64(size) / 64
	corner, centre, spread, radius := 7*s, 32*s, 12*s, 11*s
	if maskable {
		corner, spread, radius = 0, 8.5*s, 7.8*s
	}
	tokens := []struct {
		x, y float64
		c    color.RGBA
	}{
		{centre - spread, centre - spread, iconDark},
		{centre + spread, centre - spread, iconRed},
		{centre - spread, centre + spread, iconRed},
		{centre + spread, centre + spread, iconYellow},
	}
	const sub = 4 // samples a side in each pixel
	full := float64(size)
	for py := range size {
		for px := range size {
			var r, g, b, a float64
			for sy := range sub {
				for sx := range sub {
					x := float64(px) + (float64(sx)+0.5)/sub
					y := float64(py) + (float64(sy)+0.5)/sub
					if !inRoundedSquare(x, y, full, corner) {
						continue
					}
					c := iconBoard
					for _, t := range tokens {
						if math.Hypot(x-t.x, y-t.y) <= radius {
							c = t.c
						}
					}
					r, g, b, a = r+float64(c.R), g+float64(c.G), b+float64(c.B), a+255
				}
			}
			n := float64(sub * sub)
			// Premultiplied: the colour sums already count only covered samples.
			img.SetRGBA(px, py, color.RGBA{uint8(r / n), uint8(g / n), uint8(b / n), uint8(a / n)})
		}
	}
	return img
}

// inRoundedSquare reports whether (x, y) lies in the square [0, size]²
// with corners rounded to radius r.
func inRoundedSquare(x, y, size, r float64) bool {
	if x < 0 || y < 0 || x > size || y > size {
		return false
	}
	cx := math.Max(r, math.Min(x, size-r))
	cy := math.Max(r, math.Min(y, size-r))
	return math.Hypot(x-cx, y-cy) <= r
}
