//go:build !js

package scenes

import "github.com/hajimehoshi/ebiten/v2"

// installHook does nothing outside the browser.
func installHook(*App) {}

// firstFrame does nothing outside the browser.
func firstFrame() {}

// showTitle sets the window's title.
func showTitle(title string) { ebiten.SetWindowTitle(title) }

// fullscreenAllowed reports whether the window may go full screen: on the
// desktop, always.
func fullscreenAllowed() bool { return true }

// watchLinks gives the links the page's address is given while Parlor
// runs: outside the browser, none.
func watchLinks() <-chan string { return nil }
