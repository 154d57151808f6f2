package table

import "parlor/scenes/ui"

// The table's reading order, which Tab follows (ui.Orderer): the board as
// its player reads it (the view's Orderer), then the panel — its status,
// the seats and settings, the actions, the log. An overlay is read alone:
// its content, its controls, then Close. docs/keyboard.md writes it down,
// and order_test.go holds the two together.

// Order lists the table's Tab stops in reading order.
func (t *Screen) Order() []string {
	if t.overlay.kind != noOverlay {
		return t.overlayOrder()
	}
	var out []string
	if v, ok := t.view.(Orderer); ok {
		out = append(out, v.Order()...)
	} else {
		tg := ui.Targets{}
		t.view.Targets(tg)
		out = append(out, ui.ReadingOrder(tg)...)
	}
	out = append(out, "sound")              // the status: the sound's toggle beside whose turn it is
	out = append(out, t.settingsOrder()...) // the seats and settings, inline
	out = append(out, panelActions...)
	return append(out, t.logOrder()...)
}

// settingsOrder is the order of the settings, in the panel or in their
// overlay: the game's own, then WHO PLAYS (the seats, everyone a person,
// helps, the clock), then the button that applies them.
func (t *Screen) settingsOrder() []string {
	var out []string
	for _, p := range t.pending.Game().Params {
		out = append(out, ui.Each(p.Name+":"))
	}
	return append(out, ui.Each("computer:"), ui.Each("seat:"), "all-people", ui.Each("helps:"), ui.Each("clock"), "apply")
}

// panelActions are the actions, after the seats: the panel's buttons,
// then the bar's from the left (a phone's panel has Show values, which
// the bar has on a desktop).
var panelActions = []string{"settings", "resign", "draw",
	"menu", "undo", "redo", "hint", "values", "rules", "share", "new"}

// logOrder is the log and the review of the game: the way back from a
// position browsed, the moves, the review's button and its graph's
// points, move by move (in screen order they would go by their height).
func (t *Screen) logOrder() []string {
	return append([]string{"return", ui.Each("log:")}, t.review.Order()...)
}

// overlayOrder is the open overlay's reading order: its text (a stop of
// its own where it scrolls, so that the arrows scroll it), its controls,
// then Close.
func (t *Screen) overlayOrder() []string {
	return append(t.overlay.kind.dialog().order(t), ui.Each(""), "close")
}

// scrollsByKeys reports whether the open overlay has text or settings
// that scroll.
func (t *Screen) scrollsByKeys() bool {
	return t.overlay.kind.dialog().scrolls() && t.overlay.scroll.Max > 0
}

// KeyScrolls reports whether Up and Down scroll the open overlay
// (ui.KeyScroller): one whose content scrolls, while the ring is on its
// text or on nothing — never on a control, whose keys they stay.
func (t *Screen) KeyScrolls(ring string) bool {
	return t.scrollsByKeys() && (ring == "" || ring == "text")
}
