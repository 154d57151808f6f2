//go:build !js

package server

import (
	"context"
	"errors"
	"maps"
	"slices"
	"strings"
	"time"

	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
	"parlor/game/rating"
)

// noLobby answers a lobby's message on a server whose store keeps no
// profiles.
func noLobby() *online.Error {
	return online.Errorf(online.ErrInternal, "this server has no lobby: its store keeps no profiles")
}

// signedIn is the id of the profile c is signed in as, "" for none.
// Called on the reading goroutine.
func (c *conn) signedIn() string { return c.profile.ID }

// handle answers a lobby's message from c, on c's reading goroutine.
func (l *lobby) handle(ctx context.Context, c *conn, m protocol.Message) {
	var e *online.Error
	switch m := m.(type) {
	case protocol.SignIn:
		e = l.signInByKey(ctx, c, m.Key)
	case protocol.NewProfile:
		e = l.newProfile(ctx, c, m.Name)
	case protocol.Whois:
		e = l.whois(ctx, c, m.Profile, "")
	case protocol.Leaders:
		e = l.leaders(ctx, c, m.Game)
	case protocol.WatchLobby:
		e = l.watch(ctx, c)
	case protocol.Record:
		e = l.record(ctx, c, m.Room)
	case protocol.PasskeyOptions, protocol.PasskeySignIn, protocol.Recover:
		e = l.handleKeys(ctx, c, m) // adding a passkey needs a profile: it says so
	default: // the rest need a profile
		if c.profile.ID == "" {
			e = online.Errorf(online.ErrProfileNeeded, "%s needs a profile: send profile or new-profile first", m.Type())
			break
		}
		switch m := m.(type) {
		case protocol.Rename:
			e = l.rename(ctx, c, m.Name)
		case protocol.DeleteProfile:
			e = l.deleteProfile(ctx, c)
		case protocol.Open:
			e = l.open(ctx, c, m)
		case protocol.Sit:
			e = l.sitAt(ctx, c, m.Table, m.Seat)
		case protocol.Quick:
			e = l.quick(ctx, c, m)
		case protocol.Stand:
			e = l.stand(ctx, c, m.Table)
		case protocol.Follow, protocol.Unfollow, protocol.WatchFriends, protocol.Block, protocol.Unblock, protocol.HideOnline:
			e = l.handleFriends(ctx, c, m)
		case protocol.Challenge, protocol.CancelChallenge, protocol.AcceptChallenge, protocol.DeclineChallenge, protocol.ListChallenges:
			e = l.handleChallenges(ctx, c, m)
		default:
			e = l.handleKeys(ctx, c, m)
		}
	}
	if e != nil {
		c.fail(e)
	}
}

// stored turns a store's failure into the error a client is sent, and
// logs it.
func (l *lobby) stored(err error, what string) *online.Error {
	l.s.c.Logf("online: lobby: %s: %v", what, err)
	return online.Errorf(online.ErrInternal, "the server could not %s; try again", what)
}

// signInByKey signs c in as the profile whose key is key. A wrong key is
// bad-token, whether or not the profile ever was. The lobby's tables are
// read first if they are not yet (a server just started reads them on
// its first tick): c is told of those the profile sits at.
func (l *lobby) signInByKey(ctx context.Context, c *conn, key string) *online.Error {
	p, err := l.p.ProfileByKey(ctx, online.Hash(key))
	switch {
	case errors.Is(err, store.ErrNoProfile):
		return online.Errorf(online.ErrBadToken, "no profile has this key: check that its link was copied whole")
	case err != nil:
		return l.stored(err, "read the profile")
	}
	if err := l.load(ctx); err != nil {
		return online.Errorf(online.ErrInternal, "the server could not read the lobby; try again")
	}
	c.profile = keyed(p, key)
	l.signIn(c, c.profile)
	return l.whois(ctx, c, p.ID, "")
}

// newProfile makes a profile named name and signs c in as it; the
// answer carries its key, once.
func (l *lobby) newProfile(ctx context.Context, c *conn, name string) *online.Error {
	name, e := online.CleanName(name)
	if e != nil {
		return e
	}
	key, err := online.NewToken(l.s.c.Random)
	if err != nil {
		return l.stored(err, "make the profile")
	}
	id, err := online.NewToken(l.s.c.Random)
	if err != nil {
		return l.stored(err, "make the profile")
	}
	p := onlinelobby.Profile{ID: id, Name: name, KeyHash: online.Hash(key), Created: time.Now().UTC()}
	if err := l.p.NewProfile(ctx, p); err != nil {
		return l.stored(err, "make the profile")
	}
	c.profile = p
	l.signIn(c, p)
	return l.whois(ctx, c, p.ID, key)
}

// rename gives c's profile a new name.
func (l *lobby) rename(ctx context.Context, c *conn, name string) *online.Error {
	name, e := online.CleanName(name)
	if e != nil {
		return e
	}
	if err := l.p.Rename(ctx, c.profile.ID, name); err != nil {
		return l.stored(err, "rename the profile")
	}
	c.profile.Name = name
	l.signIn(c, c.profile)
	return l.whois(ctx, c, c.profile.ID, "")
}

// deleteProfile deletes c's profile and signs c out.
func (l *lobby) deleteProfile(ctx context.Context, c *conn) *online.Error {
	id := c.profile.ID
	var at []string
	for _, t := range l.snapshot(nil) {
		if t.Sitting(id) >= 0 {
			at = append(at, t.ID)
		}
	}
	if err := l.p.DeleteProfile(ctx, id); err != nil {
		return l.stored(err, "delete the profile")
	}
	c.profile = onlinelobby.Profile{}
	l.signIn(c, c.profile)
	l.leftForGood(ctx, id)
	for _, t := range at {
		l.reread(ctx, t)
	}
	c.send(protocol.Ack{})
	return nil
}

// whois answers with profile id's page: its ratings with their history,
// and its recent games; key is sent only to the profile just made, or
// given a new key (lobby_keys.go, lobby_recovery.go).
func (l *lobby) whois(ctx context.Context, c *conn, id, key string) *online.Error {
	p, err := l.p.Profile(ctx, id)
	if errors.Is(err, store.ErrNoProfile) {
		return online.Errorf(online.ErrBadToken, "there is no such profile")
	}
	if err != nil {
		return l.stored(err, "read the profile")
	}
	rs, err := l.p.Ratings(ctx, []string{id})
	if err != nil {
		return l.stored(err, "read the ratings")
	}
	l.keepRatings(id, rs[id])
	info := protocol.ProfileOf(p)
	m := protocol.ProfilePage{Profile: info, Key: key, Families: []protocol.FamilyInfo{}}
	for _, r := range rs[id] {
		f := protocol.FamilyInfo{Family: r.Family, R: r.R, RD: r.RD, Vol: r.Vol, Shown: r.Shown(), Games: r.Games, Wins: r.Wins, Losses: r.Losses, Draws: r.Draws}
		hist, err := l.p.History(ctx, id, r.Family)
		if err != nil {
			return l.stored(err, "read the ratings")
		}
		for _, h := range hist {
			f.History = append(f.History, protocol.PointInfo{Room: h.Room, At: h.At.UnixMilli(), R: h.R, RD: h.RD, Outcome: h.Outcome})
		}
		m.Families = append(m.Families, f)
	}
	slices.SortFunc(m.Families, func(a, b protocol.FamilyInfo) int { return strings.Compare(a.Family, b.Family) })
	games, err := l.p.Games(ctx, id, onlinelobby.GamesShown)
	if err != nil {
		return l.stored(err, "list the games")
	}
	deleted := map[string]bool{} // the profiles of the seats, by id: deleted ones show as such
	for _, g := range games {
		for i, st := range g.Seats {
			if st.Profile == "" {
				continue
			}
			gone, ok := deleted[st.Profile]
			if !ok {
				sp, err := l.p.Profile(ctx, st.Profile)
				gone = err == nil && sp.Deleted
				deleted[st.Profile] = gone
			}
			if gone {
				g.Seats[i].Name = onlinelobby.DeletedName
			}
		}
		ri := protocol.RoomInfo{Room: g.Room, Game: g.Game, Seat: g.Seat, N: g.N, Over: g.Over, Turn: -1}
		if o, err := l.s.c.Games.Parse(g.Game); err == nil {
			ri.Players = online.SeatInfos(o.Seats(), g.Seats, nil)
		}
		m.Rooms = append(m.Rooms, ri)
	}
	if id == c.profile.ID {
		if m.Blocked, err = l.blockedInfo(ctx, id); err != nil {
			return l.stored(err, "list the profiles blocked")
		}
	}
	c.send(m)
	return nil
}

// family is the family a leaders message names: a game's text, or a
// family's name.
func (l *lobby) family(text string) (string, *online.Error) {
	if o, err := l.s.c.Games.Parse(text); err == nil {
		return o.Family(), nil
	}
	if slices.Contains(l.s.c.Games.Families(), text) {
		return text, nil
	}
	return "", online.Errorf(online.ErrBadGame, "%q is neither a game nor a family of ratings", text)
}

// leaders answers with the best settled ratings of a family, and the
// best provisional ones apart, each with about how many more games
// settle it.
func (l *lobby) leaders(ctx context.Context, c *conn, text string) *online.Error {
	family, e := l.family(text)
	if e != nil {
		return e
	}
	ls, err := l.p.Leaders(ctx, family, rating.ProvisionalRD, onlinelobby.LeadersShown)
	if err != nil {
		return l.stored(err, "read the leaderboard")
	}
	ps, err := l.p.Provisional(ctx, family, rating.ProvisionalRD, onlinelobby.LeadersShown)
	if err != nil {
		return l.stored(err, "read the leaderboard")
	}
	for i, s := range ps {
		ps[i].More = rating.GamesToSettle(rating.Rating{R: s.R, RD: s.RD, Vol: s.Vol})
	}
	c.send(protocol.Leaderboard{Game: family, Leaders: ls, Unsettled: ps})
	return nil
}

// record answers with a finished room's record.
func (l *lobby) record(ctx context.Context, c *conn, id string) *online.Error {
	room, err := online.Load(ctx, l.s.c.Store, l.s.c.Games, id)
	switch {
	case errors.Is(err, online.ErrNoRoom):
		return online.Errorf(online.ErrBadToken, "there is no such game")
	case err != nil:
		return l.stored(err, "read the game")
	case !room.Over():
		return online.Errorf(online.ErrBadMessage, "that game is not over yet: its record comes at its end")
	}
	end := room.End()
	c.send(protocol.RoomRecord{Room: id, Record: end.Record, Result: end.Result})
	return nil
}

// rating is profile id's rating in family (the initial one if she has
// played none).
//
// The lobby keeps what it read (and what games rated here made): a
// profile's ratings are read once a sign-in (its page), not once a seek.
// A game rated on another server shows here from the profile's next
// sign-in; the rating a game is rated from is always read afresh.
func (l *lobby) rating(ctx context.Context, id, family string) (onlinelobby.Glicko, error) {
	var ok, played bool
	var r onlinelobby.Glicko
	l.call(func(st *lobbyState) {
		var known map[string]onlinelobby.Glicko
		known, ok = st.ratings[id]
		r, played = known[family]
	})
	if !ok {
		rs, err := l.p.Ratings(ctx, []string{id})
		if err != nil {
			return onlinelobby.Glicko{}, err
		}
		r, played = l.keepRatings(id, rs[id])[family]
	}
	if !played {
		return rating.Initial(), nil
	}
	return r, nil
}

// keepRatings keeps profile id's ratings as read, and returns them by
// family (a copy of its own: the lobby's goroutine changes the one kept).
func (l *lobby) keepRatings(id string, rs []onlinelobby.Rating) map[string]onlinelobby.Glicko {
	known := make(map[string]onlinelobby.Glicko, len(rs))
	for _, r := range rs {
		known[r.Family] = r.Glicko()
	}
	kept := maps.Clone(known)
	l.call(func(st *lobbyState) { st.ratings[id] = kept })
	return known
}

// rated keeps the ratings a game rated here made, for the profiles whose
// ratings the lobby knows.
func (l *lobby) rated(family string, changes []onlinelobby.RatingChange) {
	l.call(func(st *lobbyState) {
		for _, c := range changes {
			if known, ok := st.ratings[c.Profile]; ok {
				known[family] = c.After
			}
		}
	})
}
