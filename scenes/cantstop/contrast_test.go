package cantstop

import (
	"fmt"
	"image/color"
	"testing"

	"parlor/scenes/ui"
)

// textPairs are the colours Can't Stop's board and controls draw text in,
// on what they draw it on: the column numbers on their discs, the
// caption by the dice (its title in the player's colour) on the
// backdrop, bottom and top, the choices' labels on the accent, the scores' names on
// their plates, and the banners (large) on a panel.
func textPairs() []ui.TextPair {
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	ps := []ui.TextPair{
		{Name: "a column's number", Text: ui.TextColor, Back: ui.PanelEdgeColor},
		{Name: "the caption's line on the backdrop", Text: ui.MutedColor, Back: ui.BackgroundColor},
		{Name: "the caption's line on the backdrop's top", Text: ui.MutedColor, Back: ui.BackLightColor},
		{Name: "a choice's label", Text: ui.BackgroundColor, Back: ui.AccentColor},
		{Name: "a choice's label under the pointer", Text: ui.BackgroundColor, Back: ui.Mix(ui.AccentColor, white, 0.2)},
		{Name: "a score's name", Text: ui.TextColor, Back: ui.Over(ui.Fade(ui.ButtonColor, 0.7), ui.PanelColor)},
		{Name: "a banner's line", Text: ui.TextColor, Back: ui.PanelColor},
	}
	for i, c := range playerColors {
		ps = append(ps,
			ui.TextPair{Name: fmt.Sprintf("player %d's caption on the backdrop", i+1), Text: c, Back: ui.BackgroundColor},
			ui.TextPair{Name: fmt.Sprintf("player %d's caption on the backdrop's top", i+1), Text: c, Back: ui.BackLightColor},
			ui.TextPair{Name: fmt.Sprintf("player %d's banner", i+1), Text: c, Back: ui.PanelColor, Large: true},
		)
	}
	return ps
}

// TestTextContrast holds every text colour of the board and the controls,
// on what it is drawn on, to WCAG 2.1 AA: 4.5:1, 3:1 for the banners'
// large titles.
func TestTextContrast(t *testing.T) {
	for _, p := range textPairs() {
		if err := p.Check(); err != nil {
			t.Error(err)
		}
	}
}
