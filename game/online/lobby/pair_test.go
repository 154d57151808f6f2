package lobby_test

import (
	"math"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online/lobby"
)

// TestTheWindowGrowsContinuously: a quick game's window is 100 points at
// once and grows by 10 a second as the seek waits, continuously, not a
// second at a time; after a minute it takes anyone.
func TestTheWindowGrowsContinuously(t *testing.T) {
	for _, c := range []struct {
		wait time.Duration
		want float64
	}{
		{-time.Second, 100},
		{0, 100},
		{500 * time.Millisecond, 105},
		{1500 * time.Millisecond, 115},
		{59 * time.Second, 690},
		{time.Minute, math.Inf(1)},
	} {
		if got := lobby.Window(c.wait); got != c.want {
			t.Errorf("Window(%v) = %v, want %v", c.wait, got, c.want)
		}
	}
	o, err := games.All().Parse("kalah")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	seek := lobby.Seek{Options: o, Profile: "me", R: 1500}
	for _, c := range []struct {
		waited time.Duration
		fits   bool
	}{{500 * time.Millisecond, false}, {1500 * time.Millisecond, true}} {
		table := lobby.Table{ID: "t", Game: "kalah", Quick: true, Created: now.Add(-c.waited), Seats: []lobby.TableSeat{{Profile: "her", R: 1612}, {}}}
		if got := len(seek.Candidates([]lobby.Table{table}, games.All(), now)) == 1; got != c.fits {
			t.Errorf("a seek at 1612 that has waited %v fits one at 1500: %v, want %v", c.waited, got, c.fits)
		}
	}
}
