package table

import (
	"parlor/scenes/prefs"
	"strings"

	"parlor/scenes/ui"
)

// save stores the record, so that the game survives a reload, and which
// game it is, so that the menu offers to continue it; online it keeps
// only the record shown (the probe's: the server keeps the game and the
// seat is held, Join).
func (t *Screen) save() {
	t.saved = saved{record: t.match.Text()}
	if t.room != nil {
		return
	}
	id := t.match.Options().Game().ID
	if t.keep(prefs.RecordKey(id), t.saved.record, "your game") {
		t.keep(prefs.LastKey, id, "your game")
	}
}

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
