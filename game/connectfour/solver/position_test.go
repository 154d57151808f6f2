package solver

import (
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/connectfour"
)

func gamePlayer(i int) game.Player { return game.Player(i) }
func gameMove(col int) game.Move   { return game.Move(col) }

func TestFromMoves(t *testing.T) {
	tests := []struct {
		in      string
		moves   int
		errPart string
	}{
		{"", 0, ""},
		{"4453", 4, ""},
		{"444444", 6, ""},
		{"4444444", 0, "column 4 is already full"},
		{"44x", 0, "not a column"},
		{"408", 0, "not a column"},
		{"1212121", 7, ""},             // the first player's fourth stone wins
		{"12121212", 0, "already won"}, // a move after the win
		{"44 5", 0, "not a column"},
	}
	for _, tt := range tests {
		p, err := FromMoves(tt.in)
		if tt.errPart != "" {
			if err == nil || !strings.Contains(err.Error(), tt.errPart) {
				t.Errorf("FromMoves(%q) error %v, want one saying %q", tt.in, err, tt.errPart)
			}
			continue
		}
		if err != nil {
			t.Errorf("FromMoves(%q): %v", tt.in, err)
			continue
		}
		if p.Moves() != tt.moves {
			t.Errorf("FromMoves(%q) has %d stones, want %d", tt.in, p.Moves(), tt.moves)
		}
	}
	p, _ := FromMoves("1212121")
	if !p.Won() {
		t.Error("1212121: the first player's vertical four is not seen")
	}
	p, _ = FromMoves("121212")
	if !p.IsWinningMove(0) || p.IsWinningMove(1) {
		t.Error("121212: column 1 should win and column 2 not")
	}
	if p.Cell(0, 0) != 1 || p.Cell(1, 0) != 2 || p.Cell(2, 0) != 0 || p.Height(0) != 3 {
		t.Error("121212: cells or heights wrong")
	}
}

func TestFromGame(t *testing.T) {
	g, _ := connectfour.New(connectfour.Options{})
	if _, err := FromGame(g); err == nil {
		t.Error("FromGame accepted a growing-board game")
	}
	if _, err := FromGame(nil); err == nil {
		t.Error("FromGame accepted nil")
	}
	g, _ = connectfour.New(connectfour.Options{Rules: connectfour.Classic})
	for _, m := range []int{0, 1, 0, 1, 0, 1, 0} {
		if err := g.Play(game.Move(m)); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := FromGame(g); err == nil {
		t.Error("FromGame accepted a finished game")
	}
}

// FuzzFromMoves checks that FromMoves never panics and that what it accepts
// replays move by move to the same position.
func FuzzFromMoves(f *testing.F) {
	for _, s := range []string{"", "4453", "1212121", "7777777", "abc", "44444455"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := FromMoves(s)
		if err != nil {
			return
		}
		if p.Moves() != len(s) {
			t.Fatalf("%q: %d stones", s, p.Moves())
		}
		var q Position
		for i := 0; i < len(s); i++ {
			c := int(s[i] - '1')
			if !q.CanPlay(c) || q.Won() {
				t.Fatalf("%q: move %d accepted but not playable", s, i+1)
			}
			q.Play(c)
		}
		if q.Key() != p.Key() {
			t.Fatalf("%q: replay differs", s)
		}
	})
}
