package bot

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/game/cantstop"
)

// expertKnobs are the Expert's weights the knob benchmarks try: its own
// (a square costs its column's odds to the power -a, 1.3; race 0.1) and
// others around them. With 2,000 games a setting, as -benchtime 2000x
// plays them: a=1 took 7.81 turns alone to a=1.3's 7.38 and won 75.1% of
// two-player games against the Rule of 28 to 77.6%, a=1.6 7.37 turns and
// 77.0%; with 2, 3 and 4 players race 0.1 won 77.6, 78.6 and 79.8%, race
// 0.03 to 0.15 within two points of that, 0.2 75.2–77.0% and 0.3
// 71.5–72.5% (a 2,000-game share is good to about two points).
var expertKnobs = []struct{ a, race float64 }{
	{1.3, 0.1}, {1, 0.1}, {1.6, 0.1}, {1.3, 0.03}, {1.3, 0.3},
}

// BenchmarkCantStopExpertSolitaire measures the Expert alone with each
// exponent: an op is a game, and turns/op the mean number of turns it
// takes to win three columns (the Rule of 28 takes 10.7). Run it with a
// count of games, e.g. -benchtime 10000x.
func BenchmarkCantStopExpertSolitaire(b *testing.B) {
	for _, a := range []float64{1, 1.3, 1.6} {
		b.Run(fmt.Sprintf("a=%.1f", a), func(b *testing.B) {
			x := newCSExpertWith(a)
			r := rand.New(rand.NewPCG(5, 6))
			turns := 0
			for b.Loop() {
				turns += csSolitaire(x, r)
			}
			b.ReportMetric(float64(turns)/float64(b.N), "turns/op")
		})
	}
}

// BenchmarkCantStopExpertKnobs plays the Expert, with each setting of its
// weights, against the Rule of 28 in every other seat, with 2, 3 and 4
// players: an op is a game, game i from seed i with the Expert in seat
// i mod players. share is its head-to-head share, wins / (wins +
// losses/(players-1)): 0.5 between equals. Run it with a count of games,
// e.g. -benchtime 2000x.
func BenchmarkCantStopExpertKnobs(b *testing.B) {
	for _, k := range expertKnobs {
		for players := 2; players <= 4; players++ {
			b.Run(fmt.Sprintf("a=%.1f/race=%.2f/players=%d", k.a, k.race, players), func(b *testing.B) {
				x := newCSExpertWith(k.a)
				x.race = k.race
				pols := make([]cantstop.Policy, players)
				wins, losses := 0, 0
				for i := 0; b.Loop(); i++ {
					seat := i % players
					for s := range pols {
						pols[s] = rule28{threshold: 28, endgame: true}
					}
					pols[seat] = x
					switch w := int(csMatch(players, pols, rand.New(rand.NewPCG(1, uint64(i))))); {
					case w == seat:
						wins++
					case w >= 0:
						losses++
					}
				}
				if d := float64(wins) + float64(losses)/float64(players-1); d > 0 {
					b.ReportMetric(float64(wins)/d, "share")
				}
			})
		}
	}
}
