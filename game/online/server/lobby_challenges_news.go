//go:build !js

package server

import (
	"context"
	"errors"
	"slices"
	"time"

	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// The challenges' news (their messages: lobby_challenges.go). Whichever
// server sends or settles a challenge tells its profiles' connections
// there (deliver), and, with a store several servers share
// (store.SharedChallenges), every server, which reads it from the store
// and tells its own (the challenges goroutine, challenger). Each server
// tells of each state of a challenge once. Every tick the lobby lapses
// the challenges whose ten minutes are up, and those of the profiles
// gone for good: a profile signed in here whose last connection closed
// SeekGone ago, and who is online on no other server.

// challengeState is what the lobby's goroutine keeps of the challenges.
type challengeState struct {
	// tokens are the seat tokens of the challenges sent here, by
	// challenge, until they are settled; told the state each challenge
	// was last told of here, and when; seen when each profile signed in
	// here was last seen so, by the lobby's tick.
	tokens map[string]string
	told   map[string]toldState
	seen   map[string]time.Time
}

// toldState is the state a challenge was last told of, and when.
type toldState struct {
	state string
	at    time.Time
}

// challengesQueued is how many challenges heard of may wait for the
// challenges goroutine.
const challengesQueued = 1024

// keep keeps the seat token of challenge id, sent here by profile
// from at now, who is seen then.
func (cs *challengeState) keep(id, token, from string, now time.Time) {
	if cs.tokens == nil {
		cs.tokens = map[string]string{}
	}
	cs.tokens[id] = token
	if cs.seen == nil {
		cs.seen = map[string]time.Time{}
	}
	cs.seen[from] = now
}

// tell reports whether challenge id's state is news here, and notes that
// it is told.
func (cs *challengeState) tell(id, state string, now time.Time) bool {
	if cs.told == nil {
		cs.told = map[string]toldState{}
	}
	if cs.told[id].state == state {
		return false
	}
	cs.told[id] = toldState{state, now}
	return true
}

// deliver tells ch's profiles' connections here of it (the challenged
// not of a silent one); accepted, its sender's too of her seat, if this
// server holds her token: at t, its table, or (nil) at the table or room
// the store has.
func (l *lobby) deliver(ctx context.Context, ch store.Challenge, t *onlinelobby.Table) {
	info, err := l.challengeInfo(ctx, ch)
	if err != nil {
		l.s.c.Logf("online: lobby: telling of challenge %s: %v", ch.ID, err)
		return
	}
	var token string
	var senders []*conn
	l.call(func(st *lobbyState) {
		if !st.challenges.tell(ch.ID, ch.State, time.Now()) {
			return
		}
		m := protocol.Encode(protocol.ChallengeNews{Challenge: info})
		for c, p := range st.here {
			if p.ID == ch.From || p.ID == ch.To && !ch.Silent {
				c.sendEncoded(m)
			}
			if p.ID == ch.From {
				senders = append(senders, c)
			}
		}
		if ch.State != store.ChallengeOpen {
			token = st.challenges.tokens[ch.ID]
			delete(st.challenges.tokens, ch.ID)
		}
	})
	if ch.State == protocol.ChallengeAccepted && token != "" && len(senders) > 0 {
		l.seatSender(ctx, ch, t, senders, token)
	}
}

// seatSender tells the connections of ch's sender here their seat at
// its table, t (nil: as the store has it, or, if started, as its room
// has it), and has them told of its start.
func (l *lobby) seatSender(ctx context.Context, ch store.Challenge, t *onlinelobby.Table, conns []*conn, token string) {
	started := false
	if t == nil {
		tb, err := l.p.Table(ctx, ch.Room)
		if errors.Is(err, store.ErrNoTable) {
			rec, _, rerr := l.s.c.Store.Room(ctx, ch.Room)
			err = rerr
			if rerr == nil {
				tb = onlinelobby.Table{ID: rec.ID, Game: rec.Game, Rated: rec.Rated, Clock: rec.Clock, Host: ch.From, Created: rec.Created, Full: true}
				tb.Seats, started = l.roomSeats(ctx, tb, rec), true
			}
		}
		if err != nil {
			l.s.c.Logf("online: lobby: seating the sender of challenge %s: %v", ch.ID, err)
			return
		}
		t = &tb
	}
	seat := slices.IndexFunc(t.Seats, func(s onlinelobby.TableSeat) bool { return s.TokenHash == ch.FromHash })
	if seat < 0 {
		return
	}
	for _, c := range conns {
		l.tellSeat(c, *t, seat, token)
	}
	if started {
		l.gone(t.ID, t.ID, t.Seats)
	}
}

// told delivers the challenges settled here, and shares them.
func (l *lobby) told(ctx context.Context, cs []store.Challenge) {
	for _, ch := range cs {
		l.deliver(ctx, ch, nil)
		l.shareChallenge(ctx, ch.ID)
	}
}

// shareChallenge tells the other servers sharing the store that
// challenge id changed.
func (l *lobby) shareChallenge(ctx context.Context, id string) {
	if sc, ok := l.s.c.Store.(store.SharedChallenges); ok {
		if err := sc.NotifyChallenge(ctx, id); err != nil {
			l.s.c.Logf("online: lobby: sharing challenge %s: %v", id, err)
		}
	}
}

// heardChallenge hands challenge id, changed on some server, to the
// challenges goroutine; it never blocks (a challenge dropped is asked
// for again by its client's challenges).
func (l *lobby) heardChallenge(id string) {
	select {
	case l.heardCh <- id:
	default:
	}
}

// challenger is the challenges goroutine: it reads each challenge heard
// of and tells of it, until the lobby stops.
func (l *lobby) challenger() {
	defer close(l.challenged)
	for {
		select {
		case id := <-l.heardCh:
			ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
			if ch, err := l.ch.Challenge(ctx, id); err == nil {
				l.deliver(ctx, ch, nil)
			} else {
				l.s.c.Logf("online: lobby: reading challenge %s: %v", id, err)
			}
			cancel()
		case <-l.stop:
			return
		}
	}
}

// lapseChallenges lapses, on the lobby's tick, the challenges whose time
// is up and those of the profiles gone for good; here are the profiles
// signed in here now.
func (l *lobby) lapseChallenges(ctx context.Context, here []string) {
	if l.ch == nil {
		return
	}
	now := l.s.c.Clock.Now()
	var left []string
	l.call(func(st *lobbyState) {
		cs := &st.challenges
		if cs.seen == nil {
			cs.seen = map[string]time.Time{}
		}
		for _, id := range here {
			cs.seen[id] = now
		}
		for id, at := range cs.seen {
			if now.Sub(at) > l.s.c.SeekGone {
				left = append(left, id)
			}
		}
		for id, t := range cs.told {
			if time.Since(t.at) > endedKept && t.state != store.ChallengeOpen {
				delete(cs.told, id)
			}
		}
	})
	remote, err := l.remote(ctx, left)
	if err != nil {
		return // the next tick tries again
	}
	gone := slices.DeleteFunc(left, func(id string) bool { return remote[id].Online })
	lapsed, err := l.ch.Lapse(ctx, now, gone)
	if err != nil {
		l.s.c.Logf("online: lobby: lapsing the challenges: %v", err)
		return
	}
	l.call(func(st *lobbyState) {
		for _, id := range left {
			delete(st.challenges.seen, id)
		}
	})
	l.told(ctx, lapsed)
}

// leftForGood lapses the challenges of profile id, deleted.
func (l *lobby) leftForGood(ctx context.Context, id string) {
	if l.ch == nil {
		return
	}
	lapsed, err := l.ch.Lapse(ctx, l.s.c.Clock.Now(), []string{id})
	if err != nil {
		l.s.c.Logf("online: lobby: lapsing the challenges of %s: %v", id, err)
		return
	}
	l.told(ctx, lapsed)
}
