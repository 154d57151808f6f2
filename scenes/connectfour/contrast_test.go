package connectfour

import (
	"fmt"
	"testing"

	"parlor/scenes/ui"
)

// textPairs are the colours Connect Four draws text in, on what it draws
// it on: the pills over the board's rim ("▲ grows", a hinted column) on
// their dark slot colour, "full" over the faded token, the extra column's
// "+" (large) on the backdrop, and the banners on a panel.
func textPairs() []ui.TextPair {
	ps := []ui.TextPair{
		{Name: "a pill's words", Text: ui.TextColor, Back: colSlot},
		{Name: "a hint's pill", Text: ui.HintColor, Back: colSlot},
		{Name: "the extra column's + under the pointer", Text: ui.AccentColor, Back: ui.Over(ui.Fade(ui.AccentColor, 0.08), ui.BackgroundColor), Large: true},
		{Name: "a draw's banner", Text: ui.TextColor, Back: ui.PanelColor},
	}
	for i, c := range tokenColors {
		ps = append(ps,
			ui.TextPair{Name: fmt.Sprintf("player %d's banner", i+1), Text: c.light, Back: ui.PanelColor},
			ui.TextPair{Name: fmt.Sprintf("full, over player %d's faded token", i+1), Text: ui.TextColor, Back: ui.Over(ui.Fade(c.base, 0.3), ui.BackgroundColor)},
		)
	}
	return ps
}

// TestTextContrast holds every text colour of the board, on what it is
// drawn on, to WCAG 2.1 AA: 4.5:1, 3:1 for large text.
func TestTextContrast(t *testing.T) {
	for _, p := range textPairs() {
		if err := p.Check(); err != nil {
			t.Error(err)
		}
	}
}
