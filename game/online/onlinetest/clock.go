package onlinetest

import (
	"sync"
	"time"
)

// Clock is a clock for a server (server.Config.Clock) that stands still
// until the test moves it with Advance: a test of time running out never
// sleeps for it.
type Clock struct {
	mu     sync.Mutex
	now    time.Time
	timers []timer
}

// timer is a channel After gave, due at when.
type timer struct {
	when time.Time
	c    chan time.Time
}

// NewClock is a Clock that reads a fixed time (noon, 1 June 2026) until
// Advance moves it.
func NewClock() *Clock { return &Clock{now: time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)} }

// Now is the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// After delivers the time once the clock has been moved d on; at once for
// d of 0 or less.
func (c *Clock) After(d time.Duration) <-chan time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	ch := make(chan time.Time, 1)
	if d <= 0 {
		ch <- c.now
		return ch
	}
	c.timers = append(c.timers, timer{when: c.now.Add(d), c: ch})
	return ch
}

// Advance moves the clock on by d and fires the timers due.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
	kept := c.timers[:0]
	for _, t := range c.timers {
		if t.when.After(c.now) {
			kept = append(kept, t)
			continue
		}
		t.c <- c.now
	}
	c.timers = kept
}
