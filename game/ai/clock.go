package ai

import "time"

// clock tells a slice of thinking when its time is up without asking the
// time after every small step: in the browser, reading the clock costs
// about as much as a Connect Four playout. It reads it after a stride of
// steps that it sizes to take about a tenth of a millisecond.
type clock struct {
	deadline time.Time
	last     time.Time
	stride   int // steps between readings
	n        int // steps since the last reading
}

// newClock starts a clock for a slice that ends at deadline.
func newClock(deadline time.Time) clock {
	return clock{deadline: deadline, last: time.Now(), stride: 1}
}

// up counts a step and reports whether the deadline has passed.
func (c *clock) up() bool {
	c.n++
	if c.n < c.stride {
		return false
	}
	now := time.Now()
	per := now.Sub(c.last) / time.Duration(c.n)
	c.last, c.n = now, 0
	const reading = 100 * time.Microsecond
	switch {
	case per <= 0:
		c.stride = min(c.stride*2, 64)
	default:
		c.stride = max(1, min(int(reading/per), 64))
	}
	return now.After(c.deadline)
}
