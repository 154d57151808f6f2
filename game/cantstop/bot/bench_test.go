package bot_test

import (
	"math/rand/v2"
	"testing"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/games"
	"parlor/game/record"
)

// BenchmarkExpert measures one move of the Expert level a few moves into
// a game: ns/op is its think time at its full budget (the page spreads it
// over frames).
func BenchmarkExpert(b *testing.B) {
	for _, text := range []string{
		"cantstop players=2",
	} {
		b.Run(text, func(b *testing.B) {
			o, err := games.Parse(text)
			if err != nil {
				b.Fatal(err)
			}
			l, ok := o.Game().Level("expert")
			if !ok {
				b.Fatal("no expert")
			}
			m, err := record.New(o, 1)
			if err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 1))
			for m.Plies() < 12 || m.State().Turn() == game.Chance || len(m.State().Legal()) < 2 {
				mv, err := game.RandomMove(m.State(), r)
				if err != nil {
					b.Fatal(err)
				}
				if err := m.Play(mv); err != nil {
					b.Fatal(err)
				}
			}
			for i := 0; b.Loop(); i++ {
				if _, err := ai.Think(l.Bot(o), m.State(), uint64(i)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
