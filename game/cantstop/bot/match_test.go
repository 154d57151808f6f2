package bot_test

import (
	"testing"

	"parlor/game/games"
	"parlor/game/record"
)

// start is a match of the game in options text, after the moves given.
func start(t *testing.T, text string, seed uint64, moves ...string) *record.Match {
	t.Helper()
	o, err := games.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.PlayText(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	return m
}
