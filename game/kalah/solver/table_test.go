package solver

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"parlor/game/kalah"
)

var (
	tableRun    = flag.Bool("table", false, "solve whole boards and print the values table (long)")
	tableMaxSec = flag.Float64("maxsec", 600, "give up a board after this many seconds, and the rest of its row")
	tableBoards = flag.String("boards", "", "boards to solve, like 6x4,6x5 (default: houses 1-6 × seeds 1-6)")
	tableTT     = flag.Int("ttbits", 24, "table size of the values run: 2^ttbits slots of 32 bytes")
	tableEG     = flag.Int("endgame", -1, "seeds of the endgame table (-1: as EndgameSeeds advises)")
)

// endgameSeeds is the endgame table the values run builds for Kalah(h, s).
func endgameSeeds(h, s int) int {
	if *tableEG >= 0 {
		return *tableEG
	}
	return EndgameSeeds(h, 2*h*s)
}

// TestTable solves whole boards from the start and prints a markdown table
// of their values, positions searched and seconds (the endgame table's
// building included): go test
// ./game/kalah/solver -run TestTable -table -maxsec 600 (with GOMAXPROCS=1
// and nice on a shared machine). Each row of houses stops at the first
// board that takes longer than -maxsec.
func TestTable(t *testing.T) {
	if !*tableRun {
		t.Skip("the values table runs with -table")
	}
	var rows [][][2]int
	if *tableBoards == "" {
		for h := 1; h <= 6; h++ {
			var row [][2]int
			for s := 1; s <= 6; s++ {
				row = append(row, [2]int{h, s})
			}
			rows = append(rows, row)
		}
	} else {
		for _, b := range strings.Split(*tableBoards, ",") {
			var h, s int
			if _, err := fmt.Sscanf(b, "%dx%d", &h, &s); err != nil {
				t.Fatalf("board %q: %v", b, err)
			}
			rows = append(rows, [][2]int{{h, s}})
		}
	}
	fmt.Println("| board | value | positions | seconds | endgame seeds |")
	fmt.Println("|---|---:|---:|---:|---:|")
	for _, row := range rows {
		for _, b := range row {
			g, err := kalah.New(b[0], b[1])
			if err != nil {
				t.Fatal(err)
			}
			s := New(*tableTT)
			start := time.Now()
			k := endgameSeeds(b[0], b[1])
			if k > 0 {
				s.Endgame(b[0], k)
			}
			v, lo, hi, ok := solveWithin(s, FromGame(g), time.Duration(*tableMaxSec*float64(time.Second)))
			secs := time.Since(start).Seconds()
			if !ok {
				fmt.Printf("| Kalah(%d,%d) | not solved in %.0f s (%s) | %d | — | %d |\n", b[0], b[1], secs, bounds(lo, hi), s.Nodes(), k)
				break
			}
			fmt.Printf("| Kalah(%d,%d) | %s | %d | %.2f | %d |\n", b[0], b[1], signed(v), s.Nodes(), secs, k)
			os.Stdout.Sync()
		}
	}
}

// solveWithin is Solve with a time limit: the search runs in chunks of
// nodes and gives up when a chunk ends past the limit, with the bounds on
// the value proved by then.
func solveWithin(s *Solver, p Position, limit time.Duration) (v, lo, hi int, ok bool) {
	start := time.Now()
	lo, hi = -inf, inf
	g := 0
	for lo < hi {
		beta := g
		if g == lo {
			beta = g + 1
		}
		s.limit, s.stopped = s.nodes+1<<22, false
		v, _ = s.search(&p, beta-1, beta, unlimited)
		if s.stopped {
			if time.Since(start) > limit {
				s.limit, s.stopped = 0, false
				return 0, p.Margin() + lo, p.Margin() + hi, false
			}
			continue
		}
		g = v
		if g < beta {
			hi = g
		} else {
			lo = g
		}
	}
	s.limit = 0
	return p.Margin() + g, p.Margin() + g, p.Margin() + g, true
}

// bounds words what is known of an unsolved value.
func bounds(lo, hi int) string {
	switch {
	case lo < -inf/2 && hi > inf/2:
		return "no bound yet"
	case lo < -inf/2:
		return "at most " + signed(hi)
	case hi > inf/2:
		return "at least " + signed(lo)
	}
	return "between " + signed(lo) + " and " + signed(hi)
}

func signed(v int) string {
	if v > 0 {
		return fmt.Sprintf("+%d", v)
	}
	return fmt.Sprint(v)
}
