//go:build js

package room

import (
	"syscall/js"

	"parlor/scenes/prefs"
)

// notification is the page's Notification, or undefined where the browser
// has none.
func notification() js.Value { return js.Global().Get("Notification") }

// AskToNotify asks the browser, once ever for this page (kept in h), for
// permission to tell the player that their turn has come while the page
// is hidden. A browser that was answered already is not asked.
func AskToNotify(h Store) {
	n := notification()
	if h.Load(prefs.NotifyKey) != "" || n.Type() != js.TypeFunction {
		return
	}
	if err := h.Store(prefs.NotifyKey, "asked"); err != nil {
		return // not kept: asking now would ask again at every game
	}
	if n.Get("permission").String() != "default" {
		return
	}
	if p := n.Call("requestPermission"); p.Type() == js.TypeObject && p.Get("catch").Type() == js.TypeFunction {
		var ignore js.Func
		ignore = js.FuncOf(func(js.Value, []js.Value) any { ignore.Release(); return nil })
		p.Call("catch", ignore)
	}
}

// Notify shows a notification of title and body while the page is hidden,
// where the player allowed it: a click on it brings the page back.
func Notify(title, body string) {
	n := notification()
	doc := js.Global().Get("document")
	if n.Type() != js.TypeFunction || n.Get("permission").String() != "granted" || !doc.Get("hidden").Truthy() {
		return
	}
	// Where notifications need a service worker (Chrome on Android) the
	// constructor throws: the tab's title tells the turn there.
	defer func() { _ = recover() }()
	opts := js.Global().Get("Object").New()
	opts.Set("body", body)
	opts.Set("tag", "parlor-turn") // a newer turn's replaces the last
	shown := n.New(title, opts)
	onClick.Release() // the last one's, if any
	onClick = js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Call("focus")
		shown.Call("close")
		return nil
	})
	shown.Set("onclick", onClick)
}

// onClick is the last notification's click handler.
var onClick js.Func
