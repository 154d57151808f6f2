package mergers

import "parlor/game/mergers"

// anim is what is moving on the board: the tile just placed landing, tiles
// changing company (shown in their old colour, fading into the new), and
// the positions just drawn sliding into the offer.
type anim struct {
	t, n   int // ticks run and ticks in all
	pop    bool
	at     mergers.Pos // the tile landing, when pop
	fading []fadeTile
	fresh  []mergers.Pos // offered positions just drawn
}

// fadeTile is a square shown in its old symbol, fading out.
type fadeTile struct {
	p mergers.Pos
	s byte
}

// start runs the animation for n ticks; still (motion reduced) makes it
// a single step: it is over at once.
func (a *anim) start(n int, still bool) {
	a.t, a.n = 0, n
	if still {
		a.n = 0
	}
}

// busy reports whether the animation is running.
func (a *anim) busy() bool { return a.t < a.n }

// step advances the animation by a tick.
func (a *anim) step() {
	if a.t < a.n {
		a.t++
	}
}

// finish ends the animation at once.
func (a *anim) finish() { a.t = a.n }

// ease is how far along the animation is, from 0 to 1, slowing at the end.
func (a *anim) ease() float64 {
	if a.n == 0 || a.t >= a.n {
		return 1
	}
	k := 1 - float64(a.t)/float64(a.n)
	return 1 - k*k*k
}

// isFresh reports whether p was just drawn and is still sliding in.
func (a *anim) isFresh(p mergers.Pos) bool {
	if !a.busy() {
		return false
	}
	for _, q := range a.fresh {
		if q == p {
			return true
		}
	}
	return false
}
