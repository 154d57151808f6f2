//go:build js

package scenes

import (
	"slices"
	"strconv"
	"syscall/js"

	"parlor/scenes/ui"
)

// showDialog shows the scene's dialog d, or closes the one shown when d
// is nil. Opened, it hides the scene's part of the document and takes
// the keyboard when the keyboard was in the document (or nowhere); it is
// said in the live region when the keyboard stays on the board. Closed,
// the keyboard goes back to the action that was in focus when it opened
// (else the scene's Focus, else its heading). It reports whether it
// placed the keyboard.
func (p *page) showDialog(d *ui.Dialog, k keys, focus string) bool {
	v := &p.dialog
	doc := js.Global().Get("document")
	if d == nil {
		if !v.open {
			return false
		}
		inside := v.root.Call("contains", doc.Get("activeElement")).Bool()
		v.open, v.cancel, v.last = false, "", ui.Dialog{}
		v.root.Set("hidden", true)
		v.actions.Set("textContent", "")
		p.scene.Set("hidden", false)
		if inside || k.body {
			p.refocus(p.opener, focus)
			return true
		}
		return false
	}
	opening := !v.open || d.Title != v.last.Title
	if !v.open {
		p.opener = ""
		if k.in {
			p.opener = k.on
		}
	}
	role := "dialog"
	if d.Alert {
		role = "alertdialog"
	}
	if opening {
		v.root.Call("setAttribute", "role", role)
		v.title.Set("textContent", d.Title)
		v.root.Set("hidden", false)
		p.scene.Set("hidden", true)
	}
	if opening || !slices.Equal(d.Text, v.last.Text) {
		v.text.Set("textContent", "")
		// The dialog's title is an h2: its text's headings go under it,
		// a level at a time (h3, then h4), whatever level they start at.
		top, last := 0, 2
		for _, b := range d.Text {
			tag := "p"
			if b.Level > 0 {
				if top == 0 {
					top = b.Level
				}
				last = min(max(3, b.Level-top+3), last+1)
				tag = "h" + strconv.Itoa(last)
			}
			e := doc.Call("createElement", tag)
			e.Set("textContent", b.Text)
			v.text.Call("appendChild", e)
		}
	}
	if d.Message != v.last.Message || d.Error != v.last.Error {
		v.message.Call("setAttribute", "role", "status")
		v.message.Set("textContent", d.Message)
		if d.Error && d.Message != "" {
			p.alert.Set("textContent", d.Message) // said at once, cutting in
		}
	}
	if rebuild := opening || !sameShape(d.Actions, v.last.Actions); rebuild || !slices.Equal(d.Actions, v.last.Actions) {
		render(v.actions, d.Actions, v.last.Actions, rebuild)
	}
	v.cancel = d.Cancel
	v.open = true
	v.last = ui.Dialog{Title: d.Title, Alert: d.Alert, Text: slices.Clone(d.Text), Message: d.Message, Error: d.Error,
		Actions: slices.Clone(d.Actions), Cancel: d.Cancel}
	switch {
	case opening && (k.in || k.body):
		v.title.Call("focus")
	case opening:
		p.announce(d.Title + ".") // the keyboard is on the board: the dialog is said
	case k.in && k.on != "":
		if e := find(v.actions, k.on); e.Truthy() {
			if !e.Equal(doc.Get("activeElement")) {
				e.Call("focus")
			}
		} else {
			v.title.Call("focus")
		}
	case k.in && !v.root.Call("contains", doc.Get("activeElement")).Bool():
		v.title.Call("focus")
	}
	return true
}

// trap keeps Tab inside the dialog: past its last control to its first,
// and back from its first (or its title) to its last.
func (v *dialogView) trap(e js.Value) {
	stops := v.stops()
	if len(stops) == 0 {
		return
	}
	first, last := stops[0], stops[len(stops)-1]
	active := js.Global().Get("document").Get("activeElement")
	switch back := e.Get("shiftKey").Bool(); {
	case back && (active.Equal(first) || active.Equal(v.title)):
		e.Call("preventDefault")
		last.Call("focus")
	case !back && active.Equal(last):
		e.Call("preventDefault")
		first.Call("focus")
	}
}

// stops are the dialog's controls that Tab reaches, in order: its buttons
// and fields, and of each set of radios the one chosen (the first where
// none is).
func (v *dialogView) stops() []js.Value {
	all := v.actions.Call("querySelectorAll", "button, input")
	var out []js.Value
	for i := range all.Length() {
		e := all.Index(i)
		if e.Get("type").String() == "radio" && !e.Get("checked").Bool() {
			set := e.Call("closest", "fieldset")
			if set.Truthy() && (set.Call("querySelector", "input:checked").Truthy() || !set.Call("querySelector", "input").Equal(e)) {
				continue
			}
		}
		out = append(out, e)
	}
	return out
}
