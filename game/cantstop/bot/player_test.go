package bot_test

import (
	"errors"
	"testing"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/ai/aitest"
	"parlor/game/cantstop"
	"parlor/game/cantstop/bot"
	"parlor/game/games"
)

// cantStopBots are the Can't Stop players under test: the levels' kinds,
// Hard with a small budget so that whole games stay quick.
var cantStopBots = []struct {
	name string
	new  func() ai.Bot
}{
	{"easy", func() ai.Bot { return &bot.CantStop{Rule: bot.Cautious, Careless: 0.2} }},
	{"medium", func() ai.Bot { return &bot.CantStop{Rule: bot.Rule28} }},
	{"hard (small)", func() ai.Bot { return &bot.CantStop{Rule: bot.Rule28, Playouts: 20} }},
}

// TestCantStopBotsPlayLegalMoves plays whole games of each Can't Stop
// player against the others through the match, which checks every move
// with the engine, with 2, 3 and 4 players.
func TestCantStopBotsPlayLegalMoves(t *testing.T) {
	games := 0
	for players := 2; players <= 4; players++ {
		for g := range 6 {
			m := aitest.Start(t, "cantstop players="+string(rune('0'+players)), uint64(g))
			for ply := 0; !m.State().Over(); ply++ {
				if ply > 5000 {
					t.Fatal("no end after 5000 plies")
				}
				s := m.State()
				b := cantStopBots[(int(s.Turn())+g)%len(cantStopBots)]
				mv, err := ai.Think(b.new(), s, uint64(ply))
				if err != nil {
					t.Fatalf("%s, ply %d: %v", b.name, ply, err)
				}
				if err := m.Play(mv); err != nil {
					t.Fatalf("%s, ply %d: played %s: %v", b.name, ply, s.MoveString(mv), err)
				}
			}
			games++
		}
	}
	t.Logf("%d games", games)
}

// TestCantStopSameSeedSameMove checks that each level's move depends on the
// position and the seed alone, however finely its thinking is sliced.
func TestCantStopSameSeedSameMove(t *testing.T) {
	o, err := games.Parse("cantstop players=3")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := games.Lookup("cantstop")
	for _, l := range g.Levels() {
		m := aitest.Start(t, "cantstop players=3", 11)
		for ply, decisions := 0, 0; decisions < 8 && !m.State().Over(); ply++ {
			s := m.State()
			if len(s.Legal()) > 1 {
				decisions++
			}
			want, again, got := aitest.Decide(t, func() ai.Bot { return l.Bot(o) }, s, uint64(ply))
			if again != want || got != want {
				t.Fatalf("%s, ply %d: %s, again %s, sliced %s", l.Name, ply, s.MoveString(want), s.MoveString(again), s.MoveString(got))
			}
			if err := m.Play(want); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// stopToWin is a two-player game where Orange has captured the 2 and the
// 12 and her tower has just reached the top of the 3: stopping wins.
var stopToWin = []string{
	"r", "dice 1 1 1 1", "2 twice", "r", "dice 1 1 1 1", "only 2", "s",
	"r", "dice 3 4 3 4", "1", "s",
	"r", "dice 6 6 6 6", "12 twice", "r", "dice 6 6 6 6", "only 12", "s",
	"r", "dice 3 4 3 4", "1", "s",
	"r", "dice 1 2 1 2", "3 twice", "r", "dice 1 2 1 2", "3 twice", "r", "dice 1 2 1 2", "only 3",
}

// TestCantStopTakesTheWin checks that every level stops when stopping wins,
// though Easy and Medium would roll on by their rules (one tower placed).
func TestCantStopTakesTheWin(t *testing.T) {
	s := cantStopAfter(t, stopToWin...)
	o, _ := games.Parse("cantstop players=2")
	g, _ := games.Lookup("cantstop")
	for _, l := range g.Levels() {
		if l.Name == "random" {
			continue
		}
		for seed := range uint64(5) {
			mv, err := ai.Think(l.Bot(o), s, seed)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.MoveString(mv); got != "s" {
				t.Errorf("%s, seed %d: %s, want s (stop and win)\n%s", l.Name, seed, got, s)
			}
		}
	}
	if err := s.Play(cantstop.Stop); err != nil || !s.Over() {
		t.Errorf("stopping did not win: %v", err)
	}
}

// cantStopAfter is a two-player game of Can't Stop after the moves given,
// dice included.
func cantStopAfter(t *testing.T, moves ...string) game.State {
	t.Helper()
	g, err := cantstop.New(2)
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range moves {
		m, err := g.ParseMove(text)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	return g
}

// TestCantStopStartRefuses checks the errors of a Can't Stop player asked
// about a finished game, the dice in the air, or another game.
func TestCantStopStartRefuses(t *testing.T) {
	won := cantStopAfter(t, append(stopToWin, "s")...)
	kalah := aitest.Start(t, "kalah houses=6 seeds=4", 1)
	dice, _ := games.Parse("cantstop players=2")
	inAir, _ := dice.New()
	inAir.Play(inAir.Legal()[0])
	for _, c := range []struct {
		name string
		s    game.State
		want error
	}{
		{"over", won, ai.ErrOver},
		{"chance", inAir, ai.ErrChance},
		{"kalah", kalah.State(), nil},
	} {
		for _, b := range cantStopBots {
			err := b.new().Start(c.s, 1)
			if c.want != nil && !errors.Is(err, c.want) || c.want == nil && err == nil {
				t.Errorf("%s, %s: %v, want %v", c.name, b.name, err, c.want)
			}
		}
	}
}
