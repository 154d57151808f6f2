//go:build !js

package server

import (
	"context"
	"errors"
	"slices"

	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// The friends' messages (presence: lobby_presence.go): follows, blocks
// and hiding, each answered with the friends; and the blocks that keep
// two profiles apart at tables and in quick pairing.

// handleFriends answers a friends' message from c, signed in: each is
// answered with the friends (friends).
func (l *lobby) handleFriends(ctx context.Context, c *conn, m protocol.Message) *online.Error {
	if l.f == nil {
		return online.Errorf(online.ErrInternal, "this server keeps no friends: its store does not")
	}
	me := c.profile.ID
	var err error
	verb, tell := "", true // tell: her followers see her otherwise now
	switch m := m.(type) {
	case protocol.Follow:
		verb, tell = "follow", false
		err = l.f.Follow(ctx, me, m.Profile, onlinelobby.MaxFollows)
	case protocol.Unfollow:
		verb, tell = "unfollow", false
		err = l.f.Unfollow(ctx, me, m.Profile)
	case protocol.Block:
		verb = "block"
		err = l.f.Block(ctx, me, m.Profile)
	case protocol.Unblock:
		verb = "unblock"
		err = l.f.Unblock(ctx, me, m.Profile)
	case protocol.HideOnline:
		verb = "hide"
		err = l.f.Hide(ctx, me, m.Hide)
	}
	switch {
	case errors.Is(err, store.ErrSelf):
		return online.Errorf(online.ErrBadMessage, "you cannot %s yourself", verb)
	case errors.Is(err, store.ErrNoProfile):
		return online.Errorf(online.ErrBadToken, "there is no such profile")
	case errors.Is(err, store.ErrFollows):
		return online.Errorf(online.ErrTooMany, "you follow %d profiles, the most one may: unfollow one first", onlinelobby.MaxFollows)
	case err != nil:
		return l.stored(err, verb+" the profile")
	}
	if tell {
		l.announce(me)
	}
	return l.friends(ctx, c)
}

// friends answers c with its profile's friends, and has it told of
// their presence from then on.
func (l *lobby) friends(ctx context.Context, c *conn) *online.Error {
	me := c.profile.ID
	following, err := l.f.Following(ctx, me)
	if err != nil {
		return l.stored(err, "list the friends")
	}
	followers, err := l.f.Followers(ctx, me)
	if err != nil {
		return l.stored(err, "list the friends")
	}
	blocked, err := l.f.Blocked(ctx, me)
	if err != nil {
		return l.stored(err, "list the friends")
	}
	blockers, err := l.f.Blockers(ctx, me)
	if err != nil {
		return l.stored(err, "list the friends")
	}
	hidden, err := l.f.Hidden(ctx, append([]string{me}, following...))
	if err != nil {
		return l.stored(err, "list the friends")
	}
	profiles := map[string]onlinelobby.Profile{}
	for _, id := range slices.Concat(following, followers, blocked) {
		if _, ok := profiles[id]; ok {
			continue
		}
		p, err := l.p.Profile(ctx, id)
		if err != nil && !errors.Is(err, store.ErrNoProfile) {
			return l.stored(err, "list the friends")
		}
		profiles[id] = p
	}
	remote, err := l.remote(ctx, following)
	if err != nil {
		return l.stored(err, "list the friends")
	}
	blocks, blocksMe := set(blocked), set(blockers)
	if !l.call(func(st *lobbyState) {
		list := protocol.FriendsList{Following: []protocol.FriendInfo{}, Followers: []protocol.ProfileInfo{}, Blocked: []protocol.ProfileInfo{}, Hidden: hidden[me]}
		told := map[string]protocol.FriendInfo{}
		for _, id := range following {
			if p := profiles[id]; p.ID != "" {
				told[id] = st.friendInfo(p, !hidden[id] && !blocksMe[id], remote[id])
				list.Following = append(list.Following, told[id])
			}
		}
		for _, id := range followers {
			if p := profiles[id]; p.ID != "" && !blocks[id] {
				list.Followers = append(list.Followers, protocol.ProfileOf(p))
			}
		}
		for _, id := range blocked {
			if p := profiles[id]; p.ID != "" {
				list.Blocked = append(list.Blocked, protocol.ProfileOf(p))
			}
		}
		if st.presence.watching == nil {
			st.presence.watching = map[*conn]map[string]protocol.FriendInfo{}
		}
		if st.here[c].ID == me { // not signed out meanwhile
			st.presence.watching[c] = told
		}
		c.send(list)
	}) {
		return online.Errorf(online.ErrInternal, "the server could not list the friends; try again")
	}
	return nil
}

// blockedInfo are the profiles id blocks, as her page shows them.
func (l *lobby) blockedInfo(ctx context.Context, id string) ([]protocol.ProfileInfo, error) {
	if l.f == nil {
		return nil, nil
	}
	blocked, err := l.f.Blocked(ctx, id)
	if err != nil {
		return nil, err
	}
	infos := []protocol.ProfileInfo{}
	for _, b := range blocked {
		p, err := l.p.Profile(ctx, b)
		if err != nil {
			return nil, err
		}
		infos = append(infos, protocol.ProfileOf(p))
	}
	return infos, nil
}

// apart are the profiles id never meets at a table: those she blocks,
// and those who block her.
func (l *lobby) apart(ctx context.Context, id string) (map[string]bool, error) {
	if l.f == nil {
		return nil, nil
	}
	blocked, err := l.f.Blocked(ctx, id)
	if err != nil {
		return nil, err
	}
	blockers, err := l.f.Blockers(ctx, id)
	if err != nil {
		return nil, err
	}
	return set(append(blocked, blockers...)), nil
}

// meets reports whether none of t's sitters is apart from her.
func meets(t onlinelobby.Table, apart map[string]bool) bool {
	return !slices.ContainsFunc(t.Seats, func(s onlinelobby.TableSeat) bool { return apart[s.Profile] })
}
