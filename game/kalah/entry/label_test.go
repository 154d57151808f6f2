package entry

import (
	"testing"

	"parlor/game/gametest"
	"parlor/game/kalah"
)

// TestLabelsAreThingsToDo checks the words of Kalah's move buttons on real
// positions: a plain sowing, one that plays again, a capture, and a
// capture that wins.
func TestLabelsAreThingsToDo(t *testing.T) {
	cases := []struct {
		name          string
		houses, seeds int
		lines         []string
		move, want    string
	}{
		{"a sowing", 6, 4, nil, "S3", "Sow S3"},
		{"into the store: again", 6, 4, nil, "S4", "Sow S4, play again"},
		{"North's sowing", 6, 4, []string{"S1"}, "N2", "Sow N2"},
		{"a capture", 3, 2, []string{"S2", "S1", "N3", "N1", "S2", "N2", "S3"}, "N3", "Sow N3, capture 3"},
		{"a capture that wins", 3, 2, []string{"S2", "S1", "N3", "N1", "S2", "N2", "S3", "N1"}, "N3", "Sow N3, capture 3 and win 7–5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := kalah.New(c.houses, c.seeds)
			if err != nil {
				t.Fatal(err)
			}
			gametest.Play(t, g, c.lines...)
			if got := gametest.LabelOf(t, Game.Label, g, c.move); got != c.want {
				t.Errorf("%s: label %q, want %q\n%s", c.move, got, c.want, g)
			}
		})
	}
}

// TestLabelsDistinct checks that each legal move of random games has a
// label of its own.
func TestLabelsDistinct(t *testing.T) {
	for seed := range uint64(4) {
		g, _ := kalah.New(3+int(seed), 4)
		gametest.LabelsDistinct(t, Game.Label, g, seed, 500)
	}
}
