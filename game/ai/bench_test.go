package ai_test

import (
	"math/rand/v2"
	"testing"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/games"
	"parlor/game/record"
)

// benchOptions are the option sets whose search speed is measured.
var benchOptions = []string{
	"connectfour rules=growing",
	"connectfour rules=classic",
	"kalah houses=6 seeds=4",
	"yote rows=4",
	"yote rows=6",
	"cantstop players=2",
	"mergers mode=simple players=2",
	"mergers mode=advanced players=4",
}

// BenchmarkMCTS measures iterations of the plain MCTS (random playouts) a
// few moves into a game: ns/op is the time of one iteration.
func BenchmarkMCTS(b *testing.B) {
	for _, text := range benchOptions {
		b.Run(text, func(b *testing.B) {
			o, err := games.Parse(text)
			if err != nil {
				b.Fatal(err)
			}
			m, err := record.New(o, 1)
			if err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 1))
			for m.Plies() < 8 || len(m.State().Legal()) < 2 {
				mv, err := game.RandomMove(m.State(), r)
				if err != nil {
					b.Fatal(err)
				}
				if err := m.Play(mv); err != nil {
					b.Fatal(err)
				}
			}
			bot := &ai.MCTS{Iterations: b.N, Loose: true} // Loose: never stop early
			if err := bot.Start(m.State(), 1); err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for {
				if _, ok := bot.Step(1 << 40); ok {
					break
				}
			}
			b.ReportMetric(float64(bot.Done())/b.Elapsed().Seconds(), "iter/s")
		})
	}
}
