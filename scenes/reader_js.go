//go:build js

package scenes

import (
	"slices"
	"strings"
	"syscall/js"

	"parlor/scenes/ui"
)

// page is the screen reader's document in index.html (#reader): the
// scene's heading, the position a paragraph a line, its lists, its
// actions as buttons and form controls (in groups under headings of their
// own where the scene groups them); a dialog shown alone while the scene
// has one open; a polite live region and an assertive one. It is changed
// only where the speech has, and the keyboard is kept where a person
// would expect it: on the control they used, on the dialog that opened,
// back where it was when the dialog closes.
type page struct {
	root, scene, title, position, lists, actionsTitle, actions, said, alert, canvas js.Value
	dialog                                                                          dialogView

	on       ui.Scene // the scene whose announcements are shown
	shown    int      // how many of its announcements are in the live region
	alerted  int      // how many of its alerts were told
	last     ui.Speech
	hasLast  bool
	pictured string
	added    int    // announcements added to the live region, all told
	epoch    int    // the scene's epoch last shown
	opener   string // the action the keyboard was on when the dialog opened
	// parked is set while the keyboard waits on the heading because the
	// action it was on went (a move played) and there was nothing to go
	// to: it goes on to the scene's Focus when there is one (the first
	// move of the player's next turn).
	parked bool
}

// dialogView is the document's dialog: its parts, and what it shows.
type dialogView struct {
	root, title, text, message, actions js.Value
	open                                bool
	last                                ui.Dialog
	cancel                              string
}

// install finds the document and passes its controls' presses to r.
func (p *page) install(r *reader) {
	doc := js.Global().Get("document")
	p.root = doc.Call("getElementById", "reader")
	if !p.root.Truthy() {
		return // a page without one (the tests' bare pages)
	}
	get := func(id string) js.Value { return doc.Call("getElementById", id) }
	p.scene, p.title, p.position, p.lists = get("reader-scene"), get("reader-title"), get("reader-position"), get("reader-lists")
	p.actionsTitle, p.actions, p.said, p.alert = get("reader-actions-title"), get("reader-actions"), get("reader-said"), get("reader-alert")
	d := &p.dialog
	d.root, d.title, d.text = get("reader-dialog"), get("reader-dialog-title"), get("reader-dialog-text")
	d.message, d.actions = get("reader-dialog-message"), get("reader-dialog-actions")
	listen(p.actions, r)
	listen(d.actions, r)
	d.root.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		switch e.Get("key").String() {
		case "Escape":
			if d.cancel != "" {
				e.Call("preventDefault")
				e.Call("stopPropagation")
				r.press(d.cancel)
			}
		case "Tab":
			d.trap(e)
		}
		return nil
	}))
}

// show brings the document in step with sc and its speech (nil for a scene
// that does not speak: the heading alone).
func (p *page) show(sc ui.Scene, sp *ui.Speech) {
	if !p.root.Truthy() {
		return
	}
	if sp == nil {
		sp = &ui.Speech{Title: "Parlor", Picture: "Parlor"}
	}
	if sc != p.on {
		// A new scene: what it said before it was on show is not news,
		// and what the last one said, urgently or not, goes with it.
		p.on, p.shown, p.alerted = sc, sp.Told-len(sp.Said), sp.AlertsTold-len(sp.Alerts)
		p.epoch = sp.Epoch
		p.said.Set("textContent", "")
		p.alert.Set("textContent", "")
	}
	if sp.Epoch != p.epoch {
		p.epoch = sp.Epoch
		p.said.Set("textContent", "") // a new game: the last one's lines go
	}
	p.picture(sp.Picture)
	keys := p.keyboard()
	if !p.hasLast || sp.Title != p.last.Title {
		p.title.Set("textContent", sp.Title)
	}
	if !p.hasLast || !slices.Equal(sp.Position, p.last.Position) {
		p.lines(sp.Position)
	}
	if !p.hasLast || !sameLists(sp.Lists, p.last.Lists) {
		p.showLists(sp.Lists)
	}
	if !p.hasLast || sp.ActionsTitle != p.last.ActionsTitle || !slices.Equal(sp.Actions, p.last.Actions) {
		p.actionsTitle.Set("textContent", sp.ActionsTitle)
		p.actionsTitle.Set("hidden", len(sp.Actions) == 0)
		render(p.actions, sp.Actions, p.last.Actions, !p.hasLast || !sameShape(sp.Actions, p.last.Actions))
	}
	if placed := p.showDialog(sp.Dialog, keys, sp.Focus); !placed && keys.in {
		p.refocus(keys.on, sp.Focus)
	}
	for _, s := range ui.News(sp, p.shown) {
		p.announce(s)
	}
	p.shown = sp.Told
	if a := ui.AlertNews(sp, p.alerted); len(a) > 0 {
		p.alert.Set("textContent", strings.Join(a, " ")) // a change to a role=alert is told at once
	}
	p.alerted = sp.AlertsTold
	p.last = ui.Speech{Title: sp.Title, Position: slices.Clone(sp.Position), ActionsTitle: sp.ActionsTitle,
		Actions: slices.Clone(sp.Actions), Lists: slices.Clone(sp.Lists)}
	p.hasLast = true
}

// keys is where the keyboard is in the document: whether it is in it
// (or nowhere, on the page's body), and the action it is on.
type keys struct {
	in, body bool
	on       string
}

// keyboard finds where the keyboard is.
func (p *page) keyboard() keys {
	doc := js.Global().Get("document")
	a := doc.Get("activeElement")
	if !a.Truthy() || a.Equal(doc.Get("body")) {
		return keys{body: true}
	}
	if !p.root.Call("contains", a).Bool() {
		return keys{}
	}
	k := keys{in: true}
	if id := a.Get("dataset").Get("action"); id.Truthy() {
		k.on = id.String()
	}
	return k
}

// refocus keeps the keyboard on the action it was on, now that the
// actions may have been made anew; when that action is gone, it goes to
// the scene's Focus, else to the heading, never to nowhere.
func (p *page) refocus(on, focus string) {
	a := js.Global().Get("document").Get("activeElement")
	if on != "" {
		if e := find(p.actions, on); e.Truthy() {
			if !e.Equal(a) {
				e.Call("focus")
			}
			p.parked = false
			return
		}
	}
	still := a.Truthy() && p.root.Call("contains", a).Bool() && !p.dialog.root.Call("contains", a).Bool()
	if still && !(p.parked && a.Equal(p.title)) {
		p.parked = false
		return // still on something of the scene's (its heading, chosen)
	}
	if e := find(p.actions, focus); focus != "" && e.Truthy() {
		e.Call("focus")
		p.parked = false
		return
	}
	if !a.Equal(p.title) {
		p.title.Call("focus")
	}
	p.parked = true
}

// picture labels the canvas, an image to a screen reader, and the first
// time it is found, puts it in the page's main landmark, before the
// reader, and in the page's Tab order where it is (Ebitengine makes it
// tabindex 1, ahead of everything).
func (p *page) picture(label string) {
	if label == p.pictured {
		return
	}
	if !p.canvas.Truthy() {
		doc := js.Global().Get("document")
		p.canvas = doc.Call("querySelector", "canvas")
		if !p.canvas.Truthy() {
			return
		}
		p.canvas.Call("setAttribute", "role", "img")
		p.canvas.Call("setAttribute", "tabindex", "0")
		if main := doc.Call("getElementById", "parlor"); main.Truthy() && !main.Call("contains", p.canvas).Bool() {
			// Moved, it would lose the keyboard, which Ebitengine gave it
			// and listens for on it alone.
			had := doc.Get("activeElement").Equal(p.canvas)
			main.Call("insertBefore", p.canvas, p.root)
			if had {
				p.canvas.Call("focus")
			}
		}
	}
	p.canvas.Call("setAttribute", "aria-label", label)
	p.pictured = label
}

// lines shows the position, a paragraph a line.
func (p *page) lines(lines []string) {
	doc := js.Global().Get("document")
	p.position.Set("textContent", "")
	for _, l := range lines {
		e := doc.Call("createElement", "p")
		e.Set("textContent", l)
		p.position.Call("appendChild", e)
	}
}

// showLists shows the scene's lists, each under its heading.
func (p *page) showLists(lists []ui.List) {
	doc := js.Global().Get("document")
	p.lists.Set("textContent", "")
	for _, l := range lists {
		h := doc.Call("createElement", "h2")
		h.Set("textContent", l.Title)
		ul := doc.Call("createElement", "ul")
		ul.Set("className", "list")
		for _, item := range l.Items {
			li := doc.Call("createElement", "li")
			li.Set("textContent", item)
			ul.Call("appendChild", li)
		}
		p.lists.Call("appendChild", h)
		p.lists.Call("appendChild", ul)
	}
}

// sameLists reports whether a and b are the same lists.
func sameLists(a, b []ui.List) bool {
	return slices.EqualFunc(a, b, func(x, y ui.List) bool { return x.Title == y.Title && slices.Equal(x.Items, y.Items) })
}

// keepSaid is how many announcements the live region keeps.
const keepSaid = 30

// announce adds s to the live region, which a screen reader speaks.
func (p *page) announce(s string) {
	e := js.Global().Get("document").Call("createElement", "p")
	e.Set("textContent", strings.TrimSpace(s))
	p.said.Call("appendChild", e)
	p.added++
	p.said.Get("dataset").Set("added", p.added) // for tests: which paragraphs are new
	for p.said.Get("childElementCount").Int() > keepSaid {
		p.said.Get("firstElementChild").Call("remove")
	}
}
