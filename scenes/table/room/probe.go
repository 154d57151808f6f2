package room

import (
	"fmt"
	"slices"

	"parlor/game/online/client"
)

// Holds reports whether link (a whole one, with its site) is one to this
// room that this screen holds: its seat's, the watch link, an invite it
// made.
func (r *Room) Holds(link string) bool {
	l, err := client.ParseLink(link)
	if err != nil {
		return false
	}
	keys := []string{r.tab.Token, r.Watch()}
	for _, k := range r.Invites() {
		keys = append(keys, k)
	}
	return l.Key != "" && slices.Contains(keys, l.Key)
}

// State describes the table's place at the room, for tests and the page
// hook: the seat, the last event, the connection, what is pending, who
// sits where and the links.
func (r *Room) State() map[string]any {
	st := map[string]any{"room": r.tab.Room, "seat": r.tab.Seat, "n": r.tab.N, "down": r.s.Down() != nil,
		"pending": r.s.InFlight(), "ahead": r.s.Ahead(), "asking": r.tab.Asking, "over": r.tab.End != nil,
		"rated": r.tab.Rated, "ratings": r.RatingsWords()}
	var players []string
	for i := range r.tab.Players {
		word, _ := r.SeatState(i)
		players = append(players, r.tab.Players[i].Name+":"+r.SeatName(i)+":"+word)
	}
	st["players"] = players
	links := map[string]string{}
	for i, key := range r.Invites() {
		links[fmt.Sprintf("invite:%d", i+1)] = r.Link(client.LinkJoin, key)
	}
	if w := r.Watch(); w != "" {
		links["watch"] = r.Link(client.LinkWatch, w)
	}
	if r.tab.Token != "" {
		links["seat"] = r.Link(client.LinkSeat, r.tab.Token)
	}
	st["links"] = links
	if err := r.s.Broken(); err != nil {
		st["broken"] = err.Error()
	}
	return st
}

// Invite is a link the invite screen hands out: its name ("Invite for
// North", "To watch the game", "Your seat, on another device"), its key
// among the screen's targets ("invite:2", "watch", "seat") and the link.
type Invite struct {
	Name, Key, Link string
}

// InviteLinks are the links to offer others: an invite for each open seat
// whose invite this device knows (the one that made the room), then the
// spectators' link. The first is the QR code's.
func (r *Room) InviteLinks() []Invite {
	var links []Invite
	for _, i := range r.OpenSeats() {
		if key := r.Invites()[i]; key != "" {
			links = append(links, Invite{Name: fmt.Sprintf("Invite for %s", r.tab.Players[i].Name), Key: fmt.Sprintf("invite:%d", i+1), Link: r.Link(client.LinkJoin, key)})
		}
	}
	if w := r.Watch(); w != "" {
		links = append(links, Invite{Name: "To watch the game", Key: "watch", Link: r.Link(client.LinkWatch, w)})
	}
	return links
}

// OwnSeat is the link to this screen's seat, to carry on from another
// device of one's own: never an invitation, shown apart from them.
func (r *Room) OwnSeat() (Invite, bool) {
	if r.tab.Seat < 0 || r.tab.Token == "" {
		return Invite{}, false
	}
	return Invite{Name: "Your seat, on another device", Key: "seat", Link: r.Link(client.LinkSeat, r.tab.Token)}, true
}

// Elsewhere are the lines for the open seats whose invites this device
// does not know: the server keeps invites hashed, so only the device that
// made the game can hand them out.
func (r *Room) Elsewhere() []string {
	var out []string
	for _, i := range r.OpenSeats() {
		if r.Invites()[i] == "" {
			out = append(out, r.tab.Players[i].Name+"'s invite is on the device that started the game: ask whoever started it.")
		}
	}
	return out
}

// InvitesHere reports whether this device has an invite to hand out: an
// open seat's, known here.
func (r *Room) InvitesHere() bool {
	for _, i := range r.OpenSeats() {
		if r.Invites()[i] != "" {
			return true
		}
	}
	return false
}
