//go:build !js

package server

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"parlor/game/catalog"
	"parlor/game/clock"
	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// hosted counts the tables not yet full that profile hosts.
func (l *lobby) hosted(profile string) (all int, quick map[string]bool) {
	quick = map[string]bool{}
	for _, t := range l.snapshot(func(t onlinelobby.Table) bool { return t.Host == profile && !t.Full }) {
		all++
		if t.Quick {
			if o, err := l.s.c.Games.Parse(t.Game); err == nil {
				quick[o.Family()] = true
			}
		}
	}
	return all, quick
}

// sitter is c's profile as a table's seat: a new seat token (returned),
// her name and her rating in family.
func (l *lobby) sitter(ctx context.Context, c *conn, family string) (onlinelobby.TableSeat, string, *online.Error) {
	token, err := online.NewToken(l.s.c.Random)
	if err != nil {
		return onlinelobby.TableSeat{}, "", l.stored(err, "seat you")
	}
	r, err := l.rating(ctx, c.profile.ID, family)
	if err != nil {
		return onlinelobby.TableSeat{}, "", l.stored(err, "read your rating")
	}
	return onlinelobby.TableSeat{Profile: c.profile.ID, Name: c.profile.Name, TokenHash: online.Hash(token), R: r.R, RD: r.RD, Seen: time.Now().UTC()}, token, nil
}

// tellSeat tells c its seat at t and its token, and follows t's changes
// for it, all at once: a change told meanwhile (another server may have
// filled the table, or started it, as soon as the seat was taken) comes
// after the seat.
func (l *lobby) tellSeat(c *conn, t onlinelobby.Table, seat int, token string) {
	l.call(func(st *lobbyState) {
		info := l.info(t)
		c.send(protocol.Seated{Table: info, Seat: seat, Token: token})
		if _, gone := st.ended[t.ID]; !gone {
			if st.tokens[t.ID] == nil {
				st.tokens[t.ID] = map[string]string{}
			}
			st.tokens[t.ID][t.Seats[seat].Profile] = token
		}
		st.sit(c, t.ID)
	})
}

// newTable makes the table c opens (or seeks), with c, sitting as me
// with token, at the seat specs give her.
func (l *lobby) newTable(ctx context.Context, c *conn, o catalog.Options, specs []string, rated, quick, anyOptions bool, tc clock.Control, me onlinelobby.TableSeat, token string) *online.Error {
	if all, seeks := l.hosted(c.profile.ID); all >= onlinelobby.TablesPerProfile {
		return online.Errorf(online.ErrTooMany, "you have %d tables open, the most one may: close one first", all)
	} else if quick && seeks[o.Family()] {
		return online.Errorf(online.ErrTooMany, "you are looking for a game of %s already", o.Game().Title)
	}
	id, err := online.NewToken(l.s.c.Random)
	if err != nil {
		return l.stored(err, "open the table")
	}
	t := onlinelobby.Table{ID: id, Game: o.String(), Any: anyOptions, Rated: rated, Quick: quick, Clock: tc, Host: c.profile.ID, Created: time.Now().UTC(), Seats: make([]onlinelobby.TableSeat, len(specs))}
	seat, open := -1, 0
	for i, spec := range specs {
		switch spec = strings.ToLower(spec); spec {
		case online.SeatYou:
			if seat >= 0 {
				return online.Errorf(online.ErrBadGame, "a table has one seat of yours: the others are open or the computer's")
			}
			seat, t.Seats[i] = i, me
		case onlinelobby.SeatOpen, online.SeatInvite:
			open++
		default:
			lv, ok := o.Level(spec)
			switch {
			case !ok || lv.Hidden:
				return online.Errorf(online.ErrBadGame, "seat %d: %q is not %q, %q or a level of %s (%s)", i+1, spec, online.SeatYou, onlinelobby.SeatOpen, o.Game().Title, o.LevelNames())
			case rated:
				return online.Errorf(online.ErrRated, "a rated game is for people only: seat %d cannot be the computer's", i+1)
			}
			t.Seats[i].Level = lv.Name
		}
	}
	switch {
	case seat < 0:
		return online.Errorf(online.ErrBadGame, "one seat must be %q: yours", online.SeatYou)
	case open == 0:
		return online.Errorf(online.ErrBadGame, "a table in the lobby needs an open seat: play the computer from the menu")
	}
	if err := l.p.OpenTable(ctx, t); err != nil {
		return l.stored(err, "open the table")
	}
	l.changed(t) // in the lobby before its host hears she sits there
	l.tellSeat(c, t, seat, token)
	return nil
}

// open opens a table in the lobby.
func (l *lobby) open(ctx context.Context, c *conn, m protocol.Open) *online.Error {
	o, e := l.options(m.Game)
	if e != nil {
		return e
	}
	if len(m.Seats) != len(o.Seats()) {
		return online.Errorf(online.ErrBadGame, "%s has %d seats (%s); give one for each", o.Game().Title, len(o.Seats()), strings.Join(o.Seats(), ", "))
	}
	me, token, e := l.sitter(ctx, c, o.Family())
	if e != nil {
		return e
	}
	return l.newTable(ctx, c, o, m.Seats, m.Rated, false, false, m.Clock, me, token)
}

// options reads a game's text.
func (l *lobby) options(text string) (catalog.Options, *online.Error) {
	o, err := l.s.c.Games.Parse(text)
	if err == nil {
		_, err = o.New()
	}
	if err != nil {
		return o, online.Errorf(online.ErrBadGame, "%v", err)
	}
	return o, nil
}

// sitAt sits c at table id: at seat, or the first open one.
func (l *lobby) sitAt(ctx context.Context, c *conn, id string, at *int) *online.Error {
	if err := l.load(ctx); err != nil {
		return l.stored(err, "read the lobby")
	}
	t, err := l.p.Table(ctx, id)
	if errors.Is(err, store.ErrNoTable) || err == nil && t.Full {
		return online.Errorf(online.ErrGone, "that table is gone: its game has started, or it was closed")
	}
	if err != nil {
		return l.stored(err, "read the table")
	}
	if at != nil && *at >= len(t.Seats) {
		return online.Errorf(online.ErrBadMessage, "this table has %d seats: \"seat\" counts from 0 to %d", len(t.Seats), len(t.Seats)-1)
	}
	if t.Sitting(c.profile.ID) >= 0 {
		return online.Errorf(online.ErrTaken, "you sit at this table already")
	}
	if who := away(t, time.Now(), awayAfter(l.s.c.Tick)); who != "" {
		return online.Errorf(online.ErrGone, "%s has left that table for now: it waits for her to come back", who)
	}
	if apart, err := l.apart(ctx, c.profile.ID); err != nil {
		return l.stored(err, "read the table")
	} else if !meets(t, apart) { // a block is silent: as if the seat were taken
		return online.Errorf(online.ErrTaken, "that seat is taken")
	}
	seat := -1
	for i, s := range t.Seats {
		if s.Level == "" && s.Profile == "" && seat < 0 && (at == nil || *at == i) {
			seat = i
		}
	}
	if seat < 0 {
		return online.Errorf(online.ErrTaken, "that seat is taken")
	}
	o, e := l.options(t.Game)
	if e != nil {
		return e
	}
	me, token, e := l.sitter(ctx, c, o.Family())
	if e != nil {
		return e
	}
	return l.take(ctx, c, t, seat, me, token)
}

// awayAfter is how long a sitter's server may not have seen her before
// she is away: a few of its beats (tick), which mark the sitters connected
// seen, and never under two seconds, for a beat late on a busy store.
func awayAfter(tick time.Duration) time.Duration { return max(4*tick, 2*time.Second) }

// away is the name of a sitter at t not seen for longer than after, at
// now, or "": a host who left (a reload, a tab closed) is not waiting, and
// a game started at her table would run her clock without her. Her seat
// stays until the sweep (SeekGone), for her to come back to.
func away(t onlinelobby.Table, now time.Time, after time.Duration) string {
	for _, s := range t.Seats {
		if s.Profile != "" && !s.Seen.IsZero() && now.Sub(s.Seen) > after {
			return s.Name
		}
	}
	return ""
}

// take sits me (c's profile, with token) at seat of table t, and starts
// its room if that filled it.
func (l *lobby) take(ctx context.Context, c *conn, t onlinelobby.Table, seat int, me onlinelobby.TableSeat, token string) *online.Error {
	after, e := l.seat(ctx, c, t, seat, me, token)
	if e == nil && after.Full {
		l.start(ctx, after)
	}
	return e
}

// seat sits me (c's profile, with token) at seat of table t, tells c,
// and returns the table after: the lobby shows it as it is then, but for
// a table that filled, which leaves the lobby (start makes its room).
func (l *lobby) seat(ctx context.Context, c *conn, t onlinelobby.Table, seat int, me onlinelobby.TableSeat, token string) (onlinelobby.Table, *online.Error) {
	after, err := l.p.Sit(ctx, t.ID, seat, me)
	switch {
	case errors.Is(err, online.ErrConflict):
		l.reread(ctx, t.ID)
		return after, online.Errorf(online.ErrTaken, "that seat was taken meanwhile")
	case errors.Is(err, store.ErrNoTable):
		l.reread(ctx, t.ID)
		return after, online.Errorf(online.ErrGone, "that table is gone: its game has started, or it was closed")
	case err != nil:
		return after, l.stored(err, "seat you")
	}
	if after.Full {
		l.call(func(st *lobbyState) { delete(st.tables, t.ID) })
	}
	l.tellSeat(c, after, seat, token)
	if !after.Full {
		l.changed(after)
	}
	return after, nil
}

// start has the room of table t, full, made (by the starter) and its
// sitters told: they say hello with their tokens.
func (l *lobby) start(ctx context.Context, t onlinelobby.Table) {
	select {
	case l.full <- t:
	default: // the starter is that far behind: this caller waits for its own
		l.startAll(ctx, []onlinelobby.Table{t})
	}
}

// fullQueued is how many full tables may wait for the starter.
const fullQueued = 4096

// starter makes the rooms of the tables that fill, as many at once as
// filled while it made the last ones (one commit for them all, with a
// store that can: store.RoomsCreator), until the lobby stops.
func (l *lobby) starter() {
	defer close(l.started)
	for {
		var batch []onlinelobby.Table
		select {
		case t := <-l.full:
			batch = append(batch, t)
		case <-l.stop:
			return
		}
	more:
		for len(batch) < 256 {
			select {
			case t := <-l.full:
				batch = append(batch, t)
			default:
				break more
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
		l.startAll(ctx, batch)
		cancel()
	}
}

// startAll makes the rooms of tables ts, full, and tells their sitters.
func (l *lobby) startAll(ctx context.Context, ts []onlinelobby.Table) {
	recs := make([]online.RoomRecord, 0, len(ts))
	made := make([]onlinelobby.Table, 0, len(ts))
	for _, t := range ts {
		rec, err := onlinelobby.TableRoom(l.s.c.Games, t, l.s.c.Random, time.Now())
		if err != nil {
			l.s.c.Logf("online: lobby: starting table %s: %v", t.ID, err)
			continue
		}
		recs, made = append(recs, rec), append(made, t)
	}
	if rc, ok := l.s.c.Store.(store.RoomsCreator); ok && len(recs) > 1 {
		if err := rc.CreateRooms(ctx, recs); err == nil {
			for i, t := range made {
				l.s.madeRoom(recs[i].ID, recs[i].Game, "table")
				l.opened(ctx, t, recs[i])
			}
			return
		}
		// one of them made already (by another server), or the store
		// failed: one at a time, as below
	}
	for i, rec := range recs {
		err := l.s.c.Store.Create(ctx, rec)
		if err != nil && !errors.Is(err, online.ErrConflict) {
			l.s.c.Logf("online: lobby: starting table %s: %v", rec.ID, err)
			continue // the sitters' hellos find no room; the table stays full until the store answers
		}
		if err == nil { // made here, not by another server
			l.s.madeRoom(rec.ID, rec.Game, "table")
		} else if rec, _, err = l.s.c.Store.Room(ctx, rec.ID); err != nil { // the other server's draw seats it
			l.s.c.Logf("online: lobby: reading the room of table %s: %v", made[i].ID, err)
			rec.Seats = nil
		}
		l.opened(ctx, made[i], rec)
	}
}

// opened closes table t, whose room rec is made, and tells its sitters,
// in the room's seats (rec with no seats: as t seats them).
func (l *lobby) opened(ctx context.Context, t onlinelobby.Table, rec online.RoomRecord) {
	if err := l.p.CloseTable(ctx, t.ID); err != nil && !errors.Is(err, store.ErrNoTable) {
		l.s.c.Logf("online: lobby: closing table %s: %v", t.ID, err)
	}
	l.call(func(st *lobbyState) {
		if _, told := st.ended[t.ID]; !told {
			st.tables[t.ID] = t // so that gone tells of it
		}
	})
	var seats []onlinelobby.TableSeat
	if rec.Seats != nil {
		seats = l.roomSeats(ctx, t, rec)
	}
	l.gone(t.ID, t.ID, seats)
}

// roomSeats is how room rec seats table t's sitters: in the room's order
// (a quick game's is drawn as its room is made), each as t shows her, or,
// for a seat t does not show taken (this server's mirror of the table was
// behind), as the room has her, with her rating as the lobby knows it.
func (l *lobby) roomSeats(ctx context.Context, t onlinelobby.Table, rec online.RoomRecord) []onlinelobby.TableSeat {
	family := ""
	if o, err := l.s.c.Games.Parse(rec.Game); err == nil {
		family = o.Family()
	}
	seats := make([]onlinelobby.TableSeat, len(rec.Seats))
	for i, s := range rec.Seats {
		if j := slices.IndexFunc(t.Seats, func(ts onlinelobby.TableSeat) bool { return ts.Seated() == s }); j >= 0 {
			seats[i] = t.Seats[j]
			continue
		}
		seats[i] = onlinelobby.TableSeat{Level: s.Level, Profile: s.Profile, Name: s.Name, TokenHash: s.TokenHash}
		if s.Profile == "" || family == "" {
			continue
		}
		if r, err := l.rating(ctx, s.Profile, family); err == nil {
			seats[i].R, seats[i].RD = r.R, r.RD
		}
	}
	return seats
}

// stand takes c's profile from table id: a host closes it.
func (l *lobby) stand(ctx context.Context, c *conn, id string) *online.Error {
	_, _, err := l.p.Stand(ctx, id, c.profile.ID)
	switch {
	case errors.Is(err, store.ErrNoTable):
		return online.Errorf(online.ErrGone, "you do not sit at that table: it is gone, or its game has started")
	case err != nil:
		return l.stored(err, "take you from the table")
	}
	l.call(func(st *lobbyState) { delete(st.tokens[id], c.profile.ID) })
	c.send(protocol.Ack{})
	l.reread(ctx, id)
	return nil
}
