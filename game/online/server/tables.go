//go:build !js

package server

import (
	"context"
	"errors"
	"slices"
	"strings"
	"time"

	"parlor/game/catalog"
	"parlor/game/online"
)

// hosted counts the tables not yet full that profile hosts.
func (l *lobby) hosted(profile string) (all int, quick map[string]bool) {
	quick = map[string]bool{}
	for _, t := range l.snapshot() {
		if t.Host != profile || t.Full {
			continue
		}
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
func (l *lobby) sitter(ctx context.Context, c *conn, family string) (online.TableSeat, string, *online.Error) {
	token, err := online.NewToken(l.s.c.Random)
	if err != nil {
		return online.TableSeat{}, "", l.stored(err, "seat you")
	}
	r, err := l.rating(ctx, c.profile.ID, family)
	if err != nil {
		return online.TableSeat{}, "", l.stored(err, "read your rating")
	}
	return online.TableSeat{Profile: c.profile.ID, Name: c.profile.Name, TokenHash: online.Hash(token), R: r.R, RD: r.RD, Seen: time.Now().UTC()}, token, nil
}

// tellSeat tells c its seat at t and its token, and follows t's changes
// for it, all at once: a change told meanwhile (another server may have
// filled the table, or started it, as soon as the seat was taken) comes
// after the seat.
func (l *lobby) tellSeat(c *conn, t online.Table, seat int, token string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	info := l.info(t)
	c.send(online.ServerMessage{Type: online.TypeSeated, Table: &info, Seat: &seat, Token: token})
	if _, gone := l.ended[t.ID]; !gone {
		if l.tokens[t.ID] == nil {
			l.tokens[t.ID] = map[string]string{}
		}
		l.tokens[t.ID][t.Seats[seat].Profile] = token
	}
	l.sit(c, t.ID)
}

// newTable makes the table c opens (or seeks), with c at seat.
func (l *lobby) newTable(ctx context.Context, c *conn, o catalog.Options, specs []string, rated, quick, anyOptions bool) *online.Error {
	if all, seeks := l.hosted(c.profile.ID); all >= online.TablesPerProfile {
		return online.Errorf(online.ErrTooMany, "you have %d tables open, the most one may: close one first", all)
	} else if quick && seeks[o.Family()] {
		return online.Errorf(online.ErrTooMany, "you are looking for a game of %s already", o.Game().Title)
	}
	id, err := online.NewToken(l.s.c.Random)
	if err != nil {
		return l.stored(err, "open the table")
	}
	me, token, e := l.sitter(ctx, c, o.Family())
	if e != nil {
		return e
	}
	t := online.Table{ID: id, Game: o.String(), Any: anyOptions, Rated: rated, Quick: quick, Host: c.profile.ID, Created: time.Now().UTC(), Seats: make([]online.TableSeat, len(specs))}
	seat, open := -1, 0
	for i, spec := range specs {
		switch spec = strings.ToLower(spec); spec {
		case online.SeatYou:
			if seat >= 0 {
				return online.Errorf(online.ErrBadGame, "a table has one seat of yours: the others are open or the computer's")
			}
			seat, t.Seats[i] = i, me
		case online.SeatOpen, online.SeatInvite:
			open++
		default:
			lv, ok := o.Level(spec)
			switch {
			case !ok || lv.Hidden:
				return online.Errorf(online.ErrBadGame, "seat %d: %q is not %q, %q or a level of %s (%s)", i+1, spec, online.SeatYou, online.SeatOpen, o.Game().Title, o.LevelNames())
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
func (l *lobby) open(ctx context.Context, c *conn, m online.ClientMessage) *online.Error {
	o, e := l.options(m.Game)
	if e != nil {
		return e
	}
	if len(m.Seats) != len(o.Seats()) {
		return online.Errorf(online.ErrBadGame, "%s has %d seats (%s); give one for each", o.Game().Title, len(o.Seats()), strings.Join(o.Seats(), ", "))
	}
	return l.newTable(ctx, c, o, m.Seats, m.Rated, false, false)
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
	if errors.Is(err, online.ErrNoTable) || err == nil && t.Full {
		return online.Errorf(online.ErrGone, "that table is gone: its game has started, or it was closed")
	}
	if err != nil {
		return l.stored(err, "read the table")
	}
	if t.Sitting(c.profile.ID) >= 0 {
		return online.Errorf(online.ErrTaken, "you sit at this table already")
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

// take sits me (c's profile, with token) at seat of table t, and starts
// its room if that filled it.
func (l *lobby) take(ctx context.Context, c *conn, t online.Table, seat int, me online.TableSeat, token string) *online.Error {
	after, err := l.p.Sit(ctx, t.ID, seat, me)
	switch {
	case errors.Is(err, online.ErrConflict):
		l.reread(ctx, t.ID)
		return online.Errorf(online.ErrTaken, "that seat was taken meanwhile")
	case errors.Is(err, online.ErrNoTable):
		l.reread(ctx, t.ID)
		return online.Errorf(online.ErrGone, "that table is gone: its game has started, or it was closed")
	case err != nil:
		return l.stored(err, "seat you")
	}
	if c != nil {
		l.tellSeat(c, after, seat, token)
	}
	if after.Full {
		l.start(ctx, after)
	} else {
		l.changed(after)
	}
	return nil
}

// start makes the room of table t, full, and tells its sitters: they say
// hello with their tokens.
func (l *lobby) start(ctx context.Context, t online.Table) {
	_, err := online.FromTable(ctx, l.s.c.Store, l.s.c.Games, t, l.s.c.Random, time.Now())
	if err != nil && !errors.Is(err, online.ErrConflict) {
		l.s.c.Logf("online: lobby: starting table %s: %v", t.ID, err)
		return // the sitters' hellos find no room; the table stays full until the store answers
	}
	if err := l.p.CloseTable(ctx, t.ID); err != nil && !errors.Is(err, online.ErrNoTable) {
		l.s.c.Logf("online: lobby: closing table %s: %v", t.ID, err)
	}
	l.mu.Lock()
	if _, told := l.ended[t.ID]; !told {
		l.tables[t.ID] = t // so that gone tells of it
	}
	l.mu.Unlock()
	l.gone(t.ID, t.ID)
}

// stand takes c's profile from table id: a host closes it.
func (l *lobby) stand(ctx context.Context, c *conn, id string) *online.Error {
	_, _, err := l.p.Stand(ctx, id, c.profile.ID)
	switch {
	case errors.Is(err, online.ErrNoTable):
		return online.Errorf(online.ErrGone, "you do not sit at that table: it is gone, or its game has started")
	case err != nil:
		return l.stored(err, "take you from the table")
	}
	l.mu.Lock()
	delete(l.tokens[id], c.profile.ID)
	l.mu.Unlock()
	c.send(online.ServerMessage{Type: online.TypeAck})
	l.reread(ctx, id)
	return nil
}

// quick pairs c for a game: a seat at the waiting seek closest in
// rating, within the window, or a seek of its own.
func (l *lobby) quick(ctx context.Context, c *conn, m online.ClientMessage) *online.Error {
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
	seek := online.Seek{Options: o, Any: m.Any, Rated: m.Rated, Profile: c.profile.ID, R: me.R}
	for _, t := range seek.Candidates(l.snapshot(), l.s.c.Games, time.Now()) {
		seat := slices.IndexFunc(t.Seats, func(s online.TableSeat) bool { return s.Level == "" && s.Profile == "" })
		if l.take(ctx, c, t, seat, me, token) == nil {
			return nil
		}
	}
	specs := make([]string, len(o.Seats()))
	for i := range specs {
		specs[i] = online.SeatOpen
	}
	specs[0] = online.SeatYou
	return l.newTable(ctx, c, o, specs, m.Rated, true, m.Any)
}

// waiting is a seek whose host is connected here: its table, her
// connection and her seat's token.
type waiting struct {
	t     online.Table
	c     *conn
	token string
}

// repair pairs the seeks waiting here again, as their windows widen: a
// seek whose host is connected here moves to an older seek that fits it
// (move).
func (l *lobby) repair(ctx context.Context, now time.Time) {
	var mine []waiting
	l.mu.Lock()
	for id, t := range l.tables {
		if !t.Quick || t.Full {
			continue
		}
		token := l.tokens[id][t.Host]
		for c, p := range l.here {
			if p.ID == t.Host && token != "" && l.seated[id][c] {
				mine = append(mine, waiting{t, c, token})
				break
			}
		}
	}
	l.mu.Unlock()
	slices.SortFunc(mine, func(a, b waiting) int {
		if online.Older(a.t, b.t) {
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
		seek := online.Seek{Options: o, Any: w.t.Any, Rated: w.t.Rated, Profile: w.t.Host, R: me.R}
		var older []online.Table
		for _, t := range seek.Candidates(l.snapshot(), l.s.c.Games, now) {
			if online.Older(t, w.t) {
				older = append(older, t)
			}
		}
		if len(older) > 0 {
			l.move(ctx, w, me, older)
		}
	}
}

// move moves seek w, its host seated as me, to the first of older
// that takes her: it stands from its own (which closes it: a seek that
// filled meanwhile stays as it is) and sits at the other. If every other
// is taken first, it opens again, as a new table of the same age (the
// old one has gone, for the other servers, and stays gone). The seeker
// hears of her seat at the other table, or the new one, and not of her
// own closing.
func (l *lobby) move(ctx context.Context, w waiting, me online.TableSeat, older []online.Table) {
	l.mu.Lock()
	delete(l.seated[w.t.ID], w.c)
	l.mu.Unlock()
	if _, _, err := l.p.Stand(ctx, w.t.ID, w.t.Host); err != nil { // it filled, or went, meanwhile
		l.mu.Lock()
		l.sit(w.c, w.t.ID)
		l.mu.Unlock()
		l.reread(ctx, w.t.ID)
		return
	}
	for _, t := range older {
		seat := slices.IndexFunc(t.Seats, func(s online.TableSeat) bool { return s.Level == "" && s.Profile == "" })
		if l.take(ctx, w.c, t, seat, me, w.token) == nil {
			l.gone(w.t.ID, "")
			return
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
		l.mu.Lock()
		l.sit(w.c, w.t.ID) // to hear that it closed
		l.mu.Unlock()
		l.gone(w.t.ID, "")
		return
	}
	l.gone(w.t.ID, "")
	l.changed(again)
	l.tellSeat(w.c, again, again.Sitting(again.Host), w.token)
}
