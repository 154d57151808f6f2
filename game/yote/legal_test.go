package yote

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

// plainMoves lists side s's moves the plain way, through Step and
// Removable, square by square: the order Legal must keep.
func plainMoves(g *Game, s Side) []Move {
	saved := g.turn
	g.turn = s
	defer func() { g.turn = saved }()
	var ms []Move
	for n := 1; n <= g.Squares(); n++ {
		if g.At(n) == Empty && g.Reserve(s) > 0 {
			ms = append(ms, Move{Kind: Place, To: n})
		}
		if g.At(n) != cellOf(s) {
			continue
		}
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			for dist := 1; dist <= 2; dist++ {
				r, c := rc(n)
				r, c = r+d[0]*dist, c+d[1]*dist
				if r < 0 || r >= g.Rows() || c < 0 || c >= Cols {
					continue
				}
				to := r*Cols + c + 1
				k, err := g.Step(n, to)
				switch {
				case err != nil:
				case k == Slide:
					ms = append(ms, Move{Kind: Slide, From: n, To: to})
				case len(g.Removable(n, to)) == 0:
					ms = append(ms, Move{Kind: Jump, From: n, To: to})
				default:
					for _, x := range g.Removable(n, to) {
						ms = append(ms, Move{Kind: Jump, From: n, To: to, Remove: x})
					}
				}
			}
		}
	}
	return ms
}

// TestLegalMatchesAPlainListing checks the fast move listing against the
// plain one in random games: the same moves in the same order, the same
// count, and whether each side can move at all.
func TestLegalMatchesAPlainListing(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for i := range 300 {
		g := newGame(t, []int{Rows, BigRows}[i%2])
		for !g.Over() {
			var want []game.Move
			for _, m := range plainMoves(g, g.Mover()) {
				want = append(want, m.Encode())
			}
			if got := g.Legal(); !reflect.DeepEqual(got, want) {
				t.Fatalf("Legal lists %d moves, the plain listing %d\n%s", len(got), len(want), g)
			}
			gametest.AppendsLegal(t, g)
			if g.countLegal() != len(want) {
				t.Fatalf("countLegal %d, want %d\n%s", g.countLegal(), len(want), g)
			}
			for _, s := range []Side{X, O} {
				if g.canMove(s) != (len(plainMoves(g, s)) > 0) {
					t.Fatalf("canMove(%s) = %v\n%s", s, g.canMove(s), g)
				}
			}
			m, err := game.RandomMove(g, r)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}
