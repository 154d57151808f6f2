package ui

import (
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is the pointer and the keyboard as a scene sees them in one tick:
// the mouse and the first finger on a touch screen are one path, and keys
// arrive as intents. Coordinates are screen pixels. It is the seam through
// which tests feed clicks, keys and scrolling to scenes.
type Input struct {
	X, Y           float64 // where the pointer is
	PressX, PressY float64 // where the current or last press began
	Down           bool    // a button or finger is down
	Pressed        bool    // it went down this tick
	Released       bool    // it went up this tick
	Touch          bool    // the pointer is a finger: there is no hover between touches
	// Intents are what the keyboard asked for this tick.
	Intents Intent
	// Nav are the keys of keyboard play pressed this tick (Focus moves
	// through the targets by them; the page keys scroll).
	Nav Nav
	// Ring is the target the keyboard's ring was on as this tick's keys
	// came, "" when none showed: Focus sets it (see KeyScroller).
	Ring string
	// Chars are the characters typed this tick: a game's own keys (Connect
	// Four's column numbers, Can't Stop's R and S).
	Chars []rune
	// WheelY is how far the mouse wheel or touchpad scrolled this tick, in
	// Ebitengine's units (about one per notch of a wheel). It has
	// Ebitengine's sign: positive when the wheel is rolled away from the
	// user, asking to see what lies above, so content that scrolls should
	// move down the screen by WheelY lines; negative asks to see what lies
	// below.
	WheelY  float64
	touchID ebiten.TouchID
}

// Intent is a set of things the keyboard asked for in one tick, each a bit.
type Intent uint8

// The intents, read from the keyboard once a tick.
const (
	// IntentUndo is Ctrl+Z, or Cmd+Z on a Mac.
	IntentUndo Intent = 1 << iota
	// IntentRedo is Ctrl+Shift+Z or Ctrl+Y, or Cmd+Shift+Z on a Mac.
	IntentRedo
	// IntentBack is Escape.
	IntentBack
	// IntentHelp is the character '?' typed.
	IntentHelp
	// IntentHint is the letter H typed: show a hint.
	IntentHint
	// IntentValues is the letter V typed: show or hide every move's value.
	IntentValues
	// IntentSound is the letter M typed: sound off or on.
	IntentSound
)

// Typed reports whether character r was typed this tick, in either case
// for a letter.
func (in *Input) Typed(r rune) bool {
	for _, c := range in.Chars {
		if unicode.ToLower(c) == unicode.ToLower(r) {
			return true
		}
	}
	return false
}

// Has reports whether every intent in i was asked for this tick.
func (in *Input) Has(i Intent) bool { return i != 0 && in.Intents&i == i }

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

// ReadInput reads this tick's pointer, keys and wheel from Ebitengine,
// carrying the pointer on from prev. Call it once a tick.
func ReadInput(prev Input) Input {
	in := readPointer(prev)
	in.Chars = ebiten.AppendInputChars(nil)
	in.Intents = readIntents(in.Chars)
	in.Nav = readNav()
	_, in.WheelY = ebiten.Wheel()
	return in
}

// readIntents reads this tick's keyboard shortcuts, with chars the
// characters typed.
func readIntents(chars []rune) Intent {
	var i Intent
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl)
	meta := ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	if inpututil.IsKeyJustPressed(ebiten.KeyZ) && (ctrl || meta) {
		if shift {
			i |= IntentRedo
		} else {
			i |= IntentUndo
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyY) && ctrl {
		i |= IntentRedo
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		i |= IntentBack
	}
	for _, r := range chars {
		switch r {
		case '?':
			i |= IntentHelp
		case 'h', 'H':
			i |= IntentHint
		case 'v', 'V':
			i |= IntentValues
		case 'm', 'M':
			i |= IntentSound
		}
	}
	return i
}

// readPointer reads this tick's pointer from Ebitengine, carrying on from prev.
func readPointer(prev Input) Input {
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
