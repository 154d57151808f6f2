// Package solver solves Kalah exactly: the final store difference with
// perfect play from any position of kalah.Game, by MTD(f) over alpha-beta
// with a transposition table keyed on the houses alone (the stores only add
// to the value), and analyses a position in slices for the Perfect level and
// the "show values" view.
package solver

import (
	"parlor/game"
	"parlor/game/kalah"
)

// ringLen is the longest ring of pits: 2h houses and two stores.
const ringLen = 2*kalah.MaxHouses + 2

// Position is a Kalah position for the solver: the seeds in every pit, in
// the engine's ring order (South's houses Sh … S1, South's store, North's
// houses Nh … N1, North's store), the number of houses a side and the side
// to move. It is a value: copying it is how the search plays a move.
type Position struct {
	pits  [ringLen]int16
	h     int
	mover kalah.Side
}

// FromGame is the position of g.
func FromGame(g *kalah.Game) Position {
	h := g.Houses()
	p := Position{h: h, mover: g.Mover()}
	for n := 1; n <= h; n++ {
		p.pits[h-n] = int16(g.Count(kalah.Pit{Owner: kalah.South, Num: n}))
		p.pits[2*h+1-n] = int16(g.Count(kalah.Pit{Owner: kalah.North, Num: n}))
	}
	p.pits[h] = int16(g.Store(kalah.South))
	p.pits[2*h+1] = int16(g.Store(kalah.North))
	return p
}

// Houses is the number of houses a side.
func (p *Position) Houses() int { return p.h }

// Mover is the side to move.
func (p *Position) Mover() kalah.Side { return p.mover }

// Count is the number of seeds in pit q (0 for a pit not on the board).
func (p *Position) Count(q kalah.Pit) int {
	if q.Num < 0 || q.Num > p.h || (q.Owner != kalah.South && q.Owner != kalah.North) {
		return 0
	}
	return int(p.pits[p.index(q.Owner, q.Num)])
}

// Store is the number of seeds in side s's store.
func (p *Position) Store(s kalah.Side) int { return int(p.pits[p.store(s)]) }

// Over reports whether one side's houses are empty: the game has ended.
func (p *Position) Over() bool {
	return p.sideSeeds(kalah.South) == 0 || p.sideSeeds(kalah.North) == 0
}

// Seeds is the number of seeds left in the houses.
func (p *Position) Seeds() int { return p.sideSeeds(kalah.South) + p.sideSeeds(kalah.North) }

// Margin is the mover's store less the opponent's.
func (p *Position) Margin() int { return p.Store(p.mover) - p.Store(p.mover.Other()) }

// Legal lists the mover's non-empty houses by number, as kalah.Game's Legal
// does; nil once the game is over.
func (p *Position) Legal() []game.Move {
	if p.Over() {
		return nil
	}
	var ms []game.Move
	for n := 1; n <= p.h; n++ {
		if p.pits[p.index(p.mover, n)] > 0 {
			ms = append(ms, game.Move(n))
		}
	}
	return ms
}

// index is the ring index of house n (or the store, n = 0) of side s.
func (p *Position) index(s kalah.Side, n int) int {
	if s == kalah.South {
		return p.h - n
	}
	return 2*p.h + 1 - n
}

// store is the ring index of side s's store.
func (p *Position) store(s kalah.Side) int { return p.index(s, 0) }

// sideSeeds is the number of seeds in side s's houses.
func (p *Position) sideSeeds(s kalah.Side) int {
	i := p.index(s, p.h)
	t := 0
	for _, c := range p.pits[i : i+p.h] {
		t += int(c)
	}
	return t
}

// outcome is what playing a house did.
type outcome struct {
	gain  int  // seeds the move put into the mover's store (capture included)
	extra bool // the last seed fell in the mover's store: she moves again
	over  bool // the game ended; final holds the result
	final int  // when over: the move's gain plus the mover's sweep less the opponent's
}

// play sows house n of the mover, which must hold seeds, and reports what
// it did. It follows kalah.Game.Play exactly, the sweep at the end included.
func (p *Position) play(n int) outcome {
	h, mover := p.h, p.mover
	size := 2*h + 2
	mine := p.store(mover)
	skip := p.store(mover.Other())
	before := p.pits[mine]
	i := p.index(mover, n)
	left := int(p.pits[i])
	p.pits[i] = 0
	if lap := size - 1; left >= lap {
		// Whole laps put one seed in every pit but the opponent's store.
		laps := int16(left / lap)
		for j := 0; j < size; j++ {
			if j != skip {
				p.pits[j] += laps
			}
		}
		left %= lap
	}
	for left > 0 {
		if i++; i == size {
			i = 0
		}
		if i != skip {
			p.pits[i]++
			left--
		}
	}
	var o outcome
	lo := p.index(mover, h) // the mover's houses are lo … lo+h-1
	switch {
	case i == mine:
		o.extra = true
	case i >= lo && i < lo+h && p.pits[i] == 1:
		if j := 2*h - i; p.pits[j] > 0 {
			p.pits[mine] += 1 + p.pits[j]
			p.pits[i], p.pits[j] = 0, 0
		}
	}
	o.gain = int(p.pits[mine] - before)
	if !o.extra {
		p.mover = mover.Other()
	}
	own, opp := p.sideSeeds(mover), p.sideSeeds(mover.Other())
	if own == 0 || opp == 0 {
		o.over = true
		o.final = o.gain + own - opp
		p.pits[mine] += int16(own)
		p.pits[skip] += int16(opp)
		for j := 0; j < h; j++ {
			p.pits[j], p.pits[h+1+j] = 0, 0
		}
	}
	return o
}
