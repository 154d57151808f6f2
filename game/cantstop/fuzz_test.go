package cantstop

import (
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

func FuzzPlay(f *testing.F) {
	gametest.FuzzLines(f, func() game.State { g, _ := New(3); return g },
		"r\n1\nr\n2\ns", "s\n9\nr\ndice 1 2 3 4\n0\n-1", "r\n7 and 7\nr\nonly 5\nstop")
}
