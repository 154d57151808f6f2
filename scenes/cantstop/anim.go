package cantstop

import (
	"math"

	"parlor/game"
	"parlor/game/cantstop"
	"parlor/scenes/table"
)

// How long, in ticks, each animation lasts: the dice tumbling, a bust
// shown on the board as it was, a stop announced, a tower climbing.
const (
	rollTicks  = 28
	bustTicks  = 100
	stopTicks  = 90
	climbTicks = 16
)

// animKind is what is being animated.
type animKind int

const (
	still    animKind = iota
	rolling           // the dice tumble
	busting           // the bust is shown, towers still up, before they fall
	stopped           // a stop is announced
	climbing          // the towers climb to the squares chosen
)

// anim is the animation of the last change the match reported.
type anim struct {
	kind animKind
	tick int
	// before is the position before the change: its towers stay on view
	// while a bust is shown. It belongs to the match.
	before *cantstop.Game
	// from is where each column's tower stood before a climb (square 0:
	// nowhere), indexed by the column's number.
	from [13]int
}

// start sets the animation for change c, which made position g.
func (a *anim) start(c table.Change, g *cantstop.Game) {
	*a = anim{}
	before, ok := c.Before.(*cantstop.Game)
	if !ok || len(c.Moves) == 0 {
		return
	}
	a.before = before
	switch first := c.Moves[0]; {
	case first == cantstop.Roll && hasDice(c.Moves):
		a.kind = rolling
	case first == cantstop.Stop && !g.Over():
		a.kind = stopped
	case g.Last().Kind == "choose":
		a.kind = climbing
		for n := 2; n <= 12; n++ {
			a.from[n] = before.Column(n).Marker(cantstop.White)
			if a.from[n] == 0 {
				// A new tower rises from the mover's tile, or from the foot.
				a.from[n] = before.Column(n).Marker(before.Mover())
			}
		}
	}
}

// hasDice reports whether the moves include the dice that fell.
func hasDice(moves []game.Move) bool { return len(moves) > 1 }

// step advances the animation by a tick; g is the position after it.
func (a *anim) step(g *cantstop.Game) {
	if a.kind == still {
		return
	}
	a.tick++
	switch {
	case a.kind == rolling && a.tick >= rollTicks && g.Last().Kind == "bust":
		a.kind, a.tick = busting, 0
	case a.kind == rolling && a.tick >= rollTicks,
		a.kind == busting && a.tick >= bustTicks,
		a.kind == stopped && a.tick >= stopTicks,
		a.kind == climbing && a.tick >= climbTicks:
		*a = anim{}
	}
}

// tower is how far up column n the tower of g stands this tick: between
// where it stood and where it stands during a climb.
func (a *anim) tower(g *cantstop.Game, n int) float64 {
	to := float64(g.Column(n).Marker(cantstop.White))
	if a.kind != climbing || to == 0 {
		return to
	}
	from := float64(a.from[n])
	k := float64(a.tick) / climbTicks
	k = 1 - math.Pow(1-k, 3) // ease out
	return from + (to-from)*k
}

// tumble is the face die i shows while the dice tumble.
func tumble(ticks, i int) int { return (ticks/3*7+i*13)%6 + 1 }
