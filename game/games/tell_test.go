package games

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlor/game"
)

// TestTellSaysThePosition plays a few moves of each game and checks that
// the words for a screen reader name what is on the board.
func TestTellSaysThePosition(t *testing.T) {
	tests := []struct {
		game  string
		moves []string
		want  []string
	}{
		{"connectfour rules=classic", []string{"p1 3", "p2 3", "p1 4"}, []string{
			"The board is 6 rows high and 7 columns wide; columns are numbered 0 to 6 from the left.",
			"Column 3, from the bottom: Red, Yellow.",
			"Column 4, from the bottom: Red.",
			"The other columns are empty."}},
		{"kalah houses=3 seeds=2", []string{"S1"}, []string{
			"Houses are numbered from their store: S1 is beside South's store and faces N3; seeds go round towards the store.",
			"South's houses S1 to S3 hold 0, 2, 2; South's store holds 1.",
			"North's houses N1 to N3 hold 2, 2, 3; North's store holds 0."}},
		{"yote", []string{"p 7", "p 8"}, []string{
			"The board has 4 rows of 5 squares, numbered 1 to 20 row by row from the top left.",
			"X has pieces on 7, 11 in hand, 0 lost.",
			"O has pieces on 8, 11 in hand, 0 lost."}},
		{"cantstop", nil, []string{"Nobody has climbed column 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12."}},
		{"mergers", []string{"C3"}, []string{"1 tile on the board.", "In no company: C3."}},
		{"mergers mode=advanced players=3", nil, []string{"0 tiles on the board, 100 in the pile; offered: G2, E2, E7, D10, H3, D5, H6, C11.", "Player 2 has $800 and no shares."}},
	}
	for _, tc := range tests {
		t.Run(tc.game, func(t *testing.T) {
			o, err := Parse(tc.game)
			if err != nil {
				t.Fatal(err)
			}
			s, err := o.New()
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 2))
			for _, m := range append(tc.moves, "") {
				if err := game.Resolve(s, r); err != nil {
					t.Fatal(err)
				}
				if m == "" {
					break
				}
				mv, err := s.ParseMove(m)
				if err == nil {
					err = s.Play(mv)
				}
				if err != nil {
					t.Fatalf("%s: %v", m, err)
				}
			}
			got := o.Game().Tell(s)
			for _, w := range tc.want {
				if !slices.Contains(got, w) {
					t.Errorf("no line %q in\n%s", w, strings.Join(got, "\n"))
				}
			}
		})
	}
}

// TestTellReadsEveryPosition runs random games of every game and checks
// that every position is told in whole sentences.
func TestTellReadsEveryPosition(t *testing.T) {
	for _, text := range []string{"connectfour", "kalah", "yote rows=6", "cantstop players=4", "mergers mode=advanced players=3"} {
		o, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(5, 6))
		for range 5 {
			s, _ := o.New()
			_, err := game.Playout(s, r, 5000, func(s game.State) error {
				for _, l := range o.Game().Tell(s) {
					if l == "" || !strings.HasSuffix(l, ".") {
						t.Fatalf("%s: line %q is not a sentence", text, l)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
}
