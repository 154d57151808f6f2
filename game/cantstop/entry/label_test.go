package entry

import (
	"slices"
	"testing"

	"parlor/game"
	"parlor/game/cantstop"
	"parlor/game/gametest"
)

// labels are the labels of every legal move of s, in Legal's order.
func labels(s game.State) []string {
	var ls []string
	for _, m := range s.Legal() {
		ls = append(ls, Game.Label(s, m))
	}
	return ls
}

// TestLabelsAreThingsToDo checks the words of Can't Stop's move buttons on
// real positions: rolling, each choice of a roll, stopping, and stopping
// to win columns and the game.
func TestLabelsAreThingsToDo(t *testing.T) {
	cases := []struct {
		name  string
		lines []string
		want  []string
	}{
		{"first roll", nil, []string{"Roll the dice"}},
		{"the choices of a roll", []string{"r", "dice 1 3 5 6"}, []string{"Take 4 and 11", "Take 6 and 9", "Take 7 and 8"}},
		{"one tower left", []string{"r", "dice 1 3 5 6", "4 and 11", "r", "dice 1 2 3 4"},
			[]string{"Take 3", "Take 4 and 6", "Take 5 twice", "Take 7"}},
		{"roll again or stop", []string{"r", "dice 1 3 5 6", "4 and 11"}, []string{"Roll the dice", "Stop and keep your progress"}},
		{"a stop that wins a column", []string{"r", "dice 1 1 1 1", "2 twice", "r", "dice 1 1 1 1", "1"},
			[]string{"Roll the dice", "Stop and keep your progress, winning column 2"}},
		{"a stop that wins two columns", []string{"r", "dice 1 1 1 1", "2 twice", "r", "dice 1 1 1 1", "1",
			"r", "dice 6 6 6 6", "12 twice", "r", "dice 6 6 6 6", "1"},
			[]string{"Roll the dice", "Stop and keep your progress, winning columns 2 and 12"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, err := cantstop.New(2)
			if err != nil {
				t.Fatal(err)
			}
			gametest.Play(t, g, c.lines...)
			got := labels(g)
			slices.Sort(got)
			if !slices.Equal(got, c.want) {
				t.Errorf("labels %q, want %q", got, c.want)
			}
		})
	}
}

// TestStopThatWinsTheGameSaysSo checks a stop's label says when it wins
// the game: Orange has two columns and stops at the top of a third.
func TestStopThatWinsTheGameSaysSo(t *testing.T) {
	g, _ := cantstop.New(2)
	other := []string{"r", "dice 1 3 5 6", "4 and 11", "s"} // Yellow's turn, quietly
	// Column 2 and 12 in one turn, then column 3 the next.
	gametest.Play(t, g, "r", "dice 1 1 1 1", "2 twice", "r", "dice 1 1 1 1", "1",
		"r", "dice 6 6 6 6", "12 twice", "r", "dice 6 6 6 6", "1", "s")
	gametest.Play(t, g, other...)
	// Column 3 has 5 squares: 1+2 twice, twice, then once more.
	gametest.Play(t, g, "r", "dice 1 2 1 2", "3 twice", "r", "dice 1 2 1 2", "3 twice", "r", "dice 1 2 1 1")
	if !g.Choosing() {
		t.Fatalf("not choosing:\n%s", g)
	}
	m, err := g.ParseMove("only 3")
	if err != nil {
		t.Fatalf("%v; choices %v", err, g.Choices())
	}
	gametest.Play(t, g, g.MoveString(m))
	if got, want := Game.Label(g, cantstop.Stop), "Stop and keep your progress, winning column 3, and the game"; got != want {
		t.Errorf("label %q, want %q", got, want)
	}
}

// TestLabelsDistinct plays random games and checks that every legal move
// of each position a player decides gets a label of its own, none empty.
func TestLabelsDistinct(t *testing.T) {
	for seed := range uint64(6) {
		g, _ := cantstop.New(2 + int(seed%3))
		gametest.LabelsDistinct(t, Game.Label, g, seed, 400)
	}
}
