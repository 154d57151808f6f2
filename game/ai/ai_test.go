package ai_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/ai/aitest"
	"parlor/game/games"
	"parlor/game/record"
)

// TestBotsPlayLegalMoves plays games of a small MCTS against the random
// player in every game through the match, which checks every move with the
// engine.
func TestBotsPlayLegalMoves(t *testing.T) {
	for _, text := range benchOptions {
		t.Run(text, func(t *testing.T) {
			for g := range 3 {
				m := aitest.Start(t, text, uint64(g))
				bots := []ai.Bot{&ai.MCTS{Iterations: 30}, &ai.Random{}}
				for ply := 0; !m.State().Over(); ply++ {
					if ply > 5000 {
						t.Fatal("no end after 5000 plies")
					}
					s := m.State()
					seat := int(s.Turn())
					mv, err := ai.Think(bots[(seat+g)%2], s, uint64(ply))
					if err != nil {
						t.Fatalf("ply %d: %v", ply, err)
					}
					if err := m.Play(mv); err != nil {
						t.Fatalf("ply %d: the bot played %s: %v", ply, s.MoveString(mv), err)
					}
				}
			}
		})
	}
}

// TestSameSeedSameMove checks that a search is decided by its seed and
// budget alone, however finely its thinking is sliced.
func TestSameSeedSameMove(t *testing.T) {
	for _, text := range benchOptions {
		t.Run(text, func(t *testing.T) {
			m := aitest.Start(t, text, 7)
			r := rand.New(rand.NewPCG(3, 3))
			for range 6 { // a few random moves, to leave the opening
				mv, _ := game.RandomMove(m.State(), r)
				if m.State().Over() || m.Play(mv) != nil {
					break
				}
			}
			if m.State().Over() {
				t.Skip("the game ended early")
			}
			want, again, got := aitest.Decide(t, func() ai.Bot { return &ai.MCTS{Iterations: 300} }, m.State(), 42)
			if again != want || got != want {
				t.Errorf("same seed: %s, again %s, sliced %s", m.State().MoveString(want),
					m.State().MoveString(again), m.State().MoveString(got))
			}
		})
	}
}

// TestStartRefuses checks that a bot asked to think about a finished game
// or a chance event says so.
func TestStartRefuses(t *testing.T) {
	over := aitest.Start(t, "connectfour rules=classic", 1, "p1 0", "p2 1", "p1 0", "p2 1", "p1 0", "p2 1", "p1 0")
	if !over.State().Over() {
		t.Fatal("the position is not over")
	}
	cs, err := games.Parse("cantstop players=2")
	if err != nil {
		t.Fatal(err)
	}
	rolling, _ := cs.New()
	rolling.Play(rolling.Legal()[0]) // roll: the dice are due
	if rolling.Turn() != game.Chance {
		t.Fatal("no chance event is due")
	}
	for _, c := range []struct {
		name string
		s    game.State
		want error
	}{
		{"over", over.State(), ai.ErrOver},
		{"chance", rolling, ai.ErrChance},
	} {
		for _, b := range []ai.Bot{&ai.MCTS{Iterations: 10}, &ai.Random{}} {
			if err := b.Start(c.s, 1); !errors.Is(err, c.want) {
				t.Errorf("%s, %T: %v, want %v", c.name, b, err, c.want)
			}
		}
	}
}

// TestClassicTactics checks on hand-built Connect Four positions that even
// a tiny search takes a win in one and blocks a loss in one.
func TestClassicTactics(t *testing.T) {
	for _, c := range []struct {
		name  string
		moves []string
		want  string
	}{
		{"win", []string{"p1 0", "p2 0", "p1 1", "p2 1", "p1 2", "p2 2"}, "p1 3"},
		{"block", []string{"p1 0", "p2 5", "p1 1", "p2 5", "p1 2"}, "p2 3"},
		{"win before block", []string{"p1 0", "p2 0", "p1 1", "p2 1", "p1 2", "p2 2", "p1 6"}, "p2 3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := aitest.Start(t, "connectfour rules=classic", 1, c.moves...)
			for seed := range uint64(10) {
				mv, err := ai.Think(&ai.MCTS{Iterations: 1, Loose: true}, m.State(), seed)
				if err != nil {
					t.Fatal(err)
				}
				if got := m.State().MoveString(mv); got != c.want {
					t.Fatalf("seed %d: %s, want %s", seed, got, c.want)
				}
			}
		})
	}
}

// TestTacticsEverywhere scans positions of seeded random games of every
// game and checks that the Easy level takes any win in one and never
// leaves the next player a win in one when a move avoids it.
func TestTacticsEverywhere(t *testing.T) {
	for _, text := range benchOptions {
		t.Run(text, func(t *testing.T) {
			wins, blocks := 0, 0
			o, _ := games.Parse(text)
			easy, _ := o.Game().Level("easy")
			games := 20
			if o.Game().ID == "mergers" {
				games = 3 // a hundred tiles to place, each with a hundred replies to try
			}
			for g := range games {
				m := aitest.Start(t, text, uint64(g))
				r := rand.New(rand.NewPCG(uint64(g), 9))
				for !m.State().Over() {
					s := m.State()
					win, safe := aitest.OneMove(s)
					if len(win) > 0 || len(safe) > 0 {
						mv, err := ai.Think(easy.Bot(o), s, uint64(g))
						if err != nil {
							t.Fatal(err)
						}
						switch {
						case len(win) > 0:
							wins++
							if !win[mv] {
								t.Fatalf("%s: missed a win in one, played %s", s, s.MoveString(mv))
							}
						default:
							blocks++
							if !safe[mv] {
								t.Fatalf("%s: left a win in one, played %s", s, s.MoveString(mv))
							}
						}
					}
					mv, _ := game.RandomMove(s, r)
					if err := m.Play(mv); err != nil {
						t.Fatal(err)
					}
				}
			}
			t.Logf("%d wins in one taken, %d losses in one avoided", wins, blocks)
		})
	}
}

// ExampleThink shows a bot deciding a move.
func ExampleThink() {
	o, _ := games.Parse("connectfour rules=classic")
	m, _ := record.New(o, 1)
	for _, mv := range []string{"p1 0", "p2 0", "p1 1", "p2 1", "p1 2", "p2 2"} {
		m.PlayText(mv)
	}
	mv, _ := ai.Think(&ai.MCTS{Iterations: 1000}, m.State(), 1)
	fmt.Println(m.State().MoveString(mv))
	// Output: p1 3
}
