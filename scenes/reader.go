package scenes

import (
	"sync"

	"parlor/scenes/ui"
)

// reader is the screen reader's side of the app: on the page, a small
// document beside the canvas kept in step with the scene on show (its
// heading, the position in words, the moves as buttons and a live region
// for what happens), and the buttons pressed there, handed to the scene.
// The desktop has no such document; the scenes' speech is still made and
// tested there.
type reader struct {
	mu      sync.Mutex
	pressed []string // the actions pressed since the last tick
	page    page     // the document, on the page
}

// press queues the action a button names, for the next tick. It is called
// from the page's events.
func (r *reader) press(id string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.pressed = append(r.pressed, id)
}

// take returns the actions pressed since the last tick, for the scene on
// show (ui.Context.Acts).
func (r *reader) take() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	ids := r.pressed
	r.pressed = nil
	return ids
}

// show brings the page's document in step with the scene on show.
func (r *reader) show(sc ui.Scene) {
	var speech *ui.Speech
	if sp, ok := sc.(ui.Speaker); ok {
		speech = sp.Speech()
	}
	r.page.show(sc, speech)
}
