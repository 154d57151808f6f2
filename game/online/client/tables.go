package client

import (
	"context"

	"parlor/game/online/lobby"
	"parlor/game/online/protocol"
)

// The lobby's questions that need no Lobby: one message asked on a
// connection of its own, its answer read, the connection closed. The
// terminal's -lobby and -profile ask them.

// Ask connects to site's game server, sends m and returns the first
// answer of payload T; an error answer is returned as an *online.Error.
func Ask[T protocol.Message](ctx context.Context, site string, m protocol.Message) (T, error) {
	var none T
	conn, err := Connect(ctx, site)
	if err != nil {
		return none, err
	}
	defer conn.Close()
	done := make(chan struct{})
	defer close(done)
	go func() { // a ctx done ends the wait for the answer
		select {
		case <-ctx.Done():
			conn.Close()
		case <-done:
		}
	}()
	a, err := exchange[T](conn, m)
	if ctx.Err() != nil {
		return none, ctx.Err()
	}
	return a, err
}

// Tables are the open tables of the lobby of site's server, oldest
// first: quick games' seeks and the tables opened to anyone.
func Tables(ctx context.Context, site string) ([]protocol.TableInfo, error) {
	m, err := Ask[protocol.Tables](ctx, site, protocol.WatchLobby{})
	return m.Tables, err
}

// Leaders are the best settled ratings of a family of games (its name,
// "connectfour-classic", or a game's text, which names its family), best
// first, and apart its best provisional ones; family is the family's name
// as the server read it.
func Leaders(ctx context.Context, site, game string) (family string, leaders, provisional []lobby.Standing, err error) {
	m, err := Ask[protocol.Leaderboard](ctx, site, protocol.Leaders{Game: game})
	return m.Game, m.Leaders, m.Unsettled, err
}

// ProfilePage is the page of the profile whose key is key: who it is
// (Profile), its rating in each family it has played (Families) and its
// recent games (Rooms). A key the server knows no profile by is an
// *online.Error of code bad-token.
func ProfilePage(ctx context.Context, site, key string) (protocol.ProfilePage, error) {
	return Ask[protocol.ProfilePage](ctx, site, protocol.SignIn{Key: key})
}
