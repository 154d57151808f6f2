//go:build lab

package bot

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/game/mergers"
)

// msPolicy plays a turn of the advanced game in the lab: a placement, then
// a buy.
type msPolicy interface {
	Place(a *mergers.SimAdvanced, r *rand.Rand) int8
	Buy(a *mergers.SimAdvanced, r *rand.Rand) [mergers.MaxBuy]int8
}

type greedy struct{ growth int }

func (g greedy) worth(a *mergers.SimAdvanced, p int8) int32 {
	w := a.Cash[p]
	for r, n := range a.Shares[p] {
		if n > 0 {
			w += int32(n) * int32(mergers.Value(int(a.B.Size[r])+g.growth))
		}
	}
	return w
}

func (g greedy) Place(a *mergers.SimAdvanced, r *rand.Rand) int8 {
	var ps [mergers.Offered]int8
	n := a.Placeable(&ps)
	best, bestLead := ps[0], int32(-1<<30)
	for _, p := range ps[:n] {
		b := *a
		b.Place(p)
		o := int32(-1 << 30)
		for i := range b.Players {
			if i != a.Turn {
				o = max(o, g.worth(&b, i))
			}
		}
		if l := g.worth(&b, a.Turn) - o; l > bestLead {
			best, bestLead = p, l
		}
	}
	return best
}

func (g greedy) Buy(a *mergers.SimAdvanced, r *rand.Rand) [mergers.MaxBuy]int8 {
	out := [mergers.MaxBuy]int8{-1, -1, -1}
	var cos [mergers.SimSquares]int8
	n := a.Companies(&cos)
	cash := a.Cash[a.Turn]
	for k := range out {
		best, bestGain := int8(-1), 1.0
		for _, c := range cos[:n] {
			price := a.Price(c)
			if price > cash {
				continue
			}
			if gain := float64(mergers.Value(int(a.B.Size[c])+g.growth)) / float64(price); gain > bestGain {
				best, bestGain = c, gain
			}
		}
		if best < 0 {
			break
		}
		out[k] = best
		cash -= a.Price(best)
	}
	return out
}

// prodGreedy is the production greedy as a policy.
type prodGreedy struct{ v *msValuer }

func (g prodGreedy) Place(a *mergers.SimAdvanced, r *rand.Rand) int8 {
	p, _ := greedyPlace(a, g.v)
	return p
}

func (g prodGreedy) Buy(a *mergers.SimAdvanced, r *rand.Rand) [mergers.MaxBuy]int8 {
	g.v.value(a)
	return g.v.bestBuy(a)
}

func TestMergersProdLab(t *testing.T) {
	rnd := func() msPolicy { return randomPol{} }
	for _, k := range []float32{0, 0.05, 0.1, 0.2} {
		pg := func() msPolicy { return prodGreedy{&msValuer{spread: k}} }
		advArena(t, fmt.Sprintf("greedy spread%.2f vs random", k), 4, 4000, pg, rnd)
	}
}

func TestMergersProdLen(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	v := &msValuer{}
	tiles := 0
	var money int32
	for range 100 {
		a := newAdv(4, r)
		for !a.Over {
			greedyTurn(&a, v)
		}
		tiles += int(a.B.Tiles)
		money += a.Cash[0]
	}
	t.Logf("tiles %d money %d", tiles/100, money/100)
}

// rollPolicy decides by greedy playouts over determinized piles.
type rollPolicy struct {
	n      int
	rndOpp bool
	mix    int
	money  bool
	seed   uint64
	v      *msValuer
}

func (x *rollPolicy) score(a *mergers.SimAdvanced, me int8) float64 {
	if x.money {
		s := float64(a.Cash[me])
		o := 0.0
		for i := range a.Players {
			if i != me {
				o += float64(a.Cash[i])
			}
		}
		w := 0.0
		if a.Wins(me) {
			w = 1
		}
		return w + (s-o/float64(a.Players-1))/5000
	}
	return float64(a.Score(me)) / mergers.SimWin
}

func (x *rollPolicy) eval(a *mergers.SimAdvanced, act func(*mergers.SimAdvanced)) []float64 {
	out := make([]float64, x.n)
	me := a.Turn
	for k := range x.n {
		r := rand.New(rand.NewPCG(x.seed, uint64(k)))
		b := *a
		b.Shuffle(r)
		act(&b)
		for !b.Over {
			if x.rndOpp && b.Turn != me || x.mix > 0 && b.Turn != me && (uint64(k)>>uint(b.Turn))&1 == 1 {
				randomTurn(&b, r)
				continue
			}
			greedyTurn(&b, x.v)
		}
		out[k] = x.score(&b, me)
	}
	return out
}

func sum(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}

func (x *rollPolicy) Place(a *mergers.SimAdvanced, r *rand.Rand) int8 {
	x.seed = r.Uint64()
	var ps [mergers.Offered]int8
	n := a.Placeable(&ps)
	if n == 1 {
		return ps[0]
	}
	best, bv := ps[0], -1e9
	for _, p := range ps[:n] {
		s := sum(x.eval(a, func(b *mergers.SimAdvanced) {
			b.Place(p)
			x.v.value(b)
			b.Buy(x.v.bestBuy(b))
		}))
		if s > bv {
			best, bv = p, s
		}
	}
	return best
}

func (x *rollPolicy) Buy(a *mergers.SimAdvanced, r *rand.Rand) [3]int8 {
	x.seed = r.Uint64()
	x.v.value(a)
	cands := [][3]int8{x.v.bestBuy(a), {-1, -1, -1}}
	// also: each single company x3 if affordable, and the greedy's first two
	for _, c := range x.v.cos[:x.v.n] {
		p := a.Price(c)
		k := min(3, int(a.Cash[a.Turn]/p))
		if k == 0 {
			continue
		}
		cand := [3]int8{-1, -1, -1}
		for j := range k {
			cand[j] = c
		}
		cands = append(cands, cand)
	}
	best, bv := cands[0], -1e9
	for _, c := range cands {
		s := sum(x.eval(a, func(b *mergers.SimAdvanced) { b.Buy(c) }))
		if s > bv {
			best, bv = c, s
		}
	}
	return best
}

func TestMergersRollLab(t *testing.T) {
	pg := func() msPolicy { return prodGreedy{&msValuer{}} }
	rollR := func(n int) func() msPolicy {
		return func() msPolicy { return &rollPolicy{n: n, rndOpp: true, v: &msValuer{}} }
	}
	roll := func(n int) func() msPolicy { return func() msPolicy { return &rollPolicy{n: n, v: &msValuer{}} } }
	rollM := func(n int) func() msPolicy {
		return func() msPolicy { return &rollPolicy{n: n, mix: 1, v: &msValuer{}} }
	}
	g := *rollG
	advArena(t, "greedy vs rollR8", 4, g, pg, rollR(8))
	advArena(t, "roll32 vs rollR8", 4, g, roll(32), rollR(8))
	advArena(t, "rollR32 vs rollR8", 4, g, rollR(32), rollR(8))
	advArena(t, "rollM32 vs rollR8", 4, g, rollM(32), rollR(8))
}
