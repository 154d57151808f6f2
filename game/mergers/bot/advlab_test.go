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
