//go:build js

package scenes

import "syscall/js"

// installHook exposes window.parlor to the page and to browser tests:
// state() returns the current scene's state and click targets as JSON.
func installHook(a *App) {
	p := js.Global().Get("Object").New()
	p.Set("state", js.FuncOf(func(js.Value, []js.Value) any { return a.snapshot() }))
	js.Global().Set("parlor", p)
}

// firstFrame records when the first frame was drawn and tells the page, which
// hides its loading indicator.
func firstFrame() {
	w := js.Global()
	w.Get("parlor").Set("firstFrame", w.Get("performance").Call("now"))
	if f := w.Get("parlorReady"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}
