package record

import (
	"math/rand/v2"
	"testing"

	"parlor/game"
)

// TestACloneGoesItsOwnWay: a clone of a match under way plays on apart
// from it — the match's record, position and undo are untouched — and
// draws the dice the match itself draws for the same moves.
func TestACloneGoesItsOwnWay(t *testing.T) {
	m := newMatch(t, "cantstop", 7)
	rng := rand.New(rand.NewPCG(1, 2))
	for range 6 {
		mv, err := game.RandomMove(m.State(), rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	before := m.Text()
	c := m.Clone()
	if c.Text() != before || !c.CanRedo() {
		t.Fatalf("the clone's record:\n%s\nthe match's:\n%s", c.Text(), before)
	}
	for range 8 {
		mv, err := game.RandomMove(c.State(), rng)
		if err != nil {
			t.Fatal(err)
		}
		if err := c.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	if err := c.UndoTurn([]bool{true, true}); err != nil {
		t.Fatal(err)
	}
	if m.Text() != before || !m.CanRedo() {
		t.Fatalf("playing on the clone changed the match:\n%s", m.Text())
	}
	// The same decisions on the match draw what the clone drew.
	for i := m.Plies(); i < c.Plies(); i++ {
		if c.IsChance(i) {
			continue
		}
		if err := m.Play(c.moves[i]); err != nil {
			t.Fatal(err)
		}
	}
	if m.Text() != c.Text() {
		t.Fatalf("the match drew\n%s\nthe clone\n%s", m.Text(), c.Text())
	}
}
