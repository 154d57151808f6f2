package yote

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

var (
	_ game.State    = (*Game)(nil)
	_ game.Appender = (*Game)(nil)
)

const emptyBoard = ` -------------------
| . | . | . | . | . |     1  2  3  4  5
|-------------------|
| . | . | . | . | . |     6  7  8  9 10
|-------------------|
| . | . | . | . | . |    11 12 13 14 15
|-------------------|
| . | . | . | . | . |    16 17 18 19 20
 -------------------
`

func newGame(t testing.TB, rows int) *Game {
	t.Helper()
	g, err := New(rows)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func play(t testing.TB, g *Game, lines ...string) {
	t.Helper()
	gametest.Play(t, g, lines...)
}

// setup makes a position: rows of X, O and . from the top, the side to
// move, and each side's reserve; captures make up the rest of the twelve.
func setup(t testing.TB, turn Side, reserveX, reserveO int, rows ...string) *Game {
	t.Helper()
	g := newGame(t, len(rows))
	for r, line := range rows {
		for c, ch := range strings.ReplaceAll(line, " ", "") {
			g.board[r*Cols+c] = map[rune]Cell{'.': Empty, 'X': XPiece, 'O': OPiece}[ch]
		}
	}
	g.turn, g.reserve = turn, [2]int{reserveX, reserveO}
	g.recount()
	for _, s := range []Side{X, O} {
		g.captured[s] = Pieces - g.reserve[s] - g.OnBoard(s)
	}
	return g
}

func TestTheHandoutsOpening(t *testing.T) {
	g := newGame(t, Rows)
	if got := g.String(); got != emptyBoard {
		t.Fatalf("empty board\n%s\nwant\n%s", got, emptyBoard)
	}
	play(t, g, "p 7")
	if !strings.Contains(g.String(), "| . | X | . | . | . |     6  7  8  9 10") {
		t.Errorf("after p 7\n%s", g)
	}
	play(t, g, "p 2")
	if !strings.Contains(g.String(), "| . | O | . | . | . |     1  2  3  4  5") {
		t.Errorf("after p 2\n%s", g)
	}
	play(t, g, "p 12")
	if g.Reserve(X) != 10 || g.Reserve(O) != 11 || g.Mover() != O {
		t.Errorf("reserves %d %d, mover %v", g.Reserve(X), g.Reserve(O), g.Mover())
	}
}

func TestTheBigBoard(t *testing.T) {
	g := newGame(t, BigRows)
	if g.Squares() != 30 || !strings.Contains(g.String(), "| . | . | . | . | . |    26 27 28 29 30\n") {
		t.Errorf("6 × 5 board\n%s", g)
	}
	play(t, g, "p 30", "p 26")
	if g.At(30) != XPiece || g.At(26) != OPiece {
		t.Error("placing on the big board's last row")
	}
	if _, err := New(5); err == nil {
		t.Error("a 5-row board was made")
	}
}

func TestSlide(t *testing.T) {
	g := setup(t, X, 10, 10, "X....", ".....", "...O.", ".....")
	play(t, g, "m 1 2")
	if g.At(1) != Empty || g.At(2) != XPiece || g.Mover() != O {
		t.Errorf("slide\n%s", g)
	}
	play(t, g, "m 14 9") // up
	if g.At(9) != OPiece {
		t.Errorf("slide up\n%s", g)
	}
}

func TestJumpCapturesAndRemovesAnother(t *testing.T) {
	g := setup(t, X, 10, 9, "XO...", ".....", "....O", ".....")
	if k, err := g.Step(1, 3); k != Jump || err != nil {
		t.Fatalf("Step(1, 3) = %v, %v", k, err)
	}
	if got := g.Removable(1, 3); !reflect.DeepEqual(got, []int{15}) {
		t.Errorf("removable %v, want [15]", got)
	}
	play(t, g, "m 1 3 15")
	if g.At(2) != Empty || g.At(15) != Empty || g.At(3) != XPiece || g.Captured(O) != 3 {
		t.Errorf("after the jump\n%s captured O %d", g, g.Captured(O))
	}
}

func TestJumpWithNothingLeftToRemove(t *testing.T) {
	g := setup(t, X, 10, 5, "XO...", ".....", ".....", "X....")
	if err := g.Check(Move{Kind: Jump, From: 1, To: 3, Remove: 16}); err == nil || !strings.Contains(err.Error(), "no other piece") {
		t.Errorf("a removal with no O piece left: %v", err)
	}
	play(t, g, "m 1 3")
	if g.At(2) != Empty || g.Over() {
		t.Errorf("after the jump (O still has a reserve)\n%s", g)
	}
}

func TestLastIsTheMoveAsPlayed(t *testing.T) {
	g := setup(t, X, 10, 9, "XO...", ".....", "....O", ".....")
	if _, ok := g.Last(); ok {
		t.Error("a new position has a last move")
	}
	play(t, g, "m 1 3 15")
	if m, ok := g.Last(); !ok || m != (Move{Kind: Jump, From: 1, To: 3, Remove: 15}) {
		t.Errorf("last %+v, %v", m, ok)
	}
	c := g.Clone().(*Game)
	play(t, g, "p 4")
	if m, _ := c.Last(); m.Kind != Jump {
		t.Errorf("a clone's last move changed with the original: %+v", m)
	}
}

func TestOneJumpATurn(t *testing.T) {
	g := setup(t, X, 10, 9, "XO.O.", ".....", ".....", "....O")
	if _, err := g.Step(1, 5); err == nil || !strings.Contains(err.Error(), "too far") {
		t.Errorf("a double jump: %v", err)
	}
}

// TestEveryErrorTheHandoutLists checks each refusal has its own message and
// changes nothing.
func TestEveryErrorTheHandoutLists(t *testing.T) {
	g := setup(t, X, 10, 9, "XO.X.", "O....", "..X..", ".....")
	for _, tc := range []struct{ in, want string }{
		{"m 4 5 1", "a slide, not a jump"},
		{"m 5 10", "there is no piece on square 5"},
		{"m 2 3", "square 2 holds O's piece"},
		{"p 1", "square 1 is taken: place on an empty square"},
		{"m 1 6", "square 6 is taken: move onto an empty square"},
		{"p 21", "square 21 is off the board: the squares are 1 to 20"},
		{"p 0", "square 0 is off the board"},
		{"m 5 6", "there is no piece on square 5"},
		{"m 4 -1", "square -1 is off the board"},
		{"m 13 3", "a jump must go over an opponent's piece, and square 8 is empty"},
		{"m 13 11", "a jump must go over an opponent's piece, and square 12 is empty"},
		{"m 1 16", "too far"},
		{"m 13 19", "diagonal"},
		{"m 13 15 ", "square 14 is empty"},
		{"m 4 2", "square 2 is taken"},
		{"m 1 3", "after a jump, choose one of O's pieces on the board to remove"},
		{"m 1 3 13", "square 13 has no O piece to remove"},
		{"m 1 3 8", "square 8 has no O piece to remove"},
		{"m 1 3 2", "square 2 is the piece the jump captures"},
		{"m 1 3 99", "square 99 is off the board"},
		{"q 1", "is not a move"},
		{"p", "is not a move"},
		{"p x", `"x" is not a square number`},
		{"m 1", "is not a move"},
	} {
		gametest.Refuses(t, g, tc.in, tc.want)
	}
	empty := setup(t, X, 0, 9, "X....", ".....", ".....", "....O")
	if err := empty.Check(Move{Kind: Place, To: 7}); err == nil || !strings.Contains(err.Error(), "X has no pieces left in reserve") {
		t.Errorf("placing from an empty reserve: %v", err)
	}
}

func TestAWipedSideLoses(t *testing.T) {
	g := setup(t, X, 5, 0, "XO...", ".....", ".....", "..X..")
	play(t, g, "m 1 3")
	if g.End() != Wiped || g.Winner() != game.Player(X) || g.Result() != "X wins: O has no pieces left" {
		t.Errorf("end %v winner %d: %s", g.End(), g.Winner(), g.Result())
	}
}

func TestBothDownToThreeIsADraw(t *testing.T) {
	// X has 3, O has 5: X jumps and removes one, leaving O with 3.
	g := setup(t, X, 0, 0, "XO.O.", "O....", "...X.", "X...O")
	play(t, g, "m 1 3 4")
	if g.End() != BothLow || g.Winner() != game.Nobody {
		t.Fatalf("end %v winner %d\n%s", g.End(), g.Winner(), g)
	}
	if g.Result() != "a draw: both players are down to three pieces or fewer" {
		t.Errorf("result %q", g.Result())
	}
	if r := g.Returns(); r[0] != 0 || r[1] != 0 {
		t.Errorf("returns %v", r)
	}
}

func TestWinsBeforeDraws(t *testing.T) {
	// Both would be at three or fewer, but O has none left: X wins.
	g := setup(t, X, 0, 0, "XO...", ".....", ".....", ".....")
	play(t, g, "m 1 3")
	if g.End() != Wiped || g.Winner() != game.Player(X) {
		t.Errorf("end %v winner %d", g.End(), g.Winner())
	}
}

func TestAStuckPlayerLosesOnPieceCount(t *testing.T) {
	// O's only piece, at 1, is boxed in: X on 2 and 6, and the squares
	// beyond them (3 and 11) taken, so no slide and no jump. O has no
	// reserve. Once X places, O cannot move, and X has more on the board.
	g := setup(t, X, 1, 0, "OXX..", "X....", "X....", ".....")
	play(t, g, "p 20")
	if g.End() != Stuck || g.Winner() != game.Player(X) {
		t.Fatalf("end %v winner %d\n%s", g.End(), g.Winner(), g)
	}
	if want := "X wins: O cannot move; X has 5 pieces on the board, O 1"; g.Result() != want {
		t.Errorf("result %q, want %q", g.Result(), want)
	}
}

func TestAStuckPlayerWithEqualPiecesDraws(t *testing.T) {
	// O fills the last square: the board is full, X cannot move, and each
	// side has ten pieces on the board.
	g := setup(t, O, 0, 1, "XOXOX", "OXOXO", "XOXOX", "OXOX.")
	play(t, g, "p 20")
	if g.End() != Stuck || g.Winner() != game.Nobody {
		t.Fatalf("end %v winner %d\n%s", g.End(), g.Winner(), g)
	}
	if want := "a draw: X cannot move; X has 10 pieces on the board, O 10"; g.Result() != want {
		t.Errorf("result %q, want %q", g.Result(), want)
	}
}

func TestNotationRoundTrips(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for range 200 {
		gametest.RoundTrips(t, newGame(t, []int{Rows, BigRows}[r.IntN(2)]), r, 200)
	}
}

// TestRandomGamesKeepEveryPiece plays random games and checks after every
// move that reserve + board + captured is twelve for each side, that pieces
// leave only by capture, and that every listed move is legal.
func TestRandomGamesKeepEveryPiece(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 9))
	ended := 0
	n := 2000
	if testing.Short() {
		n = 200
	}
	for range n {
		g := newGame(t, []int{Rows, BigRows}[r.IntN(2)])
		for i := 0; i < 400 && !g.Over(); i++ {
			legal := g.Legal()
			if len(legal) == 0 {
				t.Fatalf("no legal move but the game is not over\n%s", g)
			}
			e := legal[r.IntN(len(legal))]
			before := g.Clone().(*Game)
			if err := g.Play(e); err != nil {
				t.Fatalf("listed move %s refused: %v\n%s", Decode(e), err, before)
			}
			for _, s := range []Side{X, O} {
				if got := g.Reserve(s) + g.OnBoard(s) + g.Captured(s); got != Pieces {
					t.Fatalf("%s: reserve %d + board %d + captured %d = %d after %s\n%s", s, g.Reserve(s), g.OnBoard(s), g.Captured(s), got, Decode(e), g)
				}
				if g.Total(s) > before.Total(s) {
					t.Fatalf("%s gained pieces", s)
				}
			}
			m := Decode(e)
			lost := before.Total(O-before.Mover()+X) - g.Total(O-before.Mover()+X)
			switch {
			case m.Kind == Jump && m.Remove != 0 && lost != 2, m.Kind == Jump && m.Remove == 0 && lost != 1, m.Kind != Jump && lost != 0:
				t.Fatalf("%s took %d pieces", m, lost)
			}
		}
		if g.Over() {
			ended++
		}
	}
	if ended == 0 {
		t.Error("no random game ended")
	}
	t.Logf("%d of %d random games ended within 400 moves", ended, n)
}

func BenchmarkPlayout(b *testing.B) {
	gametest.Playouts(b, func() game.State { g, _ := New(Rows); return g }, 400)
}

// BenchmarkSearchPlayout measures what search does eight moves into a game.
func BenchmarkSearchPlayout(b *testing.B) {
	for _, rows := range []int{Rows, BigRows} {
		b.Run(fmt.Sprintf("rows=%d", rows), func(b *testing.B) {
			g := newGame(b, rows)
			r := rand.New(rand.NewPCG(1, 1))
			for range 8 {
				m, _ := game.RandomMove(g, r)
				if err := g.Play(m); err != nil {
					b.Fatal(err)
				}
			}
			gametest.SearchPlayouts(b, g)
		})
	}
}
