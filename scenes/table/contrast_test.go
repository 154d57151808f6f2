package table

import (
	"fmt"
	"image/color"
	"testing"
	"time"

	"parlor/game/review"
	"parlor/scenes/table/gamereview"
	"parlor/scenes/ui"
)

// textPairs are the colours the table draws its own text in, on what it
// draws it on: each clock's time in every state, on its fill over the
// panel; the review's marks and their words in the log, on the panel,
// the selected entry and an entry under the pointer; the log's word that
// there is more to scroll to.
func textPairs() []ui.TextPair {
	var ps []ui.TextPair
	states := []struct {
		name    string
		left    time.Duration
		running bool
	}{
		{"a running clock", time.Minute, true},
		{"a running clock under ten seconds", 7 * time.Second, true},
		{"a waiting clock", time.Minute, false},
		{"a waiting clock under ten seconds", 7 * time.Second, false},
		{"a clock out of time", 0, false},
	}
	for _, s := range states {
		fill, ink := clockInks(s.left, s.running)
		ps = append(ps, ui.TextPair{Name: s.name, Text: ink, Back: ui.Over(fill, ui.PanelColor)})
	}
	fills := []struct {
		where string
		back  color.Color
	}{
		{"on the panel", ui.PanelColor},
		{"on the selected entry", ui.Over(logNowFill, ui.PanelColor)},
		{"on an entry under the pointer", ui.Over(logHotFill, ui.PanelColor)},
	}
	for _, mark := range []string{review.Blunder, review.Mistake, review.Inaccuracy} {
		sign, ink := gamereview.Sign(mark)
		for _, f := range fills {
			ps = append(ps, ui.TextPair{Name: fmt.Sprintf("%q and a %s's words %s", sign, mark, f.where), Text: ink, Back: f.back})
		}
	}
	return append(ps,
		ui.TextPair{Name: "the log's \"scroll for more\"", Text: scrollHintInk, Back: ui.PanelColor},
		ui.TextPair{Name: "the log's \"No moves yet.\"", Text: noMovesInk, Back: ui.PanelColor},
	)
}

// TestTextContrast holds every text colour of the table's own, on what
// it is drawn on, to WCAG 2.1 AA: 4.5:1 (all of it is small text).
func TestTextContrast(t *testing.T) {
	for _, p := range textPairs() {
		if err := p.Check(); err != nil {
			t.Error(err)
		}
	}
}
