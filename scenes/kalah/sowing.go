package kalah

import (
	"fmt"
	"maps"

	"parlor/game/kalah"
)

// sowStep is one frame of a sowing animation: what each pit shows, which
// pits are lit, for how long, and a message to show over the board.
type sowStep struct {
	counts map[kalah.Pit]int
	hot    []kalah.Pit
	ticks  int
	msg    string
}

// sowing animates one move, from the position before it to the position
// after: the pick-up, one seed at a time, then the capture, the sweep at
// the end and the extra turn.
type sowing struct {
	move  *kalah.Sowing
	steps []sowStep
	i, t  int // the step on show, and the ticks it has been shown
}

// countsOf is what every pit of g holds.
func countsOf(g *kalah.Game) map[kalah.Pit]int {
	m := map[kalah.Pit]int{}
	for _, p := range g.Frame().Pits() {
		m[p] = g.Count(p)
	}
	return m
}

// newSowing builds the steps of move s, which took the board from before
// to after. Its last step shows the position after the move.
func newSowing(before map[kalah.Pit]int, s *kalah.Sowing, after *kalah.Game) *sowing {
	c := maps.Clone(before)
	a := &sowing{move: s}
	add := func(ticks int, msg string, hot ...kalah.Pit) {
		a.steps = append(a.steps, sowStep{counts: maps.Clone(c), hot: hot, ticks: ticks, msg: msg})
	}
	c[s.From] = 0
	add(10, "", s.From)
	per := min(max(14-len(s.Sown)/2, 4), 9)
	for _, p := range s.Sown {
		c[p]++
		add(per, "", p)
	}
	f := after.Frame()
	if k := s.Capture; k != nil {
		c[k.House], c[k.Opposite] = 0, 0
		c[f.Store(s.Mover)] += k.Seeds
		add(45, fmt.Sprintf("%s captures %d!", s.Mover, k.Seeds), k.House, k.Opposite, f.Store(s.Mover))
	}
	if after.Over() {
		for _, side := range []kalah.Side{kalah.South, kalah.North} {
			if s.Swept[side] == 0 {
				continue
			}
			hot := []kalah.Pit{f.Store(side)}
			for h := 1; h <= f.Houses(); h++ {
				p := kalah.Pit{Owner: side, Num: h}
				if c[p] > 0 {
					hot = append(hot, p)
				}
				c[p] = 0
			}
			c[f.Store(side)] += s.Swept[side]
			add(50, fmt.Sprintf("%s takes the last %d", side, s.Swept[side]), hot...)
		}
	}
	if s.Extra && !after.Over() {
		add(40, s.Mover.String()+" plays again", f.Store(s.Mover))
	}
	return a
}

// step advances the animation a tick and reports whether it has ended.
func (a *sowing) step() bool {
	a.t++
	if a.t >= a.steps[a.i].ticks {
		a.t = 0
		a.i++
	}
	return a.i >= len(a.steps)
}

// now is the step on show.
func (a *sowing) now() sowStep { return a.steps[min(a.i, len(a.steps)-1)] }
