package yote

import (
	"fmt"
	"slices"
	"testing"

	"parlor/scenes/table"
	"parlor/scenes/ui"
)

var _ table.Orderer = (*View)(nil) // Tab reads the board as its player does

// TestTabReadsTheReserveThenTheSquares checks the board's Tab order: the
// mover's tray, then the squares as numbered; the other tray is no stop.
// After X places a stone, O's tray leads.
func TestTabReadsTheReserveThenTheSquares(t *testing.T) {
	s, tb, _, _ := newTable(t, "yote", desktop)
	want := func(tray, other string) {
		t.Helper()
		stops := ui.Stops(tb, tb.Targets())
		head := []string{"tray:" + tray}
		for n := 1; n <= position(tb).Squares(); n++ {
			head = append(head, fmt.Sprintf("square:%d", n))
		}
		if len(stops) < len(head) || !slices.Equal(stops[:len(head)], head) {
			t.Errorf("%s to move, Tab goes %q", tray, stops)
		}
		if slices.Contains(stops, "tray:"+other) {
			t.Errorf("%s to move, %s's tray is a Tab stop", tray, other)
		}
	}
	want("X", "O")
	s.Click("tray:X")
	s.Click("square:7")
	s.Settle()
	if tb.Match().Plies() != 1 {
		t.Fatalf("the placement was not played: %d plies", tb.Match().Plies())
	}
	want("O", "X")
}
