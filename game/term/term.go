// Package term plays Parlor's games in a terminal: one move per line in the
// game's own notation, the board printed in the handout's form after every
// move, and "error: <why>" for a line that cannot be played. It reads its
// input line by line, so it works as well with piped input as typed.
//
// The games, their options and their flags come from the catalog, and every
// move goes through a record.Match: it checks the move with the engine,
// records it, and draws the dice and the tiles from the seed. So the
// terminal can take moves back (undo, redo), save the record after every
// move (-save) and resume from it (-load).
//
// The computer can play any seats (-ai 2=hard): when one is to move it
// thinks, prints "computer plays <move>" and then what the move typed
// would have printed; with computers in every seat a whole game plays from
// empty input. "hint" prints the move the Hard level would play, and
// "analyze" the value of every legal move, one a line, best first: exact
// where a solver proves it ("win in 5", "draw", "-3"), else the Hard
// search's estimate of the chance to win ("62%").
//
// The output is a product interface that scripts rely on; keep it stable.
package term

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"parlor/game/catalog"
	"parlor/game/clock"
	"parlor/game/games"
	"parlor/game/record"
	"parlor/game/term/view"
)

// Run plays the named game with the options in args, reading moves from in
// until the end of input or a line "x", and writing to out. It returns an
// error only for an unknown game, bad options or a record that cannot be
// loaded; an unplayable line is reported on out and the game goes on. With
// -h in args it writes the game's options to out and returns flag.ErrHelp.
func Run(views view.Views, name string, args []string, in io.Reader, out io.Writer) error {
	return runGame(views, name, args, in, out, hardLevel)
}

// hardLevel is the level whose move a hint shows.
func hardLevel(g *catalog.Game) catalog.Level {
	l, _ := g.Level(catalog.HintLevel)
	return l
}

// runGame is Run with the level that gives hints for game g.
func runGame(views view.Views, name string, args []string, in io.Reader, out io.Writer, hinter func(g *catalog.Game) catalog.Level) error {
	g, err := games.Lookup(name)
	if err != nil {
		return err
	}
	s, err := setUp(views, g, args, out)
	if err != nil {
		return err
	}
	s.hinter = hinter(g)
	if s.online != "" {
		return s.create(in, out)
	}
	return s.run(in, out)
}

// session drives one game: it reads lines, passes moves to the view, and
// answers the terminal's own commands; when a computer is to move, it
// plays.
type session struct {
	m      *record.Match
	v      view.View
	views  view.Views       // the games' views, for a game made online
	save   string           // the -save file, or ""
	levels []*catalog.Level // the computer's level in each seat, nil for a person
	aiSeed uint64           // -ai-seed
	hinter catalog.Level    // the level that gives hints
	online string           // -online: the site whose server hosts the game
	seat   int              // -seat: the seat played online, from 1
	name   string           // -name: what the player goes by online
	clock  clock.Control    // -clock, -days: the game's clock online
}

func (s *session) run(in io.Reader, out io.Writer) error {
	w := bufio.NewWriter(out)
	defer w.Flush()
	s.v.Start(w)
	if err := s.autoplay(w); err != nil {
		return err
	}
	r := bufio.NewReader(in)
	for w.Flush() == nil {
		text, err := r.ReadString('\n') // any length: a long line is just refused
		switch line := strings.TrimSpace(text); {
		case line == "x" || line == "X":
			s.v.Quit(w)
			return nil
		case line != "":
			if s.line(line, w) {
				if err := s.autoplay(w); err != nil {
					return err
				}
			}
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

// line plays one line: a command of the terminal's, or a move. It
// reports whether the computer may move next: after a move, and after
// undo and redo against the computer (when no person plays, undo and
// redo step through the game and the computers wait for a move typed).
func (s *session) line(line string, w io.Writer) bool {
	switch strings.ToLower(line) {
	case "undo":
		if s.v.Cancel() {
			s.v.Show(w)
			return false
		}
		if err := s.undo(); err != nil {
			fmt.Fprintf(w, "error: %v\n", err)
			return false
		}
		s.v.Show(w)
		s.write(w)
		return s.vsComputer()
	case "redo":
		if err := s.redo(); err != nil {
			fmt.Fprintf(w, "error: %v\n", err)
			s.v.Ask(w)
			return false
		}
		s.v.Cancel()
		s.v.Show(w)
		s.write(w)
		return s.vsComputer()
	case "help":
		help(w, s.m.Options().Game())
		s.v.Ask(w)
	case "hint":
		s.hint(w)
		s.v.Ask(w)
	case "analyze":
		s.analyze(w)
		s.v.Ask(w)
	default:
		if s.v.Play(line, w) {
			s.write(w)
			return true
		}
	}
	return false
}

// write saves the record to the -save file, if there is one.
func (s *session) write(w io.Writer) {
	if s.save == "" {
		return
	}
	if err := writeFile(s.save, s.m.Text()); err != nil {
		fmt.Fprintf(w, "error: the game was not saved: %v\n", err)
	}
}

// writeFile replaces file with text atomically: a temporary file beside it,
// then a rename, so a reader sees the old record or the new, never half.
// An error names file and why, not the temporary file.
func writeFile(file, text string) error {
	err := replace(file, text)
	if err == nil {
		return nil
	}
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	return fmt.Errorf("%s: %w", file, err)
}

func replace(file, text string) error {
	f, err := os.CreateTemp(filepath.Dir(file), "."+filepath.Base(file)+".*")
	if err != nil {
		return err
	}
	_, err = f.WriteString(text)
	if err == nil {
		err = f.Chmod(0o644)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), file)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}

// commands lists the terminal's own lines, printed after the rules.
const commands = `terminal commands:
  undo   take back the last move (in Can't Stop a roll goes with its dice;
         against the computer, back to your last move)
  redo   play again the move taken back
  hint   print the move the computer would play for you (at Hard)
  analyze  print every move you may play with its value, best first: exact
         where it can be worked out ("win in 5", "draw", "+3"), else the
         chance of winning the computer's search gives it ("62%")
  help   print the rules and these commands
  x      exit
`

// help writes game g's rules, wrapped for a terminal, and the commands.
func help(w io.Writer, g *catalog.Game) {
	if rules := strings.TrimSpace(g.Rules); rules != "" {
		fmt.Fprint(w, wrap(rules, 78))
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, commands)
}

// wrap breaks text's long lines at spaces to width columns; a bullet
// item's ("- ") lines after the first are indented under its text.
func wrap(text string, width int) string {
	var b strings.Builder
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, " \t")
		indent := ""
		if strings.HasPrefix(line, "- ") {
			indent = "  "
		}
		col := 0
		for i, word := range strings.Split(line, " ") {
			n := len([]rune(word))
			switch {
			case i == 0:
			case col+1+n > width && col > len(indent):
				b.WriteString("\n" + indent)
				col = len(indent)
			default:
				b.WriteByte(' ')
				col++
			}
			b.WriteString(word)
			col += n
		}
		b.WriteByte('\n')
	}
	return b.String()
}
