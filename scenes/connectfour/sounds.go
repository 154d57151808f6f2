package connectfour

import (
	"parlor/game/connectfour"
	"parlor/scenes/sound"
	"parlor/scenes/table"
)

// Sounds is the token landing: the tick its fall first reaches its square.
func (v *View) Sounds(c table.Change) []sound.Cue {
	g := c.After.(*connectfour.Game)
	at, ok := g.Last()
	if !ok {
		return nil
	}
	f := fall{at: at, y: float64(g.Rows()) + 0.2}
	n := 0
	for f.y > float64(at.Row) && !f.done && n < 600 {
		f.step()
		n++
	}
	return []sound.Cue{{Kind: sound.Drop, After: n}}
}
