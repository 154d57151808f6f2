package room

import (
	"encoding/json"
	"slices"

	"parlor/scenes/prefs"
)

// Store is where a device keeps its seats held and what it asked the
// browser: the table's and the lobby's Host.
type Store interface {
	// Load returns the value stored under key, or "".
	Load(key string) string
	// Store keeps value under key; an empty value removes it.
	Store(key, value string) error
}

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
func LoadHeld(h Store) []Held {
	var held []Held
	if json.Unmarshal([]byte(h.Load(prefs.HeldKey)), &held) != nil {
		return nil
	}
	return slices.DeleteFunc(held, func(s Held) bool { return s.Room == "" || s.Token == "" || s.Site == "" })
}

// Hold keeps seat s first in the list of seats held, once.
func Hold(h Store, s Held) error {
	held := slices.DeleteFunc(LoadHeld(h), func(o Held) bool { return o.Room == s.Room && o.Site == s.Site })
	held = append([]Held{s}, held...)
	if len(held) > mostHeld {
		held = held[:mostHeld]
	}
	b, _ := json.Marshal(held)
	return h.Store(prefs.HeldKey, string(b))
}
