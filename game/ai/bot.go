// Package ai is the small library of search algorithms Parlor's computer
// players are built from, through the engine contract of package game and
// knowing no game's rules: the Bot interface and Think, the random player,
// MCTS (with the one-move screen and its clock), Flat (flat Monte Carlo
// over a decision's options) and the Analyst with Estimate. Players that
// know a game live beside it (game/yote/bot, game/cantstop/bot,
// game/mergers/bot). Every bot thinks in slices:
// Start it on a position, then call Step again and again, each time with a
// few milliseconds, until it returns its move. The browser (one thread, a
// frame every 16 ms), the desktop, the terminal, the arena and the tests
// all drive a bot the same way.
//
// A bot is deterministic: given the same position, the same seed and the
// same budget it plays the same move, however its thinking is sliced. Its
// strength is set by a budget of work (iterations, positions), never by a
// clock, so a level is equally strong everywhere.
package ai

import (
	"errors"
	"math/rand/v2"
	"time"

	"parlor/game"
)

// Bot is a computer player.
type Bot interface {
	// Start begins thinking about position s for the player to move, with
	// randomness drawn from seed. It works on its own copy of s. A finished
	// game, a chance event due or a position with no move is an error.
	Start(s game.State, seed uint64) error
	// Step thinks for at most about d and returns the move once decided.
	Step(d time.Duration) (game.Move, bool)
	// Stop decides at once with what it has found so far: a think-time
	// ceiling ran out.
	Stop() game.Move
}

// Noter is a Bot with something to say of the move it decided on: the
// Perfect level says when its move is not proven best.
type Noter interface {
	// Note is what to tell the player, or "".
	Note() string
}

// Errors Start returns for a position a bot cannot think about.
var (
	ErrOver   = errors.New("the game is over: there is no move to think about")
	ErrChance = errors.New("the dice or the pile move next, not a player")
)

// Check says why a bot cannot think about s, or returns nil.
func Check(s game.State) error {
	switch {
	case s == nil:
		return errors.New("there is no position to think about")
	case s.Over():
		return ErrOver
	case s.Turn() == game.Chance:
		return ErrChance
	case len(s.Legal()) == 0:
		return game.ErrNoMoves
	}
	return nil
}

// CheckAs is Check for a bot that plays one game, whose positions are of
// type G (its engine's *Game): s as a G, or why the bot cannot think
// about it, other if s is another game's.
func CheckAs[G game.State](s game.State, other error) (G, error) {
	var g G
	if err := Check(s); err != nil {
		return g, err
	}
	g, ok := s.(G)
	if !ok {
		return g, other
	}
	return g, nil
}

// Think runs b on s until it decides, with no slicing: for the terminal,
// the arena and tests.
func Think(b Bot, s game.State, seed uint64) (game.Move, error) {
	if err := b.Start(s, seed); err != nil {
		return 0, err
	}
	for {
		if m, ok := b.Step(time.Hour); ok {
			return m, nil
		}
	}
}

// NewRand is the bots' random source for a seed.
func NewRand(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
}

// Random plays a uniformly random legal move: the yardstick the weakest
// level must beat.
type Random struct {
	move game.Move
}

// Start picks the move.
func (b *Random) Start(s game.State, seed uint64) error {
	if err := Check(s); err != nil {
		return err
	}
	legal := s.Legal()
	b.move = legal[NewRand(seed).IntN(len(legal))]
	return nil
}

// Step returns the move picked by Start.
func (b *Random) Step(time.Duration) (game.Move, bool) { return b.move, true }

// Stop returns the move picked by Start.
func (b *Random) Stop() game.Move { return b.move }
