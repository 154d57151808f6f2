package cantstop

import "slices"

// usable reports whether the mover can climb column n now.
func (g *Game) usable(n int) bool {
	c := &g.cols[n]
	return c.state != Captured && c.markers[White] != c.Len() && (c.markers[White] > 0 || g.towersLeft > 0)
}

// climb moves the mover's tower in column n up one square, placing it one
// above her tile (or on square 1) if it is not yet there.
func (g *Game) climb(n int) {
	c := &g.cols[n]
	if c.markers[White] == 0 {
		c.markers[White] = c.markers[g.turn] + 1
		g.towersLeft--
	} else {
		c.markers[White]++
	}
	if c.markers[White] == c.Len() {
		c.state = Pending
	}
}

// canTake reports whether the mover can climb by c, tried on a copy of g's
// columns: both columns, or the one twice, when c names two.
func (g *Game) canTake(c Choice) bool {
	t := *g
	for _, n := range []int{c.A, c.B} {
		if n == 0 {
			continue
		}
		if !t.usable(n) {
			return false
		}
		t.climb(n)
	}
	return true
}

// choicesFor lists the distinct ways to use the dice d, each once however
// many pairings give it, in a fixed order: by the first column, then the
// second (none first).
func (g *Game) choicesFor(d [4]int) []Choice {
	var out []Choice
	for _, p := range g.Pairings(d) {
		for _, c := range p.Choices {
			if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	slices.SortFunc(out, func(x, y Choice) int {
		if x.A != y.A {
			return x.A - y.A
		}
		return x.B - y.B
	})
	return out
}

// Pairings are the three ways to pair the dice d, always three and in a
// fixed order: the first die with the second, with the third, then with
// the fourth. Each has its dice, its two totals in that order, and the
// choices it gives the mover now, smaller column first: both totals if both
// can be used (the same column twice when it has room), the one that can,
// or, when either can but not both, each alone for her to pick; none when
// neither can be used. The pairings are listed as the dice fall, so two of
// them may make the same totals and offer the same choices (4 5 6 5 gives
// 9 and 11 twice over); Choices lists each distinct choice once.
func (g *Game) Pairings(d [4]int) []Pairing {
	var ps []Pairing
	for _, ix := range pairings {
		p := Pairing{Dice: [2][2]int{{d[ix[0]], d[ix[1]]}, {d[ix[2]], d[ix[3]]}}}
		a, b := d[ix[0]]+d[ix[1]], d[ix[2]]+d[ix[3]]
		p.Totals = [2]int{a, b}
		a, b = min(a, b), max(a, b)
		switch both := (Choice{a, b}); {
		case g.canTake(both):
			p.Choices = []Choice{both}
		default:
			for _, n := range []int{a, b} {
				if c := (Choice{A: n}); g.usable(n) && !slices.Contains(p.Choices, c) {
					p.Choices = append(p.Choices, c)
				}
			}
		}
		ps = append(ps, p)
	}
	return ps
}

// UsableRolls counts the rolls, of all 6⁴ = 1296, that the mover could use
// now: the chance of using the next roll is UsableRolls()/1296. A roll can
// be used exactly when one of its six pair totals names a column she can
// climb, since a total that can be used alone always gives a choice.
func (g *Game) UsableRolls() int {
	var usable [13]bool
	for n := 2; n <= 12; n++ {
		usable[n] = g.usable(n)
	}
	count := 0
	for _, d := range allRolls {
		for _, ix := range pairings {
			if usable[d[ix[0]]+d[ix[1]]] || usable[d[ix[2]]+d[ix[3]]] {
				count++
				break
			}
		}
	}
	return count
}

// allRolls are the 1296 ways four dice can fall, in order.
var allRolls = func() [][4]int {
	rs := make([][4]int, 1296)
	for i := range rs {
		rs[i] = [4]int{i/216 + 1, i/36%6 + 1, i/6%6 + 1, i%6 + 1}
	}
	return rs
}()
