//go:build !js

package main

import (
	"fmt"
	"io"
	"strings"

	"parlor/game/arena"
	"parlor/game/games"
	"parlor/game/record"
	"parlor/game/term"
)

// command runs a terminal mode: the arena, a solver, a game in the
// terminal, or one online (-join). The browser build has none of them (cli_js.go).
func command(mode, name string, rest []string, in io.Reader, out io.Writer) error {
	switch mode {
	case "arena":
		return arena.Command(name, rest, out)
	case "solve":
		return solve(name, rest, in, out)
	case "join":
		return term.Join(name, rest, in, out)
	}
	return term.Run(name, rest, in, out)
}

// solve runs the exact solver of game name, if it has one: Connect
// Four's reads positions from in, one a line; Kalah's solves a board from
// the start, or a saved game (-load FILE).
func solve(name string, args []string, in io.Reader, out io.Writer) error {
	g, err := games.Lookup(name)
	if err != nil || g.Solve == nil {
		return fmt.Errorf("-solve %s: only %s can be solved exactly", name, solvable())
	}
	return g.Solve(args, in, out, record.LoadState)
}

// solvable names the games that can be solved: "connectfour and kalah".
func solvable() string {
	var ids []string
	for _, g := range games.All() {
		if g.Solve != nil {
			ids = append(ids, g.ID)
		}
	}
	return strings.Join(ids, " and ")
}
