package term

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/clock"
	"parlor/game/games"
	"parlor/game/record"
	"parlor/game/term/view"
)

// setUp reads the flags of game g from args and starts the match they
// describe, or loads the one in the -load file, with the seats the
// computer plays.
func setUp(views view.Views, g *catalog.Game, args []string, out io.Writer) (*session, error) {
	m, save, a, err := match(g, args, out)
	if err != nil {
		return nil, err
	}
	levels, err := computers(m.Options(), m.Options().Seats(), a.flags)
	if err != nil {
		return nil, err
	}
	v, err := views.New(g, m)
	if err != nil {
		return nil, err
	}
	return &session{m: m, v: v, views: views, save: save, levels: levels, aiSeed: a.seed, online: a.online, seat: a.seat, name: a.name, clock: a.clock}, nil
}

// aiArgs are the -ai and -ai-seed flags, and -online, -seat, -name,
// -clock and -days.
type aiArgs struct {
	flags  aiFlags
	seed   uint64
	online string        // the site whose server hosts the game, or ""
	seat   int           // the seat played online, from 1
	name   string        // what the player goes by online
	clock  clock.Control // the game's clock online (-clock, -days)
}

// match reads the flags of game g from args and starts the match they
// describe, or loads the one in the -load file; save is the -save file,
// and a the computer's flags.
func match(g *catalog.Game, args []string, out io.Writer) (m *record.Match, save string, a aiArgs, err error) {
	flags := flag.NewFlagSet("parlor -text "+g.ID, flag.ContinueOnError)
	flags.SetOutput(io.Discard)
	flags.Usage = func() {} // -h is answered below; a mistake, in the error
	opts := g.Flags(flags)
	seed := flags.Uint64("seed", 1, "the seed of the dice and the pile")
	flags.StringVar(&save, "save", "", "write the record to FILE after every move")
	load := flags.String("load", "", "resume the game recorded in FILE")
	flags.Var(&a.flags, "ai", "the computer plays seat SEAT at LEVEL")
	flags.Uint64Var(&a.seed, "ai-seed", 1, "the seed of the computer's choices")
	flags.StringVar(&a.online, "online", "", "play on the game server of the site at URL")
	flags.IntVar(&a.seat, "seat", 1, "the seat you play online")
	flags.StringVar(&a.name, "name", "", "the name you go by online")
	var cf clockFlags
	cf.register(flags)
	if err := opts.Parse(args, "-text", out, usage); err != nil {
		return nil, "", a, err
	}
	set := map[string]bool{}
	flags.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if a.online != "" {
		for _, f := range []string{"seed", "save", "load", "ai-seed"} {
			if set[f] {
				return nil, "", a, fmt.Errorf("-%s cannot be given with -online: the game server keeps the game and draws its dice", f)
			}
		}
	} else if set["seat"] || set["name"] {
		return nil, "", a, errors.New("-seat and -name go with -online")
	} else if set["clock"] || set["days"] {
		return nil, "", a, errClockOffline
	}
	if a.clock, err = cf.control(set); err != nil {
		return nil, "", a, err
	}

	if *load != "" {
		if given := opts.Given(); len(given) > 0 {
			return nil, "", a, fmt.Errorf("-%s cannot be given with -load: the game's options come from the record", given[0])
		}
		if set["seed"] {
			return nil, "", a, errors.New("-seed cannot be given with -load: the seed comes from the record")
		}
		m, err := loadFile(*load)
		if err != nil {
			return nil, "", a, err
		}
		if got := m.Options().Game(); got != g {
			return nil, "", a, fmt.Errorf("%s is a record of %s, not %s: play it with -text %s", *load, got.Title, g.Title, got.ID)
		}
		if m.IsMirror() && m.State().Turn() == game.Chance {
			// A record copied during a game online, cut where the dice
			// or the tiles are due: only the server could draw them.
			return nil, "", a, fmt.Errorf("%s: %w", *load, record.ErrSecretSeed)
		}
		return m, save, a, nil
	}

	o, err := opts.Options()
	if err != nil {
		return nil, "", a, err
	}
	m, err = record.New(o, *seed)
	if err != nil {
		return nil, "", a, err
	}
	return m, save, a, nil
}

// loadFile reads and replays the record in file.
func loadFile(file string) (*record.Match, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, FileError(file, err)
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, record.MaxText+1))
	if err != nil {
		return nil, FileError(file, err)
	}
	if len(b) > record.MaxText {
		return nil, fmt.Errorf("%s: too long for a record: more than %d bytes", file, record.MaxText)
	}
	m, err := record.Load(games.All(), string(b))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return m, nil
}

// usage writes the terminal's options for game g.
func usage(w io.Writer, g *catalog.Game) {
	fmt.Fprintf(w, "usage: parlor -text %s [options]\n\n", g.ID)
	fmt.Fprintf(w, "Plays %s in the terminal, one move a line; undo, redo, help and x are\nunderstood at any time.\n\noptions:\n", g.Title)
	g.WriteUsage(w)
	fmt.Fprintf(w, `  -seed N
    	the seed of the dice and the pile: the same seed, the same draws (default 1)
  -save FILE
    	after every move (and undo and redo), write the game's record to FILE
  -load FILE
    	resume the game recorded in FILE; its options and seed come from the file,
    	and every die and tile in it must be the one its seed draws
  -ai SEAT=LEVEL
    	the computer plays seat SEAT at LEVEL: %s;
    	seats count from 1 in turn order (%s);
    	repeat the flag for more seats, or give every seat to watch a game
  -ai-seed N
    	the seed of the computer's choices: the same seed, the same game (default 1)
  -online URL
    	play on the game server of the Parlor site at URL (go run ./wasm serves
    	one): it prints an invite link for each seat neither you nor -ai take,
    	for a friend to take with parlor -join LINK, and a link to watch
  -seat N
    	with -online, the seat you play (default 1)
  -name NAME
    	with -online, the name the other players see (default: your seat's)
  -clock MIN+SEC
    	with -online, a real-time clock: MIN minutes for the game (1/4, 1/2, 1,
    	2, 3, 5, 10, 15 or 30) and SEC seconds more after each move (0 to 30),
    	as in -clock 5+3; the server keeps the time, and a player whose time
    	runs out loses (in a game of three or more, the computer plays on)
  -days N
    	with -online, a correspondence clock: N days a move (1, 2, 3, 5 or 7)
`, g.LevelNames(), seatExamples(g))
}

// seatExamples writes the seats of g's default game as the usage shows
// them: "1 South, 2 North"; "…" follows if another option adds seats.
func seatExamples(g *catalog.Game) string {
	var s []string
	for i, name := range g.Defaults().Seats() {
		s = append(s, fmt.Sprintf("%d %s", i+1, name))
	}
	if _, ok := g.ParamFor(catalog.PlayerCount); ok {
		s = append(s, "…")
	}
	return strings.Join(s, ", ")
}

// FileError is err, met opening or reading file, in the words of the
// terminal's refusals: "FILE: why" ("games/a.txt: no such file or
// directory"), not the system call's "open games/a.txt: ...".
func FileError(file string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %w", file, pe.Err)
	}
	return fmt.Errorf("%s: %w", file, err)
}
