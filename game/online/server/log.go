//go:build !js

package server

import (
	"fmt"
	"log/slog"
	"time"
)

// The server's log: a line when a connection opens, enters a room and
// closes, and when a room is made, ends, is loaded or unloaded. A line
// names rooms, seats, kinds and addresses, never what finds a room or a
// profile (a token, an invite, the spectators' token, a profile's key):
// those are the clients' secrets, and no line takes a client's message
// whole.

// logger is the logger of c: its Log, or one that discards.
func logger(c Config) *slog.Logger {
	if c.Log != nil {
		return c.Log
	}
	return slog.New(slog.DiscardHandler)
}

// slogf is a Logf that logs to l at the error level.
func slogf(l *slog.Logger) func(format string, args ...any) {
	return func(format string, args ...any) {
		l.Error(fmt.Sprintf(format, args...))
	}
}

// opened logs connection c opened.
func (c *conn) opened() {
	c.s.log.Info("connection opened", "conn", c.id, "addr", c.addr)
}

// entered logs connection c seated (or watching) in its room.
func (c *conn) entered() {
	c.s.log.Info("connection entered a room", "conn", c.id, "addr", c.addr, "room", c.h.room.ID(), "seat", c.seat, "kind", c.kind)
}

// closed logs connection c closed, with the room it was in last.
func (c *conn) closed(since time.Time) {
	attrs := []any{"conn", c.id, "addr", c.addr, "kind", c.kind}
	if c.h != nil {
		attrs = append(attrs, "room", c.h.room.ID(), "seat", c.seat)
	}
	attrs = append(attrs, "seconds", time.Since(since).Round(time.Millisecond).Seconds())
	c.s.log.Info("connection closed", attrs...)
}

// kindOf is the kind of a connection at seat (-1: a spectator).
func kindOf(seat int) string {
	if seat < 0 {
		return KindWatch
	}
	return KindPlay
}

// setKind moves c to kind, in the metrics.
func (c *conn) setKind(kind string) {
	c.s.c.Metrics.connKind(c.kind, kind)
	c.kind = kind
}

// madeRoom logs and counts a room made, by how (create, rematch, table).
func (s *Server) madeRoom(id, game, how string) {
	s.c.Metrics.made(how)
	s.log.Info("room made", "room", id, "game", game, "how", how)
}

// endedRoom logs and counts a room's game ended, with its result.
func (s *Server) endedRoom(id, result string, events int) {
	s.c.Metrics.ended()
	s.log.Info("room ended", "room", id, "result", result, "events", events)
}
