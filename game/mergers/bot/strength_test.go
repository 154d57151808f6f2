package bot_test

import (
	"flag"
	"testing"

	"parlor/game/arena"
	"parlor/game/games"
)

var strength = flag.Bool("strength", false, "run the levels' strength runs (minutes)")

// ladder is one game and option set, with its runs: each level against
// the one below.
type ladder struct {
	options string
	games   []int // the games of random–easy, easy–medium and medium–hard
}

// climb runs the arena for each step of the ladder of levels and checks
// that each level beats the one below in at least 65% of the games it
// decides head to head, and Easy the random player in at least 90%.
func climb(t *testing.T, l ladder) {
	o, err := games.Parse(l.options)
	if err != nil {
		t.Fatal(err)
	}
	g := o.Game()
	steps := []struct {
		a, b string
		want float64
	}{{"easy", "random", 0.9}, {"medium", "easy", 0.65}, {"hard", "medium", 0.65}}
	for i, s := range steps {
		a, _ := g.Level(s.a)
		b, _ := g.Level(s.b)
		r, err := arena.Run(arena.Config{Options: o, A: arena.Level(a), B: arena.Level(b), Games: l.games[i], Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		t.Log("\n" + r.String())
		if p, _, _ := r.HeadToHead(); p < s.want {
			t.Errorf("%s: %s beats %s in %.1f%% of the games decided head to head, want %.0f%% at least",
				l.options, s.a, s.b, 100*p, 100*s.want)
		}
	}
}

// TestMergersStrength runs the Mergers ladder in the simple game with two
// players and the advanced game with three (the fewest it allows).
func TestMergersStrength(t *testing.T) {
	if !*strength {
		t.Skip("a strength run takes minutes: -strength")
	}
	for _, l := range []ladder{
		{"mergers mode=simple players=2", []int{200, 200, 200}},
		{"mergers mode=advanced players=3", []int{1000, 200, 200}},
	} {
		t.Run(l.options, func(t *testing.T) { climb(t, l) })
	}
}
