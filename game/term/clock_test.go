package term

import (
	"io"
	"strings"
	"testing"
	"time"

	"parlor/game/clock"
	"parlor/game/games"
)

// TestClockFlags: -clock and -days give the clock of a game made online,
// with -online (-text) and with -quick; at most one of them, only online,
// and only the controls a table may be made with.
func TestClockFlags(t *testing.T) {
	const site = "http://127.0.0.1:1/"
	for _, c := range []struct {
		mode string // "text" or "quick"
		args []string
		want string // the clock's String, or the error's text
		bad  bool
	}{
		{"text", []string{"-online", site}, "", false},
		{"text", []string{"-online", site, "-clock", "5+3"}, "5+3", false},
		{"text", []string{"-online", site, "-clock", "1/4+0"}, "1/4+0", false},
		{"text", []string{"-online", site, "-clock", "1/2+5"}, "1/2+5", false},
		{"text", []string{"-online", site, "-clock", "30+30"}, "30+30", false},
		{"text", []string{"-online", site, "-clock", "none"}, "", false},
		{"text", []string{"-online", site, "-days", "3"}, "3d", false},
		{"text", []string{"-online", site, "-days", "7d"}, "7d", false},
		{"text", []string{"-online=" + site, "-days=1"}, "1d", false},
		{"quick", []string{"-online", site, "-clock", "10+0"}, "10+0", false},
		{"quick", []string{"-online", site, "-days", "5", "-rated"}, "5d", false},
		{"quick", []string{"-online", site}, "", false},
		// A person's text: spaces around, capitals, ¼ and ½ (the protocol
		// takes only the grammar's text; the flags write it).
		{"text", []string{"-online", site, "-clock", " 5+3 "}, "5+3", false},
		{"text", []string{"-online", site, "-clock", "¼+0"}, "1/4+0", false},
		{"text", []string{"-online", site, "-clock", "½+10"}, "1/2+10", false},
		{"text", []string{"-online", site, "-clock", "NONE"}, "", false},
		{"text", []string{"-online", site, "-days", " 3D "}, "3d", false},
		{"quick", []string{"-online", site, "-days", "2D"}, "2d", false},

		{"text", []string{"-clock", "5+3"}, "-clock and -days go with -online (or -quick GAME -online URL)", true},
		{"text", []string{"-days", "3"}, "-clock and -days go with -online", true},
		{"text", []string{"-online", site, "-clock", "5+3", "-days", "3"}, "-clock and -days cannot both be given", true},
		{"quick", []string{"-online", site, "-clock", "5+3", "-days", "3"}, "-clock and -days cannot both be given", true},
		{"quick", []string{"-clock", "5+3"}, "needs -online URL", true},
		{"text", []string{"-online", site, "-clock", "4+0"}, `-clock: "4+0": a real-time game's base is ¼, ½, 1, 2, 3, 5, 10, 15 or 30 minutes`, true},
		{"text", []string{"-online", site, "-clock", "5+31"}, `-clock: "5+31": the increment is 0 to 30 seconds a move`, true},
		{"text", []string{"-online", site, "-clock", "5"}, `-clock: "5" is not a time control`, true},
		{"quick", []string{"-online", site, "-clock", "fast"}, `-clock: "fast" is not a time control`, true},
		{"text", []string{"-online", site, "-clock", "3d"}, `-clock 3d: -clock is minutes+seconds a move ("5+3"); for days a move give -days 3`, true},
		{"text", []string{"-online", site, "-days", "4"}, `-days: "4d": a correspondence game gives 1, 2, 3, 5 or 7 days a move`, true},
		{"quick", []string{"-online", site, "-days", "0"}, `-days: "0d"`, true},
		{"text", []string{"-online", site, "-days", "5+3"}, `-days: "5+3d"`, true},
		{"text", []string{"-online", site, "-clock"}, "flag needs an argument: -clock", true},
	} {
		name := c.mode + " " + strings.Join(c.args, " ")
		g, err := games.Lookup("kalah")
		if err != nil {
			t.Fatal(err)
		}
		var tc clock.Control
		if c.mode == "text" {
			var a aiArgs
			_, _, a, err = match(g, c.args, io.Discard)
			tc = a.clock
		} else {
			var q quickArgs
			q, err = parseQuick(g, c.args, io.Discard)
			tc = q.clock
		}
		switch {
		case c.bad && err == nil:
			t.Errorf("%s: took %q, want the error %q", name, tc, c.want)
		case c.bad && !strings.Contains(err.Error(), c.want):
			t.Errorf("%s: error %q, want %q in it", name, err, c.want)
		case !c.bad && err != nil:
			t.Errorf("%s: %v", name, err)
		case !c.bad && tc.String() != c.want:
			t.Errorf("%s: clock %q, want %q", name, tc, c.want)
		}
	}
}

// TestJoinRefusesAClock: a link joins a game with the clock it was made
// with.
func TestJoinRefusesAClock(t *testing.T) {
	for _, args := range [][]string{{"-clock", "5+3"}, {"-days", "3"}, {"-name", "Ann", "-days", "3"}} {
		err := Join(GameViews, "http://127.0.0.1:1/#join=abc", args, strings.NewReader(""), io.Discard)
		if err == nil || !strings.Contains(err.Error(), "-join plays with the clock the game was made with") {
			t.Errorf("%q: %v", args, err)
		}
	}
}

func TestClockTime(t *testing.T) {
	for _, c := range []struct {
		d    time.Duration
		want string
	}{
		{5 * time.Minute, "5:00"},
		{4*time.Minute + 32*time.Second + 999*time.Millisecond, "4:32"},
		{10 * time.Second, "0:10"},
		{9*time.Second + 999*time.Millisecond, "0:09.9"},
		{9*time.Second + 450*time.Millisecond, "0:09.4"},
		{100 * time.Millisecond, "0:00.1"},
		{99 * time.Millisecond, "0:00.0"},
		{0, "0:00.0"},
		{-3 * time.Second, "0:00.0"},
		{59*time.Minute + 59*time.Second, "59:59"},
		{time.Hour, "1:00:00"},
		{time.Hour + 5*time.Minute + 7*time.Second, "1:05:07"},
		{30*time.Hour + 30*time.Second, "30:00:30"},
	} {
		if got := clock.Time(c.d); got != c.want {
			t.Errorf("clock.Time(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}

func TestClockLine(t *testing.T) {
	blitz := clock.Control{Base: 5 * time.Minute, Increment: 3 * time.Second}
	days := clock.Control{Days: 3}
	const day = 24 * time.Hour
	sn := []string{"South", "North"}
	for _, c := range []struct {
		name string
		c    clocks
		want string
	}{
		{"real-time", clocks{tc: blitz, names: sn, left: []time.Duration{4*time.Minute + 32*time.Second, 3*time.Minute + 10*time.Second}, running: 1},
			"clocks: South 4:32 · North 3:10 (North to move)"},
		{"tenths", clocks{tc: blitz, names: sn, left: []time.Duration{8*time.Second + 760*time.Millisecond, 61 * time.Second}, running: 0},
			"clocks: South 0:08.7 · North 1:01 (South to move)"},
		{"run out, over", clocks{tc: blitz, names: sn, left: []time.Duration{0, 61 * time.Second}, running: -1},
			"clocks: South 0:00.0 · North 1:01 (stopped)"},
		{"correspondence", clocks{tc: days, names: sn, left: []time.Duration{2*day + 5*time.Hour, 2*day + 23*time.Hour}, running: 1},
			"clocks: South 2 days 5 h · North 2 days 23 h left (North to move)"},
		{"correspondence, hours", clocks{tc: days, names: sn, left: []time.Duration{5 * time.Hour, 3 * day}, running: 0},
			"clocks: South 5 h left · North 3 days (South to move)"},
		{"three, the computer", clocks{tc: clock.Control{Base: 15 * time.Second}, names: []string{"Orange", "Yellow", "Green"},
			left: []time.Duration{14 * time.Second, 15 * time.Second, 0}, computer: []bool{false, false, true}, running: 0},
			"clocks: Orange 0:14 · Yellow 0:15 · Green (computer) (Orange to move)"},
		{"the computer to move", clocks{tc: blitz, names: sn, left: []time.Duration{time.Hour, 5 * time.Minute}, computer: []bool{false, true}, running: -1},
			"clocks: South 1:00:00 · North (computer) (stopped)"},
		{"a first move due", clocks{tc: blitz, names: sn, left: []time.Duration{5 * time.Minute, 5 * time.Minute}, running: -1, first: 1, grace: 24*time.Second + 300*time.Millisecond},
			"clocks: South 5:00 · North 5:00 (North's first move within 0:24: the clock starts with it)"},
	} {
		if got := c.c.String(); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}
