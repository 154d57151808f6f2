// Package cli is Kalah on the command line: its view in the terminal
// (parlor -text) and its exact solver (parlor -solve). It lives apart from
// the game's catalog entry (game/kalah/entry) so that what plays the game's
// rules alone, the game server among them, links no terminal; package
// registry (the program's games) attaches it to the game.
package cli

import (
	"strings"

	"parlor/game"
	"parlor/game/kalah"
	"parlor/game/term/view"
)

// Terminal is Kalah's view in the terminal (parlor -text) of a match: it
// prints the handout's Figure 2 and what the move did, then whose turn it
// is or who won.
func Terminal(m view.Match) view.View {
	return &view.Moves{M: m, Status: func(s game.State) string { return strings.Join(s.(*kalah.Game).Status(), "\n") }}
}
