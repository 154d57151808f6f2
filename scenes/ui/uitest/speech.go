package uitest

import "parlor/scenes/ui"

// ActionIDs are the ids of sp's actions, each with " (disabled)" when it
// is: what a screen reader's document offers, in its order.
func ActionIDs(sp *ui.Speech) []string {
	var ids []string
	for _, a := range sp.Actions {
		id := a.ID
		if a.Disabled {
			id += " (disabled)"
		}
		ids = append(ids, id)
	}
	return ids
}
