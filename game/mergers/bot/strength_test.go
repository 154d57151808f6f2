package bot_test

import (
	"flag"
	"testing"

	"parlor/game/ai/aitest"
)

var strength = flag.Bool("strength", false, "run the levels' strength runs (minutes)")

// TestMergersStrength runs the Mergers ladder in the simple game with two
// players and the advanced game with three (the fewest it allows).
func TestMergersStrength(t *testing.T) {
	if !*strength {
		t.Skip("a strength run takes minutes: -strength")
	}
	for _, l := range []aitest.Ladder{
		{Options: "mergers mode=simple players=2", Games: []int{200, 200, 200}},
		{Options: "mergers mode=advanced players=3", Games: []int{1000, 200, 200}},
	} {
		t.Run(l.Options, func(t *testing.T) { aitest.Climb(t, l) })
	}
}
