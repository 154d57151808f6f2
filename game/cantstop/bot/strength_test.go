package bot_test

import (
	"flag"
	"testing"

	"parlor/game/ai/aitest"
)

var strength = flag.Bool("strength", false, "run the levels' strength runs (minutes)")

// TestCantStopStrength runs the Can't Stop ladder with 2, 3 and 4 players.
func TestCantStopStrength(t *testing.T) {
	if !*strength {
		t.Skip("a strength run takes minutes: -strength")
	}
	for _, l := range []aitest.Ladder{
		{Options: "cantstop players=2", Games: []int{1000, 1000, 200}},
		{Options: "cantstop players=3", Games: []int{1000, 1000, 200}},
		{Options: "cantstop players=4", Games: []int{1000, 1000, 200}},
	} {
		t.Run(l.Options, func(t *testing.T) { aitest.Climb(t, l) })
	}
}
