package mergers

import (
	"fmt"
	"image/color"
	"testing"

	"parlor/scenes/ui"
)

// textPairs are the colours Mergers' board and panels draw text in, on
// what they draw it on: the squares' names in the empty slots, the
// companies' letters on their tiles, the seats' numbers, the buttons'
// second lines, the mover's lit row and the hint's tag.
func textPairs() []ui.TextPair {
	white := color.RGBA{0xff, 0xff, 0xff, 0xff}
	hotAccent := ui.Mix(ui.AccentColor, white, 0.2)
	moverRow := ui.Over(ui.Fade(ui.AccentColor, 0.16), ui.PanelColor)
	ps := []ui.TextPair{
		{Name: "a square's name in its empty slot", Text: colSlotInk, Back: colSlot},
		{Name: "the rows' and columns' labels on the board's plate", Text: ui.MutedColor, Back: ui.PanelColor},
		{Name: "a lone tile", Text: colDarkInk, Back: colLoneTile},
		{Name: "a seat's number", Text: colDarkInk, Back: colSeat},
		{Name: "the mover's seat's number", Text: colDarkInk, Back: ui.AccentColor},
		{Name: "a button's second line", Text: ui.MutedColor, Back: ui.ButtonColor},
		{Name: "a button's second line under the pointer", Text: ui.MutedColor, Back: ui.ButtonHotColor},
		{Name: "a primary button's second line", Text: primarySubInk, Back: ui.AccentColor},
		{Name: "a primary button's second line under the pointer", Text: primarySubInk, Back: hotAccent},
		{Name: "the mover's cash", Text: ui.AccentColor, Back: moverRow},
		{Name: "the mover's name at the end", Text: ui.TextColor, Back: moverRow},
		{Name: "no shares, on the mover's row", Text: ui.MutedColor, Back: moverRow},
		{Name: "no shares", Text: ui.MutedColor, Back: ui.PanelColor},
		{Name: "a share count on its chip", Text: ui.TextColor, Back: ui.Over(ui.Fade(ui.ButtonColor, 0.7), ui.PanelColor)},
		{Name: "a hint's tag", Text: ui.BackgroundColor, Back: ui.HintColor},
	}
	for i, c := range companyColors {
		ps = append(ps, ui.TextPair{Name: fmt.Sprintf("the letter on company %d's tiles", i+1), Text: inkOn(c), Back: c})
	}
	return ps
}

// TestTextContrast holds every text colour of the board and the panels,
// on what it is drawn on, to WCAG 2.1 AA: 4.5:1 (none of it is large
// enough to count as large text everywhere: a phone shrinks it).
func TestTextContrast(t *testing.T) {
	for _, p := range textPairs() {
		if err := p.Check(); err != nil {
			t.Error(err)
		}
	}
}
