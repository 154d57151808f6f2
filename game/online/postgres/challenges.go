//go:build !js

package postgres

import (
	"context"
	"fmt"

	"parlor/game/online/store"
)

var _ store.SharedChallenges = (*Store)(nil)

// NotifyChallenge tells every process that challenge id changed:
// "challenge id" (store.SharedChallenges).
func (s *Store) NotifyChallenge(ctx context.Context, id string) error {
	_, err := s.pool.Exec(ctx, `SELECT pg_notify($1, $2)`, channel, store.Change{Challenge: id}.String())
	if err != nil {
		return fmt.Errorf("notifying challenge %s: %w", id, err)
	}
	return nil
}
