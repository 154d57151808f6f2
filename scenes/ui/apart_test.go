package ui

import (
	"slices"
	"testing"
)

// TestApartNumbersTheSameLabels checks that Apart numbers the labels
// that repeat, each among its own, and leaves the others.
func TestApartNumbersTheSameLabels(t *testing.T) {
	as := []Action{{ID: "a", Label: "Sit: Kalah"}, {ID: "b", Label: "Menu"}, {ID: "c", Label: "Sit: Kalah"}, {ID: "d", Label: "Sit: Yote"}, {ID: "e", Label: "Sit: Kalah"}}
	var got []string
	for _, a := range Apart(as) {
		got = append(got, a.Label)
	}
	want := []string{"Sit: Kalah (1 of 3)", "Menu", "Sit: Kalah (2 of 3)", "Sit: Yote", "Sit: Kalah (3 of 3)"}
	if !slices.Equal(got, want) {
		t.Errorf("Apart: %q, want %q", got, want)
	}
	if as[0].Label != "Sit: Kalah" {
		t.Error("Apart changed the actions it was given")
	}
}
