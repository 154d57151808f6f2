package table

import (
	"encoding/json"
	"slices"
)

// HeldKey is where this browser (or desktop) keeps the seats it holds in
// online games: their rooms, sites and tokens, newest first.
const HeldKey = "online:seats"

// NameKey is where the name a player goes by online is kept.
const NameKey = "online:name"

// HelpsKey holds "on" when a game online is to have hints and values.
const HelpsKey = "online:helps"

// HereKey holds the link of the seat (or the watch) of the online game on
// show, so that a reload or a restart comes back to it; the menu clears it.
const HereKey = "online:here"

// mostHeld is how many seats are kept: the oldest beyond it are forgotten.
const mostHeld = 100

// Held is a seat this device holds in a room: the token that comes back to
// it (or the spectators' token, Seat -1), and when this device made the
// room the invites of its open seats, by seat, so that its Invite still
// hands them out after a reload.
type Held struct {
	Room    string         `json:"room"`
	Site    string         `json:"site"`
	Token   string         `json:"token"`
	Seat    int            `json:"seat"`
	Game    string         `json:"game"`
	Invites map[int]string `json:"invites,omitempty"`
}

// LoadHeld reads the seats held; a broken value reads as none.
func LoadHeld(h Host) []Held {
	var held []Held
	if json.Unmarshal([]byte(h.Load(HeldKey)), &held) != nil {
		return nil
	}
	return slices.DeleteFunc(held, func(s Held) bool { return s.Room == "" || s.Token == "" || s.Site == "" })
}

// Hold keeps seat s first in the list of seats held, once.
func Hold(h Host, s Held) error {
	held := slices.DeleteFunc(LoadHeld(h), func(o Held) bool { return o.Room == s.Room && o.Site == s.Site })
	held = append([]Held{s}, held...)
	if len(held) > mostHeld {
		held = held[:mostHeld]
	}
	b, _ := json.Marshal(held)
	return h.Store(HeldKey, string(b))
}
