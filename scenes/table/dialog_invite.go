package table

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/table/room"
	"parlor/scenes/table/roomview"
	"parlor/scenes/ui"
)

// inviteDialog is the invite of a game online: its links, each with its
// Copy button, and a QR code; or, before the room is made, what is
// happening.
type inviteDialog struct{ plainDialog }

func (inviteDialog) name() string { return "invite" }

func (inviteDialog) title(t *Screen) string { return roomview.InviteTitle(t.room) }

func (inviteDialog) size(t *Screen, ctx *ui.Context, _, _ float64) (float64, float64) {
	u := ctx.Theme.U
	w, h := min(ctx.W-24*u, 820*u), min(ctx.H-24*u, 520*u)
	if ctx.H > ctx.W { // a phone: the code above the links
		h = min(ctx.H-24*u, w*1.75)
	}
	if t.room == nil { // a line of text: the room being made, or why it could not be
		h = min(ctx.H-24*u, 260*u)
	}
	return w, h
}

func (inviteDialog) layout(t *Screen, ctx *ui.Context, _ ui.Rect) {
	t.overlay.invite.Layout(ctx.Theme, t.room, t.inviteMessage(), t.overlay.body)
}

func (inviteDialog) update(t *Screen, ctx *ui.Context) {
	if l, ok := t.overlay.invite.Clicked(&ctx.Input); ok {
		t.copyLink(l)
	}
}

func (inviteDialog) draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	t.overlay.invite.Draw(dst, th, in, t.room, t.inviteMessage(), t.overlay.body)
}

func (inviteDialog) targets(t *Screen, tg ui.Targets) { t.overlay.invite.Targets(tg) }

func (inviteDialog) order(*Screen) []string { return []string{ui.Each("copy:"), "qr"} }

// read fills d with the invite: what is happening (an error said as
// one), each link with its Copy button, the QR code described, the seats
// whose invites are elsewhere, and this screen's own seat.
func (inviteDialog) read(t *Screen, d *ui.Dialog) {
	msg := t.inviteMessage()
	d.Message = msg
	d.Error = (t.room == nil && t.opening == nil && msg != "") || strings.Contains(msg, "could not be copied")
	links := roomview.Links(t.room)
	for _, l := range links {
		d.Actions = append(d.Actions, ui.Action{ID: "copy:" + l.Key, Label: roomview.CopyLabel(l.Invite), Kind: ui.KindCopy, Value: l.Link})
	}
	if len(links) > 0 {
		d.Text = append(d.Text, ui.Block{Text: "The screen shows a QR code of " + roomview.Owner(links[0].Invite) + ", for a phone's camera."})
	}
	for _, n := range roomview.Elsewhere(t.room) {
		d.Text = append(d.Text, ui.Block{Text: n})
	}
	if l, ok := roomview.OwnSeat(t.room); ok {
		d.Text = append(d.Text, ui.Block{Text: "Your seat's link carries your seat to another device of yours. Keep it to yourself: whoever opens it plays your seat."})
		d.Actions = append(d.Actions, ui.Action{ID: "copy:" + l.Key, Label: roomview.CopyLabel(l.Invite), Kind: ui.KindCopy, Value: l.Link})
	}
	d.Actions = append(d.Actions, closeAction)
}

func (inviteDialog) act(t *Screen, _ *ui.Context, id string) {
	t.copyInvite(strings.TrimPrefix(id, "copy:"))
}

// copyInvite copies the invite overlay's link named key ("invite:2",
// "watch", "seat"), as its Copy button does.
func (t *Screen) copyInvite(key string) {
	links := roomview.Links(t.room)
	if l, ok := roomview.OwnSeat(t.room); ok {
		links = append(links, l)
	}
	for _, l := range links {
		if l.Key == key {
			t.copyLink(l.Invite)
		}
	}
}

// inviteMessage is what the invite overlay says under its links.
func (t *Screen) inviteMessage() string { return roomview.InviteMessage(t.room, t.overlay.message) }

// copyLink copies l, and says where it is, or why it could not be
// copied: a Copy button's click, the canvas's or the screen reader's.
func (t *Screen) copyLink(l room.Invite) {
	if where, err := t.host.Copy(l.Link); err != nil {
		t.overlay.message = "The link could not be copied: " + err.Error() + ". Select it below."
	} else {
		t.overlay.message = strings.TrimPrefix(l.Name, "Invite for ") + ": the link is " + where + "."
	}
}
