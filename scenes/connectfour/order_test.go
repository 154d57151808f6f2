package connectfour

import (
	"strings"
	"testing"

	"parlor/scenes/table"
	"parlor/scenes/ui"
)

var _ table.Orderer = (*View)(nil) // Tab reads the board as its player does

// TestTabReadsTheColumnsLeftToRight checks that Tab goes over the columns
// from left to right, the one that widens the board where it stands, and
// then on to the panel.
func TestTabReadsTheColumnsLeftToRight(t *testing.T) {
	for _, options := range []string{"connectfour", "connectfour rules=classic"} {
		_, tb, _ := newTable(t, options, 1280, 800, 1)
		tg := tb.Targets()
		stops := ui.Stops(tb, tg)
		cols := 0
		for name := range tg {
			if strings.HasPrefix(name, "column:") {
				cols++
			}
		}
		for i := range cols {
			if i > 0 && tg[stops[i]].X <= tg[stops[i-1]].X {
				t.Errorf("%s: %s comes after %s, to its right", options, stops[i], stops[i-1])
			}
		}
		if len(stops) <= cols || strings.HasPrefix(stops[cols], "column:") {
			t.Errorf("%s: Tab goes %q", options, stops)
		}
	}
}
