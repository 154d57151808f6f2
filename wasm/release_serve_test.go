package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/sqlite"
)

// releaseServer starts the release's parlor-server with PATH emptied (no
// go to call), in a folder of its own with no dist/, on a free port, and
// checks that it serves the site built into it and plays a room of
// Connect Four to its end between two clients over real WebSockets; then
// SIGTERM ends it cleanly, and the room is in its database.
func releaseServer(t *testing.T, dir string) {
	if runtime.GOOS == "windows" {
		t.Skip("SIGTERM: not on Windows")
	}
	work := t.TempDir()
	db := filepath.Join(work, "rooms.db")
	cmd := exec.Command(filepath.Join(dir, serverName), "-addr", "127.0.0.1:0", "-db", db)
	cmd.Dir = work
	cmd.Env = []string{"PATH=", "HOME=" + work}
	logs, err := os.Create(filepath.Join(work, "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer logs.Close()
	cmd.Stderr = logs
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	stopped := false
	defer func() {
		if !stopped {
			cmd.Process.Kill()
			cmd.Wait()
		}
		if t.Failed() {
			b, _ := os.ReadFile(logs.Name())
			t.Logf("parlor-server's log:\n%s", b)
		}
	}()
	at := make(chan string, 1)
	go func() {
		defer close(at) // the output's end: the process ended
		s := bufio.NewScanner(out)
		for s.Scan() {
			if u, ok := strings.CutPrefix(s.Text(), "Parlor is at "); ok {
				at <- u
			}
		}
	}()
	var site string
	select {
	case u, ok := <-at:
		if !ok {
			t.Fatal("parlor-server ended before it served")
		}
		site = u
	case <-time.After(onlinetest.Wait):
		t.Fatalf("parlor-server did not start in %v", onlinetest.Wait)
	}

	for _, f := range []string{"index.html", "main.wasm", "sw.js", "wasm_exec.js"} {
		want, err := os.ReadFile(filepath.Join(dir, siteDirName, f))
		if err != nil {
			t.Fatal(err)
		}
		path := f
		if f == "index.html" {
			path = ""
		}
		got, gzipped := fetchSite(t, site+path)
		if !bytes.Equal(got, want) {
			t.Errorf("GET /%s: %d bytes, not the site's %s (%d bytes)", path, len(got), f, len(want))
		}
		if f == "main.wasm" && !gzipped {
			t.Errorf("GET /main.wasm: not sent gzipped to a client that accepts it")
		}
	}

	room := playRoom(t, "ws"+strings.TrimPrefix(strings.TrimSuffix(site, "/"), "http")+"/online")
	operatorsView(t, site)

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	select {
	case err := <-exited:
		stopped = true
		if err != nil {
			t.Errorf("parlor-server after SIGTERM: %v", err)
		}
	case <-time.After(onlinetest.Wait):
		t.Fatalf("parlor-server did not end in %v after SIGTERM", onlinetest.Wait)
	}
	store, err := sqlite.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	if _, events, err := store.Room(context.Background(), room); err != nil || len(events) == 0 || !events[len(events)-1].Over {
		t.Errorf("room %s in %s: %d events, %v; want the game to its end", room, db, len(events), err)
	}
}

// fetchSite GETs url and returns its body, and whether it came gzipped (the
// client asks for gzip and unpacks it).
func fetchSite(t *testing.T, url string) ([]byte, bool) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %s, %v", url, resp.Status, err)
	}
	return b, resp.Uncompressed
}

// playRoom makes a room of Connect Four on the game server at url,
// takes its other seat with the invite, plays random moves to the end,
// and returns the room's id.
func playRoom(t *testing.T, url string) string {
	g, err := games.Lookup("connectfour")
	if err != nil {
		t.Fatal(err)
	}
	a := onlinetest.Dial(t, url, protocol.Create{Game: g.Defaults().String(), Seats: []string{online.SeatYou, online.SeatInvite}})
	b := onlinetest.Dial(t, url, protocol.Join{Invite: a.Created.Invites[1]})
	seats := []*onlinetest.Player{a, b}
	rng := rand.New(rand.NewPCG(40, 1))
	for n := 0; ; n++ {
		for _, p := range seats {
			if !p.CatchUp(t, n) {
				t.FailNow()
			}
		}
		st := a.Table.Match.State()
		if st.Over() {
			break
		}
		mv, err := game.RandomMove(st, rng)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := seats[st.Turn()].Session.Play(mv); err != nil {
			t.Fatalf("move %d: %v", n+1, err)
		}
	}
	if a.Table.N < 7 || a.Table.End == nil || b.Table.End == nil {
		t.Errorf("the game ended after %d moves, ends %v and %v", a.Table.N, a.Table.End, b.Table.End)
	}
	return a.Created.Room
}

// operatorsView fetches the server's /healthz, /readyz and /metrics at
// site, after a room was played there: the first two answer 200, and the
// metrics parse as Prometheus's text format and count the room's moves.
func operatorsView(t *testing.T, site string) {
	t.Helper()
	for _, path := range []string{"healthz", "readyz"} {
		res, err := http.Get(site + path)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != http.StatusOK {
			t.Errorf("GET /%s: %s", path, res.Status)
		}
	}
	res, err := http.Get(site + "metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	parser := expfmt.NewTextParser(model.UTF8Validation)
	families, err := parser.TextToMetricFamilies(res.Body)
	if err != nil {
		t.Fatalf("GET /metrics: %v", err)
	}
	moves := families["parlor_moves_total"]
	if moves == nil || len(moves.Metric) == 0 || moves.Metric[0].GetCounter().GetValue() == 0 {
		t.Errorf("GET /metrics: parlor_moves_total is %v after a game", moves)
	}
	if families["parlor_rooms_made_total"] == nil || families["go_goroutines"] == nil {
		t.Errorf("GET /metrics: no parlor_rooms_made_total or go_goroutines in %d families", len(families))
	}
}
