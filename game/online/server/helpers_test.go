//go:build !js

package server_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"parlor/game/online"
	"parlor/game/online/postgres"
	"parlor/game/online/server"
	"parlor/game/online/sqlite"
)

// running is a game server on loopback with its rooms in a SQLite file,
// or in PostgreSQL.
type running struct {
	srv   *server.Server
	http  *httptest.Server
	store online.Store
	url   string // ws://127.0.0.1:port/online
}

// start runs a server with config c (its Store set here) on a new
// database file in dir ("" for a temporary folder).
func start(t testing.TB, c server.Config, dir string) *running {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	store, err := sqlite.Open(filepath.Join(dir, "online.db"))
	if err != nil {
		t.Fatal(err)
	}
	return serve(t, c, store)
}

// startShared runs a server with config c on the PostgreSQL database at
// url, which other servers may share.
func startShared(t testing.TB, c server.Config, url string) *running {
	t.Helper()
	store, err := postgres.Open(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	return serve(t, c, store)
}

// serve runs a server with config c on store.
func serve(t testing.TB, c server.Config, store online.Store) *running {
	t.Helper()
	c.Store = store
	if c.Logf == nil {
		c.Logf = t.Logf
	}
	srv := server.New(c)
	mux := http.NewServeMux()
	mux.Handle("/online", srv)
	hs := httptest.NewServer(mux)
	r := &running{srv: srv, http: hs, store: store, url: "ws" + strings.TrimPrefix(hs.URL, "http") + "/online"}
	t.Cleanup(r.stop)
	return r
}

func (r *running) stop() {
	r.http.CloseClientConnections()
	r.http.Close()
	r.srv.Close()
	r.store.Close()
}

// raw is a bare WebSocket client that speaks the protocol by hand.
type raw struct {
	t  testing.TB
	ws *websocket.Conn
}

func dialRaw(t testing.TB, url string, h http.Header) *raw {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: h})
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(1 << 24)
	t.Cleanup(func() { ws.CloseNow() })
	return &raw{t, ws}
}

// send writes a message, or a raw text if m is a string.
func (c *raw) send(m any) {
	c.t.Helper()
	b, ok := m.(string)
	if !ok {
		j, err := json.Marshal(m)
		if err != nil {
			c.t.Fatal(err)
		}
		b = string(j)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, []byte(b)); err != nil {
		c.t.Fatal(err)
	}
}

// next reads the next message.
func (c *raw) next() online.ServerMessage {
	c.t.Helper()
	m, err := c.read()
	if err != nil {
		c.t.Fatal(err)
	}
	return m
}

func (c *raw) read() (online.ServerMessage, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	var m online.ServerMessage
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		return m, err
	}
	return m, json.Unmarshal(b, &m)
}

// until reads messages until one of type typ, and returns it.
func (c *raw) until(typ string) online.ServerMessage {
	c.t.Helper()
	for {
		if m := c.next(); m.Type == typ {
			return m
		}
	}
}

// create makes a room from c and returns what created said.
func (c *raw) create(game string, seats ...string) online.ServerMessage {
	c.t.Helper()
	c.send(online.ClientMessage{Type: online.TypeCreate, Game: game, Seats: seats})
	m := c.next()
	if m.Type != online.TypeCreated {
		c.t.Fatalf("create %s %v: %+v", game, seats, m)
	}
	c.until(online.TypeWelcome)
	return m
}
