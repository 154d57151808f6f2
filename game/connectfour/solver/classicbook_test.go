package solver

import (
	"flag"
	"math/rand/v2"
	"os"
	"runtime"
	"testing"
)

var bookDeep = flag.Bool("book.deep", false, "spot-check book moves two plies further from the leaves (slow)")

// TestClassicBook spot-checks the committed book: along random lines inside
// the book (the first player playing the book's move, or the middle column
// on the empty board when the book does not start there; the second player
// a random reply among those that lead to a book position), the last book
// move of each line (the last two with -book.deep) is proven a win by the
// solver.
func TestClassicBook(t *testing.T) {
	data, err := os.ReadFile("book/classic.book")
	if err != nil {
		t.Fatal(err)
	}
	book, err := ParseBook(data)
	if err != nil {
		t.Fatal(err)
	}
	if col, ok := book.Move(Position{}); ok && col != 3 {
		t.Errorf("the book opens in column %d, want the middle, 3", col)
	}
	check := 1
	if *bookDeep {
		check = 2
	}
	lines := 6
	if testing.Short() || runtime.GOOS == "js" {
		lines = 2
	}
	s := New(testTableBits)
	rng := rand.New(rand.NewPCG(5, 6))
	for l := 0; l < lines; l++ {
		var p Position
		var path []Position
		var cols []int
		for {
			col, ok := book.Move(p)
			switch {
			case ok:
				if !p.CanPlay(col) {
					t.Fatalf("the book plays full column %d", col)
				}
				path, cols = append(path, p), append(cols, col)
			case p.Moves() == 0:
				col = 3
			}
			p.Play(col)
			var next []int
			for _, r := range p.LegalMoves() {
				q := p
				q.Play(r)
				if _, ok := book.Move(q); ok {
					next = append(next, r)
				}
			}
			if len(next) == 0 {
				break
			}
			p.Play(next[rng.IntN(len(next))])
		}
		if len(path) == 0 {
			t.Fatalf("line %d: no book move", l)
		}
		for i := max(len(path)-check, 0); i < len(path); i++ {
			if win, _ := s.Wins(path[i], cols[i], 0); !win {
				t.Fatalf("book move %d after %d stones does not win (key %x)", cols[i], path[i].Moves(), path[i].Key())
			}
		}
	}
}
