package table

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"rsc.io/qr"

	"parlor/game/catalog"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/scenes/ui"
)

// Invite is the seat word of WHO PLAYS for a person on another device,
// invited by a link.
const Invite = "invite"

// NoServer is what the table says when the page's site has no game server.
const NoServer = "Online play needs the Parlor server, and this page was served without it. " +
	"To play with friends on other devices, run it with go run ./wasm — see Playing online in the README."

// opening is a room being made on the server, in the background.
type opening struct {
	done chan openResult
}

// openResult is what the server made of a create, or why it could not.
type openResult struct {
	op  client.Opened
	err error
}

// inviting reports whether the next game has a seat for a person on
// another device.
func (t *Table) inviting() bool {
	n := min(len(t.pending.Seats()), len(t.computer.seats))
	for _, w := range t.computer.seats[:n] {
		if w == Invite {
			return true
		}
	}
	return false
}

// createSpecs are the create message's seats for the next game: the first
// person at this screen plays here, every other person's seat and every
// invited one gets an invite, the computer's seats their level.
func (t *Table) createSpecs() []string {
	n := min(len(t.pending.Seats()), len(t.computer.seats))
	specs := make([]string, n)
	you := false
	for i, w := range t.computer.seats[:n] {
		switch {
		case w == catalog.Person && !you:
			specs[i], you = online.SeatYou, true
		case w == catalog.Person || w == Invite:
			specs[i] = online.SeatInvite
		default:
			specs[i] = w
		}
	}
	if !you { // no one plays here: the first invited seat is this screen's
		for i, s := range specs {
			if s == online.SeatInvite {
				specs[i] = online.SeatYou
				break
			}
		}
	}
	return specs
}

// goOnline makes a room for the next game on the page's server, in the
// background; the invite overlay shows it being made, then its links.
func (t *Table) goOnline() {
	site := t.host.Base()
	msg := online.ClientMessage{Type: online.TypeCreate, Game: t.pending.String(), Seats: t.createSpecs(), Name: t.host.Load(NameKey),
		Helps: t.host.Load(HelpsKey) == "on"}
	op := &opening{done: make(chan openResult, 1)}
	go func() {
		o, err := client.Open(context.Background(), site, msg)
		op.done <- openResult{o, err}
	}()
	t.opening = op
	t.overlay.open(inviteOverlay)
	t.overlay.message = "Starting the online game…"
}

// opened takes the room made in the background, once it is made.
func (t *Table) opened() {
	if t.opening == nil {
		return
	}
	var res openResult
	select {
	case res = <-t.opening.done:
	default:
		return
	}
	t.opening = nil
	if res.err != nil {
		t.overlay.message = CannotOpen(res.err)
		return
	}
	t.keep(SettingsKey(t.pending.Game().ID), t.pending.String(), "your settings")
	t.Join(NewRemote(res.op, t.host.Base()))
	if t.overlay.kind == inviteOverlay {
		t.overlay.open(inviteOverlay)
	}
}

// CannotOpen says why an online game could not start or open, in the
// player's words.
func CannotOpen(err error) string {
	var e *online.Error
	switch {
	case errors.Is(err, client.ErrNoServer):
		return NoServer
	case errors.As(err, &e):
		return "The game server says: " + ui.Sentence(e.Message) + "."
	}
	return "The online game could not be opened: " + ui.Sentence(err.Error()) + "."
}

// Join seats the table at a room: from now on its match mirrors the
// room's, every move goes through the server, and the seat is kept so
// that the menu lists it.
func (t *Table) Join(r *Remote) {
	if t.remote != nil && t.remote != r {
		t.remote.Close()
	}
	t.remote = r
	t.match, t.review, t.note = r.tab.Match, -1, note{}
	t.pending = t.match.Options()
	t.stopThinking()
	t.hint, t.computer.cannotThinkAt = "", -1
	t.analysis.on = r.tab.Helps && t.host.Load(ValuesKey) == "on"
	t.view.Reset(t.match.State())
	t.log = moveLog{follow: true}
	t.log.refresh(t.match)
	t.saveRemote()
	token := r.tab.Token
	if token == "" {
		token = r.created.Watch
	}
	if token != "" {
		held := Held{Room: r.tab.Room, Site: r.site, Token: token, Seat: r.tab.Seat, Game: t.match.Options().String()}
		if err := Hold(t.host, held); err != nil {
			t.flash(notKept("your seat in this game", err))
		}
		kind := client.LinkSeat
		if r.tab.Seat < 0 {
			kind = client.LinkWatch
		}
		t.keep(HereKey, r.link(kind, token), "your place in this game")
	}
}

// leave takes the table off its room (the seat stays held), and lets go
// of a room being made: its connection is closed once it is made.
func (t *Table) leave() {
	if t.remote != nil {
		t.remote.Close()
		t.remote = nil
	}
	if o := t.opening; o != nil {
		t.opening = nil
		go func() {
			if r := <-o.done; r.err == nil {
				r.op.Conn.Close()
			}
		}()
	}
}

// inviteLinks are the links the invite overlay shows: an invite for each
// open seat, the seat of this screen (to come back on another device) and
// the spectators'.
func (t *Table) inviteLinks() []inviteLink {
	r := t.remote
	if r == nil {
		return nil
	}
	var links []inviteLink
	for _, i := range r.openSeats() {
		if key := r.created.Invites[i]; key != "" {
			links = append(links, inviteLink{name: fmt.Sprintf("Invite for %s", r.tab.Players[i].Name), key: fmt.Sprintf("invite:%d", i+1), link: r.link(client.LinkJoin, key)})
		}
	}
	if r.created.Watch != "" {
		links = append(links, inviteLink{name: "To watch", key: "watch", link: r.link(client.LinkWatch, r.created.Watch)})
	}
	if r.tab.Seat >= 0 && r.tab.Token != "" {
		links = append(links, inviteLink{name: "Your seat, on another device", key: "seat", link: r.link(client.LinkSeat, r.tab.Token)})
	}
	return links
}

// inviteLink is one link of the invite overlay, with its Copy button.
type inviteLink struct {
	name, key, link string
	copy            ui.Button
	text            ui.Rect
}

// inviteView is the invite overlay's layout: the QR code of the first
// link and the links, each with its Copy button.
type inviteView struct {
	qr      ui.Rect
	qrFor   string
	qrImage *ebiten.Image
	links   []inviteLink
}

// layoutInvite places the invite overlay's parts in the body.
func (t *Table) layoutInvite(th *ui.Theme, body ui.Rect) {
	u := th.U
	v := &t.overlay.invite
	v.links = t.inviteLinks()
	text := body
	v.qr = ui.Rect{}
	if len(v.links) > 0 {
		if body.W > body.H {
			q := min(body.H, 280*u)
			v.qr = ui.Rect{X: body.X, Y: body.Y, W: q, H: q}
			text = ui.Rect{X: body.X + q + 24*u, Y: body.Y, W: body.W - q - 24*u, H: body.H}
		} else {
			q := min(body.W*0.7, body.H*0.45)
			v.qr = ui.Rect{X: body.X + (body.W-q)/2, Y: body.Y, W: q, H: q}
			text = ui.Rect{X: body.X, Y: body.Y + q + 14*u, W: body.W, H: body.H - q - 14*u}
		}
	}
	y := text.Y
	bw, bh := 84*u, max(th.Tap(30), linkLine(th)+th.Face(ui.Regular, 12).Size*1.3)
	for i := range v.links {
		l := &v.links[i]
		l.copy = ui.Button{Label: "Copy", Rect: ui.Rect{X: text.Right() - bw, Y: y, W: bw, H: bh}}
		l.text = ui.Rect{X: text.X, Y: y, W: text.W - bw - 10*u, H: bh}
		y += bh + 10*u
	}
}

// updateInvite handles a click on a Copy button.
func (t *Table) updateInvite(in *ui.Input) {
	for _, l := range t.overlay.invite.links {
		if l.copy.Clicked(in) {
			if where, err := t.host.Copy(l.link); err != nil {
				t.overlay.message = "The link could not be copied: " + err.Error() + ". Select it below."
			} else {
				t.overlay.message = strings.TrimPrefix(l.name, "Invite for ") + ": the link is " + where + "."
			}
		}
	}
}

// drawInvite draws the invite overlay's body: what is happening, the QR
// code of the first link and the links.
func (t *Table) drawInvite(dst *ebiten.Image, th *ui.Theme, in *ui.Input, body ui.Rect) {
	u := th.U
	v := &t.overlay.invite
	msg := t.overlay.message
	if msg == "" && t.remote != nil {
		msg = "Send each friend their link, or let them scan the code: the game starts as they join."
		if len(t.remote.openSeats()) == 0 {
			msg = "Everyone is seated. Send the watch link to anyone who wants to follow the game."
		}
	}
	if len(v.links) == 0 {
		face := th.Face(ui.Regular, 16)
		for i, l := range th.Wrap(msg, face, body.W) {
			th.Text(dst, l, face, body.X, body.Y+float64(i)*lineGap(th, 24, 16), ui.TopLeft, ui.MutedColor)
		}
		return
	}
	t.drawQR(dst, v.links[0].link)
	small := th.Face(ui.Regular, 12)
	for i := range v.links {
		l := &v.links[i]
		name, face := th.FitText(l.name, ui.Bold, 15, l.text.W)
		th.Text(dst, name, face, l.text.X, l.text.Y, ui.TopLeft, ui.TextColor)
		shown := l.link
		for len(shown) > 8 {
			if w, _ := th.Measure(shown, small); w <= l.text.W {
				break
			}
			shown = shown[:len(shown)-4]
		}
		if shown != l.link {
			shown = strings.TrimSuffix(shown, "…") + "…"
		}
		th.Text(dst, shown, small, l.text.X, l.text.Y+linkLine(th), ui.TopLeft, ui.MutedColor)
		drawSmallButton(dst, th, in, &l.copy)
	}
	last := v.links[len(v.links)-1].copy.Rect.Bottom() + 12*u
	face := th.Face(ui.Regular, 14)
	for i, l := range th.Wrap(msg, face, v.links[0].text.W+v.links[0].copy.Rect.W) {
		th.Text(dst, l, face, v.links[0].text.X, last+float64(i)*lineGap(th, 20, 14), ui.TopLeft, ui.AccentColor)
	}
}

// linkLine is how far below a link's name the link stands.
func linkLine(th *ui.Theme) float64 { return max(20*th.U, th.Face(ui.Bold, 15).Size*1.25) }

// drawQR draws link's QR code in the QR square, white with a quiet zone,
// one module to a square of pixels.
func (t *Table) drawQR(dst *ebiten.Image, link string) {
	v := &t.overlay.invite
	if v.qrFor != link || v.qrImage == nil {
		code, err := qr.Encode(link, qr.M)
		if err != nil {
			return
		}
		const quiet = 4
		n := code.Size + 2*quiet
		pix := make([]byte, 4*n*n)
		for y := range n {
			for x := range n {
				c := byte(255)
				if code.Black(x-quiet, y-quiet) {
					c = 20
				}
				i := 4 * (y*n + x)
				pix[i], pix[i+1], pix[i+2], pix[i+3] = c, c, c, 255
			}
		}
		v.qrImage = ebiten.NewImage(n, n)
		v.qrImage.WritePixels(pix)
		v.qrFor = link
	}
	n := float64(v.qrImage.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	k := float64(int(v.qr.W / n)) // whole pixels a module: crisp for a camera
	if k < 1 {
		k = v.qr.W / n
	}
	op.GeoM.Scale(k, k)
	op.GeoM.Translate(v.qr.X+(v.qr.W-k*n)/2, v.qr.Y+(v.qr.H-k*n)/2)
	op.Filter = ebiten.FilterNearest
	dst.DrawImage(v.qrImage, op)
}

// inviteTargets names the Copy buttons: "copy:invite:2", "copy:watch".
func (v *inviteView) targets(tg ui.Targets) {
	for _, l := range v.links {
		tg["copy:"+l.key] = l.copy.Rect
	}
	if v.qr.W > 0 {
		tg["qr"] = v.qr
	}
}
