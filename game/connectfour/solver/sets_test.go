package solver

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

var (
	setsDir = flag.String("sets", "", "directory of the full benchmark sets (Test_L3_R1 …); runs every position and prints the per-set table")
	setsMax = flag.Int("sets.max", 0, "with -sets, at most this many positions of each set (0: all)")
	setsOf  = flag.String("sets.only", "", "with -sets, a comma-separated list of sets to run (default all six)")
	hard    = flag.Bool("hard", false, "also score the testdata samples of the hard sets L1_R2 and L1_R3")
)

// setNames are the six public sets, easiest first.
var setNames = []string{"Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1", "Test_L1_R2", "Test_L1_R3"}

type setCase struct {
	moves string
	score int
}

func readSet(t testing.TB, path string, limit int) []setCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cs []setCase
	sc := bufio.NewScanner(f)
	for sc.Scan() && (limit == 0 || len(cs) < limit) {
		fs := strings.Fields(sc.Text())
		if len(fs) != 2 {
			continue
		}
		v, err := strconv.Atoi(fs[1])
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		cs = append(cs, setCase{fs[0], v})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cs
}

// TestSetSamples scores the first positions of each set, copied into
// testdata, exactly.
func TestSetSamples(t *testing.T) {
	s := New(testTableBits)
	for _, name := range setNames {
		limit := 20
		switch name {
		case "Test_L2_R2":
			limit = 5
		case "Test_L1_R2", "Test_L1_R3":
			if !*hard {
				continue
			}
			limit = 0
		}
		for _, c := range readSet(t, filepath.Join("testdata", name), limit) {
			p, err := FromMoves(c.moves)
			if err != nil {
				t.Fatalf("%s %s: %v", name, c.moves, err)
			}
			if got := s.Solve(p); got != c.score {
				t.Errorf("%s %s: score %d, want %d", name, c.moves, got, c.score)
			}
		}
	}
}

// TestSets runs the full sets from -sets DIR and prints, per set, the mean
// time and positions searched next to the reference solver's.
func TestSets(t *testing.T) {
	if *setsDir == "" {
		t.Skip("give -sets DIR to score the full benchmark sets")
	}
	ref := map[string]string{
		"Test_L3_R1": "4.6 µs / 51", "Test_L2_R1": "37 µs / 450", "Test_L2_R2": "3.2 ms / 39,900",
		"Test_L1_R1": "255 µs / 3,298", "Test_L1_R2": "97 ms / 1.2 M", "Test_L1_R3": "5.5 s / 65.9 M",
	}
	only := map[string]bool{}
	for _, n := range strings.Split(*setsOf, ",") {
		if n != "" {
			only[n] = true
		}
	}
	s := New(DefaultTableBits)
	fmt.Printf("| set | positions | mean time | mean positions searched | reference |\n|---|---|---|---|---|\n")
	for _, name := range setNames {
		if len(only) > 0 && !only[name] {
			continue
		}
		cs := readSet(t, filepath.Join(*setsDir, name), *setsMax)
		var nodes uint64
		var total time.Duration
		for _, c := range cs {
			p, err := FromMoves(c.moves)
			if err != nil {
				t.Fatalf("%s %s: %v", name, c.moves, err)
			}
			t0 := time.Now()
			got := s.Solve(p)
			total += time.Since(t0)
			nodes += s.Nodes()
			if got != c.score {
				t.Errorf("%s %s: score %d, want %d", name, c.moves, got, c.score)
			}
		}
		n := len(cs)
		fmt.Printf("| %s | %d | %v | %.1f | %s |\n", name, n, total/time.Duration(n), float64(nodes)/float64(n), ref[name])
	}
}

// benchSet solves every position of the testdata sample of one set, each
// op from an empty table (emptying it is not timed), and reports positions
// searched a second and, per position, the mean time and positions searched.
func benchSet(b *testing.B, name string) {
	cs := readSet(b, filepath.Join("testdata", name), 0)
	ps := make([]Position, len(cs))
	for i, c := range cs {
		p, err := FromMoves(c.moves)
		if err != nil {
			b.Fatal(err)
		}
		ps[i] = p
	}
	s := New(benchTableBits)
	var nodes uint64
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		s.Reset()
		b.StartTimer()
		for j, p := range ps {
			if got := s.Solve(p); got != cs[j].score {
				b.Fatalf("%s: score %d, want %d", cs[j].moves, got, cs[j].score)
			}
			nodes += s.Nodes()
		}
	}
	sec := b.Elapsed().Seconds()
	solved := float64(b.N * len(ps))
	b.ReportMetric(float64(nodes)/sec, "positions/s")
	b.ReportMetric(float64(nodes)/solved, "searched/position")
	b.ReportMetric(sec*1e6/solved, "µs/position")
	b.ReportMetric(0, "ns/op")
}

func BenchmarkL3R1(b *testing.B) { benchSet(b, "Test_L3_R1") }
func BenchmarkL2R1(b *testing.B) { benchSet(b, "Test_L2_R1") }
func BenchmarkL2R2(b *testing.B) { benchSet(b, "Test_L2_R2") }
func BenchmarkL1R1(b *testing.B) { benchSet(b, "Test_L1_R1") }
func BenchmarkL1R2(b *testing.B) { benchSet(b, "Test_L1_R2") }
