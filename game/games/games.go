// Package games lists Parlor's games by their rules: the list the
// program's top (main, the terminal, the scenes, the arena, the game
// server) takes its games from and hands down, as a catalog.Catalog, to the
// packages that read a game's text (record, online). Each game's entry is
// written beside its own code; a new game is one line here and one in
// package registry, which gives its board, its terminal view and its
// solver, and which the server, linking the rules alone, does not import.
package games

import (
	cantstop "parlor/game/cantstop/entry"
	"parlor/game/catalog"
	connectfour "parlor/game/connectfour/entry"
	kalah "parlor/game/kalah/entry"
	mergers "parlor/game/mergers/entry"
	yote "parlor/game/yote/entry"
)

// All lists every game, in the menu's order.
func All() catalog.Catalog {
	return catalog.Catalog{
		connectfour.Game,
		kalah.Game,
		yote.Game,
		cantstop.Game,
		mergers.Game,
	}
}

// Lookup finds a game by its id, in any case; an unknown id is an error
// that names the games there are: All().Lookup.
func Lookup(id string) (*catalog.Game, error) { return All().Lookup(id) }

// Parse reads a game and its options in the canonical text, "kalah
// houses=6 seeds=4": All().Parse.
func Parse(text string) (catalog.Options, error) { return All().Parse(text) }
