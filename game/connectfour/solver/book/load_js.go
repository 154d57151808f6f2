//go:build js

package book

import (
	"errors"
	"sync"
	"sync/atomic"
	"syscall/js"

	"parlor/game/connectfour/solver"
)

var (
	fetching sync.Once
	loaded   atomic.Pointer[solver.Book]
)

// Load returns the opening book once it has come from the page's server,
// or nil until then (and for good if it cannot be had: the level plays on
// without it). The first call starts fetching it.
func Load() *solver.Book {
	fetching.Do(func() {
		go func() {
			data, err := fetch(url())
			if err != nil {
				js.Global().Get("console").Call("warn", "parlor: no opening book: "+err.Error())
				return
			}
			if b, err := solver.ParseBook(data); err == nil {
				loaded.Store(b)
			}
		}()
	})
	return loaded.Load()
}

// url is the book's address: beside the page, named with the page's build
// (window.parlorBuild.version) where the page gives one, so that the
// service worker serves the book of the build that runs.
func url() string {
	if b := js.Global().Get("parlorBuild"); b.Truthy() {
		if v := b.Get("version"); v.Type() == js.TypeString && v.String() != "dev" {
			return File + "?v=" + v.String()
		}
	}
	return File
}

// fetch gets url's bytes with the page's fetch, waiting on its promises.
func fetch(url string) ([]byte, error) {
	f := js.Global().Get("fetch")
	if f.Type() != js.TypeFunction {
		return nil, errors.New("this browser has no fetch")
	}
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1)
	var onBuffer, onResponse, onError js.Func
	onError = js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "the fetch failed"
		if len(args) > 0 {
			msg = args[0].Call("toString").String()
		}
		done <- result{err: errors.New(msg)}
		return nil
	})
	onBuffer = js.FuncOf(func(_ js.Value, args []js.Value) any {
		arr := js.Global().Get("Uint8Array").New(args[0])
		b := make([]byte, arr.Get("length").Int())
		js.CopyBytesToGo(b, arr)
		done <- result{data: b}
		return nil
	})
	onResponse = js.FuncOf(func(_ js.Value, args []js.Value) any {
		resp := args[0]
		if !resp.Get("ok").Bool() {
			done <- result{err: errors.New(url + ": " + resp.Get("statusText").String())}
			return nil
		}
		resp.Call("arrayBuffer").Call("then", onBuffer, onError)
		return nil
	})
	defer onError.Release()
	defer onBuffer.Release()
	defer onResponse.Release()
	f.Invoke(url).Call("then", onResponse, onError)
	r := <-done
	return r.data, r.err
}
