package yote

import (
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

func FuzzPlay(f *testing.F) {
	gametest.FuzzLines(f, func() game.State { g, _ := New(Rows); return g },
		"p 7\np 8\np 14\np 2\nm 7 9 2", "p 0\np 21\nm 1 2 3 4\nm -1 99", "p 7\np 2\np 12\nm 2 3\nm 7 2")
}
