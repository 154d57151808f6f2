//go:build !js

package scenes

import "parlor/scenes/ui"

// page is the screen reader's document: there is none outside the browser.
type page struct{}

// install does nothing outside the browser.
func (p *page) install(*reader) {}

// show does nothing outside the browser.
func (p *page) show(ui.Scene, *ui.Speech) {}
