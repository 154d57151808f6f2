// Parlor is a collection of classic board games. The same program opens a
// desktop window, runs in the browser as WebAssembly, and, with -text GAME,
// plays in a terminal.
//
//	parlor                          open the window (or the page)
//	parlor -text connectfour        play in the terminal
//	parlor -text connectfour -rules classic
package main

import (
	"fmt"
	"image"
	"io"
	"os"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/assets"
	"parlor/game/term"
	"parlor/scenes"
)

func main() {
	if err := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "parlor:", err)
		os.Exit(2)
	}
}

// run starts the terminal mode when args ask for it, and the window otherwise.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		name, rest, ok := textArgs(args)
		if !ok {
			fmt.Fprintf(stderr, "usage: parlor [-text GAME [options]]\ngames: %s\n", term.Names())
			return fmt.Errorf("unexpected arguments %q", strings.Join(args, " "))
		}
		return term.Run(name, rest, stdin, stdout)
	}
	app, err := scenes.NewApp()
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle("Parlor")
	if icon, err := assets.Icon(); err == nil {
		ebiten.SetWindowIcon([]image.Image{icon})
	}
	ebiten.SetWindowSize(1100, 760)
	ebiten.SetWindowSizeLimits(480, 400, -1, -1)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	return ebiten.RunGame(app)
}

// textArgs splits "-text GAME options…" (or --text, -text=GAME) into the
// game's name and its options.
func textArgs(args []string) (name string, rest []string, ok bool) {
	switch a := args[0]; {
	case a == "-text" || a == "--text":
		if len(args) < 2 {
			return "", nil, false
		}
		return args[1], args[2:], true
	case strings.HasPrefix(a, "-text=") || strings.HasPrefix(a, "--text="):
		return a[strings.Index(a, "=")+1:], args[1:], true
	}
	return "", nil, false
}
