package cantstop

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/cantstop"
	"parlor/scenes/ui"
)

var (
	// playerColors are Orange, Yellow, Green and Blue, in the engine's
	// order of play.
	playerColors = [4]color.RGBA{
		{0xf0, 0x8a, 0x2c, 0xff}, {0xf2, 0xd0, 0x3c, 0xff}, {0x4c, 0xb8, 0x5c, 0xff}, {0x76, 0xa3, 0xe7, 0xff},
	}
	colColumn = color.RGBA{0x2c, 0x3f, 0x56, 0xff}
	colSquare = color.RGBA{0x3a, 0x52, 0x6e, 0xff}
	colTower  = color.RGBA{0xfa, 0xfa, 0xf6, 0xff}
	colDie    = color.RGBA{0xf7, 0xf3, 0xea, 0xff}
	colDiePip = color.RGBA{0x22, 0x26, 0x30, 0xff}
	colBust   = color.RGBA{0xf0, 0x5a, 0x4a, 0xff}
	colShine  = color.RGBA{0xff, 0xff, 0xff, 0xff}
	// colEngraving darkens a tile's colour where its shape is sunk.
	colEngraving = color.RGBA{0x10, 0x14, 0x1c, 0xff}
)

// pips are the spots of each face of a die, from -1 to 1 across and down.
var pips = [7][][2]float64{
	1: {{0, 0}}, 2: {{-1, -1}, {1, 1}}, 3: {{-1, -1}, {0, 0}, {1, 1}},
	4: {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}}, 5: {{-1, -1}, {1, -1}, {0, 0}, {-1, 1}, {1, 1}},
	6: {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}},
}

// drawDie draws a die showing v (1 to 6) in r, at opacity a.
func drawDie(dst *ebiten.Image, th *ui.Theme, r ui.Rect, v int, a float64) {
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y + r.H*0.06, W: r.W, H: r.H}, r.W*0.18, ui.Fade(ui.ShadowColor, a))
	th.FillRoundRect(dst, r, r.W*0.18, ui.Fade(colDie, a))
	if v < 1 || v > 6 {
		return
	}
	cx, cy := r.Center()
	for _, p := range pips[v] {
		th.FillCircle(dst, cx+p[0]*r.W*0.26, cy+p[1]*r.H*0.26, r.W*0.09, ui.Fade(colDiePip, a))
	}
}

// drawEmptyDie draws the place of a die that has not been rolled.
func drawEmptyDie(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	th.FillRoundRect(dst, r, r.W*0.18, ui.Fade(colDie, 0.12))
}

// drawTile draws a player's tile: a disc of her colour, her shape sunk in
// it (see drawShape), and a shine.
func drawTile(dst *ebiten.Image, th *ui.Theme, x, y, rad float64, k cantstop.Color) {
	th.FillCircle(dst, x, y+rad*0.15, rad, ui.ShadowColor)
	th.FillCircle(dst, x, y, rad, playerColors[k])
	drawShape(dst, th, x, y, rad, k, ui.Mix(playerColors[k], colEngraving, 0.5))
	th.FillCircle(dst, x-rad*0.56, y-rad*0.56, rad*0.15, ui.Fade(colShine, 0.45))
}

// drawShape draws player k's shape centred on (x, y), in the middle of a
// tile of radius rad: Orange a ring, Yellow a triangle, Green a square and
// Blue a diamond, so that the players are told apart without their
// colours.
func drawShape(dst *ebiten.Image, th *ui.Theme, x, y, rad float64, k cantstop.Color, c color.RGBA) {
	s := rad * 0.46
	switch k {
	case cantstop.Orange:
		w := max(1.5, rad*0.2)
		th.StrokeCircle(dst, x, y, rad*0.48-w/2, w, c)
	case cantstop.Yellow:
		ui.FillPolygon(dst, c, [2]float64{x, y - 1.02*s}, [2]float64{x + 1.05*s, y + 0.8*s}, [2]float64{x - 1.05*s, y + 0.8*s})
	case cantstop.Green:
		h := rad * 0.4
		th.FillRoundRect(dst, ui.Rect{X: x - h, Y: y - h, W: 2 * h, H: 2 * h}, h*0.2, c)
	case cantstop.Blue:
		ui.FillPolygon(dst, c, [2]float64{x, y - 1.1*s}, [2]float64{x + 0.85*s, y}, [2]float64{x, y + 1.1*s}, [2]float64{x - 0.85*s, y})
	}
}

// drawTower draws a white tower ringed in the mover's colour, at opacity a.
func drawTower(dst *ebiten.Image, th *ui.Theme, x, y, rad float64, mover cantstop.Color, a float64) {
	th.FillCircle(dst, x, y+rad*0.18, rad, ui.Fade(ui.ShadowColor, a))
	th.FillCircle(dst, x, y, rad, ui.Fade(colTower, a))
	th.StrokeCircle(dst, x, y, rad*0.72, max(1.5, rad*0.22), ui.Fade(playerColors[mover], a))
}

// Icon draws the menu card's picture: stepped columns, tiles and a tower.
func Icon(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	w := r.W / 5
	for i, h := range []int{2, 4, 5, 4, 2} {
		for s := range h {
			sq := ui.Rect{X: r.X + float64(i)*w, Y: r.Bottom() - float64(s+1)*r.H/5.4, W: w, H: r.H / 5.4}.Inset(w * 0.08)
			th.FillRoundRect(dst, sq, sq.H*0.2, colSquare)
		}
	}
	at := func(i, s int) (x, y float64) {
		return r.X + (float64(i)+0.5)*w, r.Bottom() - (float64(s)+0.5)*r.H/5.4
	}
	x, y := at(1, 2)
	drawTile(dst, th, x, y, w*0.32, cantstop.Orange)
	x, y = at(2, 4)
	th.FillCircle(dst, x, y, w*0.32, colTower)
	th.StrokeCircle(dst, x, y, w*0.22, w*0.08, playerColors[cantstop.Orange])
	x, y = at(3, 1)
	drawTile(dst, th, x, y, w*0.32, cantstop.Blue)
}
