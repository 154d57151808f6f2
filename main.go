// Parlor is a collection of classic board games. The same program opens a
// desktop window and runs in the browser as WebAssembly; natively, with a
// mode flag, it works in the terminal instead: -text GAME plays a game
// there (on this machine, or with -online on a game server), -join,
// -quick, -lobby, -profile and -friends meet the game server's players, -verify and
// -review read a recorded game, -arena GAME sets computer levels against
// each other and -solve GAME runs a game's exact solver (cli.go; the
// browser build has none of them).
//
//	parlor                          open the window (or the page)
//	parlor -open LINK               open the window at the game a share link carries
//	parlor -server URL              open the window with Play online on that game server
//	parlor -text connectfour        play in the terminal
//	parlor -text connectfour -rules classic
//	parlor -text kalah -ai 2=hard   play South against the computer at Hard
//	parlor -text kalah -save k.txt  save the record after every move
//	parlor -text kalah -load k.txt  resume it
//	parlor -text kalah -online http://127.0.0.1:8080/
//	                                play on the game server of go run ./wasm; prints invite links
//	parlor -text kalah -online http://127.0.0.1:8080/ -clock 5+3
//	                                the same with a clock: 5 minutes each, 3 seconds more a
//	                                move (-days 3: three days a move); printed after each board
//	parlor -join LINK               take an invited seat, come back to yours, or watch
//	parlor -quick connectfour -rules classic -online http://127.0.0.1:8080/ -rated
//	                                be paired with another player for a rated game
//	parlor -lobby http://127.0.0.1:8080/
//	                                the open tables of the server's lobby (-game ID: one game's)
//	parlor -profile http://127.0.0.1:8080/
//	                                your profile there: its ratings; with
//	                                -leaders FAMILY, a leaderboard
//	parlor -friends http://127.0.0.1:8080/
//	                                whom your profile there follows: online or not, and playing what
//	parlor -verify FILE -commitment HEX -salt HEX
//	                                check a game played online: its seed, dice, tiles,
//	                                moves and result
//	parlor -review FILE             review a recorded game: each move's value, the
//	                                mistakes with the best move, each player's accuracy
//	parlor -arena kalah -a hard -b medium -games 200
//	                                how often Hard beats Medium
//	echo 4453 | parlor -solve connectfour
//	                                the exact score of a classic position
//	parlor -solve kalah -houses 4 -seeds 3
//	                                the value of Kalah(4,3) and its first moves
//	parlor -h                       the usage; parlor -text GAME -h, GAME's options;
//	                                parlor -arena GAME -h, the arena's
//	parlor -version                 the build's version
package main

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/assets"
	"parlor/game/games"
	"parlor/game/version"
	"parlor/scenes"
	"parlor/scenes/perf"
)

func main() {
	perf.Mark("main") // the runtime has started and every package is initialised
	if err := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr); err != nil {
		var quiet interface{ ExitCode() int } // said already: term.ExitStatus
		if errors.As(err, &quiet) {
			os.Exit(quiet.ExitCode())
		}
		fmt.Fprintln(os.Stderr, "parlor:", err)
		os.Exit(2)
	}
}

// run starts the terminal mode when args ask for it, and the window otherwise.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	cfg, window := windowArgs(args)
	if window {
		args = nil
	}
	if len(args) == 1 && (args[0] == "-version" || args[0] == "--version") {
		fmt.Fprintln(stdout, "parlor", version.String())
		return nil
	}
	if len(args) > 0 {
		if isHelp(args[0]) {
			usage(stdout)
			return nil
		}
		mode, name, rest, ok := modeArgs(args)
		switch {
		case !ok:
			usage(stderr)
			return fmt.Errorf("unexpected arguments %q", strings.Join(args, " "))
		case isHelp(name):
			usage(stdout)
			return nil
		}
		err := command(mode, name, rest, stdin, stdout)
		if errors.Is(err, flag.ErrHelp) { // -text GAME -h: its options are printed
			return nil
		}
		return err
	}
	cfg.Sound = true
	app, err := scenes.NewApp(cfg)
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle("Parlor")
	if runtime.GOOS != "js" { // the page has its own icons
		if icon, err := assets.Icon(); err == nil {
			ebiten.SetWindowIcon([]image.Image{icon})
		}
	}
	ebiten.SetWindowSize(1100, 760)
	ebiten.SetWindowSizeLimits(480, 400, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	perf.Mark("run")
	return ebiten.RunGame(app)
}

// windowArgs reads the window's arguments, -open LINK and -server URL,
// when they are all that args holds.
func windowArgs(args []string) (scenes.Config, bool) {
	var cfg scenes.Config
	if len(args)%2 != 0 {
		return cfg, false
	}
	for i := 0; i < len(args); i += 2 {
		switch args[i] {
		case "-open", "--open":
			cfg.Link = args[i+1]
		case "-server", "--server":
			cfg.Server = args[i+1]
		default:
			return scenes.Config{}, false
		}
	}
	return cfg, true
}

// modeArgs splits "-text GAME options…", "-arena GAME options…", "-solve
// GAME options…", "-join LINK options…", "-verify FILE options…",
// "-review FILE", "-quick GAME options…", "-lobby URL options…",
// "-profile URL options…", "-friends URL" or "-challenge NAME GAME
// options…" (or --text, -text=GAME and
// the like) into the
// mode, the game's name (or the link, the file, the site) and its options.
func modeArgs(args []string) (mode, name string, rest []string, ok bool) {
	for _, mode := range []string{"text", "arena", "solve", "join", "verify", "review", "quick", "lobby", "profile", "friends", "challenge"} {
		switch a := args[0]; {
		case a == "-"+mode || a == "--"+mode:
			if len(args) < 2 {
				return "", "", nil, false
			}
			return mode, args[1], args[2:], true
		case strings.HasPrefix(a, "-"+mode+"=") || strings.HasPrefix(a, "--"+mode+"="):
			return mode, a[strings.Index(a, "=")+1:], args[1:], true
		}
	}
	return "", "", nil, false
}

// isHelp reports whether arg asks for the usage.
func isHelp(arg string) bool {
	switch arg {
	case "-h", "-help", "--h", "--help":
		return true
	}
	return false
}

// usage writes how to run parlor and the games it plays.
func usage(w io.Writer) {
	fmt.Fprint(w, `usage:
  parlor                        open the window
  parlor -open LINK             open the window at the game a share link carries
  parlor -server URL            open the window; Play online meets players on the
                                game server at URL (else $PARLOR_URL, else
                                http://127.0.0.1:8080/)
  parlor -text GAME [options]   play GAME in the terminal, one move a line
  parlor -text GAME -h          list GAME's options
  parlor -arena GAME [options]  play computer levels against each other: how
                                often -a LEVEL beats -b LEVEL over -games N
  parlor -arena GAME -h         list the arena's options for GAME
  parlor -solve connectfour     read classic positions, one a line (the columns
                                played from 1, like 4453), and print
                                <moves> <score> <positions searched> <microseconds>
  parlor -solve kalah [-houses H -seeds S | -load FILE]
                                the exact value of a Kalah board (or a saved
                                game) and of each first move
  parlor -text GAME -online URL play GAME on the game server of the site at URL
                                (go run ./wasm serves one); prints the links
                                that invite the other players and let others watch
  parlor -text GAME -online URL -clock MIN+SEC | -days N
                                the same with a clock the server keeps: MIN
                                minutes each and SEC seconds more a move
                                (-clock 5+3, -clock 1/2+0), or N days a move
                                (-days 3); the clocks print after each board
  parlor -join LINK [-name NAME]
                                take the seat a link invites you to, come back
                                to yours, or watch, from a link -online printed
  parlor -quick GAME -online URL [-rated] [-any] [-name NAME] [options]
                                be paired by the server at URL with another
                                player who asks for GAME, and play; signs in
                                with the profile this device keeps for that
                                server, or makes one (parlor -quick GAME -h);
                                -clock MIN+SEC or -days N asks for a clock
  parlor -lobby URL [-game ID]  list the open tables of the server's lobby
  parlor -profile URL [-leaders FAMILY]
                                print this device's profile on the server at
                                URL and its ratings, or a family's leaderboard
  parlor -friends URL           list the profiles this device's profile on the
                                server at URL follows, online or not, and the
                                games they play, with the links that watch them
  parlor -challenge NAME GAME -online URL [-rated] [options]
                                challenge NAME, whom this device's profile on
                                the server at URL follows, to GAME; wait for her
                                answer, and play if she accepts
  parlor -verify FILE -commitment HEX -salt HEX
                                check the record of a game played online, as
                                its server sent it at the end: the seed and
                                salt against the commitment made at the start,
                                every move, every die and tile, and the result
  parlor -review FILE           review a recorded game: each move's value, the
                                inaccuracies, mistakes and blunders with the
                                best move, and each player's accuracy
  parlor -version               print the build's version
  parlor -h                     print this help

Every game takes -seed N (the dice and the pile), -save FILE (write the
record after every move) and -load FILE (resume a recorded game; every die
and tile in it must be the one its seed draws), and
-ai SEAT=LEVEL (the computer plays seat SEAT, from 1, at LEVEL: easy, medium
or hard; repeatable) with -ai-seed N. In a game, undo, redo, hint, analyze,
help and x (exit) are understood at any time.

games:
`)
	for _, g := range games.All() {
		fmt.Fprintf(w, "  %-13s %s\n", g.ID, g.Title)
	}
}
