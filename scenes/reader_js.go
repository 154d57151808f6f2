//go:build js

package scenes

import (
	"slices"
	"strings"
	"syscall/js"

	"parlor/scenes/ui"
)

// page is the screen reader's document in index.html (#reader): a heading,
// the position a paragraph a line, the actions as a list of buttons (in
// groups under headings of their own where the scene groups them), a
// polite live region and an assertive one (#reader-alert, made here
// where the page has none). It is changed only where the speech has.
type page struct {
	root, title, position, actionsTitle, actions, said, alert, canvas js.Value

	scene    ui.Scene // the scene whose announcements are shown
	shown    int      // how many of its announcements are in the live region
	alerted  int      // how many of its alerts were told
	last     ui.Speech
	hasLast  bool
	pictured string
	added    int // announcements added to the live region, all told
}

// install finds the document and passes its buttons' presses to r.
func (p *page) install(r *reader) {
	doc := js.Global().Get("document")
	p.root = doc.Call("getElementById", "reader")
	if !p.root.Truthy() {
		return // a page without one (the tests' bare pages)
	}
	get := func(id string) js.Value { return doc.Call("getElementById", id) }
	p.title, p.position = get("reader-title"), get("reader-position")
	p.actionsTitle, p.actions, p.said = get("reader-actions-title"), get("reader-actions"), get("reader-said")
	if p.alert = get("reader-alert"); !p.alert.Truthy() {
		p.alert = doc.Call("createElement", "div")
		p.alert.Set("id", "reader-alert")
		p.alert.Call("setAttribute", "role", "alert")
		p.root.Call("appendChild", p.alert)
	}
	p.actions.Call("addEventListener", "click", js.FuncOf(func(_ js.Value, args []js.Value) any {
		b := args[0].Get("target").Call("closest", "button")
		if b.Truthy() && b.Call("getAttribute", "aria-disabled").String() != "true" {
			r.press(b.Get("dataset").Get("action").String())
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
	if sc != p.scene {
		// A new scene: what it said before it was on show is not news.
		p.scene, p.shown, p.alerted = sc, sp.Told-len(sp.Said), sp.AlertsTold-len(sp.Alerts)
	}
	p.picture(sp.Picture)
	if !p.hasLast || sp.Title != p.last.Title {
		p.title.Set("textContent", sp.Title)
	}
	if !p.hasLast || !slices.Equal(sp.Position, p.last.Position) {
		p.lines(sp.Position)
	}
	if !p.hasLast || sp.ActionsTitle != p.last.ActionsTitle || !slices.Equal(sp.Actions, p.last.Actions) {
		p.buttons(sp.ActionsTitle, sp.Actions)
	}
	for _, s := range ui.News(sp, p.shown) {
		p.announce(s)
	}
	p.shown = sp.Told
	if a := ui.AlertNews(sp, p.alerted); len(a) > 0 {
		p.alert.Set("textContent", strings.Join(a, " ")) // a change to a role=alert is told at once
	}
	p.alerted = sp.AlertsTold
	p.last = ui.Speech{Title: sp.Title, Position: slices.Clone(sp.Position), ActionsTitle: sp.ActionsTitle, Actions: slices.Clone(sp.Actions)}
	p.hasLast = true
}

// picture labels the canvas, an image to a screen reader.
func (p *page) picture(label string) {
	if label == p.pictured {
		return
	}
	if !p.canvas.Truthy() {
		p.canvas = js.Global().Get("document").Call("querySelector", "canvas")
		if !p.canvas.Truthy() {
			return
		}
		p.canvas.Call("setAttribute", "role", "img")
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

// buttons shows the actions, a button each: an action that starts a group
// has the group's heading before it, an option says whether it is
// pressed, a disabled action says so. When the keyboard was among the old
// buttons, it goes to the first of the new (or to the heading when there
// are none), never to nowhere.
func (p *page) buttons(title string, actions []ui.Action) {
	doc := js.Global().Get("document")
	active := doc.Get("activeElement")
	had := active.Truthy() && (p.actions.Call("contains", active).Bool() || active.Equal(p.title))
	p.actionsTitle.Set("textContent", title)
	p.actionsTitle.Set("hidden", len(actions) == 0)
	p.actions.Set("textContent", "")
	var first js.Value
	for _, a := range actions {
		if a.Group != "" {
			li := doc.Call("createElement", "li")
			li.Get("style").Set("flexBasis", "100%")
			h := doc.Call("createElement", "h3")
			h.Set("textContent", a.Group)
			li.Call("appendChild", h)
			p.actions.Call("appendChild", li)
		}
		li := doc.Call("createElement", "li")
		b := doc.Call("createElement", "button")
		b.Set("type", "button")
		b.Get("dataset").Set("action", a.ID)
		b.Set("textContent", a.Label)
		if a.Option {
			b.Call("setAttribute", "aria-pressed", a.Pressed)
		}
		if a.Disabled {
			b.Call("setAttribute", "aria-disabled", "true")
		}
		li.Call("appendChild", b)
		p.actions.Call("appendChild", li)
		if !first.Truthy() {
			first = b
		}
	}
	switch {
	case !had:
	case first.Truthy():
		first.Call("focus")
	default:
		p.title.Call("focus")
	}
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
