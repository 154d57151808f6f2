//go:build js

// Hello is Ebitengine's hello world, the yardstick of the page's start-up
// (TestBrowser's startup subtest, with -browser.long): it draws its text
// and sets the marks Parlor sets for its start-up (main, update, drawn).
package main

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"
)

type game struct{ frames, updates int }

func mark(name string) { js.Global().Get("performance").Call("mark", "parlor:"+name) }

func (g *game) Update() error {
	if g.updates == 0 {
		mark("update")
	}
	g.updates++
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	ebitenutil.DebugPrint(screen, "Hello, World!")
	if g.frames == 0 {
		mark("drawn")
	}
	g.frames++
}

func (g *game) Layout(w, h int) (int, int) { return w, h }

func main() {
	mark("main")
	if err := ebiten.RunGame(&game{}); err != nil {
		panic(err)
	}
}
