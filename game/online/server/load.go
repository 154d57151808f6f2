//go:build !js

package server

import (
	"context"
	"errors"
	"runtime"

	"parlor/game/online"
)

// loadsAtOnce is how many rooms the server loads from the store at once,
// at most: half its processors, so that the rooms playing keep the
// others (and the store its connections) while many rooms load, as when
// everyone comes back after a restart.
func loadsAtOnce() int { return max(1, runtime.GOMAXPROCS(0)/2) }

// acquire finds room id's hub, loading the room from the store if it is
// not loaded, and holds it until release. The store is read and the game
// replayed outside s.mu, by one acquire of the room at a time, which
// waits its turn among the rooms being loaded (loadsAtOnce at a time):
// the others acquiring the room wait for its load.
func (s *Server) acquire(ctx context.Context, id string) (*hub, *online.Error) {
	for {
		s.mu.Lock()
		if s.closing {
			s.mu.Unlock()
			return nil, errStopping()
		}
		if h, ok := s.rooms[id]; ok {
			h.refs++
			s.mu.Unlock()
			return h, nil
		}
		l, wait := s.loads[id]
		if !wait {
			l = &loading{done: make(chan struct{})}
			s.loads[id] = l
			s.inFlight.Add(1)
		}
		s.mu.Unlock()
		if !wait {
			return s.load(ctx, id, l)
		}
		select {
		case <-l.done:
		case <-ctx.Done():
			return nil, errNotLoaded()
		}
		if l.err != nil && !l.again {
			return nil, l.err
		}
		// Loaded: the loop finds the hub. Or the request that loaded it
		// went away first: this one loads the room.
	}
}

// loading is a room being loaded by one acquire; the others wait for
// done, after which err is why it failed (nil: the room's hub runs), and
// again says that the loading acquire's request ended first.
type loading struct {
	done  chan struct{}
	err   *online.Error
	again bool
}

// load reads room id from the store for acquire, which has put l in
// s.loads and counted it in s.inFlight, and runs its hub, held once.
func (s *Server) load(ctx context.Context, id string, l *loading) (*hub, *online.Error) {
	defer s.inFlight.Done()
	var (
		room *online.Room
		err  error
	)
	select {
	case s.loadSlots <- struct{}{}:
		room, err = online.Load(ctx, s.store, s.c.Games, id)
		<-s.loadSlots
	case <-ctx.Done():
		err = ctx.Err()
	}
	switch {
	case errors.Is(err, online.ErrNoRoom):
		l.err = online.Errorf(online.ErrBadToken, "there is no such room")
	case err != nil && ctx.Err() != nil: // the request went away: not the server's failure
		l.err, l.again = errNotLoaded(), true
	case err != nil:
		s.c.Logf("online: loading room %s: %v", id, err)
		l.err = errNotLoaded()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	defer close(l.done)
	delete(s.loads, id)
	if l.err == nil && s.closing {
		l.err = errStopping()
	}
	if l.err != nil {
		return nil, l.err
	}
	return s.start(room), nil
}

// errNotLoaded answers a request for a room the store did not give.
func errNotLoaded() *online.Error {
	return online.Errorf(online.ErrInternal, "the room could not be loaded")
}
