package table

import (
	"parlor/game/catalog"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

// The settings for the next game, as they stand: whether they differ from
// the game's, and why they cannot start one.

// changed reports whether the pending settings differ from the game's.
// A seat to invite is a change until the game is online.
func (t *Screen) changed() bool {
	return !t.pending.Equal(t.match.Options()) || t.goesOnline()
}

// syncSettings makes the settings' controls show the pending options,
// the seats and the choices for a game online, and words the apply
// button for what it will do.
func (t *Screen) syncSettings() {
	s := &t.panel.settings
	s.sync(t.pending, t.computer.seats, t.host.Load(prefs.HelpsKey) == "on", t.host.Load(prefs.ClockKey))
	s.apply.Label = "New game with these settings"
	if t.goesOnline() {
		s.apply.Label = "Invite and start"
	}
}

// problem says why the pending settings cannot start a game, or "".
func (t *Screen) problem() string {
	// Asked every frame while the settings show: a game is started to
	// find out only when the settings change.
	if c := &t.checked; !c.made || !c.options.Equal(t.pending) {
		c.made, c.options, c.problem = true, t.pending, ""
		if _, err := t.pending.New(); err != nil {
			c.problem = ui.Sentence(err.Error()) + "."
		}
	}
	return t.checked.problem
}

// checked is the last settings problem found for.
type checked struct {
	made    bool
	options catalog.Options
	problem string
}
