package entry

import (
	"math/rand/v2"
	"testing"

	"parlor/game"
)

// labelsDistinct plays a random game from s and checks that every legal
// move of each position a player decides gets a label of its own from
// Game.Label, none empty.
func labelsDistinct(t *testing.T, s game.State, seed uint64) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 3))
	for ply := 0; ply < 500 && !s.Over(); ply++ {
		ms := s.Legal()
		seen := map[string]game.Move{}
		for _, m := range ms {
			l := Game.Label(s, m)
			if l == "" {
				t.Fatalf("seed %d: %s has no label\n%s", seed, s.MoveString(m), s)
			}
			if o, ok := seen[l]; ok {
				t.Fatalf("seed %d: %s and %s are both %q\n%s", seed, s.MoveString(o), s.MoveString(m), l, s)
			}
			seen[l] = m
		}
		if err := s.Play(ms[r.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
}

// labelOf is Game.Label of the move line reads as in s.
func labelOf(t *testing.T, s game.State, line string) string {
	t.Helper()
	m, err := s.ParseMove(line)
	if err != nil {
		t.Fatal(err)
	}
	return Game.Label(s, m)
}
