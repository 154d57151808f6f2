package table

import (
	"strings"

	"parlor/scenes/ui"
)

// save stores the record, so that the game survives a reload, and which
// game it is, so that the menu offers to continue it.
func (t *Screen) save() { t.drv.save(t) }

// keep stores value under key, and when the host cannot, tells the player
// what was lost ("Your game could not be saved: …"). It reports whether
// the value was stored.
func (t *Screen) keep(key, value, what string) bool {
	if err := t.host.Store(key, value); err != nil {
		t.flash(notKept(what, err))
		return false
	}
	return true
}

// notKept says in the player's words that what ("your game", "your
// settings") could not be saved, and why.
func notKept(what string, err error) string {
	return ui.Sentence(what) + " could not be saved: " + strings.TrimSuffix(err.Error(), ".") + "."
}
