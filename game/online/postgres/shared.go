//go:build !js

package postgres

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"parlor/game/online/store"
)

// Changes listens to the rooms' channel on a connection of its own and
// delivers each change (of a room, or of a lobby table) until ctx ends.
// Once it listens it first delivers a Change with no Room and no Table:
// changes may have been missed before (a process just started may have
// read the rooms, or the lobby, before it listened). When the connection
// drops it dials again (backing off to 5 s) and says so again once it
// listens again, as it does when this process may have been taken for
// dead (alive.go). A change the receiver is too slow for is dropped: the
// server looks at its rooms now and then.
func (s *Store) Changes(ctx context.Context) <-chan store.Change {
	out := make(chan store.Change, 1024)
	var both sync.WaitGroup
	both.Go(func() {
		for {
			select {
			case <-s.missed:
				select {
				case out <- store.Change{}:
				default:
				}
			case <-ctx.Done():
				return
			}
		}
	})
	both.Go(func() {
		wait := 100 * time.Millisecond
		for ctx.Err() == nil {
			if err := s.listen(ctx, out); err == nil || ctx.Err() != nil {
				return
			}
			select {
			case <-time.After(wait):
			case <-ctx.Done():
				return
			}
			wait = min(2*wait, 5*time.Second)
		}
	})
	go func() {
		both.Wait()
		close(out)
	}()
	return out
}

// listen delivers the notifications of one connection until it fails;
// once it listens it first delivers a Change with no Room (said before,
// a change made meanwhile would be missed for good).
func (s *Store) listen(ctx context.Context, out chan<- store.Change) error {
	conn, err := pgx.ConnectConfig(ctx, s.locks.cfg.Copy())
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	if _, err := conn.Exec(ctx, "LISTEN "+channel); err != nil {
		return err
	}
	select {
	case out <- store.Change{}:
	default:
	}
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		c, err := store.ParseChange(n.Payload)
		if err != nil {
			continue // not ours
		}
		select {
		case out <- c:
		default:
		}
	}
}

// Notify tells every process that room id changed other than by an
// event.
func (s *Store) Notify(ctx context.Context, id string) error {
	_, err := s.pool.Exec(ctx,
		`SELECT pg_notify($1, $2 || ' ' || (SELECT COALESCE(MAX(n), 0) FROM events WHERE room = $2) || ' seats')`, channel, id)
	if err != nil {
		return fmt.Errorf("notifying room %s: %w", id, err)
	}
	return nil
}

// Present says that seat of room id has conns connections to this
// process, and notifies the change.
func (s *Store) Present(ctx context.Context, id string, seat, conns int) error {
	_, err := s.pool.Exec(ctx,
		tellSeats(`INSERT INTO presence (room, seat, process, conns, changed) VALUES ($1, $2, $3, $4, now())
			ON CONFLICT (room, seat, process) DO UPDATE SET conns = $4, changed = now()`),
		id, seat, s.id, conns)
	if err != nil {
		return fmt.Errorf("the presence at room %s: %w", id, err)
	}
	return nil
}

// Presence is, for each seat of room id with a connection to another
// living process now or earlier, whether it has one, and if not since
// when: when the last left, or when its process was last heard from.
func (s *Store) Presence(ctx context.Context, id string) ([]store.SeatPresence, error) {
	rows, _ := s.pool.Query(ctx,
		`SELECT p.seat,
			bool_or(p.conns > 0 AND q.seen > now() - $3::interval),
			max(CASE WHEN p.conns > 0 THEN COALESCE(q.seen, p.changed) ELSE p.changed END)
		FROM presence p LEFT JOIN processes q ON q.id = p.process
		WHERE p.room = $1 AND p.process != $2
		GROUP BY p.seat ORDER BY p.seat`,
		id, s.id, s.interval())
	var ps []store.SeatPresence
	var p store.SeatPresence
	_, err := pgx.ForEachRow(rows, []any{&p.Seat, &p.Online, &p.Since}, func() error {
		ps = append(ps, p)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("the presence at room %s: %w", id, err)
	}
	return ps, nil
}

// leases are this process's advisory locks of rooms, held on a connection
// of their own: PostgreSQL lets them go when the connection ends, as it
// does when the process dies.
type leases struct {
	cfg *pgx.ConnConfig

	mu   sync.Mutex
	conn *pgx.Conn
	held map[string]bool
}

// key is the lock's number for a room.
const key = `hashtextextended('parlor room ' || $1, 0)`

// Lease takes room id's lock for this process, if no other holds it, and
// reports whether this process holds it.
func (s *Store) Lease(ctx context.Context, id string) (bool, error) {
	l := &s.locks
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.held[id] {
		return true, nil
	}
	if err := l.dial(ctx); err != nil {
		return false, fmt.Errorf("leasing room %s: %w", id, err)
	}
	var ok bool
	if err := l.conn.QueryRow(ctx, `SELECT pg_try_advisory_lock(`+key+`)`, id).Scan(&ok); err != nil {
		l.drop()
		return false, fmt.Errorf("leasing room %s: %w", id, err)
	}
	if ok {
		l.held[id] = true
	}
	return ok, nil
}

// Unlease lets room id's lock go.
func (s *Store) Unlease(ctx context.Context, id string) error {
	l := &s.locks
	l.mu.Lock()
	defer l.mu.Unlock()
	if !l.held[id] {
		return nil
	}
	delete(l.held, id)
	if _, err := l.conn.Exec(ctx, `SELECT pg_advisory_unlock(`+key+`)`, id); err != nil {
		l.drop()
		return fmt.Errorf("giving room %s's lease back: %w", id, err)
	}
	return nil
}

// dial connects the locks' connection if it is not; l.mu is held.
func (l *leases) dial(ctx context.Context) error {
	if l.conn != nil {
		return nil
	}
	c, err := pgx.ConnectConfig(ctx, l.cfg.Copy())
	if err != nil {
		return err
	}
	l.conn, l.held = c, map[string]bool{}
	return nil
}

// drop closes a connection that failed: every lock it held is gone with
// it; l.mu is held.
func (l *leases) drop() {
	if l.conn != nil {
		l.conn.Close(context.Background())
	}
	l.conn, l.held = nil, nil
}

// ping checks the locks' connection, dropping it (and the locks believed
// held) if it has failed, so that no room is played on a lock lost.
func (l *leases) ping(ctx context.Context) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.conn != nil && l.conn.Ping(ctx) != nil {
		l.drop()
	}
}

// close closes the locks' connection, letting every lock go.
func (l *leases) close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.drop()
}
