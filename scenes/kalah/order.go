package kalah

import (
	"parlor/game/kalah"
	"parlor/scenes/ui"
)

// Order is the board as the player to move reads it (table.Orderer): her
// own houses as she counts them, from her store out (S1 to S6 for South),
// then the other side's the same way (N1 to N6). The stores are no Tab
// stops: they cannot be sown.
func (v *View) Order() []string {
	if v.g == nil {
		return nil
	}
	me := v.g.Mover()
	var out []string
	for _, s := range []kalah.Side{me, me.Other()} {
		for n := 1; n <= v.g.Houses(); n++ {
			out = append(out, "pit:"+kalah.Pit{Owner: s, Num: n}.Label())
		}
	}
	return append(out, ui.Skip(ui.Each("pit:")))
}
