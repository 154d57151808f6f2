package review_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/game/ai"
	"parlor/game/games"
	"parlor/game/record"
	"parlor/game/review"
)

// writeGolden makes TestGoldenReviews write the reviews of the records in
// testdata (review.Run, natively) as their golden files: go test
// ./game/review/ -run TestGoldenReviews -args -review.golden.
var writeGolden = flag.Bool("review.golden", false, "write the reviews of the records in testdata as their golden files")

// TestGoldenReviews reviews every record in testdata in slices of a
// microsecond, a few solver positions or search iterations each, and
// checks the review is its golden file, byte for byte: written natively
// by one unsliced review.Run, and checked natively and under GOOS=js
// (node stands in for the page). The analyses' budgets are work, not
// time, so the slicing, the machine's load and the platform change
// nothing: the page and the terminal agree on every record. It checks
// too what the judging rules promise of every move (see checkRules).
func TestGoldenReviews(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no records in testdata: %v", err)
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			m := load(t, file)
			golden := strings.TrimSuffix(file, ".txt") + ".review"
			if *writeGolden {
				r, err := review.Run(m)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(dump(r)), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			rv := review.New(m)
			steps := 0
			for {
				done, err := rv.Step(time.Microsecond)
				if err != nil {
					t.Fatal(err)
				}
				steps++
				if done {
					break
				}
			}
			r := rv.Review()
			if got := dump(r); got != string(want) {
				t.Errorf("the review in %d slices differs from %s:\n%s", steps, golden, diff(got, string(want)))
			}
			checkRules(t, r)
		})
	}
}

// load reads the record in file.
func load(t *testing.T, file string) *record.Match {
	t.Helper()
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.Load(games.All(), string(text))
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// dump is review r whole, a line a move and a line a seat's accuracy, the
// chances and accuracies to six places.
func dump(r review.Review) string {
	var b strings.Builder
	fmt.Fprintf(&b, "game %s chance %v\n", r.Game, r.Chance)
	for i, m := range r.Moves {
		fmt.Fprintf(&b, "%d. ply %d seat %d %s: played %s best %s %q lost %.6f mark %q first %.6f accuracy %.6f\n",
			i+1, m.Ply, m.Seat, m.Text, value(m.Played), value(m.Best), m.BestText, m.Lost, m.Mark, m.First, m.Accuracy)
	}
	for i, a := range r.Accuracy {
		fmt.Fprintf(&b, "accuracy %d: %.6f\n", i, a)
	}
	return b.String()
}

// value is v in a dump.
func value(v ai.Value) string {
	return fmt.Sprintf("{%d %q score %.6f exact %v chance %.6f margin %v turn %v worth %.6f}", v.Move, v.Text, v.Score, v.Exact, v.Chance, v.Margin, v.Turn, v.Worth)
}

// diff is the first lines where got and want differ.
func diff(got, want string) string {
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var b strings.Builder
	n := 0
	for i := range max(len(g), len(w)) {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl && n < 5 {
			fmt.Fprintf(&b, "line %d:\n got  %s\n want %s\n", i+1, gl, wl)
			n++
		}
	}
	return b.String()
}

// checkRules checks what the judging rules promise of every move of r: a
// best move is offered only where the analysis found it better than the
// move played, and every marked move has one; a move as good as the best
// by exact values is never marked; a move of a position where every move
// loses (exactly) is never a blunder, but by the seeds of a margin; an estimate carries a blunder only
// where decisive.
func checkRules(t *testing.T, r review.Review) {
	t.Helper()
	for i, m := range r.Moves {
		switch {
		case m.BestText != "" && !(m.Best.Score > m.Played.Score):
			t.Errorf("move %d %s (%s): best %s (%s) is not better", i+1, m.Text, m.Played.Text, m.BestText, m.Best.Text)
		case m.Mark != "" && m.BestText == "":
			t.Errorf("move %d %s (%s): a %s with no best", i+1, m.Text, m.Played.Text, m.Mark)
		case m.Mark != "" && m.Played.Exact && m.Best.Exact && m.Played.Score >= m.Best.Score:
			t.Errorf("move %d %s (%s): as good as the best, marked a %s", i+1, m.Text, m.Played.Text, m.Mark)
		case m.Mark == review.Blunder && m.Best.Exact && !m.Best.Margin && ai.Outcome(m.Best.Score) == 0:
			t.Errorf("move %d %s (%s): a blunder in a lost position", i+1, m.Text, m.Played.Text)
		case m.Mark == review.Blunder && !(m.Played.Exact && m.Best.Exact) && !m.Played.Turn && m.Played.Chance > review.Decisive:
			t.Errorf("move %d %s (%s): a blunder on an estimate of %.0f%%", i+1, m.Text, m.Played.Text, 100*m.Played.Chance)
		}
	}
}
