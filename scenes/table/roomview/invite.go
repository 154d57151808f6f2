// Package roomview holds the table's screens of its room on a game
// server that draw (the room's words and requests are scenes/table/room):
// the panel's AT THE TABLE section (AtTable) and the invite overlay's
// body (Invite) — the links to hand out, each with its Copy button, and
// a QR code. It reads the room and knows nothing of the table: the table
// lays these screens out where its panel and overlay say, with what of
// its own they show (a seat's mark, its clock), hands them its clicks
// and acts on what they report.
package roomview

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// Links are the links the invite overlay offers to others (the room's
// InviteLinks), with their Copy buttons; none before the room is made
// (r nil).
func Links(r *room.Room) []Link {
	if r == nil {
		return nil
	}
	var links []Link
	for _, l := range r.InviteLinks() {
		links = append(links, Link{Invite: l})
	}
	return links
}

// OwnSeat is the link to this screen's seat at r, to carry on from
// another device of one's own: never an invitation, shown apart from
// them.
func OwnSeat(r *room.Room) (Link, bool) {
	if r == nil {
		return Link{}, false
	}
	l, ok := r.OwnSeat()
	return Link{Invite: l}, ok
}

// Elsewhere are the lines for the open seats whose invites this device
// does not know (the room's Elsewhere); none before the room is made.
func Elsewhere(r *room.Room) []string {
	if r == nil {
		return nil
	}
	return r.Elsewhere()
}

// InviteTitle is the invite overlay's title: an invitation to play while
// there is one to hand out here, else to watch.
func InviteTitle(r *room.Room) string {
	if r == nil || r.InvitesHere() {
		return "Invite your friends"
	}
	return "Invite someone to watch"
}

// InviteMessage is what the invite overlay says under its links: said, what
// happened last (a link copied, the room being made), else what to do
// with the links.
func InviteMessage(r *room.Room, said string) string {
	if said != "" || r == nil {
		return said
	}
	if r.InvitesHere() {
		return "Send each friend their link, or let them scan the code: the game starts as they join."
	}
	if len(r.OpenSeats()) == 0 {
		return "Everyone is seated. Send the watch link, or let them scan the code, to anyone who wants to follow the game."
	}
	return "Send the watch link, or let them scan the code, to anyone who wants to follow the game."
}

// Owner says whose link l is: "Yellow's link", "the watch link", "your
// seat's link".
func Owner(l room.Invite) string {
	switch {
	case l.Key == "watch":
		return "the watch link"
	case l.Key == "seat":
		return "your seat's link"
	}
	return strings.TrimPrefix(l.Name, "Invite for ") + "'s link"
}

// CopyLabel is the label of l's Copy button: "Copy Yellow's link".
func CopyLabel(l room.Invite) string { return "Copy " + Owner(l) }

// Link is one link of the invite overlay, with its Copy button.
type Link struct {
	room.Invite
	copy ui.Button
	text ui.Rect
}

// Invite is the invite overlay's body, as laid out: the QR code of the
// first link, the links, each with its Copy button, the open seats whose
// invites are elsewhere, the message, and apart under a rule this
// screen's own seat.
type Invite struct {
	qr      ui.Rect
	code    ui.QR // the first link's QR code
	links   []Link
	notes   []string // the open seats whose invites are elsewhere
	text    ui.Rect  // the column of links and words
	seat    Link     // this screen's seat, when it has one
	hasSeat bool
}

// inviteRow is the height of a link's row: its name, the link and room
// for its Copy button.
func inviteRow(th *ui.Theme) float64 {
	return max(th.Tap(30), linkLine(th)+th.Face(ui.Regular, 12).Size*1.3)
}

// textHeight is how tall the column of links and words is, w wide, msg
// the message under the links.
func (v *Invite) textHeight(th *ui.Theme, msg string, w float64) float64 {
	u := th.U
	h := float64(len(v.links)) * (inviteRow(th) + 10*u)
	note := th.Face(ui.Regular, 14)
	for _, n := range v.notes {
		h += float64(len(th.Wrap(n, note, w))) * th.LineGap(20, 14)
	}
	h += 12*u + float64(len(th.Wrap(msg, note, w)))*th.LineGap(20, 14)
	if v.hasSeat {
		h += seatGap(th) + inviteRow(th) + th.LineGap(20, 14)*2
	}
	return h
}

// seatGap is the room between the invitations and this screen's seat,
// the rule between them in its middle.
func seatGap(th *ui.Theme) float64 { return 28 * th.U }

// Layout places the invite overlay's parts for room r in body, msg the
// message under the links (InviteMessage): the code beside the links on a
// wide screen, above them on a tall one, made smaller where the links
// need the room.
func (v *Invite) Layout(th *ui.Theme, r *room.Room, msg string, body ui.Rect) {
	u := th.U
	v.links, v.notes = Links(r), Elsewhere(r)
	v.seat, v.hasSeat = OwnSeat(r)
	v.text, v.qr = body, ui.Rect{}
	if len(v.links) > 0 {
		if body.W > body.H {
			q := min(body.H, 280*u)
			v.qr = ui.Rect{X: body.X, Y: body.Y, W: q, H: q}
			v.text = ui.Rect{X: body.X + q + 24*u, Y: body.Y, W: body.W - q - 24*u, H: body.H}
		} else {
			need := v.textHeight(th, msg, body.W)
			q := max(min(body.W*0.7, body.H*0.45, body.H-14*u-need), min(body.W*0.7, 120*u))
			v.qr = ui.Rect{X: body.X + (body.W-q)/2, Y: body.Y, W: q, H: q}
			v.text = ui.Rect{X: body.X, Y: body.Y + q + 14*u, W: body.W, H: body.H - q - 14*u}
		}
	}
	y := v.text.Y
	bw, bh := 84*u, inviteRow(th)
	place := func(l *Link) {
		l.copy = ui.Button{Label: "Copy", Rect: ui.Rect{X: v.text.Right() - bw, Y: y, W: bw, H: bh}}
		l.text = ui.Rect{X: v.text.X, Y: y, W: v.text.W - bw - 10*u, H: bh}
		y += bh + 10*u
	}
	for i := range v.links {
		place(&v.links[i])
	}
	if v.hasSeat {
		y = v.text.Y + v.textHeight(th, msg, v.text.W) - inviteRow(th) - th.LineGap(20, 14)*2
		place(&v.seat)
	}
}

// Clicked is the link whose Copy button was clicked, if one was.
func (v *Invite) Clicked(in *ui.Input) (room.Invite, bool) {
	links := v.links
	if v.hasSeat {
		links = append(links[:len(links):len(links)], v.seat)
	}
	for _, l := range links {
		if l.copy.Clicked(in) {
			return l.Invite, true
		}
	}
	return room.Invite{}, false
}

// Draw draws the invite overlay's body as Layout placed it for room r
// and msg: what is happening (alone before the room is made), the QR
// code of the first link, the links, the seats whose invites are
// elsewhere, and apart this screen's own seat.
func (v *Invite) Draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input, r *room.Room, msg string, body ui.Rect) {
	u := th.U
	if r == nil {
		face := th.Face(ui.Regular, 16)
		for i, l := range th.Wrap(msg, face, body.W) {
			th.Text(dst, l, face, body.X, body.Y+float64(i)*th.LineGap(24, 16), ui.TopLeft, ui.MutedColor)
		}
		return
	}
	if len(v.links) > 0 {
		v.code.Draw(dst, v.links[0].Link, v.qr)
	}
	for i := range v.links {
		drawLink(dst, th, in, &v.links[i])
	}
	y := v.text.Y + float64(len(v.links))*(inviteRow(th)+10*u)
	face := th.Face(ui.Regular, 14)
	for _, n := range v.notes {
		for _, l := range th.Wrap(n, face, v.text.W) {
			th.Text(dst, l, face, v.text.X, y, ui.TopLeft, ui.MutedColor)
			y += th.LineGap(20, 14)
		}
	}
	y += 12 * u
	for _, l := range th.Wrap(msg, face, v.text.W) {
		th.Text(dst, l, face, v.text.X, y, ui.TopLeft, ui.AccentColor)
		y += th.LineGap(20, 14)
	}
	if v.hasSeat {
		rule := v.seat.text.Y - seatGap(th)/2
		th.FillRect(dst, ui.Rect{X: v.text.X, Y: rule, W: v.text.W, H: max(1, u)}, ui.PanelEdgeColor)
		drawLink(dst, th, in, &v.seat)
		words := "Keep it to yourself: whoever opens it plays your seat."
		y := v.seat.copy.Rect.Bottom() + 6*u
		for _, l := range th.Wrap(words, face, v.text.W) {
			th.Text(dst, l, face, v.text.X, y, ui.TopLeft, ui.MutedColor)
			y += th.LineGap(20, 14)
		}
	}
}

// drawLink draws a link's name, the link (cut short to its row) and
// its Copy button.
func drawLink(dst *ebiten.Image, th *ui.Theme, in *ui.Input, l *Link) {
	small := th.Face(ui.Regular, 12)
	name, face := th.FitText(l.Name, ui.Bold, 15, l.text.W)
	th.Text(dst, name, face, l.text.X, l.text.Y, ui.TopLeft, ui.TextColor)
	th.Text(dst, th.Clip(l.Link, small, l.text.W), small, l.text.X, l.text.Y+linkLine(th), ui.TopLeft, ui.MutedColor)
	l.copy.DrawSmall(dst, th, in)
}

// linkLine is how far below a link's name the link stands.
func linkLine(th *ui.Theme) float64 { return max(20*th.U, th.Face(ui.Bold, 15).Size*1.25) }

// Targets names the Copy buttons ("copy:invite:2", "copy:watch",
// "copy:seat") and the QR code.
func (v *Invite) Targets(tg ui.Targets) {
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

// Probe describes the invite overlay for tests: the QR code's link, and
// each link offered ("watch" and its link), this screen's seat last.
func (v *Invite) Probe() map[string]any {
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
