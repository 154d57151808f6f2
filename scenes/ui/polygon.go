package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// FillPolygon fills the polygon through pts in c, antialiased: a small
// mark (a triangle, a diamond) on a piece. A shape this small costs the
// vector package little (see the note on sprites in draw.go); large
// shapes should be sprites.
func FillPolygon(dst *ebiten.Image, c color.RGBA, pts ...[2]float64) {
	var p vector.Path
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(float32(q[0]), float32(q[1]))
		} else {
			p.LineTo(float32(q[0]), float32(q[1]))
		}
	}
	p.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, &p, nil, op)
}
