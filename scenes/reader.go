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

// show brings the page's document in step with the scene on show (see
// readerSpeech).
func (r *reader) show(sc ui.Scene) { r.page.show(sc, readerSpeech(sc)) }

// readerSpeech is what the page's document says of scene sc: its speech
// said plainly (ui.PlainSpeech: no symbols), with buttons of the same
// words told apart (ui.Apart), or for a scene that does not speak its
// heading alone; the canvas's label says the way out of it on every
// screen — Tab stays in the canvas, F6 leaves it (WCAG 2.1.2).
func readerSpeech(sc ui.Scene) *ui.Speech {
	sp := &ui.Speech{Title: "Parlor", Picture: "Parlor"}
	if s, ok := sc.(ui.Speaker); ok {
		sp = ui.PlainSpeech(s.Speech())
		sp.Actions = ui.Apart(sp.Actions)
		if sp.Dialog != nil {
			sp.Dialog.Actions = ui.Apart(sp.Dialog.Actions)
		}
	}
	sp.Picture += ". " + wayOut
	return sp
}

// wayOut is the canvas's word on the keyboard's way out of it.
const wayOut = "F6 moves the keyboard to the page's document and back; Tab stays on the canvas"
