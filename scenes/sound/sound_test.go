package sound

import "testing"

// TestClips checks that every sound is short, audible, never clips, and
// starts and ends quietly (no click).
func TestClips(t *testing.T) {
	for k := range kinds {
		c := Clip(k)
		if secs := float64(len(c)) / SampleRate; secs < 0.03 || secs > 1 {
			t.Errorf("sound %d lasts %.2f s", k, secs)
			continue
		}
		peak := float32(0)
		for _, v := range c {
			peak = max(peak, v, -v)
		}
		if peak < 0.1 || peak > 1 {
			t.Errorf("sound %d peaks at %.2f", k, peak)
		}
		if first, last := c[0], c[len(c)-1]; max(first, -first) > 0.05 || max(last, -last) > 0.05 {
			t.Errorf("sound %d starts at %.3f and ends at %.3f: it would click", k, first, last)
		}
	}
	if b := stereo([]float32{0.5, -2}); len(b) != 16 {
		t.Errorf("stereo of 2 samples is %d bytes", len(b))
	}
}

// TestNilPlayerIsSilent checks that a nil player, as tests and the
// terminal have, plays nothing and does not panic.
func TestNilPlayerIsSilent(t *testing.T) {
	var p *Player
	p.Play(Win)
}
