package ai_test

import (
	"testing"
	"time"

	"parlor/game/ai"
	"parlor/game/ai/aitest"
)

// TestEstimateValuesEveryMove checks that the estimate values every legal
// move, best first, and proves the win in one and the moves that let the
// opponent win at once.
func TestEstimateValuesEveryMove(t *testing.T) {
	// Red threatens 0-1-2-3 on the bottom row; Yellow has three in column 5.
	m := aitest.Start(t, "connectfour rules=classic", 1, "p1 0", "p2 5", "p1 1", "p2 5", "p1 2", "p2 5")
	s := m.State()
	vs, err := ai.Analyze(&ai.Estimate{Iterations: 3000}, s)
	if err != nil {
		t.Fatal(err)
	}
	if len(vs) != len(s.Legal()) {
		t.Fatalf("%d values for %d moves: %v", len(vs), len(s.Legal()), vs)
	}
	if got := s.MoveString(vs[0].Move); got != "p1 3" || !vs[0].Exact || vs[0].Text != "wins" {
		t.Fatalf("best %s %+v, want p1 3 proven a win", got, vs[0])
	}
	for i := 1; i < len(vs); i++ {
		if vs[i].Score > vs[i-1].Score {
			t.Fatalf("values not best first: %v", vs)
		}
	}
}

// TestEstimateSlices checks that the estimate gives the same values
// however its thinking is sliced.
func TestEstimateSlices(t *testing.T) {
	m := aitest.Start(t, "kalah houses=4 seeds=3", 1, "S1")
	whole, err := ai.Analyze(&ai.Estimate{Iterations: 500}, m.State())
	if err != nil {
		t.Fatal(err)
	}
	e := &ai.Estimate{Iterations: 500}
	if err := e.Start(m.State()); err != nil {
		t.Fatal(err)
	}
	for !e.Step(time.Microsecond) {
	}
	sliced := e.Values()
	if len(sliced) != len(whole) {
		t.Fatalf("%v vs %v", sliced, whole)
	}
	for i := range whole {
		if whole[i] != sliced[i] {
			t.Fatalf("%v vs %v", sliced, whole)
		}
	}
}
