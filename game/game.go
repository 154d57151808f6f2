// Package game defines the contract every Parlor rule engine meets, and the
// small pieces of code that work on any game through it: random moves and
// playouts, chance resolution and replay.
//
// The shape follows OpenSpiel's State API. A game is a State: it says whose
// turn it is (or that a chance event is due), lists the legal moves, plays a
// validated move, clones itself, reports the end and each seat's result, and
// writes and reads moves in the game's own notation. A Move is a small integer
// whose meaning belongs to the game. All randomness comes from a seeded
// source handed to Resolve, so a game is fully described by its options, its
// seed and its move list.
package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// Player is a seat, numbered from 0, or one of the special values Chance and
// Nobody.
type Player int

const (
	// Chance is the turn when a chance event (a roll, a draw) is due.
	Chance Player = -1
	// Nobody is the turn once the game is over.
	Nobody Player = -2
)

// Move is one action in a game's own encoding.
type Move int

// State is one position of a game and the rules that lead on from it.
type State interface {
	// Players is the number of seats.
	Players() int
	// Turn is the seat to move, Chance when a chance event is due, or Nobody
	// when the game is over.
	Turn() Player
	// Legal lists the moves the player to move may make, in a fixed order.
	// When a chance event is due it lists the possible outcomes.
	Legal() []Move
	// Play makes a move for the player to move. An illegal move returns an
	// error that says why, in the player's words, and changes nothing.
	Play(m Move) error
	// Clone returns an independent copy.
	Clone() State
	// Over reports whether the game has ended.
	Over() bool
	// Returns gives each seat's result once the game is over: 1 for a win,
	// -1 for a loss, 0 for a draw (in games of more than two seats, each
	// winner scores 1 and every other seat -1). Before the end it is all zeros.
	Returns() []float64
	// MoveString writes m, a move for the player to move, in the game's
	// notation.
	MoveString(m Move) string
	// ParseMove reads a move for the player to move from the game's
	// notation. It rejects text that is malformed or names the wrong player,
	// but leaves legality to Play.
	ParseMove(s string) (Move, error)
	// String gives the board in the game's printed form.
	String() string
}

// Hoper is implemented by games in which a seat can be left with no way
// to win, whatever anyone plays: a player whose time runs out against
// such a seat draws rather than loses (package online). A game that does
// not implement it leaves every seat a way to win while it goes on.
type Hoper interface {
	// CanWin reports whether some sequence of legal moves from here ends
	// in a win for seat p.
	CanWin(p Player) bool
}

// CanWin reports whether seat p of s may still win: Hoper's answer, or
// true for a game that does not say.
func CanWin(s State, p Player) bool {
	h, ok := s.(Hoper)
	return !ok || h.CanWin(p)
}

// Outcome is one possible result of a chance event and its probability.
type Outcome struct {
	Move Move
	Prob float64
}

// Chancer is implemented by games that have chance events. Chances lists the
// outcomes of the event that is due, with probabilities summing to 1.
type Chancer interface {
	Chances() []Outcome
}

// Appender is implemented by games that can list their legal moves into a
// buffer the caller owns, so that search lists moves without allocating.
type Appender interface {
	// AppendLegal appends the moves Legal lists, in the same order, to ms.
	AppendLegal(ms []Move) []Move
}

// ErrOver is returned for a move made after the end of the game.
var ErrOver = errors.New("the game is over")

// ErrNoMoves is returned when a move is asked of a state that has none.
var ErrNoMoves = errors.New("there is no legal move")

// Sample draws the outcome of the chance event that is due in s, using r.
func Sample(s State, r *rand.Rand) (Move, error) {
	c, ok := s.(Chancer)
	if !ok || s.Turn() != Chance {
		return 0, errors.New("no chance event is due")
	}
	outs := c.Chances()
	if len(outs) == 0 {
		return 0, ErrNoMoves
	}
	x := r.Float64()
	for _, o := range outs {
		if x < o.Prob {
			return o.Move, nil
		}
		x -= o.Prob
	}
	return outs[len(outs)-1].Move, nil
}

// Resolve plays chance events with r until a player is to move or the game
// is over.
func Resolve(s State, r *rand.Rand) error {
	for s.Turn() == Chance {
		m, err := Sample(s, r)
		if err != nil {
			return err
		}
		if err := s.Play(m); err != nil {
			return fmt.Errorf("chance outcome %d: %w", m, err)
		}
	}
	return nil
}

// RandomMove picks one of the player's legal moves uniformly with r, or a
// chance outcome by its probability.
func RandomMove(s State, r *rand.Rand) (Move, error) {
	if s.Over() {
		return 0, ErrOver
	}
	if s.Turn() == Chance {
		return Sample(s, r)
	}
	legal := s.Legal()
	if len(legal) == 0 {
		return 0, ErrNoMoves
	}
	return legal[r.IntN(len(legal))], nil
}

// Playout plays random moves with r until the game is over, calling after
// (when not nil) after every move; it stops at the first error, and returns
// the number of moves played. A game that has not ended within limit moves is
// an error.
func Playout(s State, r *rand.Rand, limit int, after func(State) error) (int, error) {
	n := 0
	for !s.Over() {
		if n >= limit {
			return n, fmt.Errorf("no end after %d moves", limit)
		}
		m, err := RandomMove(s, r)
		if err != nil {
			return n, err
		}
		if err := s.Play(m); err != nil {
			return n, fmt.Errorf("move %d (%s): %w", n, s.MoveString(m), err)
		}
		n++
		if after != nil {
			if err := after(s); err != nil {
				return n, fmt.Errorf("after move %d: %w", n, err)
			}
		}
	}
	return n, nil
}

// Replay plays moves on s in order, stopping at the first that is illegal.
func Replay(s State, moves []Move) error {
	for i, m := range moves {
		if err := s.Play(m); err != nil {
			return fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return nil
}
