//go:build js

package sound

import (
	"encoding/binary"
	"math"
	"syscall/js"
)

// Player plays the sounds. In the browser it uses the page's Web Audio
// directly (Ebitengine's audio would add a fifth of a megabyte to what
// every visitor downloads): an AudioContext made at the first sound, which
// the browser lets play once a person has clicked or tapped. A nil
// *Player is silent.
type Player struct {
	ctx     js.Value
	ignore  js.Func // a promise's rejection handler that does nothing
	buffers [kinds]js.Value
	heard   *[]Kind // a recording player's sounds, for tests
	failed  bool    // the page has no Web Audio
	// Muted silences every sound.
	Muted bool
	// Unlocked is set once a person has clicked, tapped or pressed a key:
	// until then no sound plays (browsers allow audio only after that).
	Unlocked bool
}

// Recording returns a player that plays nothing and notes each sound it
// is asked to play in the slice returned: for tests.
func Recording() (*Player, *[]Kind) {
	heard := &[]Kind{}
	return &Player{heard: heard}, heard
}

// Play plays the sound of k, over any still playing, unless muted.
func (p *Player) Play(k Kind) {
	if p == nil || p.Muted || k < 0 || k >= kinds || p.failed {
		return
	}
	if p.heard != nil {
		*p.heard = append(*p.heard, k)
		return
	}
	if !p.Unlocked {
		return
	}
	if p.ctx.IsUndefined() {
		ac := js.Global().Get("AudioContext")
		if !ac.Truthy() {
			ac = js.Global().Get("webkitAudioContext")
		}
		if !ac.Truthy() {
			p.failed = true
			return
		}
		p.ctx = ac.New()
		p.ignore = js.FuncOf(func(js.Value, []js.Value) any { return nil })
		// A hidden tab makes no sound: the context sleeps until the tab
		// is shown again.
		ctx := p.ctx
		js.Global().Get("document").Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
			op := "resume"
			if js.Global().Get("document").Get("hidden").Bool() {
				op = "suspend"
			}
			ctx.Call(op).Call("catch", p.ignore)
			return nil
		}))
	}
	if p.ctx.Get("state").String() == "suspended" {
		p.ctx.Call("resume").Call("catch", p.ignore)
	}
	if p.buffers[k].IsUndefined() {
		clip := Clip(k)
		buf := p.ctx.Call("createBuffer", 1, len(clip), SampleRate)
		// One copy of the samples' bytes (wasm is little-endian, as is
		// Float32Array here), not a call a sample.
		raw := make([]byte, 0, 4*len(clip))
		for _, v := range clip {
			raw = binary.LittleEndian.AppendUint32(raw, math.Float32bits(v))
		}
		data := js.Global().Get("Float32Array").New(len(clip))
		js.CopyBytesToJS(js.Global().Get("Uint8Array").New(data.Get("buffer")), raw)
		buf.Call("copyToChannel", data, 0)
		p.buffers[k] = buf
	}
	src := p.ctx.Call("createBufferSource")
	src.Set("buffer", p.buffers[k])
	src.Call("connect", p.ctx.Get("destination"))
	src.Call("start")
}
