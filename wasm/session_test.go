package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"parlor/game/games"
	"parlor/game/record"
)

// sessionMoves is how many moves the long session plays: a short session
// in CI, a long one on demand.
var sessionMoves = flag.Int("session.moves", 120, "moves the long browser session plays (the issue's long form: 1000)")

// watcher collects the page's console errors, uncaught exceptions and Go
// panics (which the Go runtime writes to the console).
type watcher struct {
	mu   sync.Mutex
	errs []string
}

func (w *watcher) listen(ctx context.Context) {
	if err := chromedp.Listen(ctx, func(ev any) {
		var msg string
		switch e := ev.(type) {
		case *runtime.EventExceptionThrown:
			msg = "exception: " + e.ExceptionDetails.Text
			if e.ExceptionDetails.Exception != nil {
				msg += " " + e.ExceptionDetails.Exception.Description
			}
		case *runtime.EventConsoleAPICalled:
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, strings.Trim(string(a.Value), `"`)+a.Description)
			}
			text := strings.Join(parts, " ")
			if e.Type == runtime.ConsoleAPICalledTypeError || strings.Contains(text, "panic:") || strings.Contains(text, "fatal error") {
				msg = "console: " + text
			}
		}
		if msg != "" {
			w.mu.Lock()
			w.errs = append(w.errs, msg)
			w.mu.Unlock()
		}
	}); err != nil {
		w.errs = append(w.errs, "listening: "+err.Error())
	}
}

// heard reports whether the watcher has heard anything not yet taken.
func (w *watcher) heard() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.errs) > 0
}

func (w *watcher) take() []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	e := w.errs
	w.errs = nil
	return e
}

// memory is the page's memory: the JS heap and Go's (its heap in use and
// all it holds of the wasm's linear memory), in MiB.
type memory struct{ jsHeap, goHeap, goSys float64 }

func (p *page) memory() memory {
	p.t.Helper()
	raw := eval[string](p, `JSON.stringify({js: performance.memory ? performance.memory.usedJSHeapSize : 0, go: JSON.parse(window.parlor.memory())})`)
	var m struct {
		JS float64 `json:"js"`
		Go struct {
			Heap float64 `json:"heap"`
			Sys  float64 `json:"sys"`
		} `json:"go"`
	}
	if err := json.Unmarshal([]byte(raw), &m); err != nil {
		p.t.Fatalf("memory %q: %v", raw, err)
	}
	const mib = 1 << 20
	return memory{m.JS / mib, m.Go.Heap / mib, m.Go.Sys / mib}
}

func (m memory) String() string {
	return fmt.Sprintf("JS heap %.1f MiB, Go heap %.1f MiB, wasm memory held by Go %.1f MiB", m.jsHeap, m.goHeap, m.goSys)
}

// longSession plays every game in one tab for many moves through the
// board's click targets, and in between clicks and taps at random
// points, presses random keys, resizes the window, and goes to the menu
// and back. After every action the page must have logged no error,
// exception or Go panic, and its board must be what an engine replaying
// its record shows. It reports the memory at the start, after warm-up and
// at the end; the wasm memory must not keep growing.
func longSession(t *testing.T, s *site) {
	// About a second a move, and time to spare.
	p := s.openFor(t, lite, s.url, peopleSeats(), tabLife+2*time.Duration(*sessionMoves)*time.Second)
	w := &watcher{}
	w.listen(p.ctx)
	// The watcher hears the page: a console error made on purpose.
	eval[any](p, `console.error("parlor session: the watcher listens"), null`)
	for wait := p.patience(); !w.heard() && !wait.out(); {
		time.Sleep(50 * time.Millisecond)
	}
	if errs := w.take(); len(errs) != 1 || !strings.Contains(errs[0], "the watcher listens") {
		t.Fatalf("the watcher heard %v", errs)
	}
	rng := rand.New(rand.NewPCG(42, uint64(*sessionMoves)))
	start := p.memory()
	var warm memory
	sizes := [][2]int64{{1000, 700}, {390, 844}, {1280, 800}, {820, 1180}, {640, 480}}
	keys := []string{"z", "y", "h", "v", "m", "?", "Escape", "1", "a", " ", "ArrowLeft", "Enter"}
	all := games.All()
	moves, actions, logged := 0, 0, 0
	seen := map[string]bool{}
	check := func(what string) map[string]any {
		t.Helper()
		if errs := w.take(); len(errs) > 0 {
			t.Fatalf("after %s the page logged: %v", what, errs)
		}
		st := p.state()
		if sc, ok := st["scene"].(string); ok {
			seen[sc] = true
		}
		if rec, ok := st["record"].(string); ok && st["scene"] != "menu" {
			m, err := record.Load(games.All(), rec)
			if err != nil {
				t.Fatalf("after %s the page's record does not load: %v\n%s", what, err, rec)
			}
			reviewing, _ := st["reviewing"].(float64)
			if b, ok := st["board"]; ok && reviewing < 0 && b != m.State().String() && st["animating"] != true {
				t.Fatalf("after %s the page shows\n%v\nreplaying its record gives\n%s", what, b, m.State())
			}
		}
		return st
	}
	game := 0
	p.start(all[game].ID)
	for moves < *sessionMoves {
		actions++
		st := p.waitFor("a settled scene", func(st map[string]any) bool { return settled(st) || st["scene"] == "menu" })
		if st["scene"] == "menu" {
			if _, ok := st["targets"].(map[string]any)["continue"]; ok && rng.IntN(2) == 0 {
				p.clickIn(st, "continue")
			} else {
				game = (game + 1) % len(all)
				p.clickIn(st, "game:"+all[game].ID)
			}
			check("opening a game from the menu")
			continue
		}
		if r, _ := st["reviewing"].(float64); r >= 0 {
			p.clickIn(st, "return") // back from stepping through the log
			check("returning from the log")
			continue
		}
		if st["over"] == true {
			p.clickIn(st, "new")
			check("a new game")
			continue
		}
		switch r := rng.IntN(100); {
		case r < 80: // a move, or part of one: a board target
			var board []string
			for name := range st["targets"].(map[string]any) {
				if !slices.Contains([]string{"menu", "undo", "redo", "hint", "values", "rules", "share", "new", "settings", "sound", "apply", "return"}, name) &&
					!strings.HasPrefix(name, "seat:") && !strings.HasPrefix(name, "log:") && !strings.Contains(name, "=") {
					board = append(board, name)
				}
			}
			if len(board) == 0 {
				continue
			}
			slices.Sort(board)
			name := board[rng.IntN(len(board))]
			before := st["plies"]
			p.clickIn(st, name)
			after := check("a click on " + name)
			if after["plies"] != before {
				moves++
			}
		case r < 86: // a click or tap anywhere
			size := eval[[]float64](p, `[innerWidth, innerHeight]`)
			x, y := rng.Float64()*size[0], rng.Float64()*size[1]
			if p.touch {
				p.tap(x, y)
			} else {
				p.click(x, y)
			}
			check(fmt.Sprintf("a click at (%.0f, %.0f)", x, y))
		case r < 92: // a key
			k := keys[rng.IntN(len(keys))]
			if err := chromedp.Do(p.ctx, chromedp.KeyEvent(k)); err != nil {
				t.Fatal(err)
			}
			time.Sleep(50 * time.Millisecond)
			check("the key " + k)
		case r < 96: // another window size, at lite's scale
			sz := sizes[rng.IntN(len(sizes))]
			if err := chromedp.Do(p.ctx, chromedp.EmulateViewport(sz[0], sz[1], chromedp.EmulateScale(liteDesktopScale))); err != nil {
				t.Fatal(err)
			}
			time.Sleep(100 * time.Millisecond)
			check(fmt.Sprintf("resizing to %d×%d", sz[0], sz[1]))
		default: // to the menu and back
			p.clickIn(st, "menu")
			p.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
			check("going to the menu")
		}
		if moves == *sessionMoves/4 && warm.goSys == 0 {
			warm = p.memory()
		}
		if q := *sessionMoves / 4; q > 0 && moves%q == 0 && moves > 0 && logged != moves {
			logged = moves
			t.Logf("after %d moves: %v", moves, p.memory())
		}
		if st := p.state(); st["overlay"] != nil && st["overlay"] != "none" && st["overlay"] != "" {
			// An overlay opened by a key or a click: close it as a person would.
			if err := chromedp.Do(p.ctx, chromedp.KeyEvent("\u001b")); err == nil {
				time.Sleep(50 * time.Millisecond)
			}
		}
	}
	end := p.memory()
	last := p.state()
	t.Logf("longest Update+Draw over the session %.1f ms; %.0f fps at the end", last["longestFrameMs"], last["fps"])
	t.Logf("long session: %d moves in %d actions, scenes seen: %v", moves, actions, slices.Sorted(maps.Keys(seen)))
	t.Logf("memory at the start: %v", start)
	t.Logf("memory after warm-up (%d moves): %v", *sessionMoves/4, warm)
	t.Logf("memory at the end: %v", end)
	if warm.goSys > 0 && end.goSys > 1.5*warm.goSys+16 {
		t.Errorf("the wasm memory held by Go grew from %.1f MiB after warm-up to %.1f MiB", warm.goSys, end.goSys)
	}
}
