// Package term plays Parlor's games in a terminal: one move per line in the
// game's own notation, the board printed in the handout's form after every
// move, and "error: <why>" for a line that cannot be played. It reads its
// input line by line, so it works as well with piped input as typed.
//
// The output is a product interface that scripts rely on; keep it stable.
package term

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"
)

// Session is one game being played as text.
type Session interface {
	// Start writes what is shown before the first move: the board and whose
	// turn it is.
	Start(w io.Writer)
	// Line plays one line of input (never blank, never "x"), writing the
	// result or an "error: " line.
	Line(line string, w io.Writer)
	// Quit writes what is said when the player types "x".
	Quit(w io.Writer)
}

// Game is a game the terminal mode can play.
type Game struct {
	// Name is what follows -text.
	Name string
	// Flags declares the game's options on fs and returns a function that
	// starts a session once fs has been parsed.
	Flags func(fs *flag.FlagSet) func() (Session, error)
}

// Games lists the games the terminal mode plays, by name.
func Games() []Game {
	gs := []Game{cantStopGame, connectFour, kalahGame, mergersGame, yoteGame}
	sort.Slice(gs, func(i, j int) bool { return gs[i].Name < gs[j].Name })
	return gs
}

// Names lists the games' names, for messages.
func Names() string {
	var names []string
	for _, g := range Games() {
		names = append(names, g.Name)
	}
	return strings.Join(names, ", ")
}

// Run plays the named game with the options in args, reading moves from in
// until the end of input or a line "x", and writing to out. It returns an
// error only for an unknown game or bad options; an unplayable line is
// reported on out and the game goes on.
func Run(name string, args []string, in io.Reader, out io.Writer) error {
	var g *Game
	for _, c := range Games() {
		if c.Name == strings.ToLower(name) {
			g = &c
		}
	}
	if g == nil {
		return fmt.Errorf("unknown game %q: choose one of %s", name, Names())
	}
	fs := flag.NewFlagSet("parlor -text "+g.Name, flag.ContinueOnError)
	fs.SetOutput(out)
	start := g.Flags(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	s, err := start()
	if err != nil {
		return err
	}
	w := bufio.NewWriter(out)
	defer w.Flush()
	s.Start(w)
	r := bufio.NewReader(in)
	for w.Flush() == nil {
		text, err := r.ReadString('\n') // any length: a long line is just refused
		switch line := strings.TrimSpace(text); {
		case line == "x" || line == "X":
			s.Quit(w)
			return nil
		case line != "":
			s.Line(line, w)
		}
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
	}
	return nil
}
