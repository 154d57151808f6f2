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
// The output is a product interface that scripts rely on; keep it stable.
package term

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"parlor/game/catalog"
	"parlor/game/record"
)

// view prints one game in the terminal and reads its moves. It plays
// through the match and reads what each move did from the match's state.
type view interface {
	// start writes what is shown before the first move (or after -load):
	// the board and what comes next.
	start(w io.Writer)
	// show writes the board and what comes next, as after a move: after
	// undo and redo.
	show(w io.Writer)
	// play plays one line of input (never blank, never a command), writing
	// the result or an "error: " line. It reports whether the match moved.
	play(line string, w io.Writer) bool
	// cancel drops a move half entered (Yote's jump waiting for the piece
	// it removes) and reports whether there was one.
	cancel() bool
	// ask asks again for the rest of a move half entered, if there is one.
	ask(w io.Writer)
	// quit writes what is said when the player types "x".
	quit(w io.Writer)
}

// plain gives a view the methods of a game whose every line is a whole
// move and that says nothing on quitting.
type plain struct{}

func (plain) cancel() bool   { return false }
func (plain) ask(io.Writer)  {}
func (plain) quit(io.Writer) {}

// views makes each game's view of a match, by the game's catalog id.
var views = map[string]func(m *record.Match) view{
	"connectfour": newConnectFour,
	"kalah":       newKalah,
	"yote":        newYote,
	"cantstop":    newCantStop,
	"mergers":     newMergers,
}

// Run plays the named game with the options in args, reading moves from in
// until the end of input or a line "x", and writing to out. It returns an
// error only for an unknown game, bad options or a record that cannot be
// loaded; an unplayable line is reported on out and the game goes on. With
// -h in args it writes the game's options to out and returns flag.ErrHelp.
func Run(name string, args []string, in io.Reader, out io.Writer) error {
	g, ok := catalog.Lookup(strings.ToLower(name))
	if !ok || views[g.ID] == nil {
		return fmt.Errorf("unknown game %q: choose one of %s", name, catalog.IDs())
	}
	m, save, err := setUp(g, args, out)
	if err != nil {
		return err
	}
	s := &session{m: m, v: views[g.ID](m), save: save}
	return s.run(in, out)
}

// setUp reads the flags of game g from args and starts the match they
// describe, or loads the one in the -load file; save is the -save file.
func setUp(g *catalog.Game, args []string, out io.Writer) (m *record.Match, save string, err error) {
	flags := flag.NewFlagSet("parlor -text "+g.ID, flag.ContinueOnError)
	flags.SetOutput(io.Discard)
	flags.Usage = func() {} // -h is answered below; a mistake, in the error
	values := make([]*string, len(g.Params))
	for i, p := range g.Params {
		values[i] = flags.String(p.Name, p.Default, p.Help)
	}
	seed := flags.Uint64("seed", 1, "the seed of the dice and the pile")
	flags.StringVar(&save, "save", "", "write the record to FILE after every move")
	load := flags.String("load", "", "resume the game recorded in FILE")
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(out, g)
			return nil, "", err
		}
		return nil, "", fmt.Errorf("%v (parlor -text %s -h lists the options)", err, g.ID)
	}
	if flags.NArg() > 0 {
		return nil, "", fmt.Errorf("unexpected argument %q", flags.Arg(0))
	}
	set := map[string]bool{}
	flags.Visit(func(f *flag.Flag) { set[f.Name] = true })

	if *load != "" {
		for _, p := range g.Params {
			if set[p.Name] {
				return nil, "", fmt.Errorf("-%s cannot be given with -load: the game's options come from the record", p.Name)
			}
		}
		if set["seed"] {
			return nil, "", errors.New("-seed cannot be given with -load: the seed comes from the record")
		}
		m, err := loadFile(*load)
		if err != nil {
			return nil, "", err
		}
		if got := m.Options().Game(); got != g {
			return nil, "", fmt.Errorf("%s is a record of %s, not %s: play it with -text %s", *load, got.Title, g.Title, got.ID)
		}
		return m, save, nil
	}

	o := g.Defaults()
	for i, p := range g.Params {
		if set[p.Name] {
			if o, err = with(o, p.Name, *values[i]); err != nil {
				return nil, "", err
			}
		}
	}
	m, err = record.New(o, *seed)
	if err != nil {
		return nil, "", err
	}
	return m, save, nil
}

// with sets option name to v, taking a choice in any case ("Classic") as
// the terminal always has.
func with(o catalog.Options, name, v string) (catalog.Options, error) {
	n, err := o.With(name, v)
	if err != nil && strings.ToLower(v) != v {
		if n, lerr := o.With(name, strings.ToLower(v)); lerr == nil {
			return n, nil
		}
	}
	return n, err
}

// loadFile reads and replays the record in file.
func loadFile(file string) (*record.Match, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, record.MaxText+1))
	if err != nil {
		return nil, err
	}
	if len(b) > record.MaxText {
		return nil, fmt.Errorf("%s is too long for a record: more than %d bytes", file, record.MaxText)
	}
	m, err := record.Load(string(b))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return m, nil
}

// usage writes the terminal's options for game g.
func usage(w io.Writer, g *catalog.Game) {
	fmt.Fprintf(w, "usage: parlor -text %s [options]\n\n", g.ID)
	fmt.Fprintf(w, "Plays %s in the terminal, one move a line; undo, redo, help and x are\nunderstood at any time.\n\noptions:\n", g.Title)
	for _, p := range g.Params {
		arg, help := "N", fmt.Sprintf("%s: %d to %d", p.Help, p.Min, p.Max)
		if p.Choices != nil {
			arg, help = strings.Join(p.Choices, "|"), p.Help
		}
		fmt.Fprintf(w, "  -%s %s\n    \t%s (default %s)\n", p.Name, arg, help, p.Default)
	}
	fmt.Fprint(w, `  -seed N
    	the seed of the dice and the pile: the same seed, the same draws (default 1)
  -save FILE
    	after every move (and undo and redo), write the game's record to FILE
  -load FILE
    	resume the game recorded in FILE; its options and seed come from the file
`)
}

// session drives one game: it reads lines, passes moves to the view, and
// answers the terminal's own commands.
type session struct {
	m    *record.Match
	v    view
	save string // the -save file, or ""
}

func (s *session) run(in io.Reader, out io.Writer) error {
	w := bufio.NewWriter(out)
	defer w.Flush()
	s.v.start(w)
	r := bufio.NewReader(in)
	for w.Flush() == nil {
		text, err := r.ReadString('\n') // any length: a long line is just refused
		switch line := strings.TrimSpace(text); {
		case line == "x" || line == "X":
			s.v.quit(w)
			return nil
		case line != "":
			s.line(line, w)
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

// line plays one line: a command of the terminal's, or a move.
func (s *session) line(line string, w io.Writer) {
	switch strings.ToLower(line) {
	case "undo":
		if s.v.cancel() {
			s.v.show(w)
			return
		}
		if err := s.m.Undo(); err != nil {
			fmt.Fprintf(w, "error: %v\n", err)
			return
		}
		s.v.show(w)
		s.write(w)
	case "redo":
		if err := s.m.Redo(); err != nil {
			fmt.Fprintf(w, "error: %v\n", err)
			s.v.ask(w)
			return
		}
		s.v.cancel()
		s.v.show(w)
		s.write(w)
	case "help":
		help(w, s.m.Options().Game())
		s.v.ask(w)
	default:
		if s.v.play(line, w) {
			s.write(w)
		}
	}
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
  undo   take back the last move (in Can't Stop a roll goes with its dice)
  redo   play again the move taken back
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
