//go:build !js

package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/jackc/pgx/v5"

	"parlor/game/games"
	"parlor/game/online/client"
	"parlor/game/online/onlinetest"
	"parlor/game/online/postgres"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/online/sqlite"
	"parlor/game/online/store"
)

// running is a game server on loopback with its rooms in a SQLite file,
// or in PostgreSQL.
type running struct {
	srv   *server.Server
	http  *httptest.Server
	store store.Store
	url   string // ws://127.0.0.1:port/online
	once  sync.Once
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
func serve(t testing.TB, c server.Config, store store.Store) *running {
	t.Helper()
	c.Store, c.Games = store, games.All()
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

// stop stops the server and closes its store, once: a test may stop it
// before its cleanup does.
func (r *running) stop() {
	r.once.Do(func() {
		r.http.CloseClientConnections()
		r.http.Close()
		r.srv.Close()
		r.store.Close()
	})
}

// kill stops the server as a process killed stops, once: its store goes
// first, so that it writes nothing more, not even that it lets its rooms
// go; its connections close.
func (r *running) kill() {
	r.once.Do(func() {
		r.store.Close()
		r.http.CloseClientConnections()
		r.http.Close()
		r.srv.Close()
	})
}

// patience is how long a test waits for a message, or for a state,
// before it fails: generous, for a busy machine (a wait that ends costs
// nothing of it).
const patience = onlinetest.Wait

// raw is a bare WebSocket client that speaks the protocol by hand. It
// keeps the protocol's heartbeat, as every client does: a ping every
// client.Heartbeat, from its own goroutine, so that a test waiting long on
// a busy machine is not taken for a silent client and closed.
type raw struct {
	t  testing.TB
	ws *websocket.Conn
	// owed counts the pongs still to come for the heartbeat's pings: reads
	// skip that many pongs, so that a test that pings gets its own.
	owed atomic.Int64
}

func dialRaw(t testing.TB, url string, h http.Header) *raw {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: h})
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(1 << 24)
	c := &raw{t: t, ws: ws}
	beat, stop := context.WithCancel(context.Background())
	go c.heartbeat(beat)
	t.Cleanup(func() { stop(); ws.CloseNow() })
	return c
}

// heartbeat pings every client.Heartbeat until ctx ends or the connection
// fails (Conn.Write is safe beside the test's own writes).
func (c *raw) heartbeat(ctx context.Context) {
	ping, _ := protocol.Marshal(protocol.Ping{})
	tick := time.NewTicker(client.Heartbeat)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
		c.owed.Add(1)
		wctx, cancel := context.WithTimeout(ctx, patience)
		err := c.ws.Write(wctx, websocket.MessageText, ping)
		cancel()
		if err != nil {
			c.owed.Add(-1)
			return
		}
	}
}

// send writes a message, or a raw text if m is a string.
func (c *raw) send(m any) {
	c.t.Helper()
	b, ok := m.(string)
	if !ok {
		var j []byte
		var err error
		if pm, ok := m.(protocol.Message); ok {
			j, err = protocol.Marshal(pm)
		} else {
			j, err = json.Marshal(m)
		}
		if err != nil {
			c.t.Fatal(err)
		}
		b = string(j)
	}
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, []byte(b)); err != nil {
		c.t.Fatal(err)
	}
}

// next reads the next message.
func (c *raw) next() wireMessage {
	c.t.Helper()
	m, err := c.read()
	if err != nil {
		c.t.Fatal(err)
	}
	return m
}

// read reads the next message but the pongs owed to the heartbeat,
// waiting for it at most patience.
func (c *raw) read() (wireMessage, error) {
	return c.readBefore(time.Now().Add(patience))
}

// readBefore reads the next message but the pongs owed to the heartbeat,
// waiting for it until end.
func (c *raw) readBefore(end time.Time) (wireMessage, error) {
	ctx, cancel := context.WithDeadline(context.Background(), end)
	defer cancel()
	for {
		var m wireMessage
		_, b, err := c.ws.Read(ctx)
		if err != nil {
			return m, err
		}
		if err := json.Unmarshal(b, &m); err != nil {
			return m, err
		}
		if m.Type == protocol.TypePong && c.takeOwed() {
			continue // the heartbeat's
		}
		return m, nil
	}
}

// takeOwed counts off one pong owed to the heartbeat, if any is.
func (c *raw) takeOwed() bool {
	for {
		n := c.owed.Load()
		if n <= 0 {
			return false
		}
		if c.owed.CompareAndSwap(n, n-1) {
			return true
		}
	}
}

// await reads messages until ok accepts one, and returns it. It waits
// patience in all, not for each message (a server sends the seats now and
// then), and fails then, naming what it waited for and the last messages
// it passed over.
func (c *raw) await(what string, ok func(wireMessage) bool) wireMessage {
	c.t.Helper()
	end := time.Now().Add(patience)
	var passed []string
	for {
		m, err := c.readBefore(end)
		if err != nil {
			c.t.Fatalf("waiting for %s: %v; the last messages passed over: %s", what, err, strings.Join(passed, ", "))
		}
		if ok(m) {
			return m
		}
		brief := m.Type
		if m.Type == protocol.TypeError {
			brief += fmt.Sprintf(" %s %q", m.Code, m.Message)
		}
		passed = append(passed[max(0, len(passed)-9):], brief)
	}
}

// until reads messages until one of type typ, and returns it.
func (c *raw) until(typ string) wireMessage {
	c.t.Helper()
	return c.await(typ, func(m wireMessage) bool { return m.Type == typ })
}

// create makes a room from c and returns what created said.
func (c *raw) create(game string, seats ...string) wireMessage {
	c.t.Helper()
	c.send(protocol.Create{Game: game, Seats: seats})
	m := c.next()
	if m.Type != protocol.TypeCreated {
		c.t.Fatalf("create %s %v: %+v", game, seats, m)
	}
	c.until(protocol.TypeWelcome)
	return m
}

// waitFor polls ok until it holds, and fails the test naming what it
// waited for if it has not after patience.
func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for end := time.Now().Add(patience); !ok(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("waited %v for %s", patience, what)
		}
	}
}

// pgConn is a connection of the test's own to the PostgreSQL database at
// url, closed when the test ends.
func pgConn(t *testing.T, url string) *pgx.Conn {
	t.Helper()
	conn, err := pgx.Connect(t.Context(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(context.Background()) })
	return conn
}

// count is the number a query of one integer gives on conn.
func count(t *testing.T, conn *pgx.Conn, query string) int {
	t.Helper()
	var n int
	if err := conn.QueryRow(t.Context(), query).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}
