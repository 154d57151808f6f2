package mergers

import (
	"parlor/game/mergers"
	"parlor/scenes/ui"
)

// Order is the board as its player reads it (table.Orderer): the tiles
// offered (the advanced game's hand), then the board — in the simple
// game, where every empty square takes a tile, the squares as one stop
// that the arrows move through; in the advanced game no stop at all, the
// offered tiles standing for the squares they go on (the arrows still
// reach them) — or the button that zooms in on it, then the buy panel
// (each company's card, the shares to take back, Buy) and the next step
// of a merger.
func (v *View) Order() []string {
	squares := ui.Group("square:")
	if v.g != nil && v.g.Options().Mode == mergers.Advanced {
		squares = ui.Skip(ui.Each("square:"))
	}
	return []string{ui.Each("offer:"), squares, "zoom", "zoom:out", ui.Each("buy:"), "merge:next"}
}
