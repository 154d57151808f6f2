package entry

import (
	"testing"
)

// TestDescribeTellsPayouts checks the log's words for a move: a merger
// says who was paid for the absorbed company's shares and how much (or
// that nobody held them), and a buy names the companies and the cost.
func TestDescribeTellsPayouts(t *testing.T) {
	noBuys := []string{
		"A1", "buy", "draw H1",
		"A2", "buy", "draw H3",
		"A4", "buy", "draw H5",
		"A5", "buy", "draw H7",
		"A6", "buy", "draw H9",
	}
	cases := []struct {
		name  string
		lines []string
		move  string
		want  string
	}{
		{"two holders paid", opening, "A3",
			"Player 3 places A3, A merges into B; Player 1 gets $200 and Player 2 $600 as Atlas's holders"},
		{"one holder paid", opening[:12], "A3",
			"Player 2 places A3, B merges into A; Player 1 gets $200 as Beacon's holder"},
		{"nobody held the shares", noBuys, "A3",
			"Player 3 places A3, A merges into B; nobody held Atlas"},
		{"a founding", opening[:3], "A2", "Player 2 places A2, founds A"},
		{"a buy of two companies", opening[:10], "buy A 1, B 1", "Player 1 buys 1 share of Atlas and 1 of Beacon for $400"},
		{"a buy of none", opening[:10], "buy", "Player 1 buys nothing"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := advanced(t, openingDraws, c.lines...)
			after := before.Clone()
			m, err := before.ParseMove(c.move)
			if err == nil {
				err = after.Play(m)
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := Game.Describe(before, m, after); got != c.want {
				t.Errorf("%s: %q, want %q", c.move, got, c.want)
			}
		})
	}
}
