//go:build !js

package client

import (
	"context"

	"github.com/coder/websocket"

	"parlor/game/online/protocol"
)

// wsSocket is a socket over coder/websocket.
type wsSocket struct{ c *websocket.Conn }

func dialSocket(ctx context.Context, addr string) (socket, error) {
	c, _, err := websocket.Dial(ctx, addr, nil)
	if err != nil {
		return nil, err
	}
	c.SetReadLimit(protocol.MaxMessage * 1024) // the server's messages carry whole logs
	return wsSocket{c}, nil
}

func (s wsSocket) read(ctx context.Context) ([]byte, error) {
	_, b, err := s.c.Read(ctx)
	return b, err
}

func (s wsSocket) write(ctx context.Context, b []byte) error {
	return s.c.Write(ctx, websocket.MessageText, b)
}

func (s wsSocket) close()    { s.c.Close(websocket.StatusNormalClosure, "bye") }
func (s wsSocket) closeNow() { s.c.CloseNow() }
