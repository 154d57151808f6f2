// Package record keeps a game's record and is the one path every move
// takes. A Match holds the record — the game, its options, a seed and every
// move played, chance outcomes included — and the positions it passed
// through. Play validates a move through the engine, records it, and draws
// any chance events that follow from the seed, so that undo then redo, a
// reloaded save and an opened link all see the same dice and the same
// tiles. The record reads and writes as text (Text, Load) and as a link
// (Link, ParseLink).
package record

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"parlor/game"
	"parlor/game/catalog"
)

// Match is a game in progress and its record.
type Match struct {
	opts   catalog.Options
	seed   uint64
	states []game.State // states[i] is the position before ply i; the last is the current one
	moves  []game.Move
	texts  []string
	redo   [][]game.Move // undone turns, the next to redo last

	chances int        // chance outcomes in the record
	rng     *rand.Rand // the chance stream, drawn
	drawn   int        // values drawn from rng so far

	mirror bool // chance outcomes come from elsewhere (Append), never drawn
}

// ErrNothingToUndo and ErrNothingToRedo are returned by Undo and Redo when
// there is no move to take back or to replay.
var (
	ErrNothingToUndo = errors.New("there is no move to take back")
	ErrNothingToRedo = errors.New("there is no move to replay")
)

// New starts a match of the game with options o, its chance events drawn
// from seed. Chance events due at the start (a first deal) are drawn at
// once.
func New(o catalog.Options, seed uint64) (*Match, error) {
	s, err := o.New()
	if err != nil {
		return nil, err
	}
	m := &Match{opts: o, seed: seed, states: []game.State{s}}
	if err := m.resolve(); err != nil {
		return nil, err
	}
	return m, nil
}

// Options are the game and options being played.
func (m *Match) Options() catalog.Options { return m.opts }

// Seed is the seed chance events are drawn from.
func (m *Match) Seed() uint64 { return m.seed }

// State is the current position. It belongs to the match: read it, never
// play on it (Clone it first).
func (m *Match) State() game.State { return m.states[len(m.states)-1] }

// Plies is the number of moves in the record, chance outcomes included.
func (m *Match) Plies() int { return len(m.moves) }

// Ply is move i of the record (from 0), with its text.
func (m *Match) Ply(i int) (game.Move, string) { return m.moves[i], m.texts[i] }

// At is the position after the first i moves of the record (At(0) is the
// start). It belongs to the match: never play on it.
func (m *Match) At(i int) game.State { return m.states[i] }

// Play makes a move for the player to move, after checking it with the
// engine, records it, and draws any chance events that follow. A move
// after an undo drops the moves that could have been redone. An illegal
// move returns the engine's reason and changes nothing. On a mirror, a
// move that sets off dice or tiles is refused with ErrSecretSeed: the
// mirror cannot draw them.
func (m *Match) Play(mv game.Move) error {
	if m.State().Turn() == game.Chance {
		return errors.New("the next move is the dice's or the pile's, not a player's")
	}
	if err := m.push(mv); err != nil {
		return err
	}
	if m.mirror && m.State().Turn() == game.Chance {
		m.truncate(len(m.moves) - 1)
		return ErrSecretSeed
	}
	m.redo = m.redo[:0]
	return m.resolve()
}

// PlayText reads a move in the game's notation and plays it.
func (m *Match) PlayText(s string) error {
	mv, err := m.State().ParseMove(s)
	if err != nil {
		return err
	}
	return m.Play(mv)
}

// push plays mv on a clone of the current position and records it.
func (m *Match) push(mv game.Move) error {
	cur := m.State()
	text := cur.MoveString(mv)
	next := cur.Clone()
	if err := next.Play(mv); err != nil {
		return err
	}
	if cur.Turn() == game.Chance {
		m.chances++
	}
	m.states = append(m.states, next)
	m.moves = append(m.moves, mv)
	m.texts = append(m.texts, text)
	return nil
}

// resolve draws chance events until a player is to move or the game ends.
// A mirror draws nothing: its chance outcomes arrive by Append.
func (m *Match) resolve() error {
	for !m.mirror && m.State().Turn() == game.Chance {
		out, err := m.draw()
		if err != nil {
			return err
		}
		if err := m.push(out); err != nil {
			return fmt.Errorf("chance outcome %d: %w", out, err)
		}
	}
	return nil
}

// draw samples, for the chance event due in the current position, the
// outcome the seed gives it. The k-th chance event of a record always
// draws the k-th value of the seed's stream, so a replay, an undo then
// the same move again, and a record loaded all meet what the first play
// drew. Drawing in order reads the stream on; anything else (after an
// undo) starts it again from the seed and skips to the k-th value.
func (m *Match) draw() (game.Move, error) {
	k := m.chances
	if m.rng == nil || m.drawn != k {
		m.rng, m.drawn = rand.New(rand.NewPCG(m.seed, m.seed)), 0
		for ; m.drawn < k; m.drawn++ {
			m.rng.Float64()
		}
	}
	out, err := game.Sample(m.State(), m.rng)
	if err != nil {
		m.rng = nil // the stream may or may not have moved on
		return 0, err
	}
	m.drawn++
	return out, nil
}

// IsChance reports whether ply i was a chance outcome rather than a
// player's decision.
func (m *Match) IsChance(i int) bool { return m.states[i].Turn() == game.Chance }

// CanUndo reports whether a player's move can be taken back.
func (m *Match) CanUndo() bool { return m.lastDecision() >= 0 }

// CanRedo reports whether an undone move can be replayed.
func (m *Match) CanRedo() bool { return len(m.redo) > 0 }

// lastDecision is the ply of the last player's move, or -1.
func (m *Match) lastDecision() int {
	for i := len(m.moves) - 1; i >= 0; i-- {
		if !m.IsChance(i) {
			return i
		}
	}
	return -1
}

// Undo takes back the last decision of a player together with the chance
// events after it: a roll and its dice, a buy and the tiles drawn after it.
func (m *Match) Undo() error {
	i := m.lastDecision()
	if i < 0 {
		return ErrNothingToUndo
	}
	m.redo = append(m.redo, append([]game.Move(nil), m.moves[i:]...))
	m.truncate(i)
	return nil
}

// Redo replays the last move undone, with the same chance outcomes.
func (m *Match) Redo() error {
	if len(m.redo) == 0 {
		return ErrNothingToRedo
	}
	turn := m.redo[len(m.redo)-1]
	for _, mv := range turn {
		if err := m.push(mv); err != nil {
			return fmt.Errorf("redo: %w", err) // cannot happen: these moves were played here before
		}
	}
	m.redo = m.redo[:len(m.redo)-1]
	return nil
}

// truncate drops the record from ply n on.
func (m *Match) truncate(n int) {
	for i := n; i < len(m.moves); i++ {
		if m.IsChance(i) {
			m.chances--
		}
	}
	clear(m.states[n+1:])
	m.states, m.moves, m.texts = m.states[:n+1], m.moves[:n], m.texts[:n]
}

// Turn is one entry of a match's log: a player's decision and the chance
// events it set off.
type Turn struct {
	// Ply is the decision's place in the record; End is the ply after its
	// chance events.
	Ply, End int
	// Player is the seat that decided.
	Player game.Player
	// Text is the move in the game's notation; Words say what it did.
	Text, Words string
}

// Turns lists the decisions of the record in order, for the move log.
func (m *Match) Turns() []Turn {
	var ts []Turn
	g := m.opts.Game()
	for i := 0; i < len(m.moves); i++ {
		if m.IsChance(i) {
			continue
		}
		end := i + 1
		for end < len(m.moves) && m.IsChance(end) {
			end++
		}
		ts = append(ts, Turn{Ply: i, End: end, Player: m.states[i].Turn(), Text: m.texts[i],
			Words: g.Describe(m.states[i], m.moves[i], m.states[end])})
	}
	return ts
}
