package kalah

import (
	"math/rand/v2"
	"testing"

	"parlor/game"
	"parlor/game/kalah"
	"parlor/scenes/sound"
	"parlor/scenes/table"
)

// TestSounds checks, over random games, that a move sounds once a seed
// (into a store: the store's sound), in time with its animation, and with
// a capture's sound when it captures.
func TestSounds(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	v := New()
	for range 100 {
		g, _ := kalah.New(2+r.IntN(6), 1+r.IntN(6))
		for !g.Over() {
			before := g.Clone().(*kalah.Game)
			m, _ := game.RandomMove(g, r)
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			cues := v.Sounds(table.Change{Before: before, Moves: []game.Move{m}, After: g})
			s := g.Last()
			seeds, captures, last := 0, 0, -1
			for _, c := range cues {
				if c.After < last {
					t.Fatalf("cues out of order: %v", cues)
				}
				last = c.After
				switch c.Kind {
				case sound.Sow, sound.Store:
					seeds++
				case sound.Capture:
					captures++
				}
			}
			if seeds < len(s.Sown) {
				t.Fatalf("%d seeds sown, %d sounds: %v", len(s.Sown), seeds, cues)
			}
			if (s.Capture != nil) != (captures == 1) {
				t.Fatalf("capture %v, capture sounds %d", s.Capture, captures)
			}
		}
	}
}
