package ui

import "math"

// Motion is the motion policy every animation follows. With motion
// reduced an animation is a single step — a move shows its end at once,
// scenes change without a fade — and no mark pulses, breathes or blinks:
// it is drawn steady. The app sets it once (Context.Motion) from the
// player's setting, kept through the host, and the system's preference
// (on the page, prefers-reduced-motion); Reduced asks afresh each time, so
// a change of either shows at the next tick.
type Motion struct {
	// Setting is the player's choice.
	Setting MotionSetting
	// System reports whether the system asks for reduced motion; nil
	// when it cannot say (the desktop, tests).
	System func() bool
}

// MotionSetting is the player's choice of motion.
type MotionSetting int

// The choices: as the system prefers, full motion, reduced motion.
const (
	MotionAsSystem MotionSetting = iota
	MotionFull
	MotionReduced
)

// Reduced reports whether motion is reduced: by the player's setting, or,
// when they have made none, by the system's preference.
func (m Motion) Reduced() bool {
	switch m.Setting {
	case MotionFull:
		return false
	case MotionReduced:
		return true
	}
	return m.System != nil && m.System()
}

// Breath is a slow pulse for marks that call gently for attention: it goes
// from 0 to 1 and back every 100 ticks (1.7 s at 60 ticks a second). With
// still set (motion reduced) it is a steady 1: the mark at its brightest.
func Breath(ticks int, still bool) float64 {
	if still {
		return 1
	}
	return 0.5 - 0.5*math.Cos(float64(ticks)*2*math.Pi/100)
}
