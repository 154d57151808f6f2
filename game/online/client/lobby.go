package client

import (
	"cmp"
	"context"
	"net/url"
	"slices"

	"parlor/game/online"
	"parlor/game/online/lobby"
	"parlor/game/online/protocol"
)

// Lobby is a player's place in a game server's lobby, and the one way a
// front end meets players there: the connection (which comes back by
// itself, signs in again and watches again), the profile it is signed in
// as, the open tables as the server last told them, and the table the
// player sits at until its game starts. A Lobby belongs to one goroutine
// (the player's interface): give it the connection's messages with Take.
type Lobby struct {
	conn *Conn
	// Site is the site whose server it is.
	Site string
	// Me is the profile signed in; Key its secret key (the front end
	// keeps it: it signs in again, on this device or another); Families
	// its ratings, as the last profile message gave them, and Games its
	// recent games.
	Me       protocol.ProfileInfo
	Key      string
	Families []protocol.FamilyInfo
	Games    []protocol.RoomInfo
	// Sitting is the player's seat at a table, while she has one.
	Sitting Sitting

	tables []protocol.TableInfo // oldest first
	// friends are the friends as told (friends.go).
	friends friends
	// challenges are the open challenges as told (challenges.go).
	challenges challenges
}

// Sitting is a seat at a table of the lobby: the table as last told, the
// seat, its token (the room's seat once the table is full) and the room,
// once made.
type Sitting struct {
	Table protocol.TableInfo
	Seat  int
	Token string
	Room  string
}

// On reports whether the player sits at a table.
func (s Sitting) On() bool { return s.Token != "" }

// LobbyUpdate is what a message of the lobby's connection changed.
type LobbyUpdate struct {
	// Payload is the server's message taken, its type's payload (nil
	// for a drop).
	Payload protocol.Message
	// Down says the connection dropped: it is dialled again, and signs in
	// again when back.
	Down bool
	// Refused is the server's refusal of a message sent.
	Refused *online.Error
	// Started says the player's table is full and its room made: open
	// it with Sitting.Token (Sitting.Room is its id).
	Started bool
	// Closed says the player's table closed before its game started (its
	// host left, or she was gone too long): she sits nowhere now.
	Closed bool
	// Challenge is a challenge's news: sent to or by the player,
	// accepted, declined, cancelled or lapsed (challenges.go).
	Challenge *protocol.ChallengeInfo
}

// OpenLobby connects to site's game server and signs in: as the profile
// whose key is key, or, with no key, as a new profile named name (its
// key is then in Key: keep it). Then it watches the lobby.
func OpenLobby(ctx context.Context, site, key, name string) (*Lobby, error) {
	conn, err := Connect(ctx, site)
	if err != nil {
		return nil, err
	}
	l := &Lobby{conn: conn, Site: site, Key: key}
	var first protocol.Message = protocol.SignIn{Key: key}
	if key == "" {
		first = protocol.NewProfile{Name: name}
	}
	p, err := exchange[protocol.ProfilePage](conn, first)
	if err != nil {
		conn.Close()
		return nil, err
	}
	l.profile(p)
	m, err := exchange[protocol.Tables](conn, protocol.WatchLobby{})
	if err != nil {
		conn.Close()
		return nil, err
	}
	l.tables = m.Tables
	conn.ResumeWith(protocol.SignIn{Key: l.Key}, protocol.WatchLobby{})
	return l, nil
}

// profile takes a profile message about the signed-in profile.
func (l *Lobby) profile(m protocol.ProfilePage) {
	if l.Me.ID != "" && m.Profile.ID != l.Me.ID {
		return // another's page (whois)
	}
	l.Me, l.Families, l.Games, l.friends.list.Blocked = m.Profile, m.Families, m.Rooms, m.Blocked
	if m.Key != "" {
		l.Key = m.Key // a new profile's, or a new one of hers (sign out everywhere)
		l.conn.ResumeWith(protocol.SignIn{Key: l.Key}, protocol.WatchLobby{})
	}
}

// Incoming delivers the connection's messages, for Take.
func (l *Lobby) Incoming() <-chan Message { return l.conn.Incoming() }

// Take applies a message of the connection and says what it changed.
func (l *Lobby) Take(m Message) LobbyUpdate {
	u := LobbyUpdate{Payload: m.Payload}
	if m.Down != nil {
		u.Down = true
		return u
	}
	switch m := m.Payload.(type) {
	case protocol.Error:
		u.Refused = m.Err()
	case protocol.ProfilePage:
		l.profile(m)
	case protocol.Tables: // watching again after a reconnect
		l.tables = m.Tables
		if l.Sitting.On() && l.Sitting.Room == "" && !slices.ContainsFunc(l.tables, func(t protocol.TableInfo) bool { return t.ID == l.Sitting.Table.ID }) {
			// it started or closed while the connection was down: its
			// token says which (a hello finds its room, or nothing)
			u.Started, l.Sitting.Room = true, l.Sitting.Table.ID
		}
	case protocol.Seated:
		l.Sitting = Sitting{Table: m.Table, Seat: m.Seat, Token: m.Token}
		l.table(m.Table)
	case protocol.Table:
		t := m.Table
		l.table(t)
		if l.Sitting.On() && t.ID == l.Sitting.Table.ID {
			l.Sitting.Table = t
			switch {
			case t.Room != "" && l.Sitting.Room == "": // told once, by every server that heard it
				u.Started, l.Sitting.Room = true, t.Room
			case t.Room != "":
			case t.Closed:
				u.Closed, l.Sitting = true, Sitting{}
			case !sits(t, l.Me.ID):
				u.Closed, l.Sitting = true, Sitting{} // swept: gone too long
			}
		}
	case protocol.FriendsList, protocol.Presence:
		l.takeFriends(m)
	case protocol.Challenges, protocol.ChallengeNews:
		u.Challenge = l.takeChallenges(m)
	}
	return u
}

// sits reports whether profile sits at table t.
func sits(t protocol.TableInfo, profile string) bool {
	return slices.ContainsFunc(t.Seats, func(s protocol.TableSeatInfo) bool { return s.Profile == profile })
}

// table keeps t as the lobby's news has it.
func (l *Lobby) table(t protocol.TableInfo) {
	i := slices.IndexFunc(l.tables, func(o protocol.TableInfo) bool { return o.ID == t.ID })
	switch {
	case t.Closed && i >= 0:
		l.tables = slices.Delete(l.tables, i, i+1)
	case t.Closed:
	case i >= 0:
		l.tables[i] = t
	default:
		l.tables = append(l.tables, t)
		slices.SortFunc(l.tables, func(a, b protocol.TableInfo) int {
			return cmp.Or(cmp.Compare(a.Created, b.Created), cmp.Compare(a.ID, b.ID))
		})
	}
}

// Tables are the open tables, oldest first; with game not "", only that
// game's (its id: "kalah").
func (l *Lobby) Tables(game string) []protocol.TableInfo {
	var ts []protocol.TableInfo
	for _, t := range l.tables {
		if game == "" || gameID(t.Game) == game {
			ts = append(ts, t)
		}
	}
	return ts
}

// gameID is the id a game's text starts with.
func gameID(text string) string {
	for i, r := range text {
		if r == ' ' {
			return text[:i]
		}
	}
	return text
}

// Send sends a message of the lobby (open, sit, quick, stand, whois,
// leaders, rename, record…); its answer comes through Take.
func (l *Lobby) Send(m protocol.Message) error { return l.conn.Send(m) }

// Quick asks to be paired for a game as spec says.
func (l *Lobby) Quick(spec lobby.SeekSpec) error {
	return l.Send(protocol.Quick{Game: spec.Game, Any: spec.Any, Rated: spec.Rated, Clock: spec.Clock})
}

// Open opens a table in the lobby as spec says.
func (l *Lobby) Open(spec lobby.TableSpec) error {
	return l.Send(protocol.Open{Game: spec.Game, Seats: spec.Seats, Rated: spec.Rated, Clock: spec.Clock})
}

// Sit asks for a seat (the first open one) at the table whose id is
// table.
func (l *Lobby) Sit(table string) error {
	return l.Send(protocol.Sit{Table: table})
}

// Leaders asks for the leaderboard of game's family (a family's name or
// a game's text).
func (l *Lobby) Leaders(game string) error {
	return l.Send(protocol.Leaders{Game: game})
}

// Stand leaves the table the player sits at (a seek: stops seeking).
func (l *Lobby) Stand() error {
	if !l.Sitting.On() {
		return nil
	}
	return l.Send(protocol.Stand{Table: l.Sitting.Table.ID})
}

// Hello is the message that opens the player's seat once her table has
// started.
func (l *Lobby) Hello() protocol.Hello {
	return Hello(l.Sitting.Token)
}

// ProfileLink is the link that signs the profile in on another device.
func (l *Lobby) ProfileLink() string {
	return Link{Site: l.Site, Kind: LinkProfile, Key: l.Key}.String()
}

// Close closes the connection.
func (l *Lobby) Close() { l.conn.Close() }

// ProfileKey is the name under which a device keeps its profile's key
// for site's server ("profile:127.0.0.1:8080"): the page in its storage,
// the desktop program and the terminal in a file of the configuration
// folder named after it (profile-127.0.0.1-8080.txt), so that the
// desktop and the terminal share one profile a server.
func ProfileKey(site string) string {
	if u, err := url.Parse(site); err == nil && u.Host != "" {
		return "profile:" + u.Host
	}
	return "profile:" + site
}
