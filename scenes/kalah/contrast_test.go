package kalah

import (
	"fmt"
	"testing"

	"parlor/scenes/ui"
)

// textPairs are the colours Kalah's board draws text in, on what it draws
// it on: each side's pit names, outside the board, on the backdrop (top
// and bottom), the seed counts on their pills over the wood or a pit, and
// the banners on a panel.
func textPairs() []ui.TextPair {
	var ps []ui.TextPair
	for s, c := range sideColors {
		name := fmt.Sprintf("side %d's pit names", s)
		ink := ui.Fade(c, 0.9)
		ps = append(ps,
			ui.TextPair{Name: name + " on the backdrop", Text: ink, Back: ui.BackgroundColor},
			ui.TextPair{Name: name + " on the backdrop's top", Text: ink, Back: ui.BackLightColor},
			ui.TextPair{Name: fmt.Sprintf("side %d's banner", s), Text: c, Back: ui.PanelColor},
		)
	}
	return append(ps,
		ui.TextPair{Name: "a count on its pill over the wood", Text: ui.TextColor, Back: ui.Over(ui.Fade(colPill, 0.85), colWoodLight)},
		ui.TextPair{Name: "a count on its pill over a pit", Text: ui.TextColor, Back: ui.Over(ui.Fade(colPill, 0.85), colPit)},
		ui.TextPair{Name: "a banner", Text: ui.TextColor, Back: ui.PanelColor},
	)
}

// TestTextContrast holds every text colour of the board, on what it is
// drawn on, to WCAG 2.1 AA: 4.5:1.
func TestTextContrast(t *testing.T) {
	for _, p := range textPairs() {
		if err := p.Check(); err != nil {
			t.Error(err)
		}
	}
}
