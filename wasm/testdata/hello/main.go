//go:build js

// Hello is Ebitengine's hello world, the yardstick of the page's start-up
// (TestBrowser's startup subtest, with -browser.long): it draws its text
// and marks its first frame as Parlor does.
package main

import (
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"
)

type game struct{ frames int }

func (g *game) Update() error { return nil }

func (g *game) Draw(screen *ebiten.Image) {
	ebitenutil.DebugPrint(screen, "Hello, World!")
	if g.frames == 0 {
		js.Global().Get("performance").Call("mark", "parlor:drawn")
	}
	g.frames++
}

func (g *game) Layout(w, h int) (int, int) { return w, h }

func main() {
	if err := ebiten.RunGame(&game{}); err != nil {
		panic(err)
	}
}
