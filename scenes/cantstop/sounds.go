package cantstop

import (
	"parlor/game/cantstop"
	"parlor/scenes/sound"
	"parlor/scenes/table"
)

// Sounds are the dice rolling, and the markers set when a choice climbs.
func (v *View) Sounds(c table.Change) []sound.Cue {
	before, after := c.Before.(*cantstop.Game), c.After.(*cantstop.Game)
	switch {
	case before.CanRoll() && len(c.Moves) > 1:
		return []sound.Cue{{Kind: sound.Dice}} // a roll: the decision and the dice
	case before.Choosing() && !after.Over():
		return []sound.Cue{{Kind: sound.Place, After: 4}}
	}
	return nil
}
