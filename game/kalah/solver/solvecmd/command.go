// Package solvecmd is the command "parlor -solve kalah": the exact value of
// a Kalah position and of each of its moves. It is a package of its own,
// apart from the solver, so that the solver stays free of the command's
// flags and files; saved games are read by the Loader it is given.
package solvecmd

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"time"

	"parlor/game/catalog"
	"parlor/game/kalah"
	"parlor/game/kalah/solver"
)

// Command runs "parlor -solve kalah" with args, the arguments after
// "kalah": -houses H -seeds S (6 and 4 by default) solve that board from
// the start, -load FILE the position at the end of a saved Kalah record,
// -tt B sizes the solver's table (2^B slots of 32 bytes), -endgame K builds
// an endgame table of K seeds first (the time includes it). It prints the
// mover's final margin with perfect play ("value +8"), then each legal
// move with its value ("S3 +8"), then "positions <n> seconds <t>". A bad
// argument, file or position prints "error: <why>" and returns the error.
// load reads the -load file.
func Command(args []string, out io.Writer, load catalog.Loader) error {
	err := run(args, out, load)
	if err != nil && !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(out, "error: %v\n", err)
	}
	return err
}

func run(args []string, out io.Writer, load catalog.Loader) error {
	fs := flag.NewFlagSet("parlor -solve kalah", flag.ContinueOnError)
	fs.SetOutput(out)
	houses := fs.Int("houses", 6, "houses a side, 1 to 12")
	seeds := fs.Int("seeds", 4, "seeds in each house at the start, 1 to 12")
	file := fs.String("load", "", "solve the position at the end of this saved game instead")
	ttBits := fs.Int("tt", 22, "the solver's table holds 2^tt positions of 32 bytes (22: 128 MiB)")
	endgame := fs.Int("endgame", -1, "build a table of every position with at most this many seeds in the houses first (-1: as solver.EndgameSeeds advises)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *ttBits < 10 || *ttBits > 30 {
		return fmt.Errorf("-tt is from 10 to 30, not %d", *ttBits)
	}
	if *endgame > 20 {
		return fmt.Errorf("-endgame is at most 20, not %d", *endgame)
	}
	g, err := position(*houses, *seeds, *file, load)
	if err != nil {
		return err
	}
	if g.Over() {
		return fmt.Errorf("the game is over: %s", g.Result())
	}
	s := solver.New(*ttBits)
	start := time.Now()
	p := solver.FromGame(g)
	k := *endgame
	if k < 0 {
		k = solver.EndgameSeeds(g.Houses(), p.Seeds())
	}
	if k > 0 {
		s.Endgame(g.Houses(), k)
	}
	v := s.Solve(p)
	moves := s.SolveMoves(p)
	secs := time.Since(start).Seconds()
	fmt.Fprintf(out, "value %s\n", signed(v))
	for _, m := range moves {
		fmt.Fprintf(out, "%s %s\n", g.MoveString(m.Move), signed(m.Value))
	}
	fmt.Fprintf(out, "positions %d seconds %.3f\n", s.Nodes(), secs)
	return nil
}

// position is the game to solve: the board from the start, or the end of
// the record in file.
func position(h, s int, file string, load catalog.Loader) (*kalah.Game, error) {
	if file == "" {
		return kalah.New(h, s)
	}
	st, o, err := load(file)
	if err != nil {
		return nil, err
	}
	g, ok := st.(*kalah.Game)
	if !ok {
		return nil, fmt.Errorf("%s is a game of %s, not Kalah", file, o.Game().Title)
	}
	return g.Clone().(*kalah.Game), nil
}

// signed prints a margin with its sign: +8, 0, -3.
func signed(v int) string {
	if v > 0 {
		return fmt.Sprintf("+%d", v)
	}
	return fmt.Sprint(v)
}
