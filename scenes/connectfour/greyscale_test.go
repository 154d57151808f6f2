package connectfour

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestTheTokensAreToldApartInGrey draws a board with both players'
// tokens at desktop and phone sizes, saving it in colour and in greyscale
// when PARLOR_SHOTS is set, and checks that a red and a yellow token, and
// the two seats' marks at the panel's sizes, differ in greyscale by their
// pattern, not only by how light they are.
func TestTheTokensAreToldApartInGrey(t *testing.T) {
	for _, sz := range [][3]float64{{1280, 800, 1}, {1170, 2532, 3}} {
		name := fmt.Sprintf("connectfour-grey-%.0fx%.0f", sz[0], sz[1])
		v := New()
		tb, _ := tabletest.New(tabletest.Match(t, "connectfour rules=classic", 1), v)
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], tb)
		for _, c := range []int{0, 1, 0, 1, 2, 3} {
			s.Click(fmt.Sprintf("column:%d", c))
			s.Settle()
		}
		s.Idle(1, -1, -1)
		px := s.Draw()
		s.Save(name)
		s.SaveGrey(name + "-grey")
		token := func(col, row int) ui.Rect {
			x, y := v.lay.center(col, float64(row))
			h := v.lay.cell * 0.4 * 0.8
			return ui.Rect{X: x - h, Y: y - h, W: 2 * h, H: 2 * h}
		}
		uitest.CheckApart(t, name, px, map[string]ui.Rect{"red": token(0, 0), "yellow": token(1, 0)})
		uitest.CheckApart(t, name, px, map[string]ui.Rect{"red": token(0, 1), "yellow": token(1, 1)})
		uitest.CheckMarksApart(t, name, sz, []string{"red", "yellow"}, 0.18, func(dst *ebiten.Image, th *ui.Theme, p int, r ui.Rect) {
			v.Seat(dst, th, game.Player(p), r)
		})
	}
}
