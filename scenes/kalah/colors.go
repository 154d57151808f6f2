package kalah

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/kalah"
	"parlor/scenes/ui"
)

// The board's wood and pits.
var (
	colWood      = color.RGBA{0x8a, 0x55, 0x2a, 0xff}
	colWoodLight = color.RGBA{0xa8, 0x6c, 0x38, 0xff}
	colWoodDark  = color.RGBA{0x5e, 0x36, 0x17, 0xff}
	colPit       = color.RGBA{0x45, 0x27, 0x10, 0xff}
	colPitRim    = color.RGBA{0x33, 0x1c, 0x0b, 0xff}
	colPill      = color.RGBA{0x1a, 0x10, 0x08, 0xff}
	colShine     = color.RGBA{0xff, 0xff, 0xff, 0xff}
	// colArrow is the ink of the triangle on a side's mark.
	colArrow = color.RGBA{0x2a, 0x1a, 0x0c, 0xff}
)

// sideColors mark South and North: their labels, rings and seats.
var sideColors = [2]color.RGBA{{0xe8, 0xb4, 0x4c, 0xff}, {0x7c, 0xbc, 0xe8, 0xff}}

// beadColors are the glass beads.
var beadColors = []color.RGBA{
	{0x3b, 0xb3, 0xa6, 0xff}, {0x4a, 0x7f, 0xd6, 0xff}, {0x72, 0xbf, 0x4a, 0xff},
	{0xe0, 0x9a, 0x30, 0xff}, {0xd6, 0x5a, 0x7a, 0xff}, {0xe6, 0xde, 0xc8, 0xff},
}

// drawSeat draws side s's mark in r: a bead of its colour with a
// triangle pointing to the side's edge of the board, down for South and up
// for North, so that the sides are told apart without their colours
// (South's amber and North's blue are nearly as light as each other).
func drawSeat(dst *ebiten.Image, th *ui.Theme, s kalah.Side, r ui.Rect) {
	x, y := r.Center()
	rad := min(r.W, r.H) / 2
	th.FillCircle(dst, x, y+rad*0.08, rad, ui.ShadowColor)
	th.FillCircle(dst, x, y, rad, sideColors[s])
	th.FillCircle(dst, x-rad*0.3, y-rad*0.32, max(1, rad*0.22), ui.Fade(colShine, 0.5))
	// An upward triangle sits a little low, to look centred; a downward
	// one a little high.
	d := rad * 0.46
	if s == kalah.South {
		d = -d
	}
	ui.FillPolygon(dst, colArrow, [2]float64{x, y - 1.02*d}, [2]float64{x + 1.05*math.Abs(d), y + 0.8*d}, [2]float64{x - 1.05*math.Abs(d), y + 0.8*d})
}

// Icon draws the menu card's picture in r: a small board with beads.
func Icon(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	b := ui.Rect{X: r.X, Y: r.Y + r.H*0.22, W: r.W, H: r.H * 0.56}
	th.OutlineRoundRect(dst, b, b.H*0.25, 1, colWoodDark, colWood)
	c := b.W / 5
	for i := range 3 {
		for j, y := range []float64{b.Y + b.H*0.3, b.Y + b.H*0.7} {
			x := b.X + (float64(i)+1.5)*c
			pr := ui.Rect{X: x - c*0.38, Y: y - c*0.38, W: c * 0.76, H: c * 0.76}
			th.FillCircle(dst, x, y, c*0.38, colPit)
			drawBeads(dst, th, kalah.Pit{Owner: kalah.Side(j), Num: i + 1}, pr, 2+(i+j)%3)
		}
	}
	for _, x := range []float64{b.X + c*0.5, b.X + c*4.5} {
		th.FillRoundRect(dst, ui.Rect{X: x - c*0.32, Y: b.Y + b.H*0.12, W: c * 0.64, H: b.H * 0.76}, c*0.32, colPit)
	}
}
