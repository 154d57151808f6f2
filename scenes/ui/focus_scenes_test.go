package ui

import "testing"

// TestTheRingFollowsTheKeysToAnotherScene checks the ring across scenes:
// a scene left by keys (Esc, Enter on a way back) shows the ring in the
// next, on the first stop, and back in a scene left before, on the target
// it was on when it was left; a scene left by the pointer shows none.
func TestTheRingFollowsTheKeysToAnotherScene(t *testing.T) {
	a, b := &grid{clicks: map[string]int{}}, &grid{clicks: map[string]int{}}
	var f Focus
	play(&f, a, NavNext)
	play(&f, a, NavNext) // on r1c2
	play(&f, b, 0)       // a key took the player to b
	if got := f.Focused(); got != "r1c1" {
		t.Errorf("in the next scene the ring is on %q, want the first stop", got)
	}
	play(&f, b, NavDown)
	play(&f, a, 0) // back to a, by a key
	if got := f.Focused(); got != "r1c2" {
		t.Errorf("back in the scene left, the ring is on %q, want r1c2", got)
	}
	in := Input{Pressed: true, Down: true}
	f.Update(a, &in)
	play(&f, b, 0) // the pointer took the player to b
	if got := f.Focused(); got != "" {
		t.Errorf("after a click the ring shows on %q in the next scene", got)
	}
}
