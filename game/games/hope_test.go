package games_test

import (
	"math/rand/v2"
	"testing"

	"parlor/game"
	"parlor/game/games"
)

// TestNoOneWinsWhoCannot: in every variant of every game of two, a seat
// the game says can no longer win (game.CanWin, which decides whether a
// player out of time loses or draws) never wins any of many random
// playouts from there; and the games that say so reach such positions.
func TestNoOneWinsWhoCannot(t *testing.T) {
	for _, g := range games.All() {
		for _, o := range g.Variants() {
			if len(o.Seats()) != 2 {
				continue
			}
			t.Run(o.String(), func(t *testing.T) {
				rng := rand.New(rand.NewPCG(1, 2))
				found := 0
				for game := 0; game < 40 && found < 10; game++ {
					s, err := o.New()
					if err != nil {
						t.Fatal(err)
					}
					for ply := 0; !s.Over() && ply < 400; ply++ {
						if p := s.Turn(); p >= 0 && !hopes(s, 1-p) {
							found++
							for range 30 {
								if w := playout(t, s.Clone(), rng); w == 1-p {
									t.Fatalf("seat %d could no longer win, and won:\n%s", 1-p, s)
								}
							}
							break
						}
						step(t, s, rng)
					}
				}
				t.Logf("%d positions where a side could no longer win", found)
			})
		}
	}
}

// hopes is game.CanWin for seat p of s.
func hopes(s game.State, p game.Player) bool { return game.CanWin(s, p) }

// step plays a random legal move, or draws the chance due.
func step(t *testing.T, s game.State, rng *rand.Rand) {
	t.Helper()
	mv, err := game.RandomMove(s, rng)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Play(mv); err != nil {
		t.Fatal(err)
	}
}

// playout plays s to its end at random and returns the winner, or
// game.Nobody for a draw (or no end in 2,000 moves).
func playout(t *testing.T, s game.State, rng *rand.Rand) game.Player {
	for ply := 0; !s.Over() && ply < 2000; ply++ {
		step(t, s, rng)
	}
	for i, r := range s.Returns() {
		if r > 0 {
			return game.Player(i)
		}
	}
	return game.Nobody
}
