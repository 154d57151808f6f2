package kalah

import (
	"parlor/game/kalah"
	"parlor/scenes/sound"
	"parlor/scenes/table"
)

// Sounds follow the sowing as it is shown: a seed into each pit (a
// fuller sound into a store), a capture, the last seeds swept.
func (v *View) Sounds(c table.Change) []sound.Cue {
	after := c.After.(*kalah.Game)
	s := after.Last()
	if s == nil {
		return nil
	}
	f := after.Frame()
	a := newSowing(countsOf(c.Before.(*kalah.Game)), s, after)
	var cues []sound.Cue
	at := 0
	for i, st := range a.steps {
		switch {
		case i == 0:
			// the house picked up
		case i <= len(s.Sown):
			k := sound.Sow
			if p := s.Sown[i-1]; p == f.Store(p.Owner) {
				k = sound.Store
			}
			cues = append(cues, sound.Cue{Kind: k, After: at})
		case s.Capture != nil && i == len(s.Sown)+1:
			cues = append(cues, sound.Cue{Kind: sound.Capture, After: at})
		case after.Over() && st.msg != "" && !s.Extra:
			cues = append(cues, sound.Cue{Kind: sound.Store, After: at})
		}
		at += st.ticks
	}
	return cues
}
