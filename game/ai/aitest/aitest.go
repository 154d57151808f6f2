// Package aitest holds what the computer players' tests share: a match set
// up from options text, the moves that win or lose at once, the arena's
// ladder of levels, and the benchmark of a level's move.
package aitest

import (
	"math/rand/v2"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/arena"
	"parlor/game/games"
	"parlor/game/record"
)

// Start is a match of the game in options text, after the moves given.
func Start(t testing.TB, text string, seed uint64, moves ...string) *record.Match {
	t.Helper()
	o, err := games.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.PlayText(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	return m
}

// OneMove finds the mover's moves that win at once, and — when some moves
// let the next player win at once and some do not — those that do not.
func OneMove(s game.State) (win, safe map[game.Move]bool) {
	if s.Turn() < 0 {
		return nil, nil
	}
	me := s.Turn()
	win, safe = map[game.Move]bool{}, map[game.Move]bool{}
	unsafe := 0
	for _, m := range s.Legal() {
		a := s.Clone()
		if a.Play(m) != nil {
			continue
		}
		if a.Over() {
			if a.Returns()[me] > 0 {
				win[m] = true
			}
			if a.Returns()[me] >= 0 {
				safe[m] = true
			}
			continue
		}
		next, lost := a.Turn(), false
		if next >= 0 && next != me {
			for _, r := range a.Legal() {
				b := a.Clone()
				if b.Play(r) == nil && b.Over() && b.Returns()[next] > 0 && b.Returns()[me] < 0 {
					lost = true
					break
				}
			}
		}
		if lost {
			unsafe++
		} else {
			safe[m] = true
		}
	}
	if unsafe == 0 || len(safe) == 0 {
		safe = nil
	}
	return win, safe
}

// Ladder is one game and option set, with its runs: each level against
// the one below.
type Ladder struct {
	Options string
	Games   []int // the games of random–easy, easy–medium and medium–hard
}

// Climb runs the arena for each step of the ladder of levels and checks
// that each level beats the one below in at least 65% of the games it
// decides head to head, and Easy the random player in at least 90%.
func Climb(t *testing.T, l Ladder) {
	o, err := games.Parse(l.Options)
	if err != nil {
		t.Fatal(err)
	}
	g := o.Game()
	steps := []struct {
		a, b string
		want float64
	}{{"easy", "random", 0.9}, {"medium", "easy", 0.65}, {"hard", "medium", 0.65}}
	for i, s := range steps {
		a, _ := g.Level(s.a)
		b, _ := g.Level(s.b)
		r, err := arena.Run(arena.Config{Options: o, A: arena.Level(a), B: arena.Level(b), Games: l.Games[i], Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		t.Log("\n" + r.String())
		if p, _, _ := r.HeadToHead(); p < s.want {
			t.Errorf("%s: %s beats %s in %.1f%% of the games decided head to head, want %.0f%% at least",
				l.Options, s.a, s.b, 100*p, 100*s.want)
		}
	}
}

// BenchmarkLevel measures one move of the named level a few moves into a
// game of each option text: ns/op is its think time at its full budget
// (the page spreads it over frames).
func BenchmarkLevel(b *testing.B, level string, texts ...string) {
	for _, text := range texts {
		b.Run(text, func(b *testing.B) {
			o, err := games.Parse(text)
			if err != nil {
				b.Fatal(err)
			}
			l, ok := o.Game().Level(level)
			if !ok {
				b.Fatalf("no level %s", level)
			}
			m, err := record.New(o, 1)
			if err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 1))
			for m.Plies() < 12 || m.State().Turn() == game.Chance || len(m.State().Legal()) < 2 {
				mv, err := game.RandomMove(m.State(), r)
				if err != nil {
					b.Fatal(err)
				}
				if err := m.Play(mv); err != nil {
					b.Fatal(err)
				}
			}
			for i := 0; b.Loop(); i++ {
				if _, err := ai.Think(l.Bot(o), m.State(), uint64(i)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// Decide has fresh bots from newBot decide s with seed three ways: thought
// through at once, again, and sliced a nanosecond at a time. A bot must
// give the same move each way.
func Decide(t testing.TB, newBot func() ai.Bot, s game.State, seed uint64) (whole, again, sliced game.Move) {
	t.Helper()
	whole, err := ai.Think(newBot(), s, seed)
	if err != nil {
		t.Fatal(err)
	}
	if again, err = ai.Think(newBot(), s, seed); err != nil {
		t.Fatal(err)
	}
	b := newBot()
	if err := b.Start(s, seed); err != nil {
		t.Fatal(err)
	}
	for steps := 0; ; steps++ {
		if steps > 1e7 {
			t.Fatal("no decision")
		}
		if mv, ok := b.Step(time.Nanosecond); ok {
			return whole, again, mv
		}
	}
}
