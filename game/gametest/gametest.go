// Package gametest holds checks that every rule engine's tests share: a
// refused move changes nothing, notation reads back what it writes, Legal
// lists exactly the playable moves, a chance event lists its outcomes,
// and random playouts for benchmarks. It is imported only by tests.
package gametest

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"parlor/game"
)

// Refuses checks that the line in, read with s.ParseMove and played, is
// refused with an error containing want, and that s is exactly as before.
func Refuses(t testing.TB, s game.State, in, want string) {
	t.Helper()
	before := s.Clone()
	m, err := s.ParseMove(in)
	if err == nil {
		err = s.Play(m)
	}
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%q: %v, want an error containing %q", in, err, want)
	}
	if !reflect.DeepEqual(before, s) {
		t.Errorf("%q was refused but changed the game", in)
	}
}

// RefusesMove checks that playing m is refused with an error containing
// want, and that s is exactly as before.
func RefusesMove(t testing.TB, s game.State, m game.Move, want string) {
	t.Helper()
	before := s.Clone()
	if err := s.Play(m); err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("%s: %v, want an error containing %q", before.MoveString(m), err, want)
	}
	if !reflect.DeepEqual(before, s) {
		t.Errorf("%s was refused but changed the game", before.MoveString(m))
	}
}

// RoundTrips plays up to steps random moves on s with r and checks, in
// every position, that each legal move's text parses back to the move.
func RoundTrips(t testing.TB, s game.State, r *rand.Rand, steps int) {
	t.Helper()
	for range steps {
		if s.Over() {
			return
		}
		for _, m := range s.Legal() {
			back, err := s.ParseMove(s.MoveString(m))
			if err != nil || back != m {
				t.Fatalf("%q parses to %v, %v; want %v", s.MoveString(m), back, err, m)
			}
		}
		m, err := game.RandomMove(s, r)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Play(m); err != nil {
			t.Fatal(err)
		}
	}
}

// Playouts benchmarks random games from fresh states made by start,
// reporting the moves in a game. A game still going after limit moves is
// counted as it stands.
func Playouts(b *testing.B, start func() game.State, limit int) {
	r := rand.New(rand.NewPCG(1, 1))
	moves := 0
	for b.Loop() {
		s := start()
		for n := 0; n < limit && !s.Over(); n++ {
			m, err := game.RandomMove(s, r)
			if err != nil {
				b.Fatal(err)
			}
			if err := s.Play(m); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

// SearchPlayouts benchmarks what a search does from s: clone it, then play
// random moves to the end, listing them into one reused buffer when s has
// AppendLegal (game.Appender), and read the returns.
func SearchPlayouts(b *testing.B, s game.State) {
	r := rand.New(rand.NewPCG(1, 1))
	var buf []game.Move
	moves := 0
	for b.Loop() {
		c := s.Clone()
		for ; !c.Over(); moves++ {
			var legal []game.Move
			if a, ok := c.(game.Appender); ok {
				buf = a.AppendLegal(buf[:0])
				legal = buf
			} else {
				legal = c.Legal()
			}
			if err := c.Play(legal[r.IntN(len(legal))]); err != nil {
				b.Fatal(err)
			}
		}
		_ = c.Returns()
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/op")
}

// AppendsLegal checks that s.AppendLegal adds exactly Legal's moves to
// what a slice holds and leaves the rest of it alone.
func AppendsLegal(t testing.TB, s interface {
	game.State
	game.Appender
}) {
	t.Helper()
	prefix := []game.Move{-1, -2}
	got := s.AppendLegal(prefix[:2:2])
	want := append(prefix[:2:2], s.Legal()...)
	if !reflect.DeepEqual(got, want) || prefix[0] != -1 || prefix[1] != -2 {
		t.Fatalf("AppendLegal gives %v, want %v\n%s", got, want, s)
	}
}

// Play reads each line with s.ParseMove and plays it, failing the test at
// the first that is refused.
func Play(t testing.TB, s game.State, lines ...string) {
	t.Helper()
	for _, line := range lines {
		m, err := s.ParseMove(line)
		if err == nil {
			err = s.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: %v\n%s", line, err, s)
		}
	}
}

// FuzzLines fuzzes an engine with lines of text, as a player or a file
// might give them: each line is read with ParseMove and played. Nothing may
// panic; a refused line must leave the game exactly as it was; and every
// move the game lists must still be playable on a copy. seeds are lines
// to start from, one game's worth each, separated by newlines.
func FuzzLines(f *testing.F, start func() game.State, seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		s := start()
		r := rand.New(rand.NewPCG(1, 2))
		for _, line := range strings.Split(input, "\n") {
			if s.Turn() == game.Chance {
				if err := game.Resolve(s, r); err != nil {
					t.Fatal(err)
				}
			}
			before := s.Clone()
			m, err := s.ParseMove(line)
			if err == nil {
				err = s.Play(m)
			}
			if err != nil && !reflect.DeepEqual(before, s) {
				t.Fatalf("%q was refused (%v) but changed the game", line, err)
			}
			for _, lm := range s.Legal() {
				if err := s.Clone().Play(lm); err != nil {
					t.Fatalf("listed move %s refused: %v", s.MoveString(lm), err)
				}
			}
			_ = s.String()
		}
	})
}

// LegalIsPlayable checks that s.Legal lists each move once, that Play on a
// clone accepts every one of them, and that of the other candidates none
// plays: Legal is exactly the playable moves among candidates.
func LegalIsPlayable(t testing.TB, s game.State, candidates []game.Move) {
	t.Helper()
	legal := map[game.Move]bool{}
	for _, m := range s.Legal() {
		if legal[m] {
			t.Fatalf("%s is listed twice\n%s", s.MoveString(m), s)
		}
		legal[m] = true
		if err := s.Clone().Play(m); err != nil {
			t.Fatalf("listed %s is refused: %v\n%s", s.MoveString(m), err, s)
		}
	}
	for _, m := range candidates {
		if err := s.Clone().Play(m); err == nil && !legal[m] {
			t.Fatalf("%s plays but is not listed\n%s", s.MoveString(m), s)
		}
	}
}

// LabelsDistinct plays a random game from s, seeded by seed, for at most
// plies plies, and checks that in each position a player decides every
// legal move gets a label of its own from label (a catalog's Label), none
// empty.
func LabelsDistinct(t testing.TB, label func(game.State, game.Move) string, s game.State, seed uint64, plies int) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, 3))
	for ply := 0; ply < plies && !s.Over(); ply++ {
		ms := s.Legal()
		if s.Turn() != game.Chance {
			seen := map[string]game.Move{}
			for _, m := range ms {
				l := label(s, m)
				if l == "" {
					t.Fatalf("seed %d: %s has no label\n%s", seed, s.MoveString(m), s)
				}
				if o, ok := seen[l]; ok {
					t.Fatalf("seed %d: %s and %s are both %q\n%s", seed, s.MoveString(o), s.MoveString(m), l, s)
				}
				seen[l] = m
			}
		}
		if err := s.Play(ms[r.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
}

// LabelOf is label (a catalog's Label) of the move line reads as in s.
func LabelOf(t testing.TB, label func(game.State, game.Move) string, s game.State, line string) string {
	t.Helper()
	m, err := s.ParseMove(line)
	if err != nil {
		t.Fatal(err)
	}
	return label(s, m)
}

// ChancesListed checks the contract of a chance event in s (a roll, a
// draw): Legal lists the outcomes of Chances, in the same order, each once,
// want of them, with probabilities summing to 1, and each can be played
// on a clone of s.
func ChancesListed(t testing.TB, s interface {
	game.State
	game.Chancer
}, want int) {
	t.Helper()
	legal, outs := s.Legal(), s.Chances()
	if len(legal) != want || len(outs) != want {
		t.Fatalf("%d legal moves and %d outcomes of the chance event, want %d", len(legal), len(outs), want)
	}
	seen, sum := map[game.Move]bool{}, 0.0
	for i, o := range outs {
		if legal[i] != o.Move {
			t.Fatalf("legal move %d is %s, outcome %s", i, s.MoveString(legal[i]), s.MoveString(o.Move))
		}
		if seen[o.Move] {
			t.Fatalf("%s is listed twice", s.MoveString(o.Move))
		}
		seen[o.Move] = true
		sum += o.Prob
		if err := s.Clone().Play(o.Move); err != nil {
			t.Fatalf("%s: %v", s.MoveString(o.Move), err)
		}
	}
	if sum < 1-1e-9 || sum > 1+1e-9 {
		t.Fatalf("the outcomes' probabilities sum to %v", sum)
	}
}
