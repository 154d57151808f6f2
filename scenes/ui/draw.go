package ui

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Shapes are drawn from sprites, not from vector paths: a disc or a ring is
// rasterised once per size, in Go, with analytic antialiasing, and then
// drawn as an image, which Ebitengine batches into a few draw calls. Vector
// paths go through a stencil pass whose cost grows with the area they span;
// on a software renderer that costs hundreds of milliseconds a frame.

// spriteKey names a cached sprite: a disc (width 0) or a ring, with radius
// and width in quarter pixels.
type spriteKey struct{ r, w int }

// sprites caches the shapes a theme has drawn.
type sprites struct {
	white *ebiten.Image // one opaque white pixel, for rectangles
	cache map[spriteKey]*ebiten.Image
}

func newSprites() *sprites {
	w := ebiten.NewImage(3, 3)
	w.Fill(color.White)
	return &sprites{white: w.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image), cache: map[spriteKey]*ebiten.Image{}}
}

// maxSprites bounds the cache; resizing the window makes new sizes.
const maxSprites = 400

// get returns the sprite for k, drawing it on first use. The shape's centre
// is the centre of the image.
func (s *sprites) get(k spriteKey) *ebiten.Image {
	if img, ok := s.cache[k]; ok {
		return img
	}
	if len(s.cache) >= maxSprites {
		for key, img := range s.cache {
			img.Deallocate()
			delete(s.cache, key)
		}
	}
	r, w := float64(k.r)/4, float64(k.w)/4
	outer := r
	if k.w > 0 {
		outer = r + w/2
	}
	size := int(math.Ceil(2*outer)) + 2
	c := float64(size) / 2
	pix := make([]byte, 4*size*size)
	for y := range size {
		for x := range size {
			d := math.Hypot(float64(x)+0.5-c, float64(y)+0.5-c)
			cov := outer - d + 0.5
			if k.w > 0 {
				cov = min(cov, d-(r-w/2)+0.5)
			}
			a := byte(255 * min(max(cov, 0), 1))
			i := 4 * (y*size + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = a, a, a, a
		}
	}
	img := ebiten.NewImage(size, size)
	img.WritePixels(pix)
	s.cache[k] = img
	return img
}

// quarter rounds a length to quarter pixels, at least one.
func quarter(v float64) int { return max(1, int(math.Round(v*4))) }

// drawSprite draws img centred on (x, y) in colour c, with blend mode b.
func drawSprite(dst, img *ebiten.Image, x, y float64, c color.Color, b ebiten.Blend) {
	op := &ebiten.DrawImageOptions{Blend: b}
	half := float64(img.Bounds().Dx()) / 2
	op.GeoM.Translate(math.Round(x-half), math.Round(y-half))
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(img, op)
}

// FillRect fills r in c.
func (t *Theme) FillRect(dst *ebiten.Image, r Rect, c color.Color) {
	if r.W <= 0 || r.H <= 0 {
		return
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(r.W, r.H)
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleWithColor(c)
	dst.DrawImage(t.sprites.white, op)
}

// FillCircle fills a circle of radius r centred on (x, y).
func (t *Theme) FillCircle(dst *ebiten.Image, x, y, r float64, c color.Color) {
	drawSprite(dst, t.sprites.get(spriteKey{quarter(r), 0}), x, y, c, ebiten.BlendSourceOver)
}

// StrokeCircle draws a ring of radius r and width w centred on (x, y).
func (t *Theme) StrokeCircle(dst *ebiten.Image, x, y, r, w float64, c color.Color) {
	drawSprite(dst, t.sprites.get(spriteKey{quarter(r), quarter(w)}), x, y, c, ebiten.BlendSourceOver)
}

// PunchCircle clears a circle of radius r out of dst, antialiased.
func (t *Theme) PunchCircle(dst *ebiten.Image, x, y, r float64) {
	drawSprite(dst, t.sprites.get(spriteKey{quarter(r), 0}), x, y, color.White, ebiten.BlendDestinationOut)
}

// FillRoundRect fills r with corners of radius rad in c.
func (t *Theme) FillRoundRect(dst *ebiten.Image, r Rect, rad float64, c color.Color) {
	rad = math.Round(min(rad, r.W/2, r.H/2))
	if rad < 1 {
		t.FillRect(dst, r, c)
		return
	}
	// Round to whole pixels so that the corners meet the edges exactly.
	x0, y0 := math.Round(r.X), math.Round(r.Y)
	x1, y1 := math.Round(r.Right()), math.Round(r.Bottom())
	t.FillRect(dst, Rect{x0 + rad, y0, x1 - x0 - 2*rad, y1 - y0}, c)
	t.FillRect(dst, Rect{x0, y0 + rad, rad, y1 - y0 - 2*rad}, c)
	t.FillRect(dst, Rect{x1 - rad, y0 + rad, rad, y1 - y0 - 2*rad}, c)
	t.corners(dst, t.sprites.get(spriteKey{quarter(rad), 0}), x0, y0, x1, y1, rad, c)
}

// StrokeRoundRect outlines r, with corners of radius rad, in a line w wide
// drawn inside r.
func (t *Theme) StrokeRoundRect(dst *ebiten.Image, r Rect, rad, w float64, c color.Color) {
	rad = math.Round(min(rad, r.W/2, r.H/2))
	w = min(w, rad)
	if rad < 1 || w <= 0 {
		return
	}
	x0, y0 := math.Round(r.X), math.Round(r.Y)
	x1, y1 := math.Round(r.Right()), math.Round(r.Bottom())
	t.FillRect(dst, Rect{x0 + rad, y0, x1 - x0 - 2*rad, w}, c)
	t.FillRect(dst, Rect{x0 + rad, y1 - w, x1 - x0 - 2*rad, w}, c)
	t.FillRect(dst, Rect{x0, y0 + rad, w, y1 - y0 - 2*rad}, c)
	t.FillRect(dst, Rect{x1 - w, y0 + rad, w, y1 - y0 - 2*rad}, c)
	t.corners(dst, t.sprites.get(spriteKey{quarter(rad - w/2), quarter(w)}), x0, y0, x1, y1, rad, c)
}

// corners draws the four quarters of a round sprite (a disc or a ring of
// outer radius rad) at the corners of the box from (x0, y0) to (x1, y1).
func (t *Theme) corners(dst, sprite *ebiten.Image, x0, y0, x1, y1, rad float64, c color.Color) {
	n := sprite.Bounds().Dx()
	h := n / 2
	for _, q := range []struct {
		sub    image.Rectangle
		dx, dy float64
	}{
		{image.Rect(0, 0, h, h), x0 + rad - float64(h), y0 + rad - float64(h)},
		{image.Rect(h, 0, n, h), x1 - rad, y0 + rad - float64(h)},
		{image.Rect(0, h, h, n), x0 + rad - float64(h), y1 - rad},
		{image.Rect(h, h, n, n), x1 - rad, y1 - rad},
	} {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(q.dx, q.dy)
		op.ColorScale.ScaleWithColor(c)
		dst.DrawImage(sprite.SubImage(q.sub).(*ebiten.Image), op)
	}
}

// OutlineRoundRect fills r in edge, then its inside, w pixels in, in fill:
// a rounded rectangle with a border.
func (t *Theme) OutlineRoundRect(dst *ebiten.Image, r Rect, rad, w float64, edge, fill color.Color) {
	t.FillRoundRect(dst, r, rad, edge)
	t.FillRoundRect(dst, r.Inset(w), max(0, rad-w), fill)
}

// DashedRect outlines r with dashes of about dash pixels, w wide.
func (t *Theme) DashedRect(dst *ebiten.Image, r Rect, w, dash float64, c color.Color) {
	for _, e := range []struct {
		x, y, l  float64
		vertical bool
	}{
		{r.X, r.Y, r.W, false}, {r.X, r.Bottom() - w, r.W, false},
		{r.X, r.Y, r.H, true}, {r.Right() - w, r.Y, r.H, true},
	} {
		n := max(1, int(e.l/(2*dash)))
		step := e.l / float64(n)
		for i := range n {
			off := float64(i)*step + step/4
			if e.vertical {
				t.FillRect(dst, Rect{e.x, e.y + off, w, step / 2}, c)
			} else {
				t.FillRect(dst, Rect{e.x + off, e.y, step / 2, w}, c)
			}
		}
	}
}

// Panel draws a raised panel with a soft shadow and a fine border.
func (t *Theme) Panel(dst *ebiten.Image, r Rect) {
	u := t.U
	t.FillRoundRect(dst, Rect{r.X, r.Y + 3*u, r.W, r.H}, 14*u, ShadowColor)
	t.OutlineRoundRect(dst, r, 14*u, max(1, u), PanelEdgeColor, PanelColor)
}

// Background fills the screen with Parlor's backdrop: a vertical gradient.
func (t *Theme) Background(dst *ebiten.Image) {
	b := dst.Bounds()
	const bands = 32
	h := float64(b.Dy()) / bands
	for i := range bands {
		c := Mix(BackLightColor, BackgroundColor, float64(i)/(bands-1))
		t.FillRect(dst, Rect{float64(b.Min.X), float64(b.Min.Y) + math.Floor(float64(i)*h), float64(b.Dx()), math.Ceil(h) + 1}, c)
	}
}

// Fade returns c with its alpha multiplied by a (premultiplied colours).
func Fade(c color.RGBA, a float64) color.RGBA {
	a = min(max(a, 0), 1)
	return color.RGBA{uint8(float64(c.R) * a), uint8(float64(c.G) * a), uint8(float64(c.B) * a), uint8(float64(c.A) * a)}
}

// Mix blends a toward b by t.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.RGBA{l(a.R, b.R), l(a.G, b.G), l(a.B, b.B), l(a.A, b.A)}
}

// Layer keeps a drawing that changes rarely — a board between moves — in an
// offscreen image, so that each frame draws it with one image instead of
// hundreds of shapes. It is drawn again only when its key changes. The zero
// Layer is ready to use.
type Layer struct {
	img *ebiten.Image
	key string
}

// Draw draws the part r of the screen from the layer, first rendering it
// with render when the key, or the screen's size, has changed. render draws
// in screen coordinates onto an image that shows only r.
func (l *Layer) Draw(dst *ebiten.Image, r Rect, key string, render func(img *ebiten.Image)) {
	b := dst.Bounds()
	if l.img == nil || l.img.Bounds() != b {
		if l.img != nil {
			l.img.Deallocate()
		}
		l.img, l.key = ebiten.NewImage(b.Dx(), b.Dy()), ""
	}
	area := image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.Right())), int(math.Ceil(r.Bottom()))).Intersect(b)
	if area.Empty() {
		return
	}
	sub := l.img.SubImage(area).(*ebiten.Image)
	key = fmt.Sprintf("%v|%s", area, key)
	if key != l.key {
		sub.Clear()
		render(sub)
		l.key = key
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(area.Min.X), float64(area.Min.Y))
	dst.DrawImage(sub, op)
}
