//go:build !js

package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"parlor/game/arena"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/record"
	"parlor/game/term"
	"parlor/scenes/registry"
)

// command runs a terminal mode: the arena, a solver, a game in the
// terminal (-text, with -online on a game server), one online (-join,
// -quick, -challenge), the check of a game played online (-verify), the review of a
// recorded game (-review), or a look at a server's lobby (-lobby), at
// the device's profile there (-profile) or at its friends (-friends). The browser build has none of
// them (cli_js.go).
func command(mode, name string, rest []string, in io.Reader, out io.Writer) error {
	switch mode {
	case "arena":
		return arena.Command(name, rest, out)
	case "solve":
		return solve(name, rest, in, out)
	case "join":
		return term.Join(registry.Views(), name, rest, in, out)
	case "verify":
		return verify(name, rest, out)
	case "review":
		if len(rest) > 0 {
			return fmt.Errorf("unexpected argument %q: parlor -review FILE takes none", rest[0])
		}
		text, err := readRecord(name)
		if err != nil {
			fmt.Fprintf(out, "error: %v\n", err)
			return term.ExitStatus(1)
		}
		return term.Review(name, text, out)
	case "lobby":
		return term.Lobby(name, rest, out)
	case "quick", "profile", "friends", "challenge":
		keys, err := term.DeviceKeys()
		if err != nil {
			return err
		}
		switch mode {
		case "quick":
			return term.Quick(registry.Views(), keys, name, rest, in, out)
		case "friends":
			return term.Friends(keys, name, rest, out)
		case "challenge":
			return term.Challenge(registry.Views(), keys, name, rest, in, out)
		}
		return term.Profile(keys, name, rest, out)
	}
	return term.Run(registry.Views(), name, rest, in, out)
}

// verify checks the record in file of a game played online, as its
// server sent it at the end, with the flags -commitment and -salt
// (online.Verify), and prints "ok: " and what it found, one line; the
// first disagreement is the error.
func verify(file string, args []string, out io.Writer) error {
	flags := flag.NewFlagSet("parlor -verify "+file, flag.ContinueOnError)
	flags.SetOutput(io.Discard)
	flags.Usage = func() {} // -h is answered below; a mistake, in the error
	commitment := flags.String("commitment", "", "the room's commitment to its seed, from the start of the game")
	salt := flags.String("salt", "", "the salt revealed at the end of the game")
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprint(out, verifyUsage)
			return err
		}
		return fmt.Errorf("%v (parlor -verify FILE -h lists the options)", err)
	}
	switch {
	case flags.NArg() > 0:
		return fmt.Errorf("unexpected argument %q", flags.Arg(0))
	case *commitment == "" || *salt == "":
		return errors.New("-verify FILE needs -commitment HEX, the room's commitment at the start of the game, and -salt HEX, revealed at its end")
	}
	text, err := readRecord(file)
	if err != nil {
		return err
	}
	sum, err := online.Verify(games.All(), text, *commitment, *salt)
	if err != nil {
		return fmt.Errorf("%s: %w", file, err)
	}
	fmt.Fprintf(out, "ok: %s\n", sum)
	return nil
}

// verifyUsage is what parlor -verify FILE -h prints.
const verifyUsage = `usage: parlor -verify FILE -commitment HEX -salt HEX

Checks the record in FILE of a game played online, as the server sent it
at the end: the seed and salt hash to the commitment the server made at
the start, every move is legal, every die and tile is the one the seed
draws, and the record's Result tag is how the game ended. Prints "ok: "
and a summary, or the first disagreement (and exits with status 2).

options:
  -commitment HEX
    	the room's commitment to its seed, sent at the start of the game
  -salt HEX
    	the salt the server revealed with the seed at the end
`

// readRecord reads a record's file, refusing one too long to be a record;
// a file that cannot be read is "FILE: why", like every other refusal.
func readRecord(file string) (string, error) {
	f, err := os.Open(file)
	if err != nil {
		return "", term.FileError(file, err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, record.MaxText+1))
	if err != nil {
		return "", term.FileError(file, err)
	}
	if len(b) > record.MaxText {
		return "", fmt.Errorf("%s: too long for a record: more than %d bytes", file, record.MaxText)
	}
	return string(b), nil
}

// solve runs the exact solver of game name, if it has one: Connect
// Four's reads positions from in, one a line; Kalah's solves a board from
// the start, or a saved game (-load FILE).
func solve(name string, args []string, in io.Reader, out io.Writer) error {
	g, err := games.Lookup(name)
	r, _ := registry.Of(g)
	if err != nil || r.Solve == nil {
		return fmt.Errorf("-solve %s: only %s can be solved exactly", name, solvable())
	}
	return r.Solve(args, in, out, record.StateLoader(games.All()))
}

// solvable names the games that can be solved: "connectfour and kalah".
func solvable() string {
	var ids []string
	for _, r := range registry.All() {
		if r.Solve != nil {
			ids = append(ids, r.Board.Game.ID)
		}
	}
	return strings.Join(ids, " and ")
}
