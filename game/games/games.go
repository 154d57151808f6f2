// Package games lists Parlor's games: the one list every layer takes its
// games from. Each game's entry is written beside its own code; a new game
// is one line here (and one in the scenes' list of boards).
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
func All() []*catalog.Game {
	return []*catalog.Game{
		connectfour.Game,
		kalah.Game,
		yote.Game,
		cantstop.Game,
		mergers.Game,
	}
}

// Lookup finds a game by its id, in any case; an unknown id is an error
// that names the games there are.
func Lookup(id string) (*catalog.Game, error) { return catalog.Lookup(All(), id) }

// Parse reads a game and its options in the canonical text, "kalah
// houses=6 seeds=4" (see catalog.Parse).
func Parse(text string) (catalog.Options, error) { return catalog.Parse(All(), text) }
