//go:build !js

package server

import (
	"cmp"
	"context"
	"errors"
	"slices"
	"time"

	"parlor/game/online"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// beat is one tick's work.
func (l *lobby) beat(ctx context.Context) {
	if err := l.load(ctx); err != nil {
		return
	}
	now := time.Now()
	var profiles []string
	l.call(func(st *lobbyState) {
		for id, e := range st.ended {
			if now.Sub(e.at) > endedKept {
				delete(st.ended, id)
			}
		}
		for _, p := range st.here {
			if p.ID != "" {
				profiles = append(profiles, p.ID)
			}
		}
	})
	slices.Sort(profiles)
	profiles = slices.Compact(profiles)
	if len(profiles) > 0 {
		if err := l.p.Seen(ctx, profiles, now); err != nil {
			l.s.c.Logf("online: lobby: marking sitters seen: %v", err)
		}
	}
	ids, err := l.p.Sweep(ctx, now.Add(-l.s.c.SeekGone))
	if err != nil {
		l.s.c.Logf("online: lobby: sweeping sitters gone: %v", err)
	}
	for _, id := range ids {
		l.reread(ctx, id)
	}
	if l.s.shared != nil && now.Sub(l.caught) >= l.s.c.CatchUp {
		l.caught = now
		l.catchUp(ctx)
	}
	l.repair(ctx, now)
	l.lapseChallenges(ctx, profiles)
}

// load reads the open tables once.
func (l *lobby) load(ctx context.Context) error {
	var loaded bool
	l.call(func(st *lobbyState) { loaded = st.loaded })
	if loaded {
		return nil
	}
	ts, err := l.p.Tables(ctx)
	if err != nil {
		l.s.c.Logf("online: lobby: reading the tables: %v", err)
		return err
	}
	l.call(func(st *lobbyState) {
		if !st.loaded {
			for _, t := range ts {
				st.tables[t.ID] = t
			}
			st.loaded = true
		}
	})
	return nil
}

// note hears that another server changed table id ("": any may have
// changed: catchUp).
func (l *lobby) note(id string) {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if id == "" {
		l.catchUp(ctx)
		return
	}
	l.reread(ctx, id)
}

// catchUp reads the open tables again, should the news of a change have
// been lost (the store drops what the server is too slow for, and hears
// nothing before it listens): the tables changed meanwhile are told of,
// and those gone, shown here or sat at, are read again.
func (l *lobby) catchUp(ctx context.Context) {
	ts, err := l.p.Tables(ctx)
	if err != nil {
		l.s.c.Logf("online: lobby: reading the tables: %v", err)
		return
	}
	open := map[string]bool{}
	var changed []onlinelobby.Table
	var gone []string
	l.call(func(st *lobbyState) {
		for _, t := range ts {
			open[t.ID] = true
			if old, ok := st.tables[t.ID]; !ok || !sameTable(old, t) {
				changed = append(changed, t)
			}
		}
		for id := range st.tables {
			if !open[id] {
				gone = append(gone, id)
			}
		}
		for id := range st.seated {
			if _, shown := st.tables[id]; !shown && !open[id] {
				gone = append(gone, id)
			}
		}
	})
	for _, t := range changed {
		l.changed(t)
	}
	for _, id := range gone {
		l.reread(ctx, id)
	}
}

// sameTable reports whether a and b show the same: the same seats, taken
// by the same, full or not (whenever their sitters were last seen).
func sameTable(a, b onlinelobby.Table) bool {
	return a.Full == b.Full && slices.EqualFunc(a.Seats, b.Seats, func(x, y onlinelobby.TableSeat) bool {
		x.Seen, y.Seen = time.Time{}, time.Time{}
		return x == y
	})
}

// reread reads table id from the store and tells of what changed: a
// table gone is started if its room was made, else closed.
func (l *lobby) reread(ctx context.Context, id string) {
	t, err := l.p.Table(ctx, id)
	switch {
	case errors.Is(err, store.ErrNoTable):
		rec, _, err := l.s.c.Store.Room(ctx, id)
		switch {
		case errors.Is(err, online.ErrNoRoom):
			l.gone(id, "", nil)
		case err != nil:
			l.s.c.Logf("online: lobby: reading the room of table %s: %v", id, err)
			// started or closed: the next change, or a sitter's hello, tells
		default:
			var shown onlinelobby.Table
			l.call(func(st *lobbyState) { shown = st.tables[id] })
			l.gone(id, id, l.roomSeats(ctx, shown, rec))
		}
	case err != nil:
		l.s.c.Logf("online: lobby: reading table %s: %v", id, err)
	case t.Full: // its room is being made: it leaves the lobby (gone) when it is
		l.call(func(st *lobbyState) { st.tables[id] = t })
	default:
		l.changed(t)
	}
}

// changed keeps table t as it is now, and tells every connection that
// watches the lobby, and its sitters'; a table gone stays gone (t was
// read before it went).
func (l *lobby) changed(t onlinelobby.Table) {
	l.call(func(st *lobbyState) {
		if _, gone := st.ended[t.ID]; gone {
			return
		}
		st.tables[t.ID] = t
		st.tell(l.info(t), t.ID)
	})
}

// gone forgets table id, started as room (or closed, room ""), and tells
// of it, once; seats, if not nil, are the room's (roomSeats): the news
// shows them rather than the table's.
func (l *lobby) gone(id, room string, seats []onlinelobby.TableSeat) {
	l.call(func(st *lobbyState) {
		t, ok := st.tables[id]
		delete(st.tables, id)
		if _, told := st.ended[id]; told {
			return
		}
		if seats != nil {
			t.Seats = seats
		}
		info := l.info(t)
		info.ID, info.Room, info.Closed = id, room, true
		m := protocol.Encode(protocol.Table{Table: info})
		st.ended[id] = ended{news: m, at: time.Now()}
		if ok || len(st.seated[id]) > 0 { // else never shown here
			st.tellEncoded(m, id)
		}
		delete(st.seated, id)
		delete(st.tokens, id)
	})
}

// info is how the lobby shows t.
func (l *lobby) info(t onlinelobby.Table) protocol.TableInfo {
	var names []string
	if o, err := l.s.c.Games.Parse(t.Game); err == nil {
		names = o.Seats()
	}
	return protocol.TableOf(t, names)
}

// watch adds c to the lobby's watchers and sends it the open tables:
// every change after them follows as a table message.
func (l *lobby) watch(ctx context.Context, c *conn) *online.Error {
	if err := l.load(ctx); err != nil {
		return online.Errorf(online.ErrInternal, "the server could not read the lobby; try again")
	}
	if !l.call(func(st *lobbyState) {
		ts := make([]onlinelobby.Table, 0, len(st.tables))
		for _, t := range st.tables {
			if !t.Full {
				ts = append(ts, t)
			}
		}
		slices.SortFunc(ts, func(a, b onlinelobby.Table) int { return cmp.Or(a.Created.Compare(b.Created), cmp.Compare(a.ID, b.ID)) })
		infos := make([]protocol.TableInfo, len(ts))
		for i, t := range ts {
			infos[i] = l.info(t)
		}
		st.subs[c] = true
		c.send(protocol.Tables{Tables: infos})
	}) {
		return online.Errorf(online.ErrInternal, "the server could not read the lobby; try again")
	}
	return nil
}

// signIn notes c signed in as p: it is told of the tables p sits at, and
// the followers of p (and of the profile c was signed in as) of a change
// of presence.
func (l *lobby) signIn(c *conn, p onlinelobby.Profile) {
	var changed []string
	l.call(func(st *lobbyState) {
		changed = st.sign(c, p, true)
		for id, t := range st.tables {
			if t.Sitting(p.ID) >= 0 && !t.Full {
				st.sit(c, id)
			}
		}
	})
	l.announce(changed...)
}

// leave forgets a connection that closed.
func (l *lobby) leave(c *conn) {
	var changed []string
	l.call(func(st *lobbyState) {
		delete(st.subs, c)
		changed = st.sign(c, onlinelobby.Profile{}, false)
		for id, cs := range st.seated {
			delete(cs, c)
			if len(cs) == 0 {
				delete(st.seated, id)
			}
		}
	})
	l.announce(changed...)
}

// snapshot is the tables of the mirror that keep says to, as it has
// them (nil keep: all).
func (l *lobby) snapshot(keep func(onlinelobby.Table) bool) []onlinelobby.Table {
	var ts []onlinelobby.Table
	l.call(func(st *lobbyState) {
		for _, t := range st.tables {
			if keep == nil || keep(t) {
				ts = append(ts, t)
			}
		}
	})
	return ts
}

// waitingSeek reports whether t is a quick game's seek not yet full: what
// a seeker may be paired with.
func waitingSeek(t onlinelobby.Table) bool { return t.Quick && !t.Full }
