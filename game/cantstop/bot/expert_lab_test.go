//go:build lab

package bot

import (
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"parlor/game/cantstop"
)

var labGames = flag.Int("labgames", 10000, "games in each of the Can't Stop Expert lab's runs")

func csSolitaireMean(pol func() cantstop.Policy, games int, seed uint64) (mean, half float64) {
	r := rand.New(rand.NewPCG(seed, 6))
	p := pol()
	sum, sq := 0.0, 0.0
	for range games {
		n := float64(csSolitaire(p, r))
		sum += n
		sq += n * n
	}
	mean = sum / float64(games)
	sd := math.Sqrt(sq/float64(games) - mean*mean)
	return mean, 1.96 * sd / math.Sqrt(float64(games))
}

func TestCantStopExpertSolitaire(t *testing.T) {
	m, h := csSolitaireMean(func() cantstop.Policy { return newCSExpert() }, *labGames, 5)
	t.Logf("expert solitaire: %.3f ± %.3f turns", m, h)
}

func TestCantStopExpertRace(t *testing.T) {
	r28 := func() cantstop.Policy { return rule28{threshold: 28, endgame: true} }
	for _, k := range []float64{0.03, 0.06, 0.1, 0.15, 0.2, 0.3} {
		x := func() cantstop.Policy { e := newCSExpert(); e.race = k; return e }
		for _, n := range []int{2, 3, 4} {
			csArena(t, fmt.Sprintf("race %.2f vs r28", k), n, *labGames, x, r28)
		}
	}
}

func TestCantStopExpertKnobs(t *testing.T) {
	r28 := func() cantstop.Policy { return rule28{threshold: 28, endgame: true} }
	type knob struct{ a, race float64 }
	for _, k := range []knob{{1, 0.1}, {1.3, 0.1}, {1.6, 0.1}, {1.3, 0.06}, {1.3, 0.15}} {
		x := func() cantstop.Policy { e := newCSExpertWith(k.a); e.race = k.race; return e }
		csArena(t, fmt.Sprintf("%v vs r28", k), 2, *labGames, x, r28)
		m, h := csSolitaireMean(x, *labGames, 5)
		t.Logf("%v solitaire: %.3f ± %.3f turns", k, m, h)
	}
}
