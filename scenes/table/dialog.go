package table

import (
	"unicode/utf8"

	"parlor/game/online"
	"parlor/scenes/ui"
)

// The overlays as a screen reader has them: a ui.Dialog for each, with
// its title, its text, its message and its controls, each control doing
// what its click on the canvas does. Esc, or Close, is "close". Each
// dialog's own part is in its file (dialog_*.go).

// closeAction is a dialog's Close button: what Esc does.
var closeAction = ui.Action{ID: "close", Label: "Close"}

// dialog is the open overlay as a dialog, or nil when none is open.
func (t *Screen) dialog() *ui.Dialog {
	o := &t.overlay
	if o.kind == noOverlay {
		return nil
	}
	d := &ui.Dialog{Title: t.overlayTitle(), Cancel: "close"}
	o.kind.dialog().read(t, d)
	return d
}

// offers reports whether the dialog d has the control id, not disabled.
func offers(d *ui.Dialog, id string) bool {
	for _, a := range d.Actions {
		if a.ID == id {
			return !a.Disabled
		}
	}
	return false
}

// actDialog does a control of the open overlay's dialog, as its click
// does; it ignores an id the dialog does not offer.
func (t *Screen) actDialog(ctx *ui.Context, id string) {
	o := &t.overlay
	d := o.kind.dialog()
	if id == "close" { // Esc, Close: a link's question is answered Stay
		d.closed(t)
		o.kind = noOverlay
		return
	}
	if control, _, _ := ui.Valued(id); !d.own() && !offers(t.dialog(), control) {
		return
	}
	d.act(t, ctx, id)
}

// typed is text typed into a name field, as the field keeps it: at most
// online.MaxName characters.
func typed(s string) string {
	if utf8.RuneCountInString(s) > online.MaxName {
		s = string([]rune(s)[:online.MaxName])
	}
	return s
}
