//go:build !js

package sqlite

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/game/online"
)

// killEnv names the file a child of TestAppendSurvivesKill appends to.
const killEnv = "PARLOR_SQLITE_KILL_CHILD"

// TestAppendSurvivesKill kills, with SIGKILL, a process appending events
// one after another, and checks that every event it had acknowledged is
// in the file.
func TestAppendSurvivesKill(t *testing.T) {
	if path := os.Getenv(killEnv); path != "" {
		appendUntilKilled(path)
		return
	}
	if testing.Short() {
		t.Skip("starts a process")
	}
	path := filepath.Join(t.TempDir(), "rooms.db")
	cmd := exec.Command(os.Args[0], "-test.run=^TestAppendSurvivesKill$")
	cmd.Env = append(os.Environ(), killEnv+"="+path)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	acked := 0
	lines := bufio.NewScanner(out)
	for acked < 40 && lines.Scan() {
		if n, ok := strings.CutPrefix(lines.Text(), "acked "); ok {
			acked, _ = strconv.Atoi(n)
		}
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	if acked == 0 {
		t.Fatal("the child acknowledged no event")
	}

	s := open(t, path)
	defer s.Close()
	_, log, err := s.Room(t.Context(), "r")
	if err != nil {
		t.Fatal(err)
	}
	if len(log) < acked {
		t.Errorf("%d events acknowledged before the kill, %d in the file", acked, len(log))
	}
	for i, e := range log {
		if e.N != i+1 || e.Lines[0] != fmt.Sprint(i+1) {
			t.Fatalf("event %d is %+v", i, e)
		}
	}
	t.Logf("%d events acknowledged, %d in the file", acked, len(log))
}

// appendUntilKilled appends to room "r" of the file at path, telling each
// event's number once it is acknowledged, for ten minutes at most: the
// test kills it after 40, which a busy machine may take long to write.
func appendUntilKilled(path string) {
	s, err := Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := s.Create(ctx, online.RoomRecord{ID: "r", Created: time.Now()}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for n := 1; ctx.Err() == nil; n++ {
		e := online.Event{N: n, Kind: online.KindMove, Lines: []string{fmt.Sprint(n)}, Plies: n}
		if err := s.Append(ctx, "r", e); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		fmt.Printf("acked %d\n", n)
	}
	os.Exit(1)
}
