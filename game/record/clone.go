package record

import (
	"slices"

	"parlor/game"
)

// Clone returns a copy of the match that plays on apart from it: the same
// record, positions, redo and seed (a clone draws the same dice and tiles
// the match would).
func (m *Match) Clone() *Match {
	c := *m
	c.states = slices.Clone(m.states) // the positions themselves are never played on
	c.moves = slices.Clone(m.moves)
	c.texts = slices.Clone(m.texts)
	c.redo = make([][]game.Move, len(m.redo))
	for i, r := range m.redo {
		c.redo[i] = slices.Clone(r)
	}
	c.rng, c.drawn = nil, 0 // drawn again from the seed, as far as the record has
	return &c
}
