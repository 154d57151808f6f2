//go:build js

package lobby

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"syscall/js"

	"parlor/game/online/protocol"
)

// passkeysHere says whether this page may use passkeys, and when it may
// not, why, in the player's words: the browser offers them only to a
// secure page (https://, or http://localhost) reached by a name, never
// by an IP address.
func passkeysHere() (ok bool, why string) {
	g := js.Global()
	host := strings.Trim(g.Get("location").Get("hostname").String(), "[]")
	switch {
	case !g.Get("isSecureContext").Truthy():
		return false, "Passkeys need a secure page, and this one is reached over plain http from another machine: your browser offers no passkeys here. Open the site over https, or sign in with your profile link, which works here."
	case net.ParseIP(host) != nil:
		return false, "Passkeys need the site's name, and this page is reached by its address (" + host + "): your browser offers no passkeys here. Open the site by its name, or sign in with your profile link, which works here."
	case g.Get("PublicKeyCredential").Type() != js.TypeFunction || g.Get("PublicKeyCredential").Get("parseRequestOptionsFromJSON").Type() != js.TypeFunction:
		return false, "This browser has no passkeys: sign in with your profile link, or a recovery code."
	}
	return true, ""
}

// credential runs the browser's side of a WebAuthn ceremony of purpose
// (protocol.PurposeAdd: navigator.credentials.create; else get) with
// the server's options, and returns the credential as its toJSON writes
// it. It waits for the browser's promise without holding the page: call
// it from a goroutine of its own, never from Update.
func credential(ctx context.Context, purpose string, options protocol.JSONObject) (out []byte, err error) {
	defer func() {
		if r := recover(); r != nil { // a parse of the options that throws
			out, err = nil, fmt.Errorf("the browser refused the passkey's options: %v", r)
		}
	}()
	g := js.Global()
	pkc := g.Get("PublicKeyCredential")
	opts := g.Get("JSON").Call("parse", string(options))
	var p js.Value
	if purpose == protocol.PurposeAdd {
		p = g.Get("navigator").Get("credentials").Call("create", map[string]any{"publicKey": pkc.Call("parseCreationOptionsFromJSON", opts)})
	} else {
		p = g.Get("navigator").Get("credentials").Call("get", map[string]any{"publicKey": pkc.Call("parseRequestOptionsFromJSON", opts)})
	}
	type result struct {
		json []byte
		err  error
	}
	done := make(chan result, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) == 0 || args[0].IsNull() {
			done <- result{err: errors.New("the browser gave no passkey")}
			return nil
		}
		done <- result{json: []byte(g.Get("JSON").Call("stringify", args[0].Call("toJSON")).String())}
		return nil
	})
	defer ok.Release()
	bad := js.FuncOf(func(_ js.Value, args []js.Value) any {
		name, msg := "Error", ""
		if len(args) > 0 && args[0].Type() == js.TypeObject {
			name, msg = args[0].Get("name").String(), args[0].Get("message").String()
		}
		done <- result{err: ceremonyError(name, msg)}
		return nil
	})
	defer bad.Release()
	p.Call("then", ok, bad)
	select {
	case r := <-done:
		return r.json, r.err
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// ceremonyError says a refusal of navigator.credentials in the
// player's words.
func ceremonyError(name, message string) error {
	switch name {
	case "NotAllowedError":
		return errors.New("no passkey was used: it was cancelled, or took too long")
	case "InvalidStateError":
		return errors.New("this passkey is on your profile already")
	case "SecurityError":
		return errors.New("this page may not use passkeys: " + message)
	}
	return fmt.Errorf("the browser refused the passkey (%s: %s)", name, message)
}

// printCodes opens the browser's print dialog on a page of the recovery
// codes alone, in an iframe of its own (no window to block): the page
// reads "Parlor recovery codes for NAME" and the codes, one a line.
func printCodes(name string, codes []string) error {
	doc := js.Global().Get("document")
	if old := doc.Call("getElementById", "parlor-print"); old.Truthy() {
		old.Call("remove")
	}
	f := doc.Call("createElement", "iframe")
	f.Set("id", "parlor-print")
	f.Set("title", "Recovery codes to print")
	f.Get("style").Set("cssText", "position:fixed;right:0;bottom:0;width:0;height:0;border:0")
	doc.Get("body").Call("appendChild", f)
	d := f.Get("contentDocument")
	h := d.Call("createElement", "h1")
	h.Set("textContent", "Parlor recovery codes for "+name)
	d.Get("body").Call("appendChild", h)
	p := d.Call("createElement", "p")
	p.Set("textContent", "Each code signs in once. New codes replace these. Keep them somewhere safe.")
	d.Get("body").Call("appendChild", p)
	ol := d.Call("createElement", "ol")
	ol.Get("style").Set("cssText", "font:20px/1.8 monospace")
	for _, c := range codes {
		li := d.Call("createElement", "li")
		li.Set("textContent", c)
		ol.Call("appendChild", li)
	}
	d.Get("body").Call("appendChild", ol)
	f.Get("contentWindow").Call("print")
	return nil
}
