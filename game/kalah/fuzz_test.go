package kalah

import (
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

func FuzzPlay(f *testing.F) {
	gametest.FuzzLines(f, func() game.State { g, _ := New(6, 4); return g },
		"S4\nS1\nN1\nS2", "3\n0\n7\nN0\nS-1\nx9", "S6\nN6\nS5\nN5\nS4\nN4")
}
