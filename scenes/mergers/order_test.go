package mergers

import (
	"strings"
	"testing"

	"parlor/scenes/table"
	"parlor/scenes/ui"
)

var _ table.Orderer = (*View)(nil) // Tab reads the board as its player does

// TestSettingsAreFewTabsAway checks that the board of the simple game,
// where every empty square takes a tile, is one Tab stop, on a desktop and
// a phone: Settings is at most three Tabs from nothing, not one a square.
// In the advanced game the offered tiles lead, and the squares they stand
// for are no stops.
func TestSettingsAreFewTabsAway(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		r := newRig(t, "mergers", sz, 1)
		n := 0
		for r.s.Focused() != "settings" {
			if n++; n > 3 {
				t.Fatalf("%v: Settings is more than 3 Tabs away: %q", sz, ui.Stops(r.tb, r.tb.Targets()))
			}
			r.s.Key(ui.NavNext)
		}
	}
	r := newRig(t, "mergers mode=advanced players=3", desktop, 1)
	stops := ui.Stops(r.tb, r.tb.Targets())
	offers := r.named("offer:")
	for i, st := range stops {
		switch {
		case i < len(offers) && !strings.HasPrefix(st, "offer:"):
			t.Errorf("stop %d is %q, not an offered tile: %q", i, st, stops)
		case strings.HasPrefix(st, "square:"):
			t.Errorf("the square %q is a stop: %q", st, stops)
		}
	}
}
