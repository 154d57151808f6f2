package ai

import (
	"time"

	"parlor/game"
)

// screen looks one move ahead before a search: it finds a move that wins
// at once, and drops moves that lose at once or let the next player win
// at once (while any other move remains). It works in slices like the
// search, since a position can have a few thousand replies to look at.
type screen struct {
	s     game.State
	mover game.Player
	moves []game.Move
	i     int // the next move to look at
	keep  []game.Move
	win   game.Move
	won   bool
	done  bool
}

// start begins screening the moves of s.
func (sc *screen) start(s game.State) {
	*sc = screen{s: s, mover: s.Turn(), moves: s.Legal(), keep: sc.keep[:0]}
}

// run screens moves until deadline, and reports whether it has finished.
func (sc *screen) run(deadline time.Time) bool {
	for n := 0; sc.i < len(sc.moves); sc.i, n = sc.i+1, n+1 {
		if n > 0 && time.Now().After(deadline) {
			return false
		}
		m := sc.moves[sc.i]
		after := sc.s.Clone()
		if after.Play(m) != nil {
			continue
		}
		if after.Over() {
			r := after.Returns()[sc.mover]
			if r > 0 {
				sc.win, sc.won, sc.done = m, true, true
				return true
			}
			if r < 0 {
				continue
			}
		} else if sc.givesWin(after) {
			continue
		}
		sc.keep = append(sc.keep, m)
	}
	if len(sc.keep) == 0 {
		sc.keep = append(sc.keep, sc.moves...)
	}
	sc.done = true
	return true
}

// givesWin reports whether the next player, another than the mover, can
// win at once in s.
func (sc *screen) givesWin(s game.State) bool {
	next := s.Turn()
	if next < 0 || next == sc.mover {
		return false
	}
	for _, r := range s.Legal() {
		after := s.Clone()
		if after.Play(r) == nil && after.Over() && after.Returns()[next] > 0 && after.Returns()[sc.mover] < 0 {
			return true
		}
	}
	return false
}

// only is the move to play without searching: a win at once, or the one
// move that does not lose at once.
func (sc *screen) only() (game.Move, bool) {
	if sc.won {
		return sc.win, true
	}
	if len(sc.keep) == 1 {
		return sc.keep[0], true
	}
	return 0, false
}

// fallback is a move to play when told to stop before any search.
func (sc *screen) fallback() game.Move {
	if m, ok := sc.only(); ok {
		return m
	}
	if len(sc.keep) > 0 {
		return sc.keep[0]
	}
	return sc.moves[0]
}
