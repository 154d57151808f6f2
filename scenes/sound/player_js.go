//go:build js

package sound

import (
	"encoding/binary"
	"math"
	"syscall/js"
)

// output plays through the page's Web Audio directly (Ebitengine's audio
// would add a fifth of a megabyte to what every visitor downloads): an
// AudioContext made at the first sound, asleep while the tab is hidden.
type output struct {
	ctx     js.Value
	ignore  js.Func // a promise's rejection handler that does nothing
	buffers [kinds]js.Value
	failed  bool // the page has no Web Audio
}

func (o *output) play(k Kind) {
	if o.failed {
		return
	}
	if o.ctx.IsUndefined() {
		ac := js.Global().Get("AudioContext")
		if !ac.Truthy() {
			ac = js.Global().Get("webkitAudioContext")
		}
		if !ac.Truthy() {
			o.failed = true
			return
		}
		o.ctx = ac.New()
		o.ignore = js.FuncOf(func(js.Value, []js.Value) any { return nil })
		// A hidden tab makes no sound: the context sleeps until the tab
		// is shown again.
		ctx := o.ctx
		js.Global().Get("document").Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
			op := "resume"
			if js.Global().Get("document").Get("hidden").Bool() {
				op = "suspend"
			}
			ctx.Call(op).Call("catch", o.ignore)
			return nil
		}))
	}
	if o.ctx.Get("state").String() == "suspended" {
		o.ctx.Call("resume").Call("catch", o.ignore)
	}
	if o.buffers[k].IsUndefined() {
		clip := Clip(k)
		buf := o.ctx.Call("createBuffer", 1, len(clip), SampleRate)
		// One copy of the samples' bytes (wasm is little-endian, as is
		// Float32Array here), not a call a sample.
		raw := make([]byte, 0, 4*len(clip))
		for _, v := range clip {
			raw = binary.LittleEndian.AppendUint32(raw, math.Float32bits(v))
		}
		data := js.Global().Get("Float32Array").New(len(clip))
		js.CopyBytesToJS(js.Global().Get("Uint8Array").New(data.Get("buffer")), raw)
		buf.Call("copyToChannel", data, 0)
		o.buffers[k] = buf
	}
	src := o.ctx.Call("createBufferSource")
	src.Set("buffer", o.buffers[k])
	src.Call("connect", o.ctx.Get("destination"))
	src.Call("start")
}
