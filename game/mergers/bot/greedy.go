package bot

import (
	"math/rand/v2"

	"parlor/game/mergers"
)

// msValuer values the shares of the advanced game: what a share of each
// company is expected to bring in the end, by the table of what such
// shares brought in games among greedy players.
type msValuer struct {
	val [mergers.SimSquares]float32 // by root
	cos [mergers.SimSquares]int8    // the companies' roots
	n   int
}

// value fills v for the position a: every company's expected share
// value, or its price once the game is over or ending.
func (v *msValuer) value(a *mergers.SimAdvanced) {
	v.n = a.Companies(&v.cos)
	largest := int8(0)
	for _, c := range v.cos[:v.n] {
		largest = max(largest, a.B.Size[c])
	}
	ending := a.Over || a.Last >= 0 && a.B.Size[a.Last] > mergers.EndSize
	clock := min(int(largest)/5, len(msTable)-1)
	for _, c := range v.cos[:v.n] {
		s := a.B.Size[c]
		if ending {
			v.val[c] = float32(mergers.Value(int(s)))
			continue
		}
		v.val[c] = float32(msTable[clock][min(int(s), mergers.WinSize)])
	}
}

// worth is player p's cash and her shares at their expected values.
func (v *msValuer) worth(a *mergers.SimAdvanced, p int8) float32 {
	w := float32(a.Cash[p])
	for _, c := range v.cos[:v.n] {
		if n := a.Shares[p][c]; n > 0 {
			w += float32(n) * v.val[c]
		}
	}
	return w
}

// lead is player p's worth less the mean of the other players'.
func (v *msValuer) lead(a *mergers.SimAdvanced, p int8) float32 {
	sum := float32(0)
	for i := range a.Players {
		if i != p {
			sum += v.worth(a, i)
		}
	}
	return v.worth(a, p) - sum/float32(a.Players-1)
}

// bestBuy buys, one share at a time, the affordable share whose expected
// value is the largest multiple of its price, while that is above one.
func (v *msValuer) bestBuy(a *mergers.SimAdvanced) [mergers.MaxBuy]int8 {
	out := [mergers.MaxBuy]int8{-1, -1, -1}
	cash := a.Cash[a.Turn]
	for k := range out {
		best, bestGain := int8(-1), float32(1)
		for _, c := range v.cos[:v.n] {
			price := a.Price(c)
			if price > cash {
				continue
			}
			if gain := v.val[c] / float32(price); gain > bestGain {
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

// greedyPlace is the square whose placement, followed by the best buy,
// most raises the mover's lead, or one that ends the game with her
// richest of all; and that buy.
func greedyPlace(a *mergers.SimAdvanced, v *msValuer) (int8, [mergers.MaxBuy]int8) {
	var ps [mergers.Offered]int8
	n := a.Placeable(&ps)
	best, bestLead := int8(-1), float32(0)
	var bestBuy [mergers.MaxBuy]int8
	for _, p := range ps[:n] {
		b := *a
		b.Place(p)
		v.value(&b)
		buy := v.bestBuy(&b)
		b.BuyOnly(buy)
		if b.B.Size[b.Last] > mergers.EndSize {
			b.Finish()
			if b.Score(a.Turn) == mergers.SimWin {
				return p, buy
			}
		}
		if l := v.lead(&b, a.Turn); best < 0 || l > bestLead {
			best, bestLead, bestBuy = p, l, buy
		}
	}
	return best, bestBuy
}

// greedyTurn plays the mover's whole turn greedily: the placement and the
// buy that most raise her lead.
func greedyTurn(a *mergers.SimAdvanced, v *msValuer) {
	if a.Buying {
		v.value(a)
		a.Buy(v.bestBuy(a))
		return
	}
	p, _ := greedyPlace(a, v)
	a.Place(p)
	v.value(a)
	a.Buy(v.bestBuy(a))
}

// randomTurn plays the mover's turn as the random player does: one of the
// squares she may place, and one of all the buys she can afford, each as
// likely.
func randomTurn(a *mergers.SimAdvanced, r *rand.Rand) {
	if !a.Buying {
		var ps [mergers.Offered]int8
		a.Place(ps[r.IntN(a.Placeable(&ps))])
	}
	var cos [mergers.SimSquares]int8
	n := a.Companies(&cos)
	// Count the buys, then draw one: buys are multisets of up to MaxBuy
	// companies, listed in the engine's order.
	var walk func(from, left int, cash int32, pick [mergers.MaxBuy]int8, k int, target int) ([mergers.MaxBuy]int8, int)
	walk = func(from, left int, cash int32, pick [mergers.MaxBuy]int8, k, target int) ([mergers.MaxBuy]int8, int) {
		if target == 0 {
			return pick, -1
		}
		count := 1
		target--
		if left == 0 {
			return pick, count
		}
		for i := from; i < n; i++ {
			p := a.Price(cos[i])
			if p > cash {
				continue
			}
			q := pick
			q[k] = cos[i]
			got, c := walk(i, left-1, cash-p, q, k+1, target)
			if c < 0 {
				return got, -1
			}
			count += c
			target -= c
		}
		return pick, count
	}
	none := [mergers.MaxBuy]int8{-1, -1, -1}
	_, total := walk(0, mergers.MaxBuy, a.Cash[a.Turn], none, 0, -1)
	buy, _ := walk(0, mergers.MaxBuy, a.Cash[a.Turn], none, 0, r.IntN(total))
	a.Buy(buy)
}
