//go:build !js

package postgres

import (
	"context"
	"fmt"
	"time"
)

// A process dead: one that stopped without closing (killed, its machine
// gone) leaves its rows behind, which read as nothing once it is taken
// for dead (s.dead without a beat). Its seats' connections read as gone
// since it was last seen (Presence), and every beat, each process forgets
// the profiles' presence the processes just taken for dead had, and
// tells every process of each such profile (as SetPresence does), so
// that her followers see her offline (unless she is online on another)
// within s.dead and a beat of the death. Of several processes forgetting
// at once, one forgets each row: a profile is told of once. A process
// merely slow (a beat late by more than s.dead: paused, or cut off from
// the database) may have been taken for dead and its presence forgotten:
// it says so to Changes, which delivers a Change with no Room, as after
// a drop of its listener — its server shares again what it has.

// interval is s.dead as PostgreSQL reads an interval.
func (s *Store) interval() string {
	return fmt.Sprintf("%d milliseconds", s.dead.Milliseconds())
}

// beat says this process is alive, and reports whether it may have been
// taken for dead since it last said so: its last beat older than s.dead,
// less a beat (for a reaper's clock a little ahead of this one's), or
// gone.
func (s *Store) beat(ctx context.Context) (late bool, err error) {
	var last *time.Time
	err = s.pool.QueryRow(ctx, `WITH last AS (SELECT seen FROM processes WHERE id = $1)
		INSERT INTO processes (id, seen) VALUES ($1, now())
		ON CONFLICT (id) DO UPDATE SET seen = now()
		RETURNING (SELECT seen FROM last WHERE seen > now() - $2::interval)`,
		s.id, fmt.Sprintf("%d milliseconds", (s.dead-s.every).Milliseconds())).Scan(&last)
	return last == nil, err
}

// beatAndReap beats, telling Changes if this process may have been taken
// for dead, and forgets the presence the processes taken for dead had of
// the profiles, notifying every process of each profile.
func (s *Store) beatAndReap(ctx context.Context) {
	if late, err := s.beat(ctx); err == nil && late {
		select {
		case s.missed <- struct{}{}:
		default:
		}
	}
	s.pool.Exec(ctx, `WITH gone AS (DELETE FROM profile_presence
			WHERE process NOT IN (SELECT id FROM processes WHERE seen >= now() - $2::interval) RETURNING profile)
		SELECT pg_notify($1, 'profile ' || profile) FROM (SELECT DISTINCT profile FROM gone) g`,
		channel, s.interval())
}
