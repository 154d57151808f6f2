package bot_test

import (
	"errors"
	"fmt"
	"testing"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/ai/aitest"
	"parlor/game/games"
	"parlor/game/mergers"
	"parlor/game/mergers/bot"
)

// mergersBots are the Mergers players under test: the kinds of the levels,
// with small budgets so that whole games stay quick.
var mergersBots = []struct {
	name string
	new  func() ai.Bot
}{
	{"rule", func() ai.Bot { return &bot.Mergers{} }},
	{"search (small)", func() ai.Bot { return &bot.Mergers{Iterations: 10, Playouts: 3} }},
	{"others half greedy (small)", func() ai.Bot {
		return &bot.Mergers{Iterations: 10, Playouts: 3, RandomOthers: true, GreedyShare: 0.5}
	}},
}

// TestMergersBotsPlayLegalMoves plays whole games of the Mergers players
// against each other and the random player through the match, which
// checks every move with the engine, in both games and with 2 to 6
// players.
func TestMergersBotsPlayLegalMoves(t *testing.T) {
	for _, text := range []string{
		"mergers mode=simple players=2", "mergers mode=simple players=3", "mergers mode=simple players=6",
		"mergers mode=advanced players=3", "mergers mode=advanced players=4", "mergers mode=advanced players=6",
	} {
		t.Run(text, func(t *testing.T) {
			for g := range 2 {
				m := aitest.Start(t, text, uint64(g))
				bots := []ai.Bot{mergersBots[0].new(), mergersBots[1].new(), mergersBots[2].new(), &ai.Random{}}
				for ply := 0; !m.State().Over(); ply++ {
					if ply > 5000 {
						t.Fatal("no end after 5000 plies")
					}
					s := m.State()
					b := bots[(int(s.Turn())+g)%len(bots)]
					mv, err := ai.Think(b, s, uint64(ply))
					if err != nil {
						t.Fatalf("%T, ply %d: %v", b, ply, err)
					}
					if err := m.Play(mv); err != nil {
						t.Fatalf("%T, ply %d: played %s: %v\n%s", b, ply, s.MoveString(mv), err, s)
					}
				}
			}
		})
	}
}

// TestMergersSameSeedSameMove checks that each level's move depends on the
// position and the seed alone, however finely its thinking is sliced.
func TestMergersSameSeedSameMove(t *testing.T) {
	g, _ := games.Lookup("mergers")
	for _, text := range []string{"mergers mode=simple players=2", "mergers mode=advanced players=4"} {
		o, err := games.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range g.Levels() {
			m := aitest.Start(t, text, 5)
			for ply := 0; ply < 40; ply++ { // into the middle game
				mv, _ := ai.Think(&bot.Mergers{}, m.State(), uint64(ply))
				m.Play(mv)
			}
			for range 3 {
				s := m.State()
				want, again, got := aitest.Decide(t, func() ai.Bot { return l.Bot(o) }, s, 9)
				if again != want || got != want {
					t.Fatalf("%s, %s: %s, again %s, sliced %s", text, l.Name, s.MoveString(want), s.MoveString(again), s.MoveString(got))
				}
				if err := m.Play(want); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestMergersGreedyShare checks the model of the other players in the
// advanced game's playouts: a greedy share of 1 plays them all greedily,
// as a player without RandomOthers does, and a share of one half mixes
// the two models: it decides otherwise than each of them somewhere.
func TestMergersGreedyShare(t *testing.T) {
	m := aitest.Start(t, "mergers mode=advanced players=3", 2)
	checked, notGreedy, notRandom := 0, 0, 0
	for ply := 0; ply < 90 && !m.State().Over(); ply++ {
		s := m.State()
		if ply%3 == 0 {
			think := func(b ai.Bot) game.Move {
				mv, err := ai.Think(b, s, uint64(ply))
				if err != nil {
					t.Fatal(err)
				}
				return mv
			}
			greedy := think(&bot.Mergers{Playouts: 6})
			if got := think(&bot.Mergers{Playouts: 6, RandomOthers: true, GreedyShare: 1}); got != greedy {
				t.Fatalf("ply %d, share 1: %s, want %s as with greedy others", ply, s.MoveString(got), s.MoveString(greedy))
			}
			random := think(&bot.Mergers{Playouts: 6, RandomOthers: true})
			half := think(&bot.Mergers{Playouts: 6, RandomOthers: true, GreedyShare: 0.5})
			if half != greedy {
				notGreedy++
			}
			if half != random {
				notRandom++
			}
			checked++
		}
		mv, _ := ai.Think(&ai.Random{}, s, uint64(ply))
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 20 || notGreedy == 0 || notRandom == 0 {
		t.Fatalf("%d positions checked: a greedy share of one half decides otherwise than with greedy others in %d, than with random others in %d",
			checked, notGreedy, notRandom)
	}
}

// bigGroup is a simple game where rows A to C and D1 to D(n-36) hold
// one group of n tiles, placed in turn by the two players.
func bigGroup(n int) []string {
	var moves []string
	for i := range n {
		moves = append(moves, fmt.Sprintf("%c%d", 'A'+i/12, i%12+1))
	}
	return moves
}

// TestMergersSimpleTactics checks on hand-built positions that every
// level takes a win in one, and, where a move lets the next player win at
// once, plays one that does not.
func TestMergersSimpleTactics(t *testing.T) {
	o, _ := games.Parse("mergers mode=simple players=2")
	g, _ := games.Lookup("mergers")
	for _, c := range []struct {
		name  string
		moves []string
	}{
		{"win", bigGroup(40)},
		{"win by joining lone tiles", append(bigGroup(38), "F1", "E2", "F3")},
		{"leave no win", bigGroup(39)},
		{"leave no win by joining", append(bigGroup(37), "E2", "E4")},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := aitest.Start(t, "mergers mode=simple players=2", 1, c.moves...)
			s := m.State()
			win, safe := aitest.OneMove(s)
			if len(win) == 0 && len(safe) == 0 {
				t.Fatalf("no win in one and nothing to avoid\n%s", s)
			}
			for _, l := range g.Levels() {
				if l.Name == "random" {
					continue
				}
				for seed := range uint64(3) {
					mv, err := ai.Think(l.Bot(o), s, seed)
					if err != nil {
						t.Fatal(err)
					}
					if len(win) > 0 && !win[mv] || len(win) == 0 && !safe[mv] {
						t.Fatalf("%s, seed %d: played %s\n%s", l.Name, seed, s.MoveString(mv), s)
					}
				}
			}
		})
	}
}

// TestMergersStartRefuses checks the errors of a Mergers player asked
// about a finished game, a draw from the pile, or another game.
func TestMergersStartRefuses(t *testing.T) {
	won := aitest.Start(t, "mergers mode=simple players=2", 1, bigGroup(41)...)
	drawing, _ := mergers.New(mergers.Options{Mode: mergers.Advanced, Players: 4})
	cs := aitest.Start(t, "cantstop players=2", 1)
	for _, c := range []struct {
		name string
		s    game.State
		want error
	}{
		{"over", won.State(), ai.ErrOver},
		{"chance", drawing, ai.ErrChance},
		{"cantstop", cs.State(), nil},
	} {
		for _, b := range mergersBots {
			err := b.new().Start(c.s, 1)
			if c.want != nil && !errors.Is(err, c.want) || c.want == nil && err == nil {
				t.Errorf("%s, %s: %v, want %v", c.name, b.name, err, c.want)
			}
		}
	}
}
