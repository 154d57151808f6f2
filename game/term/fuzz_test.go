package term

import (
	"strings"
	"testing"
)

// FuzzRun feeds every game's terminal mode arbitrary input: it must never
// panic nor fail, whatever it is given.
func FuzzRun(f *testing.F) {
	for _, s := range []string{"p1 0\np2 1\nx", "S3\n3\nN9", "p 7\nm 7 9\n2", "r\n1\ns", "C3\nbuy A 1", "\n\n\x00\xff", "m 1 2 3 4 5", "r\nundo\nr\n1\nundo\nredo\nredo", "p 7\np 8\np 20\np 1\nm 7 9\nundo\nHELP\nredo"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		for _, g := range []struct {
			name string
			args []string
		}{
			{"connectfour", nil}, {"connectfour", []string{"-rules", "classic"}}, {"kalah", nil},
			{"yote", nil}, {"cantstop", nil}, {"mergers", nil}, {"mergers", []string{"-mode", "advanced", "-players", "3"}},
		} {
			var out strings.Builder
			if err := Run(g.name, g.args, strings.NewReader(input), &out); err != nil {
				t.Fatalf("%s: %v", g.name, err)
			}
		}
	})
}
