package scenes

import (
	"testing"
	"time"
)

// TestFrameClockKeepsTheLongestFrames checks that a frame is a Draw and
// the Updates since the one before, and that frames in which the computer
// thought are kept apart.
func TestFrameClockKeepsTheLongestFrames(t *testing.T) {
	ms := time.Millisecond
	var c frameClock
	steps := []struct {
		updates  []time.Duration
		thinking bool
		draw     time.Duration
		longest  time.Duration
		thinks   time.Duration
	}{
		{[]time.Duration{2 * ms}, false, 3 * ms, 5 * ms, 0},
		{[]time.Duration{2 * ms, 2 * ms, 2 * ms}, false, 1 * ms, 7 * ms, 0}, // catching up: one frame
		{[]time.Duration{6 * ms}, true, 1 * ms, 7 * ms, 7 * ms},
		{[]time.Duration{4 * ms}, true, 1 * ms, 7 * ms, 7 * ms},
		{nil, false, 9 * ms, 9 * ms, 7 * ms}, // a Draw with no Update
		{[]time.Duration{12 * ms}, true, 1 * ms, 13 * ms, 13 * ms},
	}
	for i, s := range steps {
		for _, d := range s.updates {
			c.update(d, s.thinking)
		}
		if c.updates != len(s.updates) {
			t.Errorf("frame %d: %d updates counted, want %d", i, c.updates, len(s.updates))
		}
		c.draw(s.draw)
		if c.Longest != s.longest || c.LongestThinking != s.thinks {
			t.Errorf("frame %d: longest %v and %v thinking, want %v and %v", i, c.Longest, c.LongestThinking, s.longest, s.thinks)
		}
	}
}
