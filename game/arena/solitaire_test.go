package arena

import (
	"math"
	"parlor/game/games"
	"strings"
	"testing"
)

// TestRule28Solitaire plays the rule28 level alone through the engine:
// its mean number of turns to win three columns is the published 10.74
// (Glenn and Aloi, 2009) within their ± 0.15 and the run's own interval.
// -long plays the 100,000 games the published figure rests on.
func TestRule28Solitaire(t *testing.T) {
	o, err := games.Parse("cantstop")
	if err != nil {
		t.Fatal(err)
	}
	l, ok := o.Level("rule28")
	if !ok {
		t.Fatal("no rule28 level")
	}
	games := 4000
	if *long {
		games = 100_000
	}
	r, err := Solitaire(Level(l), o, games, 1, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(strings.TrimSpace(r.String()))
	if half := (r.Hi - r.Lo) / 2; math.Abs(r.Mean-10.74) > 0.15+half {
		t.Errorf("the Rule of 28 alone takes %.3f turns (± %.3f), want 10.74 ± 0.15", r.Mean, half)
	}
	again, _ := Solitaire(Level(l), o, 50, 1, 3)
	first, _ := Solitaire(Level(l), o, 50, 1, 1)
	for i := range again.Turns {
		if again.Turns[i] != first.Turns[i] {
			t.Fatalf("game %d: %d turns with three workers, %d with one", i+1, again.Turns[i], first.Turns[i])
		}
	}
}

// TestSolitaireOnlyCantStop: the flag is refused for another game.
func TestSolitaireOnlyCantStop(t *testing.T) {
	var out strings.Builder
	if err := Command("kalah", []string{"-solitaire"}, &out); err == nil || !strings.Contains(err.Error(), "Can't Stop only") {
		t.Errorf("-solitaire in Kalah: %v", err)
	}
	if err := Command("cantstop", []string{"-solitaire", "-a", "rule28", "-games", "20"}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "solitaire: cantstop — rule28 alone, 20 games\nmean ") {
		t.Errorf("report:\n%s", out.String())
	}
}
