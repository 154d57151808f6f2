package kalah

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestTheSidesAreToldApartInGrey draws a board in mid-game at desktop and
// phone sizes, saving it in colour and in greyscale when PARLOR_SHOTS is
// set, and checks that South's and North's marks, at the panel's sizes,
// differ in greyscale by their pattern: the sides' amber and blue are
// nearly as light as each other, so only the triangle on each (down for
// South, up for North) tells them apart.
func TestTheSidesAreToldApartInGrey(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		name := "kalah-grey-" + sizeName(sz)
		s, tb, _, v := open(t, "kalah", sz)
		for _, n := range []int{3, 2, 5} {
			sow(t, s, tb, n)
		}
		s.Idle(1, -1, -1)
		s.Save(name)
		s.SaveGrey(name + "-grey")
		uitest.CheckMarksApart(t, name, sz, []string{"South", "North"}, 0.2, func(dst *ebiten.Image, th *ui.Theme, p int, r ui.Rect) {
			v.Seat(dst, th, game.Player(p), r)
		})
	}
}
