package solver

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// childScore is the score of the move col in p from the mover's view, by
// Solve.
func childScore(s *Solver, p Position, col int) int {
	if p.IsWinningMove(col) {
		return (Cells + 1 - p.Moves()) / 2
	}
	k := p
	k.Play(col)
	return -s.Solve(k)
}

func analysisPositions(t *testing.T) []Position {
	t.Helper()
	var ps []Position
	for _, name := range []string{"Test_L3_R1", "Test_L2_R1"} {
		for _, c := range readSet(t, "testdata/"+name, 10) {
			p, err := FromMoves(c.moves)
			if err != nil {
				t.Fatal(err)
			}
			ps = append(ps, p)
		}
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for len(ps) < 60 {
		moves, ok := randomGame(rng, 8+rng.IntN(8))
		if !ok {
			continue
		}
		var p Position
		for _, m := range moves {
			p.Play(m)
		}
		ps = append(ps, p)
	}
	return ps
}

// TestAnalysisValues checks every move's value against Solve, and Best
// against the best of them.
func TestAnalysisValues(t *testing.T) {
	s := New(testTableBits)
	ref := New(testTableBits)
	for _, p := range analysisPositions(t) {
		a := s.Analyze(p)
		for !a.Step(1000) {
		}
		vals := a.Values()
		if len(vals) != len(p.LegalMoves()) {
			t.Fatalf("%d values for %d legal moves", len(vals), len(p.LegalMoves()))
		}
		best := -Cells
		for _, v := range vals {
			want := childScore(ref, p, v.Col)
			if !v.Exact || v.Score != want || v.Lo != want || v.Hi != want {
				t.Errorf("key %x col %d: %+v, want exact %d", p.Key(), v.Col, v, want)
			}
			best = max(best, want)
		}
		col, score, exact := a.Best()
		if !exact || !a.Proven() || score != best || childScore(ref, p, col) != best {
			t.Errorf("key %x: Best %d %d %v, want a move scoring %d, proven", p.Key(), col, score, exact, best)
		}
		if got := ref.Solve(p); got != best {
			t.Errorf("key %x: Solve %d, best move %d", p.Key(), got, best)
		}
	}
}

// TestAnalysisSlices checks that the answers after the same total work do
// not depend on the slice sizes.
func TestAnalysisSlices(t *testing.T) {
	const total = 3003 // 3 × 7 × 11 × 13
	for _, p := range analysisPositions(t)[:30] {
		var first []Value
		var firstBest [3]int
		for _, slice := range []int{1, 7, 143, total} {
			s := New(16)
			a := s.Analyze(p)
			for n := 0; n < total; n += slice {
				a.Step(slice)
			}
			vals := a.Values()
			col, score, exact := a.Best()
			b := [3]int{col, score, 0}
			if exact {
				b[2] = 1
			}
			for !a.Step(slice) {
			}
			if first == nil {
				first, firstBest = vals, b
				continue
			}
			if !slices.Equal(vals, first) || b != firstBest {
				t.Fatalf("key %x: slices of %d give %v best %v, slices of 1 give %v best %v", p.Key(), slice, vals, b, first, firstBest)
			}
		}
	}
}

// TestAnalysisDone checks a finished game: no values and no best move.
func TestAnalysisDone(t *testing.T) {
	p, _ := FromMoves("1212121")
	a := New(testTableBits).Analyze(p)
	if !a.Step(10) || len(a.Values()) != 0 {
		t.Error("a won position should have nothing to analyse")
	}
	if col, _, _ := a.Best(); col != -1 {
		t.Errorf("Best of a won position is %d", col)
	}
}
