package connectfour

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

var (
	_ game.State    = (*Game)(nil)
	_ game.Appender = (*Game)(nil)
)

func newGame(t testing.TB, o Options) *Game {
	t.Helper()
	g, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func play(t testing.TB, g *Game, cols ...int) {
	t.Helper()
	for _, c := range cols {
		if err := g.Play(game.Move(c)); err != nil {
			t.Fatalf("play %d: %v\n%s", c, err, g)
		}
	}
}

func TestTurnsAlternatePlayerOneFirst(t *testing.T) {
	g := newGame(t, Options{})
	want := []game.Player{0, 1, 0, 1}
	for i, w := range want {
		if g.Turn() != w {
			t.Fatalf("move %d: turn %d, want %d", i, g.Turn(), w)
		}
		play(t, g, i)
	}
	if got := g.String(); !strings.HasSuffix(got, "R Y R Y\n") {
		t.Errorf("board\n%s", got)
	}
}

func TestSecondPlayerCanStart(t *testing.T) {
	g := newGame(t, Options{First: 1})
	if g.Turn() != 1 {
		t.Fatalf("turn %d, want 1", g.Turn())
	}
	play(t, g, 0)
	if g.At(Point{0, 0}) != Second {
		t.Errorf("first token is %v, want player 2's", g.At(Point{0, 0}))
	}
}

// diagonal makes a rising diagonal of R tokens from (0,0) to (3,3).
var diagonal = []int{0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3}

func TestDiagonalsWinOnlyInClassic(t *testing.T) {
	g := newGame(t, Options{})
	play(t, g, diagonal...)
	if g.Over() {
		t.Fatalf("growing rules: a diagonal won\n%s", g)
	}
	for i := range 4 {
		if g.At(Point{i, i}) != First {
			t.Fatalf("the test line is not a diagonal\n%s", g)
		}
	}
	c := newGame(t, Options{Rules: Classic})
	play(t, c, diagonal...)
	if c.Winner() != 0 {
		t.Fatalf("classic rules: diagonal did not win\n%s", c)
	}
	if got := c.WinningLine(); len(got) != 4 || got[0] != (Point{0, 0}) || got[3] != (Point{3, 3}) {
		t.Errorf("winning line %v", got)
	}
}

func TestWinEndsTheGame(t *testing.T) {
	g := newGame(t, Options{})
	play(t, g, 0, 0, 1, 1, 2, 2, 3)
	if !g.Over() || g.Winner() != 0 || g.Turn() != game.Nobody {
		t.Fatalf("over=%v winner=%d turn=%d", g.Over(), g.Winner(), g.Turn())
	}
	if got := g.Returns(); got[0] != 1 || got[1] != -1 {
		t.Errorf("returns %v", got)
	}
	if len(g.Legal()) != 0 {
		t.Errorf("legal moves after the end: %v", g.Legal())
	}
	if err := g.Play(5); err != game.ErrOver {
		t.Errorf("move after the end: %v", err)
	}
}

func TestGrowingBoardGrowsToTheCap(t *testing.T) {
	g := newGame(t, Options{MaxRows: 6, MaxCols: 5})
	play(t, g, 4) // widens to five columns
	if g.Cols() != 5 {
		t.Fatalf("cols %d, want 5", g.Cols())
	}
	if err := g.Check(5); err == nil || !strings.Contains(err.Error(), "at most 5 columns") {
		t.Errorf("column past the cap: %v", err)
	}
	play(t, g, 0, 0, 0, 0, 0, 0) // column 0 is six tall: the board grows to 6 rows
	if g.Rows() != 6 {
		t.Fatalf("rows %d, want 6", g.Rows())
	}
	if err := g.Check(0); err == nil || !strings.Contains(err.Error(), "full") {
		t.Errorf("full column at the cap: %v", err)
	}
	for _, m := range g.Legal() {
		if m == 0 {
			t.Errorf("a full column at the cap is listed as legal")
		}
	}
}

func TestClassicRefusals(t *testing.T) {
	g := newGame(t, Options{Rules: Classic})
	play(t, g, 0, 0, 0, 0, 0, 0)
	for _, tc := range []struct {
		col  int
		want string
	}{
		{0, "column 0 is full"},
		{7, "there is no column 7"},
		{-1, "there is no column -1"},
	} {
		if err := g.Check(tc.col); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("column %d: %v, want %q", tc.col, err, tc.want)
		}
	}
	if g.Rows() != 6 || g.Cols() != 7 {
		t.Errorf("classic board is %d×%d", g.Rows(), g.Cols())
	}
}

// firstDraw plays random games until one ends with a full board.
func firstDraw(t *testing.T, o Options) *Game {
	r := rand.New(rand.NewPCG(3, 4))
	for range 100000 {
		g := newGame(t, o)
		if _, err := game.Playout(g, r, 1000, nil); err != nil {
			t.Fatal(err)
		}
		if g.Winner() == game.Nobody {
			return g
		}
	}
	t.Fatal("no drawn game found")
	return nil
}

func TestFullBoardIsADraw(t *testing.T) {
	for _, o := range []Options{{Rules: Classic}, {MaxRows: 5, MaxCols: 4}} {
		g := firstDraw(t, o)
		if !g.Over() || g.Placed() != g.Options().MaxRows*g.Options().MaxCols {
			t.Errorf("%v: over=%v placed=%d", o.Rules, g.Over(), g.Placed())
		}
		if r := g.Returns(); r[0] != 0 || r[1] != 0 {
			t.Errorf("%v: returns %v for a draw", o.Rules, r)
		}
		if strings.Contains(g.String(), ".") {
			t.Errorf("%v: a drawn board has an empty square\n%s", o.Rules, g)
		}
	}
}

func TestParseMove(t *testing.T) {
	g := newGame(t, Options{})
	tests := []struct {
		in   string
		want game.Move
		err  string
	}{
		{"p1 3", 3, ""},
		{"  P1   0 ", 0, ""},
		{"p1 -2", -2, ""}, // well formed; Play refuses it
		{"p2 3", 0, "it is p1's turn (R), not p2's"},
		{"p3 3", 0, "unknown player"},
		{"p1 x", 0, "not a whole number"},
		{"p1", 0, "a move is a player and a column"},
		{"p1 2 3", 0, "a move is a player and a column"},
		{"", 0, "a move is a player and a column"},
	}
	for _, tc := range tests {
		m, err := g.ParseMove(tc.in)
		if tc.err == "" {
			if err != nil || m != tc.want {
				t.Errorf("%q: %v, %v; want %v", tc.in, m, err, tc.want)
			}
			if s := g.MoveString(m); tc.in == "p1 3" && s != "p1 3" {
				t.Errorf("MoveString(3) = %q", s)
			}
		} else if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%q: error %v, want %q", tc.in, err, tc.err)
		}
	}
}

// TestIllegalMovesChangeNothing tries refused moves in many positions and
// checks that the state is exactly as it was.
func TestIllegalMovesChangeNothing(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, o := range []Options{{}, {Rules: Classic}, {MaxRows: 5, MaxCols: 4}} {
		for range 300 {
			g := newGame(t, o)
			for !g.Over() {
				for _, bad := range []int{-1, -100, g.Options().MaxCols, 1 << 30} {
					before := g.Clone()
					if err := g.Play(game.Move(bad)); err == nil {
						t.Fatalf("column %d accepted\n%s", bad, g)
					}
					if !reflect.DeepEqual(before, game.State(g)) {
						t.Fatalf("refused column %d changed the game", bad)
					}
				}
				m, _ := game.RandomMove(g, r)
				g.Play(m)
			}
			before := g.Clone()
			if err := g.Play(0); err == nil || !reflect.DeepEqual(before, game.State(g)) {
				t.Fatalf("a move after the end: %v", err)
			}
		}
	}
}

// checkInvariants is called after every move of the random games.
func checkInvariants(moves int, prev, g *Game) error {
	b := g.board
	if b.Placed() != moves {
		return fmt.Errorf("%d tokens after %d moves", b.Placed(), moves)
	}
	sumRows, sumCols := 0, 0
	for r := range b.NumRows() {
		sumRows += b.NumTokensInRow(r)
	}
	for c := range b.NumColumns() {
		n := b.NumTokensInColumn(c)
		sumCols += n
		if n > g.opt.MaxRows {
			return fmt.Errorf("column %d holds %d, over the cap", c, n)
		}
	}
	if sumRows != moves || sumCols != moves {
		return fmt.Errorf("rows count %d and columns %d tokens, want %d", sumRows, sumCols, moves)
	}
	if b.NumColumns() > g.opt.MaxCols || b.NumRows() > g.opt.MaxRows {
		return fmt.Errorf("board %d×%d is past the cap", b.NumRows(), b.NumColumns())
	}
	// No token moves or vanishes: every square of the previous board is unchanged.
	for c := range prev.board.NumColumns() {
		for r := range prev.board.Height(c) {
			if p := (Point{c, r}); prev.At(p) != g.At(p) {
				return fmt.Errorf("square %v changed", p)
			}
		}
	}
	// A win happens exactly when the handout's full scan finds four.
	if (scanForFour(b, g.opt.Rules == Classic) != Empty) != (g.Winner() != game.Nobody) {
		return fmt.Errorf("winner %d but the scan disagrees\n%s", g.Winner(), b)
	}
	if !g.Over() && g.Turn() == prev.Turn() {
		return fmt.Errorf("turn did not pass")
	}
	return nil
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	n := 3000
	if testing.Short() {
		n = 300
	}
	for i := range n {
		o := []Options{{}, {Rules: Classic}, {First: 1, MaxRows: 8, MaxCols: 6}}[i%3]
		g := newGame(t, o)
		prev := g.Clone().(*Game)
		moves := 0
		_, err := game.Playout(g, r, 10000, func(s game.State) error {
			moves++
			gametest.AppendsLegal(t, g)
			err := checkInvariants(moves, prev, g)
			prev = g.Clone().(*Game)
			return err
		})
		if err != nil {
			t.Fatalf("game %d (%v): %v", i, o.Rules, err)
		}
	}
}

func BenchmarkPlayout(b *testing.B) {
	for _, o := range []Options{{}, {Rules: Classic}} {
		b.Run(o.Rules.String(), func(b *testing.B) {
			gametest.Playouts(b, func() game.State { g, _ := New(o); return g }, 10000)
		})
	}
}

// BenchmarkSearchPlayout measures what search does eight moves into a game.
func BenchmarkSearchPlayout(b *testing.B) {
	for _, o := range []Options{{}, {Rules: Classic}} {
		b.Run(o.Rules.String(), func(b *testing.B) {
			g := newGame(b, o)
			r := rand.New(rand.NewPCG(1, 1))
			for range 8 {
				m, _ := game.RandomMove(g, r)
				play(b, g, int(m))
			}
			gametest.SearchPlayouts(b, g)
		})
	}
}

// TestClonesAreIndependent plays on a game and on its clone in turn,
// growing both boards, and checks each against the same moves played
// afresh.
func TestClonesAreIndependent(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	opts := []Options{{}, {Rules: Classic}, {MaxRows: 7, MaxCols: 9}, {MaxRows: 80, MaxCols: 80}}
	replay := func(o Options, moves []game.Move) string {
		g := newGame(t, o)
		if err := game.Replay(g, moves); err != nil {
			t.Fatal(err)
		}
		return g.String()
	}
	for i := range 100 {
		o := opts[i%len(opts)]
		g := newGame(t, o)
		var played []game.Move
		for !g.Over() && len(played) < 200 {
			c := g.Clone()
			mine, theirs := slices.Clone(played), slices.Clone(played)
			for k := 0; k < 30 && !g.Over() && !c.Over(); k++ {
				a, _ := game.RandomMove(g, r)
				b, _ := game.RandomMove(c, r)
				if g.Play(a) != nil || c.Play(b) != nil {
					t.Fatal("a listed move was refused")
				}
				mine, theirs = append(mine, a), append(theirs, b)
			}
			if g.String() != replay(o, mine) || c.String() != replay(o, theirs) {
				t.Fatalf("a game and its clone share squares\n%s\n%s", g, c)
			}
			// Back to the game as it was, and one move on.
			g = newGame(t, o)
			if err := game.Replay(g, played); err != nil {
				t.Fatal(err)
			}
			m, _ := game.RandomMove(g, r)
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			played = append(played, m)
		}
	}
}
