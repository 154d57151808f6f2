//go:build !js

package main

import (
	"fmt"
	"io"
	"strings"

	"parlor/game/arena"
	c4solver "parlor/game/connectfour/solver"
	kalahsolve "parlor/game/kalah/solver/solvecmd"
	"parlor/game/term"
)

// command runs a terminal mode: the arena, a solver, or a game in the
// terminal. The browser build has none of them (cli_js.go).
func command(mode, name string, rest []string, in io.Reader, out io.Writer) error {
	switch mode {
	case "arena":
		return arena.Command(name, rest, out)
	case "solve":
		return solve(name, rest, in, out)
	}
	return term.Run(name, rest, in, out)
}

// solve runs the exact solver of game name: Connect Four's reads positions
// from in, one a line; Kalah's solves a board from the start, or a saved
// game (-load FILE).
func solve(name string, args []string, in io.Reader, out io.Writer) error {
	switch strings.ToLower(name) {
	case "connectfour":
		if len(args) > 0 {
			return fmt.Errorf("-solve connectfour takes no options: it reads positions from the input, one a line, like 4453")
		}
		return c4solver.Command(in, out)
	case "kalah":
		return kalahsolve.Command(args, out)
	}
	return fmt.Errorf("-solve %s: only connectfour (classic) and kalah can be solved exactly", name)
}
