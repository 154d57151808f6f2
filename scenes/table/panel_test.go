package table_test

import "testing"

// TestSettingsButtonLeavesTheHeadlineItsRow checks that on a narrow
// panel (a 1000 × 700 window, with the settings behind their button) the
// Settings button stands in a row under the panel's head, not beside the
// headline it used to cover ("Player 1 to" …).
func TestSettingsButtonLeavesTheHeadlineItsRow(t *testing.T) {
	st := seat(t, "mergers players=3", everyone, quick)
	s := uiScreen(t, st, [3]float64{1000, 700, 1})
	tg := s.Scene().Targets()
	set, ok := tg["settings"]
	if !ok {
		t.Fatal("no settings button: the settings fit in the panel at 1000 × 700")
	}
	bar := tg["menu"]
	// The headline's row is the panel's first, about 48 units under the
	// bar; the row under the head starts about 110 units under it.
	if u := s.Context().Theme.U; set.Y-bar.Bottom() < 100*u {
		t.Errorf("the settings button at %+v stands beside the headline (the bar ends at %.0f)", set, bar.Bottom())
	}
}
