package yote

import (
	"fmt"

	"parlor/game/yote"
	"parlor/scenes/ui"
)

// Order is the board as the player to move reads it (table.Orderer): her
// reserve, then the squares row by row as they are numbered, 1 first. The
// other side's reserve is no Tab stop: she cannot take from it.
func (v *View) Order() []string {
	if v.g == nil {
		return nil
	}
	me := v.g.Mover()
	out := []string{"tray:" + me.String()}
	for n := 1; n <= v.g.Squares(); n++ {
		out = append(out, fmt.Sprintf("square:%d", n))
	}
	other := yote.X
	if me == yote.X {
		other = yote.O
	}
	return append(out, ui.Skip("tray:"+other.String()))
}
