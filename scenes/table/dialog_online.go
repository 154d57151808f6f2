package table

import (
	"strings"

	"parlor/game/online"
	"parlor/scenes/ui"
)

// The dialogs of a game online: the invite's links, the questions of a
// take back or a draw, resigning, and an away seat given to the computer.

// onlineDialog fills d for the open overlay of a game online (or of one
// being made: the invite).
func (t *Table) onlineDialog(d *ui.Dialog) {
	switch t.overlay.kind {
	case inviteOverlay:
		t.inviteDialog(d)
	case askOverlay:
		d.Alert = true
		d.Text = []ui.Block{{Text: t.askWords()}}
		yes := "Take it back"
		if t.online().tab.Offer == online.KindDraw {
			yes = "Agree to a draw"
		}
		d.Actions = []ui.Action{{ID: "accept", Label: yes}, {ID: "decline", Label: "No"}}
	case resignOverlay:
		d.Alert = true
		d.Text = []ui.Block{{Text: "The game ends here, and the others win it."}}
		d.Actions = []ui.Action{{ID: "confirm", Label: "Resign"}, {ID: "cancel", Label: "Play on"}}
	case handOverlay:
		d.Text = []ui.Block{{Text: t.handWords()}}
		for _, l := range t.handChoices() {
			d.Actions = append(d.Actions, ui.Action{ID: "level:" + l.name, Label: l.label})
		}
		d.Actions = append(d.Actions, closeAction)
	}
}

// inviteDialog fills d with the invite: what is happening (an error
// said as one), each link with its Copy button, the QR code described,
// the seats whose invites are elsewhere, and this screen's own seat.
func (t *Table) inviteDialog(d *ui.Dialog) {
	msg := t.inviteMessage()
	d.Message = msg
	d.Error = (t.online() == nil && t.opening == nil && msg != "") || strings.Contains(msg, "could not be copied")
	links := t.inviteLinks()
	for _, l := range links {
		d.Actions = append(d.Actions, ui.Action{ID: "copy:" + l.key, Label: copyLabel(l), Kind: ui.KindCopy, Value: l.link})
	}
	if len(links) > 0 {
		d.Text = append(d.Text, ui.Block{Text: "The screen shows a QR code of " + linkOwner(links[0]) + ", for a phone's camera."})
	}
	for _, n := range t.elsewhere() {
		d.Text = append(d.Text, ui.Block{Text: n})
	}
	if l, ok := t.ownSeat(); ok {
		d.Text = append(d.Text, ui.Block{Text: "Your seat's link carries your seat to another device of yours. Keep it to yourself: whoever opens it plays your seat."})
		d.Actions = append(d.Actions, ui.Action{ID: "copy:" + l.key, Label: copyLabel(l), Kind: ui.KindCopy, Value: l.link})
	}
	d.Actions = append(d.Actions, closeAction)
}

// linkOwner says whose link l is: "Yellow's link", "the watch link",
// "your seat's link".
func linkOwner(l inviteLink) string {
	switch {
	case l.key == "watch":
		return "the watch link"
	case l.key == "seat":
		return "your seat's link"
	}
	return strings.TrimPrefix(l.name, "Invite for ") + "'s link"
}

// copyLabel is the label of l's Copy button: "Copy Yellow's link".
func copyLabel(l inviteLink) string { return "Copy " + linkOwner(l) }

// askWords are the question of a take back or a draw, as the overlay
// words it: "Bo asks to take their last move back."
func (t *Table) askWords() string {
	r := t.online()
	if r.tab.Asking < 0 {
		return "A player asks to take their last move back."
	}
	if r.tab.Offer == online.KindDraw {
		return r.seatName(r.tab.Asking) + " offers a draw: the game would end here, drawn."
	}
	return r.seatName(r.tab.Asking) + " asks to take their last move back."
}

// handWords say what giving the overlay's seat to the computer does, as
// the overlay words it.
func (t *Table) handWords() string {
	r := t.online()
	seat := r.seatName(t.overlay.seat)
	if t.claims() {
		return seat + " has been away too long: in a rated game the game ends here, as if " + seat + " resigned, and you win it."
	}
	return "The computer plays " + seat + "'s seat from its next turn, at the level you choose; " + seat + "'s link no longer holds it."
}

// handChoice is one answer to the question of an away seat: a level, by
// its name and its title, or the win claimed.
type handChoice struct{ name, label string }

// handChoices are the answers the overlay offers (as layoutOverlay lays
// them out): the first four levels shown in the settings, or where the
// seat's absence ends the game, Claim the win alone.
func (t *Table) handChoices() []handChoice {
	var cs []handChoice
	for _, l := range t.match.Options().Levels() {
		if !l.Hidden && len(cs) < 4 {
			cs = append(cs, handChoice{l.Name, l.Title})
		}
	}
	if t.claims() && len(cs) > 0 {
		cs = []handChoice{{cs[0].name, "Claim the win"}}
	}
	return cs
}

// actOnlineDialog does a control of an online overlay's dialog, as its
// click does.
func (t *Table) actOnlineDialog(id string) {
	switch t.overlay.kind {
	case inviteOverlay:
		t.copyInvite(strings.TrimPrefix(id, "copy:"))
	case askOverlay:
		t.answerUndo(id == "accept")
	case resignOverlay:
		if id == "confirm" {
			t.resign()
		} else {
			t.overlay.kind = noOverlay
		}
	case handOverlay:
		t.handSeat(strings.TrimPrefix(id, "level:"))
	}
}

// copyInvite copies the invite overlay's link named key ("invite:2",
// "watch", "seat"), as its Copy button does.
func (t *Table) copyInvite(key string) {
	links := t.inviteLinks()
	if l, ok := t.ownSeat(); ok {
		links = append(links, l)
	}
	for _, l := range links {
		if l.key == key {
			t.copyLink(l)
		}
	}
}
