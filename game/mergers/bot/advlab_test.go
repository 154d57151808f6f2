//go:build lab

package bot

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"parlor/game/mergers"
)

// rollG is the number of games of the playout lab.
var rollG = flag.Int("rollg", 200, "games in the Mergers playout lab")

// randomPol plays like the ai.Random level: a random placeable square, and
// one of all the affordable buys, uniformly.
type randomPol struct{}

func (randomPol) Place(a *mergers.SimAdvanced, r *rand.Rand) int8 {
	var ps [mergers.Offered]int8
	n := a.Placeable(&ps)
	return ps[r.IntN(n)]
}

func (randomPol) Buy(a *mergers.SimAdvanced, r *rand.Rand) [3]int8 {
	var cos [mergers.SimSquares]int8
	n := a.Companies(&cos)
	var all [][3]int8
	var rec func(from, left int, spent int32, pick [3]int8, k int)
	rec = func(from, left int, spent int32, pick [3]int8, k int) {
		all = append(all, pick)
		if left == 0 {
			return
		}
		for i := from; i < n; i++ {
			p := a.Price(cos[i])
			if spent+p > a.Cash[a.Turn] {
				continue
			}
			q := pick
			q[k] = cos[i]
			rec(i, left-1, spent+p, q, k+1)
		}
	}
	rec(0, 3, 0, [3]int8{-1, -1, -1}, 0)
	return all[r.IntN(len(all))]
}

func newAdv(players int, r *rand.Rand) mergers.SimAdvanced {
	a := mergers.SimAdvanced{B: mergers.NewSimBoard(), Players: int8(players), Last: -1}
	for i := range a.Cash[:players] {
		a.Cash[i] = mergers.StartCash
	}
	for i := range int8(mergers.SimSquares) {
		a.Pile[i] = i
	}
	a.NPile = mergers.SimSquares
	a.Shuffle(r)
	a.Refill()
	return a
}

func advGame(a *mergers.SimAdvanced, pols []msPolicy, r *rand.Rand) {
	for !a.Over {
		pol := pols[a.Turn]
		if a.Buying {
			a.Buy(pol.Buy(a, r))
		} else {
			a.Place(pol.Place(a, r))
		}
	}
}

func advArena(t *testing.T, name string, players, games int, a, b func() msPolicy) {
	out := make([]int, games) // 1 win, 0 draw, -1 loss
	var wg sync.WaitGroup
	next := make(chan int)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				r := rand.New(rand.NewPCG(9, uint64(i)))
				g := newAdv(players, r)
				pols := make([]msPolicy, players)
				for k := range pols {
					pols[k] = b()
				}
				seat := int8(i % players)
				pols[seat] = a()
				advGame(&g, pols, r)
				switch sc := g.Score(seat); {
				case sc == mergers.SimWin:
					out[i] = 1
				case sc > 0:
					out[i] = 0
				default:
					out[i] = -1
				}
			}
		}()
	}
	for i := range games {
		next <- i
	}
	close(next)
	wg.Wait()
	w, d, l := 0, 0, 0
	for _, o := range out {
		switch o {
		case 1:
			w++
		case 0:
			d++
		default:
			l++
		}
	}
	share := float64(w) / (float64(w) + float64(l)/float64(players-1))
	t.Logf("%-28s %dp: a wins %d draws %d losses %d of %d, share %.3f", name, players, w, d, l, games, share)
}

func TestMergersAdvancedLab(t *testing.T) {
	rnd := func() msPolicy { return randomPol{} }
	for _, gr := range []int{0, 1, 2, 3, 5, 8} {
		gr := gr
		advArena(t, fmt.Sprintf("greedy%d vs random", gr), 4, 1000, func() msPolicy { return greedy{growth: gr} }, rnd)
	}
}

// valueTable is E[realized value] by phase bucket and size.
type valueTable [9][3][42]float64

const useRank = true

// rank is 0 for the largest company, 1 for the second, 2 for others.
func rank(a *mergers.SimAdvanced, r int8) int {
	if !useRank {
		return 2
	}
	bigger := 0
	for i := range int8(mergers.SimSquares) {
		if a.B.Cell[i] == i && i != r && (a.B.Size[i] > a.B.Size[r] || a.B.Size[i] == a.B.Size[r] && a.B.Age[i] < a.B.Age[r]) {
			bigger++
		}
	}
	return min(bigger, 2)
}

const useLargest = true

func msClock(a *mergers.SimAdvanced) int {
	if !useLargest {
		return int(a.B.Tiles) * 6 / 109
	}
	m := 0
	for i := range int8(mergers.SimSquares) {
		if a.B.Cell[i] == i {
			m = max(m, int(a.B.Size[i]))
		}
	}
	return min(8, m/5)
}

func (v *valueTable) at(ph, rk int, size int8) float64 {
	s := min(41, int(size))
	return v[ph][rk][s]
}

// measure plays games with pols and measures the table.
func measureTable(games, players int, pol func() msPolicy) *valueTable {
	const buckets = 9
	var sum, cnt [buckets][3][42]float64
	for i := range games {
		r := rand.New(rand.NewPCG(11, uint64(i)))
		a := newAdv(players, r)
		pols := make([]msPolicy, players)
		for k := range pols {
			pols[k] = pol()
		}
		type snap struct{ ph, rk, size int }
		open := map[int8][]snap{}
		last := map[int8]int8{}
		for !a.Over {
			if !a.Buying {
				var cos [mergers.SimSquares]int8
				n := a.Companies(&cos)
				for _, c := range cos[:n] {
					open[c] = append(open[c], snap{msClock(&a), rank(&a, c), min(41, int(a.B.Size[c]))})
					last[c] = a.B.Size[c]
				}
			}
			p := pols[a.Turn]
			if a.Buying {
				a.Buy(p.Buy(&a, r))
			} else {
				a.Place(p.Place(&a, r))
			}
			for c, ss := range open {
				if a.B.Cell[c] != c || a.Over {
					v := float64(mergers.Value(int(last[c])))
					if a.Over && a.B.Cell[c] == c {
						v = float64(mergers.Value(int(a.B.Size[c])))
					}
					for _, s := range ss {
						sum[s.ph][s.rk][s.size] += v
						cnt[s.ph][s.rk][s.size]++
					}
					delete(open, c)
				}
			}
		}
	}
	var vt valueTable
	for ph := range buckets {
		for rk := range 3 {
			for s := 2; s <= 41; s++ {
				vt[ph][rk][s] = float64(mergers.Value(s))
				if cnt[ph][rk][s] > 30 {
					vt[ph][rk][s] = sum[ph][rk][s] / cnt[ph][rk][s]
				}
			}
		}
	}
	return &vt
}

// tableGreedy uses a value table.
type tableGreedy struct {
	vt       *valueTable
	minGain  float64
	mean     bool
	rndPlace bool
	kappa    float64
	withBuy  bool
}

func (g tableGreedy) worth(a *mergers.SimAdvanced, p int8) float64 {
	ph := msClock(a)
	end := a.Last >= 0 && a.B.Size[a.Last] > mergers.EndSize
	w := float64(a.Cash[p])
	if !end {
		w *= 1 + g.kappa*float64(8-ph)/8
	}
	for r, n := range a.Shares[p] {
		if n > 0 {
			if end {
				w += float64(n) * float64(a.Price(int8(r)))
			} else {
				w += float64(n) * g.vt.at(ph, rank(a, int8(r)), a.B.Size[r])
			}
		}
	}
	return w
}

func (g tableGreedy) lead(a *mergers.SimAdvanced, p int8) float64 {
	if g.mean {
		sum := 0.0
		for i := range a.Players {
			if i != p {
				sum += g.worth(a, i)
			}
		}
		return g.worth(a, p) - sum/float64(a.Players-1)
	}
	best := -1e18
	for i := range a.Players {
		if i != p {
			best = max(best, g.worth(a, i))
		}
	}
	return g.worth(a, p) - best
}

func (g tableGreedy) Place(a *mergers.SimAdvanced, r *rand.Rand) int8 {
	var ps [mergers.Offered]int8
	n := a.Placeable(&ps)
	if g.rndPlace {
		return ps[r.IntN(n)]
	}
	best, bestLead := ps[0], -1e18
	for _, p := range ps[:n] {
		b := *a
		b.Place(p)
		if g.withBuy && !(b.B.Size[b.Last] > mergers.EndSize) {
			b.Buy(g.Buy(&b, r))
		}
		if l := g.lead(&b, a.Turn); l > bestLead {
			best, bestLead = p, l
		}
	}
	return best
}

func (g tableGreedy) Buy(a *mergers.SimAdvanced, r *rand.Rand) [3]int8 {
	out := [3]int8{-1, -1, -1}
	var cos [mergers.SimSquares]int8
	n := a.Companies(&cos)
	cash := a.Cash[a.Turn]
	for k := range out {
		best, bestGain := int8(-1), 1+g.minGain
		for _, c := range cos[:n] {
			price := a.Price(c)
			if price > cash {
				continue
			}
			if gain := g.vt.at(msClock(a), rank(a, c), a.B.Size[c]) / float64(price); gain > bestGain {
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

func TestMergersTableLab(t *testing.T) {
	rnd := func() msPolicy { return randomPol{} }
	vt := measureTable(3000, 4, func() msPolicy { return greedy{1} })
	for it := range 3 {
		tg := func() msPolicy { return tableGreedy{vt: vt, mean: true, withBuy: true} }
		vt = measureTable(3000, 4, tg)
		for _, v := range []tableGreedy{{vt: vt, mean: true, withBuy: true}, {vt: vt, withBuy: true}} {
			advArena(t, fmt.Sprintf("it%d %v vs random", it, v), 4, 1000, func() msPolicy { return v }, rnd)
		}
	}
	for ph := range 9 {
		t.Logf("%.0f", vt[ph][0][2:])
	}
}

func TestMergersLossStats(t *testing.T) {
	vt := measureTable(2000, 4, func() msPolicy { return greedy{1} })
	g := tableGreedy{vt: vt, mean: true, kappa: 0.5}
	var aMoney, rMoney, wMoney float64
	var losses, gapSum float64
	var spentA, spentR, boughtA, boughtR float64
	for i := range 600 {
		r := rand.New(rand.NewPCG(9, uint64(i)))
		a := newAdv(4, r)
		seat := int8(i % 4)
		for !a.Over {
			me := a.Turn
			var pol msPolicy = randomPol{}
			if me == seat {
				pol = g
			}
			if a.Buying {
				roots := pol.Buy(&a, r)
				for _, rt := range roots {
					if rt >= 0 {
						if me == seat {
							spentA += float64(a.Price(rt))
							boughtA++
						} else {
							spentR += float64(a.Price(rt))
							boughtR++
						}
					}
				}
				a.Buy(roots)
			} else {
				a.Place(pol.Place(&a, r))
			}
		}
		best := int32(0)
		for k := range int8(4) {
			if k != seat {
				rMoney += float64(a.Cash[k]) / 3
				best = max(best, a.Cash[k])
			}
		}
		aMoney += float64(a.Cash[seat])
		wMoney += float64(best)
		if !a.Wins(seat) {
			losses++
			gapSum += float64(best - a.Cash[seat])
		}
	}
	t.Logf("mean money: a %.0f, randoms %.0f, best random %.0f; losses %.0f, mean gap %.0f", aMoney/600, rMoney/600, wMoney/600, losses, gapSum/losses)
	t.Logf("a bought %.1f shares/game at %.0f; a random %.1f at %.0f", boughtA/600, spentA/boughtA, boughtR/1800, spentR/boughtR)
}

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
