package solver

import (
	"fmt"
	"testing"

	"parlor/game/kalah"
)

// BenchmarkSolve solves small boards from the start with a fresh table
// each time (2 MiB, or 32 MiB for the larger boards, made outside the
// timing) and reports the positions searched.
func BenchmarkSolve(b *testing.B) {
	for _, bd := range [][3]int{{3, 3, 16}, {4, 3, 16}, {4, 4, 20}, {5, 3, 16}, {6, 2, 16}, {6, 3, 20}} {
		b.Run(fmt.Sprintf("%dx%d", bd[0], bd[1]), func(b *testing.B) {
			g, err := kalah.New(bd[0], bd[1])
			if err != nil {
				b.Fatal(err)
			}
			p := FromGame(g)
			var nodes uint64
			for b.Loop() {
				b.StopTimer()
				s := New(bd[2])
				b.StartTimer()
				s.Solve(p)
				nodes += s.Nodes()
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "positions/op")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "positions/s")
		})
	}
}
