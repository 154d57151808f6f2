// Package clock holds a game's time control as a value (Control): none,
// real-time (a base and an increment) or correspondence (days a turn), its
// text as PROTOCOL.md writes it (Parse, String), its words for people
// (Label) and a clock's time left as the screens show it (Time).
package clock

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Control is a game's clock: none (the zero value), real-time — a
// base for the whole game and an increment added after each of a seat's
// turns (Fischer) — or correspondence, some days for each turn.
type Control struct {
	Base, Increment time.Duration
	// Days is a correspondence game's days a turn; 0 for a real-time one.
	Days int
}

// The time controls a table may be made with: Bases for real-time, with
// an increment of whole seconds up to MaxIncrement, or Days a turn.
var (
	Bases        = []time.Duration{15 * time.Second, 30 * time.Second, time.Minute, 2 * time.Minute, 3 * time.Minute, 5 * time.Minute, 10 * time.Minute, 15 * time.Minute, 30 * time.Minute}
	MaxIncrement = 30 * time.Second
	Days         = []int{1, 2, 3, 5, 7}
	// Increments are the increments the screens offer, up to MaxIncrement
	// (any whole number of seconds is a time control).
	Increments = []time.Duration{0, time.Second, 2 * time.Second, 3 * time.Second, 5 * time.Second, 10 * time.Second, 15 * time.Second, 20 * time.Second, 30 * time.Second}
)

// Parse reads a time control exactly as PROTOCOL.md's grammar
// writes it: "" or "none" for none; "5+3" for a real-time base of five
// minutes and three seconds a turn (the base one of Bases in whole
// minutes, or "1/4", "1/2", "0.25", "0.5"; the increment 0 to 30); "3d"
// for three days a turn (one of Days). Numbers are plain decimal, with no
// sign, space or leading zero, and letters are lowercase: it takes
// nothing else (people's text is for the screens to tidy first).
func Parse(s string) (Control, error) {
	switch {
	case s == "" || s == "none":
		return Control{}, nil
	case strings.HasSuffix(s, "d"):
		d, ok := whole(strings.TrimSuffix(s, "d"))
		if !ok || !slices.Contains(Days, d) {
			return Control{}, fmt.Errorf("%q: a correspondence game gives 1, 2, 3, 5 or 7 days a move (\"3d\")", s)
		}
		return Control{Days: d}, nil
	}
	base, inc, ok := strings.Cut(s, "+")
	switch base {
	case "0.25":
		base = "1/4"
	case "0.5":
		base = "1/2"
	}
	_, minutes := whole(base)
	secs, seconds := whole(inc)
	if !ok || !seconds || !minutes && base != "1/4" && base != "1/2" {
		return Control{}, fmt.Errorf("%q is not a time control: write minutes+seconds (\"5+3\"), days (\"3d\") or \"none\"", s)
	}
	i := slices.IndexFunc(Bases, func(b time.Duration) bool { return baseText(b) == base })
	if i < 0 {
		return Control{}, fmt.Errorf("%q: a real-time game's base is ¼, ½, 1, 2, 3, 5, 10, 15 or 30 minutes", s)
	}
	if secs > int(MaxIncrement/time.Second) {
		return Control{}, fmt.Errorf("%q: the increment is 0 to %d seconds a move", s, int(MaxIncrement/time.Second))
	}
	return Control{Base: Bases[i], Increment: time.Duration(secs) * time.Second}, nil
}

// whole reads a whole number as strconv.Itoa writes it: decimal digits,
// no sign, no leading zero (but "0"); ok is false for anything else, and
// for a number too large for an int.
func whole(s string) (n int, ok bool) {
	n, err := strconv.Atoi(s)
	return n, err == nil && n >= 0 && strconv.Itoa(n) == s
}

// String writes the time control as Parse reads it: "" for
// none, "5+3", "1/4+0", "3d".
func (tc Control) String() string {
	switch {
	case tc.Days > 0:
		return strconv.Itoa(tc.Days) + "d"
	case tc.Base <= 0:
		return ""
	}
	return baseText(tc.Base) + "+" + strconv.Itoa(int(tc.Increment/time.Second))
}

// baseText is a real-time base as String writes it: "1/4", "1/2", or
// whole minutes ("5").
func baseText(base time.Duration) string { return minutesAs(base, "1/4", "1/2") }

// minutesAs writes a real-time base in whole minutes, or as quarter or
// half for a quarter or half of a minute: the minutes of baseText and of
// Minutes, which spell the fractions apart.
func minutesAs(base time.Duration, quarter, half string) string {
	switch base {
	case 15 * time.Second:
		return quarter
	case 30 * time.Second:
		return half
	}
	return strconv.Itoa(int(base / time.Minute))
}

// Label says the time control for people: "No clock", "5 min + 3 s",
// "¼ min", "3 days a move".
func (tc Control) Label() string {
	switch {
	case tc.Days == 1:
		return "1 day a move"
	case tc.Days > 1:
		return strconv.Itoa(tc.Days) + " days a move"
	case tc.Base <= 0:
		return "No clock"
	}
	base := Minutes(tc.Base) + " min"
	if tc.Increment > 0 {
		return base + " + " + strconv.Itoa(int(tc.Increment/time.Second)) + " s"
	}
	return base
}

// Timed reports whether the game has a clock.
func (tc Control) Timed() bool { return tc.Days > 0 || tc.Base > 0 }

// Correspondence reports whether the clock gives days a turn.
func (tc Control) Correspondence() bool { return tc.Days > 0 }

// Start is each seat's time when the game begins: the base, or a
// correspondence turn's days.
func (tc Control) Start() time.Duration {
	if tc.Days > 0 {
		return time.Duration(tc.Days) * 24 * time.Hour
	}
	return tc.Base
}

// Pass is the seats' times, left, once seat from's turn has passed to
// seat to: the increment added to from's in a real-time game, to's time
// set to a turn's days in a correspondence game. Either may be -1 (the
// game begun, or over).
func (tc Control) Pass(left []time.Duration, from, to int) {
	switch {
	case tc.Days > 0 && to >= 0 && to < len(left):
		left[to] = tc.Start()
	case tc.Days == 0 && from >= 0 && from < len(left):
		left[from] += tc.Increment
	}
}

// Minutes writes a real-time base in minutes as people read it: "¼",
// "½", "5".
func Minutes(base time.Duration) string { return minutesAs(base, "¼", "½") }

// Time writes a real-time clock's time left: "4:32", "1:05:00" from
// an hour, "0:09.4" under ten seconds; never below "0:00.0". The time is
// cut, not rounded: a clock reads 0 only when it has run out.
func Time(d time.Duration) string {
	d = max(d, 0)
	if d < 10*time.Second {
		tenths := int64(d / (100 * time.Millisecond))
		return fmt.Sprintf("0:%02d.%d", tenths/10, tenths%10)
	}
	s := int64(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}
