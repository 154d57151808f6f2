// Package client is the player's side of the online protocol: a Conn
// that keeps a WebSocket to the server open (pinging it, reconnecting by
// itself after a drop and saying hello again with the last event it has),
// and a Mirror that keeps a copy of the room's match in step with the
// server's events, checking each with the engine. It builds natively and
// for the browser (GOOS=js, over the browser's WebSocket).
package client

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/url"
	"strings"
	"sync"
	"time"

	"parlor/game/online"
	"parlor/game/online/protocol"
)

// Heartbeat is how often a Conn pings; a connection that hears nothing
// for Silence is taken for dropped and dialled again.
const (
	Heartbeat = 20 * time.Second
	Silence   = 45 * time.Second
)

// Message is what a Conn hands its owner: a server's message, its
// type's payload (Welcome, Event…), or Down when the connection dropped
// (it is being dialled again; a welcome follows when it is back), with
// no Payload.
type Message struct {
	Payload protocol.Message
	Down    error
}

// Conn is a connection to a room server that comes back by itself.
type Conn struct {
	url string
	in  chan Message

	mu     sync.Mutex
	ws     socket
	resume []protocol.Message // what to say after a reconnect: a hello, or the lobby's sign-in
	closed bool

	ctx    context.Context
	cancel context.CancelFunc
}

// Dial connects to the server's WebSocket address (ws://host/online).
func Dial(ctx context.Context, addr string) (*Conn, error) {
	ws, err := dial(ctx, addr)
	if err != nil {
		return nil, err
	}
	c := &Conn{url: addr, in: make(chan Message, 256), ws: ws}
	c.ctx, c.cancel = context.WithCancel(context.Background())
	go c.read(ws)
	go c.ping()
	return c, nil
}

func dial(ctx context.Context, addr string) (socket, error) {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	ws, err := dialSocket(ctx, addr)
	if err != nil {
		return nil, fmt.Errorf("cannot reach the game server at %s: %w", addr, err)
	}
	return ws, nil
}

// socket is a WebSocket of text messages: coder/websocket's on the
// desktop and in the terminal, the browser's own in the page (which keeps
// net/http and TLS out of the page's download).
type socket interface {
	// read returns the next message.
	read(ctx context.Context) ([]byte, error)
	// write sends a message.
	write(ctx context.Context, b []byte) error
	// close closes the socket normally; closeNow at once.
	close()
	closeNow()
}

// Incoming delivers the server's messages in order; it is closed when the
// Conn is.
func (c *Conn) Incoming() <-chan Message { return c.in }

// Resume sets the hello sent after a reconnect: the seat's or the
// spectators' token and the last event the owner has.
func (c *Conn) Resume(token string, n int) {
	hello := Hello(token)
	hello.N = n
	c.ResumeWith(hello)
}

// ResumeWith sets the messages sent, in order, after a reconnect, before
// anything the owner sends.
func (c *Conn) ResumeWith(ms ...protocol.Message) {
	c.mu.Lock()
	c.resume = ms
	c.mu.Unlock()
}

// Send writes a message; while the connection is down it fails, and the
// owner sends again after the welcome.
func (c *Conn) Send(m protocol.Message) error {
	b, err := protocol.Marshal(m)
	if err != nil {
		return err
	}
	c.mu.Lock()
	ws := c.ws
	c.mu.Unlock()
	if ws == nil {
		return errors.New("not connected: reconnecting")
	}
	ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
	defer cancel()
	return ws.write(ctx, b)
}

// Close closes the connection for good.
func (c *Conn) Close() {
	c.mu.Lock()
	c.closed = true
	ws := c.ws
	c.mu.Unlock()
	c.cancel()
	if ws != nil {
		ws.close()
	}
}

// read reads ws until it fails, then dials again until it succeeds or the
// Conn is closed.
func (c *Conn) read(ws socket) {
	defer close(c.in)
	for {
		err := c.readAll(ws)
		c.mu.Lock()
		c.ws = nil
		closed := c.closed
		c.mu.Unlock()
		ws.closeNow()
		if closed {
			return
		}
		c.deliver(Message{Down: err})
		if ws = c.redial(); ws == nil {
			return
		}
	}
}

// readAll delivers ws's messages until it fails.
func (c *Conn) readAll(ws socket) error {
	for {
		ctx, cancel := context.WithTimeout(c.ctx, Silence)
		b, err := ws.read(ctx)
		cancel()
		if err != nil {
			return err
		}
		m, err := protocol.DecodeServer(b)
		var e *online.Error
		switch {
		case errors.As(err, &e) && e.Code == online.ErrUnknownType:
			continue // a newer server's: nothing this client knows to do with it
		case err != nil:
			return fmt.Errorf("the server sent a message that does not read: %w", err)
		}
		c.deliver(Message{Payload: m})
	}
}

// Back-off between dials after a drop: from FirstRetry doubling to
// LastRetry, each wait drawn between half and all of it, so that the
// clients of a restarted server neither wait long once it answers nor
// all come at once.
const (
	FirstRetry = 100 * time.Millisecond
	LastRetry  = time.Second
)

// redial dials again, backing off (FirstRetry to LastRetry), says hello
// and returns the new connection; nil once the Conn is closed.
func (c *Conn) redial() socket {
	wait := FirstRetry
	for {
		select {
		case <-time.After(wait/2 + rand.N(wait/2+1)):
		case <-c.ctx.Done():
			return nil
		}
		wait = min(2*wait, LastRetry)
		ws, err := dial(c.ctx, c.url)
		if err != nil {
			continue
		}
		c.mu.Lock()
		resume := c.resume
		c.mu.Unlock()
		for _, m := range resume { // said before anything the owner sends
			b, _ := protocol.Marshal(m)
			wctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
			err = ws.write(wctx, b)
			cancel()
			if err != nil {
				break
			}
		}
		if err != nil {
			ws.closeNow()
			continue
		}
		c.mu.Lock()
		c.ws = ws
		c.mu.Unlock()
		return ws
	}
}

// deliver hands m to the owner, unless the Conn is closed.
func (c *Conn) deliver(m Message) {
	select {
	case c.in <- m:
	case <-c.ctx.Done():
	}
}

// ping sends a ping every Heartbeat.
func (c *Conn) ping() {
	t := time.NewTicker(Heartbeat)
	defer t.Stop()
	for {
		select {
		case <-t.C:
			c.Send(protocol.Ping{})
		case <-c.ctx.Done():
			return
		}
	}
}

// Link is a link to a room: the site's address and what its fragment
// holds — an invite (#join=…), a seat's token (#seat=…) or the
// spectators' token (#watch=…).
type Link struct {
	Site string // "http://127.0.0.1:8080/"
	Kind string // "join", "seat" or "watch"
	Key  string
}

// Link kinds: an invite, a seat, a spectator's place, and a profile (its
// key, to sign in on another device).
const (
	LinkJoin    = "join"
	LinkSeat    = "seat"
	LinkWatch   = "watch"
	LinkProfile = "profile"
)

// String writes the link.
func (l Link) String() string { return l.Site + "#" + l.Kind + "=" + l.Key }

// ParseLink reads a link to a room.
func ParseLink(s string) (Link, error) {
	site, frag, ok := strings.Cut(strings.TrimSpace(s), "#")
	kind, key, ok2 := strings.Cut(frag, "=")
	if !ok || !ok2 || key == "" || (kind != LinkJoin && kind != LinkSeat && kind != LinkWatch && kind != LinkProfile) {
		return Link{}, fmt.Errorf("%q is not a link to a game online: it ends in #join=…, #seat=…, #watch=… or #profile=…", s)
	}
	if _, err := SocketURL(site); err != nil {
		return Link{}, err
	}
	return Link{Site: site, Kind: kind, Key: key}, nil
}

// SocketURL is the WebSocket address of the rooms of the site at
// address site: ws://host/online for http://host/.
func SocketURL(site string) (string, error) {
	u, err := url.Parse(site)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("%q is not the address of a Parlor site, like http://127.0.0.1:8080/", site)
	}
	switch u.Scheme {
	case "http", "ws":
		u.Scheme = "ws"
	case "https", "wss":
		u.Scheme = "wss"
	default:
		return "", fmt.Errorf("%q is not an http or https address", site)
	}
	u.Path = strings.TrimSuffix(u.Path, "/") + "/online"
	u.RawQuery, u.Fragment = "", ""
	return u.String(), nil
}
