package bot

import (
	"math/rand/v2"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/yote"
)

// yotePositions plays random games on a board of rows and keeps the
// positions for which keep says yes, until it has n.
func yotePositions(t *testing.T, rows, n int, seed uint64, keep func(*yote.Game) bool) []*yote.Game {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 1))
	var out []*yote.Game
	for tries := 0; len(out) < n && tries < 10000; tries++ {
		g, err := yote.New(rows)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() && len(out) < n {
			if keep(g) {
				out = append(out, g.Clone().(*yote.Game))
				break
			}
			ms := g.Legal()
			if err := g.Play(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(out) < n {
		t.Fatalf("found %d positions, want %d", len(out), n)
	}
	return out
}

func TestYoteExpertMoveDoesNotDependOnSlicing(t *testing.T) {
	for _, rows := range []int{yote.Rows, yote.BigRows} {
		ps := yotePositions(t, rows, 6, uint64(rows), func(g *yote.Game) bool { return g.MoveNumber() >= 14 })
		for i, g := range ps {
			whole, err := ai.Think(&Yote{Nodes: 20000}, g, uint64(i))
			if err != nil {
				t.Fatal(err)
			}
			b := &Yote{Nodes: 20000}
			if err := b.Start(g, uint64(i)); err != nil {
				t.Fatal(err)
			}
			var sliced game.Move
			for steps := 0; ; steps++ {
				if m, ok := b.Step(time.Nanosecond); ok {
					sliced = m
					break
				}
			}
			if sliced != whole {
				t.Errorf("rows %d position %d: %s in one go, %s in slices\n%s", rows, i, g.MoveString(whole), g.MoveString(sliced), g)
			}
		}
	}
}

// yoteValue is the exact value of g for the side to move, searched to
// depth plies with every move: 1 a win, -1 a loss, 0 a draw or unknown.
func yoteValue(g *yote.Game, depth int) int {
	if g.Over() {
		switch w := g.Winner(); {
		case w == game.Nobody:
			return 0
		case yote.Side(w) == g.Mover():
			return 1
		}
		return -1
	}
	if depth == 0 {
		return 0
	}
	best := -1
	for _, m := range g.Legal() {
		c := *g
		if err := c.Play(m); err != nil {
			panic(err)
		}
		best = max(best, -yoteValue(&c, depth-1))
		if best == 1 {
			break
		}
	}
	return best
}

func TestYoteExpertWinsSmallEndgames(t *testing.T) {
	few := func(g *yote.Game) bool {
		return g.Reserve(yote.X)+g.Reserve(yote.O) == 0 && g.OnBoard(yote.X)+g.OnBoard(yote.O) <= 9
	}
	wins := 0
	for i, g := range yotePositions(t, yote.Rows, 40, 7, few) {
		if yoteValue(g, 5) != 1 {
			continue
		}
		wins++
		m, err := ai.Think(&Yote{Nodes: 40000}, g, uint64(i))
		if err != nil {
			t.Fatal(err)
		}
		c := *g
		if err := c.Play(m); err != nil {
			t.Fatal(err)
		}
		if yoteValue(&c, 4) != -1 {
			t.Errorf("position %d is won within 5 plies, but %s does not keep the win\n%s", i, g.MoveString(m), g)
		}
	}
	if wins < 5 {
		t.Fatalf("only %d of the positions are won within 5 plies: the test tests little", wins)
	}
}

// BenchmarkYoteExpert measures the Expert's search a dozen moves into a
// game on each board: ns/op is one move of 20,000 positions.
func BenchmarkYoteExpert(b *testing.B) {
	for _, rows := range []int{yote.Rows, yote.BigRows} {
		b.Run(map[int]string{yote.Rows: "rows=4", yote.BigRows: "rows=6"}[rows], func(b *testing.B) {
			g, err := yote.New(rows)
			if err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 1))
			for g.MoveNumber() < 12 {
				ms := g.Legal()
				if err := g.Play(ms[r.IntN(len(ms))]); err != nil {
					b.Fatal(err)
				}
			}
			bot := &Yote{Nodes: 20000}
			nodes := 0
			for i := 0; b.Loop(); i++ {
				if _, err := ai.Think(bot, g, uint64(i)); err != nil {
					b.Fatal(err)
				}
				nodes += bot.nodes
			}
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "positions/s")
		})
	}
}
