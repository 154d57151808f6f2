package arena

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"parlor/game/catalog"
	"parlor/game/games"
)

// Default levels of a run from the command line: the middle level against
// the weakest, quick enough to run at once on any game.
const (
	DefaultA = "medium"
	DefaultB = "easy"
)

// DefaultDrawAfter is the plies after which the command stops a game and
// counts it a draw: far past any real game's end, for two Yote players
// who move to and fro for ever.
const DefaultDrawAfter = 2000

// Command runs `parlor -arena GAME [options]`: args are the game's options
// as flags (as the terminal takes them), -a and -b the levels, -games,
// -seed, -workers and -v. It writes the report to out (with -v, a line a
// game before it). Bad flags are an error that says why; with -h it writes
// the options to out and returns flag.ErrHelp.
func Command(name string, args []string, out io.Writer) error {
	g, err := games.Lookup(name)
	if err != nil {
		return err
	}
	flags := flag.NewFlagSet("parlor -arena "+g.ID, flag.ContinueOnError)
	flags.SetOutput(io.Discard)
	flags.Usage = func() {}
	opts := g.Flags(flags)
	a := flags.String("a", DefaultA, "the level under test")
	b := flags.String("b", DefaultB, "its opponent")
	count := flags.Int("games", 100, "the number of games")
	seed := flags.Uint64("seed", 1, "the seed of the run")
	workers := flags.Int("workers", 0, "games played at once")
	verbose := flags.Bool("v", false, "a line a game")
	duplicate := flags.Bool("duplicate", false, "duplicate games: each deal of the dice or tiles played once with a in every seat")
	drawAfter := flags.Int("draw-after", DefaultDrawAfter, "a game still going after this many plies is stopped and counted a draw")
	solitaire := flags.Bool("solitaire", false, "-a plays alone; the report is the turns it takes to win")
	if err := opts.Parse(args, "-arena", out, usage); err != nil {
		return err
	}
	o, err := opts.Options()
	if err != nil {
		return err
	}
	if _, err := o.New(); err != nil {
		return err
	}
	if *drawAfter < 1 {
		return fmt.Errorf("-draw-after must be 1 or more, not %d", *drawAfter)
	}
	c := Config{Options: o, Games: *count, Seed: *seed, Workers: *workers, DrawAfter: *drawAfter, Duplicate: *duplicate}
	for _, s := range []struct {
		flag, name string
		side       *Side
	}{{"a", *a, &c.A}, {"b", *b, &c.B}} {
		l, ok := o.Level(s.name)
		if !ok {
			return fmt.Errorf("-%s %s: %s has no such level: choose %s", s.flag, s.name, g.Title, o.LevelNames())
		}
		*s.side = Level(l)
	}
	if *count < 1 || *count > MaxGames {
		return fmt.Errorf("-games must be from 1 to %d, not %d", MaxGames, *count)
	}
	if *workers < 0 {
		return fmt.Errorf("-workers must be 0 (all cores) or more, not %d", *workers)
	}
	if *solitaire {
		if g.Solitaire == nil {
			return fmt.Errorf("-solitaire is for %s only", solitaireTitles())
		}
		r, err := Solitaire(c.A, o, *count, *seed, *workers)
		if err != nil {
			return err
		}
		fmt.Fprint(out, r)
		return nil
	}
	if *verbose {
		c.Each = func(r GameResult) { fmt.Fprintln(out, r.Line(o)) }
	}
	r, err := Run(c)
	if err != nil {
		return err
	}
	fmt.Fprint(out, r)
	return nil
}

// usage writes the arena's options for game g.
func usage(w io.Writer, g *catalog.Game) {
	fmt.Fprintf(w, "usage: parlor -arena %s [options]\n\n", g.ID)
	fmt.Fprintf(w, "Plays games of %s between two computer levels, a and b, and prints\nhow a fared: wins, draws and losses with a 95%% interval, the mean length\nof a game and the mean think time per move. Seats alternate; in games of\nmore than two players a plays one seat and b every other.\n\noptions:\n", g.Title)
	g.WriteUsage(w)
	fmt.Fprintf(w, `  -a LEVEL
    	the level under test: %[1]s (default %[2]s)
  -b LEVEL
    	its opponent (default %[3]s)
  -games N
    	the number of games (default 100)
  -seed N
    	the seed of the run: game i draws its dice and tiles from seed+i (default 1)
  -workers N
    	games played at once; 0 means one per core (default 0)
  -duplicate
    	duplicate games: games n·k to n·k+n−1 (n seats) all draw their dice and tiles from seed+k, a in each seat in turn, so luck falls to every seat alike (use a multiple of n games)
  -draw-after N
    	a game still going after N plies (moves and chance events) is stopped and counted a draw (default %[4]d)
  -v
    	print a line for every game
`, g.LevelNames(), DefaultA, DefaultB, DefaultDrawAfter)
	if g.Solitaire != nil {
		fmt.Fprintf(w, `  -solitaire
    	a plays alone, and the report is the mean number of turns it takes to %s
`, g.Solitaire.Goal)
	}
}

// solitaireTitles names the games one player can play alone: "Can't Stop".
func solitaireTitles() string {
	var ts []string
	for _, g := range games.All() {
		if g.Solitaire != nil {
			ts = append(ts, g.Title)
		}
	}
	return strings.Join(ts, " and ")
}
