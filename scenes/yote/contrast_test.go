package yote

import (
	"testing"

	"parlor/scenes/ui"
)

// textPairs are the colours Yote's board draws text in, on what it draws
// it on: the squares' numbers on the sand (and on a square the last move
// captured on, tinted red), the trays' heads and counts on their wood, and
// the banners on a panel.
func textPairs() []ui.TextPair {
	taken := ui.Over(ui.Fade(colTaken, 0.22), colSand)
	return []ui.TextPair{
		{Name: "a square's number", Text: colNumber, Back: colSand},
		{Name: "a square's number where a stone was taken", Text: colNumber, Back: taken},
		{Name: "a tray's side and reserve", Text: ui.TextColor, Back: colTray},
		{Name: "a tray's count of stones taken", Text: ui.MutedColor, Back: colTray},
		{Name: "the winner's banner", Text: ui.AccentColor, Back: ui.PanelColor},
		{Name: "a banner", Text: ui.TextColor, Back: ui.PanelColor},
	}
}

// TestTextContrast holds every text colour of the board, on what it is
// drawn on, to WCAG 2.1 AA: 4.5:1 (the numbers and counts are small).
func TestTextContrast(t *testing.T) {
	for _, p := range textPairs() {
		if err := p.Check(); err != nil {
			t.Error(err)
		}
	}
}
