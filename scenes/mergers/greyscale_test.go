package mergers

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/mergers"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestTheCompaniesAndPlayersAreToldApartInGrey draws a board with the
// tiles of two companies or more at desktop and phone sizes, saving it in
// colour and in greyscale when PARLOR_SHOTS is set, and checks that every
// two companies' tiles, and the players' marks at the panel's sizes,
// differ in greyscale by their pattern: some companies' colours are nearly
// as light as each other, and the letter on each tile (the number on each
// player's mark) tells them apart.
func TestTheCompaniesAndPlayersAreToldApartInGrey(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		name := "mergers-grey-" + sizeName(sz)
		r := buyingRig(t, sz, 4)
		r.s.Idle(1, -1, -1)
		px := r.s.Draw()
		r.s.Save(name)
		r.s.SaveGrey(name + "-grey")
		g, view := r.game(), &r.v.lay.view
		tiles := map[string]ui.Rect{}
		for i := range mergers.Rows * mergers.Cols {
			p := mergers.Pos{Row: i / mergers.Cols, Col: i % mergers.Cols}
			s := g.At(p)
			if s == mergers.Empty || s == mergers.Lone || tiles[string(s)].W > 0 {
				continue
			}
			if sq, ok := view.square(p); ok {
				tile := sq.Inset(0.05 * view.cell)
				tiles[string(s)] = tile.Inset(tile.W * 0.15)
			}
		}
		if len(tiles) < 2 {
			t.Fatalf("%s: the board shows %d companies", name, len(tiles))
		}
		uitest.CheckApart(t, name, px, tiles)
		var names []string
		for p := range g.Players() {
			names = append(names, fmt.Sprintf("player %d", p+1))
		}
		uitest.CheckMarksApart(t, name, sz, names, 0.2, func(dst *ebiten.Image, th *ui.Theme, p int, r ui.Rect) {
			New().Seat(dst, th, game.Player(p), r)
		})
	}
}
