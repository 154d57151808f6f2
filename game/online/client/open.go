package client

import (
	"context"
	"errors"
	"fmt"

	"parlor/game/catalog"
	"parlor/game/online"
	"parlor/game/online/protocol"
)

// ErrNoServer says that a site has no game server to reach: a static host
// serves the page but not the rooms.
var ErrNoServer = errors.New("no Parlor game server answers there")

// Connect dials the game server of a site (the address the page is served
// from: http://host/).
func Connect(ctx context.Context, site string) (*Conn, error) {
	addr, err := SocketURL(site)
	if err != nil {
		return nil, err
	}
	c, err := Dial(ctx, addr)
	if err != nil {
		return nil, fmt.Errorf("%w (%s): %w", ErrNoServer, site, err)
	}
	return c, nil
}

// exchange sends m on conn and returns the first answer of payload T, as
// Expect reads it.
func exchange[T protocol.Message](conn *Conn, m protocol.Message) (T, error) {
	if err := conn.Send(m); err != nil {
		var none T
		return none, err
	}
	return Expect[T](conn)
}

// Expect reads the Conn's messages until one of payload T (protocol.Welcome,
// protocol.ProfilePage…), and returns it; an error message, a drop or a
// close before it is returned as an error (the server's as an
// *online.Error).
func Expect[T protocol.Message](conn *Conn) (T, error) {
	var none T
	for m := range conn.Incoming() {
		if m.Down != nil {
			return none, fmt.Errorf("the connection to the game server dropped: %w", m.Down)
		}
		switch p := m.Payload.(type) {
		case T:
			return p, nil
		case protocol.Error:
			return none, p.Err()
		}
	}
	return none, fmt.Errorf("the game server closed the connection")
}

// Open connects to site's game server, sends first (create, join or
// hello) and waits for the room's welcome: the session is then in step,
// and says hello with its token after a drop. A create's session keeps
// what the server made (Created). The room's game must be one of games.
func Open(ctx context.Context, site string, games catalog.Catalog, first protocol.Message) (*Session, error) {
	conn, err := Connect(ctx, site)
	if err != nil {
		return nil, err
	}
	return startOrClose(conn, games, first)
}

// Start sends first (create, join or hello) on conn and waits for the
// room's welcome: Open on a connection already made.
func Start(conn *Conn, games catalog.Catalog, first protocol.Message) (*Session, error) {
	var created protocol.Created
	var err error
	if first.Type() == protocol.TypeCreate {
		created, err = exchange[protocol.Created](conn, first)
	} else {
		err = conn.Send(first)
	}
	if err != nil {
		return nil, err
	}
	w, err := Expect[protocol.Welcome](conn)
	if err != nil {
		return nil, err
	}
	s, err := newSession(conn, games, w)
	if err != nil {
		return nil, err
	}
	s.Created = created
	return s, nil
}

// OpenAs is Open for a player with a profile on site's server: the
// connection signs in with key first (when key is not ""), so that the
// seat a create or join takes carries the profile, whose games are its
// history. A key the server does not know (the profile was deleted, or is
// another server's) signs nothing in: the seat is taken without one, as
// by Open.
func OpenAs(ctx context.Context, site string, games catalog.Catalog, key string, first protocol.Message) (*Session, error) {
	if key == "" {
		return Open(ctx, site, games, first)
	}
	conn, err := Connect(ctx, site)
	if err != nil {
		return nil, err
	}
	_, err = exchange[protocol.ProfilePage](conn, SignIn(key))
	var refused *online.Error
	if err != nil && !(errors.As(err, &refused) && refused.Code == online.ErrBadToken) {
		conn.Close()
		return nil, err
	}
	return startOrClose(conn, games, first)
}

// startOrClose is Start, closing conn if it fails.
func startOrClose(conn *Conn, games catalog.Catalog, first protocol.Message) (*Session, error) {
	s, err := Start(conn, games, first)
	if err != nil {
		conn.Close()
		return nil, err
	}
	return s, nil
}

// Peek asks site's game server what room an invite is for, without taking
// its seat: the answer's Game, Seat (the invite's) and Players.
func Peek(ctx context.Context, site, invite string) (protocol.PeekedRoom, error) {
	return Ask[protocol.PeekedRoom](ctx, site, protocol.Peek{Invite: invite})
}

// List asks site's game server for the rooms where the tokens hold seats.
func List(ctx context.Context, site string, tokens []string) ([]protocol.RoomInfo, error) {
	m, err := Ask[protocol.Rooms](ctx, site, protocol.List{Tokens: tokens})
	return m.Rooms, err
}
