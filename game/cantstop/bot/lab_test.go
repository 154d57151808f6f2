//go:build lab

package bot

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"

	"parlor/game/cantstop"
)

var (
	rollN = flag.Int("rolln", 200, "")
	rollP = flag.Int("rollp", 2, "")
	rollG = flag.Int("rollg", 200, "")
)

type csRandomPol struct{ r *rand.Rand }

func (x csRandomPol) Stop(p *cantstop.Sim) bool                           { return x.r.IntN(2) == 0 }
func (x csRandomPol) Choose(p *cantstop.Sim, cs *cantstop.SimChoices) int { return x.r.IntN(cs.N) }

func csArena(t *testing.T, name string, players, games int, a, b func() cantstop.Policy) {
	type res struct{ w, l int }
	out := make([]int8, games)
	var wg sync.WaitGroup
	next := make(chan int)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				r := rand.New(rand.NewPCG(1, uint64(i)))
				pols := make([]cantstop.Policy, players)
				for k := range pols {
					pols[k] = b()
				}
				pols[i%players] = a()
				out[i] = csMatch(players, pols, r)
			}
		}()
	}
	for i := range games {
		next <- i
	}
	close(next)
	wg.Wait()
	w, l := 0, 0
	for i, win := range out {
		if int(win) == i%players {
			w++
		} else if win >= 0 {
			l++
		}
	}
	share := float64(w) / (float64(w) + float64(l)/float64(players-1))
	t.Logf("%-30s %dp: a wins %d losses %d, share %.3f", name, players, w, l, share)
}

func TestCantStopLab(t *testing.T) {
	rnd := func() cantstop.Policy { return csRandomPol{rand.New(rand.NewPCG(3, 4))} }
	r28 := func() cantstop.Policy { return rule28{threshold: 28} }
	r28e := func() cantstop.Policy { return rule28{threshold: 28, endgame: true} }
	for _, n := range []int{2, 3, 4} {
		csArena(t, "r28 vs random", n, 2000, r28, rnd)
		csArena(t, "r28e vs r28", n, 4000, r28e, r28)
		for _, th := range []int{8, 12, 16, 20} {
			th := th
			csArena(t, fmt.Sprintf("t%d vs random", th), n, 2000, func() cantstop.Policy { return rule28{threshold: th, endgame: true} }, rnd)
			csArena(t, fmt.Sprintf("r28e vs t%d", th), n, 4000, r28e, func() cantstop.Policy { return rule28{threshold: th, endgame: true} })
		}
	}
}

func TestCantStopSolitaire(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	turns, games := 0, 100000
	for range games {
		turns += csSolitaire(rule28{threshold: 28}, r)
	}
	t.Logf("rule28 solitaire: %.3f turns", float64(turns)/float64(games))
}

type r28v struct{ rule28 }

func (r r28v) Choose(p *cantstop.Sim, cs *cantstop.SimChoices) int {
	return bestChoice(p, cs, func(p *cantstop.Sim, c cantstop.SimChoice) int {
		s := rule28Choice(p, c)
		t := *p
		t.Take(c)
		if t.Placed == 3 {
			odd, even, hi, lo := true, true, true, true
			for n := int8(2); n <= 12; n++ {
				if t.Tower[n] == 0 {
					continue
				}
				odd = odd && n%2 == 1
				even = even && n%2 == 0
				hi = hi && n >= 7
				lo = lo && n <= 7
			}
			if odd {
				s -= 2
			}
			if even {
				s += 2
			}
			if hi {
				s -= 4
			}
			if lo {
				s -= 4
			}
		}
		return s
	})
}

func TestCantStopSolitaireV(t *testing.T) {
	for _, pol := range []cantstop.Policy{rule28{threshold: 28}, r28v{rule28{threshold: 28}}} {
		r := rand.New(rand.NewPCG(5, 6))
		turns, games := 0, 200000
		for range games {
			turns += csSolitaire(pol, r)
		}
		t.Logf("%T solitaire: %.3f turns", pol, float64(turns)/float64(games))
	}
}

// rollPol decides by playouts of base.
type rollPol struct {
	base  cantstop.Policy
	n     int
	seed  uint64
	calls *atomic.Int64
}

func (x rollPol) value(p *cantstop.Sim, act func(*cantstop.Sim), k int) int {
	me := p.Turn
	wins := 0
	for i := range x.n {
		q := *p
		r := rand.New(rand.NewPCG(x.seed+uint64(i), uint64(k)*0+7))
		act(&q)
		if q.Playout(x.base, r, 1000) == me {
			wins++
		}
	}
	x.calls.Add(1)
	return wins
}

func (x rollPol) Stop(p *cantstop.Sim) bool {
	if p.StopWins() {
		return true
	}
	s := x.value(p, (*cantstop.Sim).Stop, 0)
	r := x.value(p, func(*cantstop.Sim) {}, 1)
	x.seed++
	return s >= r
}

func (x rollPol) Choose(p *cantstop.Sim, cs *cantstop.SimChoices) int {
	best, bv := 0, -1
	for i := range cs.N {
		c := cs.C[i]
		v := x.value(p, func(q *cantstop.Sim) {
			q.Take(c)
			if x.base.Stop(q) {
				q.Stop()
			}
		}, i)
		if v > bv {
			best, bv = i, v
		}
	}
	return best
}

func TestCantStopRollout(t *testing.T) {
	r28e := func() cantstop.Policy { return rule28{threshold: 28, endgame: true} }
	for _, n := range []int{*rollN} {
		var calls atomic.Int64
		csArena(t, fmt.Sprintf("roll%d vs r28e", n), *rollP, *rollG, func() cantstop.Policy { return rollPol{base: r28e(), n: n, calls: &calls} }, r28e)
		t.Logf("calls %d", calls.Load())
	}
}

func BenchmarkCantStopPlayout(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	pol := rule28{threshold: 28, endgame: true}
	for b.Loop() {
		p := cantstop.NewSim(2)
		p.Playout(pol, r, 1000)
	}
}

type easyPol struct {
	r      *rand.Rand
	random bool // random choice
	eps    float64
	rolls  int // stop after this many used rolls in a turn (0: after three towers)
}

func (x easyPol) Stop(p *cantstop.Sim) bool {
	if p.StopWins() || p.BustOdds() == 1296 {
		return true
	}
	if p.Placed < 3 && p.OpenColumns() > int(p.Placed) {
		return false
	}
	return true
}

func (x easyPol) Choose(p *cantstop.Sim, cs *cantstop.SimChoices) int {
	if x.random || x.r.Float64() < x.eps {
		return x.r.IntN(cs.N)
	}
	return bestChoice(p, cs, rule28Choice)
}

func TestCantStopEasy(t *testing.T) {
	rnd := func() cantstop.Policy { return csRandomPol{rand.New(rand.NewPCG(3, 4))} }
	r28 := func() cantstop.Policy { return rule28{threshold: 28} }
	for _, eps := range []float64{0, 0.2, 0.35} {
		eb := func() cantstop.Policy { return easyPol{r: rand.New(rand.NewPCG(3, 5)), eps: eps} }
		for _, n := range []int{2, 3, 4} {
			csArena(t, fmt.Sprintf("easy%.2f vs random", eps), n, 4000, eb, rnd)
			csArena(t, fmt.Sprintf("r28 vs easy%.2f", eps), n, 4000, r28, eb)
		}
	}
}
