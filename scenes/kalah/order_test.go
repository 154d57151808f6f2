package kalah

import (
	"slices"
	"testing"

	"parlor/scenes/table"
	"parlor/scenes/ui"
)

var _ table.Orderer = (*View)(nil) // Tab reads the board as its player does

// TestTabReadsTheMoversHousesFirst checks the board's Tab order on a
// desktop and a phone: the houses of the side to move from its store out,
// then the other side's; the stores are no stops. After S3 (4 seeds, the
// last into N6) North is to move, and North's houses lead.
func TestTabReadsTheMoversHousesFirst(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		s, tb, _ := newTable(t, "kalah houses=4 seeds=4", sz)
		stops := func() []string { return ui.Stops(tb, tb.Targets())[:8] }
		if got, want := stops(), []string{"pit:S1", "pit:S2", "pit:S3", "pit:S4", "pit:N1", "pit:N2", "pit:N3", "pit:N4"}; !slices.Equal(got, want) {
			t.Errorf("%v: South to move, Tab goes %q, want %q", sz, got, want)
		}
		sow(t, s, tb, 3)
		if got, want := stops(), []string{"pit:N1", "pit:N2", "pit:N3", "pit:N4", "pit:S1", "pit:S2", "pit:S3", "pit:S4"}; !slices.Equal(got, want) {
			t.Errorf("%v: North to move, Tab goes %q, want %q", sz, got, want)
		}
		for _, st := range ui.Stops(tb, tb.Targets()) {
			if st == "pit:S0" || st == "pit:N0" {
				t.Errorf("%v: the store %s is a Tab stop", sz, st)
			}
		}
	}
}
