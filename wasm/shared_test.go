package main

import (
	"context"
	"io"
	"net"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/postgres"
	"parlor/game/online/postgres/pgtest"
)

// balancer is the test's load balancer: a TCP proxy that hands each new
// connection to the next of its servers in turn, passing over a server
// that does not answer (as a balancer's health check would).
type balancer struct {
	ln      net.Listener
	servers []string
	next    atomic.Int32
}

func newBalancer(t *testing.T, servers ...string) *balancer {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	b := &balancer{ln: ln, servers: servers}
	t.Cleanup(func() { ln.Close() })
	go b.serve()
	return b
}

func (b *balancer) serve() {
	for {
		c, err := b.ln.Accept()
		if err != nil {
			return
		}
		go b.pass(c)
	}
}

// pass joins c to the first server that answers, from the next in turn.
func (b *balancer) pass(c net.Conn) {
	start := int(b.next.Add(1))
	for i := range b.servers {
		s, err := net.DialTimeout("tcp", b.servers[(start+i)%len(b.servers)], time.Second)
		if err != nil {
			continue
		}
		go func() { io.Copy(s, c); s.Close() }()
		io.Copy(c, s)
		c.Close()
		return
	}
	c.Close()
}

// TestSIGKILLOneOfTwoServers plays a game of every game, and Can't Stop
// and Mergers with the computer in a third seat, through a load balancer
// in front of two server processes sharing one PostgreSQL database, so
// that the people of a room are split across them. Mid-game the server
// holding the most computer seats' leases is killed with SIGKILL: its
// clients reconnect, through the balancer, to the other, and every game
// is finished there — the computer seats the dead server was playing
// too. Every move either server acknowledged is in the database.
func TestSIGKILLOneOfTwoServers(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the server: not in -short")
	}
	t.Parallel() // beside the other tests that run processes: see TestMain
	db := pgtest.URL(t)
	bin := serverProgram.binary(t)
	addrs := []string{freeAddr(t), freeAddr(t)}
	procs := []*serverProcess{startServer(t, bin, addrs[0], db), startServer(t, bin, addrs[1], db)}
	url := "ws://" + newBalancer(t, addrs...).ln.Addr().String() + "/online"

	var rooms [][]string // each room's game and seats
	for _, g := range games.All() {
		rooms = append(rooms, []string{g.Defaults().String(), online.SeatYou, online.SeatInvite})
		if three, err := g.Defaults().With("players", "3"); err == nil {
			rooms = append(rooms, []string{three.String(), online.SeatYou, online.SeatInvite, "easy"})
		}
	}
	play := playAcked(t, url, rooms, 8)
	play.atFive.Wait()
	leases := leasesBy(t, db, procs)
	victim := 0
	if leases[1] > leases[0] {
		victim = 1
	}
	close(play.resumed)
	time.Sleep(30 * time.Millisecond) // moves in flight
	procs[victim].kill()
	play.wg.Wait()
	if t.Failed() {
		return
	}

	store, err := postgres.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	total := checkAcked(t, store, play.acked)
	after := leasesBy(t, db, procs)
	t.Logf("%d games, %d acknowledged moves, all in the database; the computer's leases %v before the SIGKILL of server %d, %v after; %d moves sent again after a reconnect",
		len(play.acked), total, leases, victim+1, after, play.resent.Load())
	if leases[victim] == 0 {
		t.Errorf("the server killed played no computer seat: leases %v", leases)
	}
}

// leasesBy counts the rooms' leases each server process holds, by the
// application name its connections carry.
func leasesBy(t *testing.T, db string, procs []*serverProcess) []int {
	conn, err := pgx.Connect(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(context.Background())
	n := make([]int, len(procs))
	for i, p := range procs {
		err := conn.QueryRow(t.Context(), `SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
			WHERE l.locktype = 'advisory' AND a.application_name = $1`, "parlor "+strconv.Itoa(p.cmd.Process.Pid)).Scan(&n[i])
		if err != nil {
			t.Fatal(err)
		}
	}
	return n
}
