package main

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"
)

// watchJS starts a watch in the page that samples window.parlor.state()
// once a frame, or every %d ms when that is above 0, and keeps, on the
// page's own clock, each change of the scene, the moves played, the end of
// the game, whether the computer is thinking and the longest frame while
// it thought, and the frame rate the page reports. Sampling on the page times a move to within a frame or the
// interval, free of the test's round trips to the browser. Each sample
// costs the page a call of state(), which builds the record and its link:
// sparse sampling keeps the watch from weighing on the frames it watches.
const watchJS = `(() => {
	const every = %d;
	if (window.parlorWatch) window.parlorWatch.stop = true;
	const w = {log: [], fpsSum: 0, fpsN: 0, fpsMin: 0, last: "", stop: false};
	const sample = () => {
		if (w.stop) return;
		let st;
		try { st = JSON.parse(window.parlor.state()); } catch (e) { st = null; }
		if (st) {
			const key = [st.scene, st.plies, st.over, st.thinking, st.longestThinkingFrameMs].join(" ");
			if (key !== w.last) {
				w.last = key;
				w.log.push({t: performance.now(), scene: st.scene, plies: st.plies ?? -1, over: st.over === true, thinking: st.thinking === true, long: st.longestThinkingFrameMs ?? 0});
			}
			if (typeof st.fps === "number" && st.fps > 0) {
				w.fpsSum += st.fps; w.fpsN++;
				w.fpsMin = w.fpsN === 1 ? st.fps : Math.min(w.fpsMin, st.fps);
			}
		}
		if (every > 0) setTimeout(sample, every); else requestAnimationFrame(sample);
	};
	sample();
	window.parlorWatch = w;
	return true;
})()`

// sample is a change the page's watch saw.
type sample struct {
	T        float64 `json:"t"` // ms on the page's clock
	Scene    string  `json:"scene"`
	Plies    int     `json:"plies"`
	Over     bool    `json:"over"`
	Thinking bool    `json:"thinking"`
	Long     float64 `json:"long"` // the longest frame while thinking so far, ms
}

// watched is what the page's watch saw so far.
type watched struct {
	Log    []sample `json:"log"`
	FpsSum float64  `json:"fpsSum"`
	FpsN   float64  `json:"fpsN"`
	FpsMin float64  `json:"fpsMin"`
}

// fps is the mean and the least frame rate the watch sampled.
func (w watched) fps() (mean, least float64) {
	if w.FpsN == 0 {
		return 0, 0
	}
	return w.FpsSum / w.FpsN, w.FpsMin
}

// watch starts the page's watch, sampling every interval, or once a frame
// for 0.
func (p *page) watch(every time.Duration) {
	p.t.Helper()
	eval[bool](p, fmt.Sprintf(watchJS, every.Milliseconds()))
}

// watched reads what the page's watch has seen.
func (p *page) watched() watched {
	p.t.Helper()
	raw := eval[string](p, `JSON.stringify(window.parlorWatch)`)
	var w watched
	if err := json.Unmarshal([]byte(raw), &w); err != nil {
		p.t.Fatalf("the page's watch %.200q: %v", raw, err)
	}
	return w
}

// turn is one move as the page's watch saw it, in ms on the page's clock:
// its turn began when the move before it was played (or, for the first
// move watched, when the computer was first seen thinking), the computer
// was seen deciding, and the move was played.
type turn struct {
	plies   int     // the plies after the move
	start   float64 // when its turn began
	thought bool    // the computer was seen thinking in the turn
	decided float64 // when it was first seen no longer thinking, or 0
	moved   float64 // when the move was seen played
}

// think is how long the computer thought: from the start of its turn
// until it was seen decided.
func (tn turn) think() time.Duration { return ms(tn.decided - tn.start) }

// wait is how long the turn took: from its start to the move.
func (tn turn) wait() time.Duration { return ms(tn.moved - tn.start) }

// ms is a duration in ms on the page's clock.
func ms(f float64) time.Duration { return time.Duration(f * float64(time.Millisecond)) }

// turns splits the watch's log into moves, by the plies they end at. A
// move whose turn began before the watch saw it think, or saw a move, is
// left out.
func turns(log []sample) map[int]turn {
	out := map[int]turn{}
	var cur turn
	started, plies := false, -1
	for _, s := range log {
		switch {
		case plies >= 0 && s.Plies > plies && started:
			cur.moved, cur.plies = s.T, s.Plies
			if cur.decided == 0 {
				cur.decided = s.T
			}
			out[s.Plies] = cur
			fallthrough
		case plies >= 0 && s.Plies != plies:
			cur, started = turn{start: s.T}, true
		case !started && s.Thinking:
			cur, started = turn{start: s.T}, true
		}
		plies = s.Plies
		if s.Thinking {
			cur.thought, cur.decided = true, 0
		} else if cur.thought && cur.decided == 0 {
			cur.decided = s.T
		}
	}
	return out
}

// TestTurns splits watched logs into moves: the computer's reply to a
// person's move (whose own turn began before the watch), seen thinking or
// not, and computers in turn, where a move and the next turn's thinking
// are seen in one sample.
func TestTurns(t *testing.T) {
	for _, tc := range []struct {
		name string
		log  []sample
		want map[int]turn
	}{
		{"a reply", []sample{
			{T: 0, Plies: 4},
			{T: 100, Plies: 5},
			{T: 110, Plies: 5, Thinking: true},
			{T: 400, Plies: 5},
			{T: 700, Plies: 6},
		}, map[int]turn{
			6: {plies: 6, start: 100, thought: true, decided: 400, moved: 700},
		}},
		{"a reply decided at once", []sample{
			{T: 0, Plies: 4},
			{T: 100, Plies: 5},
			{T: 650, Plies: 6, Over: true},
		}, map[int]turn{
			6: {plies: 6, start: 100, decided: 650, moved: 650},
		}},
		{"computers", []sample{
			{T: 0, Plies: 0},
			{T: 50, Plies: 0, Thinking: true},
			{T: 900, Plies: 1, Thinking: true},
			{T: 1200, Plies: 1},
			{T: 1500, Plies: 2, Thinking: true},
		}, map[int]turn{
			1: {plies: 1, start: 50, thought: true, decided: 900, moved: 900},
			2: {plies: 2, start: 900, thought: true, decided: 1200, moved: 1500},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := turns(tc.log)
			if len(got) != len(tc.want) {
				t.Errorf("%d moves %v, want %d %v", len(got), got, len(tc.want), tc.want)
			}
			for n, w := range tc.want {
				if got[n] != w {
					t.Errorf("the move to %d plies: %+v, want %+v", n, got[n], w)
				}
			}
		})
	}
}
