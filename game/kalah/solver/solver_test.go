package solver

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"parlor/game/kalah"
)

// bruteForce is the mover's final margin with perfect play, by plain
// minimax over the engine itself: no table, no pruning.
func bruteForce(g *kalah.Game) int {
	if g.Over() {
		return g.Store(g.Mover()) - g.Store(g.Mover().Other())
	}
	best := -inf
	for _, m := range g.Legal() {
		c := g.Clone().(*kalah.Game)
		if err := c.Play(m); err != nil {
			panic(err)
		}
		v := bruteForce(c)
		if c.Over() {
			// bruteForce measured from c.Mover(); measure from g's mover.
			v = c.Store(g.Mover()) - c.Store(g.Mover().Other())
		} else if c.Mover() != g.Mover() {
			v = -v
		}
		best = max(best, v)
	}
	return best
}

// randomGame plays random moves from Kalah(h, s) until at most left seeds
// remain in the houses or the game ends.
func randomGame(t testing.TB, r *rand.Rand, h, s, left int) *kalah.Game {
	g, err := kalah.New(h, s)
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over() {
		p := FromGame(g)
		if p.sideSeeds(kalah.South)+p.sideSeeds(kalah.North) <= left {
			break
		}
		ms := g.Legal()
		if err := g.Play(ms[r.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestAgreesWithBruteForce solves thousands of random positions with few
// seeds left and compares with plain minimax over the engine.
func TestAgreesWithBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	s := New(14)
	boards := []struct{ h, s, left int }{
		{1, 3, 6}, {2, 2, 8}, {3, 3, 8}, {4, 2, 8}, {4, 4, 8}, {5, 3, 8}, {6, 4, 7}, {6, 6, 7}, {8, 3, 5}, {12, 2, 4},
	}
	n := 0
	for _, b := range boards {
		for i := 0; i < 400; i++ {
			g := randomGame(t, r, b.h, b.s, b.left)
			if g.Over() {
				continue
			}
			want := bruteForce(g)
			if got := s.Solve(FromGame(g)); got != want {
				t.Fatalf("Kalah(%d,%d) position\n%v\nsolver %d, minimax %d", b.h, b.s, g, got, want)
			}
			n++
		}
	}
	if n < 2000 {
		t.Fatalf("only %d positions compared", n)
	}
}

// TestAnchors checks the values of whole small boards against plain
// minimax, and the published Kalah(6,4) and (6,5) values are in the table
// run (TestTable).
func TestAnchors(t *testing.T) {
	for _, b := range []struct{ h, s int }{{1, 1}, {1, 5}, {2, 2}, {3, 1}, {3, 2}, {4, 1}} {
		g, err := kalah.New(b.h, b.s)
		if err != nil {
			t.Fatal(err)
		}
		want := bruteForce(g)
		if got := New(12).Solve(FromGame(g)); got != want {
			t.Errorf("Kalah(%d,%d): solver %d, minimax %d", b.h, b.s, got, want)
		}
	}
}

// TestFromGame plays random games in the engine and on the solver's
// position side by side and compares every pit after every move.
func TestFromGame(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 500; i++ {
		h, s := 1+r.IntN(kalah.MaxHouses), 1+r.IntN(kalah.MaxSeeds)
		g, err := kalah.New(h, s)
		if err != nil {
			t.Fatal(err)
		}
		p := FromGame(g)
		for !g.Over() {
			ms := g.Legal()
			if got := p.Legal(); len(got) != len(ms) {
				t.Fatalf("legal moves %v, engine %v", got, ms)
			}
			m := ms[r.IntN(len(ms))]
			o := p.play(int(m))
			before := g.Store(g.Mover())
			mover := g.Mover()
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if o.over != g.Over() {
				t.Fatalf("over %v, engine %v", o.over, g.Over())
			}
			if !o.over && (o.gain != g.Store(mover)-before || o.extra != (g.Mover() == mover)) {
				t.Fatalf("gain %d extra %v; engine\n%v", o.gain, o.extra, g)
			}
			if q := FromGame(g); q != p {
				t.Fatalf("after %v the solver's position differs from the engine's\n%v", m, g)
			}
		}
		if !p.Over() {
			t.Fatalf("the engine's game is over, the solver's position is not")
		}
	}
}

// TestEndgame solves random positions with the endgame table of few seeds
// and compares with plain minimax, and checks every entry of a small table
// against plain minimax too.
func TestEndgame(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	compared := 0
	for h := 1; h <= 6; h++ {
		s := New(12)
		s.Endgame(h, 6)
		for i := 0; i < 120; i++ {
			g := randomGame(t, r, h, 1+r.IntN(4), 7)
			if g.Over() {
				continue
			}
			if got, want := s.Solve(FromGame(g)), bruteForce(g); got != want {
				t.Fatalf("Kalah(%d,…) position\n%v\nsolver with endgame table %d, minimax %d", h, g, got, want)
			}
			compared++
		}
	}
	if compared < 300 {
		t.Fatalf("only %d positions compared with the endgame table", compared)
	}
	e := buildEndgame(2, 5)
	seen := 0
	var p Position
	p.h = 2
	for a := 0; a <= 5; a++ {
		for b := 0; a+b <= 5; b++ {
			for c := 0; a+b+c <= 5; c++ {
				for d := 0; a+b+c+d <= 5; d++ {
					p.pits = [ringLen]int16{0: int16(a), 1: int16(b), 3: int16(c), 4: int16(d)}
					if p.Over() {
						continue
					}
					seen++
					v, ok := e.lookup(&p, a+b+c+d)
					if want := New(8).Solve(p); !ok || v != want {
						t.Fatalf("houses %d %d %d %d: table %d %v, search %d", a, b, c, d, v, ok, want)
					}
				}
			}
		}
	}
	if seen == 0 || len(e.vals) != 126 {
		t.Fatalf("%d positions checked, table of %d", seen, len(e.vals))
	}
}

// TestEndgameSeeds checks the advised table sizes.
func TestEndgameSeeds(t *testing.T) {
	for _, c := range []struct{ h, r, want int }{
		{6, 24, 0}, {6, 36, 0}, {6, 48, 16}, {5, 50, 16}, {6, 37, 16}, {12, 288, 9},
	} {
		if got := EndgameSeeds(c.h, c.r); got != c.want {
			t.Errorf("EndgameSeeds(%d, %d) = %d, want %d", c.h, c.r, got, c.want)
		}
		if k := EndgameSeeds(c.h, c.r); k > 0 && binomial(k+2*c.h, 2*c.h) > 40_000_000 {
			t.Errorf("EndgameSeeds(%d, %d) = %d: a table of %d positions", c.h, c.r, k, binomial(k+2*c.h, 2*c.h))
		}
	}
}

// TestEntrySize holds New's word on memory: 32 bytes a slot.
func TestEntrySize(t *testing.T) {
	if n := unsafe.Sizeof(entry{}); n != 32 {
		t.Fatalf("a table entry takes %d bytes, New says 32", n)
	}
}
