package connectfour

import (
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

func FuzzPlay(f *testing.F) {
	gametest.FuzzLines(f, func() game.State { g, _ := New(Options{}); return g },
		"p1 0\np2 0\np1 1\np2 1\np1 2\np2 2\np1 3", "p1 15\np2 16\np1 -1\np2 x", "p1 1\np1 1\n\np3 2")
}
