package arena

import (
	"errors"
	"flag"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/games"
)

var long = flag.Bool("long", false, "play thousands of arena games: easy against random in every game")

// options parses a canonical options text or fails the test.
func options(t testing.TB, text string) catalog.Options {
	t.Helper()
	o, err := games.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// level is the side of the named level of o's game.
func level(t testing.TB, o catalog.Options, name string) Side {
	t.Helper()
	l, ok := o.Game().Level(name)
	if !ok {
		t.Fatalf("%s has no level %q", o.Game().ID, name)
	}
	return Level(l)
}

// quick are small option sets of every game, the 3+ seat games among them.
// TestEveryGamePlaysToTheEnd runs small arenas of every game: every move
// of every game is checked by the engine through the match, and every game
// ends with one outcome for a.
func TestEveryGamePlaysToTheEnd(t *testing.T) {
	for _, o := range variants() {
		for _, run := range []struct {
			a     string
			games int
		}{{"random", 10}, {"easy", 2}} {
			if run.a != "random" && !o.Equal(o.Game().Defaults()) {
				continue // easy thinks: its games in each game's default form only
			}
			t.Run(o.String()+"/"+run.a, func(t *testing.T) {
				r, err := Run(Config{Options: o, A: level(t, o, run.a), B: level(t, o, "random"), Games: run.games, Seed: 7})
				if err != nil {
					t.Fatal(err)
				}
				if len(r.Games) != run.games || r.Wins+r.Draws+r.Losses != run.games {
					t.Fatalf("%d games, %d+%d+%d outcomes; want %d", len(r.Games), r.Wins, r.Draws, r.Losses, run.games)
				}
				seats := len(o.Seats())
				for i, g := range r.Games {
					if g.Index != i || g.Seed != 7+uint64(i) || g.ASeat != i%seats || g.Seats != seats {
						t.Errorf("game %d: index %d, seed %d, a in seat %d of %d", i, g.Index, g.Seed, g.ASeat, g.Seats)
					}
					if g.Moves() == 0 || g.Plies < g.Moves() || g.Record == "" {
						t.Errorf("game %d: %d moves, %d plies, record %q", i, g.Moves(), g.Plies, g.Record)
					}
				}
				if !strings.HasPrefix(r.String(), "arena: "+o.String()+" — a = "+run.a) {
					t.Errorf("report:\n%s", r)
				}
			})
		}
	}
}

// TestWorkersDoNotChangeTheResults plays the same run with one worker and
// with several: the same games, move for move.
func TestWorkersDoNotChangeTheResults(t *testing.T) {
	for _, text := range []string{"kalah houses=4 seeds=3", "cantstop players=3"} {
		o := options(t, text)
		a := "easy"
		if o.Game().ID == "cantstop" {
			a = "random" // easy Can't Stop games are long
		}
		var runs []*Result
		for _, workers := range []int{1, 3} {
			var order []int
			r, err := Run(Config{Options: o, A: level(t, o, a), B: level(t, o, "random"), Games: 9, Seed: 3, Workers: workers,
				Each: func(g GameResult) { order = append(order, g.Index) }})
			if err != nil {
				t.Fatal(err)
			}
			if want := []int{0, 1, 2, 3, 4, 5, 6, 7, 8}; !slices.Equal(order, want) {
				t.Errorf("%s, %d workers: Each saw games %v, want %v", text, workers, order, want)
			}
			runs = append(runs, r)
		}
		one, many := runs[0], runs[1]
		if one.Wins != many.Wins || one.Draws != many.Draws || one.Losses != many.Losses {
			t.Errorf("%s: %d/%d/%d with one worker, %d/%d/%d with three", text, one.Wins, one.Draws, one.Losses, many.Wins, many.Draws, many.Losses)
		}
		for i := range one.Games {
			g, h := one.Games[i], many.Games[i]
			if g.Record != h.Record || g.Outcome != h.Outcome || g.Decisions != h.Decisions {
				t.Errorf("%s game %d differs:\n%s\n%s", text, i, g.Record, h.Record)
			}
		}
	}
}

// TestSeedsChangeTheGames checks that the seed is used: other seeds, other
// games.
func TestSeedsChangeTheGames(t *testing.T) {
	o := options(t, "kalah houses=4 seeds=3")
	records := map[string]bool{}
	for seed := range uint64(4) {
		r, err := Run(Config{Options: o, A: level(t, o, "random"), B: level(t, o, "random"), Games: 1, Seed: seed * 100})
		if err != nil {
			t.Fatal(err)
		}
		records[r.Games[0].Record] = true
	}
	if len(records) < 3 {
		t.Errorf("four seeds played only %d different games", len(records))
	}
}

// bot is a bot that plays a fixed move, or fails to start.
type bot struct {
	move game.Move
	err  error
}

func (b *bot) Start(game.State, uint64) error       { return b.err }
func (b *bot) Step(time.Duration) (game.Move, bool) { return b.move, true }
func (b *bot) Stop() game.Move                      { return b.move }

func TestRunErrors(t *testing.T) {
	kalah := options(t, "kalah houses=4 seeds=3")
	random := level(t, kalah, "random")
	fixed := func(name string, b *bot) Side {
		return Side{Name: name, New: func(catalog.Options) ai.Bot { return b }}
	}
	for _, tc := range []struct {
		name  string
		c     Config
		wants []string
	}{
		{"no game", Config{A: random, B: random, Games: 1}, []string{"no game"}},
		{"no bot", Config{Options: kalah, A: random, Games: 1}, []string{"both sides need a bot"}},
		{"no games", Config{Options: kalah, A: random, B: random}, []string{"from 1 to 1000000, not 0"}},
		{"too many games", Config{Options: kalah, A: random, B: random, Games: MaxGames + 1}, []string{"not 1000001"}},
		{"illegal move", Config{Options: kalah, A: fixed("cheat", &bot{move: 99}), B: random, Games: 3},
			[]string{"game 1 (seed 0)", "ply 1", "cheat in seat 1 played", "refused"}},
		{"illegal move of the second game", Config{Options: kalah, A: random, B: fixed("cheat", &bot{move: 99}), Games: 3, Seed: 5},
			[]string{"game 1 (seed 5)", "ply 2", "cheat in seat 2 played \"N99\", which is refused"}},
		{"a bot that cannot move", Config{Options: kalah, A: fixed("broken", &bot{err: errors.New("out of order")}), B: random, Games: 2},
			[]string{"game 1", "ply 1", "broken in seat 1 cannot move: out of order"}},
		{"too long", Config{Options: kalah, A: random, B: random, Games: 2, MaxPlies: 5}, []string{"game 1", "no end after 5 plies"}},
		{"options that do not go together", Config{Options: options(t, "mergers mode=advanced players=2"), A: random, B: random, Games: 1},
			[]string{"the advanced game is for 3 to 6 players"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Run(tc.c)
			if err == nil {
				t.Fatalf("no error; result\n%s", r)
			}
			for _, want := range tc.wants {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("error %q does not say %q", err, want)
				}
			}
		})
	}
}

// TestLong plays thousands of games of easy against random in every game
// (go test ./game/arena -long -timeout 2h): legality through the engine at
// scale.
func TestLong(t *testing.T) {
	if !*long {
		t.Skip("run with -long")
	}
	for _, o := range variants() {
		r, err := Run(Config{Options: o, A: level(t, o, "easy"), B: level(t, o, "random"), Games: 1000, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		t.Log(r)
	}
}

func TestDrawAfterStopsAGameAsADraw(t *testing.T) {
	o := options(t, "yote rows=4")
	r, err := Run(Config{Options: o, A: level(t, o, "random"), B: level(t, o, "random"), Games: 4, Seed: 1, DrawAfter: 6})
	if err != nil {
		t.Fatal(err)
	}
	if r.Draws != 4 || r.Stopped() != 4 {
		t.Errorf("%d draws, %d stopped of 4 games cut at 6 plies, want 4 and 4", r.Draws, r.Stopped())
	}
	for _, g := range r.Games {
		if !g.Stopped || g.Plies != 6 || g.Outcome != Draw {
			t.Errorf("game %d: stopped %v after %d plies, %v; want stopped after 6, a draw", g.Index+1, g.Stopped, g.Plies, g.Outcome)
		}
	}
	if want := "(4 of the draws stopped unfinished after 6 plies)"; !strings.Contains(r.String(), want) {
		t.Errorf("the report does not say %q:\n%s", want, r)
	}
}

func TestDuplicateDealsEachDealToEverySeat(t *testing.T) {
	o := options(t, "mergers mode=advanced players=3")
	r, err := Run(Config{Options: o, A: level(t, o, "random"), B: level(t, o, "random"), Games: 6, Seed: 5, Duplicate: true})
	if err != nil {
		t.Fatal(err)
	}
	for i, g := range r.Games {
		if want := uint64(5 + i/3); g.Seed != want || g.ASeat != i%3 {
			t.Errorf("game %d: seed %d, a in seat %d; want seed %d, seat %d", i+1, g.Seed, g.ASeat+1, want, i%3+1)
		}
	}
	if want := "duplicate: 2 deals"; !strings.Contains(r.String(), want) {
		t.Errorf("the report does not say %q:\n%s", want, r)
	}
}

// variants are every game's option sets, from the catalog.
func variants() []catalog.Options {
	var os []catalog.Options
	for _, g := range games.All() {
		os = append(os, g.Variants()...)
	}
	return os
}
