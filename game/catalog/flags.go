package catalog

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// Flags are a game's options as command-line flags (-houses 6), as the
// terminal and the arena take them.
type Flags struct {
	game   *Game
	set    *flag.FlagSet
	values []*string
}

// Flags defines a flag on fs for each of g's options.
func (g *Game) Flags(fs *flag.FlagSet) *Flags {
	f := &Flags{game: g, set: fs, values: make([]*string, len(g.Params))}
	for i, p := range g.Params {
		f.values[i] = fs.String(p.Name, p.Default, p.Help)
	}
	return f
}

// Parse parses args on the flag set, as the game's flags for mode (the
// command, "-text"): -h writes usage to out and returns flag.ErrHelp; a
// mistake is an error that says how to list the options, and an argument
// left over is refused.
func (f *Flags) Parse(args []string, mode string, out io.Writer, usage func(w io.Writer, g *Game)) error {
	if err := f.set.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			usage(out, f.game)
			return err
		}
		return fmt.Errorf("%v (parlor %s %s -h lists the options)", err, mode, f.game.ID)
	}
	if f.set.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q", f.set.Arg(0))
	}
	return nil
}

// Given lists the options given on the command line, once it is parsed.
func (f *Flags) Given() []string {
	var names []string
	f.set.Visit(func(fl *flag.Flag) {
		if _, ok := f.game.Param(fl.Name); ok {
			names = append(names, fl.Name)
		}
	})
	return names
}

// Options are the game's defaults with the options given on the command
// line, once it is parsed. A choice may be given in any case ("Classic").
func (f *Flags) Options() (Options, error) {
	o := f.game.Defaults()
	for _, name := range f.Given() {
		v := *f.values[f.game.index(name)]
		n, err := o.With(name, v)
		if err != nil && strings.ToLower(v) != v {
			if n2, lerr := o.With(name, strings.ToLower(v)); lerr == nil {
				n, err = n2, nil
			}
		}
		if err != nil {
			return Options{}, err
		}
		o = n
	}
	return o, nil
}

// WriteUsage writes a line or two for each of the game's option flags, in
// the form of the flag package's defaults.
func (g *Game) WriteUsage(w io.Writer) {
	for _, p := range g.Params {
		arg, help := "N", fmt.Sprintf("%s: %d to %d", p.Help, p.Min, p.Max)
		if p.Choices != nil {
			arg, help = strings.Join(p.Choices, "|"), p.Help
		}
		fmt.Fprintf(w, "  -%s %s\n    \t%s (default %s)\n", p.Name, arg, help, p.Default)
	}
}
