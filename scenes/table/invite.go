package table

import (
	"context"

	"parlor/game/catalog"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/scenes/prefs"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// Invite is the seat word of WHO PLAYS for a person on another device,
// invited by a link.
const Invite = "invite"

// opening is a room being made on the server, in the background.
type opening struct {
	done chan openResult
}

// openResult is what the server made of a create, or why it could not.
type openResult struct {
	op  *client.Session
	err error
}

// inviting reports whether the next game has a seat for a person on
// another device.
func (t *Screen) inviting() bool {
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
func (t *Screen) createSpecs() []string {
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

// askName asks the one who starts a game online for the name the others
// will see, as the join screen asks who joins (NameField): the name
// overlay, whose button starts the game.
func (t *Screen) askName() {
	t.overlay.open(nameOverlay)
	t.overlay.name = NameField{Name: t.host.Load(prefs.NameKey), Typing: true}
}

// Invite starts the next game online at once when WHO PLAYS invites a
// seat, as New game does then: the room is made on the page's server
// (the name asked first if none is kept) and the Invite screen hands out
// its links. The lobby's private tables start so.
func (t *Screen) Invite() {
	if t.inviting() {
		t.newGame(true)
	}
}

// named keeps the name typed in the name overlay and starts the game
// online.
func (t *Screen) named() {
	name, err := KeepName(t.host, t.overlay.name.Name)
	t.overlay.kind = noOverlay
	if err != nil {
		t.flash("Your name could not be kept: " + ui.Sentence(err.Error()) + ".")
	}
	t.leave()
	t.goOnline()
	if name == "" {
		t.overlay.message = "Starting the online game, under your seat's name…"
	}
}

// goOnline makes a room for the next game on the page's server, in the
// background; the invite overlay shows it being made, then its links.
func (t *Screen) goOnline() {
	site := t.host.Base()
	msg := client.Create(online.Spec{Game: t.pending.String(), Seats: t.createSpecs(), Name: t.host.Load(prefs.NameKey),
		Helps: t.host.Load(prefs.HelpsKey) == "on", Clock: loadClock(t.host.Load(prefs.ClockKey))})
	op := &opening{done: make(chan openResult, 1)}
	games := catalog.Catalog{t.pending.Game()} // the room plays the table's game
	go func() {
		o, err := client.OpenAs(context.Background(), site, games, t.host.Load(client.ProfileKey(site)), msg)
		op.done <- openResult{o, err}
	}()
	t.opening = op
	t.overlay.open(inviteOverlay)
	t.overlay.message = "Starting the online game…"
}

// opened takes the room made in the background, once it is made.
func (t *Screen) opened() {
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
		t.overlay.message = room.CannotOpen(res.err)
		return
	}
	t.keep(prefs.SettingsKey(t.pending.Game().ID), t.pending.String(), "your settings")
	t.Join(room.New(res.op, t.host.Base()))
	if t.overlay.kind == inviteOverlay {
		t.overlay.open(inviteOverlay)
	}
}

// Join seats the table at a room: from now on its match mirrors the
// room's, every move goes through the server, and the seat is kept so
// that the menu lists it.
func (t *Screen) Join(r *room.Room) {
	if t.room != nil && t.room != r {
		t.room.Close()
	}
	t.drv, t.room = remote{r}, r
	tab := r.Mirror()
	t.match, t.browsing, t.note = tab.Match, -1, note{}
	t.pending = t.match.Options()
	t.stopThinking()
	t.hint, t.computer.cannotThinkAt = "", -1
	t.analysis.on = tab.Helps && t.host.Load(prefs.ValuesKey) == "on"
	t.view.Reset(t.match.State())
	t.log = moveLog{follow: true}
	t.log.refresh(t.match)
	t.save()
	token := tab.Token
	if token == "" {
		token = r.Watch()
	}
	if len(r.Invites()) == 0 { // a seat come back to: the invites, if this device made the room
		for _, h := range room.LoadHeld(t.host) {
			if h.Room == tab.Room && h.Site == r.Site() && h.Token == token {
				r.Recall(h.Invites)
			}
		}
	}
	if token != "" {
		held := room.Held{Room: tab.Room, Site: r.Site(), Token: token, Seat: tab.Seat, Game: t.match.Options().String(), Invites: r.Invites()}
		if err := room.Hold(t.host, held); err != nil {
			t.flash(notKept("your seat in this game", err))
		}
		kind := client.LinkSeat
		if tab.Seat < 0 {
			kind = client.LinkWatch
		}
		t.keep(prefs.HereKey, r.Link(kind, token), "your place in this game")
	}
}

// leave takes the table off its room (the seat stays held), and lets go
// of a room being made: its connection is closed once it is made.
func (t *Screen) leave() {
	if t.room != nil {
		t.room.Close()
	}
	t.drv, t.room = here{}, nil
	if o := t.opening; o != nil {
		t.opening = nil
		go func() {
			if r := <-o.done; r.err == nil {
				r.op.Close()
			}
		}()
	}
}
