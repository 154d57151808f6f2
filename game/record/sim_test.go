package record

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/games"
)

var long = flag.Bool("long", false, "play many more random games in the simulation check")

// TestRandomSimulation is an OpenSpiel-style check of the record for every
// game and option set: through thousands of random games, after every move
// the match agrees with an engine fed the same moves, and at sampled moves
// (and at the end) replaying the record from scratch, loading its text and
// opening its link give the same position, undoing k moves then redoing
// them restores it, and a clone shares no memory with its source.
func TestRandomSimulation(t *testing.T) {
	n := 60
	if testing.Short() {
		n = 10
	}
	if *long {
		n = 1000
	}
	for _, o := range variants() {
		t.Run(o.String(), func(t *testing.T) {
			for g := range n {
				simulate(t, o, uint64(g+1))
			}
		})
	}
}

// simulate plays one random game with seed and checks it as it goes.
func simulate(t *testing.T, o catalog.Options, seed uint64) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 99))
	m, err := New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	shadow, _ := o.New()
	if err := game.Replay(shadow, m.moves); err != nil {
		t.Fatal(err)
	}
	for n := 0; !m.State().Over(); n++ {
		if n > 5000 {
			t.Fatalf("seed %d: no end after %d moves", seed, n)
		}
		legal := m.State().Legal()
		mv := legal[r.IntN(len(legal))]
		before := m.Plies()
		if err := m.Play(mv); err != nil {
			t.Fatalf("seed %d: %s refused: %v", seed, m.State().MoveString(mv), err)
		}
		if err := game.Replay(shadow, m.moves[before:]); err != nil {
			t.Fatal(err)
		}
		same(t, fmt.Sprintf("seed %d, move %d, beside an engine fed the same moves", seed, n), m.State(), shadow)
		if r.IntN(40) == 0 {
			checkRecord(t, m, r)
		}
	}
	checkRecord(t, m, r)
}

// checkRecord checks that the record replays, loads, links, undoes and
// clones back to the match's position.
func checkRecord(t *testing.T, m *Match, r *rand.Rand) {
	t.Helper()
	text := m.Text()
	where := fmt.Sprintf("%s seed %d after %d plies", m.Options(), m.Seed(), m.Plies())

	fresh, _ := m.Options().New()
	if err := game.Replay(fresh, m.moves); err != nil {
		t.Fatalf("%s: replay: %v", where, err)
	}
	same(t, where+", replayed from scratch", m.State(), fresh)

	loaded, err := Load(games.All(), text)
	if err != nil {
		t.Fatalf("%s: load: %v\n%s", where, err, text)
	}
	same(t, where+", loaded", m.State(), loaded.State())
	if loaded.Text() != text {
		t.Fatalf("%s: the loaded record writes differently", where)
	}

	linked, err := ParseLink(games.All(), m.Link("https://parlor.example/"))
	if err != nil {
		t.Fatalf("%s: link: %v", where, err)
	}
	if linked.Text() != text {
		t.Fatalf("%s: the link opens a different record", where)
	}

	k := 1 + r.IntN(6)
	undone := 0
	for range k {
		if m.Undo() == nil {
			undone++
		}
	}
	for range undone {
		if err := m.Redo(); err != nil {
			t.Fatalf("%s: redo: %v", where, err)
		}
	}
	if m.CanRedo() || m.Text() != text {
		t.Fatalf("%s: undo %d then redo %d does not restore the record", where, undone, undone)
	}
	same(t, where+", after undo and redo", m.State(), loaded.State())

	// A clone shares no memory: playing it out leaves the source as it was.
	src := m.State()
	board, legal := src.String(), src.Legal()
	c := src.Clone()
	if _, err := game.Playout(c, r, 10000, nil); err != nil {
		t.Fatalf("%s: playout of a clone: %v", where, err)
	}
	if src.String() != board || !slices.Equal(src.Legal(), legal) {
		t.Fatalf("%s: playing a clone changed its source", where)
	}
}

// same fails unless a and b print the same and list the same moves.
func same(t *testing.T, where string, a, b game.State) {
	t.Helper()
	if a.String() != b.String() {
		t.Fatalf("%s: boards differ:\n%s\n%s", where, a, b)
	}
	if !slices.Equal(a.Legal(), b.Legal()) || a.Turn() != b.Turn() {
		t.Fatalf("%s: turn or legal moves differ", where)
	}
}

// variants are the option sets of every game the checks play.
func variants() []catalog.Options {
	var os []catalog.Options
	for _, g := range games.All() {
		os = append(os, g.Variants()...)
	}
	return os
}
