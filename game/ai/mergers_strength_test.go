package ai_test

import "testing"

// TestMergersStrength runs the Mergers ladder in the simple game with two
// players and the advanced game with three (the fewest it allows).
func TestMergersStrength(t *testing.T) {
	if !*strength {
		t.Skip("a strength run takes minutes: -strength")
	}
	for _, l := range []ladder{
		{"mergers mode=simple players=2", []int{200, 200, 200}},
		{"mergers mode=advanced players=3", []int{1000, 200, 200}},
	} {
		t.Run(l.options, func(t *testing.T) { climb(t, l) })
	}
}
