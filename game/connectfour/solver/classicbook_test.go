package solver

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"sync"
	"testing"
)

var (
	bookDeep = flag.Bool("book.deep", false, "spot-check book moves two plies further from the leaves (slow)")
	bookFull = flag.Bool("book.full", false, "check that the committed book keeps the first player's win along every line (about half an hour on one core)")
	leafWork = flag.Uint64("book.leaf", 2_000_000, "with -book.full, a first-player position the book leaves out must be proven a win within this many positions from an empty table")
)

// TestClassicBook spot-checks the committed book: along random lines inside
// the book (the first player playing the book's move, or the middle column
// on the empty board when the book does not start there; the second player
// a random reply among those that lead to a book position), the last book
// move of each line (the last two with -book.deep) is proven a win by the
// solver.
func TestClassicBook(t *testing.T) {
	book := classicBook(t)
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

// TestClassicBookComplete walks every line the book allows: from the empty
// board, the first player plays the book's move and the second player any
// reply. Each first-player position the book does not hold must be won at
// once or proven a win by an Analysis from an empty table within the leaf
// budget — what the Perfect level does in its time — and the book must
// never play a move that lets the second player win at once.
func TestClassicBookComplete(t *testing.T) {
	if !*bookFull {
		t.Skip("with -book.full only")
	}
	book := classicBook(t)
	// Gather the leaves: first-player positions out of the book.
	seen := map[uint64]bool{}
	var leaves []Position
	inBook := 0
	var walk func(p Position)
	walk = func(p Position) {
		key, _ := p.CanonicalKey()
		if seen[key] {
			return
		}
		seen[key] = true
		for _, c := range p.LegalMoves() {
			if p.IsWinningMove(c) {
				return
			}
		}
		col, ok := book.Move(p)
		if !ok {
			leaves = append(leaves, p)
			return
		}
		inBook++
		if !p.CanPlay(col) {
			t.Fatalf("the book plays full column %d after %d stones", col, p.Moves())
		}
		k := p
		k.Play(col)
		for _, r := range k.LegalMoves() {
			if k.IsWinningMove(r) {
				t.Fatalf("the book's move %d after %d stones lets the second player win at once", col, p.Moves())
			}
			q := k
			q.Play(r)
			walk(q)
		}
	}
	walk(Position{})
	if _, ok := book.Move(Position{}); !ok {
		t.Fatal("the book has no move for the empty board")
	}
	t.Logf("%d book positions on the lines (of %d), %d positions left to the solver", inBook, book.Len(), len(leaves))

	// Prove the leaves, one solver per core.
	work := make([]uint64, len(leaves))
	var failed []string
	var mu sync.Mutex
	next := make(chan int)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := New(21)
			for i := range next {
				s.Reset()
				a := s.Analyze(leaves[i])
				won := false
				for !won && a.Nodes() < *leafWork {
					done := a.Step(1 << 14)
					for _, v := range a.Values() {
						won = won || v.Lo >= 1
					}
					if done {
						break
					}
				}
				work[i] = a.Nodes()
				if !won {
					mu.Lock()
					failed = append(failed, fmt.Sprintf("key %x after %d stones", leaves[i].Key(), leaves[i].Moves()))
					mu.Unlock()
				}
			}
		}()
	}
	for i := range leaves {
		next <- i
	}
	close(next)
	wg.Wait()
	slices.Sort(work)
	for _, q := range []float64{0.5, 0.9, 0.99, 1} {
		t.Logf("leaf proofs, %3.0f%%: %d positions", q*100, work[min(int(q*float64(len(work))), len(work)-1)])
	}
	if len(failed) > 0 {
		t.Errorf("%d positions out of the book not proven within %d positions: %v", len(failed), *leafWork, failed[:min(len(failed), 10)])
	}
}

// classicBook reads the committed book.
func classicBook(t *testing.T) *Book {
	t.Helper()
	data, err := os.ReadFile("book/classic.book")
	if err != nil {
		t.Fatal(err)
	}
	book, err := ParseBook(data)
	if err != nil {
		t.Fatal(err)
	}
	return book
}
