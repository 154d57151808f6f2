//go:build !js

package postgres

import (
	"context"
	"fmt"

	"github.com/jackc/pgx/v5"

	"parlor/game/online/store"
)

var _ store.SharedPresence = (*Store)(nil)

// presenceTable keeps, for each process, the profiles online on it and
// where they play (SharedPresence): a row a profile a process has, none
// for one offline there. Version 6 made it; a process's rows go as it
// closes, or an hour after it died, with its row in processes.
const presenceTable = `CREATE TABLE IF NOT EXISTS profile_presence (
	profile TEXT NOT NULL,
	process TEXT NOT NULL,
	online BOOLEAN NOT NULL,
	room TEXT NOT NULL,
	game TEXT NOT NULL,
	watch TEXT NOT NULL,
	since TIMESTAMPTZ NOT NULL,
	PRIMARY KEY (profile, process)
)`

// SetPresence says what this process has of profile id now, and notifies
// every process.
func (s *Store) SetPresence(ctx context.Context, id string, p store.Presence) error {
	var err error
	if p == (store.Presence{}) {
		_, err = s.pool.Exec(ctx, `WITH gone AS (DELETE FROM profile_presence WHERE profile = $1 AND process = $2)
			SELECT pg_notify($3, 'profile ' || $1)`, id, s.id, channel)
	} else {
		_, err = s.pool.Exec(ctx, `WITH kept AS (INSERT INTO profile_presence (profile, process, online, room, game, watch, since)
				VALUES ($1, $2, $4, $5, $6, $7, $8)
				ON CONFLICT (profile, process) DO UPDATE SET online = $4, room = $5, game = $6, watch = $7, since = $8)
			SELECT pg_notify($3, 'profile ' || $1)`, id, s.id, channel, p.Online, p.Room, p.Game, p.Watch, p.Since)
	}
	if err != nil {
		return fmt.Errorf("the presence of profile %s: %w", id, err)
	}
	return nil
}

// Presences are the presences the other living processes have of ids.
func (s *Store) Presences(ctx context.Context, ids []string) (map[string]store.Presence, error) {
	rows, _ := s.pool.Query(ctx,
		`SELECT p.profile, p.online, p.room, p.game, p.watch, p.since
		FROM profile_presence p JOIN processes q ON q.id = p.process
		WHERE p.profile = ANY($1) AND p.process != $2 AND q.seen > now() - $3::interval`,
		ids, s.id, s.interval())
	out := map[string]store.Presence{}
	var id string
	var p store.Presence
	_, err := pgx.ForEachRow(rows, []any{&id, &p.Online, &p.Room, &p.Game, &p.Watch, &p.Since}, func() error {
		out[id] = out[id].With(p)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("the presence of profiles: %w", err)
	}
	return out, nil
}
