//go:build !js

package room

// AskToNotify does nothing outside the browser: the desktop's window
// shows the turn in its title.
func AskToNotify(Store) {}

// Notify does nothing outside the browser.
func Notify(title, body string) {}
