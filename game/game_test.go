package game_test

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"parlor/game"
)

// race is a tiny game for testing the shared code: a die is rolled (a
// chance event), the player adds 1 or 2 to the roll and moves on; the first
// seat to reach 10 wins.
type race struct {
	pos    [2]int
	turn   game.Player
	rolled int // 0 when a roll is due
}

func (r *race) Players() int { return 2 }
func (r *race) Turn() game.Player {
	switch {
	case r.Over():
		return game.Nobody
	case r.rolled == 0:
		return game.Chance
	}
	return r.turn
}
func (r *race) Chances() []game.Outcome {
	return []game.Outcome{{1, 0.5}, {2, 0.25}, {3, 0.25}}
}
func (r *race) Legal() []game.Move {
	if r.Turn() == game.Chance {
		return []game.Move{1, 2, 3}
	}
	return []game.Move{1, 2}
}
func (r *race) Play(m game.Move) error {
	if r.Over() {
		return game.ErrOver
	}
	if r.rolled == 0 {
		if m < 1 || m > 3 {
			return errors.New("no such roll")
		}
		r.rolled = int(m)
		return nil
	}
	if m < 1 || m > 2 {
		return errors.New("add 1 or 2")
	}
	r.pos[r.turn] += r.rolled + int(m)
	r.rolled = 0
	r.turn = 1 - r.turn
	return nil
}
func (r *race) Clone() game.State { c := *r; return &c }
func (r *race) Over() bool        { return r.pos[0] >= 10 || r.pos[1] >= 10 }
func (r *race) Returns() []float64 {
	switch {
	case r.pos[0] >= 10:
		return []float64{1, -1}
	case r.pos[1] >= 10:
		return []float64{-1, 1}
	}
	return []float64{0, 0}
}
func (r *race) MoveString(m game.Move) string { return strconv.Itoa(int(m)) }
func (r *race) ParseMove(s string) (game.Move, error) {
	n, err := strconv.Atoi(s)
	return game.Move(n), err
}
func (r *race) String() string { return fmt.Sprint(r.pos) }

func TestSampleFollowsProbabilities(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	counts := map[game.Move]int{}
	const n = 40000
	for range n {
		m, err := game.Sample(&race{}, rng)
		if err != nil {
			t.Fatal(err)
		}
		counts[m]++
	}
	for _, o := range (&race{}).Chances() {
		got := float64(counts[o.Move]) / n
		if math.Abs(got-o.Prob) > 0.01 {
			t.Errorf("outcome %d: frequency %.3f, want %.3f", o.Move, got, o.Prob)
		}
	}
	if _, err := game.Sample(&race{rolled: 2}, rng); err == nil {
		t.Error("Sample when no chance event is due succeeded")
	}
}

func TestResolveLeavesAPlayerToMove(t *testing.T) {
	s := &race{}
	if err := game.Resolve(s, rand.New(rand.NewPCG(1, 1))); err != nil {
		t.Fatal(err)
	}
	if s.Turn() != 0 || s.rolled == 0 {
		t.Errorf("turn %d rolled %d after Resolve", s.Turn(), s.rolled)
	}
}

func TestPlayoutIsDeterministicAndReplays(t *testing.T) {
	var moves []game.Move
	a := &race{}
	rng := rand.New(rand.NewPCG(9, 9))
	n, err := game.Playout(a, rng, 100, nil)
	if err != nil || !a.Over() {
		t.Fatalf("playout: %d moves, %v, over=%v", n, err, a.Over())
	}
	// The same seed gives the same game, and its moves replay to the same end.
	b := &race{}
	rng = rand.New(rand.NewPCG(9, 9))
	for !b.Over() {
		m, err := game.RandomMove(b, rng)
		if err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
		b.Play(m)
	}
	if *a != *b || len(moves) != n {
		t.Fatalf("same seed, different games: %v vs %v", a, b)
	}
	c := &race{}
	if err := game.Replay(c, moves); err != nil || *c != *a {
		t.Fatalf("replay: %v, %v vs %v", err, c, a)
	}
	if err := game.Replay(&race{}, []game.Move{1, 7}); err == nil {
		t.Error("replay of an illegal move succeeded")
	}
}

func TestPlayoutLimitAndCheck(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	if _, err := game.Playout(&race{}, rng, 1, nil); err == nil {
		t.Error("playout past its limit did not fail")
	}
	stop := errors.New("stop")
	if _, err := game.Playout(&race{}, rng, 100, func(game.State) error { return stop }); !errors.Is(err, stop) {
		t.Errorf("check error not returned: %v", err)
	}
	if _, err := game.RandomMove(&race{pos: [2]int{10, 0}}, rng); err != game.ErrOver {
		t.Errorf("RandomMove after the end: %v", err)
	}
}
