package mergers

import (
	"parlor/game/mergers"
	"parlor/scenes/sound"
	"parlor/scenes/table"
)

// Sounds are the tile laid, then the merger it makes.
func (v *View) Sounds(c table.Change) []sound.Cue {
	before, after := c.Before.(*mergers.Game), c.After.(*mergers.Game)
	if before.Buying() || after.Last() == nil {
		return nil
	}
	cues := []sound.Cue{{Kind: sound.Tile}}
	if len(after.Last().Merges) > 0 {
		cues = append(cues, sound.Cue{Kind: sound.Merger, After: 20})
	}
	return cues
}
