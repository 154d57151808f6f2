package table

import (
	"encoding/json"
	"slices"

	"parlor/scenes/prefs"
)

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
	if json.Unmarshal([]byte(h.Load(prefs.HeldKey)), &held) != nil {
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
	return h.Store(prefs.HeldKey, string(b))
}
