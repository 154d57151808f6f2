package entry

import (
	"flag"
	"fmt"
	"runtime"
	"testing"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	c4solver "parlor/game/connectfour/solver"
)

// classicAfter is classic Connect Four after the moves, written as the
// benchmark sets write them (1-based columns).
func classicAfter(t *testing.T, moves string) game.State {
	t.Helper()
	o, err := catalog.Catalog{Game}.Parse("connectfour rules=classic")
	if err != nil {
		t.Fatal(err)
	}
	s, err := o.New()
	if err != nil {
		t.Fatal(err)
	}
	for i, c := range moves {
		m, err := s.ParseMove(fmt.Sprintf("p%d %d", s.Turn()+1, c-'1'))
		if err == nil {
			err = s.Play(m)
		}
		if err != nil {
			t.Fatalf("move %d: %v", i+1, err)
		}
	}
	return s
}

// TestPerfectOnlyClassic checks that Perfect is offered in classic
// Connect Four and not on the growing board.
func TestPerfectOnlyClassic(t *testing.T) {
	for text, want := range map[string]bool{"connectfour rules=classic": true, "connectfour": false} {
		o, err := catalog.Catalog{Game}.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := o.Level("perfect"); ok != want {
			t.Errorf("%s: perfect offered %v, want %v", text, ok, want)
		}
	}
}

// TestPerfectPlaysTheBestScore checks, on positions of the benchmark sets
// with known scores, that Perfect plays a move that keeps the score (the
// quickest win, the slowest loss) and that analysis says each move's
// exact value.
func TestPerfectPlaysTheBestScore(t *testing.T) {
	for _, c := range []struct {
		moves string
		score int
	}{
		{"2252576253462244111563365343671351441", -1},
		{"7422341735647741166133573473242566", 1},
		{"1233722555341451114725221333", -1},
		{"5554224333234511764415115", 4},
		{"52753311433677442422121", 8},
	} {
		s := classicAfter(t, c.moves)
		mv, err := ai.Think(&c4Perfect{}, s, 1)
		if err != nil {
			t.Fatal(err)
		}
		p, err := c4solver.FromMoves(c.moves + string(rune('1'+mv)))
		if err != nil {
			t.Fatal(err)
		}
		if p.Won() {
			if want := (43 - len(c.moves)) / 2; c.score != want {
				t.Errorf("%s: Perfect won at once, scoring %d, not %d", c.moves, want, c.score)
			}
			continue
		}
		if got := -c4solver.New(16).Solve(p); got != c.score {
			t.Errorf("%s: Perfect played column %d, scoring %d, not %d", c.moves, mv+1, got, c.score)
		}
		vs, err := ai.Analyze(&c4Values{}, s)
		if err != nil {
			t.Fatal(err)
		}
		if len(vs) != len(s.Legal()) || !vs[0].Exact || vs[0].Score != float64(c.score) || vs[0].Text != c4Text(c.score, len(c.moves)) {
			t.Errorf("%s: values %v, want the best scoring %d", c.moves, vs, c.score)
		}
	}
}

// TestC4Text checks the words for exact scores.
func TestC4Text(t *testing.T) {
	for _, c := range []struct {
		score, moves int
		want         string
	}{
		{21, 0, "win in 1"},   // (not a real position: the formula's edge)
		{18, 6, "win in 1"},   // Red's 4th stone after three each
		{17, 7, "win in 2"},   // Yellow, three stones down, wins with her 5th
		{-17, 7, "loss in 1"}, // Red, four stones down, wins with her 5th
		{0, 10, "draw"},
	} {
		if got := c4Text(c.score, c.moves); got != c.want {
			t.Errorf("c4Text(%d, %d) = %q, want %q", c.score, c.moves, got, c.want)
		}
	}
}

var perfectGames = flag.Int("perfect.games", 1, "games Perfect plays as Red against Hard in TestC4PerfectWinsAsRed")

// TestC4PerfectWinsAsRed plays Perfect as the first player of classic
// Connect Four against Hard from the empty board (different seeds for
// Hard): the book and the solver keep the first player's win, so Red wins
// every game. About 20 s a game natively; -perfect.games for more.
func TestC4PerfectWinsAsRed(t *testing.T) {
	if runtime.GOOS == "js" || testing.Short() {
		t.Skip("a game takes Perfect's second a move: native, not -short")
	}
	o, err := catalog.Catalog{Game}.Parse("connectfour rules=classic")
	if err != nil {
		t.Fatal(err)
	}
	hard, ok := o.Level("hard")
	if !ok {
		t.Fatal("no Hard level")
	}
	for g := range *perfectGames {
		s, err := o.New()
		if err != nil {
			t.Fatal(err)
		}
		perfect := &c4Perfect{}
		moves := ""
		for ply := 0; !s.Over(); ply++ {
			var b ai.Bot = hard.Bot(o)
			if s.Turn() == 0 {
				b = perfect
			}
			m, err := ai.Think(b, s, uint64(1000*g+ply))
			if err != nil {
				t.Fatal(err)
			}
			moves += s.MoveString(m) + ", "
			if err := s.Play(m); err != nil {
				t.Fatalf("game %d, %s: %v", g, moves, err)
			}
		}
		if r := s.Returns(); r[0] != 1 {
			t.Errorf("game %d (%s): Red, played by Perfect, did not win (returns %v)", g, moves, r)
		}
	}
}
