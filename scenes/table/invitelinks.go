package table

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// inviteLinks are the links the invite overlay offers to others (the
// room's InviteLinks), with their Copy buttons; none before the room is
// made.
func (t *Screen) inviteLinks() []inviteLink {
	if t.room == nil {
		return nil
	}
	var links []inviteLink
	for _, l := range t.room.InviteLinks() {
		links = append(links, inviteLink{Invite: l})
	}
	return links
}

// ownSeat is the link to this screen's seat, to carry on from another
// device of one's own: never an invitation, shown apart from them.
func (t *Screen) ownSeat() (inviteLink, bool) {
	if t.room == nil {
		return inviteLink{}, false
	}
	l, ok := t.room.OwnSeat()
	return inviteLink{Invite: l}, ok
}

// elsewhere are the lines for the open seats whose invites this device
// does not know (the room's Elsewhere).
func (t *Screen) elsewhere() []string {
	if t.room == nil {
		return nil
	}
	return t.room.Elsewhere()
}

// inviteTitle is the invite overlay's title: an invitation to play while
// there is one to hand out here, else to watch.
func (t *Screen) inviteTitle() string {
	if t.room == nil || t.room.InvitesHere() {
		return "Invite your friends"
	}
	return "Invite someone to watch"
}

// inviteMessage is what the invite overlay says under its links.
func (t *Screen) inviteMessage() string {
	if t.overlay.message != "" || t.room == nil {
		return t.overlay.message
	}
	if t.room.InvitesHere() {
		return "Send each friend their link, or let them scan the code: the game starts as they join."
	}
	if len(t.room.OpenSeats()) == 0 {
		return "Everyone is seated. Send the watch link, or let them scan the code, to anyone who wants to follow the game."
	}
	return "Send the watch link, or let them scan the code, to anyone who wants to follow the game."
}

// inviteLink is one link of the invite overlay, with its Copy button.
type inviteLink struct {
	room.Invite
	copy ui.Button
	text ui.Rect
}

// inviteView is the invite overlay's layout: the QR code of the first
// link, the links, each with its Copy button, the open seats whose
// invites are elsewhere, the message, and apart under a rule this
// screen's own seat.
type inviteView struct {
	qr      ui.Rect
	code    ui.QR // the first link's QR code
	links   []inviteLink
	notes   []string   // the open seats whose invites are elsewhere
	text    ui.Rect    // the column of links and words
	seat    inviteLink // this screen's seat, when it has one
	hasSeat bool
}

// inviteRow is the height of a link's row: its name, the link and room
// for its Copy button.
func inviteRow(th *ui.Theme) float64 {
	return max(th.Tap(30), linkLine(th)+th.Face(ui.Regular, 12).Size*1.3)
}

// inviteTextHeight is how tall the column of links and words is, w wide.
func (t *Screen) inviteTextHeight(th *ui.Theme, w float64) float64 {
	u := th.U
	v := &t.overlay.invite
	h := float64(len(v.links)) * (inviteRow(th) + 10*u)
	note := th.Face(ui.Regular, 14)
	for _, n := range v.notes {
		h += float64(len(th.Wrap(n, note, w))) * lineGap(th, 20, 14)
	}
	h += 12*u + float64(len(th.Wrap(t.inviteMessage(), note, w)))*lineGap(th, 20, 14)
	if v.hasSeat {
		h += seatGap(th) + inviteRow(th) + lineGap(th, 20, 14)*2
	}
	return h
}

// seatGap is the room between the invitations and this screen's seat,
// the rule between them in its middle.
func seatGap(th *ui.Theme) float64 { return 28 * th.U }

// layoutInvite places the invite overlay's parts in the body: the code
// beside the links on a wide screen, above them on a tall one, made
// smaller where the links need the room.
func (t *Screen) layoutInvite(th *ui.Theme, body ui.Rect) {
	u := th.U
	v := &t.overlay.invite
	v.links, v.notes = t.inviteLinks(), t.elsewhere()
	v.seat, v.hasSeat = t.ownSeat()
	v.text, v.qr = body, ui.Rect{}
	if len(v.links) > 0 {
		if body.W > body.H {
			q := min(body.H, 280*u)
			v.qr = ui.Rect{X: body.X, Y: body.Y, W: q, H: q}
			v.text = ui.Rect{X: body.X + q + 24*u, Y: body.Y, W: body.W - q - 24*u, H: body.H}
		} else {
			need := t.inviteTextHeight(th, body.W)
			q := max(min(body.W*0.7, body.H*0.45, body.H-14*u-need), min(body.W*0.7, 120*u))
			v.qr = ui.Rect{X: body.X + (body.W-q)/2, Y: body.Y, W: q, H: q}
			v.text = ui.Rect{X: body.X, Y: body.Y + q + 14*u, W: body.W, H: body.H - q - 14*u}
		}
	}
	y := v.text.Y
	bw, bh := 84*u, inviteRow(th)
	place := func(l *inviteLink) {
		l.copy = ui.Button{Label: "Copy", Rect: ui.Rect{X: v.text.Right() - bw, Y: y, W: bw, H: bh}}
		l.text = ui.Rect{X: v.text.X, Y: y, W: v.text.W - bw - 10*u, H: bh}
		y += bh + 10*u
	}
	for i := range v.links {
		place(&v.links[i])
	}
	if v.hasSeat {
		y = v.text.Y + t.inviteTextHeight(th, v.text.W) - inviteRow(th) - lineGap(th, 20, 14)*2
		place(&v.seat)
	}
}

// updateInvite handles a click on a Copy button.
func (t *Screen) updateInvite(in *ui.Input) {
	v := &t.overlay.invite
	links := v.links
	if v.hasSeat {
		links = append(links[:len(links):len(links)], v.seat)
	}
	for _, l := range links {
		if l.copy.Clicked(in) {
			t.copyLink(l)
		}
	}
}

// copyLink copies l, and says where it is, or why it could not be
// copied: a Copy button's click, the canvas's or the screen reader's.
func (t *Screen) copyLink(l inviteLink) {
	if where, err := t.host.Copy(l.Link); err != nil {
		t.overlay.message = "The link could not be copied: " + err.Error() + ". Select it below."
	} else {
		t.overlay.message = strings.TrimPrefix(l.Name, "Invite for ") + ": the link is " + where + "."
	}
}

// drawInvite draws the invite overlay's body: what is happening, the QR
// code of the first link, the links, the seats whose invites are
// elsewhere, and apart this screen's own seat.
func (t *Screen) drawInvite(dst *ebiten.Image, th *ui.Theme, in *ui.Input, body ui.Rect) {
	u := th.U
	v := &t.overlay.invite
	msg := t.inviteMessage()
	if t.room == nil {
		face := th.Face(ui.Regular, 16)
		for i, l := range th.Wrap(msg, face, body.W) {
			th.Text(dst, l, face, body.X, body.Y+float64(i)*lineGap(th, 24, 16), ui.TopLeft, ui.MutedColor)
		}
		return
	}
	if len(v.links) > 0 {
		v.code.Draw(dst, v.links[0].Link, v.qr)
	}
	for i := range v.links {
		drawInviteLink(dst, th, in, &v.links[i])
	}
	y := v.text.Y + float64(len(v.links))*(inviteRow(th)+10*u)
	face := th.Face(ui.Regular, 14)
	for _, n := range v.notes {
		for _, l := range th.Wrap(n, face, v.text.W) {
			th.Text(dst, l, face, v.text.X, y, ui.TopLeft, ui.MutedColor)
			y += lineGap(th, 20, 14)
		}
	}
	y += 12 * u
	for _, l := range th.Wrap(msg, face, v.text.W) {
		th.Text(dst, l, face, v.text.X, y, ui.TopLeft, ui.AccentColor)
		y += lineGap(th, 20, 14)
	}
	if v.hasSeat {
		rule := v.seat.text.Y - seatGap(th)/2
		th.FillRect(dst, ui.Rect{X: v.text.X, Y: rule, W: v.text.W, H: max(1, u)}, ui.PanelEdgeColor)
		drawInviteLink(dst, th, in, &v.seat)
		words := "Keep it to yourself: whoever opens it plays your seat."
		y := v.seat.copy.Rect.Bottom() + 6*u
		for _, l := range th.Wrap(words, face, v.text.W) {
			th.Text(dst, l, face, v.text.X, y, ui.TopLeft, ui.MutedColor)
			y += lineGap(th, 20, 14)
		}
	}
}

// drawInviteLink draws a link's name, the link (cut short to its row) and
// its Copy button.
func drawInviteLink(dst *ebiten.Image, th *ui.Theme, in *ui.Input, l *inviteLink) {
	small := th.Face(ui.Regular, 12)
	name, face := th.FitText(l.Name, ui.Bold, 15, l.text.W)
	th.Text(dst, name, face, l.text.X, l.text.Y, ui.TopLeft, ui.TextColor)
	th.Text(dst, th.Clip(l.Link, small, l.text.W), small, l.text.X, l.text.Y+linkLine(th), ui.TopLeft, ui.MutedColor)
	drawSmallButton(dst, th, in, &l.copy)
}

// linkLine is how far below a link's name the link stands.
func linkLine(th *ui.Theme) float64 { return max(20*th.U, th.Face(ui.Bold, 15).Size*1.25) }

// targets names the Copy buttons ("copy:invite:2", "copy:watch",
// "copy:seat") and the QR code.
func (v *inviteView) targets(tg ui.Targets) {
	for _, l := range v.links {
		tg["copy:"+l.Key] = l.copy.Rect
	}
	if v.hasSeat {
		tg["copy:seat"] = v.seat.copy.Rect
	}
	if v.qr.W > 0 {
		tg["qr"] = v.qr
	}
}

// probe describes the invite overlay for tests: the QR code's link, and
// each link offered ("watch" and its link), this screen's seat last.
func (v *inviteView) probe() map[string]any {
	qr := ""
	if len(v.links) > 0 && v.qr.W > 0 {
		qr = v.links[0].Link
	}
	var links []map[string]string
	for _, l := range v.links {
		links = append(links, map[string]string{"key": l.Key, "name": l.Name, "link": l.Link})
	}
	st := map[string]any{"qr": qr, "links": links, "notes": v.notes}
	if v.hasSeat {
		st["seat"] = v.seat.Link
	}
	return st
}
