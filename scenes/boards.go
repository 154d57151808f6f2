package scenes

import (
	"fmt"

	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/scenes/registry"
	"parlor/scenes/table"
)

// Boards are the games' front ends, as the program's registry of games
// (package registry) gives them. The menu lists the catalog's games
// (package games) and finds each one's board here.
func Boards() []table.Board { return registry.Boards() }

// BoardOf finds the front end of game g; a game with none is an error.
func BoardOf(g *catalog.Game) (table.Board, error) {
	for _, b := range Boards() {
		if b.Game == g {
			return b, nil
		}
	}
	return table.Board{}, fmt.Errorf("%s has no board to play it on", g.Title)
}

// playable lists the boards of the catalog's games, in the catalog's
// order: the menu's cards. A game with no board is left out.
func playable() []table.Board {
	var bs []table.Board
	for _, g := range games.All() {
		if b, err := BoardOf(g); err == nil {
			bs = append(bs, b)
		}
	}
	return bs
}
