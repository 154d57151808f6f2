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
