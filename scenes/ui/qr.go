package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"rsc.io/qr"
)

// QR is a link's QR code, made once for a link and drawn as often as
// needed: dark modules on white with a quiet zone of four. The zero value
// is ready to use.
type QR struct {
	link string
	img  *ebiten.Image
}

// Draw draws link's code centred in r, whole pixels a module where there
// is room (crisp for a camera). A link too long for a code draws nothing.
func (q *QR) Draw(dst *ebiten.Image, link string, r Rect) {
	if r.W <= 0 {
		return
	}
	if q.link != link || q.img == nil {
		code, err := qr.Encode(link, qr.M)
		if err != nil {
			return
		}
		const quiet = 4
		n := code.Size + 2*quiet
		pix := make([]byte, 4*n*n)
		for y := range n {
			for x := range n {
				c := byte(255)
				if code.Black(x-quiet, y-quiet) {
					c = 20
				}
				i := 4 * (y*n + x)
				pix[i], pix[i+1], pix[i+2], pix[i+3] = c, c, c, 255
			}
		}
		if q.img != nil {
			q.img.Deallocate()
		}
		q.img = ebiten.NewImage(n, n)
		q.img.WritePixels(pix)
		q.link = link
	}
	n := float64(q.img.Bounds().Dx())
	k := float64(int(r.W / n))
	if k < 1 {
		k = r.W / n
	}
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterNearest}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(r.X+(r.W-k*n)/2, r.Y+(r.H-k*n)/2)
	dst.DrawImage(q.img, op)
}
