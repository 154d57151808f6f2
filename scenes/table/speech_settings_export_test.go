package table

import "parlor/scenes/ui"

// SettingsForm is the settings as a screen reader's form, for the tests.
func (t *Screen) SettingsForm() []ui.Action { return t.settingsForm() }

// ActSettings does a control of the settings' form, for the tests.
func (t *Screen) ActSettings(id string) bool { return t.actSettings(id) }

// SettingsKey is what the settings' form depends on, for the tests.
func (t *Screen) SettingsKey() string { return t.settingsKey() }
