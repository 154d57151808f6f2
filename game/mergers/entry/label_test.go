package entry

import (
	"testing"

	"parlor/game/gametest"
	"parlor/game/mergers"
)

// advanced starts an advanced game for three with the pile giving the
// positions draws, then plays lines.
func advanced(t *testing.T, draws []string, lines ...string) *mergers.Game {
	t.Helper()
	g, err := mergers.New(mergers.Options{Mode: mergers.Advanced, Players: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range draws {
		gametest.Play(t, g, "draw "+d)
	}
	gametest.Play(t, g, lines...)
	return g
}

// opening is an advanced game's first turns: player 2 founds Atlas, player
// 1 Beacon, both buy, and A3 would merge them.
var (
	openingDraws = []string{"A1", "A2", "A4", "A5", "A6", "A3", "I1", "I2"}
	opening      = []string{
		"A1", "buy", "draw H1", // player 1: a lone tile
		"A2", "buy A 2", "draw H3", // player 2 founds Atlas, buys 2 at $200
		"A4", "buy", "draw H5", // player 3: a lone tile
		"A5", "buy A 1, B 1", "draw H7", // player 1 founds Beacon, buys 1 of each at $200
		"A6", "buy A 1", "draw H9", // player 2: Beacon grows to 3; buys Atlas at $200
	}
)

// labelOf is Game.Label of the move line reads as in g.
func labelOf(t *testing.T, g *mergers.Game, line string) string {
	t.Helper()
	m, err := g.ParseMove(line)
	if err != nil {
		t.Fatal(err)
	}
	return Game.Label(g, m)
}

// TestLabelsAreThingsToDo checks the words of Mergers' move buttons on
// real positions: a lone tile, founding, growing and merging companies
// (with what the merger pays the mover), buys with the companies' names
// and prices, buying nothing, and the simple game's winning tile.
func TestLabelsAreThingsToDo(t *testing.T) {
	cases := []struct {
		name  string
		lines []string // of opening, played first
		move  string
		want  string
	}{
		{"a lone tile", opening[:0], "A1", "Place A1"},
		{"founding", opening[:3], "A2", "Place A2 and found Atlas with 2 tiles"},
		{"a buy of one share", opening[:4], "buy A 1", "Buy 1 share of Atlas for $200"},
		{"a buy of two shares", opening[:4], "buy A 2", "Buy 2 shares of Atlas for $400"},
		{"a buy of two companies", opening[:10], "buy A 2, B 1", "Buy 2 shares of Atlas and 1 of Beacon for $600"},
		{"buying nothing", opening[:10], "buy", "Buy no shares"},
		{"growing", opening[:12], "A6", "Place A6 and grow Beacon to 3 tiles"},
		{"merging, equal sizes: the older survives", opening[:12], "A3",
			"Place A3 and merge Beacon into Atlas, growing it to 5 tiles; Beacon pays $200 a share"},
		{"merging into the larger", opening, "A3",
			"Place A3 and merge Atlas into Beacon, growing it to 6 tiles; Atlas pays $200 a share"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := advanced(t, openingDraws, c.lines...)
			if got := labelOf(t, g, c.move); got != c.want {
				t.Errorf("%s: label %q, want %q", c.move, got, c.want)
			}
		})
	}
}

// TestMergerLabelSaysTheMoversPay checks that a merger's button says what
// the mover is paid for her shares of the company absorbed: player 2,
// holding 3 of Atlas, merges it into Beacon.
func TestMergerLabelSaysTheMoversPay(t *testing.T) {
	g := advanced(t, []string{"A1", "A2", "A4", "A5", "A6", "A3", "A7", "I2"},
		"A1", "buy", "draw H1",
		"A2", "buy A 2", "draw H3",
		"A4", "buy", "draw H5",
		"A5", "buy B 1", "draw H7",
		"A6", "buy A 1", "draw H9",
		"A7", "buy", "draw H11", // player 3: Beacon has 4
		"H1", "buy", "draw H12", // player 1: a lone tile
	)
	want := "Place A3 and merge Atlas into Beacon, growing it to 7 tiles; Atlas pays $200 a share, $600 to you"
	if got := labelOf(t, g, "A3"); got != want {
		t.Errorf("label %q, want %q", got, want)
	}
}

// TestSimpleWinningTileSaysSo checks that in the simple game the tile
// that makes a group of 41 says it wins.
func TestSimpleWinningTileSaysSo(t *testing.T) {
	g, _ := mergers.New(mergers.Options{Mode: mergers.Simple, Players: 2})
	var lines []string
	for _, r := range "ABC" {
		for c := 1; c <= 12; c++ {
			lines = append(lines, string(r)+itoa(c))
		}
	}
	gametest.Play(t, g, append(lines, "D1", "D2", "D3", "D4")...)
	for move, want := range map[string]string{
		"D5":  "Place D5 and grow Atlas to 41 tiles, and win",
		"I12": "Place I12",
	} {
		if got := labelOf(t, g, move); got != want {
			t.Errorf("%s: label %q, want %q", move, got, want)
		}
	}
}

func itoa(n int) string { return string(rune('0'+n/10)) + string(rune('0'+n%10)) }

// TestLabelsDistinct plays random games, simple and advanced, and checks
// that every legal move of each position a player decides gets a label of
// its own, none empty.
func TestLabelsDistinct(t *testing.T) {
	for seed := range uint64(4) {
		o := mergers.Options{Mode: mergers.Mode(seed % 2), Players: 3}
		g, err := mergers.New(o)
		if err != nil {
			t.Fatal(err)
		}
		gametest.LabelsDistinct(t, Game.Label, g, seed, 300)
	}
}
