//go:build !js

package term_test

import (
	"io"
	"regexp"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/onlinetest"
	"parlor/game/online/server"
	"parlor/game/term"
)

// show logs a terminal's screen if the test failed, and ends its input.
func show(t *testing.T, name string, tm *terminal) {
	t.Cleanup(func() {
		tm.typed.Close()
		if t.Failed() {
			t.Logf("%s:\n%s", name, tm.out)
		}
	})
}

// ends waits for a terminal to end by itself, and fails on its error.
func ends(t *testing.T, name string, tm *terminal) {
	t.Helper()
	if err := tm.end(t); err != nil {
		t.Errorf("%s: %v", name, err)
	}
}

// flagFall moves clock on until screen shows re: past the time left, and
// then a second a poll, should the server have armed its timer as the
// clock moved.
func flagFall(t *testing.T, clock *onlinetest.Clock, s *screen, re *regexp.Regexp, left time.Duration) {
	t.Helper()
	clock.Advance(left + time.Second)
	for deadline := time.Now().Add(onlinetest.Wait); !re.MatchString(s.String()); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the screen never showed %s:\n%s", re, s)
		}
		clock.Advance(time.Second)
	}
}

// TestAClockRunsOutInTheTerminal: a game of two made with -clock prints
// the clocks after each board on both terminals, and when the second
// player's time runs out while her terminal waits for a line, both print
// it and the end, "lost on time", and end.
func TestAClockRunsOutInTheTerminal(t *testing.T) {
	clock := onlinetest.NewClock()
	site := onlinetest.Site(t, server.Config{Clock: clock})
	ann := start(func(in io.Reader, out io.Writer) error {
		return term.Run(term.GameViews, "connectfour", []string{"-rules", "classic", "-online", site, "-clock", "1/4+0", "-name", "Ann"}, in, out)
	})
	show(t, "Ann's terminal", ann)
	ann.out.wait(t, regexp.MustCompile(`game online: Connect Four.*, ¼ min\n`))
	first := ann.out.wait(t, regexp.MustCompile(`your seat: 1 \(([^)]+)\)`))[1]
	invite := ann.out.wait(t, regexp.MustCompile(`invite for seat 2 \(([^)]+)\): (\S+)`))
	second := invite[1]
	ann.out.wait(t, regexp.MustCompile(`the clock: ¼ min\n`))
	ann.out.wait(t, regexp.MustCompile(`clocks: `+first+` 0:15 · `+second+` 0:15 \(stopped\)\n`)) // a seat is open

	bob := start(func(in io.Reader, out io.Writer) error {
		return term.Join(term.GameViews, invite[2], []string{"-name", "Bob"}, in, out)
	})
	show(t, "Bob's terminal", bob)
	bob.out.wait(t, regexp.MustCompile(`you play `+second+`\nthe clock: ¼ min\n`))
	due := func(seat string) string {
		return `\(` + seat + `'s first move within 0:[0-3]\d(?:\.\d)?: the clock starts with it\)\n`
	}
	bob.out.wait(t, regexp.MustCompile(`clocks: `+first+` 0:15 · `+second+` 0:15 `+due(first)))
	// Ann's first move is due once Bob sits, her clock still: her terminal says so.
	ann.out.wait(t, regexp.MustCompile(`at the table: .*“Bob”\nclocks: `+first+` 0:15 · `+second+` 0:15 `+due(first)))

	io.WriteString(ann.typed, "p1 3\n")
	after := regexp.MustCompile(`\. \. \. R \. \. \.\n.*\nclocks: ` + first + ` 0:15 · ` + second + ` 0:15 ` + due(second))
	ann.out.wait(t, after)
	bob.out.wait(t, regexp.MustCompile(first+` plays p1 3\n(?:.*\n)*?`+after.String()))
	// The first moves made, each clock runs in its turn.
	io.WriteString(bob.typed, "p2 3\n")
	ann.out.wait(t, regexp.MustCompile(second+` plays p2 3\n(?:.*\n)*?clocks: `+first+` 0:1\d(?:\.\d)? · `+second+` 0:15 \(`+first+` to move\)\n`))
	io.WriteString(ann.typed, "p1 4\n")
	bob.out.wait(t, regexp.MustCompile(first+` plays p1 4\n(?:.*\n)*?clocks: `+first+` 0:1\d(?:\.\d)? · `+second+` 0:1\d(?:\.\d)? \(`+second+` to move\)\n`))

	// Bob thinks too long: the server's clock runs on.
	over := regexp.MustCompile(second + ` ran out of time\nthe game is over: ` + second + ` lost on time: ` + first + ` wins\. `)
	flagFall(t, clock, bob.out, over, 15*time.Second)
	ann.out.wait(t, over)
	ends(t, "Ann's terminal", ann)
	ends(t, "Bob's terminal", bob)
}

// TestAFirstMoveNotMadeAbortsTheGame: in a game made with -clock, the
// first player's clock waits for her first move, which must come within
// 30 s of Bob sitting down; when it does not, both terminals print the
// abort and the end, and end.
func TestAFirstMoveNotMadeAbortsTheGame(t *testing.T) {
	clock := onlinetest.NewClock()
	site := onlinetest.Site(t, server.Config{Clock: clock})
	ann := start(func(in io.Reader, out io.Writer) error {
		return term.Run(term.GameViews, "kalah", []string{"-online", site, "-clock", "1/2+0", "-name", "Ann"}, in, out)
	})
	show(t, "Ann's terminal", ann)
	first := ann.out.wait(t, regexp.MustCompile(`your seat: 1 \(([^)]+)\)`))[1]
	invite := ann.out.wait(t, regexp.MustCompile(`invite for seat 2 \(([^)]+)\): (\S+)`))
	bob := start(func(in io.Reader, out io.Writer) error {
		return term.Join(term.GameViews, invite[2], []string{"-name", "Bob"}, in, out)
	})
	show(t, "Bob's terminal", bob)
	ann.out.wait(t, regexp.MustCompile(`at the table: .*“Bob”\nclocks: `+first+` 0:30 · `+invite[1]+` 0:30 \(`+first+`'s first move within`))

	aborted := regexp.MustCompile(first + ` made no first move in time\nthe game is over: ` + first + ` made no first move: the game is aborted\. `)
	flagFall(t, clock, ann.out, aborted, online.FirstMove)
	bob.out.wait(t, aborted)
	ends(t, "Ann's terminal", ann)
	ends(t, "Bob's terminal", bob)
}

// TestAClockRunsOutInALargerGame: in a game of three, a player whose time
// runs out while her terminal waits for a line is told the computer plays
// on, and the game goes on: the next board's clocks show her seat the
// computer's.
func TestAClockRunsOutInALargerGame(t *testing.T) {
	clock := onlinetest.NewClock()
	site := onlinetest.Site(t, server.Config{Clock: clock})
	ann := start(func(in io.Reader, out io.Writer) error {
		return term.Run(term.GameViews, "cantstop", []string{"-players", "3", "-ai", "3=easy", "-online", site, "-clock", "1/2+5", "-name", "Ann"}, in, out)
	})
	show(t, "Ann's terminal", ann)
	first := ann.out.wait(t, regexp.MustCompile(`your seat: 1 \(([^)]+)\)`))[1]
	invite := ann.out.wait(t, regexp.MustCompile(`invite for seat 2 \(([^)]+)\): (\S+)`))
	second := invite[1]
	bob := start(func(in io.Reader, out io.Writer) error {
		return term.Join(term.GameViews, invite[2], []string{"-name", "Bob"}, in, out)
	})
	show(t, "Bob's terminal", bob)
	bob.out.wait(t, regexp.MustCompile(`clocks: `+first+` 0:30 · `+second+` 0:30 · \S+ \(computer\) \(`+first+`'s first move within 0:[0-3]\d(?:\.\d)?: the clock starts with it\)\n`))
	ann.out.wait(t, regexp.MustCompile(`at the table: .*“Bob”`))
	// Ann rolls, her first move: her clock runs from it while she thinks
	// which columns to climb (the first roll of a game always has a
	// choice).
	io.WriteString(ann.typed, "r\n")
	ann.out.wait(t, regexp.MustCompile(first+`: choose how to use`))

	flagFall(t, clock, ann.out, regexp.MustCompile(first+` ran out of time: the computer plays on \(medium\)\n`), 30*time.Second)
	// The computer takes Ann's seat: no clock runs while it plays.
	taken := regexp.MustCompile(first + ` ran out of time: the computer plays on \(medium\)\nat the table: .*\nclocks: ` + first + ` \(computer\) · ` + second + ` 0:30 · \S+ \(computer\) \(stopped\)\n`)
	ann.out.wait(t, taken)
	bob.out.wait(t, taken)
	// The computer plays Ann's turn; then Bob's time runs.
	next := regexp.MustCompile(`clocks: ` + first + ` \(computer\) · ` + second + ` 0:30 · \S+ \(computer\) \(` + second + `'s first move within 0:[0-3]\d(?:\.\d)?: the clock starts with it\)\n`)
	ann.out.wait(t, next)
	bob.out.wait(t, next)
	io.WriteString(ann.typed, "x\n")
	io.WriteString(bob.typed, "x\n")
	ends(t, "Ann's terminal", ann)
	ends(t, "Bob's terminal", bob)
}

// TestAQuickGameWithAClock: two terminals asking for a quick game of
// Kalah with -days 3 are paired at a table with that clock; each says the
// clock while it waits and once the game starts, and prints the clocks
// after the board.
func TestAQuickGameWithAClock(t *testing.T) {
	site := onlinetest.Site(t, server.Config{Clock: onlinetest.NewClock(), Rate: 1e4, Burst: 1e4})
	var tms [2]*terminal
	for i, name := range []string{"Ann", "Bob"} {
		keys := term.Keys{Dir: t.TempDir()}
		tms[i] = start(func(in io.Reader, out io.Writer) error {
			return term.Quick(term.GameViews, keys, "kalah", []string{"-online", site, "-days", "3", "-name", name}, in, out)
		})
		show(t, name+"'s terminal", tms[i])
	}
	for _, tm := range tms {
		tm.out.wait(t, regexp.MustCompile(`waiting for a player \(casual, 3 days a move\)… press Enter or Ctrl-D to stop\n`))
		tm.out.wait(t, regexp.MustCompile(`the game starts\nyou play (South|North)\nthe clock: 3 days a move\n`))
		tm.out.wait(t, regexp.MustCompile(`clocks: South 2 days 23 h left · North 3 days \(South to move\)\n`))
		io.WriteString(tm.typed, "x\n")
	}
	for i, tm := range tms {
		ends(t, []string{"Ann's terminal", "Bob's terminal"}[i], tm)
	}
}
