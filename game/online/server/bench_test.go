//go:build !js

package server_test

import (
	"context"
	"encoding/json"
	"flag"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/online/store"
)

var (
	loadRooms    = flag.Int("load.rooms", 1000, "BenchmarkLoad: rooms playing at once")
	loadEvery    = flag.Duration("load.every", 5*time.Second, "BenchmarkLoad: the time between two moves of a room")
	loadDuration = flag.Duration("load.time", 30*time.Second, "BenchmarkLoad: how long the rooms play")
	loadStore    = flag.String("load.store", "sqlite", "BenchmarkLoad: sqlite (one server), postgres (one server) or postgres2 (two servers on one database, each room's two bots one on each)")
)

// botRoom is a room of two bots playing random legal moves of classic
// Connect Four, each through its own WebSocket connection, and starting a
// new room when a game ends.
type botRoom struct {
	b     testing.TB
	urls  []string // the first bot's server, and the second's
	rng   *rand.Rand
	seats [2]*websocket.Conn
	acks  [2]chan int
	state game.State
	n     int
	watch string // the spectators' token
}

func newBotRoom(b testing.TB, urls []string, seed uint64) *botRoom {
	r := &botRoom{b: b, urls: urls, rng: rand.New(rand.NewPCG(seed, 3)), acks: [2]chan int{make(chan int, 4), make(chan int, 4)}}
	r.open()
	return r
}

// open creates a new room and seats the two bots.
func (r *botRoom) open() {
	for _, ws := range r.seats {
		if ws != nil {
			ws.CloseNow()
		}
	}
	a := dialRaw(r.b, r.urls[0], nil)
	created := a.create("connectfour rules=classic", online.SeatYou, online.SeatInvite)
	bc := dialRaw(r.b, r.urls[len(r.urls)-1], nil)
	bc.send(protocol.Join{Invite: created.Invites[1]})
	bc.until(protocol.TypeWelcome)
	r.seats = [2]*websocket.Conn{a.ws, bc.ws}
	r.watch = created.Watch
	for i, ws := range r.seats {
		go drain(ws, r.acks[i])
	}
	o, _ := games.Parse("connectfour rules=classic")
	r.state, _ = o.New()
	r.n = 0
}

// drain reads a connection's messages, passing on the acks' event
// numbers (0 for an error).
func drain(ws *websocket.Conn, acks chan<- int) {
	for {
		_, b, err := ws.Read(context.Background())
		if err != nil {
			return
		}
		var m wireMessage
		json.Unmarshal(b, &m)
		switch m.Type {
		case protocol.TypeAck:
			acks <- m.N
		case protocol.TypeError:
			acks <- 0
		}
	}
}

// move plays one random legal move and returns its round trip: sent,
// checked, stored durably, acknowledged.
func (r *botRoom) move() time.Duration {
	if r.state.Over() {
		r.open()
	}
	p := r.state.Turn()
	mv, _ := game.RandomMove(r.state, r.rng)
	b, _ := protocol.Marshal(protocol.Move{N: r.n, Move: r.state.MoveString(mv)})
	start := time.Now()
	if err := r.seats[p].Write(context.Background(), websocket.MessageText, b); err != nil {
		r.b.Error(err)
		return 0
	}
	if n := <-r.acks[p]; n != r.n+1 {
		r.b.Errorf("move refused or out of order: ack %d at %d", n, r.n)
	}
	rt := time.Since(start)
	r.state.Play(mv)
	r.n++
	return rt
}

// percentile is the p-th percentile of sorted durations.
func percentile(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	return d[min(len(d)-1, int(p*float64(len(d))))]
}

// BenchmarkRoundTrip measures one room's move round trip on loopback: a
// bot sends a move, the server checks it, stores it in SQLite
// (synchronous=FULL) and acknowledges it. ns/op is the mean; p50 and p99
// are reported.
func BenchmarkRoundTrip(b *testing.B) {
	srv := start(b, server.Config{Rate: 1e6, Burst: 1e6}, "")
	r := newBotRoom(b, []string{srv.url}, 1)
	var rts []time.Duration
	for b.Loop() {
		rts = append(rts, r.move())
	}
	slices.Sort(rts)
	b.ReportMetric(float64(percentile(rts, 0.5).Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(percentile(rts, 0.99).Microseconds())/1000, "p99-ms")
}

// BenchmarkLoad runs -load.rooms rooms of two bots at once, each room
// moving once every -load.every, for -load.time, through real WebSocket
// connections to a server with its rooms in SQLite (-load.store
// postgres: in PostgreSQL; postgres2: two servers on one PostgreSQL
// database, a room's two bots one on each, so that every move crosses
// from one server to the other); it reports the moves a second, the p50
// and p99 round trip and the heap per room (servers and clients, in this
// one process). Run it once: -benchtime 1x.
func BenchmarkLoad(b *testing.B) { runLoad(b, 0) }

// move is one move's round trip, and when it was sent.
type move struct {
	at time.Time
	rt time.Duration
}

// runLoad runs BenchmarkLoad, and with cold > 0 loads that many finished
// rooms cold at once a third of the way through (BenchmarkLoadCold).
func runLoad(b *testing.B, cold int) {
	c := server.Config{RoomsPerAddr: 1 << 20, ConnsPerRoom: 4}
	var (
		urls  [][]string // each room's servers, in turn
		store store.Store
	)
	switch *loadStore {
	case "sqlite":
		s := start(b, c, "")
		urls, store = [][]string{{s.url}}, s.store
	case "postgres":
		s := startShared(b, c, pgtest.URL(b))
		urls, store = [][]string{{s.url}}, s.store
	case "postgres2":
		db := pgtest.URL(b)
		one, two := startShared(b, c, db), startShared(b, c, db)
		urls, store = [][]string{{one.url, two.url}, {two.url, one.url}}, one.store
	default:
		b.Fatalf("-load.store %q: sqlite, postgres or postgres2", *loadStore)
	}
	for b.Loop() {
		var burst *coldLoads
		if cold > 0 {
			burst = newColdLoads(b, store, urls[0], cold)
		}
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		rooms := make([]*botRoom, *loadRooms)
		for i := range rooms {
			rooms[i] = newBotRoom(b, urls[i%len(urls)], uint64(i))
		}
		runtime.GC()
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		if burst != nil {
			burst.warmUp(rooms)
		}
		var (
			mu    sync.Mutex
			moves []move
			wg    sync.WaitGroup
		)
		begin := time.Now()
		end := begin.Add(*loadDuration)
		if burst != nil {
			wg.Go(func() {
				time.Sleep(time.Until(begin.Add(*loadDuration / 3)))
				burst.run()
			})
		}
		for i, r := range rooms {
			wg.Go(func() {
				// Spread the rooms' moves over the interval.
				time.Sleep(time.Duration(i) * *loadEvery / time.Duration(len(rooms)))
				for next := time.Now(); next.Before(end); next = next.Add(*loadEvery) {
					time.Sleep(time.Until(next))
					at := time.Now()
					rt := r.move()
					mu.Lock()
					moves = append(moves, move{at, rt})
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		rts := make([]time.Duration, len(moves))
		for i, m := range moves {
			rts[i] = m.rt
		}
		slices.Sort(rts)
		b.ReportMetric(float64(len(rts))/loadDuration.Seconds(), "moves/s")
		b.ReportMetric(float64(percentile(rts, 0.5).Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(percentile(rts, 0.99).Microseconds())/1000, "p99-ms")
		b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/float64(len(rooms))/1024, "KiB/room")
		if burst != nil {
			burst.report(b, moves)
		}
		for _, r := range rooms {
			for _, ws := range r.seats {
				ws.CloseNow()
			}
		}
	}
}
