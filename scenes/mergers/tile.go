package mergers

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/mergers"
	"parlor/scenes/ui"
)

var (
	// companyColors tell the companies apart; each tile also shows its
	// letter, for players who cannot tell the colours apart.
	companyColors = []color.RGBA{
		{0xe0, 0x5a, 0x47, 0xff}, {0x3f, 0x8e, 0xd8, 0xff}, {0x5c, 0xb8, 0x5c, 0xff}, {0xe8, 0xb4, 0x3c, 0xff},
		{0xa2, 0x74, 0xda, 0xff}, {0x3c, 0xbf, 0xb4, 0xff}, {0xe0, 0x7c, 0xb4, 0xff}, {0xa8, 0x7a, 0x4e, 0xff},
		{0x7c, 0x8c, 0xa0, 0xff}, {0xc8, 0xd8, 0x48, 0xff}, {0x2e, 0x5e, 0x9a, 0xff}, {0xd8, 0x8a, 0x3a, 0xff},
	}
	colLoneTile = color.RGBA{0xe9, 0xe2, 0xd0, 0xff}
	colSlot     = color.RGBA{0x1c, 0x29, 0x38, 0xff}
	// colSlotInk names an empty square inside it: quieter than the
	// muted labels round the board, yet 4.5:1 on the slot.
	colSlotInk = color.RGBA{0x85, 0x96, 0xa8, 0xff}
	colSeat    = color.RGBA{0xd9, 0xe2, 0xec, 0xff}
	colDarkInk = color.RGBA{0x18, 0x1c, 0x24, 0xff}
	// primarySubInk is the second line of a primary button, on the
	// accent: the backdrop's ink, a little toward the accent.
	primarySubInk = ui.Mix(ui.BackgroundColor, ui.AccentColor, 0.25)
)

// symbols are the groups' letters in the order the engine founds them.
const symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// companyColor is the colour of the company with symbol s.
func companyColor(s byte) color.RGBA {
	i := strings.IndexByte(symbols, s)
	return companyColors[max(i, 0)%len(companyColors)]
}

// inkOn is the dark ink or white, whichever has the more contrast on c.
func inkOn(c color.RGBA) color.RGBA {
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	if ui.Contrast(colDarkInk, c) >= ui.Contrast(white, c) {
		return colDarkInk
	}
	return white
}

// drawTile draws a tile of symbol s (or a lone tile) in r at opacity alpha.
func drawTile(dst *ebiten.Image, th *ui.Theme, r ui.Rect, s byte, alpha float64) {
	fill := colLoneTile
	if s != mergers.Lone {
		fill = companyColor(s)
	}
	rad := r.W * 0.14
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y + r.H*0.05, W: r.W, H: r.H}, rad, ui.Fade(ui.ShadowColor, alpha))
	th.FillRoundRect(dst, r, rad, ui.Fade(ui.Mix(fill, color.RGBA{0, 0, 0, 0xff}, 0.18), alpha))
	th.FillRoundRect(dst, ui.Rect{X: r.X, Y: r.Y, W: r.W, H: r.H - r.H*0.07}, rad, ui.Fade(fill, alpha))
	if s != mergers.Lone {
		th.Text(dst, string(s), th.Face(ui.Bold, r.H/th.U*0.5), r.X+r.W/2, r.Y+r.H*0.46, ui.Centered, ui.Fade(inkOn(fill), alpha))
	}
}

// drawSlot draws an empty square in r, its name faintly inside when face
// is not nil.
func drawSlot(dst *ebiten.Image, th *ui.Theme, r ui.Rect, name string, face *ui.Face) {
	th.FillRoundRect(dst, r, r.W*0.12, colSlot)
	if face == nil {
		return
	}
	x, y := r.Center()
	th.Text(dst, name, face, x, y, ui.Centered, colSlotInk)
}

// drawSeat draws player p's mark, a disc with her number, centred in r.
func drawSeat(dst *ebiten.Image, th *ui.Theme, p game.Player, r ui.Rect, hot bool) {
	x, y := r.Center()
	rad := min(r.W, r.H) / 2
	fill := colSeat
	if hot {
		fill = ui.AccentColor
	}
	th.FillCircle(dst, x, y, rad, fill)
	n := strconv.Itoa(int(p) + 1)
	th.Text(dst, n, th.Face(ui.Bold, rad*1.25/th.U), x, y, ui.Centered, colDarkInk)
}

// Icon draws the menu card's picture: a few tiles of two companies.
func Icon(dst *ebiten.Image, th *ui.Theme, r ui.Rect) {
	c := r.W / 3
	for i, s := range []byte{'A', 'A', mergers.Empty, 'A', 'B', 'B', mergers.Lone, mergers.Empty, 'B'} {
		sq := ui.Rect{X: r.X + float64(i%3)*c, Y: r.Y + float64(i/3)*c, W: c, H: c}.Inset(c * 0.06)
		if s == mergers.Empty {
			drawSlot(dst, th, sq, "", nil)
			continue
		}
		drawTile(dst, th, sq, s, 1)
	}
}

// money writes an amount of dollars with thousands separated: "$12,300".
func money(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return "$" + s
}

// plural writes n and a noun, with an s unless n is 1: "3 shares".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// andList writes "a", "a and b", "a, b and c".
func andList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}
