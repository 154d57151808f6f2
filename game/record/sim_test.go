package record

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"parlor/game"
	"parlor/game/catalog"
)

var long = flag.Bool("long", false, "play many more random games in the simulation check")

// optionSets are the option sets the simulation check plays.
var optionSets = []string{
	"connectfour rules=growing first=1", "connectfour rules=growing first=2 rows=6 cols=5",
	"connectfour rules=classic first=1", "connectfour rules=classic first=2",
	"kalah houses=6 seeds=4", "kalah houses=1 seeds=1", "kalah houses=3 seeds=3", "kalah houses=8 seeds=6", "kalah houses=12 seeds=12",
	"yote rows=4", "yote rows=6",
	"cantstop players=2", "cantstop players=3", "cantstop players=4",
	"mergers mode=simple players=2", "mergers mode=simple players=6",
	"mergers mode=advanced players=3", "mergers mode=advanced players=6",
}

// TestRandomSimulation is an OpenSpiel-style check of the record for every
// game and option set: through thousands of random games, after every move
// the match agrees with an engine fed the same moves, and at sampled moves
// (and at the end) replaying the record from scratch, loading its text and
// opening its link give the same position, undoing k moves then redoing
// them restores it, and a clone shares no memory with its source.
func TestRandomSimulation(t *testing.T) {
	games := 60
	if testing.Short() {
		games = 10
	}
	if *long {
		games = 1000
	}
	for _, text := range optionSets {
		t.Run(text, func(t *testing.T) {
			o, err := catalog.Parse(text)
			if err != nil {
				t.Fatal(err)
			}
			for g := range games {
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

	loaded, err := Load(text)
	if err != nil {
		t.Fatalf("%s: load: %v\n%s", where, err, text)
	}
	same(t, where+", loaded", m.State(), loaded.State())
	if loaded.Text() != text {
		t.Fatalf("%s: the loaded record writes differently", where)
	}

	linked, err := ParseLink(m.Link("https://parlor.example/"))
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
