//go:build !js

package server_test

import (
	"context"
	crand "crypto/rand"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

var loadCold = flag.Int("load.cold", 500, "BenchmarkLoadCold: finished rooms loaded cold at once")

// BenchmarkLoadCold is BenchmarkLoad with -load.cold finished rooms of
// Connect Four in the store, not loaded, that are loaded at once a third
// of the way through: a spectator of each, connected beforehand, says
// hello at the same moment; meanwhile, over 200 ms, a spectator of each of
// 100 playing rooms (loaded) says hello. Besides BenchmarkLoad's figures
// it reports the playing rooms' round trips of the moves sent while the
// rooms loaded (loading-p99-ms, of loading-moves moves), how long the
// loads took in all (loads-ms), a cold hello's wait for its welcome
// (hello-p99-ms) and a playing room's spectator's (warm-hello-p99-ms).
// Run it once: -benchtime 1x.
func BenchmarkLoadCold(b *testing.B) { runLoad(b, *loadCold) }

// coldLoads is the finished rooms a benchmark loads at once, each with a
// spectator's connection ready to say hello.
type coldLoads struct {
	b     testing.TB
	watch []string // each room's spectators' token
	conns []*websocket.Conn
	// warm and warmConns are the same for rooms playing, loaded.
	warm      []string
	warmConns []*websocket.Conn

	from, to time.Time // when the hellos went, and the last welcome came
	// waits and warmWaits are each hello's wait for its welcome.
	waits, warmWaits []time.Duration
}

// warmRooms is how many rooms playing have a spectator say hello while
// the cold rooms load, one every warmEvery.
const (
	warmRooms = 100
	warmEvery = 2 * time.Millisecond
)

// warmUp connects a spectator for each of the first warmRooms rooms.
func (l *coldLoads) warmUp(rooms []*botRoom) {
	for _, r := range rooms[:min(warmRooms, len(rooms))] {
		l.warm = append(l.warm, r.watch)
		l.warmConns = append(l.warmConns, dialRaw(l.b, r.urls[0], nil).ws)
	}
}

// newColdLoads stores n finished rooms of classic Connect Four, played
// with random moves, and connects a spectator for each to the servers at
// urls in turn.
func newColdLoads(b testing.TB, store store.Store, urls []string, n int) *coldLoads {
	l := &coldLoads{b: b}
	rng := rand.New(rand.NewPCG(7, 7))
	create := online.Spec{Game: "connectfour rules=classic", Seats: []string{online.SeatYou, online.SeatYou}}
	for range n {
		room, sec, e := online.Create(b.Context(), store, games.All(), create, "", crand.Reader, time.Now())
		if e != nil {
			b.Fatal(e)
		}
		for !room.Over() {
			s := room.Match().State()
			mv, _ := game.RandomMove(s, rng)
			if _, _, e := room.Move(b.Context(), int(s.Turn()), room.N(), s.MoveString(mv)); e != nil {
				b.Fatal(e)
			}
		}
		l.watch = append(l.watch, sec.Watch)
	}
	for i := range n {
		l.conns = append(l.conns, dialRaw(b, urls[i%len(urls)], nil).ws)
	}
	return l
}

// run says hello to every cold room at once, and to the warm ones one
// after the other meanwhile, and waits for every welcome.
func (l *coldLoads) run() {
	var (
		mu sync.Mutex
		wg sync.WaitGroup
	)
	l.from = time.Now()
	for i, ws := range l.conns {
		wg.Go(func() {
			wait, err := hello(ws, l.watch[i])
			if err != nil {
				l.b.Errorf("a cold room's hello: %v", err)
				return
			}
			mu.Lock()
			l.waits = append(l.waits, wait)
			mu.Unlock()
		})
	}
	for i, ws := range l.warmConns {
		wg.Go(func() {
			time.Sleep(time.Until(l.from.Add(time.Duration(i) * warmEvery)))
			wait, err := hello(ws, l.warm[i])
			if err != nil {
				l.b.Errorf("a playing room's spectator's hello: %v", err)
				return
			}
			mu.Lock()
			l.warmWaits = append(l.warmWaits, wait)
			mu.Unlock()
		})
	}
	wg.Wait()
	l.to = time.Now()
}

// hello says hello with token on ws and returns the wait for the welcome.
func hello(ws *websocket.Conn, token string) (time.Duration, error) {
	b, _ := protocol.Marshal(protocol.Hello{Token: token})
	ctx, cancel := context.WithTimeout(context.Background(), patience)
	defer cancel()
	start := time.Now()
	if err := ws.Write(ctx, websocket.MessageText, b); err != nil {
		return 0, err
	}
	for {
		_, b, err := ws.Read(ctx)
		if err != nil {
			return 0, err
		}
		var m wireMessage
		if err := json.Unmarshal(b, &m); err != nil {
			return 0, err
		}
		switch m.Type {
		case protocol.TypeWelcome:
			return time.Since(start), nil
		case protocol.TypeError:
			return 0, fmt.Errorf("%s: %s", m.Code, m.Message)
		}
	}
}

// report reports the loads' figures, and the round trips of the moves
// sent while they ran; it closes the spectators' connections.
func (l *coldLoads) report(b *testing.B, moves []move) {
	var during []time.Duration
	for _, m := range moves {
		if !m.at.Before(l.from) && m.at.Before(l.to) {
			during = append(during, m.rt)
		}
	}
	slices.Sort(during)
	slices.Sort(l.waits)
	slices.Sort(l.warmWaits)
	b.ReportMetric(float64(len(during)), "loading-moves")
	b.ReportMetric(float64(percentile(during, 0.99).Microseconds())/1000, "loading-p99-ms")
	b.ReportMetric(float64(l.to.Sub(l.from).Microseconds())/1000, "loads-ms")
	b.ReportMetric(float64(percentile(l.waits, 0.99).Microseconds())/1000, "hello-p99-ms")
	b.ReportMetric(float64(percentile(l.warmWaits, 0.99).Microseconds())/1000, "warm-hello-p99-ms")
	for _, ws := range append(l.conns, l.warmConns...) {
		ws.CloseNow()
	}
}
