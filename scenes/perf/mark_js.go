//go:build js

package perf

import "syscall/js"

// Mark sets a performance mark named "parlor:"+name in the page.
func Mark(name string) {
	if p := js.Global().Get("performance"); p.Truthy() && p.Get("mark").Truthy() {
		p.Call("mark", "parlor:"+name)
	}
}
