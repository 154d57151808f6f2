package table

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"parlor/scenes/prefs"
	"parlor/scenes/sound"
	"parlor/scenes/ui"
)

// Sounder is a view that says what a move sounds like: the cues to play
// as its animation shows it, each some ticks after the move.
type Sounder interface {
	Sounds(c Change) []sound.Cue
}

// sounds are the cues of the moves on show, waiting for their tick.
type sounds struct {
	player *sound.Player
	due    []due
	toggle ui.Button // sound on or off, at the panel's head
}

type due struct {
	kind sound.Kind
	at   int // the table's tick
}

// cue schedules the sounds of a change: the view's, then the end of the
// game's.
func (t *Screen) cue(c Change) {
	if t.sounds.player == nil || t.sounds.player.Muted {
		return
	}
	var cues []sound.Cue
	if s, ok := t.view.(Sounder); ok {
		cues = s.Sounds(c)
	}
	if !c.Before.Over() && c.After.Over() {
		last := 0
		for _, q := range cues {
			last = max(last, q.After)
		}
		// A single winner sounds a win; a draw or a shared win, less.
		winners := 0
		for _, r := range c.After.Returns() {
			if r > 0 {
				winners++
			}
		}
		end := sound.Draw
		if winners == 1 {
			end = sound.Win
		}
		cues = append(cues, sound.Cue{Kind: end, After: last + 15})
	}
	for _, q := range cues {
		t.sounds.due = append(t.sounds.due, due{kind: q.Kind, at: t.ticks + q.After})
	}
}

// playDue plays the cues whose tick has come.
func (t *Screen) playDue() {
	s := &t.sounds
	left := s.due[:0]
	for _, d := range s.due {
		if d.at <= t.ticks {
			s.player.Play(d.kind)
		} else {
			left = append(left, d)
		}
	}
	s.due = left
}

// toggleSound turns sound off or on, and remembers it.
func (t *Screen) toggleSound() {
	p := t.sounds.player
	if p == nil {
		return
	}
	err := ToggleSound(p, t.host)
	t.sounds.due = nil
	switch {
	case err != nil:
		t.flash(err.Error())
	case p.Muted:
		t.flash("Sound off.")
	default:
		t.flash("Sound on.")
	}
}

// ToggleSound turns p's sound off or on and keeps the choice in h, for the
// table and the menu alike; the error says, in the player's words, that
// the choice could not be kept.
func ToggleSound(p *sound.Player, h Host) error {
	p.Muted = !p.Muted
	v := ""
	if p.Muted {
		v = "off"
	}
	if err := h.Store(prefs.SoundKey, v); err != nil {
		return errors.New(notKept("your sound setting", err))
	}
	return nil
}

// DrawSoundToggle draws a sound button, the table's or the menu's: a
// note, struck through when the sound is off.
func DrawSoundToggle(dst *ebiten.Image, th *ui.Theme, in *ui.Input, b *ui.Button, muted bool) {
	b.Label = "♪"
	b.Draw(dst, th, in)
	if muted {
		u := th.U
		r := b.Rect.Inset(9 * u)
		vector.StrokeLine(dst, float32(r.X), float32(r.Bottom()), float32(r.Right()), float32(r.Y), float32(2.5*u), ui.TextColor, true)
	}
}
