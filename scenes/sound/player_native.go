//go:build !js

package sound

import (
	"bytes"
	"sync/atomic"

	"github.com/ebitengine/oto/v3"
)

// Player plays the sounds. On the desktop it uses oto, the audio library
// under Ebitengine's audio, directly: a machine without a sound device
// then plays silently, where Ebitengine's audio would end the program. It
// opens the device at the first sound. A nil *Player is silent.
type Player struct {
	ctx     *oto.Context
	ready   atomic.Bool
	failed  bool // no sound device: silent from then on
	clips   [kinds][]byte
	playing []*oto.Player
	heard   *[]Kind // a recording player's sounds, for tests
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
	if p.ctx == nil {
		ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
			SampleRate: SampleRate, ChannelCount: 2, Format: oto.FormatFloat32LE, ApplicationName: "Parlor",
		})
		if err != nil {
			p.failed = true
			return
		}
		p.ctx = ctx
		go func() {
			<-ready
			p.ready.Store(true)
		}()
	}
	if !p.ready.Load() || p.ctx.Err() != nil {
		return // the device is not open yet, or has failed: this one is silent
	}
	if p.clips[k] == nil {
		p.clips[k] = stereo(Clip(k))
	}
	// Let the players that have finished go.
	live := p.playing[:0]
	for _, q := range p.playing {
		if q.IsPlaying() {
			live = append(live, q)
		} else {
			q.Close()
		}
	}
	p.playing = live
	if len(p.playing) >= 12 {
		return // enough at once: a long sowing need not pile up
	}
	q := p.ctx.NewPlayer(bytes.NewReader(p.clips[k]))
	q.Play()
	p.playing = append(p.playing, q)
}
