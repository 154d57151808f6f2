//go:build !js

package server_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// TestRepliesLeaveInTheOrderSent pipelines bursts of messages, each
// answered by the room, by the connection before it reaches a room, or by
// the rate limit, and checks that the replies come one a message, in the
// order the messages were sent, each errors' n the room's last event.
func TestRepliesLeaveInTheOrderSent(t *testing.T) {
	srv := start(t, server.Config{}, "")
	a := dialRaw(t, srv.url, nil)
	created := a.create("kalah", online.SeatYou, online.SeatInvite)
	a.send(protocol.Move{N: 0, Move: "S4"}) // 4 seeds from S4 end in the store: South again
	if m := a.until(protocol.TypeAck); m.N != 1 {
		t.Fatalf("ack %d", m.N)
	}
	binary := struct{}{}
	kinds := []struct {
		msg  any
		want string // the reply's error code, or "pong"
	}{
		{protocol.Move{N: 1, Move: "p1 99"}, online.ErrIllegal},
		{`{"type":"move","n":1}`, online.ErrBadMessage},
		{`{"type":"surrender"}`, online.ErrUnknownType},
		{protocol.Ping{}, protocol.TypePong},
		{protocol.Move{N: 0, Move: "S1"}, online.ErrStale},
		{`{"type":"move","n":1,"move":"` + strings.Repeat("S", protocol.MaxMessage) + `"}`, online.ErrTooBig},
		{binary, online.ErrBadMessage},
		{protocol.Answer{N: 1, Accept: true}, online.ErrNoUndo},
		{protocol.Hello{Token: "AAAAAAAAAAAAAAAAAAAAAA"}, online.ErrBadToken},
		{protocol.Join{Invite: created.Watch}, online.ErrBadToken},
	}
	for burst, size := range []int{2, 10, 45, 45} {
		var want []string
		for i := range size {
			k := kinds[(i*7+burst)%len(kinds)] // neighbours differ
			if k.msg == binary {
				ctx, cancel := context.WithTimeout(context.Background(), patience)
				if err := a.ws.Write(ctx, websocket.MessageBinary, []byte(`{"type":"ping"}`)); err != nil {
					t.Fatal(err)
				}
				cancel()
			} else {
				a.send(k.msg)
			}
			want = append(want, k.want)
		}
		var got []string
		for i := range size {
			m := a.next()
			for m.Type == protocol.TypeSeats || m.Type == protocol.TypeEvent { // not replies: who is here, the move made
				m = a.next()
			}
			reply := m.Type
			if m.Type == protocol.TypeError {
				reply = m.Code
				if m.N != 1 {
					t.Errorf("burst %d, reply %d: %s says n %d, the room is at 1", burst, i+1, m.Code, m.N)
				}
			}
			got = append(got, reply)
			if reply != want[i] && reply != online.ErrRate {
				t.Fatalf("burst %d of %d messages: replies\n%s\nfor\n%s", burst, size, strings.Join(got, " "), strings.Join(want, " "))
			}
		}
		if burst == 2 && !strings.Contains(fmt.Sprint(got), online.ErrRate) {
			t.Errorf("45 messages at once met no rate limit: %s", strings.Join(got, " "))
		}
	}
	if _, log, err := srv.store.Room(context.Background(), created.Room); err != nil || len(log) != 1 {
		t.Fatalf("the room has %d events (%v), want 1", len(log), err)
	}
}
