package table

import (
	"strings"
	"unicode/utf8"

	"parlor/game/online"
	"parlor/scenes/ui"
)

// The overlays as a screen reader has them: a ui.Dialog for each, with
// its title, its text, its message and its controls, each control doing
// what its click on the canvas does. Esc, or Close, is "close".

// closeAction is a dialog's Close button: what Esc does.
var closeAction = ui.Action{ID: "close", Label: "Close"}

// dialog is the open overlay as a dialog, or nil when none is open.
func (t *Table) dialog() *ui.Dialog {
	o := &t.overlay
	if o.kind == noOverlay {
		return nil
	}
	d := &ui.Dialog{Title: t.overlayTitle(), Cancel: "close"}
	switch o.kind {
	case rulesOverlay:
		d.Text = rulesBlocks(t.rulesText())
		reduced := LoadMotion(t.host).Reduced()
		d.Actions = []ui.Action{
			{ID: "motion:full", Label: "Full", Group: "Motion", Kind: ui.KindRadio, Pressed: !reduced},
			{ID: "motion:reduced", Label: "Reduced", Kind: ui.KindRadio, Pressed: reduced},
			closeAction,
		}
	case shareOverlay:
		d.Text = []ui.Block{{Text: "Send this link: it opens this game at this move."}}
		d.Message, d.Error = o.message, strings.Contains(o.message, "could not")
		d.Actions = []ui.Action{
			{ID: "copy-link", Label: "Copy the link", Kind: ui.KindCopy, Value: t.match.Link(t.host.Base())},
			{ID: "copy-record", Label: "Copy the record"},
			closeAction,
		}
	case confirmOverlay:
		d.Text = []ui.Block{{Text: t.confirmMessage()}}
		d.Actions = []ui.Action{{ID: "confirm", Label: t.drv.words().confirmYes}, {ID: "cancel", Label: "Keep playing"}}
	case settingsOverlay:
		d.Actions = append(t.settingsForm(), closeAction)
		if t.changed() {
			d.Message = t.problem()
			d.Error = d.Message != ""
		}
	case nameOverlay:
		d.Text = []ui.Block{{Text: nameWords}}
		d.Actions = []ui.Action{
			{ID: "name", Label: "Your name", Kind: ui.KindText, Value: o.name.Name, Submit: "confirm"},
			{ID: "confirm", Label: "Invite and start"},
			closeAction,
		}
	case linkOverlay:
		d.Alert = true
		d.Text = []ui.Block{{Text: t.linkWords()}}
		d.Actions = []ui.Action{{ID: "link:open", Label: "Open the link"}, {ID: "link:stay", Label: "Stay here"}}
	default:
		t.onlineDialog(d)
	}
	return d
}

// confirmMessage is what the question before a new game (or before
// leaving a game online) says: the confirm overlay's words.
func (t *Table) confirmMessage() string {
	msg := t.drv.words().confirmMessage
	if t.changed() && t.drv.settings() {
		msg = "The new game uses the new settings. " + msg
	}
	return msg
}

// rulesText is the rules overlay's text: the game's rules, then the keys
// (the table's and the view's own).
func (t *Table) rulesText() string {
	keys := keysHelp
	if k, ok := t.view.(Keyer); ok {
		keys += "\n" + k.Keys()
	}
	return t.match.Options().Game().Rules + "\n\n" + keys
}

// rulesBlocks reads rules text as layoutRules does: a "# " line is a
// heading (level 3, under the dialog's title), a "- " line an item, any
// other line a paragraph; blank lines part them.
func rulesBlocks(text string) []ui.Block {
	var out []ui.Block
	for _, raw := range strings.Split(text, "\n") {
		raw = strings.TrimSpace(raw)
		switch {
		case raw == "":
		case strings.HasPrefix(raw, "# "):
			out = append(out, ui.Block{Level: 3, Text: raw[2:]})
		case strings.HasPrefix(raw, "- "):
			out = append(out, ui.Block{Text: raw[2:]})
		default:
			out = append(out, ui.Block{Text: raw})
		}
	}
	return out
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
func (t *Table) actDialog(ctx *ui.Context, id string) {
	o := &t.overlay
	if id == "close" { // Esc, Close: a link's question is answered Stay
		if o.kind == linkOverlay {
			t.answerLink(false)
		}
		o.kind = noOverlay
		return
	}
	if o.kind == settingsOverlay {
		t.actSettings(id)
		return
	}
	control, value, valued := ui.Valued(id)
	d := t.dialog()
	if !offers(d, control) {
		return
	}
	switch o.kind {
	case rulesOverlay:
		t.setMotion(ctx, id == "motion:reduced")
	case shareOverlay:
		t.actShare(id)
	case confirmOverlay:
		o.kind = noOverlay
		if id == "confirm" {
			t.newGame(true)
		}
	case nameOverlay:
		if valued { // the name typed; Enter then presses Invite and start
			o.name.Name = typed(value)
			return
		}
		t.named()
	case linkOverlay:
		t.answerLink(id == "link:open")
	default:
		t.actOnlineDialog(id)
	}
}

// typed is text typed into a name field, as the field keeps it: at most
// online.MaxName characters.
func typed(s string) string {
	if utf8.RuneCountInString(s) > online.MaxName {
		s = string([]rune(s)[:online.MaxName])
	}
	return s
}

// actShare copies the link, or the record, as the share overlay's
// canvas does: the link with the words openShare has, the record with a
// note.
func (t *Table) actShare(id string) {
	switch id {
	case "copy-link":
		link := t.match.Link(t.host.Base())
		if where, err := t.host.Copy(link); err != nil {
			t.overlay.message = "The link could not be copied: " + err.Error() + ". Copy it from the text."
		} else {
			t.overlay.message = "The link is " + where + ": send it, and it opens this game at this move."
		}
	case "copy-record":
		if where, err := t.host.Copy(t.match.Text()); err != nil {
			t.flash("The record could not be copied: " + err.Error())
		} else {
			t.flash("The game's record is " + where + ".")
		}
	}
}
