package bot

import (
	"math/rand/v2"
	"testing"

	"parlor/game/cantstop"
)

// TestCantStopExpertDistance checks the Expert's measure of how far a
// player is from winning: columns she has won cost nothing, columns
// others have won are out of reach, and a column her tower tops is hers.
func TestCantStopExpertDistance(t *testing.T) {
	x := newCSExpert()
	start := cantstop.NewSim(2)
	full := 0.0
	for _, n := range []int8{6, 7, 8} { // the three cheapest columns
		full += float64(x.len[n]) * x.step[n]
	}
	tests := []struct {
		name string
		set  func(p *cantstop.Sim)
		q    int8
		want float64
	}{
		{"nothing climbed: the three cheapest columns", func(p *cantstop.Sim) {}, 0, full},
		{"a column won costs nothing", func(p *cantstop.Sim) { p.Owner[7], p.Won[0] = 0, 1 }, 0,
			float64(x.len[6])*x.step[6] + float64(x.len[8])*x.step[8]},
		{"three columns won: there", func(p *cantstop.Sim) {
			for _, n := range []int8{2, 3, 12} {
				p.Owner[n] = 0
			}
		}, 0, 0},
		{"towers count as climbed", func(p *cantstop.Sim) { p.Tower[7], p.Placed = 12, 1 }, 0,
			x.step[7] + float64(x.len[6])*x.step[6] + float64(x.len[8])*x.step[8]},
		{"the others' columns are out of reach", func(p *cantstop.Sim) {
			p.Owner[6], p.Owner[7], p.Owner[8] = 1, 1, 1
		}, 0, float64(x.len[5])*x.step[5] + float64(x.len[9])*x.step[9] + float64(x.len[4])*x.step[4]},
		{"a column the mover's tower tops is lost to the others", func(p *cantstop.Sim) {
			p.Tower[6], p.Tower[7], p.Tower[8], p.Placed = x.len[6], x.len[7], x.len[8], 3
		}, 1, float64(x.len[5])*x.step[5] + float64(x.len[9])*x.step[9] + float64(x.len[4])*x.step[4]},
		{"too few columns left to win", func(p *cantstop.Sim) {
			for n := int8(2); n <= 11; n++ {
				p.Owner[n] = 1
			}
		}, 0, 2*csFar + float64(x.len[12])*x.step[12]},
	}
	for _, tc := range tests {
		p := start
		tc.set(&p)
		if got := x.distOf(&p, tc.q); !near(got, tc.want) {
			t.Errorf("%s: distance %.3f, want %.3f", tc.name, got, tc.want)
		}
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }

// TestCantStopExpertStopsWhenAhead checks the stopping rule at its ends:
// with three towers high up in the columns it needs and every roll but a
// few busting, it stops; with its towers just placed and most rolls
// climbing, it rolls on.
func TestCantStopExpertStopsWhenAhead(t *testing.T) {
	x := newCSExpert()
	p := cantstop.NewSim(1)
	p.Tower[2], p.Tower[3], p.Tower[12], p.Placed = 2, 4, 2, 3
	if !x.Stop(&p) {
		t.Errorf("towers near the top of 2, 3 and 12 (bust odds %d/1296): the Expert rolls on", p.BustOdds())
	}
	p = cantstop.NewSim(1)
	p.Tower[6], p.Tower[7], p.Tower[8], p.Placed = 1, 1, 1, 3
	if x.Stop(&p) {
		t.Errorf("towers a square up 6, 7 and 8 (bust odds %d/1296): the Expert stops", p.BustOdds())
	}
}

// TestCantStopExpertBeatsRule28 plays the Expert against the Rule of 28,
// two players, seats alternated, and alone: it wins most games and needs
// fewer turns alone than the Rule's 10.7.
func TestCantStopExpertBeatsRule28(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 400
	}
	wins := 0
	for i := range games {
		r := rand.New(rand.NewPCG(7, uint64(i)))
		pols := []cantstop.Policy{rule28{threshold: 28, endgame: true}, rule28{threshold: 28, endgame: true}}
		pols[i%2] = newCSExpert()
		if int(csMatch(2, pols, r)) == i%2 {
			wins++
		}
	}
	if share := float64(wins) / float64(games); share < 0.7 {
		t.Errorf("the Expert won %d of %d games against the Rule of 28 (%.1f%%), want 70%% at least", wins, games, 100*share)
	}
	r := rand.New(rand.NewPCG(7, 0))
	turns := 0
	for range games {
		turns += csSolitaire(newCSExpert(), r)
	}
	if mean := float64(turns) / float64(games); mean > 8.5 {
		t.Errorf("alone, the Expert took %.2f turns on average to win three columns, want 8.5 at most", mean)
	}
}

// BenchmarkCantStopExpert measures one decision of the Expert: which
// choice to take and whether to stop, a few turns into a two-player game.
func BenchmarkCantStopExpert(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 3))
	p := cantstop.NewSim(2)
	pol := rule28{threshold: 28, endgame: true}
	var cs cantstop.SimChoices
	for turns := 0; turns < 8; {
		p.Choices(cantstop.SimRollOf(r.IntN(1296)), &cs)
		if cs.N == 0 {
			p.Bust()
			turns++
			continue
		}
		p.Take(cs.C[pol.Choose(&p, &cs)])
		if pol.Stop(&p) {
			p.Stop()
			turns++
		}
	}
	x := newCSExpert()
	rolls := make([]cantstop.SimChoices, 0, 64)
	for len(rolls) < cap(rolls) {
		p.Choices(cantstop.SimRollOf(r.IntN(1296)), &cs)
		if cs.N > 1 {
			rolls = append(rolls, cs)
		}
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		cs := &rolls[i%len(rolls)]
		t := p
		t.Take(cs.C[x.Choose(&t, cs)])
		x.Stop(&t)
	}
}

// TestCantStopRacing checks when the Expert turns to playouts: once some
// player has won two columns, and never alone.
func TestCantStopRacing(t *testing.T) {
	tests := []struct {
		name    string
		players int
		won     []int8
		want    bool
	}{
		{"start", 2, []int8{0, 0}, false},
		{"one column each", 2, []int8{1, 1}, false},
		{"the mover has two", 2, []int8{2, 0}, true},
		{"another has two", 3, []int8{0, 1, 2}, true},
		{"alone with two", 1, []int8{2}, false},
	}
	for _, tc := range tests {
		p := cantstop.NewSim(tc.players)
		copy(p.Won[:], tc.won)
		if got := racing(&p); got != tc.want {
			t.Errorf("%s: racing %v, want %v", tc.name, got, tc.want)
		}
	}
}
