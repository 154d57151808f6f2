package clock

import (
	"slices"
	"strconv"
	"time"
)

// Kind is a kind of time control as the screens offer them: none,
// real-time or correspondence.
type Kind int

// The kinds of time control, in the order the screens offer them.
const (
	None Kind = iota
	RealTime
	Correspondence
)

// KindWords are the kinds' words on the screens that choose a clock (the
// lobby's form, the table's settings).
var KindWords = [...]string{None: "No clock", RealTime: "Real-time", Correspondence: "Days a move"}

// Choice is a time control being chosen on a screen: its kind, and for
// each kind what was last chosen, so that a kind chosen again comes back
// as it was: a real-time clock's places in Bases and Increments, a
// correspondence clock's in Days.
type Choice struct {
	Kind            Kind
	Base, Increment int
	Days            int
}

// NewChoice is the choice showing tc, with five minutes and three
// seconds ready for real-time and three days for correspondence: an
// increment not offered shows as the nearest offered under it.
func NewChoice(tc Control) Choice {
	rt, cd := Control{Base: 5 * time.Minute, Increment: 3 * time.Second}, Control{Days: 3}
	c := Choice{}
	switch {
	case tc.Correspondence():
		c.Kind, cd = Correspondence, tc
	case tc.Timed():
		c.Kind, rt = RealTime, tc
	}
	c.Base = max(0, slices.Index(Bases, rt.Base))
	for i, d := range Increments {
		if d <= rt.Increment {
			c.Increment = i
		}
	}
	c.Days = max(0, slices.Index(Days, cd.Days))
	return c
}

// Control is the time control chosen.
func (c Choice) Control() Control {
	switch c.Kind {
	case RealTime:
		return Control{Base: Bases[c.Base], Increment: Increments[c.Increment]}
	case Correspondence:
		return Control{Days: Days[c.Days]}
	}
	return Control{}
}

// Step moves a place in a list n long (Bases, Increments, Days) by one,
// down or up, and stays at either end.
func Step(at *int, n int, up bool) {
	switch {
	case up && *at < n-1:
		*at++
	case !up && *at > 0:
		*at--
	}
}

// IncrementWords are the words of Increments on the choosers: "+0 s",
// "+3 s".
func IncrementWords() []string {
	words := make([]string, len(Increments))
	for i, d := range Increments {
		words[i] = "+" + strconv.Itoa(int(d/time.Second)) + " s"
	}
	return words
}
