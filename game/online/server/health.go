//go:build !js

package server

import (
	"context"
	"errors"
	"net/http"
	"time"

	"parlor/game/online/store"
)

// pingTimeout bounds the store's answer to a readiness check.
const pingTimeout = 2 * time.Second

// Healthz answers that the process serves HTTP: 200 and "ok", always.
func Healthz() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.Write([]byte("ok\n"))
	})
}

// Readyz answers whether the server takes rooms: 200 and "ready" while
// its store answers (store.Pinger; a store that cannot say is taken to
// answer), 503 and why not once it is draining (Close has begun) or when
// the store does not answer.
func (s *Server) Readyz() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		ctx, cancel := context.WithTimeout(r.Context(), pingTimeout)
		defer cancel()
		if err := s.Ready(ctx); err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			w.Write([]byte(err.Error() + "\n"))
			return
		}
		w.Write([]byte("ready\n"))
	})
}

// ErrDraining is Ready's answer once the server is draining.
var ErrDraining = errors.New("draining: the server is stopping")

// Ready returns nil when the server takes rooms: it is not draining, and
// its store answers.
func (s *Server) Ready(ctx context.Context) error {
	if s.Draining() {
		return ErrDraining
	}
	if p, ok := s.c.Store.(store.Pinger); ok {
		return p.Ping(ctx)
	}
	return nil
}

// Draining reports whether the server is draining: Drain or Close has
// been called.
func (s *Server) Draining() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.closing || s.draining
}

// Drain marks the server as draining, before Close: Ready fails from now
// on, so that a load balancer sends no one new, while the rooms go on
// being served until Close.
func (s *Server) Drain() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.draining = true
}
