//go:build js

package scenes

import (
	"encoding/json"
	"runtime"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/perf"
)

// installHook exposes window.parlor to the page and to browser tests:
// state() returns the current scene's state and click targets as JSON;
// memory() Go's heap in use and the memory it holds, in bytes, as JSON.
func installHook(a *App) {
	p := js.Global().Get("Object").New()
	p.Set("state", js.FuncOf(func(js.Value, []js.Value) any { return a.snapshot() }))
	p.Set("memory", js.FuncOf(func(js.Value, []js.Value) any {
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		b, _ := json.Marshal(map[string]uint64{"heap": m.HeapAlloc, "sys": m.Sys})
		return string(b)
	}))
	js.Global().Set("parlor", p)
}

// firstFrame records when the first frame was drawn and tells the page, which
// hides its loading indicator.
func firstFrame() {
	perf.Mark("drawn")
	w := js.Global()
	w.Get("parlor").Set("firstFrame", w.Get("performance").Call("now"))
	if f := w.Get("parlorReady"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

// snapshot is the current scene's state and click targets as JSON, with
// target centres in CSS pixels, for the browser hook.
func (a *App) snapshot() string {
	if a.frames == 0 {
		// Nothing is on screen yet but the page's loader: no scene, and
		// nothing to click.
		return `{"scene":"","loading":true,"targets":{}}`
	}
	sc := a.mgr.Current()
	st := map[string]any{}
	for k, v := range sc.Probe() {
		st[k] = v
	}
	st["transition"] = a.mgr.Fading()
	st["fps"] = ebiten.ActualFPS()
	st["longestFrameMs"] = a.clock.Longest.Seconds() * 1000
	st["longestThinkingFrameMs"] = a.clock.LongestThinking.Seconds() * 1000
	st["thinking"] = a.thinking()
	st["focus"] = a.focus.Focused()
	targets := map[string][2]float64{}
	for name, r := range sc.Targets() {
		x, y := r.Center()
		targets[name] = [2]float64{x / a.ctx.Theme.DeviceScale, y / a.ctx.Theme.DeviceScale}
	}
	st["targets"] = targets
	b, err := json.Marshal(st)
	if err != nil {
		return `{"error":` + jsonString(err.Error()) + `}`
	}
	return string(b)
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// showTitle sets the page's title, which the browser shows on its tab.
func showTitle(title string) { js.Global().Get("document").Set("title", title) }

// fullscreenAllowed reports whether the page may go full screen: the
// browser says so (phones' Safari does not).
func fullscreenAllowed() bool {
	return js.Global().Get("document").Get("fullscreenEnabled").Truthy()
}

// watchLinks gives each link the page's address is given while Parlor
// runs: a link pasted into a tab that shows Parlor changes only the
// fragment (hashchange), which is taken and cleared from the address bar
// as at load (pageLink).
func watchLinks() <-chan string {
	ch := make(chan string, 4)
	js.Global().Call("addEventListener", "hashchange", js.FuncOf(func(js.Value, []js.Value) any {
		if l := pageLink(); l != "" {
			select {
			case ch <- l:
			default: // four links unread already: the page is not running
			}
		}
		return nil
	}))
	return ch
}
