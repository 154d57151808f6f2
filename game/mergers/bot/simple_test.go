package bot

import (
	"math/rand/v2"
	"testing"

	"parlor/game/mergers"
)

// BenchmarkMergersSanePlayout measures a playout of the simple game, two
// players, from the empty board: sane moves at random, as the searches of
// Medium, Hard and Expert play them out.
func BenchmarkMergersSanePlayout(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		s := &msSimple{b: mergers.NewSimBoard(), players: 2, winner: -1}
		for !s.Over() {
			s.Place(s.saneMove(r))
		}
	}
}
