package yote

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"parlor/game/yote"
	"parlor/scenes/ui"
)

// The board's sand, the trays' wood, and the marks of moves.
var (
	colSand      = color.RGBA{0xd8, 0xb3, 0x7c, 0xff}
	colSandDark  = color.RGBA{0xa9, 0x80, 0x4c, 0xff}
	colSandLight = color.RGBA{0xe8, 0xc9, 0x98, 0xff}
	colTray      = color.RGBA{0x5e, 0x3d, 0x22, 0xff}
	// colNumber is the ink of a square's number: the sand's dark shade,
	// deep enough for 4.5:1 on the sand, and on a square a capture tinted.
	colNumber = color.RGBA{0x4a, 0x38, 0x21, 0xff}
	colSlide  = color.RGBA{0x7c, 0xd6, 0x8c, 0xff}
	colJump   = color.RGBA{0xf0, 0x5a, 0x4a, 0xff}
	// colLast marks the squares of the last move on the sand.
	colLast = color.RGBA{0x8a, 0x5a, 0x1e, 0xff}
	// colTaken marks the squares the last move captured on.
	colTaken = color.RGBA{0xc0, 0x3a, 0x2c, 0xff}
	// stoneColors are X's dark stones and O's light ones: base, rim, shine.
	stoneColors = [2][3]color.RGBA{
		{{0x2e, 0x2f, 0x36, 0xff}, {0x16, 0x17, 0x1c, 0xff}, {0x6e, 0x71, 0x7e, 0xff}},
		{{0xf0, 0xe8, 0xd6, 0xff}, {0xbf, 0xb4, 0x9c, 0xff}, {0xff, 0xff, 0xff, 0xff}},
	}
	// stoneCarving is the colour of the letter carved in X's and O's
	// stones.
	stoneCarving = [2]color.RGBA{{0x5a, 0x5d, 0x68, 0xff}, {0xb0, 0xa4, 0x8a, 0xff}}
)

// drawStone draws one of side s's stones of radius r centred on (x, y), at
// opacity a. Each bears its side's letter, carved: a cross on X's dark
// stones, a ring on O's light ones, so that the sides are told apart by
// shape as well as by shade.
func drawStone(dst *ebiten.Image, th *ui.Theme, x, y, r float64, s yote.Side, a float64) {
	sc := stoneColors[s]
	th.FillCircle(dst, x, y+r*0.12, r, ui.Fade(ui.ShadowColor, a))
	th.FillCircle(dst, x, y, r, ui.Fade(sc[1], a))
	th.FillCircle(dst, x, y-r*0.04, r*0.9, ui.Fade(sc[0], a))
	th.FillCircle(dst, x-r*0.3, y-r*0.35, r*0.22, ui.Fade(sc[2], a*0.5))
	carve := ui.Fade(stoneCarving[s], a)
	cy := y - r*0.04
	if s == yote.X {
		carveCross(dst, x, cy, r*0.3, max(1, r*0.11), carve)
	} else {
		w := max(1, r*0.11)
		th.StrokeCircle(dst, x, cy, r*0.4-w/2, w, carve)
	}
}

// carveCross draws a cross of arms a long each way from (x, y), w wide
// with round ends, in c. A shape this small costs the vector package
// little (see ui's note on sprites).
func carveCross(dst *ebiten.Image, x, y, a, w float64, c color.RGBA) {
	var p vector.Path
	p.MoveTo(float32(x-a), float32(y-a))
	p.LineTo(float32(x+a), float32(y+a))
	p.MoveTo(float32(x+a), float32(y-a))
	p.LineTo(float32(x-a), float32(y+a))
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(dst, &p, &vector.StrokeOptions{Width: float32(w), LineCap: vector.LineCapRound}, op)
}

// sideOf is the side whose stone c is.
func sideOf(c yote.Cell) yote.Side { return yote.Side(c - yote.XPiece) }

// Icon draws the menu card's picture: a corner of the board with stones.
func Icon(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	th.FillRoundRect(dst, r, r.W*0.1, colSandLight)
	c := r.W / 3
	for i := range 9 {
		sq := ui.Rect{X: r.X + float64(i%3)*c, Y: r.Y + float64(i/3)*c, W: c, H: c}.Inset(c * 0.06)
		th.FillRoundRect(dst, sq, c*0.1, colSand)
	}
	for _, s := range []struct {
		i    int
		side yote.Side
	}{{0, yote.X}, {4, yote.O}, {5, yote.X}, {7, yote.O}} {
		drawStone(dst, th, r.X+(float64(s.i%3)+0.5)*c, r.Y+(float64(s.i/3)+0.5)*c, c*0.36, s.side, 1)
	}
}
