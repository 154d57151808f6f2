// Package room holds a table's place at a room on a game server, the one
// handle the table has on a game online: the session (the connection and
// the mirror of the room's match), the site it is on, what the server made
// when this device made the room, the requests a seat sends besides its
// moves (Resign, OfferDraw, AskUndo…), and the room's words — who sits
// where, whose turn it is, how the game ended, what is wrong with the
// connection, the questions it asks — that the table shows and speaks. It
// draws nothing: the table (scenes/table) and its room's screens
// (scenes/table/roomview) ask it.
package room

import (
	"time"

	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
)

// Room is a table's place at a room on a game server: the session — the
// connection, which comes back by itself after a drop, and the mirror of
// the room's match, kept in step with the server's events — and the site
// it is on. The table plays every event through the session, as it plays
// a local move through its match.
type Room struct {
	s    *client.Session
	tab  *client.Mirror // the session's
	site string
	// created is what the server made, when this table made the room
	// (or holds its seat, Recall): the invites of the open seats and the
	// spectators' token.
	created protocol.Created
}

// New makes the room of a seat opened on site's server.
func New(s *client.Session, site string) *Room {
	return &Room{s: s, tab: s.Mirror(), site: site, created: s.Created}
}

// Close closes the connection.
func (r *Room) Close() { r.s.Close() }

// Session is the room's session: the connection and its requests.
func (r *Room) Session() *client.Session { return r.s }

// Mirror is the session's mirror of the room: its seats, its match, its
// clocks and its end.
func (r *Room) Mirror() *client.Mirror { return r.tab }

// Site is the site whose server holds the room.
func (r *Room) Site() string { return r.site }

// Link is the link of kind to key on the room's site.
func (r *Room) Link(kind, key string) string {
	return client.Link{Site: r.site, Kind: kind, Key: key}.String()
}

// Invites are the invites of the seats left open, by seat, where this
// device knows them: the one that made the room (or holds its seat in
// it, Recall). The server keeps them hashed, so no one else can.
func (r *Room) Invites() map[int]string { return r.created.Invites }

// Recall takes the invites this device kept for the room when it made it,
// for a seat come back to (the server gives them only to the create).
func (r *Room) Recall(invites map[int]string) {
	if len(r.created.Invites) == 0 {
		r.created.Invites = invites
	}
}

// Watch is the spectators' token: every welcome carries it (and the
// creator's created message).
func (r *Room) Watch() string {
	if r.tab.Watch != "" {
		return r.tab.Watch
	}
	return r.created.Watch
}

// OpenSeats are the seats still waiting for their person, in turn order.
func (r *Room) OpenSeats() []int {
	var open []int
	for i, p := range r.tab.Players {
		if p.Kind == online.KindOpen {
			open = append(open, i)
		}
	}
	return open
}

// SeatName is what seat p is called at the table: its person's name, or
// the seat's.
func (r *Room) SeatName(p int) string {
	if p >= 0 && p < len(r.tab.Players) {
		if n := r.tab.Players[p].Player; n != "" {
			return n
		}
		return r.tab.Players[p].Name
	}
	return ""
}

// SeatNames are what each seat is called at the table (SeatName).
func (r *Room) SeatNames() []string {
	names := make([]string, len(r.tab.Players))
	for i := range names {
		names[i] = r.SeatName(i)
	}
	return names
}

// Now is the time the room's clocks read: the mirror's Now if a test set
// one, else the computer's.
func (r *Room) Now() time.Time {
	if r.tab.Now != nil {
		return r.tab.Now()
	}
	return time.Now()
}

// MayMove reports whether this seat may move: its turn, nothing on its
// way to the server, the game in step.
func (r *Room) MayMove() bool {
	return r.tab.MyTurn() && !r.s.Busy() && r.s.Broken() == nil
}
