package entry

import (
	"strings"
	"testing"

	"parlor/game/ai"
	"parlor/game/cantstop"
)

// TestAnalysisValuesARollByItsOdds is issue 48's roll: after "r / dice 1 3
// 2 1 / 2 and 5 / r / dice 2 2 6 1 / only 3", a roll on the first turn with
// little at stake, which the Monte Carlo estimate gave 0% (its few
// playouts through the roll all lost). Can't Stop's analysis values it by
// the odds of the dice: not 0%, not far below the stop, with its bust
// chance, 539 of 1296 (42%).
func TestAnalysisValuesARollByItsOdds(t *testing.T) {
	g, err := cantstop.New(2)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range []string{"r", "dice 1 3 2 1", "2 and 5", "r", "dice 2 2 6 1", "only 3"} {
		m, err := g.ParseMove(l)
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			t.Fatalf("%s: %v", l, err)
		}
	}
	vs, err := ai.Analyze(Game.Defaults().Analyst(), g)
	if err != nil {
		t.Fatal(err)
	}
	var roll, stop ai.Value
	for _, v := range vs {
		switch v.Move {
		case cantstop.Roll:
			roll = v
		case cantstop.Stop:
			stop = v
		}
	}
	if roll.Chance < 0.3 || stop.Chance-roll.Chance >= 0.1 || !strings.HasSuffix(roll.Text, "bust 42%") {
		t.Errorf("the roll is %q (%.2f) and the stop %q (%.2f): want the roll near the stop, with its bust chance 42%%",
			roll.Text, roll.Chance, stop.Text, stop.Chance)
	}
}
