package solver

import (
	"bytes"
	"strconv"
	"strings"
	"testing"
)

func TestCommand(t *testing.T) {
	in := strings.Join([]string{
		"2252576253462244111563365343671351441 -1", // a sets line: the score is ignored
		"",
		"32164625",
		"44x",
		"4444444",
		"1212121",
		"12121212",
		"   ",
		"7422341735647741166133573473242566 1",
	}, "\n")
	type want struct {
		moves string
		score int
		err   string
	}
	wants := []want{
		{moves: "2252576253462244111563365343671351441", score: -1},
		{moves: "32164625", score: 11},
		{err: "not a column"},
		{err: "already full"},
		{err: "already won"},
		{err: "already won"},
		{moves: "7422341735647741166133573473242566", score: 1},
	}
	var out bytes.Buffer
	if err := command(New(testTableBits), strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != len(wants) {
		t.Fatalf("%d lines out, want %d:\n%s", len(lines), len(wants), out.String())
	}
	for i, w := range wants {
		l := lines[i]
		if w.err != "" {
			if !strings.HasPrefix(l, "error: ") || !strings.Contains(l, w.err) {
				t.Errorf("line %d: %q, want an error saying %q", i+1, l, w.err)
			}
			continue
		}
		f := strings.Fields(l)
		if len(f) != 4 || f[0] != w.moves {
			t.Errorf("line %d: %q, want <moves> <score> <positions> <µs> for %s", i+1, l, w.moves)
			continue
		}
		for _, x := range f[1:] {
			if _, err := strconv.Atoi(x); err != nil {
				t.Errorf("line %d: %q is not a number", i+1, x)
			}
		}
		if f[1] != strconv.Itoa(w.score) {
			t.Errorf("line %d: score %s, want %d", i+1, f[1], w.score)
		}
	}
}
