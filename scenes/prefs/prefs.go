// Package prefs names the keys under which the app keeps what it
// remembers on the device (the host's Load and Store: localStorage in the
// browser, a file on a desktop): the player's settings, the games left
// under way, the seats held online. The menu, the lobby and the table
// read and write them; this package is where each key is written once.
package prefs

// Keys of the whole app and of the table.
const (
	// LastKey holds the id of the game played most recently.
	LastKey = "last"

	// SoundKey is where the table and the menu keep whether sound is off
	// ("off") or on ("").
	SoundKey = "sound"

	// MotionKey is where the player's motion setting is kept: "full",
	// "reduced", or "" (none made: as the system prefers).
	MotionKey = "motion"

	// ValuesKey stores whether the values are shown: "on" or "".
	ValuesKey = "values"
)

// Keys of games online.
const (
	// HeldKey is where this browser (or desktop) keeps the seats it holds in
	// online games: their rooms, sites and tokens, newest first.
	HeldKey = "online:seats"

	// NameKey is where the name a player goes by online is kept.
	NameKey = "online:name"

	// HelpsKey holds "on" when a game online is to have hints and values.
	HelpsKey = "online:helps"

	// HereKey holds the link of the seat (or the watch) of the online game
	// on show, so that a reload or a restart comes back to it; the menu
	// clears it.
	HereKey = "online:here"

	// ClockKey holds the time control of the next game started online, as
	// clock.Control.String writes it ("5+3", "3d"; "" for none).
	ClockKey = "online:clock"

	// NotifyKey holds "asked" once the browser was asked for permission to
	// tell the player their turn while the page is hidden: it is asked
	// once.
	NotifyKey = "online:notify"
)

// RecordKey is where a game's autosaved record is kept.
func RecordKey(id string) string { return "record:" + id }

// SettingsKey is where a game's last settings are kept.
func SettingsKey(id string) string { return "settings:" + id }

// SeatsKey is where a game's seats are kept: who plays each seat, as
// "person medium medium …", one word a seat in turn order, as many words
// as the game has seats at most.
func SeatsKey(id string) string { return "seats:" + id }

// ReviewKey is where a game's reviews are kept, the latest few, each
// with the hash of the record it reviewed: a second Review of the same
// game, after a reload too, is shown at once.
func ReviewKey(id string) string { return "review:" + id }
