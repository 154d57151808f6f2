package protocol

import (
	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/rating"
)

// The lobby's messages: PROTOCOL.md's section "Lobby".

// Message types of the lobby a client sends.
const (
	TypeProfile       = "profile"        // sign the connection in as a profile, by its key
	TypeNewProfile    = "new-profile"    // make a profile and sign in as it
	TypeRename        = "rename"         // give the profile a new name
	TypeDeleteProfile = "delete-profile" // delete the profile
	TypeWhois         = "whois"          // a profile's page: ratings, history, games
	TypeLeaders       = "leaders"        // a family's best settled ratings
	TypeLobby         = "lobby"          // the open tables, and every change to them after
	TypeOpen          = "open"           // open a table in the lobby
	TypeSit           = "sit"            // sit at an open table
	TypeQuick         = "quick"          // be paired for a game
	TypeStand         = "stand"          // leave a table, or stop seeking
	TypeRecord        = "record"         // a finished room's record
)

// Message types of the lobby the server sends (profile, lobby, leaders
// and record answer the messages of the same names).
const (
	TypeTable  = "table"  // a table opened, changed, started or closed
	TypeSeated = "seated" // the sender sits at a table: her seat's token
)

// SignIn signs the connection in as the profile whose secret Key it is
// (type "profile").
type SignIn struct {
	Key string `json:"key,omitempty"`
}

// NewProfile makes a profile named Name and signs in as it.
type NewProfile struct {
	Name string `json:"name,omitempty"`
}

// Rename gives the profile signed in a new Name.
type Rename struct {
	Name string `json:"name,omitempty"`
}

// DeleteProfile deletes the profile signed in.
type DeleteProfile struct{}

// Whois asks for a profile's page by its id.
type Whois struct {
	Profile string `json:"profile,omitempty"`
}

// Leaders asks for a family's leaderboard: Game is a family's name or a
// game's text.
type Leaders struct {
	Game string `json:"game,omitempty"`
}

// WatchLobby watches the lobby's tables (type "lobby").
type WatchLobby struct{}

// Open opens a table: its game, its seats ("you", "open" or a level),
// whether it is rated and its time control ("" for none).
type Open struct {
	Game  string        `json:"game,omitempty"`
	Seats []string      `json:"seats,omitempty"`
	Rated bool          `json:"rated,omitempty"`
	Clock clock.Control `json:"clock,omitzero"`
}

// Sit sits at Table, at Seat (nil for the first open one).
type Sit struct {
	Seat  *int   `json:"seat,omitempty"`
	Table string `json:"table,omitempty"`
}

// Quick asks to be paired for a game (Any: any options of its family)
// with that time control.
type Quick struct {
	Game  string        `json:"game,omitempty"`
	Rated bool          `json:"rated,omitempty"`
	Any   bool          `json:"any,omitempty"`
	Clock clock.Control `json:"clock,omitzero"`
}

// Stand leaves Table, or stops seeking.
type Stand struct {
	Table string `json:"table,omitempty"`
}

// Record asks for a finished room's record.
type Record struct {
	Room string `json:"room,omitempty"`
}

// Type is "profile".
func (SignIn) Type() string { return TypeProfile }

// Type is "new-profile".
func (NewProfile) Type() string { return TypeNewProfile }

// Type is "rename".
func (Rename) Type() string { return TypeRename }

// Type is "delete-profile".
func (DeleteProfile) Type() string { return TypeDeleteProfile }

// Type is "whois".
func (Whois) Type() string { return TypeWhois }

// Type is "leaders".
func (Leaders) Type() string { return TypeLeaders }

// Type is "lobby".
func (WatchLobby) Type() string { return TypeLobby }

// Type is "open".
func (Open) Type() string { return TypeOpen }

// Type is "sit".
func (Sit) Type() string { return TypeSit }

// Type is "quick".
func (Quick) Type() string { return TypeQuick }

// Type is "stand".
func (Stand) Type() string { return TypeStand }

// Type is "record".
func (Record) Type() string { return TypeRecord }

// decodeLobby checks the form of a lobby message.
func decodeLobby(m message, str func(name, v string, need bool, max int) *online.Error) *online.Error {
	switch m.Type {
	case TypeProfile:
		// A key of any length is looked up: one of the wrong length is
		// bad-token like any wrong key, which tells nothing of a key's
		// shape (the message's own limit bounds it).
		return str("key", m.Key, true, MaxMessage)
	case TypeNewProfile, TypeRename:
		name, e := online.CleanName(m.Name)
		if e == nil && name == "" {
			e = online.Errorf(online.ErrBadMessage, "a profile needs a name: 1 to %d characters", online.MaxName)
		}
		return e
	case TypeWhois:
		return str("profile", m.Profile, true, 64)
	case TypeLeaders:
		return str("game", m.Game, true, 200)
	case TypeQuick:
		return str("game", m.Game, true, 200)
	case TypeOpen:
		e := str("game", m.Game, true, 200)
		if e == nil && (len(m.Seats) < 1 || len(m.Seats) > 8) {
			e = online.Errorf(online.ErrBadMessage, "open needs \"seats\": one for each seat of the game")
		}
		for _, s := range m.Seats {
			if e == nil {
				e = str("seats", s, true, 20)
			}
		}
		return e
	case TypeSit:
		if m.Seat != nil && *m.Seat < 0 {
			return online.Errorf(online.ErrBadMessage, "\"seat\" counts from 0")
		}
		return str("table", m.Table, true, 64)
	case TypeStand:
		return str("table", m.Table, true, 64)
	case TypeRecord:
		return str("room", m.Room, true, 64)
	case TypeFollow, TypeUnfollow, TypeBlock, TypeUnblock:
		return str("profile", m.Profile, true, 64)
	default:
		return decodeKeys(m, str)
	}
}

// ProfileInfo is a profile as others see it.
type ProfileInfo struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Deleted bool   `json:"deleted"`
}

// ProfileOf is profile p as others see it.
func ProfileOf(p lobby.Profile) ProfileInfo {
	return ProfileInfo{ID: p.ID, Name: p.Shown(), Deleted: p.Deleted}
}

// FamilyInfo is a profile's rating in one family of games, with its
// history, as a profile page shows it.
type FamilyInfo struct {
	Family string  `json:"family"`
	R      float64 `json:"rating"`
	RD     float64 `json:"rd"`
	Vol    float64 `json:"vol"`
	// Shown is the rating as players see it: "1523", or "1523?" while
	// provisional (RD over 110).
	Shown   string      `json:"shown"`
	Games   int         `json:"games"`
	Wins    int         `json:"wins"`
	Losses  int         `json:"losses"`
	Draws   int         `json:"draws"`
	History []PointInfo `json:"history"`
}

// PointInfo is a point of a rating's history: after the rated game in
// room, at At (Unix milliseconds).
type PointInfo struct {
	Room    string  `json:"room"`
	At      int64   `json:"at"`
	R       float64 `json:"rating"`
	RD      float64 `json:"rd"`
	Outcome string  `json:"outcome"`
}

// TableInfo is a table as the lobby shows it.
type TableInfo struct {
	ID    string `json:"id"`
	Game  string `json:"game"`
	Any   bool   `json:"any"`
	Rated bool   `json:"rated"`
	Quick bool   `json:"quick"`
	// Clock is the time control ("5+3", "3d"; "" for none).
	Clock clock.Control `json:"clock"`
	// Seats are the table's seats in turn order.
	Seats []TableSeatInfo `json:"seats"`
	// Created is when the table opened (Unix milliseconds).
	Created int64 `json:"created"`
	// Room is the room made for the table once its seats are full (its
	// sitters say hello with their tokens); Closed says it left the
	// lobby: started (Room set) or closed.
	Room   string `json:"room"`
	Closed bool   `json:"closed"`
}

// TableSeatInfo is a seat at a table: open, a profile's (Player, her
// rating Shown) or the computer's (Level).
type TableSeatInfo struct {
	Name    string `json:"name"`
	Kind    string `json:"kind"`
	Player  string `json:"player"`
	Profile string `json:"profile"`
	Rating  string `json:"rating"`
	Level   string `json:"level"`
}

// TableOf is table t as the lobby shows it; names are its game's seats.
func TableOf(t lobby.Table, names []string) TableInfo {
	info := TableInfo{ID: t.ID, Game: t.Game, Any: t.Any, Rated: t.Rated, Quick: t.Quick, Clock: t.Clock, Created: t.Created.UnixMilli(), Seats: make([]TableSeatInfo, len(t.Seats))}
	for i, s := range t.Seats {
		si := TableSeatInfo{Kind: online.KindOpen}
		if i < len(names) {
			si.Name = names[i]
		}
		switch {
		case s.Level != "":
			si.Kind, si.Level = online.KindComputer, s.Level
		case s.Profile != "":
			si.Kind, si.Player, si.Profile = online.KindPerson, s.Name, s.Profile
			si.Rating = rating.Rating{R: s.R, RD: s.RD}.String()
		}
		info.Seats[i] = si
	}
	return info
}
