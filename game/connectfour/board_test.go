package connectfour

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// handoutBoards are the boards the handout prints, each after the moves that
// lead to it from the one before.
var handoutBoards = []struct {
	name  string
	moves []struct {
		col   int
		first bool
	}
	want string
}{
	{"initial 5x4", nil, `
. . . .
. . . .
. . . .
. . . .
. . . .
`},
	{"p1 0", []struct {
		col   int
		first bool
	}{{0, true}}, `
. . . .
. . . .
. . . .
. . . .
R . . .
`},
	{"p2 1 p1 2 p1 3", []struct {
		col   int
		first bool
	}{{1, false}, {2, true}, {3, true}}, `
. . . .
. . . .
. . . .
. . . .
R Y R R
`},
	{"a full column grows the board up", []struct {
		col   int
		first bool
	}{{1, true}, {1, false}, {1, true}, {1, false}, {1, true}}, `
. R . .
. Y . .
. R . .
. Y . .
. R . .
R Y R R
`},
	{"a column past the edge widens the board", []struct {
		col   int
		first bool
	}{{4, true}}, `
. R . . .
. Y . . .
. R . . .
. Y . . .
. R . . .
R Y R R R
`},
}

func TestBoardHandoutExamples(t *testing.T) {
	b := NewBoard("R", "Y", ".")
	for _, tc := range handoutBoards {
		for _, m := range tc.moves {
			got, err := b.Insert(m.col, m.first)
			if err != nil {
				t.Fatalf("%s: Insert(%d): %v", tc.name, m.col, err)
			}
			if got != "." {
				t.Fatalf("%s: Insert(%d) = %q, want no winner", tc.name, m.col, got)
			}
		}
		if got, want := b.String(), strings.TrimPrefix(tc.want, "\n"); got != want {
			t.Errorf("%s: board\n%s\nwant\n%s", tc.name, got, want)
		}
	}
}

func TestBoardCounts(t *testing.T) {
	b := NewBoard("R", "Y", ".")
	if b.NumRows() != 5 || b.NumColumns() != 4 {
		t.Fatalf("new board is %d×%d, want 5×4", b.NumRows(), b.NumColumns())
	}
	for _, tc := range handoutBoards {
		for _, m := range tc.moves {
			b.Insert(m.col, m.first)
		}
	}
	// The last handout board: 6 rows, 5 columns.
	if b.NumRows() != 6 || b.NumColumns() != 5 {
		t.Fatalf("last handout board is %d×%d, want 6×5", b.NumRows(), b.NumColumns())
	}
	for _, tc := range []struct {
		name string
		got  int
		want int
	}{
		{"row 0", b.NumTokensInRow(0), 5},
		{"row 1", b.NumTokensInRow(1), 1},
		{"row 5", b.NumTokensInRow(5), 1},
		{"row 6 does not exist", b.NumTokensInRow(6), -1},
		{"row -1 does not exist", b.NumTokensInRow(-1), -1},
		{"column 0", b.NumTokensInColumn(0), 1},
		{"column 1", b.NumTokensInColumn(1), 6},
		{"column 4", b.NumTokensInColumn(4), 1},
		{"column 5 does not exist", b.NumTokensInColumn(5), -1},
		{"column -1 does not exist", b.NumTokensInColumn(-1), -1},
	} {
		if tc.got != tc.want {
			t.Errorf("%s: got %d, want %d", tc.name, tc.got, tc.want)
		}
	}
	// An empty row inside the board exists and holds no token.
	e := NewBoard("R", "Y", ".")
	if got := e.NumTokensInRow(4); got != 0 {
		t.Errorf("empty row 4: got %d, want 0", got)
	}
	if got := e.NumTokensInColumn(3); got != 0 {
		t.Errorf("empty column 3: got %d, want 0", got)
	}
}

func TestBoardClear(t *testing.T) {
	b := NewBoard("X", "O", "-")
	for c := range 7 {
		b.Insert(c, c%2 == 0)
		b.Insert(1, true)
	}
	b.Clear()
	want := strings.Repeat("- - - -\n", 5)
	if got := b.String(); got != want {
		t.Errorf("cleared board\n%s\nwant\n%s", got, want)
	}
	if b.NumTokensInRow(0) != 0 || b.NumTokensInColumn(1) != 0 || b.NumTokensInColumn(4) != -1 {
		t.Errorf("cleared board still counts tokens")
	}
}

func TestBoardWins(t *testing.T) {
	tests := []struct {
		name  string
		moves []int // column; odd positions are player 2, even player 1
		want  string
	}{
		{"horizontal four", []int{0, 0, 1, 1, 2, 2, 3}, "R"},
		{"vertical four", []int{0, 1, 0, 1, 0, 1, 0}, "R"},
		{"player 2 horizontal", []int{0, 1, 0, 2, 0, 3, 6, 4}, "Y"},
		{"three is not four", []int{0, 0, 1, 1, 2, 2}, "."},
		{"diagonal does not win", []int{0, 1, 1, 2, 2, 3, 2, 3, 3, 6, 3}, "."},
		{"a gap breaks a row", []int{0, 0, 1, 1, 2, 2, 4, 4, 5}, "."},
		{"four across the widened edge", []int{3, 3, 4, 4, 5, 5, 6}, "R"},
	}
	for _, tc := range tests {
		b := NewBoard("R", "Y", ".")
		var got string
		for i, c := range tc.moves {
			var err error
			got, err = b.Insert(c, i%2 == 0)
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
		}
		if got != tc.want {
			t.Errorf("%s: last insert returned %q, want %q\n%s", tc.name, got, tc.want, b)
		}
	}
}

func TestBoardRefusesNegativeColumn(t *testing.T) {
	b := NewBoard("R", "Y", ".")
	before := b.String()
	if _, err := b.Insert(-1, true); err == nil {
		t.Fatal("Insert(-1) succeeded")
	}
	if b.String() != before || b.Placed() != 0 {
		t.Error("a refused insert changed the board")
	}
}

// scanForFour looks for four in a row the way the handout describes: from
// every square, in every direction, iteratively.
func scanForFour(b *Board, diagonals bool) Cell {
	dirs := directions[:2]
	if diagonals {
		dirs = directions[:]
	}
	for c := 0; c < b.NumColumns(); c++ {
		for r := 0; r < b.NumRows(); r++ {
			first := b.At(Point{c, r})
			if first == Empty {
				continue
			}
			for _, d := range dirs {
				n := 1
				for n < 4 && b.At(Point{c + n*d.Col, r + n*d.Row}) == first {
					n++
				}
				if n == 4 {
					return first
				}
			}
		}
	}
	return Empty
}

// TestBoardMatchesFullScan checks the win test around the last token against
// the handout's scan of the whole board, on many random boards.
func TestBoardMatchesFullScan(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for game := range 2000 {
		b := NewBoard("R", "Y", ".")
		for i := 0; i < 60; i++ {
			first := r.IntN(2) == 0
			got, _ := b.Insert(r.IntN(7), first)
			want := b.Token(scanForFour(b, false))
			if got != want {
				t.Fatalf("game %d: Insert returned %q, scan finds %q\n%s", game, got, want, b)
			}
			if got != "." {
				break
			}
		}
	}
}

// TestBoardClonesAreIndependent does the same for bare boards, which grow
// without a cap.
func TestBoardClonesAreIndependent(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for range 300 {
		b := NewBoard("R", "Y", ".")
		var cols []int
		for range 40 {
			var c Board
			b.cloneInto(&c)
			mine, theirs := slices.Clone(cols), slices.Clone(cols)
			for range 5 {
				x, y := r.IntN(12), r.IntN(12)
				b.Insert(x, true)
				c.Insert(y, true)
				mine, theirs = append(mine, x), append(theirs, y)
			}
			for _, tc := range []struct {
				b    *Board
				cols []int
			}{{b, mine}, {&c, theirs}} {
				fresh := NewBoard("R", "Y", ".")
				for _, col := range tc.cols {
					fresh.Insert(col, true)
				}
				if tc.b.String() != fresh.String() || !reflect.DeepEqual(tc.b.rowCounts, fresh.rowCounts) {
					t.Fatalf("a board and its clone share squares\n%s\nwant\n%s", tc.b, fresh)
				}
			}
			cols = mine
		}
	}
}
