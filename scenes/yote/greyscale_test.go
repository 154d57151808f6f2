package yote

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestTheSidesAreToldApartInGrey draws a board with both sides' stones at
// desktop and phone sizes, saving it in colour and in greyscale when
// PARLOR_SHOTS is set, and checks that an X and an O stone, and the two
// seats' marks at the panel's sizes, differ in greyscale by their pattern
// (the letter carved in them), not only by their shade.
func TestTheSidesAreToldApartInGrey(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		name := "yote-grey-" + sizeName(sz)
		s, tb, _, v := newTable(t, "yote", sz)
		playText(t, s, tb, "p 1", "p 2", "p 8", "p 9", "p 15")
		s.Idle(1, -1, -1)
		px := s.Draw()
		s.Save(name)
		s.SaveGrey(name + "-grey")
		stone := func(n int) ui.Rect {
			x, y := v.lay.center(n)
			h := v.lay.stoneR() * 0.6
			return ui.Rect{X: x - h, Y: y - h, W: 2 * h, H: 2 * h}
		}
		uitest.CheckApart(t, name, px, map[string]ui.Rect{"X": stone(1), "O": stone(2)})
		uitest.CheckApart(t, name, px, map[string]ui.Rect{"X": stone(8), "O": stone(9)})
		uitest.CheckMarksApart(t, name, sz, []string{"X", "O"}, 0.2, func(dst *ebiten.Image, th *ui.Theme, p int, r ui.Rect) {
			v.Seat(dst, th, game.Player(p), r)
		})
	}
}
