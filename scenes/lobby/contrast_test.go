//go:build !js

package lobby

import (
	"testing"

	onlinelobby "parlor/game/online/lobby"
	"parlor/scenes/ui"
)

// TestTextContrast holds the online screens' own text colours, on what
// they are drawn on, to WCAG 2.1 AA: 4.5:1. A game's result on the
// profile ("Won", "Lost") is drawn in its outcome's colour on a card.
func TestTextContrast(t *testing.T) {
	ps := []ui.TextPair{
		{Name: `"Won" on a profile's card`, Text: outcomeColor(onlinelobby.OutcomeWin), Back: ui.PanelColor},
		{Name: `"Lost" on a profile's card`, Text: outcomeColor(onlinelobby.OutcomeLoss), Back: ui.PanelColor},
	}
	for _, p := range ps {
		if err := p.Check(); err != nil {
			t.Error(err)
		}
	}
}
