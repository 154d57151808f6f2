package entry

import (
	"testing"

	"parlor/game/connectfour"
	"parlor/game/gametest"
)

// TestLabelsAreThingsToDo checks the words of Connect Four's move buttons
// on real positions: a drop, drops that widen or heighten the growing
// board (several columns may heighten it alike: each says its column),
// and the drop that wins; and the log's words for the same moves.
func TestLabelsAreThingsToDo(t *testing.T) {
	five := []string{"p1 0", "p2 1", "p1 0", "p2 1", "p1 2", "p2 0", "p1 1", "p2 0", "p1 1", "p2 0", "p1 1"} // columns 0 and 1 full
	cases := []struct {
		name       string
		rules      connectfour.Rules
		lines      []string
		move, want string
		said       string // the log's words, Describe's
	}{
		{"a drop", connectfour.Growing, nil, "p1 3", "Drop into column 3", "Red drops into column 3"},
		{"a drop that widens", connectfour.Growing, nil, "p1 5", "Drop into column 5, widening the board to 6 columns", "Red widens the board to 6 columns"},
		{"a drop that heightens and wins", connectfour.Growing, five, "p2 0", "Drop into column 0, growing the board to 6 rows and win", "Yellow grows the board to 6 rows, wins"},
		{"another that heightens", connectfour.Growing, five, "p2 1", "Drop into column 1, growing the board to 6 rows", "Yellow grows the board to 6 rows"},
		{"the drop that wins", connectfour.Classic, []string{"p1 0", "p2 1", "p1 0", "p2 1", "p1 0", "p2 1"}, "p1 0", "Drop into column 0 and win", "Red drops into column 0, wins"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := connectfour.New(connectfour.Options{Rules: c.rules})
			if err != nil {
				t.Fatal(err)
			}
			gametest.Play(t, g, c.lines...)
			if got := gametest.LabelOf(t, Game.Label, g, c.move); got != c.want {
				t.Errorf("%s: label %q, want %q\n%s", c.move, got, c.want, g)
			}
			m, err := g.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			after := g.Clone()
			if err := after.Play(m); err != nil {
				t.Fatal(err)
			}
			if got := Game.Describe(g, m, after); got != c.said {
				t.Errorf("%s: described as %q, want %q\n%s", c.move, got, c.said, g)
			}
		})
	}
}

// TestLabelsDistinct checks that each legal move of random games, growing
// and classic, has a label of its own.
func TestLabelsDistinct(t *testing.T) {
	for seed := range uint64(4) {
		g, _ := connectfour.New(connectfour.Options{Rules: connectfour.Rules(seed % 2), MaxRows: 8, MaxCols: 8})
		gametest.LabelsDistinct(t, Game.Label, g, seed, 500)
	}
}
