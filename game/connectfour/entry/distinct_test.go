package entry

import (
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

// labelsDistinct plays a random game from s and checks that every legal
// move of each position a player decides gets a label of its own from
// Game.Label, none empty.
func labelsDistinct(t *testing.T, s game.State, seed uint64) {
	t.Helper()
	gametest.LabelsDistinct(t, Game.Label, s, seed, 500)
}

// labelOf is Game.Label of the move line reads as in s.
func labelOf(t *testing.T, s game.State, line string) string {
	t.Helper()
	m, err := s.ParseMove(line)
	if err != nil {
		t.Fatal(err)
	}
	return Game.Label(s, m)
}
