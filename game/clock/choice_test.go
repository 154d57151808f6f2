package clock_test

import (
	"testing"

	"parlor/game/clock"
)

// TestAChoiceShowsItsControl: a choice made from a control gives it back
// (an increment not offered as the nearest under it), keeps the other
// kinds' defaults, and steps within its lists.
func TestAChoiceShowsItsControl(t *testing.T) {
	for _, c := range []struct {
		in, want clock.Control
	}{
		{clock.Control{}, clock.Control{}},
		{clock.MustParse("1/4+0"), clock.MustParse("1/4+0")},
		{clock.MustParse("30+30"), clock.MustParse("30+30")},
		{clock.MustParse("5+4"), clock.MustParse("5+3")},
		{clock.MustParse("7d"), clock.MustParse("7d")},
	} {
		if got := clock.NewChoice(c.in).Control(); got != c.want {
			t.Errorf("NewChoice(%q).Control() = %q, want %q", c.in, got, c.want)
		}
	}
	ch := clock.NewChoice(clock.Control{})
	ch.Kind = clock.RealTime
	if got := ch.Control(); got != clock.MustParse("5+3") {
		t.Errorf("real-time chosen afresh: %q, want 5+3", got)
	}
	ch.Kind = clock.Correspondence
	clock.Step(&ch.Days, len(clock.Days), true)
	clock.Step(&ch.Days, len(clock.Days), true)
	clock.Step(&ch.Days, len(clock.Days), true)
	if got := ch.Control(); got != clock.MustParse("7d") {
		t.Errorf("days stepped up past the end: %q, want 7d", got)
	}
	if w := clock.IncrementWords(); len(w) != len(clock.Increments) || w[0] != "+0 s" || w[len(w)-1] != "+30 s" {
		t.Errorf("IncrementWords() = %q", w)
	}
}
