//go:build !js

package scenes

// installHook does nothing outside the browser.
func installHook(*App) {}

// firstFrame does nothing outside the browser.
func firstFrame() {}
