package ai

import (
	"testing"
	"time"
)

// TestFlatSettles checks that Flat stops once the leader cannot be caught,
// and that the choice does not depend on how the work is sliced.
func TestFlatSettles(t *testing.T) {
	// Option 1 always wins, option 0 never, option 2 one time in two.
	play := func(i, k int) int {
		switch i {
		case 1:
			return 1
		case 2:
			return k % 2
		}
		return 0
	}
	whole := Flat{Playouts: 100, Max: 1, Play: play}
	whole.Start(3)
	if !whole.Run(time.Now().Add(time.Hour)) {
		t.Fatal("Run did not finish within the hour")
	}
	if got := whole.Best(-1); got != 1 {
		t.Errorf("best %d, want 1", got)
	}
	// After r rounds option 1 leads option 2 by about r/2: settled when
	// r/2 > 100-r, at r = 67.
	if d := whole.Done(); d >= 100 || d < 60 {
		t.Errorf("%d rounds, want the stop at about 67", d)
	}
	calls := 0
	sliced := Flat{Playouts: 100, Max: 1, Play: func(i, k int) int { calls++; return play(i, k) }}
	sliced.Start(3)
	for !sliced.Run(time.Now().Add(-time.Second)) { // one playout a slice
	}
	if sliced.Done() != whole.Done() || sliced.Best(-1) != 1 {
		t.Errorf("sliced: %d rounds, best %d; whole: %d rounds", sliced.Done(), sliced.Best(-1), whole.Done())
	}
	if calls != 3*sliced.Done() {
		t.Errorf("%d playouts for %d rounds of 3 options", calls, sliced.Done())
	}
}

// TestFlatBestPrefers checks the choice among equals: the preferred
// option, else the first, and a round under way left out.
func TestFlatBestPrefers(t *testing.T) {
	f := Flat{Playouts: 10, Max: 1, Play: func(i, k int) int { return 1 }}
	f.Start(3)
	if got := f.Best(2); got != 2 {
		t.Errorf("all equal, preferring 2: best %d", got)
	}
	if got := f.Best(-1); got != 0 {
		t.Errorf("all equal, no preference: best %d, want 0", got)
	}
	f.Run(time.Now().Add(-time.Second)) // one playout: option 0 scores 1
	if got := f.Best(2); got != 2 {
		t.Errorf("a round under way counts for nothing: best %d, want 2", got)
	}
}
