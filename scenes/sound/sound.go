// Package sound makes Parlor's sounds: short clips synthesised at start-up
// (no files), played through Ebitengine's audio once a person has
// clicked or tapped — browsers allow sound only then — and never in tests
// or in the terminal, which make no Player.
package sound

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
)

// Kind is a moment that makes a sound.
type Kind int

// The moments with a sound.
const (
	Drop    Kind = iota // a Connect Four token lands
	Sow                 // a seed falls into a pit
	Store               // seeds reach a store, or are captured into it
	Place               // a stone is set down
	Capture             // stones are taken
	Dice                // dice roll
	Tile                // a tile is laid
	Merger              // companies merge
	Win                 // the game is won
	Draw                // the game ends without a single winner
	Tick                // a second of the last ten on the player's clock
	kinds
)

// Cue is a sound to play some ticks (sixtieths of a second) from now.
type Cue struct {
	Kind  Kind
	After int
}

// SampleRate is the clips' sample rate.
const SampleRate = 44100

// Clip synthesises the sound of k as mono samples in [-1, 1].
func Clip(k Kind) []float32 {
	switch k {
	case Drop:
		return mix(tone(0.09, 170, 40, 0.5), noise(0.03, 1, 0.25))
	case Sow:
		return mix(tone(0.05, 1350, 70, 0.35), tone(0.05, 2700, 90, 0.08))
	case Store:
		return mix(tone(0.12, 520, 25, 0.35), tone(0.12, 780, 30, 0.15))
	case Place:
		return mix(tone(0.08, 320, 45, 0.45), tone(0.08, 640, 60, 0.15), noise(0.015, 2, 0.2))
	case Capture:
		return concat(tone(0.08, 620, 30, 0.35), tone(0.12, 410, 25, 0.35))
	case Dice:
		return rattle()
	case Tile:
		return mix(tone(0.07, 230, 50, 0.45), noise(0.02, 3, 0.2))
	case Merger:
		return concat(tone(0.09, 523, 20, 0.3), tone(0.09, 659, 20, 0.3), tone(0.16, 784, 15, 0.3))
	case Win:
		return concat(tone(0.11, 523, 12, 0.3), tone(0.11, 659, 12, 0.3), tone(0.11, 784, 12, 0.3), tone(0.32, 1047, 7, 0.3))
	case Draw:
		return concat(tone(0.14, 523, 12, 0.3), tone(0.24, 523, 10, 0.25))
	case Tick:
		return mix(tone(0.04, 1900, 110, 0.16), tone(0.04, 950, 90, 0.06))
	}
	return nil
}

// tone is a sine of freq Hz lasting secs, decaying at rate per second,
// at amplitude amp, with a few milliseconds of attack so it does not click.
func tone(secs, freq, rate, amp float64) []float32 {
	n := int(secs * SampleRate)
	out := make([]float32, n)
	for i := range out {
		t := float64(i) / SampleRate
		env := amp * math.Exp(-rate*t) * math.Min(1, t/0.003)
		if tail := float64(n-i) / SampleRate; tail < 0.01 {
			env *= tail / 0.01
		}
		out[i] = float32(env * math.Sin(2*math.Pi*freq*t))
	}
	return out
}

// noise is a burst of white noise lasting secs, at amplitude amp, falling
// away linearly; seed makes it the same each time.
func noise(secs float64, seed uint64, amp float64) []float32 {
	r := rand.New(rand.NewPCG(seed, 7))
	n := int(secs * SampleRate)
	out := make([]float32, n)
	for i := range out {
		attack := math.Min(1, float64(i)/(0.002*SampleRate))
		out[i] = float32(amp * attack * (1 - float64(i)/float64(n)) * (2*r.Float64() - 1))
	}
	return out
}

// rattle is dice rolling: a run of small knocks, closer and softer.
func rattle() []float32 {
	var out []float32
	for i, gap := range []float64{0, 0.045, 0.04, 0.05, 0.035, 0.06, 0.03, 0.07} {
		out = append(out, make([]float32, int(gap*SampleRate))...)
		k := mix(tone(0.03, 900+float64(i%3)*260, 120, 0.3-0.025*float64(i)), noise(0.012, uint64(10+i), 0.25))
		out = append(out, k...)
	}
	return out
}

// mix adds clips together, as long as the longest.
func mix(clips ...[]float32) []float32 {
	n := 0
	for _, c := range clips {
		n = max(n, len(c))
	}
	out := make([]float32, n)
	for _, c := range clips {
		for i, v := range c {
			out[i] += v
		}
	}
	return out
}

// concat plays clips one after the other.
func concat(clips ...[]float32) []float32 {
	var out []float32
	for _, c := range clips {
		out = append(out, c...)
	}
	return out
}

// stereo writes mono samples as the little-endian float32 stereo PCM that
// Ebitengine's audio plays.
func stereo(mono []float32) []byte {
	out := make([]byte, 0, len(mono)*8)
	for _, v := range mono {
		b := math.Float32bits(max(-1, min(1, v)))
		out = binary.LittleEndian.AppendUint32(out, b)
		out = binary.LittleEndian.AppendUint32(out, b)
	}
	return out
}
