package yote

import (
	"parlor/game/yote"
	"parlor/scenes/sound"
	"parlor/scenes/table"
)

// Sounds are the stone set down, and the capture when stones are taken.
func (v *View) Sounds(c table.Change) []sound.Cue {
	before, after := c.Before.(*yote.Game), c.After.(*yote.Game)
	if after.MoveNumber() == before.MoveNumber() {
		return nil
	}
	cues := []sound.Cue{{Kind: sound.Place, After: 6}}
	for _, s := range []yote.Side{yote.X, yote.O} {
		if after.Total(s) < before.Total(s) {
			return append(cues, sound.Cue{Kind: sound.Capture, After: 18})
		}
	}
	return cues
}
