package main

import (
	"bufio"
	"context"
	"math/rand/v2"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/sqlite"
	"parlor/game/online/store"
)

// serverProcess is `go run ./wasm -build-none` as a process of its own.
type serverProcess struct {
	cmd *exec.Cmd
}

// startServer runs the server binary bin on addr with its rooms in db,
// and waits until it listens.
func startServer(t *testing.T, bin, addr, db string) *serverProcess {
	t.Helper()
	return serveSite(t, bin, addr, db, t.TempDir())
}

// serveSite runs the server binary like startServer, serving the site
// built in dir beside the rooms, with more flags if given.
func serveSite(t *testing.T, bin, addr, db, dir string, flags ...string) *serverProcess {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"-build-none", "-o", dir, "-addr", addr, "-db", db}, flags...)...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &serverProcess{cmd: cmd}
	t.Cleanup(p.kill)
	ready := make(chan bool, 1)
	go func() {
		s := bufio.NewScanner(out)
		for s.Scan() {
			if strings.HasPrefix(s.Text(), "Parlor is at ") {
				ready <- true
			}
		}
	}()
	select {
	case <-ready:
	case <-time.After(onlinetest.Wait):
		t.Fatalf("the server did not start in %v", onlinetest.Wait)
	}
	return p
}

// kill kills the process with SIGKILL: no goodbye, no flush.
func (p *serverProcess) kill() {
	if p.cmd.ProcessState == nil {
		p.cmd.Process.Signal(syscall.SIGKILL)
		p.cmd.Wait()
	}
}

// TestSIGKILLLosesNoAcknowledgedMove plays a game of every game through a
// real server process, kills it with SIGKILL while the games are under
// way, starts it again on the same database and address, and lets the
// clients reconnect by themselves and finish. Every move the server
// acknowledged is in the database, as acknowledged.
func TestSIGKILLLosesNoAcknowledgedMove(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server: not in -short")
	}
	t.Parallel() // beside the other tests that run processes: see TestMain
	bin, addr, db := serverBinary(t)
	srv := startServer(t, bin, addr, db)
	url := "ws://" + addr + "/online"

	var rooms [][]string // each room's game and seats
	for _, g := range games.All() {
		rooms = append(rooms, []string{g.Defaults().String(), online.SeatYou, online.SeatInvite})
	}
	play := playAcked(t, url, rooms, 7)
	play.atFive.Wait()
	close(play.resumed)
	time.Sleep(30 * time.Millisecond) // moves in flight
	srv.kill()
	startServer(t, bin, addr, db)
	play.wg.Wait()

	store, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	total := checkAcked(t, store, play.acked)
	t.Logf("%d games, %d acknowledged moves, all in the database after SIGKILL; %d moves sent again after the reconnect", len(play.acked), total, play.resent.Load())
}

// ackedGames are games played at random by playAcked, each move
// acknowledged by the server noted.
type ackedGames struct {
	mu      sync.Mutex
	acked   map[string]map[int]string // room → event → move
	atFive  sync.WaitGroup            // done when every game is at its fifth move
	resumed chan struct{}             // closed to let the games go on from there
	resent  atomic.Int32              // moves sent again after a reconnect
	wg      sync.WaitGroup            // done when every game has ended
}

// playAcked opens a room at url for each of rooms (its game's text, then
// its seats: the first two people, the rest the computer's), and plays
// each game to its end in a goroutine of its own, random moves from the
// rng of its index and seed, each move waited on until the server
// acknowledges it, and noted then. Each game stops at its fifth move
// (atFive) until resumed is closed, so that the caller may kill a server
// with every game under way.
func playAcked(t *testing.T, url string, rooms [][]string, seed uint64) *ackedGames {
	play := &ackedGames{acked: map[string]map[int]string{}, resumed: make(chan struct{})}
	play.atFive.Add(len(rooms))
	for i, r := range rooms {
		a := onlinetest.Dial(t, url, protocol.Create{Game: r[0], Seats: r[1:]})
		b := onlinetest.Dial(t, url, protocol.Join{Invite: a.Created.Invites[1]})
		room := a.Created.Room
		play.acked[room] = map[int]string{}
		play.wg.Add(1)
		go func() {
			defer play.wg.Done()
			rng := rand.New(rand.NewPCG(uint64(i), seed))
			seats := []*onlinetest.Player{a, b}
			for n := 0; ; n++ {
				for _, s := range seats {
					for s.Table.N < n && !t.Failed() {
						s.Next(t)
					}
				}
				if n == 5 {
					play.atFive.Done()
					<-play.resumed
				}
				st := a.Table.Match.State()
				if st.Over() || t.Failed() {
					break
				}
				if int(st.Turn()) >= len(seats) { // the computer's
					continue
				}
				mover := seats[st.Turn()]
				mv, _ := game.RandomMove(st, rng)
				text := st.MoveString(mv)
				time.Sleep(60 * time.Millisecond) // within the server's 20 messages a second
				if _, _, err := mover.Session.Play(mv); err != nil {
					t.Errorf("%s: move %s at %d: %v", r[0], text, n, err)
					return
				}
				for mover.Table.N < n+1 && !t.Failed() {
					m := mover.Next(t)
					ack, acked := m.Payload.(protocol.Ack)
					refusal, refused := m.Payload.(protocol.Error)
					switch {
					case acked && ack.N == n+1:
						play.mu.Lock()
						play.acked[room][n+1] = text
						play.mu.Unlock()
					case refused:
						t.Errorf("%s: move %s at %d refused: %s", r[0], text, n, refusal.Message)
						return
					case m.Resent: // lost with the server, sent again
						play.resent.Add(1)
					}
				}
			}
			for _, s := range seats { // the end, checked against the commitment
				for s.Table.End == nil && !t.Failed() {
					s.Next(t)
				}
			}
		}()
	}
	return play
}

// checkAcked checks that every room of acked finished in store, holding
// every move acknowledged (room → event → move), and returns how many
// there were.
func checkAcked(t *testing.T, store store.Store, acked map[string]map[int]string) int {
	t.Helper()
	total := 0
	for room, moves := range acked {
		_, log, err := store.Room(context.Background(), room)
		if err != nil {
			t.Fatal(err)
		}
		if len(log) == 0 || !log[len(log)-1].Over {
			t.Errorf("room %s did not finish: %d events", room, len(log))
		}
		for n, text := range moves {
			if n > len(log) || log[n-1].Lines[0] != text {
				t.Errorf("room %s: acknowledged move %d (%s) is not in the database", room, n, text)
			}
			total++
		}
	}
	return total
}
