package main

import (
	"cmp"
	"errors"
	"flag"
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
	start time.Time // when the test began
	mu    sync.Mutex
	laps  []lap
}

// lap is one subtest's time.
type lap struct {
	name string
	d    time.Duration
}

// timesEnv names a file the stopwatch's summary is appended to, as well as
// logged: go test ./... shows a passing package's log only with -v, and
// .ci/run, which runs without it, prints the file at its end.
const timesEnv = "PARLOR_TEST_TIMES"

// newStopwatch starts a stopwatch for t's subtests; it logs them all,
// slowest first, when t ends, and appends them to the file named by
// $PARLOR_TEST_TIMES when it is set.
func newStopwatch(t *testing.T) *stopwatch {
	w := &stopwatch{start: time.Now()}
	t.Cleanup(func() {
		sum := fmt.Sprintf("%s: subtests by time, slowest first:\n%s", t.Name(), w.summary())
		t.Log(sum)
		if name := os.Getenv(timesEnv); name != "" {
			if err := appendFile(name, sum+"\n"); err != nil {
				t.Errorf("%s: %v", timesEnv, err)
			}
		}
	})
	return w
}

// appendFile appends text to the file name, creating it if need be.
func appendFile(name, text string) error {
	f, err := os.OpenFile(name, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	_, err = f.WriteString(text)
	return errors.Join(err, f.Close())
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
// The whole is the sum of the subtests' times; with subtests side by side
// the test's wall time, given after it, is less.
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
	fmt.Fprintf(&b, "  %7.1fs in all, in %.1fs of wall time with up to %d side by side (load %s)",
		whole.Seconds(), time.Since(w.start).Seconds(), max(*parallel, 1), loadAverage())
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

// parallel is how many of TestBrowser's subtests run side by side. Most of
// a subtest's time is waiting: on its pages' frames (drawn in software),
// on the servers, on page loads; on two cores, two or three at once keep
// the cores busy without starving each other's pages of frames.
var parallel = flag.Int("browser.parallel", 2, "how many browser subtests run side by side (1: one at a time)")

// runSideBySide runs the subtests side by side, n at once (at least one),
// starting them in their order, and returns when all have ended. Each is
// t's subtest, run and timed like s.run, and passes alone with -run.
func (s *site) runSideBySide(t *testing.T, n int, subtests []subtest) {
	slots := make(chan struct{}, max(n, 1))
	var wg sync.WaitGroup
	for _, tc := range subtests {
		slots <- struct{}{}
		wg.Go(func() {
			defer func() { <-slots }()
			s.run(t, tc.name, func(t *testing.T) { tc.play(t, s) })
		})
	}
	wg.Wait()
}
