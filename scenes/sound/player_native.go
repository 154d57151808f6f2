//go:build !js

package sound

import (
	"bytes"
	"sync/atomic"

	"github.com/ebitengine/oto/v3"
)

// output plays through oto, the audio library under Ebitengine's audio,
// directly: a machine without a sound device then plays silently, where
// Ebitengine's audio would end the program.
type output struct {
	ctx     *oto.Context
	ready   atomic.Bool
	failed  bool // no sound device: silent from then on
	clips   [kinds][]byte
	playing []*oto.Player
}

func (o *output) play(k Kind) {
	if o.failed {
		return
	}
	if o.ctx == nil {
		ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
			SampleRate: SampleRate, ChannelCount: 2, Format: oto.FormatFloat32LE, ApplicationName: "Parlor",
		})
		if err != nil {
			o.failed = true
			return
		}
		o.ctx = ctx
		go func() {
			<-ready
			o.ready.Store(true)
		}()
	}
	if !o.ready.Load() || o.ctx.Err() != nil {
		return // the device is not open yet, or has failed: this one is silent
	}
	if o.clips[k] == nil {
		o.clips[k] = stereo(Clip(k))
	}
	// Let the players that have finished go: oto frees a player when it is
	// collected (Player.Close is a no-op, deprecated since oto 3.4).
	live := o.playing[:0]
	for _, q := range o.playing {
		if q.IsPlaying() {
			live = append(live, q)
		}
	}
	clear(o.playing[len(live):])
	o.playing = live
	if len(o.playing) >= 12 {
		return // enough at once: a long sowing need not pile up
	}
	q := o.ctx.NewPlayer(bytes.NewReader(o.clips[k]))
	q.Play()
	o.playing = append(o.playing, q)
}
