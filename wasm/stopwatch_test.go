package main

import (
	"cmp"
	"fmt"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// stopwatch times the subtests of a test, so that the slowest are seen:
// each subtest run through it logs its time (and the machine's load) when
// it ends, and the test logs them all, slowest first, when it ends. The
// times are wall time, and the load says how much of the machine other
// work took meanwhile.
type stopwatch struct {
	mu   sync.Mutex
	laps []lap
}

// lap is one subtest's time.
type lap struct {
	name string
	d    time.Duration
}

// newStopwatch starts a stopwatch for t's subtests; it logs them all,
// slowest first, when t ends.
func newStopwatch(t *testing.T) *stopwatch {
	w := &stopwatch{}
	t.Cleanup(func() { t.Logf("subtests by time, slowest first:\n%s", w.summary()) })
	return w
}

// run runs f as t's subtest name, timed from its start to the end of its
// cleanups (tabs closed, servers stopped).
func (w *stopwatch) run(t *testing.T, name string, f func(*testing.T)) bool {
	return t.Run(name, func(t *testing.T) {
		start := time.Now()
		t.Cleanup(func() { // the first cleanup registered runs last
			d := time.Since(start)
			t.Logf("%s: %.1fs (load %s)", t.Name(), d.Seconds(), loadAverage())
			w.mu.Lock()
			w.laps = append(w.laps, lap{t.Name(), d})
			w.mu.Unlock()
		})
		f(t)
	})
}

// summary lists the laps, slowest first, with their share of the whole;
// a subtest's own subtests are listed beside it and counted in its time.
func (w *stopwatch) summary() string {
	w.mu.Lock()
	laps := slices.Clone(w.laps)
	w.mu.Unlock()
	slices.SortStableFunc(laps, func(a, b lap) int { return cmp.Compare(b.d, a.d) })
	var whole time.Duration
	for _, l := range laps {
		if strings.Count(l.name, "/") == 1 {
			whole += l.d
		}
	}
	var b strings.Builder
	for _, l := range laps {
		fmt.Fprintf(&b, "  %7.1fs %5.1f%%  %s\n", l.d.Seconds(), 100*l.d.Seconds()/max(whole.Seconds(), 1e-9), l.name)
	}
	fmt.Fprintf(&b, "  %7.1fs in all (load %s)", whole.Seconds(), loadAverage())
	return b.String()
}

// loadAverage is the machine's load over the last 1, 5 and 15 minutes,
// or "unknown" where /proc/loadavg is not to be had.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); err == nil && len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "unknown"
}
