package sound

// Player plays the sounds, through the platform's audio (output: the
// page's Web Audio in the browser, oto on the desktop), opened at the first
// sound played. A nil *Player, as tests and the terminal have, is silent.
type Player struct {
	out   output
	heard *[]Kind // a recording player's sounds, for tests
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
	if p == nil || p.Muted || k < 0 || k >= kinds {
		return
	}
	if p.heard != nil {
		*p.heard = append(*p.heard, k)
		return
	}
	if p.Unlocked {
		p.out.play(k)
	}
}
