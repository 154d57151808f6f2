package solver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"parlor/game/kalah"
)

// run steps a fresh analysis of g slice nodes at a time to the end and
// returns the values of every depth it finished.
func run(t *testing.T, g *kalah.Game, slice int) [][]Value {
	t.Helper()
	a := New(14).Analyze(FromGame(g))
	var seen [][]Value
	for steps := 0; ; steps++ {
		if steps > 1e7 {
			t.Fatalf("no end after %d steps of %d nodes", steps, slice)
		}
		done := a.Step(slice)
		if vs := a.Values(); vs != nil && (len(seen) == 0 || vs[0].Depth != seen[len(seen)-1][0].Depth) {
			seen = append(seen, vs)
		}
		if done {
			return seen
		}
	}
}

// TestAnalysisSlices analyses positions in slices of different sizes and
// checks that every depth gives the same values, that the end is exact,
// and that each exact value is what plain minimax gives the move.
func TestAnalysisSlices(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 30; i++ {
		g := randomGame(t, r, 2+r.IntN(4), 2+r.IntN(3), 9)
		if g.Over() {
			continue
		}
		want := run(t, g, 1<<30)
		for _, slice := range []int{1, 1500, 5000, 40000} {
			got := run(t, g, slice)
			for _, gv := range got {
				for _, wv := range want {
					if gv[0].Depth == wv[0].Depth && !sameValues(gv, wv) {
						t.Fatalf("position\n%v\ndepth %d in slices of %d: %v, in one go %v", g, wv[0].Depth, slice, gv, wv)
					}
				}
			}
			last, wlast := got[len(got)-1], want[len(want)-1]
			if !sameValues(last, wlast) {
				t.Fatalf("position\n%v\nfinal values in slices of %d: %v, in one go %v", g, slice, last, wlast)
			}
		}
		final := want[len(want)-1]
		for _, v := range final {
			c := g.Clone().(*kalah.Game)
			if err := c.Play(v.Move); err != nil {
				t.Fatal(err)
			}
			m := bruteForce(c)
			if !c.Over() && c.Mover() != g.Mover() {
				m = -m
			} else if c.Over() {
				m = c.Store(g.Mover()) - c.Store(g.Mover().Other())
			}
			if !v.Exact || v.Value != m {
				t.Fatalf("position\n%v\nmove %d: %+v, minimax %d", g, v.Move, v, m)
			}
		}
		a := New(10).Analyze(FromGame(g))
		for !a.Step(1 << 30) {
		}
		m, v, exact := a.Best()
		if best := slices.MaxFunc(final, func(x, y Value) int { return x.Value - y.Value }); !exact || !a.Proven() || v != best.Value || v != New(10).Solve(FromGame(g)) {
			t.Fatalf("position\n%v\nbest %d %d %v, values %v", g, m, v, exact, final)
		}
	}
}

// sameValues compares moves and values, and whether they are exact at the
// same depth.
func sameValues(a, b []Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Move != b[i].Move || a[i].Value != b[i].Value || a[i].Exact != b[i].Exact && a[i].Depth == b[i].Depth {
			return false
		}
	}
	return true
}

// TestAnalysisFinished checks the analysis of a finished game.
func TestAnalysisFinished(t *testing.T) {
	g, err := kalah.New(1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Play(1); err != nil {
		t.Fatal(err)
	}
	a := New(4).Analyze(FromGame(g))
	if !a.Step(10) || !a.Proven() || a.Values() != nil {
		t.Fatalf("finished game: done %v proven %v values %v", a.Step(10), a.Proven(), a.Values())
	}
	if _, v, exact := a.Best(); !exact || v != g.Store(g.Mover())-g.Store(g.Mover().Other()) {
		t.Fatalf("finished game: best %d %v\n%v", v, exact, g)
	}
}

// TestAnalysisKeepsTheValue plays the analysis's best move for one side
// against random moves on small boards, in slices, and checks that the
// side never ends below the value the solver gives its first position.
func TestAnalysisKeepsTheValue(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	s := New(16)
	for i := 0; i < 40; i++ {
		h, seeds := 2+r.IntN(3), 1+r.IntN(3)
		g, err := kalah.New(h, seeds)
		if err != nil {
			t.Fatal(err)
		}
		perfect := kalah.Side(i % 2)
		var want int
		first := true
		for !g.Over() {
			if g.Mover() != perfect {
				ms := g.Legal()
				if err := g.Play(ms[r.IntN(len(ms))]); err != nil {
					t.Fatal(err)
				}
				continue
			}
			a := s.Analyze(FromGame(g))
			for !a.Step(2000) {
			}
			m, v, exact := a.Best()
			if !exact {
				t.Fatalf("Kalah(%d,%d): not proven", h, seeds)
			}
			if first {
				want, first = v, false
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if got := g.Store(perfect) - g.Store(perfect.Other()); !first && got < want {
			t.Fatalf("Kalah(%d,%d): %v ended %d, below the solved %d", h, seeds, perfect, got, want)
		}
	}
}
