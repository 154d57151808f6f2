package solver

import (
	"fmt"
	"testing"

	"parlor/game/kalah"
)

// BenchmarkSolve solves small boards from the start with a fresh 32 MiB
// table each time and reports the positions searched.
func BenchmarkSolve(b *testing.B) {
	for _, bd := range [][2]int{{3, 3}, {4, 3}, {4, 4}, {5, 3}, {6, 2}, {6, 3}} {
		b.Run(fmt.Sprintf("%dx%d", bd[0], bd[1]), func(b *testing.B) {
			g, err := kalah.New(bd[0], bd[1])
			if err != nil {
				b.Fatal(err)
			}
			p := FromGame(g)
			var nodes uint64
			for b.Loop() {
				s := New(20)
				s.Solve(p)
				nodes += s.Nodes()
			}
			b.ReportMetric(float64(nodes)/float64(b.N), "positions/op")
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "positions/s")
		})
	}
}
