package memstore

import (
	"context"
	"time"

	"parlor/game/online/lobby"
	"parlor/game/online/store"
)

// LocalTables is a Profiles whose lobby tables are kept in memory, and
// everything else (profiles, ratings, history) by p: for a server that
// shares its store with no other, whose tables no other server needs to
// see. A table waits a few seconds or minutes and is no record of
// anything: it need not cost a write to the disk, and four of them a
// pairing did (the seek, the seat, the room, the close). A restart loses
// the tables, as it drops every connection: their sitters come back to
// the lobby and sit or seek again.
func LocalTables(p store.Profiles) store.Profiles {
	return &localTables{Profiles: p, tables: New()}
}

// localTables is LocalTables' Profiles.
type localTables struct {
	store.Profiles
	tables *Store
}

// DeleteProfile deletes the profile in the store, and takes it from the
// tables here.
func (l *localTables) DeleteProfile(ctx context.Context, id string) error {
	if err := l.Profiles.DeleteProfile(ctx, id); err != nil {
		return err
	}
	l.tables.mu.Lock()
	defer l.tables.mu.Unlock()
	l.tables.leaveTables(id)
	return nil
}

// The tables' methods are the Store's.

func (l *localTables) OpenTable(ctx context.Context, t lobby.Table) error {
	return l.tables.OpenTable(ctx, t)
}

func (l *localTables) Sit(ctx context.Context, id string, seat int, s lobby.TableSeat) (lobby.Table, error) {
	return l.tables.Sit(ctx, id, seat, s)
}

func (l *localTables) Stand(ctx context.Context, id, profile string) (lobby.Table, bool, error) {
	return l.tables.Stand(ctx, id, profile)
}

func (l *localTables) Tables(ctx context.Context) ([]lobby.Table, error) {
	return l.tables.Tables(ctx)
}

func (l *localTables) Table(ctx context.Context, id string) (lobby.Table, error) {
	return l.tables.Table(ctx, id)
}

func (l *localTables) Seen(ctx context.Context, profiles []string, at time.Time) error {
	return l.tables.Seen(ctx, profiles, at)
}

func (l *localTables) Sweep(ctx context.Context, before time.Time) ([]string, error) {
	return l.tables.Sweep(ctx, before)
}

func (l *localTables) CloseTable(ctx context.Context, id string) error {
	return l.tables.CloseTable(ctx, id)
}
