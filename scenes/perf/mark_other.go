//go:build !js

package perf

// Mark does nothing outside the browser.
func Mark(string) {}
