package record

import (
	"errors"
	"fmt"

	"parlor/game"
	"parlor/game/catalog"
)

// errNotMirror refuses a chance outcome given to a match that draws its own.
var errNotMirror = errors.New("the next move is the dice's or the pile's, drawn from the seed")

// ErrSecretSeed refuses, on a mirror, what would need the seed: playing a
// move that sets off dice or tiles, or redrawing its record. A mirror's
// seed is the server's, kept secret until the game is over.
var ErrSecretSeed = errors.New("the seed of this online game is secret until it ends: its dice and tiles cannot be drawn here")

// secretSeed is the Seed tag of a mirror's record.
const secretSeed = "secret"

// NewMirror starts a match of the game with options o that draws no chance
// of its own: a copy, on a player's device, of a match a server keeps.
// The server holds the seed; its dice and tiles reach the mirror as lines
// of the record, played by Append, and the mirror checks every line with
// the engine as the server did. Its Seed is 0, and its record says
// [Seed "secret"]: the server keeps the seed until the game is over. A
// player's move that sets off dice or tiles is not played on a mirror
// (Play refuses it with ErrSecretSeed): it comes back from the server
// with them, by Append.
func NewMirror(o catalog.Options) (*Match, error) {
	s, err := o.New()
	if err != nil {
		return nil, err
	}
	return &Match{opts: o, states: []game.State{s}, mirror: true}, nil
}

// IsMirror reports whether the match's chance outcomes come from elsewhere.
func (m *Match) IsMirror() bool { return m.mirror }

// Append plays one line of the record as it stands — a player's move, or
// on a mirror also a chance outcome — after checking it with the engine.
// On a match that draws its own chance, a line for the dice or the pile
// is refused: they are drawn from the seed. A line that cannot be played
// returns why and changes nothing.
func (m *Match) Append(text string) error {
	if !m.mirror && m.State().Turn() == game.Chance {
		return errNotMirror
	}
	if err := m.replay(text); err != nil {
		return err
	}
	m.redo = m.redo[:0]
	return m.resolve()
}

// Redraw loads a record of one of games and plays it again from its seed: its decisions
// on a new match, which draws the dice and the tiles afresh, each of which
// must be the outcome the record holds. It returns the match replayed, or
// why the record is not what its seed makes of its moves. (Load checks
// each chance outcome against the seed as it reads it; Redraw checks the
// record a second way, and refuses a mirror's record, whose seed is
// secret, with ErrSecretSeed.)
func Redraw(games catalog.Catalog, text string) (*Match, error) {
	rec, err := Load(games, text)
	if err != nil {
		return nil, err
	}
	if rec.mirror {
		return nil, ErrSecretSeed
	}
	m, err := New(rec.opts, rec.seed)
	if err != nil {
		return nil, err
	}
	for i := range rec.moves {
		if rec.IsChance(i) {
			if m.Plies() <= i || m.texts[i] != rec.texts[i] {
				return nil, fmt.Errorf("move %d: %s is not what the seed draws", i+1, rec.texts[i])
			}
			continue
		}
		if m.Plies() != i {
			return nil, fmt.Errorf("move %d: the seed draws more dice or tiles than the record holds", i+1)
		}
		if err := m.Play(rec.moves[i]); err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	if m.Plies() != rec.Plies() {
		return nil, fmt.Errorf("the seed draws more dice or tiles than the record holds")
	}
	return m, nil
}
