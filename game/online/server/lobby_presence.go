//go:build !js

package server

import (
	"context"
	"maps"
	"slices"
	"time"

	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// The friends' presence (their messages: lobby_friends.go). A profile is
// online while a connection here is signed in as her, or holds her seat
// in a room whose game is not over (she plays there). The lobby's
// goroutine keeps who is online (its here) and who plays where
// (presenceState), and tells the connections that asked for their
// friends (friends) of every change of a friend's presence; the presence
// goroutine (presenter) reads who is to be told of a profile's change
// from the store, as the lobby's goroutine may not, one profile after
// another. With a store several servers share (store.SharedPresence), a
// profile's presence is what every server has of her: each writes what
// it has to the store, which tells the others (store.Change's Profile),
// and each tells its own followers.

// presenceState is what the lobby's goroutine keeps of presence.
type presenceState struct {
	// watching are the connections that asked for their friends, each
	// with the presence it was last told of each: told of a friend's
	// presence when it changes from that (never twice the same, so that
	// a friend hidden, or blocking, shows no sign of life), until they
	// close or sign in as another.
	watching map[*conn]map[string]protocol.FriendInfo
	// playing are the rooms each profile plays in here, by room.
	playing map[string]map[string]play
}

// play is a room a profile plays in: its game's text, its spectators'
// token, and since when she plays there.
type play struct {
	game, watch string
	since       time.Time
}

// newsQueued is how many profiles' changes of presence may wait for the
// presence goroutine.
const newsQueued = 4096

// online reports whether profile id is online here.
func (st *lobbyState) online(id string) bool {
	if id == "" {
		return false
	}
	if len(st.presence.playing[id]) > 0 {
		return true
	}
	for _, p := range st.here {
		if p.ID == id {
			return true
		}
	}
	return false
}

// local is profile id's presence here: whether she is online, and the
// room she plays in (the latest she sat down in).
func (st *lobbyState) local(id string) store.Presence {
	p := store.Presence{Online: st.online(id)}
	for r, pl := range st.presence.playing[id] {
		p = p.With(store.Presence{Online: true, Room: r, Game: pl.game, Watch: pl.watch, Since: pl.since})
	}
	return p
}

// sign makes c's profile p (stays false: c closed), and returns the
// profiles whose presence that changed: c's old one's and p's.
func (st *lobbyState) sign(c *conn, p onlinelobby.Profile, stays bool) []string {
	old := st.here[c]
	was := map[string]bool{old.ID: st.online(old.ID), p.ID: st.online(p.ID)}
	if stays {
		st.here[c] = p
	} else {
		delete(st.here, c)
	}
	if !stays || old.ID != p.ID {
		delete(st.presence.watching, c)
	}
	var changed []string
	for id, on := range was {
		if id != "" && on != st.online(id) {
			changed = append(changed, id)
		}
	}
	return changed
}

// friendInfo is profile p followed, as a follower who may see her
// (visible) or may not sees her; remote is her presence on the other
// servers.
func (st *lobbyState) friendInfo(p onlinelobby.Profile, visible bool, remote store.Presence) protocol.FriendInfo {
	info := protocol.FriendInfo{Profile: protocol.ProfileOf(p)}
	if !visible || p.Deleted {
		return info
	}
	pr := st.local(p.ID).With(remote)
	info.Online, info.Room, info.Game, info.Watch = pr.Online, pr.Room, pr.Game, pr.Watch
	return info
}

// news is a profile whose presence changed: here (on this server), or
// on another (heard from the shared store).
type news struct {
	id   string
	here bool
}

// announce has the followers of these profiles, whose presence changed
// here, told of it (and, with a shared store, every server).
func (l *lobby) announce(ids ...string) {
	for _, id := range ids {
		l.tell(news{id: id, here: true})
	}
}

// heard has the followers here of profile id, whose presence changed on
// another server, told of it; id "" says that such news may have been
// missed (the shared store's listener dropped): every profile online
// here is shared again, and the followers here told of every friend's
// presence that changed.
func (l *lobby) heard(id string) { l.tell(news{id: id}) }

// everyone adds to here the profiles online here (true: to be shared
// again) and those the watchers here follow (false, unless online here).
func (st *lobbyState) everyone(here map[string]bool) {
	for _, p := range st.here {
		if p.ID != "" {
			here[p.ID] = true
		}
	}
	for id := range st.presence.playing {
		here[id] = true
	}
	for _, told := range st.presence.watching {
		for id := range told {
			if _, ok := here[id]; !ok {
				here[id] = false
			}
		}
	}
}

// tell hands n to the presence goroutine.
func (l *lobby) tell(n news) {
	select {
	case l.news <- n:
	case <-l.stop:
	}
}

// presenter is the presence goroutine: it tells the followers of each
// profile announced of her presence, as many profiles at once as were
// announced while it told of the last ones, until the lobby stops.
func (l *lobby) presenter() {
	defer close(l.presented)
	for {
		here := map[string]bool{} // by profile: whether it changed here
		select {
		case n := <-l.news:
			here[n.id] = n.here
		case <-l.stop:
			return
		}
	more:
		for len(here) < 256 {
			select {
			case n := <-l.news:
				here[n.id] = here[n.id] || n.here
			default:
				break more
			}
		}
		if _, ok := here[""]; ok { // news may have been missed: every profile's
			delete(here, "")
			l.call(func(st *lobbyState) { st.everyone(here) })
		}
		for _, id := range slices.Sorted(maps.Keys(here)) {
			ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
			if here[id] {
				l.share(ctx, id)
			}
			l.tellPresence(ctx, id)
			cancel()
		}
	}
}

// share tells the other servers sharing the store of profile id's
// presence here.
func (l *lobby) share(ctx context.Context, id string) {
	if l.sp == nil {
		return
	}
	var p store.Presence
	l.call(func(st *lobbyState) { p = st.local(id) })
	if err := l.sp.SetPresence(ctx, id, p); err != nil {
		l.s.c.Logf("online: lobby: %v", err)
	}
}

// remote are the presences the other servers sharing the store have of
// these profiles (nil without a shared store).
func (l *lobby) remote(ctx context.Context, ids []string) (map[string]store.Presence, error) {
	if l.sp == nil || len(ids) == 0 {
		return nil, nil
	}
	return l.sp.Presences(ctx, ids)
}

// tellPresence tells the connections here that watch their friends, of
// profiles that follow id, of id's presence: online and where she plays,
// or, to those she blocks and to all while she hides, offline.
func (l *lobby) tellPresence(ctx context.Context, id string) {
	if l.f == nil {
		return
	}
	followers, err := l.f.Followers(ctx, id)
	if err != nil || len(followers) == 0 {
		l.logFriends(err, "reading the followers of "+id)
		return
	}
	blocked, err := l.f.Blocked(ctx, id)
	if err != nil {
		l.logFriends(err, "reading the blocks of "+id)
		return
	}
	hidden, err := l.f.Hidden(ctx, []string{id})
	if err != nil {
		l.logFriends(err, "reading whether "+id+" hides")
		return
	}
	p, err := l.p.Profile(ctx, id)
	if err != nil {
		l.logFriends(err, "reading profile "+id)
		return
	}
	remote, err := l.remote(ctx, []string{id})
	if err != nil {
		l.logFriends(err, "reading the presence of "+id)
		return
	}
	follows, blocks := set(followers), set(blocked)
	l.call(func(st *lobbyState) {
		shown, unshown := st.friendInfo(p, true, remote[id]), st.friendInfo(p, false, store.Presence{})
		var seen, unseen []byte
		for c, told := range st.presence.watching {
			who := st.here[c].ID
			if !follows[who] {
				continue
			}
			info, m := shown, &seen
			if hidden[id] || blocks[who] {
				info, m = unshown, &unseen
			}
			if last, ok := told[id]; ok && last == info {
				continue
			}
			if *m == nil {
				*m = protocol.Encode(protocol.Presence{Friend: info})
			}
			told[id] = info
			c.sendEncoded(*m)
		}
	})
}

// logFriends logs a store's failure to read what presence needs.
func (l *lobby) logFriends(err error, what string) {
	if err != nil {
		l.s.c.Logf("online: lobby: %s: %v", what, err)
	}
}

// set is ids as a set.
func set(ids []string) map[string]bool {
	s := make(map[string]bool, len(ids))
	for _, id := range ids {
		s[id] = true
	}
	return s
}

// plays notes that these profiles play in room (a game of game, watched
// with watch) from now on, and those no longer (the game over, or no
// connection of their seat here), and has their followers told.
func (l *lobby) plays(room, game, watch string, on, off []string) {
	var changed []string
	l.call(func(st *lobbyState) {
		if st.presence.playing == nil {
			st.presence.playing = map[string]map[string]play{}
		}
		for _, id := range on {
			if _, ok := st.presence.playing[id][room]; ok {
				continue
			}
			if st.presence.playing[id] == nil {
				st.presence.playing[id] = map[string]play{}
			}
			st.presence.playing[id][room] = play{game: game, watch: watch, since: time.Now()}
			changed = append(changed, id)
		}
		for _, id := range off {
			if _, ok := st.presence.playing[id][room]; !ok {
				continue
			}
			delete(st.presence.playing[id], room)
			if len(st.presence.playing[id]) == 0 {
				delete(st.presence.playing, id)
			}
			changed = append(changed, id)
		}
	})
	l.announce(changed...)
}

// playing tells the lobby who plays in the hub's room now: the profiles
// of the seats held by a connection here, while the game is not over.
// It runs on the hub's goroutine.
func (h *hub) playing() {
	if h.s.lobby == nil {
		return
	}
	over := h.room.Over()
	var on, off []string
	for i, s := range h.room.Seats(nil) {
		switch {
		case s.Profile == "":
		case !over && s.Kind == online.KindPerson && h.here(i):
			on = append(on, s.Profile)
		default:
			off = append(off, s.Profile)
		}
	}
	h.s.lobby.plays(h.room.ID(), h.room.Options().String(), h.room.Watch(), on, off)
}
