// Package cli is Connect Four on the command line: its view in the terminal
// (parlor -text) and its exact solver (parlor -solve). It lives apart from
// the game's catalog entry (game/connectfour/entry) so that what plays the
// game's rules alone, the game server among them, links no terminal;
// package registry (the program's games) attaches it to the game.
package cli

import (
	"fmt"

	"parlor/game"
	"parlor/game/connectfour"
	"parlor/game/term/view"
)

// Terminal is Connect Four's view in the terminal (parlor -text) of a
// match: it prints the board top row first and says whose turn it is or how
// the game ended.
func Terminal(m view.Match) view.View {
	return &view.Moves{M: m, Status: func(s game.State) string { return status(s.(*connectfour.Game)) }}
}

// status is the line under the board: "p2 (Y) to play".
func status(g *connectfour.Game) string {
	switch {
	case g.Winner() != game.Nobody:
		return fmt.Sprintf("p%d (%s) wins with four in a row", g.Winner()+1, g.Token(g.Winner()))
	case g.Over():
		return "the board is full: a draw"
	}
	return fmt.Sprintf("p%d (%s) to play", g.Turn()+1, g.Token(g.Turn()))
}
