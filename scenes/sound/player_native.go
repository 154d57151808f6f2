//go:build !js

package sound

import "github.com/hajimehoshi/ebiten/v2/audio"

// Player plays the sounds. It makes its clips and opens the audio only
// when a sound is first played, so a Player never played costs nothing;
// a nil *Player, as tests and the terminal have, is silent.
type Player struct {
	ctx     *audio.Context
	clips   [kinds][]byte
	playing []*audio.Player
	heard   *[]Kind // a recording player's sounds, for tests
	// Muted silences every sound.
	Muted bool
}

// Recording returns a player that plays nothing and notes each sound it
// is asked to play in the slice returned: for tests.
func Recording() (*Player, *[]Kind) {
	heard := &[]Kind{}
	return &Player{heard: heard}, heard
}

// Play plays the sound of k, over any still playing, unless muted.
func (p *Player) Play(k Kind) {
	if p == nil || p.Muted || k < 0 || k >= kinds {
		return
	}
	if p.heard != nil {
		*p.heard = append(*p.heard, k)
		return
	}
	if p.ctx == nil {
		p.ctx = audio.CurrentContext()
		if p.ctx == nil {
			p.ctx = audio.NewContext(SampleRate)
		}
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
	q := p.ctx.NewPlayerF32FromBytes(p.clips[k])
	q.Play()
	p.playing = append(p.playing, q)
}
