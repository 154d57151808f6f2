package entry

import (
	"testing"

	"parlor/game/gametest"
	"parlor/game/yote"
)

// jumpy is a game of Yote in which X may jump 6 over 7 to 8.
var jumpy = []string{"p 6", "p 19", "p 3", "p 17", "p 10", "p 18", "p 15", "p 16", "p 20", "m 17 12", "p 11", "m 12 7"}

// TestLabelsAreThingsToDo checks the words of Yote's move buttons on real
// positions: placing, sliding, jumping with the stone taken after, and
// the jump that ends the game.
func TestLabelsAreThingsToDo(t *testing.T) {
	cases := []struct {
		name       string
		lines      []string
		move, want string
	}{
		{"a placement", nil, "p 7", "Place on 7"},
		{"a slide", []string{"p 7", "p 20"}, "m 7 8", "Move 7 to 8"},
		{"a jump and a stone taken", jumpy, "m 6 8 16", "Jump 6 to 8, take 7 and 16"},
		{"the jump that wins", append(jumpy, "m 3 8", "p 12", "p 14", "m 7 2", "p 17", "m 2 1", "m 11 13 1", "m 19 9 15",
			"m 17 19 16", "p 7", "p 11", "p 14", "m 13 12", "p 5", "m 19 18", "m 5 15 8", "p 3", "m 7 17 18", "m 20 10 14",
			"p 15", "p 5", "p 2", "p 18", "p 7", "m 3 1 9", "m 17 19 10", "m 5 4", "p 12", "m 11 13 19", "m 7 12"),
			"m 13 11 15", "Jump 13 to 11, take 12 and 15, and win: O has no pieces left"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := yote.New(yote.Rows)
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

// TestLabelsDistinct checks that each legal move of random games, on
// both boards, has a label of its own.
func TestLabelsDistinct(t *testing.T) {
	for seed := range uint64(4) {
		rows := yote.Rows
		if seed%2 == 1 {
			rows = yote.BigRows
		}
		g, _ := yote.New(rows)
		gametest.LabelsDistinct(t, Game.Label, g, seed, 500)
	}
}
