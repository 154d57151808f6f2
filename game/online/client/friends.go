package client

import (
	"context"
	"slices"

	"parlor/game/online/protocol"
)

// The friends, on a Lobby: its typed calls (follow, unfollow, block,
// unblock, hide-online and friends, each answered by the friends, which
// Take keeps) and the friends as the server last told them, with the
// presence told since.

// friends is what a Lobby keeps of its profile's friends.
type friends struct {
	list     protocol.FriendsList
	watching bool
}

// Follow follows the profile whose id is profile.
func (l *Lobby) Follow(profile string) error {
	return l.watchFriends(protocol.Follow{Profile: profile})
}

// Unfollow stops following the profile whose id is profile.
func (l *Lobby) Unfollow(profile string) error {
	return l.watchFriends(protocol.Unfollow{Profile: profile})
}

// Friends asks for the friends and their presence: Following, Followers
// and Blocked change with the answer and with each presence told after.
func (l *Lobby) Friends() error { return l.watchFriends(protocol.WatchFriends{}) }

// Block blocks the profile whose id is profile.
func (l *Lobby) Block(profile string) error { return l.watchFriends(protocol.Block{Profile: profile}) }

// Unblock unblocks the profile whose id is profile.
func (l *Lobby) Unblock(profile string) error {
	return l.watchFriends(protocol.Unblock{Profile: profile})
}

// HideOnline hides being online from everyone (hide), or shows it again.
func (l *Lobby) HideOnline(hide bool) error { return l.watchFriends(protocol.HideOnline{Hide: hide}) }

// watchFriends sends m, a friends' message, which has the server tell of
// the friends' presence: after a reconnect the Lobby asks for the
// friends again, so that it goes on.
func (l *Lobby) watchFriends(m protocol.Message) error {
	if !l.friends.watching {
		l.friends.watching = true
		l.conn.ResumeWith(protocol.SignIn{Key: l.Key}, protocol.WatchLobby{}, protocol.WatchFriends{})
	}
	return l.Send(m)
}

// takeFriends keeps the friends, or a friend's presence, as told.
func (l *Lobby) takeFriends(m protocol.Message) {
	switch m := m.(type) {
	case protocol.FriendsList:
		l.friends.list = m
	case protocol.Presence:
		i := slices.IndexFunc(l.friends.list.Following, func(f protocol.FriendInfo) bool { return f.Profile.ID == m.Friend.Profile.ID })
		if i >= 0 {
			l.friends.list.Following[i] = m.Friend
		}
	}
}

// Following are the profiles followed, in the order followed, each with
// its presence as last told.
func (l *Lobby) Following() []protocol.FriendInfo { return l.friends.list.Following }

// Followers are the profiles that follow this one (but those it blocks).
func (l *Lobby) Followers() []protocol.ProfileInfo { return l.friends.list.Followers }

// Blocked are the profiles this one blocks.
func (l *Lobby) Blocked() []protocol.ProfileInfo { return l.friends.list.Blocked }

// Hidden reports whether the profile hides being online, as last told.
func (l *Lobby) Hidden() bool { return l.friends.list.Hidden }

// FriendsOf are the friends of the profile whose key is key on site's
// server: whom it follows, with their presence now, who follows it,
// whom it blocks. A key the server knows no profile by is an
// *online.Error of code bad-token.
func FriendsOf(ctx context.Context, site, key string) (protocol.FriendsList, error) {
	var none protocol.FriendsList
	conn, err := Connect(ctx, site)
	if err != nil {
		return none, err
	}
	defer conn.Close()
	if _, err := exchange[protocol.ProfilePage](conn, protocol.SignIn{Key: key}); err != nil {
		return none, err
	}
	return exchange[protocol.FriendsList](conn, protocol.WatchFriends{})
}
