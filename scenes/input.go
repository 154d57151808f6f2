package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is the pointer as a scene sees it in one tick: the mouse and the
// first finger on a touch screen are one path. Coordinates are screen pixels.
// It is the seam through which tests feed clicks to scenes.
type Input struct {
	X, Y           float64 // where the pointer is
	PressX, PressY float64 // where the current or last press began
	Down           bool    // a button or finger is down
	Pressed        bool    // it went down this tick
	Released       bool    // it went up this tick
	Touch          bool    // the pointer is a finger: there is no hover between touches
	touchID        ebiten.TouchID
}

// Clicked reports whether a press that began inside r was released inside r
// this tick: a click or a tap on r.
func (in *Input) Clicked(r Rect) bool {
	return in.Released && r.Contains(in.X, in.Y) && r.Contains(in.PressX, in.PressY)
}

// Hovering reports whether the pointer is over r: a mouse hovering, or a
// finger that is down.
func (in *Input) Hovering(r Rect) bool {
	if in.Touch && !in.Down && !in.Released {
		return false
	}
	return r.Contains(in.X, in.Y)
}

// readInput reads this tick's pointer from Ebitengine, carrying on from prev.
func readInput(prev Input) Input {
	in := Input{PressX: prev.PressX, PressY: prev.PressY, Touch: prev.Touch, touchID: prev.touchID, X: prev.X, Y: prev.Y}
	// Touch first: a finger that went down takes the pointer until it lifts.
	if ids := inpututil.AppendJustPressedTouchIDs(nil); len(ids) > 0 && !prev.Down {
		in.touchID, in.Touch = ids[0], true
		x, y := ebiten.TouchPosition(ids[0])
		in.X, in.Y, in.PressX, in.PressY = float64(x), float64(y), float64(x), float64(y)
		in.Down, in.Pressed = true, true
		return in
	}
	if prev.Touch && prev.Down {
		if inpututil.IsTouchJustReleased(prev.touchID) {
			in.Released = true
			return in
		}
		x, y := ebiten.TouchPosition(prev.touchID)
		in.X, in.Y, in.Down = float64(x), float64(y), true
		return in
	}
	// The mouse. Browsers emulate a mouse after a touch; while the last
	// pointer was a finger, a cursor that does not move is not a hover.
	x, y := ebiten.CursorPosition()
	fx, fy := float64(x), float64(y)
	if fx != prev.X || fy != prev.Y || ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft) {
		in.Touch = false
	}
	in.X, in.Y = fx, fy
	in.Down = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		in.Pressed, in.PressX, in.PressY = true, fx, fy
	}
	in.Released = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	return in
}
