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
)

// Quick games: a seeker sits at the waiting seek that fits her best, or
// opens her own; every tick the seeks waiting here move to older ones as
// their windows widen. On one server the pairing is done one seeker at a
// time, on the pairing goroutine (lobby.pair): each sees the seeks opened before her, so that
// seekers arriving together pair at once rather than all opening seeks
// for the tick to join, and never race here for one seat. Between
// servers the store's seats decide (Profiles.Sit), and the tick joins
// what they opened at the same moment.

// openSeat is t's first open seat, or -1.
func openSeat(t onlinelobby.Table) int {
	return slices.IndexFunc(t.Seats, func(s onlinelobby.TableSeat) bool { return s.Level == "" && s.Profile == "" })
}

// quick pairs c for a game: a seat at the waiting seek closest in
// rating, within the window, or a seek of its own.
func (l *lobby) quick(ctx context.Context, c *conn, m protocol.Quick) *online.Error {
	o, e := l.options(m.Game)
	if e != nil {
		return e
	}
	if err := l.load(ctx); err != nil {
		return l.stored(err, "read the lobby")
	}
	if _, seeks := l.hosted(c.profile.ID); seeks[o.Family()] {
		return online.Errorf(online.ErrTooMany, "you are looking for a game of %s already", o.Game().Title)
	}
	me, token, e := l.sitter(ctx, c, o.Family())
	if e != nil {
		return e
	}
	apart, err := l.apart(ctx, c.profile.ID)
	if err != nil {
		return l.stored(err, "pair you")
	}
	seek := onlinelobby.Seek{Options: o, Any: m.Any, Rated: m.Rated, Profile: c.profile.ID, R: me.R, Clock: m.Clock}
	var full onlinelobby.Table
	if !l.pair(func() {
		for _, t := range seek.Candidates(l.snapshot(waitingSeek), l.s.c.Games, time.Now()) {
			if !meets(t, apart) || !l.present(ctx, t.ID) {
				continue
			}
			if after, e := l.seat(ctx, c, t, openSeat(t), me, token); e == nil {
				full = after
				return
			}
		}
		specs := make([]string, len(o.Seats()))
		for i := range specs {
			specs[i] = onlinelobby.SeatOpen
		}
		specs[0] = online.SeatYou
		e = l.newTable(ctx, c, o, specs, m.Rated, true, m.Any, m.Clock, me, token)
	}) {
		return l.stored(errors.New("the lobby has closed"), "pair you")
	}
	if full.Full {
		l.start(ctx, full)
	}
	return e
}

// present reports whether everyone sitting at table id, as the store has
// it now (whose sitters' servers mark them seen), is there: a seek whose
// seeker has left (a reload, a tab closed) pairs with nobody until she is
// back, or a game would start without her (see away).
func (l *lobby) present(ctx context.Context, id string) bool {
	t, err := l.p.Table(ctx, id)
	return err == nil && away(t, time.Now(), awayAfter(l.s.c.Tick)) == ""
}

// waiting is a seek whose host is connected here: its table, her
// connection and her seat's token.
type waiting struct {
	t     onlinelobby.Table
	c     *conn
	token string
}

// repair pairs the seeks waiting here again, as their windows widen: a
// seek whose host is connected here moves to an older seek that fits it
// (move). It runs on the pairing goroutine.
func (l *lobby) repair(ctx context.Context, now time.Time) {
	var mine []waiting
	l.call(func(st *lobbyState) {
		for id, t := range st.tables {
			if !t.Quick || t.Full {
				continue
			}
			token := st.tokens[id][t.Host]
			for c, p := range st.here {
				if p.ID == t.Host && token != "" && st.seated[id][c] {
					mine = append(mine, waiting{t, c, token})
					break
				}
			}
		}
	})
	slices.SortFunc(mine, func(a, b waiting) int {
		if onlinelobby.Older(a.t, b.t) {
			return -1
		}
		return 1
	})
	for _, w := range mine {
		if w.t.Open() != len(w.t.Seats)-1 {
			continue // others sit at it already: it fills where it is
		}
		o, err := l.s.c.Games.Parse(w.t.Game)
		if err != nil {
			continue
		}
		me := w.t.Seats[w.t.Sitting(w.t.Host)]
		seek := onlinelobby.Seek{Options: o, Any: w.t.Any, Rated: w.t.Rated, Profile: w.t.Host, R: me.R, Clock: w.t.Clock}
		var older []onlinelobby.Table
		var apart map[string]bool
		for i, t := range seek.Candidates(l.snapshot(waitingSeek), l.s.c.Games, now) {
			if i == 0 {
				var err error
				if apart, err = l.apart(ctx, w.t.Host); err != nil {
					break // the next tick tries again
				}
			}
			if onlinelobby.Older(t, w.t) && meets(t, apart) && l.present(ctx, t.ID) {
				older = append(older, t)
			}
		}
		var full onlinelobby.Table
		if len(older) > 0 {
			full = l.move(ctx, w, me, older)
		}
		if full.Full {
			l.start(ctx, full)
		}
	}
}

// move moves seek w, its host seated as me, to the first of older
// that takes her: it stands from its own (which closes it: a seek that
// filled meanwhile stays as it is) and sits at the other. If every other
// is taken first, it opens again, as a new table of the same age (the
// old one has gone, for the other servers, and stays gone). The seeker
// hears of her seat at the other table, or the new one, and not of her
// own closing. It returns the other table if she filled it: its room is
// to be made.
func (l *lobby) move(ctx context.Context, w waiting, me onlinelobby.TableSeat, older []onlinelobby.Table) onlinelobby.Table {
	l.call(func(st *lobbyState) { delete(st.seated[w.t.ID], w.c) })
	if _, _, err := l.p.Stand(ctx, w.t.ID, w.t.Host); err != nil { // it filled, or went, meanwhile
		l.call(func(st *lobbyState) { st.sit(w.c, w.t.ID) })
		l.reread(ctx, w.t.ID)
		return onlinelobby.Table{}
	}
	for _, t := range older {
		if after, e := l.seat(ctx, w.c, t, openSeat(t), me, w.token); e == nil {
			l.gone(w.t.ID, "", nil)
			return after
		}
	}
	again := w.t
	again.Seats = slices.Clone(w.t.Seats)
	id, err := online.NewToken(l.s.c.Random)
	if err == nil {
		again.ID = id
		err = l.p.OpenTable(ctx, again)
	}
	if err != nil {
		l.s.c.Logf("online: lobby: opening seek %s again: %v", w.t.ID, err)
		l.call(func(st *lobbyState) { st.sit(w.c, w.t.ID) }) // to hear that it closed
		l.gone(w.t.ID, "", nil)
		return onlinelobby.Table{}
	}
	l.gone(w.t.ID, "", nil)
	l.changed(again)
	l.tellSeat(w.c, again, again.Sitting(again.Host), w.token)
	return onlinelobby.Table{}
}
