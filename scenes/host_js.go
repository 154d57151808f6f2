//go:build js

package scenes

import (
	"errors"
	"syscall/js"
)

// pageHost keeps saved games in the page's localStorage, makes links to the
// page's own address, copies with the browser's clipboard, and reads the
// page's prefers-reduced-motion.
type pageHost struct {
	// motion is the media query (prefers-reduced-motion: reduce), made
	// once; its matches is read each time it is asked for. Undefined
	// where the browser has no matchMedia.
	motion js.Value
}

// newHost is the host of the browser build; the page's game server is
// its own site, whatever server says.
func newHost(server string) (*pageHost, error) {
	h := &pageHost{}
	if mm := js.Global().Get("matchMedia"); mm.Type() == js.TypeFunction {
		h.motion = js.Global().Call("matchMedia", "(prefers-reduced-motion: reduce)")
	}
	return h, nil
}

// PrefersReducedMotion reports whether the page's
// prefers-reduced-motion media query matches: the system asks for less
// motion.
func (h pageHost) PrefersReducedMotion() bool {
	return h.motion.Truthy() && h.motion.Get("matches").Truthy()
}

func storage() (v js.Value, ok bool) {
	defer func() {
		if recover() != nil { // storage can be refused (private windows, policies)
			ok = false
		}
	}()
	v = js.Global().Get("localStorage")
	return v, v.Truthy()
}

// Load reads key from localStorage.
func (pageHost) Load(key string) string {
	s, ok := storage()
	if !ok {
		return ""
	}
	v := s.Call("getItem", "parlor:"+key)
	if v.Type() != js.TypeString {
		return ""
	}
	return v.String()
}

// Store writes key to localStorage, or removes it for "".
func (pageHost) Store(key, value string) (err error) {
	s, ok := storage()
	if !ok {
		return errors.New("this browser keeps no storage for the page")
	}
	defer func() {
		if r := recover(); r != nil { // a full quota throws
			err = errors.New("the browser's storage for the page is full")
		}
	}()
	if value == "" {
		s.Call("removeItem", "parlor:"+key)
	} else {
		s.Call("setItem", "parlor:"+key, value)
	}
	return nil
}

// Base is the page's address without its fragment.
func (pageHost) Base() string {
	loc := js.Global().Get("location")
	return loc.Get("origin").String() + loc.Get("pathname").String() + loc.Get("search").String()
}

// Copy writes text to the clipboard.
func (pageHost) Copy(text string) (string, error) {
	nav := js.Global().Get("navigator")
	cb := nav.Get("clipboard")
	if !cb.Truthy() || cb.Get("writeText").Type() != js.TypeFunction {
		return "", errors.New("this browser lets the page use no clipboard")
	}
	p := cb.Call("writeText", text)
	p.Call("catch", js.FuncOf(func(js.Value, []js.Value) any { return nil }))
	return "on the clipboard", nil
}

// pageLink is the link the page was opened with, or "", and clears it from
// the address bar so that a reload resumes the saved game instead.
func pageLink() string {
	loc := js.Global().Get("location")
	hash := loc.Get("hash").String()
	if hash == "" || hash == "#" {
		return ""
	}
	h := js.Global().Get("history")
	if h.Truthy() {
		h.Call("replaceState", js.Null(), "", loc.Get("pathname").String()+loc.Get("search").String())
	}
	return hash
}

// PromptName asks for a name in the browser's own box, which brings up a
// phone's keyboard (the canvas cannot): table.Prompter.
func (pageHost) PromptName(current string) (string, bool) {
	v := js.Global().Call("prompt", "The name the other players see", current)
	if v.Type() != js.TypeString {
		return "", false
	}
	return v.String(), true
}
