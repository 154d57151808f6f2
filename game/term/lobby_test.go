//go:build !js

package term_test

import (
	"context"
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/lobby"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/term"
)

// lobbyServer starts a game server on a SQLite store in a temporary
// folder, and returns its site's address.
func lobbyServer(t *testing.T) string {
	return onlinetest.Site(t, server.Config{Rate: 1e4, Burst: 1e4})
}

// terminal is a terminal mode running: what it prints, what it is typed
// and how it ended.
type terminal struct {
	out   *screen
	typed *io.PipeWriter
	done  chan error
}

// start runs f as a terminal mode.
func start(f func(in io.Reader, out io.Writer) error) *terminal {
	r, w := io.Pipe()
	tm := &terminal{out: &screen{}, typed: w, done: make(chan error, 1)}
	go func() { tm.done <- f(r, tm.out) }()
	return tm
}

// end waits for the mode to end and returns its error.
func (tm *terminal) end(t *testing.T) error {
	t.Helper()
	select {
	case err := <-tm.done:
		return err
	case <-time.After(onlinetest.Wait):
		t.Fatalf("the terminal did not end:\n%s", tm.out)
		return nil
	}
}

// TestTwoTerminalsPlayAQuickRatedGame: two terminals, each with its own
// folder of keys, ask at once for a rated game of classic Connect Four;
// each makes its profile and keeps its key, they are paired, and Red wins
// in column 0 while Yellow plays column 1. Both print the new ratings,
// provisional, up for the winner and down for the loser, and -profile
// prints them from the keys kept.
func TestTwoTerminalsPlayAQuickRatedGame(t *testing.T) {
	site := lobbyServer(t)
	names := []string{"Ann", "Bob"}
	keys := []term.Keys{{Dir: t.TempDir()}, {Dir: t.TempDir()}}
	var tms [2]*terminal
	for i, name := range names {
		tms[i] = start(func(in io.Reader, out io.Writer) error {
			return term.Quick(term.GameViews, keys[i], "connectfour", []string{"-rules", "classic", "-online", site, "-rated", "-name", name}, in, out)
		})
	}
	t.Cleanup(func() {
		for i, tm := range tms {
			tm.typed.Close()
			if t.Failed() {
				t.Logf("terminal %d:\n%s", i+1, tm.out)
			}
		}
	})
	red, yellow := -1, -1
	for i, tm := range tms {
		tm.out.wait(t, regexp.MustCompile(`your profile: `+names[i]+` — to use it on another device open `+regexp.QuoteMeta(site)+`#profile=\S+\n`))
		tm.out.wait(t, regexp.MustCompile(`waiting for a player \(rated\)… press Enter or Ctrl-D to stop\n`))
		switch tm.out.wait(t, regexp.MustCompile(`you play (Red|Yellow)`))[1] {
		case "Red":
			red = i
		case "Yellow":
			yellow = i
		}
	}
	if red < 0 || yellow < 0 {
		t.Fatalf("the seats are not one Red and one Yellow:\n%s\n%s", tms[0].out, tms[1].out)
	}
	for _, tm := range tms {
		tm.out.wait(t, regexp.MustCompile(`the game starts\n`))
	}
	for ply := range 7 {
		mover, move, seen := red, "p1 0", `Yellow plays `
		if ply%2 == 1 {
			mover, move, seen = yellow, "p2 1", `Red plays `
		}
		// the mover has seen every move of the other's before it types
		for deadline := time.Now().Add(onlinetest.Wait); strings.Count(tms[mover].out.String(), seen) < (ply+1)/2; time.Sleep(5 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatalf("terminal %d never showed the other's move %d", mover+1, ply)
			}
		}
		io.WriteString(tms[mover].typed, move+"\n")
	}
	for i, tm := range tms {
		if err := tm.end(t); err != nil {
			t.Fatalf("terminal %d: %v", i+1, err)
		}
	}
	for i, tm := range tms {
		out := tm.out.String()
		if strings.Contains(out, "error:") || !strings.Contains(out, "the game is over: Red wins") {
			t.Errorf("terminal %d did not play the game to Red's win without errors:\n%s", i+1, out)
		}
		for k, name := range names {
			m := regexp.MustCompile(regexp.QuoteMeta(name) + `: 1500\? → (\d+)\?\n`).FindStringSubmatch(out)
			if m == nil {
				t.Errorf("terminal %d printed no rating line for %s", i+1, name)
				continue
			}
			if after, _ := strconv.Atoi(m[1]); (k == red) != (after > 1500) {
				t.Errorf("terminal %d: %s went 1500? → %d? (winner: %s)", i+1, name, after, names[red])
			}
		}
	}

	for i, name := range names {
		var out strings.Builder
		if err := term.Profile(keys[i], site, nil, &out); err != nil {
			t.Fatal(err)
		}
		outcome := "0 wins, 1 loss"
		if i == red {
			outcome = "1 win, 0 losses"
		}
		re := regexp.MustCompile(`^` + name + ` \(id \S+\)\nconnectfour-classic  (\d+)\?  RD \d+  1 game: ` + outcome + `, 0 draws\n$`)
		m := re.FindStringSubmatch(out.String())
		if m == nil {
			t.Errorf("-profile of %s:\n%s\nwant it to match %s", name, out.String(), re)
			continue
		}
		if r, _ := strconv.Atoi(m[1]); (i == red) != (r > 1500) {
			t.Errorf("-profile of %s: rating %d (winner: %s)", name, r, names[red])
		}
	}
	var out strings.Builder
	leaders := regexp.MustCompile(`^no settled ratings in connectfour-classic yet\n` +
		`provisional: \S+ 1\d{3}\? \(1 game; about \d+ more games settle it\)\nprovisional: \S+ 1\d{3}\? \(1 game; about \d+ more games settle it\)\n$`)
	if err := term.Profile(keys[0], site, []string{"-leaders", "connectfour-classic"}, &out); err != nil || !leaders.MatchString(out.String()) {
		t.Errorf("-leaders after one game each (provisional ratings): %v\n%s", err, out.String())
	}
}

// TestProfileWithoutOne: -profile on a device that keeps no profile for
// the server says so and ends with status 1; a key the server does not
// know is an error line.
func TestProfileWithoutOne(t *testing.T) {
	site := lobbyServer(t)
	keys := term.Keys{Dir: t.TempDir()}
	var out strings.Builder
	err := term.Profile(keys, site, nil, &out)
	if !errors.Is(err, term.ExitStatus(1)) || out.String() != "no profile for "+site+": play a quick game first\n" {
		t.Errorf("error %v, output\n%s", err, out.String())
	}
	if err := keys.Store(site, "not-a-key"); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	err = term.Profile(keys, site, nil, &out)
	if !errors.Is(err, term.ExitStatus(1)) || out.String() != "error: the server knows no profile by the key kept in "+keys.File(site)+"\n" {
		t.Errorf("error %v, output\n%s", err, out.String())
	}
}

// TestLobbyListsTheOpenTables: -lobby prints "no open tables", then the
// table a player opens, oldest first, and -game lists one game's.
func TestLobbyListsTheOpenTables(t *testing.T) {
	site := lobbyServer(t)
	list := func(args ...string) string {
		t.Helper()
		var out strings.Builder
		if err := term.Lobby(site, args, &out); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	if got := list(); got != "no open tables\n" {
		t.Errorf("-lobby on an empty lobby:\n%s", got)
	}
	l, err := client.OpenLobby(context.Background(), site, "", "Cid")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	if err := l.Send(protocol.Open{Game: "kalah", Seats: []string{online.SeatYou, lobby.SeatOpen}, Rated: true}); err != nil {
		t.Fatal(err)
	}
	for !l.Sitting.On() {
		select {
		case m := <-l.Incoming():
			if u := l.Take(m); u.Refused != nil {
				t.Fatal(u.Refused)
			}
		case <-time.After(onlinetest.Wait):
			t.Fatal("the table never opened")
		}
	}
	want := "kalah houses=6 seeds=4  rated  South: Cid (1500?)  North: open\n"
	for _, tc := range []struct {
		args []string
		want string
	}{
		{nil, want},
		{[]string{"-game", "kalah"}, want},
		{[]string{"-game=connectfour"}, "no open tables\n"},
	} {
		if got := list(tc.args...); got != tc.want {
			t.Errorf("-lobby %v:\n%s\nwant\n%s", tc.args, got, tc.want)
		}
	}
	var out strings.Builder
	if err := term.Lobby(site, []string{"-game", "chess"}, &out); err == nil {
		t.Error("-lobby -game chess: no error")
	}
}

// TestQuickStopsLooking: Enter, x or the end of input while a quick game
// waits stands from its seek: "stopped looking", and the lobby no longer
// lists it; another line is an error, and the wait goes on. The second
// time the device signs in with the key it kept.
func TestQuickStopsLooking(t *testing.T) {
	site := lobbyServer(t)
	keys := term.Keys{Dir: t.TempDir()}
	for i, tc := range []struct {
		name  string
		typed string // then the end of input, if eof
		eof   bool
		error bool // a line typed that does not stop
	}{
		{"Enter", "a1\n\n", false, true},
		{"x", "x\n", false, false},
		{"Ctrl-D", "", true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tm := start(func(in io.Reader, out io.Writer) error {
				return term.Quick(term.GameViews, keys, "yote", []string{"-online", site, "-name", "Dee"}, in, out)
			})
			defer tm.typed.Close()
			tm.out.wait(t, regexp.MustCompile(`waiting for a player \(casual\)… press Enter or Ctrl-D to stop\n`))
			seeks := func() int {
				ts, err := client.Tables(context.Background(), site)
				if err != nil {
					t.Fatal(err)
				}
				n := 0
				for _, tb := range ts {
					if tb.Quick && strings.HasPrefix(tb.Game, "yote ") {
						n++
					}
				}
				return n
			}
			until := func(n int) {
				for deadline := time.Now().Add(onlinetest.Wait); seeks() != n; time.Sleep(10 * time.Millisecond) {
					if time.Now().After(deadline) {
						t.Fatalf("the lobby never listed %d seeks", n)
					}
				}
			}
			until(1)
			io.WriteString(tm.typed, tc.typed)
			if tc.eof {
				tm.typed.Close()
			}
			if err := tm.end(t); err != nil {
				t.Fatal(err)
			}
			out := tm.out.String()
			refused := strings.Contains(out, "error: the game has not started: press Enter or Ctrl-D to stop looking\n")
			if !strings.HasSuffix(out, "stopped looking\n") || strings.Contains(out, "your profile:") != (i == 0) || refused != tc.error {
				t.Errorf("output:\n%s", out)
			}
			until(0)
		})
	}
}
