package solver

import (
	"math/rand/v2"
	"testing"

	"parlor/game/connectfour"
)

// refBoard is an independent plain-array board for the brute-force checks.
type refBoard struct {
	cell   [Width][Height]int8 // 0 empty, 1 and 2 the players
	height [Width]int
	placed int
}

func (b *refBoard) lineThrough(c, r int) bool {
	who := b.cell[c][r]
	for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		n := 1
		for _, s := range []int{1, -1} {
			x, y := c+s*d[0], r+s*d[1]
			for x >= 0 && x < Width && y >= 0 && y < Height && b.cell[x][y] == who {
				n++
				x, y = x+s*d[0], y+s*d[1]
			}
		}
		if n >= 4 {
			return true
		}
	}
	return false
}

// minimax is the exact score for the side to move (who) by plain minimax.
func (b *refBoard) minimax(who int8) int {
	if b.placed == Cells {
		return 0
	}
	best := -Cells
	for c := 0; c < Width; c++ {
		if b.height[c] == Height {
			continue
		}
		r := b.height[c]
		b.cell[c][r] = who
		b.height[c]++
		b.placed++
		var v int
		if b.lineThrough(c, r) {
			v = 22 - (b.placed+1)/2
		} else {
			v = -b.minimax(3 - who)
		}
		b.placed--
		b.height[c]--
		b.cell[c][r] = 0
		best = max(best, v)
	}
	return best
}

// randomGame plays random moves that do not win until only empty squares
// are left, or returns false when it gets stuck.
func randomGame(rng *rand.Rand, empty int) (moves []int, ok bool) {
	var b refBoard
	who := int8(1)
	for Cells-b.placed > empty {
		var cand []int
		for c := 0; c < Width; c++ {
			if b.height[c] == Height {
				continue
			}
			r := b.height[c]
			b.cell[c][r] = who
			if !b.lineThrough(c, r) {
				cand = append(cand, c)
			}
			b.cell[c][r] = 0
		}
		if len(cand) == 0 {
			return nil, false
		}
		c := cand[rng.IntN(len(cand))]
		b.cell[c][b.height[c]] = who
		b.height[c]++
		b.placed++
		moves = append(moves, c)
		who = 3 - who
	}
	return moves, true
}

// TestBruteForce checks Solve against plain minimax on random positions with
// few empty squares, built both from the move string and through the
// connectfour engine with either player starting.
func TestBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	s := New(testTableBits)
	count := 2000
	if testing.Short() {
		count = 300
	}
	for n := 0; n < count; {
		empty := 1 + rng.IntN(10)
		moves, ok := randomGame(rng, empty)
		if !ok {
			continue
		}
		n++
		str := make([]byte, len(moves))
		for i, m := range moves {
			str[i] = byte('1' + m)
		}
		p, err := FromMoves(string(str))
		if err != nil {
			t.Fatalf("%s: %v", str, err)
		}
		var b refBoard
		who := int8(1)
		for _, m := range moves {
			b.cell[m][b.height[m]] = who
			b.height[m]++
			b.placed++
			who = 3 - who
		}
		want := b.minimax(who)
		if got := s.Solve(p); got != want {
			t.Fatalf("%s: Solve %d, minimax %d", str, got, want)
		}
		// Wins agrees with the move's exact value
		for _, c := range p.LegalMoves() {
			win, decided := s.Wins(p, c, 0)
			if !decided || win != (childScore(s, p, c) > 0) {
				t.Fatalf("%s: Wins(col %d) = %v %v, the move scores %d", str, c, win, decided, childScore(s, p, c))
			}
		}
		// the same position through the engine, the second seat starting
		// half the time
		first := rng.IntN(2)
		g, err := connectfour.New(connectfour.Options{Rules: connectfour.Classic, First: gamePlayer(first)})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range moves {
			if err := g.Play(gameMove(m)); err != nil {
				t.Fatalf("%s: engine: %v", str, err)
			}
		}
		q, err := FromGame(g)
		if err != nil {
			t.Fatalf("%s: FromGame: %v", str, err)
		}
		if q.Key() != p.Key() || q.Moves() != p.Moves() {
			t.Fatalf("%s: FromGame gives another position", str)
		}
	}
}

// TestMirror checks that a position and its mirror image score the same and
// share a canonical key.
func TestMirror(t *testing.T) {
	s := New(testTableBits)
	for _, str := range []string{"4453", "1121", "71", "3344556", "12345671234567"} {
		p, err := FromMoves(str)
		if err != nil {
			t.Fatal(err)
		}
		m := make([]byte, len(str))
		for i := range str {
			m[i] = '8' - str[i] + '0'
		}
		q, err := FromMoves(string(m))
		if err != nil {
			t.Fatal(err)
		}
		if q.Key() != p.MirrorKey() {
			t.Errorf("%s: mirror key differs from %s's key", str, m)
		}
		kp, _ := p.CanonicalKey()
		kq, _ := q.CanonicalKey()
		if kp != kq {
			t.Errorf("%s and %s: canonical keys differ", str, m)
		}
		if len(str) > 6 {
			if a, b := s.Solve(p), s.Solve(q); a != b {
				t.Errorf("%s scores %d, its mirror %d", str, a, b)
			}
		}
	}
}
