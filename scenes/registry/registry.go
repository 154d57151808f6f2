// Package registry is Parlor's games as the program plays them, one line a
// game: each game's board at the table, its view in the terminal and its
// exact solver, beside its catalog entry (its rules). The program's top
// reads it: the scenes take their boards from it, and main hands the
// terminal its views and -solve its solvers.
//
// The catalog entries themselves are listed by game/games, in the same
// order: that list is the rules alone, which the game server, records and
// every package under game/ read. The two cannot be one: Go links what a
// package imports, and the server must link no screen, no terminal view
// and no solver's command, while the boards here link Ebitengine, which
// nothing under game/ may. TestOneLineAGame checks the two lists agree.
package registry

import (
	"io"

	cantstopcli "parlor/game/cantstop/cli"
	"parlor/game/catalog"
	connectfourcli "parlor/game/connectfour/cli"
	kalahcli "parlor/game/kalah/cli"
	mergerscli "parlor/game/mergers/cli"
	"parlor/game/term/view"
	yotecli "parlor/game/yote/cli"
	"parlor/scenes/cantstop"
	"parlor/scenes/connectfour"
	"parlor/scenes/kalah"
	"parlor/scenes/mergers"
	"parlor/scenes/table"
	"parlor/scenes/yote"
)

// Game is one game as the program plays it.
type Game struct {
	// Board is its front end at the table; Board.Game is its catalog
	// entry, the rules.
	Board table.Board
	// Terminal makes its view in the terminal (parlor -text) of a match.
	Terminal func(view.Match) view.View
	// Solve, if set, runs its exact solver (parlor -solve) with the
	// command-line arguments args; load reads a saved game's record file
	// into its position.
	Solve func(args []string, in io.Reader, out io.Writer, load catalog.Loader) error
}

// All lists every game, in the menu's order (game/games'), one line a
// game.
func All() []Game {
	return []Game{
		{Board: connectfour.Board(), Terminal: connectfourcli.Terminal, Solve: connectfourcli.Solve},
		{Board: kalah.Board(), Terminal: kalahcli.Terminal, Solve: kalahcli.Solve},
		{Board: yote.Board(), Terminal: yotecli.Terminal},
		{Board: cantstop.Board(), Terminal: cantstopcli.Terminal},
		{Board: mergers.Board(), Terminal: mergerscli.Terminal},
	}
}

// Boards are the games' front ends at the table, in the menu's order.
func Boards() []table.Board {
	var bs []table.Board
	for _, g := range All() {
		bs = append(bs, g.Board)
	}
	return bs
}

// Views are the games' views in the terminal, keyed by their catalog
// entries: what package term is given to play them.
func Views() view.Views {
	vs := view.Views{}
	for _, g := range All() {
		vs[g.Board.Game] = g.Terminal
	}
	return vs
}

// Of finds the registration of game g; ok is false for a game not listed.
func Of(g *catalog.Game) (r Game, ok bool) {
	for _, r := range All() {
		if r.Board.Game == g {
			return r, true
		}
	}
	return Game{}, false
}
