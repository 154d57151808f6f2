//go:build js

package client

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
)

// jsSocket is a socket over the browser's WebSocket. Its events arrive on
// the browser's event loop and are handed over through channels.
type jsSocket struct {
	ws       js.Value
	messages chan []byte
	done     chan struct{} // closed once the socket has closed
	once     sync.Once
	err      error // why it closed, set before done is closed
	funcs    map[string]js.Func
}

// errClosedSocket says the browser closed the socket.
var errClosedSocket = errors.New("the connection closed")

func dialSocket(ctx context.Context, addr string) (socket, error) {
	s := &jsSocket{messages: make(chan []byte, 256), done: make(chan struct{}), funcs: map[string]js.Func{}}
	var err error
	func() {
		defer func() {
			if r := recover(); r != nil { // a malformed address throws
				err = fmt.Errorf("%v", r)
			}
		}()
		s.ws = js.Global().Get("WebSocket").New(addr)
	}()
	if err != nil {
		return nil, err
	}
	opened := make(chan struct{})
	s.on("open", func(js.Value) { close(opened) })
	s.on("message", func(e js.Value) {
		if d := e.Get("data"); d.Type() == js.TypeString {
			select {
			case s.messages <- []byte(d.String()):
			case <-s.done:
			}
		}
	})
	s.on("close", func(e js.Value) {
		s.end(fmt.Errorf("%w (code %d)", errClosedSocket, e.Get("code").Int()))
	})
	s.on("error", func(js.Value) { s.end(errors.New("the connection failed")) })
	select {
	case <-opened:
		return s, nil
	case <-s.done:
		return nil, s.err
	case <-ctx.Done():
		s.closeNow()
		return nil, ctx.Err()
	}
}

// on listens to the socket's event name.
func (s *jsSocket) on(name string, f func(js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		var e js.Value
		if len(args) > 0 {
			e = args[0]
		}
		go f(e) // never block the browser's event loop
		return nil
	})
	s.funcs[name] = fn
	s.ws.Call("addEventListener", name, fn)
}

// end marks the socket closed, for err, once, and lets go of its
// listeners (each has returned: they hand their events to goroutines).
func (s *jsSocket) end(err error) {
	s.once.Do(func() {
		s.err = err
		close(s.done)
		for name, fn := range s.funcs {
			s.ws.Call("removeEventListener", name, fn)
			fn.Release()
		}
	})
}

func (s *jsSocket) read(ctx context.Context) ([]byte, error) {
	select {
	case b := <-s.messages:
		return b, nil
	case <-s.done:
		select {
		case b := <-s.messages: // what came before the close
			return b, nil
		default:
		}
		return nil, s.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (s *jsSocket) write(_ context.Context, b []byte) error {
	select {
	case <-s.done:
		return s.err
	default:
	}
	if s.ws.Get("readyState").Int() != 1 { // OPEN
		return errClosedSocket
	}
	s.ws.Call("send", string(b))
	return nil
}

func (s *jsSocket) close() {
	s.ws.Call("close", 1000, "bye")
	s.end(errClosedSocket)
}

func (s *jsSocket) closeNow() { s.close() }
