package term

import (
	"strings"
	"testing"

	"parlor/game/catalog"
	"parlor/game/games"
)

// FuzzRun feeds every game's terminal mode arbitrary input: it must never
// panic nor fail, whatever it is given. Hints come from the random player:
// the strongest thinks too long for a fuzzer.
func FuzzRun(f *testing.F) {
	for _, s := range []string{"p1 0\np2 1\nx", "S3\n3\nN9", "p 7\nm 7 9\n2", "r\n1\ns", "C3\nbuy A 1", "\n\n\x00\xff", "m 1 2 3 4 5", "r\nundo\nr\n1\nundo\nredo\nredo", "p 7\np 8\np 20\np 1\nm 7 9\nundo\nHELP\nredo", "hint\nundo\nundo\nredo\nhint"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		for _, g := range []struct {
			name string
			args []string
		}{
			{"connectfour", nil}, {"connectfour", []string{"-rules", "classic"}}, {"kalah", nil},
			{"yote", nil}, {"cantstop", nil}, {"mergers", nil}, {"mergers", []string{"-mode", "advanced", "-players", "3"}},
			// Against the computer (random: quick), and the computer first.
			{"kalah", []string{"-houses", "3", "-ai", "2=random"}}, {"yote", []string{"-ai", "1=random"}},
			{"cantstop", []string{"-players", "3", "-ai", "2=random"}}, {"mergers", []string{"-ai", "1=random"}},
		} {
			var out strings.Builder
			if err := runGame(GameViews, g.name, g.args, strings.NewReader(input), &out, quickHints); err != nil {
				t.Fatalf("%s: %v", g.name, err)
			}
		}
	})
}

// FuzzAIFlag gives -ai arbitrary values: each is refused with a reason or
// read as one seat at one level, never a panic.
func FuzzAIFlag(f *testing.F) {
	for _, s := range []string{"2=hard", "1=EASY", " 3 = medium ", "0=easy", "-1=easy", "2=", "=", "hard", "2=hard=easy", "99999999999999999999=easy", "1=random"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		for _, g := range games.All() {
			seats := g.Defaults().Seats()
			levels, err := computers(g.Defaults(), seats, []string{v})
			if err != nil {
				if !strings.HasPrefix(err.Error(), "-ai "+v+": ") {
					t.Errorf("%s: the error %q does not begin with the flag", g.ID, err)
				}
				continue
			}
			n := 0
			for _, l := range levels {
				if l != nil {
					n++
				}
			}
			if len(levels) != len(seats) || n != 1 {
				t.Errorf("%s: -ai %s read as %d levels for %d seats, %d computers", g.ID, v, len(levels), len(seats), n)
			}
		}
	})
}

// quickHints gives hints with the random player.
func quickHints(g *catalog.Game) catalog.Level {
	l, _ := g.Level("random")
	return l
}
