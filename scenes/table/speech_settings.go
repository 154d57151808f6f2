package table

import "parlor/scenes/ui"

// settingsForm is the settings as a screen reader's form: the game's
// options, who plays each seat and the choices of a game online, and the
// button that applies them.
func (t *Table) settingsForm() []ui.Action { return nil }

// actSettings does a control of the settings' form, as its click on the
// canvas does, and reports whether id was one.
func (t *Table) actSettings(id string) bool { return false }
