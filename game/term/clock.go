package term

import (
	"errors"
	"flag"
	"fmt"
	"strings"
	"time"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/client"
)

// clockFlags are -clock and -days, the time control of a game made
// online (with -online, or -quick … -online).
type clockFlags struct {
	clock, days string
}

// register adds -clock and -days to flags.
func (c *clockFlags) register(flags *flag.FlagSet) {
	flags.StringVar(&c.clock, "clock", "", "a real-time clock: minutes+seconds a move")
	flags.StringVar(&c.days, "days", "", "a correspondence clock: days a move")
}

// control is the time control the flags give, set naming the flags given
// (flag.FlagSet.Visit): none, real-time (-clock 5+3) or correspondence
// (-days 3), never both.
func (c clockFlags) control(set map[string]bool) (clock.Control, error) {
	switch {
	case set["clock"] && set["days"]:
		return clock.Control{}, errors.New("-clock and -days cannot both be given: a game is real-time (-clock 5+3) or correspondence (-days 3)")
	case set["days"]:
		days := tidyClock(c.days)
		if !strings.HasSuffix(days, "d") {
			days += "d"
		}
		tc, err := clock.Parse(days)
		if err != nil {
			return clock.Control{}, fmt.Errorf("-days: %w", err)
		}
		return tc, nil
	case set["clock"]:
		tc, err := clock.Parse(tidyClock(c.clock))
		if err != nil {
			return clock.Control{}, fmt.Errorf("-clock: %w", err)
		}
		if tc.Correspondence() {
			return clock.Control{}, fmt.Errorf("-clock %s: -clock is minutes+seconds a move (\"5+3\"); for days a move give -days %d", c.clock, tc.Days)
		}
		return tc, nil
	}
	return clock.Control{}, nil
}

// tidyClock is a person's time control as the protocol writes it: the
// spaces around dropped, lowercase, ¼ and ½ as 1/4 and 1/2 ("  ¼+0 " is
// "1/4+0", "3D" is "3d").
func tidyClock(s string) string {
	return strings.NewReplacer("¼", "1/4", "½", "1/2").Replace(strings.ToLower(strings.TrimSpace(s)))
}

// errClockOffline refuses -clock and -days in a game played here.
var errClockOffline = errors.New("-clock and -days go with -online (or -quick GAME -online URL): the game server keeps the time")

// clocks is what the clock line printed after each board in a game
// online with a clock says: each seat's time left, and whose runs.
type clocks struct {
	tc    clock.Control
	names []string        // the seats' names
	left  []time.Duration // each seat's time left
	// computer says which seats the computer plays: it has no clock.
	computer []bool
	// running is the seat whose time runs, -1 for none.
	running int
	// first is the seat to move while its first move is to come, its
	// clock not yet running (online.FirstMove), and grace its time left
	// for that move; none while grace is 0.
	first int
	grace time.Duration
}

// tableClocks are table t's clocks at now, for seats called names; ok is
// false in a game without a clock.
func tableClocks(t *client.Mirror, names []string, now time.Time) (c clocks, ok bool) {
	left := t.Left(now)
	if !t.Clock.Timed() || len(left) == 0 {
		return clocks{}, false
	}
	c = clocks{tc: t.Clock, names: names, left: left, computer: make([]bool, len(left)), running: t.Running()}
	if g, ok := t.FirstMove(now); ok && g > 0 {
		c.first, c.grace = t.Turn(), g
	}
	for i, p := range t.Players {
		if i < len(c.computer) {
			c.computer[i] = p.Kind == online.KindComputer
		}
	}
	return c, true
}

// String writes the clock line: "clocks: " and each seat's name and time
// left, joined by " · ", then whose time runs: "(North to move)"; "(North's
// first move within 0:25: the clock starts with it)" while the seat to
// move has its first move of a real-time game to make; or "(stopped)"
// when none runs (the game is over, the computer is to move,
// or a seat waits for its player). A real-time clock reads m:ss, h:mm:ss
// from an hour, m:ss.t under ten seconds; a correspondence clock reads
// "2 days 5 h", "5 h 20 min", then as real-time under an hour, with
// " left" for the seat to move. The computer's seats read "(computer)".
func (c clocks) String() string {
	var b strings.Builder
	b.WriteString("clocks:")
	for i, d := range c.left {
		if i > 0 {
			b.WriteString(" ·")
		}
		b.WriteString(" " + seatName(c.names, i) + " ")
		switch {
		case i < len(c.computer) && c.computer[i]:
			b.WriteString("(computer)")
		default:
			b.WriteString(clock.Left(c.tc, d))
			if c.tc.Correspondence() && i == c.running {
				b.WriteString(" left")
			}
		}
	}
	switch {
	case c.running >= 0:
		fmt.Fprintf(&b, " (%s to move)", seatName(c.names, c.running))
	case c.grace > 0:
		fmt.Fprintf(&b, " (%s's first move within %s: the clock starts with it)", seatName(c.names, c.first), clock.Time(c.grace))
	default:
		b.WriteString(" (stopped)")
	}
	return b.String()
}

// seatName is seat i's name, or "seat N" if names has none for it.
func seatName(names []string, i int) string {
	if i >= 0 && i < len(names) {
		return names[i]
	}
	return fmt.Sprintf("seat %d", i+1)
}
