package connectfour

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/connectfour"
	"parlor/scenes/ui"
)

// Token colours: red for player 1, yellow for player 2.
var tokenColors = [2]struct{ base, dark, light color.RGBA }{
	{color.RGBA{0xdc, 0x3c, 0x3c, 0xff}, color.RGBA{0xa8, 0x26, 0x2a, 0xff}, color.RGBA{0xf7, 0x8c, 0x80, 0xff}},
	{color.RGBA{0xf4, 0xc2, 0x2e, 0xff}, color.RGBA{0xcc, 0x93, 0x12, 0xff}, color.RGBA{0xff, 0xe6, 0x8a, 0xff}},
}

var (
	colBoardFace  = color.RGBA{0x24, 0x5b, 0xc9, 0xff}
	colBoardLight = color.RGBA{0x3a, 0x74, 0xe0, 0xff}
	colBoardRim   = color.RGBA{0x17, 0x3f, 0x96, 0xff}
	colSlot       = color.RGBA{0x0e, 0x16, 0x22, 0xff}
)

var colorNames = [2]string{"Red", "Yellow"}

// fall is the animation of the token just played.
type fall struct {
	at   connectfour.Point
	who  game.Player
	y, v float64 // height in rows above row 0, and speed in rows a tick
	done bool
}

// step advances the fall by one tick: gravity, one small bounce, rest.
func (f *fall) step() {
	const gravity = 0.05
	f.v += gravity
	f.y -= f.v
	target := float64(f.at.Row)
	if f.y <= target {
		f.y = target
		if f.v < 0.12 {
			f.done = true
			return
		}
		f.v = -f.v * 0.25
	}
}

// playerOf is the seat whose token c is.
func playerOf(c connectfour.Cell) game.Player {
	if c == connectfour.Second {
		return 1
	}
	return 0
}

// drawToken draws a token of seat p with radius r, at opacity a. Both
// have a raised rim; Yellow's bears a rosette in the middle as well, so
// that the two are told apart without their colours.
func drawToken(dst *ebiten.Image, th *ui.Theme, x, y, r float64, p game.Player, a float64) {
	tc := tokenColors[p]
	th.FillCircle(dst, x, y+r*0.08, r, ui.Fade(ui.ShadowColor, a))
	th.FillCircle(dst, x, y, r, ui.Fade(tc.base, a))
	th.StrokeCircle(dst, x, y, r*0.7, max(1, r*0.1), ui.Fade(tc.dark, a))
	if p == 1 {
		drawRosette(dst, th, x, y, r, ui.Fade(tc.dark, a))
	}
	th.FillCircle(dst, x-r*0.3, y-r*0.34, max(1, r*0.16), ui.Fade(tc.light, a*0.9))
}

// drawRosette draws the rosette on a token of radius r: a boss in the
// middle ringed by eight petals.
func drawRosette(dst *ebiten.Image, th *ui.Theme, x, y, r float64, c color.RGBA) {
	for i := range 8 {
		a := float64(i) * math.Pi / 4
		th.FillCircle(dst, x+r*0.31*math.Cos(a), y+r*0.31*math.Sin(a), max(1, r*0.11), c)
	}
	th.FillCircle(dst, x, y, max(1, r*0.25), c)
}

// Icon draws the menu card's picture: a small board with tokens.
func Icon(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	th.FillRoundRect(dst, r, r.W*0.12, colBoardFace)
	cell := r.W / 4
	pattern := []string{"....", "..Y.", ".RY.", "RYRR"}
	for row, line := range pattern {
		for col, ch := range strings.Split(line, "") {
			x, y := r.X+(float64(col)+0.5)*cell, r.Y+(float64(row)+0.5)*cell
			switch ch {
			case "R":
				drawToken(dst, th, x, y, cell*0.38, 0, 1)
			case "Y":
				drawToken(dst, th, x, y, cell*0.38, 1, 1)
			default:
				th.FillCircle(dst, x, y, cell*0.38, colSlot)
			}
		}
	}
}
