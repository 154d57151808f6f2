package table

import (
	"errors"
	"fmt"

	"parlor/game"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/scenes/perf"
	"parlor/scenes/ui"
)

// Remote is a table's place at a room on a game server: the connection,
// which comes back by itself after a drop, and the mirror of the room's
// match, kept in step with the server's events. The table plays every
// event through the mirror, as it plays a local move through its match.
type Remote struct {
	conn *client.Conn
	tab  *client.Table
	site string
	// created is what the server made, when this table made the room:
	// the invites of the open seats and the spectators' token.
	created online.ServerMessage

	down   error // the connection dropped and is being dialled again
	ahead  ahead // a move shown before the server has taken it
	broken error // the mirror is out of step with the server
}

// ahead is a move of this seat shown on the board before the server took
// it: only a move that sets off no dice or tiles, which the server alone
// draws.
type ahead struct {
	on    bool
	plies int    // the match's plies before it
	text  string // the move in the game's notation
}

// errClosed says the connection was closed for good.
var errClosed = errors.New("the connection to the game server is closed")

// NewRemote makes the remote of a seat opened on site's server.
func NewRemote(op client.Opened, site string) *Remote {
	return &Remote{conn: op.Conn, tab: op.Table, site: site, created: op.Created}
}

// Close closes the connection.
func (r *Remote) Close() { r.conn.Close() }

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
func (t *Table) receive() {
	r := t.remote
	if r == nil {
		return
	}
	for range 64 {
		select {
		case m, ok := <-r.conn.Incoming():
			if !ok {
				r.down = errClosed
				return
			}
			t.take(m)
		default:
			return
		}
	}
}

// take plays one message of the server on the table. A move shown ahead
// is taken back first; when the server's event is that move, the board
// does not change; when it is not, or the server refused the move, the
// board goes back to the room's game and says why.
func (t *Table) take(m client.Message) {
	r := t.remote
	if m.Down != nil {
		r.down = m.Down
		perf.Mark("online:down")
		return
	}
	switch m.Type {
	case online.TypeWelcome:
		r.down = nil
		perf.Mark("online:live")
	case online.TypeError:
		if r.down != nil && r.tab.Pending == nil { // the hello after a reconnect was refused
			r.down, r.broken = nil, errors.New(ui.Sentence(m.Message))
			t.flash(ui.Sentence(m.Message) + ".")
			return
		}
	case online.TypeAck: // the move's event tells the board; the ack only ends the wait
		r.tab.Apply(m.ServerMessage)
		return
	case online.TypeEvent:
	default:
		t.takeNews(m.ServerMessage)
		return
	}
	was := r.ahead
	if was.on && m.Type != online.TypeAck {
		r.tab.Match.Undo() // the move shown ahead: one ply, no chance after it
		r.ahead = ahead{}
	}
	shown, n := t.match.State(), t.match.Plies()
	if was.on {
		n = was.plies
	}
	mirror, room := r.tab.Match, r.tab.Room
	played, refused, err := r.tab.Apply(m.ServerMessage)
	t.match = r.tab.Match
	if err == nil && r.tab.Match != mirror { // the game from its start: a rematch, or a server that lost its place
		r.conn.Resume(r.tab.Token, r.tab.N)
		t.Join(r)
		if r.tab.Room != room {
			t.flash("The rematch: same seats, new dice and tiles.")
		}
		return
	}
	if err != nil {
		r.broken = err
		t.view.Reset(t.match.State())
		t.log.refresh(t.match)
		t.flash("This game is out of step with the server (" + err.Error() + "): open it again from the menu.")
		return
	}
	r.conn.Resume(r.tab.Token, r.tab.N)
	if mv, ok := r.tab.Resend(); ok {
		if r.conn.Send(mv) == nil && was.on && mv.Move == was.text && t.match.PlayText(was.text) == nil {
			r.ahead = was // shown again: the server has not answered it yet
		}
		return
	}
	confirmed := was.on && len(played) > 0 && played[0].Kind == online.KindMove && played[0].Seat == r.tab.Seat &&
		len(played[0].Lines) == 1 && played[0].Lines[0] == was.text
	undone := false
	for _, e := range played {
		undone = undone || e.Kind == online.KindUndo
	}
	switch {
	case undone || (was.on && !confirmed):
		t.stopThinking()
		t.clearHint()
		t.view.Reset(t.match.State())
		t.log.refresh(t.match)
		t.log.follow = true
		t.saveRemote()
	case confirmed && t.match.Plies() == n+1:
		t.log.stale = true
	case confirmed:
		t.cue(t.show(t.match.At(n+1), n+1))
	case t.match.Plies() > n:
		t.cue(t.show(shown, n))
	case len(played) > 0: // a resignation or a draw: nothing moves on the board
		t.log.stale = true
		t.note = note{} // a note of the game under way ("You offered a draw…") is over too
		t.stopThinking()
		t.clearHint()
	}
	if refused != nil {
		if !was.on {
			t.view.Reset(t.match.State())
		}
		t.flash(ui.Sentence(refused.Message) + ".")
	}
	t.closeStaleQuestion()
}

// closeStaleQuestion closes the question of an undo or a draw once no one
// is asking any more (a move dropped the request, or it was settled).
func (t *Table) closeStaleQuestion() {
	if t.overlay.kind == askOverlay && t.remote.tab.Asking < 0 {
		t.overlay.kind = noOverlay
	}
}

// takeNews takes a message that is not the game's: who sits where, an
// undo asked or refused, the end.
func (t *Table) takeNews(m online.ServerMessage) {
	r := t.remote
	if _, _, err := r.tab.Apply(m); err != nil {
		r.broken = err
		t.flash("This game is out of step with the server (" + err.Error() + "): open it again from the menu.")
		return
	}
	switch m.Type {
	case online.TypeUndoAsked:
		if m.By != nil && *m.By != r.tab.Seat && r.tab.Seat >= 0 {
			t.overlay.open(askOverlay)
		}
	case online.TypeNext:
		hello := online.ClientMessage{Type: online.TypeHello, Token: r.tab.Token}
		r.conn.Resume(r.tab.Token, 0)
		if err := r.conn.Send(hello); err != nil {
			t.flash("The rematch opens when the connection is back.")
		}
	case online.TypeUndoRefused:
		t.closeStaleQuestion()
		switch {
		case m.By != nil && m.Offer == online.KindDraw:
			t.flash(r.seatName(*m.By) + " said no to a draw: play on.")
		case m.By != nil:
			t.flash(r.seatName(*m.By) + " said no: the move stands.")
		}
	}
}

// send plays a move of this seat on the server: the engine checks it
// first; a move that sets off no chance shows at once, ahead of the
// server, and one that does waits for the server's dice or tiles.
func (t *Table) send(mv game.Move) {
	r := t.remote
	s := t.match.State()
	text := s.MoveString(mv)
	after := s.Clone()
	if err := after.Play(mv); err != nil {
		t.flash(ui.Sentence(err.Error()))
		return
	}
	msg := online.ClientMessage{Type: online.TypeMove, N: r.tab.N, Move: text}
	r.tab.Pending = &msg
	_ = r.conn.Send(msg) // while the connection is down, the welcome says whether to send it again
	if after.Turn() == game.Chance {
		t.view.Reset(s)
		return
	}
	before, n := t.match.State(), t.match.Plies()
	if err := t.match.Play(mv); err != nil {
		return
	}
	r.ahead = ahead{on: true, plies: n, text: text}
	t.cue(t.show(before, n))
}

// helpsOff reports whether hints and values are off: online, unless the
// room has them on.
func (t *Table) helpsOff() bool { return t.remote != nil && !t.remote.tab.Helps }

// over reports whether the game at the table has ended: by its rules,
// or online by a resignation.
func (t *Table) over() bool {
	return t.match.State().Over() || t.remote != nil && (t.remote.tab.Resigned >= 0 || t.remote.tab.Drawn)
}

// saveRemote keeps the record shown (the probe's) and the seat held.
func (t *Table) saveRemote() {
	t.saved = saved{record: t.match.Text()}
}

// remoteHeadline says, online, whose turn it is: "Your move", "Waiting
// for Bo…", or for a seat still open "Waiting for Yellow to join…".
func (t *Table) remoteHeadline(p game.Player) string {
	r := t.remote
	seat := int(p)
	if seat < 0 || seat >= len(r.tab.Players) {
		return ""
	}
	info := r.tab.Players[seat]
	switch {
	case seat == r.tab.Seat:
		return "Your move"
	case info.Kind == online.KindComputer:
		return info.Name + " is thinking…"
	case info.Kind == online.KindOpen:
		return "Waiting for " + info.Name + " to join…"
	}
	return "Waiting for " + r.seatName(seat) + "…"
}

// remoteStatus is the line under the headline online: the connection,
// a move on its way, an undo asked.
func (t *Table) remoteStatus() string {
	r := t.remote
	switch {
	case r.broken != nil:
		return "This game cannot go on here (" + r.broken.Error() + "): open it again from the menu."
	case (r.tab.Resigned >= 0 || r.tab.Drawn) && r.tab.Seat < 0:
		return "The game is over."
	case r.tab.Resigned >= 0 || r.tab.Drawn:
		return "The game is over. Rematch plays again, in the same seats."
	case r.down != nil && r.tab.Pending != nil && r.tab.Pending.Type == online.TypeMove:
		return "Reconnecting… your move is sent when the connection is back."
	case r.down != nil:
		return "Reconnecting to the game server…"
	case r.tab.Pending != nil && r.tab.Pending.Type == online.TypeMove:
		return "Sending your move…"
	case r.tab.Asking >= 0 && r.tab.Asking == r.tab.Seat && r.tab.Offer == online.KindDraw:
		return "You offered a draw: waiting for the others."
	case r.tab.Asking >= 0 && r.tab.Asking == r.tab.Seat:
		return "You asked to take your move back: waiting for the others."
	case r.tab.Asking >= 0 && r.tab.Offer == online.KindDraw:
		return r.seatName(r.tab.Asking) + " offers a draw: Take back to answer."
	case r.tab.Asking >= 0:
		return r.seatName(r.tab.Asking) + " asks to take a move back: Take back to answer."
	case r.tab.Seat < 0:
		return "You are watching this game."
	}
	return ""
}

// probe describes the table's place at the room, for tests and the page
// hook: the seat, the last event, the connection, what is pending, who
// sits where and the links.
func (r *Remote) probe() map[string]any {
	st := map[string]any{"room": r.tab.Room, "seat": r.tab.Seat, "n": r.tab.N, "down": r.down != nil,
		"pending": r.tab.Pending != nil, "ahead": r.ahead.on, "asking": r.tab.Asking, "over": r.tab.End != nil}
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
	if r.broken != nil {
		st["broken"] = r.broken.Error()
	}
	return st
}
