//go:build !js

package table

// askToNotify does nothing outside the browser: the desktop's window
// shows the turn in its title.
func askToNotify(Host) {}

// notify does nothing outside the browser.
func notify(title, body string) {}
