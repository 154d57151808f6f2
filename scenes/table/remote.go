package table

import (
	"errors"
	"fmt"

	"parlor/game"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/perf"
	"parlor/scenes/ui"
)

// Remote is a table's place at a room on a game server: the session —
// the connection, which comes back by itself after a drop, and the
// mirror of the room's match, kept in step with the server's events —
// and the site it is on. The table plays every event through the
// session, as it plays a local move through its match.
type Remote struct {
	s    *client.Session
	tab  *client.Mirror // the session's
	site string
	// created is what the server made, when this table made the room
	// (or holds its seat, Held): the invites of the open seats and the
	// spectators' token.
	created protocol.ServerMessage
}

// errClosed says the connection was closed for good.
var errClosed = errors.New("the connection to the game server is closed")

// NewRemote makes the remote of a seat opened on site's server.
func NewRemote(s *client.Session, site string) *Remote {
	return &Remote{s: s, tab: s.Mirror(), site: site, created: s.Created}
}

// Close closes the connection.
func (r *Remote) Close() { r.s.Close() }

// link is the link of kind to key on the remote's site.
func (r *Remote) link(kind, key string) string {
	return client.Link{Site: r.site, Kind: kind, Key: key}.String()
}

// invites are the invites of the seats left open, by seat, where this
// device knows them: the one that made the room (or holds its seat in
// it, Held). The server keeps them hashed, so no one else can.
func (r *Remote) invites() map[int]string { return r.created.Invites }

// watch is the spectators' token: every welcome carries it (and the
// creator's created message).
func (r *Remote) watch() string {
	if r.tab.Watch != "" {
		return r.tab.Watch
	}
	return r.created.Watch
}

// openSeats are the seats still waiting for their person, in turn order.
func (r *Remote) openSeats() []int {
	var open []int
	for i, p := range r.tab.Players {
		if p.Kind == online.KindOpen {
			open = append(open, i)
		}
	}
	return open
}

// seatName is what seat p is called at the table: its person's name, or
// the seat's.
func (r *Remote) seatName(p int) string {
	if p >= 0 && p < len(r.tab.Players) {
		if n := r.tab.Players[p].Player; n != "" {
			return n
		}
		return r.tab.Players[p].Name
	}
	return ""
}

// seatNames are what each seat is called at the table (seatName).
func (r *Remote) seatNames() []string {
	names := make([]string, len(r.tab.Players))
	for i := range names {
		names[i] = r.seatName(i)
	}
	return names
}

// receive plays what the server sent since the last tick.
func (r *Remote) receive(t *Screen) {
	for range 64 {
		select {
		case m, ok := <-r.s.Incoming():
			if !ok {
				r.s.Take(client.Message{Down: errClosed})
				return
			}
			t.take(r, m)
		default:
			return
		}
	}
}

// take plays one message of the server on the table. A move shown ahead
// is taken back first; when the server's event is that move, the board
// does not change; when it is not, or the server refused the move, the
// board goes back to the room's game and says why.
func (t *Screen) take(r *Remote, m client.Message) {
	n := r.s.AheadFrom()
	shown := t.match.At(n) // the board before any move shown ahead
	u := r.s.Take(m)
	t.match = r.s.Match()
	switch {
	case u.Down:
		perf.Mark("online:down")
	case u.Type == protocol.TypeWelcome:
		perf.Mark("online:live")
	}
	switch {
	case u.Down || u.Type == protocol.TypeAck:
		return
	case u.Broken != nil && u.Type == protocol.TypeError: // the seat refused after a reconnect
		t.flash(ui.Sentence(u.Broken.Error()) + ".")
		return
	case u.Broken != nil:
		t.view.Reset(t.match.State())
		t.log.refresh(t.match)
		t.flash("This game is out of step with the server (" + u.Broken.Error() + "): open it again from the menu.")
		return
	case u.Restarted: // a rematch, or a server that lost its place
		t.Join(r)
		if u.Rematch {
			t.flash("The rematch: same seats, new dice and tiles.")
		}
		return
	case u.Kept:
		return
	}
	switch u.Type {
	case protocol.TypeWelcome, protocol.TypeEvent, protocol.TypeError:
		t.took(r, u, shown, n)
	default:
		t.takeNews(r, u)
	}
}

// took shows what the room's events did on the board.
func (t *Screen) took(r *Remote, u client.Update, shown game.State, n int) {
	was := u.Ahead >= 0
	undone := false
	for _, e := range u.Played {
		undone = undone || e.Kind == online.KindUndo
	}
	switch {
	case undone || (was && !u.Confirmed):
		t.stopThinking()
		t.clearHint()
		t.view.Reset(t.match.State())
		t.log.refresh(t.match)
		t.log.follow = true
		r.save(t)
	case u.Confirmed && t.match.Plies() == n+1:
		t.log.stale = true
	case u.Confirmed:
		t.cue(t.show(t.match.At(n+1), n+1))
	case t.match.Plies() > n:
		t.cue(t.show(shown, n))
	case len(u.Played) > 0: // a resignation or a draw: nothing moves on the board
		t.log.stale = true
		t.note = note{} // a note of the game under way ("You offered a draw…") is over too
		t.stopThinking()
		t.clearHint()
	}
	if u.Refused != nil {
		if !was {
			t.view.Reset(t.match.State())
		}
		t.flash(ui.Sentence(u.Refused.Message) + ".")
	}
	t.closeStaleQuestion(r)
}

// closeStaleQuestion closes the question of an undo or a draw once no one
// is asking any more (a move dropped the request, or it was settled).
func (t *Screen) closeStaleQuestion(r *Remote) {
	if t.overlay.kind == askOverlay && r.tab.Asking < 0 {
		t.overlay.kind = noOverlay
	}
}

// takeNews shows a message that is not the game's: who sits where, an
// undo asked or refused, the end, the next game.
func (t *Screen) takeNews(r *Remote, u client.Update) {
	if u.Unsent != nil {
		t.flash("The rematch opens when the connection is back.")
	}
	switch u.Type {
	case protocol.TypeEnd:
		if w := r.ratingsWords(); w != "" {
			t.flash(w)
		}
	case protocol.TypeUndoAsked:
		if u.By != nil && *u.By != r.tab.Seat && r.tab.Seat >= 0 {
			t.overlay.open(askOverlay)
		}
	case protocol.TypeUndoRefused:
		t.closeStaleQuestion(r)
		switch {
		case u.By != nil && u.Offer == online.KindDraw:
			t.flash(r.seatName(*u.By) + " said no to a draw: play on.")
		case u.By != nil:
			t.flash(r.seatName(*u.By) + " said no: the move stands.")
		}
	}
}

// play plays a move of this seat on the server: the engine checks it
// first; a move that sets off no chance shows at once, ahead of the
// server, and one that does waits for the server's dice or tiles.
func (r *Remote) play(t *Screen, mv game.Move) {
	before, n := t.match.State(), t.match.Plies()
	shown, _, err := r.s.Play(mv)
	if err != nil {
		t.flash(ui.Sentence(err.Error()))
		return
	}
	if !shown {
		t.view.Reset(before)
		return
	}
	t.cue(t.show(before, n))
}

// state describes the table's place at the room, for tests and the page
// hook: the seat, the last event, the connection, what is pending, who
// sits where and the links.
func (r *Remote) state() map[string]any {
	st := map[string]any{"room": r.tab.Room, "seat": r.tab.Seat, "n": r.tab.N, "down": r.s.Down() != nil,
		"pending": r.s.InFlight(), "ahead": r.s.Ahead(), "asking": r.tab.Asking, "over": r.tab.End != nil,
		"rated": r.tab.Rated, "ratings": r.ratingsWords()}
	var players []string
	for i := range r.tab.Players {
		word, _ := r.seatState(i)
		players = append(players, r.tab.Players[i].Name+":"+r.seatName(i)+":"+word)
	}
	st["players"] = players
	links := map[string]string{}
	for i, key := range r.invites() {
		links[fmt.Sprintf("invite:%d", i+1)] = r.link(client.LinkJoin, key)
	}
	if w := r.watch(); w != "" {
		links["watch"] = r.link(client.LinkWatch, w)
	}
	if r.tab.Token != "" {
		links["seat"] = r.link(client.LinkSeat, r.tab.Token)
	}
	st["links"] = links
	if err := r.s.Broken(); err != nil {
		st["broken"] = err.Error()
	}
	return st
}
