package lobby

import (
	"math"
	"slices"
	"testing"

	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/scenes/ui"
)

func TestNiceRange(t *testing.T) {
	for _, c := range []struct {
		lo, hi         float64
		most           int
		nlo, nhi, step float64
	}{
		{1387, 1612, 5, 1300, 1700, 100},
		{1400, 1600, 5, 1400, 1600, 50},
		{1150, 1850, 5, 1000, 2000, 250}, // by 200, 1000 to 2000 is five steps: one too many
		{1490, 1510, 5, 1490, 1510, 5},
		{1500, 1500, 5, 1450, 1550, 25},
		{812.5, 2391, 6, 500, 2500, 500},
		{1520, 1580, 3, 1500, 1600, 50},
	} {
		nlo, nhi, step := niceRange(c.lo, c.hi, c.most)
		if nlo != c.nlo || nhi != c.nhi || step != c.step {
			t.Errorf("niceRange(%v, %v, %d) = %v, %v, %v; want %v, %v, %v", c.lo, c.hi, c.most, nlo, nhi, step, c.nlo, c.nhi, c.step)
		}
		if n := math.Round((nhi - nlo) / step); n > float64(c.most-1) || nlo > c.lo || nhi < c.hi {
			t.Errorf("niceRange(%v, %v, %d): %v steps from %v to %v", c.lo, c.hi, c.most, n, nlo, nhi)
		}
	}
}

func TestGameTicks(t *testing.T) {
	for _, c := range []struct {
		first, last, most int
		want              []int
	}{
		{0, 1, 6, []int{0, 1}},
		{0, 4, 6, []int{0, 1, 2, 3, 4}},
		{0, 9, 6, []int{0, 2, 4, 6, 8}},
		{0, 30, 6, []int{0, 10, 20, 30}},
		{16, 45, 6, []int{16, 30, 40}}, // by 5 there would be seven; 20 is too near 16
		{1, 30, 6, []int{1, 10, 20, 30}},
		{371, 400, 6, []int{371, 380, 390, 400}},
	} {
		if got := gameTicks(c.first, c.last, c.most); !slices.Equal(got, c.want) {
			t.Errorf("gameTicks(%d, %d, %d) = %v, want %v", c.first, c.last, c.most, got, c.want)
		}
	}
}

// history is n points of a rating that climbs 20 a game, its RD falling
// from 300 by 10 a game to 60, won and lost in turn.
func history(n int) []protocol.PointInfo {
	var h []protocol.PointInfo
	for i := range n {
		out := onlinelobby.OutcomeWin
		if i%2 == 1 {
			out = onlinelobby.OutcomeLoss
		}
		h = append(h, protocol.PointInfo{Room: "r" + string(rune('a'+i%26)), At: int64(i) * 86400000, R: 1500 + 20*float64(i+1), RD: max(60, 300-10*float64(i)), Outcome: out})
	}
	return h
}

func TestPlanPlot(t *testing.T) {
	area := ui.Rect{X: 100, Y: 50, W: 400, H: 200}
	for _, c := range []struct {
		name        string
		n           int
		points, cut int
		first, last int // the games of the first and last points
		lo, hi      float64
	}{
		{"none", 0, 0, 0, 0, 0, 0, 0},
		{"one game", 1, 2, 0, 0, 1, 1400, 1700},
		{"a few", 5, 6, 0, 0, 5, 1400, 1700},
		{"the plot's most", plotMax, plotMax + 1, 0, 0, plotMax, 1400, 2200},
		{"more than it shows", 45, plotMax, 15, 16, 45, 1500, 2500},
	} {
		p := planPlot(history(c.n), area)
		if len(p.Points) != c.points || p.Cut != c.cut {
			t.Errorf("%s: %d points, %d cut; want %d, %d", c.name, len(p.Points), p.Cut, c.points, c.cut)
			continue
		}
		if c.points == 0 {
			continue
		}
		first, last := p.Points[0], p.Points[len(p.Points)-1]
		if first.Game != c.first || last.Game != c.last || p.Lo != c.lo || p.Hi != c.hi {
			t.Errorf("%s: games %d to %d, ratings %v to %v; want %d to %d, %v to %v", c.name, first.Game, last.Game, p.Lo, p.Hi, c.first, c.last, c.lo, c.hi)
		}
		if c.cut == 0 && (first.R != 1500 || first.Outcome != "") {
			t.Errorf("%s: the plot does not start at the start: %+v", c.name, first)
		}
		for i, pt := range p.Points {
			if pt.X < area.X || pt.X > area.Right() || pt.Y < area.Y || pt.Y > area.Bottom() {
				t.Errorf("%s: point %d at %v, %v is off the plot", c.name, i, pt.X, pt.Y)
			}
			if pt.Top > pt.Y || pt.Bottom < pt.Y || pt.Top < area.Y || pt.Bottom > area.Bottom() {
				t.Errorf("%s: point %d's band %v to %v is not about it (%v) inside the plot", c.name, i, pt.Top, pt.Bottom, pt.Y)
			}
			if i > 0 && pt.X <= p.Points[i-1].X {
				t.Errorf("%s: point %d is not right of the one before", c.name, i)
			}
			if want := area.Bottom() - area.H*(pt.R-p.Lo)/(p.Hi-p.Lo); math.Abs(pt.Y-want) > 1e-9 {
				t.Errorf("%s: point %d at y %v, want %v", c.name, i, pt.Y, want)
			}
		}
		if p.YTicks[0] != p.Lo || p.YTicks[len(p.YTicks)-1] != p.Hi || len(p.YTicks) > 5 {
			t.Errorf("%s: rating ticks %v for %v to %v", c.name, p.YTicks, p.Lo, p.Hi)
		}
		if p.XTicks[0] != first.Game || p.XTicks[len(p.XTicks)-1] > last.Game {
			t.Errorf("%s: game ticks %v for games %d to %d", c.name, p.XTicks, first.Game, last.Game)
		}
		// The strips of the points cover the plot's width, edge to edge.
		x := area.X
		for i := range p.Points {
			s := p.strip(i)
			if math.Abs(s.X-x) > 1e-9 || s.W <= 0 {
				t.Errorf("%s: strip %d from %v, wide %v; want from %v", c.name, i, s.X, s.W, x)
			}
			x = s.Right()
		}
		if math.Abs(x-area.Right()) > 1e-9 {
			t.Errorf("%s: the strips end at %v, the plot at %v", c.name, x, area.Right())
		}
	}
}

func TestPointWords(t *testing.T) {
	for _, c := range []struct {
		pt   plotPoint
		want string
	}{
		{plotPoint{Game: 3, R: 1620.4, RD: 80, Outcome: onlinelobby.OutcomeWin}, "after game 3: 1620, won"},
		{plotPoint{Game: 1, R: 1337.6, RD: 290, Outcome: onlinelobby.OutcomeLoss}, "after game 1: 1338?, lost"},
		{plotPoint{Game: 12, R: 1500, RD: 110, Outcome: onlinelobby.OutcomeDraw}, "after game 12: 1500, drawn"},
		{plotPoint{R: 1500, RD: 350}, "at the start: 1500?"},
	} {
		if got := pointWords(c.pt); got != c.want {
			t.Errorf("pointWords(%+v) = %q, want %q", c.pt, got, c.want)
		}
	}
}
