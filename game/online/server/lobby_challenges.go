//go:build !js

package server

import (
	"context"
	"errors"
	"slices"
	"time"

	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// The challenges' messages (their news and lapse:
// lobby_challenges_news.go). A challenge is kept in the store from its
// sending until one settling wins (store.Challenges.Settle): accepted,
// declined, cancelled or lapsed. Its sender's seat token is made as she
// sends it, kept by this server, and only its hash by the store: when
// the challenge is accepted, on this server or another, the table of its
// game is made full at once, both seats taken, and started as a quick
// pair's is (start); each sitter is told her seat (seated) and then its
// room (table), as quick pairing tells them.

// handleChallenges answers a challenges' message from c, signed in.
func (l *lobby) handleChallenges(ctx context.Context, c *conn, m protocol.Message) *online.Error {
	if l.ch == nil {
		return online.Errorf(online.ErrInternal, "this server keeps no challenges: its store does not")
	}
	switch m := m.(type) {
	case protocol.Challenge:
		return l.challenge(ctx, c, m)
	case protocol.CancelChallenge:
		return l.settleChallenge(ctx, c, m.Challenge, store.Settling{State: protocol.ChallengeCancelled})
	case protocol.DeclineChallenge:
		reason := m.Reason
		if reason == "" {
			reason = protocol.DeclineReasons[0]
		}
		if !slices.Contains(protocol.DeclineReasons, reason) {
			return online.Errorf(online.ErrBadMessage, "%q is not a reason to decline: %v", m.Reason, protocol.DeclineReasons)
		}
		return l.settleChallenge(ctx, c, m.Challenge, store.Settling{State: protocol.ChallengeDeclined, Reason: reason})
	case protocol.AcceptChallenge:
		return l.accept(ctx, c, m.Challenge)
	default:
		return l.listChallenges(ctx, c)
	}
}

// challenge sends the challenge m from c's profile: its sender hears of
// it on all her connections, and the profile challenged on all hers,
// unless a block keeps them apart (then never, and its sender is not
// told why).
func (l *lobby) challenge(ctx context.Context, c *conn, m protocol.Challenge) *online.Error {
	o, e := l.options(m.Game)
	if e != nil {
		return e
	}
	if len(o.Seats()) != 2 {
		return online.Errorf(online.ErrBadGame, "a challenge is to a game for two: %s has %d seats", o.Game().Title, len(o.Seats()))
	}
	me := c.profile.ID
	if m.Profile == me {
		return online.Errorf(online.ErrBadMessage, "you cannot challenge yourself")
	}
	to, err := l.p.Profile(ctx, m.Profile)
	if errors.Is(err, store.ErrNoProfile) || err == nil && to.Deleted {
		return online.Errorf(online.ErrBadToken, "there is no such profile")
	} else if err != nil {
		return l.stored(err, "read the profile")
	}
	apart, err := l.apart(ctx, me)
	if err != nil {
		return l.stored(err, "send the challenge")
	}
	id, err := online.NewToken(l.s.c.Random)
	if err != nil {
		return l.stored(err, "send the challenge")
	}
	token, err := online.NewToken(l.s.c.Random)
	if err != nil {
		return l.stored(err, "send the challenge")
	}
	first := m.First
	if first == "" {
		first = protocol.FirstRandom
	}
	now := l.s.c.Clock.Now()
	ch := store.Challenge{ID: id, From: me, To: to.ID, Game: o.String(), Clock: m.Clock, Rated: m.Rated, First: first,
		FromHash: online.Hash(token), Created: now, Expires: now.Add(onlinelobby.ChallengeLapse), Silent: apart[to.ID], State: store.ChallengeOpen}
	err = l.ch.SendChallenge(ctx, ch, onlinelobby.ChallengesOpen, onlinelobby.ChallengesHourly)
	switch {
	case errors.Is(err, store.ErrChallenges):
		return online.Errorf(online.ErrTooMany, "you have %d challenges open, the most one may: cancel one, or wait for an answer", onlinelobby.ChallengesOpen)
	case errors.Is(err, store.ErrChallengeRate):
		return online.Errorf(online.ErrRate, "you sent %d challenges this hour, the most one may: wait a while", onlinelobby.ChallengesHourly)
	case errors.Is(err, store.ErrNoProfile):
		return online.Errorf(online.ErrBadToken, "there is no such profile")
	case err != nil:
		return l.stored(err, "send the challenge")
	}
	l.call(func(st *lobbyState) { st.challenges.keep(id, token, me, now) })
	l.deliver(ctx, ch, nil)
	l.shareChallenge(ctx, id)
	return nil
}

// challengeOf reads challenge id for c's profile: one she sent (sent),
// or one she received and may see; bad-token if there is none such.
func (l *lobby) challengeOf(ctx context.Context, c *conn, id string, sent bool) (store.Challenge, *online.Error) {
	ch, err := l.ch.Challenge(ctx, id)
	switch {
	case errors.Is(err, store.ErrNoChallenge):
	case err != nil:
		return ch, l.stored(err, "read the challenge")
	case sent && ch.From == c.profile.ID, !sent && ch.To == c.profile.ID && !ch.Silent:
		return ch, nil
	}
	return ch, online.Errorf(online.ErrBadToken, "there is no such challenge of yours")
}

// settled is the refusal of a settling that another one won; both sides
// are told of the winner (deliver) as it is.
func (l *lobby) settled(ctx context.Context, ch store.Challenge) *online.Error {
	if ch.State == store.ChallengeOpen { // lapsed, not yet told
		if lapsed, err := l.ch.Lapse(ctx, l.s.c.Clock.Now(), nil); err == nil {
			l.told(ctx, lapsed)
		}
		ch.State = store.ChallengeLapsed
	}
	l.deliver(ctx, ch, nil)
	return online.Errorf(online.ErrGone, "that challenge is %s already", ch.State)
}

// settleChallenge cancels (its sender) or declines (the profile
// challenged) challenge id, as s says.
func (l *lobby) settleChallenge(ctx context.Context, c *conn, id string, s store.Settling) *online.Error {
	if _, e := l.challengeOf(ctx, c, id, s.State == protocol.ChallengeCancelled); e != nil {
		return e
	}
	s.At = l.s.c.Clock.Now()
	ch, err := l.ch.Settle(ctx, id, s)
	switch {
	case errors.Is(err, store.ErrSettled):
		return l.settled(ctx, ch)
	case err != nil:
		return l.stored(err, "answer the challenge")
	}
	l.deliver(ctx, ch, nil)
	l.shareChallenge(ctx, id)
	return nil
}

// accept accepts challenge id for c's profile: the first settling wins,
// and its game's table is made full and started.
func (l *lobby) accept(ctx context.Context, c *conn, id string) *online.Error {
	ch, e := l.challengeOf(ctx, c, id, false)
	if e != nil {
		return e
	}
	if !ch.Open(l.s.c.Clock.Now()) {
		return l.settled(ctx, ch)
	}
	o, e := l.options(ch.Game)
	if e != nil {
		return e
	}
	if apart, err := l.apart(ctx, c.profile.ID); err != nil {
		return l.stored(err, "accept the challenge")
	} else if apart[ch.From] { // blocked since it was sent: as if it had gone
		return online.Errorf(online.ErrGone, "that challenge is gone")
	}
	me, token, e := l.sitter(ctx, c, o.Family())
	if e != nil {
		return e
	}
	from, err := l.p.Profile(ctx, ch.From)
	if err != nil {
		return l.stored(err, "accept the challenge")
	}
	r, err := l.rating(ctx, ch.From, o.Family())
	if err != nil {
		return l.stored(err, "accept the challenge")
	}
	sender := onlinelobby.TableSeat{Profile: from.ID, Name: from.Name, TokenHash: ch.FromHash, R: r.R, RD: r.RD, Seen: time.Now().UTC()}
	seats, mine, e := l.challengeSeats(ch.First, sender, me)
	if e != nil {
		return e
	}
	tid, err := online.NewToken(l.s.c.Random)
	if err != nil {
		return l.stored(err, "accept the challenge")
	}
	// The table first: whoever reads the challenge accepted finds its
	// table, or its room.
	t := onlinelobby.Table{ID: tid, Game: o.String(), Rated: ch.Rated, Clock: ch.Clock, Host: ch.From, Created: time.Now().UTC(), Seats: seats, Full: true}
	if err := l.p.OpenTable(ctx, t); err != nil {
		return l.stored(err, "open the challenge's table")
	}
	ch, err = l.ch.Settle(ctx, id, store.Settling{State: protocol.ChallengeAccepted, Room: tid, At: l.s.c.Clock.Now()})
	if err != nil {
		if cerr := l.p.CloseTable(ctx, tid); cerr != nil {
			l.s.c.Logf("online: lobby: closing table %s: %v", tid, cerr)
		}
		if errors.Is(err, store.ErrSettled) {
			return l.settled(ctx, ch)
		}
		return l.stored(err, "accept the challenge")
	}
	l.deliver(ctx, ch, &t)
	l.tellSeat(c, t, mine, token)
	l.shareChallenge(ctx, id)
	l.start(ctx, t)
	return nil
}

// challengeSeats are the seats of a challenge's table, its sender's and
// the challenged's (me) in the order first says, and the seat of me.
func (l *lobby) challengeSeats(first string, sender, me onlinelobby.TableSeat) ([]onlinelobby.TableSeat, int, *online.Error) {
	if first == protocol.FirstRandom {
		var b [1]byte
		if _, err := l.s.c.Random.Read(b[:]); err != nil {
			return nil, 0, l.stored(err, "draw who moves first")
		}
		first = protocol.FirstChallenger
		if b[0]&1 == 1 {
			first = protocol.FirstChallenged
		}
	}
	if first == protocol.FirstChallenged {
		return []onlinelobby.TableSeat{me, sender}, 0, nil
	}
	return []onlinelobby.TableSeat{sender, me}, 1, nil
}

// listChallenges answers c with its profile's open challenges.
func (l *lobby) listChallenges(ctx context.Context, c *conn) *online.Error {
	me := c.profile.ID
	cs, err := l.ch.OpenChallenges(ctx, me, l.s.c.Clock.Now())
	if err != nil {
		return l.stored(err, "list the challenges")
	}
	list := protocol.Challenges{Sent: []protocol.ChallengeInfo{}, Received: []protocol.ChallengeInfo{}}
	for _, ch := range cs {
		info, err := l.challengeInfo(ctx, ch)
		if err != nil {
			return l.stored(err, "list the challenges")
		}
		if ch.From == me {
			list.Sent = append(list.Sent, info)
		} else {
			list.Received = append(list.Received, info)
		}
	}
	c.send(list)
	return nil
}

// challengeInfo is ch as its profiles see it.
func (l *lobby) challengeInfo(ctx context.Context, ch store.Challenge) (protocol.ChallengeInfo, error) {
	from, err := l.p.Profile(ctx, ch.From)
	if err != nil {
		return protocol.ChallengeInfo{}, err
	}
	to, err := l.p.Profile(ctx, ch.To)
	if err != nil {
		return protocol.ChallengeInfo{}, err
	}
	return protocol.ChallengeInfo{ID: ch.ID, From: protocol.ProfileOf(from), To: protocol.ProfileOf(to), Game: ch.Game, Clock: ch.Clock,
		Rated: ch.Rated, First: ch.First, State: ch.State, Reason: ch.Reason, Room: ch.Room,
		Created: ch.Created.UnixMilli(), Expires: ch.Expires.UnixMilli()}, nil
}
