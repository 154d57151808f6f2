package mergers

import (
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

func FuzzAdvanced(f *testing.F) {
	gametest.FuzzLines(f, func() game.State { g, _ := New(Options{Mode: Advanced, Players: 3}); return g },
		"A1\nbuy\nA2\nbuy A 3", "buy A 9\nZ9\nC0\nbuy #\ndraw A1", "C3\nbuy A 1, B 1, C 1")
}

func FuzzSimple(f *testing.F) {
	gametest.FuzzLines(f, func() game.State { g, _ := New(Options{Mode: Simple, Players: 2}); return g },
		"C3\nC4\nC5", "A1\nA1\nI12\nJ1")
}
