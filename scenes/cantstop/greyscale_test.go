package cantstop

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// fourClimbs is two rounds of four players: each climbs columns of her
// own and stops, then each climbs 7 and stops, so that the four share
// its second square.
var fourClimbs = []string{
	"r", "dice 1 1 2 2", "2 and 4", "s",
	"r", "dice 3 3 4 4", "6 and 8", "s",
	"r", "dice 5 5 6 6", "10 and 12", "s",
	"r", "dice 4 5 4 5", "9 twice", "s",
	"r", "dice 3 4 3 4", "7 twice", "s",
	"r", "dice 3 4 3 4", "7 twice", "s",
	"r", "dice 3 4 3 4", "7 twice", "s",
	"r", "dice 3 4 3 4", "7 twice", "s",
}

// TestThePlayersAreToldApartInGrey draws a board with the four players'
// tiles, alone on squares and four to a square, at desktop and phone
// sizes, saving it in colour and in greyscale when PARLOR_SHOTS is set,
// and checks that every two players' tiles, and their seats' marks at the
// panel's sizes, differ in greyscale by their pattern: Orange, Green and
// Blue are nearly as light as each other, so only the shapes sunk in the
// tiles tell them apart.
func TestThePlayersAreToldApartInGrey(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		name := "cantstop-grey-" + size(sz)
		r := open(t, scripted(t, 4, fourClimbs...), sz)
		r.Settle()
		px := r.Draw()
		r.Save(name)
		r.SaveGrey(name + "-grey")
		// The middle of a tile of radius rad at (x, y): the square inside it.
		inner := func(x, y, rad float64) ui.Rect {
			h := rad * 0.6
			return ui.Rect{X: x - h, Y: y - h, W: 2 * h, H: 2 * h}
		}
		alone := map[string]ui.Rect{}
		for k, at := range [][2]int{{2, 1}, {6, 1}, {10, 1}, {9, 2}} {
			c := r.v.cell(at[0], float64(at[1]))
			x, y := c.Center()
			alone[colorName(k)] = inner(x, y, min(c.W, c.H)*0.38)
		}
		uitest.CheckApart(t, name+" alone", px, alone)
		shared := map[string]ui.Rect{}
		c := r.v.cell(7, 2)
		cx, cy := c.Center()
		for k := range 4 {
			x := cx + (float64(k%2)-0.5)*c.W*0.42
			y := cy + (float64(k/2)-0.5)*c.H*0.45
			shared[colorName(k)] = inner(x, y, min(c.W, c.H)*0.38*0.62)
		}
		uitest.CheckApart(t, name+" four to a square", px, shared)
		var names []string
		for k := range 4 {
			names = append(names, colorName(k))
		}
		uitest.CheckMarksApart(t, name, sz, names, 0.25, func(dst *ebiten.Image, th *ui.Theme, p int, r ui.Rect) {
			New().Seat(dst, th, game.Player(p), r)
		})
	}
}

// colorName is the name of player k's colour.
func colorName(k int) string { return []string{"Orange", "Yellow", "Green", "Blue"}[k] }
