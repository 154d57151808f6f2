//go:build js

package scenes

import (
	"slices"
	"strconv"
	"syscall/js"

	"parlor/scenes/ui"
)

// The scene's actions in the reader's document: a button each, or a
// form's control (radios in a fieldset, a checkbox, a number, a text
// field, a text to copy and its button), in a list, with a heading where
// an action starts a group.

// render shows actions in the list ul, which showed old. Made anew when
// rebuild is set (the controls differ), else only the controls whose
// state changed are brought up to date, so that the control the keyboard
// is on stays the same element, and what is being typed in a field stays.
func render(ul js.Value, actions, old []ui.Action, rebuild bool) {
	if !rebuild {
		for i, a := range actions {
			if a != old[i] {
				patch(find(ul, a.ID), a, old[i])
			}
		}
		return
	}
	doc := js.Global().Get("document")
	ul.Set("textContent", "")
	var set js.Value // the fieldset of the radios being laid out
	for i, a := range actions {
		if a.Kind != ui.KindRadio || i == 0 || actions[i-1].Kind != ui.KindRadio || a.Group != "" {
			set = js.Undefined()
		}
		if a.Group != "" && a.Kind != ui.KindRadio {
			li := item(doc, ul, true)
			h := doc.Call("createElement", "h3")
			h.Set("textContent", a.Group)
			li.Call("appendChild", h)
		}
		switch a.Kind {
		case ui.KindRadio:
			if !set.Truthy() {
				set = doc.Call("createElement", "fieldset")
				legend := doc.Call("createElement", "legend")
				legend.Set("textContent", a.Group)
				set.Call("appendChild", legend)
				item(doc, ul, true).Call("appendChild", set)
				set.Get("dataset").Set("name", "radio-"+a.ID)
			}
			in := input(doc, "radio", a)
			in.Set("name", set.Get("dataset").Get("name"))
			set.Call("appendChild", labelled(doc, in, a.Label, false))
		case ui.KindCheck:
			item(doc, ul, false).Call("appendChild", labelled(doc, input(doc, "checkbox", a), a.Label, false))
		case ui.KindNumber:
			in := input(doc, "number", a)
			in.Set("min", a.Min)
			in.Set("max", a.Max)
			in.Set("step", 1)
			item(doc, ul, false).Call("appendChild", labelled(doc, in, a.Label, true))
		case ui.KindText:
			in := input(doc, "text", a)
			in.Set("autocomplete", "off")
			if a.Submit != "" {
				in.Get("dataset").Set("submit", a.Submit)
			}
			item(doc, ul, true).Call("appendChild", labelled(doc, in, a.Label, true))
		case ui.KindCopy:
			li := item(doc, ul, true)
			text := doc.Call("createElement", "p")
			text.Set("className", "copied")
			text.Set("textContent", a.Value)
			li.Call("appendChild", text)
			li.Call("appendChild", button(doc, a))
		default:
			item(doc, ul, false).Call("appendChild", button(doc, a))
		}
	}
	for _, a := range actions {
		patch(find(ul, a.ID), a, ui.Action{Value: "\x00"})
	}
}

// item adds a list item to ul, the whole row wide if wide.
func item(doc, ul js.Value, wide bool) js.Value {
	li := doc.Call("createElement", "li")
	if wide {
		li.Set("className", "wide")
	}
	ul.Call("appendChild", li)
	return li
}

// button makes the button of a.
func button(doc js.Value, a ui.Action) js.Value {
	b := doc.Call("createElement", "button")
	b.Set("type", "button")
	b.Get("dataset").Set("action", a.ID)
	b.Set("textContent", a.Label)
	return b
}

// input makes an input of type kind for a.
func input(doc js.Value, kind string, a ui.Action) js.Value {
	in := doc.Call("createElement", "input")
	in.Set("type", kind)
	in.Get("dataset").Set("action", a.ID)
	return in
}

// labelled puts in inside a label with its words, before it when first.
func labelled(doc, in js.Value, words string, first bool) js.Value {
	l := doc.Call("createElement", "label")
	span := doc.Call("createElement", "span")
	span.Set("textContent", words)
	if first {
		l.Call("appendChild", span)
		l.Call("appendChild", in)
	} else {
		l.Call("appendChild", in)
		l.Call("appendChild", span)
	}
	return l
}

// patch brings the control e of a up to date (it showed old): chosen or
// not, its value (a field's only when the scene changed it, not to undo
// what is being typed), its words, whether it can be used.
func patch(e js.Value, a, old ui.Action) {
	if !e.Truthy() {
		return
	}
	if a.Disabled {
		e.Call("setAttribute", "aria-disabled", "true")
	} else {
		e.Call("removeAttribute", "aria-disabled")
	}
	pressed := strconv.FormatBool(a.Pressed)
	switch a.Kind {
	case ui.KindRadio, ui.KindCheck:
		e.Get("dataset").Set("pressed", pressed)
		if e.Get("checked").Bool() != a.Pressed {
			e.Set("checked", a.Pressed)
		}
	case ui.KindNumber, ui.KindText:
		if a.Value != old.Value && e.Get("value").String() != a.Value {
			e.Set("value", a.Value)
		}
	case ui.KindButton:
		if a.Label != old.Label {
			e.Set("textContent", a.Label)
		}
		if a.Option {
			e.Call("setAttribute", "aria-pressed", pressed)
		}
	}
}

// sameShape reports whether a and b are the same controls, whatever their
// state and a button's words: patching does for a change from one to the
// other.
func sameShape(a, b []ui.Action) bool {
	return slices.EqualFunc(a, b, func(x, y ui.Action) bool {
		return x.ID == y.ID && (x.Label == y.Label || x.Kind == ui.KindButton) && x.Group == y.Group && x.Kind == y.Kind &&
			x.Option == y.Option && x.Min == y.Min && x.Max == y.Max && x.Submit == y.Submit && (x.Kind != ui.KindCopy || x.Value == y.Value)
	})
}

// find is the control of action id in the list ul, or undefined.
func find(ul js.Value, id string) js.Value {
	all := ul.Call("querySelectorAll", "[data-action]")
	for i := range all.Length() {
		if e := all.Index(i); e.Get("dataset").Get("action").String() == id {
			return e
		}
	}
	return js.Undefined()
}

// listen passes the presses and changes of the controls in ul to r: a
// button pressed, a radio chosen, a box ticked, a number changed, a text
// field left or Enter in it (and then its Submit). A disabled control does nothing, and shows so.
func listen(ul js.Value, r *reader) {
	disabled := func(e js.Value) bool { return e.Call("getAttribute", "aria-disabled").String() == "true" }
	ul.Call("addEventListener", "click", js.FuncOf(func(_ js.Value, args []js.Value) any {
		b := args[0].Get("target").Call("closest", "button[data-action]")
		if b.Truthy() && !disabled(b) {
			r.press(b.Get("dataset").Get("action").String())
		}
		return nil
	}))
	ul.Call("addEventListener", "change", js.FuncOf(func(_ js.Value, args []js.Value) any {
		in := args[0].Get("target")
		id := in.Get("dataset").Get("action")
		if !id.Truthy() {
			return nil
		}
		switch kind := in.Get("type").String(); {
		case (kind == "radio" || kind == "checkbox") && disabled(in):
			// Put back what the browser changed: the scene did not.
			group := ul.Call("querySelectorAll", "input[type="+kind+"]")
			for i := range group.Length() {
				e := group.Index(i)
				e.Set("checked", e.Get("dataset").Get("pressed").String() == "true")
			}
		case kind == "radio" && !in.Get("checked").Bool():
		case kind == "radio" || kind == "checkbox":
			r.press(id.String())
		case (kind == "number" || kind == "text") && !disabled(in):
			r.press(id.String() + "=" + in.Get("value").String())
		}
		return nil
	}))
	ul.Call("addEventListener", "keydown", js.FuncOf(func(_ js.Value, args []js.Value) any {
		e := args[0]
		in := e.Get("target")
		if e.Get("key").String() != "Enter" || in.Get("type").String() != "text" || !in.Get("dataset").Get("action").Truthy() {
			return nil
		}
		e.Call("preventDefault")
		if !disabled(in) {
			r.press(in.Get("dataset").Get("action").String() + "=" + in.Get("value").String())
			if submit := in.Get("dataset").Get("submit"); submit.Truthy() {
				r.press(submit.String())
			}
		}
		return nil
	}))
}
