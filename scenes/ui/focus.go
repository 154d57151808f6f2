package ui

import (
	"cmp"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Nav is a set of the keys that move through a scene without a pointer,
// each a bit, as read in one tick.
type Nav uint8

// The keys of keyboard play.
const (
	// NavNext is Tab: the next target in reading order.
	NavNext Nav = 1 << iota
	// NavPrev is Shift+Tab: the one before.
	NavPrev
	// NavLeft, NavRight, NavUp and NavDown are the arrow keys: the nearest
	// target that way.
	NavLeft
	NavRight
	NavUp
	NavDown
	// NavActivate is Enter or Space: click the target in focus.
	NavActivate
)

// readNav reads this tick's keys of keyboard play. Tab and the arrows
// repeat while held.
func readNav() Nav {
	var n Nav
	repeat := func(k ebiten.Key) bool {
		d := inpututil.KeyPressDuration(k)
		return d == 1 || d >= 24 && (d-24)%4 == 0
	}
	if repeat(ebiten.KeyTab) {
		if ebiten.IsKeyPressed(ebiten.KeyShift) {
			n |= NavPrev
		} else {
			n |= NavNext
		}
	}
	for k, nav := range map[ebiten.Key]Nav{ebiten.KeyArrowLeft: NavLeft, ebiten.KeyArrowRight: NavRight, ebiten.KeyArrowUp: NavUp, ebiten.KeyArrowDown: NavDown} {
		if repeat(k) {
			n |= nav
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyKPEnter) || inpututil.IsKeyJustPressed(ebiten.KeySpace) {
		n |= NavActivate
	}
	return n
}

// TextTaker is a scene that can take typed text (a name): while it does,
// the keys are the text's and the scene's own, and the focus stays away.
type TextTaker interface {
	// TakesText reports whether typed text goes to the scene now.
	TakesText() bool
}

// Focus is the keyboard's place in a scene: one of its click targets,
// ringed on screen, moved by Tab, Shift+Tab and the arrow keys, and
// clicked by Enter or Space. A click by key is a click like any other — a
// press at the target's middle this tick, the release the next — so a
// scene handles it exactly as it handles the mouse's.
type Focus struct {
	scene   Scene  // the scene the focus is in
	name    string // the target in focus; "" for none
	shown   bool   // keys moved it since the pointer last did
	release bool   // a click by key is under way: release it next tick
	at      [2]float64
}

// Update moves the focus by the keys of in, over the targets of s (as of
// its last Update), and turns Enter or Space on the focused target into a
// click in in; Up and Down on a count's control click its plus or its
// minus (see CountUp). Call it once a tick, after ReadInput and before the
// scene's Update.
func (f *Focus) Update(s Scene, in *Input) {
	if f.scene != s {
		f.scene, f.name, f.shown, f.release = s, "", false, false
	}
	if f.release {
		f.release = false
		in.X, in.Y, in.PressX, in.PressY = f.at[0], f.at[1], f.at[0], f.at[1]
		in.Down, in.Released = false, true
		return
	}
	if in.Pressed || in.Released {
		f.shown = false // the pointer has taken over
	}
	if t, ok := s.(TextTaker); ok && t.TakesText() {
		f.shown = false // the keys are the text's
		return
	}
	_, _, counting := countOf(f.name)
	if in.Nav == 0 && !(counting && f.shown) {
		return
	}
	targets := s.Targets()
	if counting {
		f.name = stayOnCount(targets, f.name)
	}
	if _, ok := targets[f.name]; !ok {
		f.name = ""
	}
	switch {
	case in.Nav == 0:
	case !f.shown && f.name != "" && in.Nav&^NavActivate != 0:
		f.shown = true // back where it was before the pointer took over
	case in.Nav&NavActivate != 0 && f.name != "" && f.shown:
		f.click(targets[f.name], in)
	case in.Nav&(NavNext|NavPrev) != 0:
		f.name = step(targets, f.name, in.Nav&NavPrev != 0)
		f.shown = f.name != ""
	case in.Nav&(NavUp|NavDown) != 0 && counting && f.name != "":
		up, down, _ := countOf(f.name)
		if in.Nav&NavDown != 0 {
			up = down
		}
		if r, ok := targets[up]; ok {
			f.click(r, in) // the focus stays where it is
		}
	case in.Nav&(NavLeft|NavRight|NavUp|NavDown) != 0:
		if f.name == "" {
			f.name = step(targets, "", false)
		} else {
			f.name = toward(targets, f.name, in.Nav)
		}
		f.shown = f.name != ""
	}
}

// click turns in into a press at the middle of r, released next tick.
func (f *Focus) click(r Rect, in *Input) {
	x, y := r.Center()
	f.at = [2]float64{x, y}
	in.X, in.Y, in.PressX, in.PressY = x, y, x, y
	in.Down, in.Pressed, in.Touch = true, true, false
	f.release = true
}

// stayOnCount is where the focus goes from name, a count's control, among
// targets: name while it is there, else the count's other control (the
// plus is gone when the count is at its most, the minus at its least),
// else name.
func stayOnCount(targets Targets, name string) string {
	if _, ok := targets[name]; ok {
		return name
	}
	up, down, ok := countOf(name)
	if !ok {
		return name
	}
	for _, n := range []string{up, down} {
		if _, ok := targets[n]; ok {
			return n
		}
	}
	return name
}

// Focused is the target in focus while it shows, or "".
func (f *Focus) Focused() string {
	if !f.shown {
		return ""
	}
	return f.name
}

// Draw rings the target in focus, while keys move it.
func (f *Focus) Draw(dst *ebiten.Image, th *Theme) {
	if f.scene == nil || !f.shown {
		return
	}
	targets := f.scene.Targets()
	r, ok := targets[stayOnCount(targets, f.name)]
	if !ok {
		return
	}
	u := th.U
	w := 3 * u
	ring := r.Inset(-w - u)
	th.StrokeRoundRect(dst, ring, max(w, min(ring.W, ring.H)*0.2), w, AccentColor)
}

// readingOrder lists the targets' names by rows from the top (their
// middles in bands 16 pixels tall), left to right in a row, by name where
// two stand at the same place: the same order every time, whatever the
// map's.
func readingOrder(targets Targets) []string {
	names := make([]string, 0, len(targets))
	for name := range targets {
		names = append(names, name)
	}
	slices.SortFunc(names, func(a, b string) int {
		ax, ay := targets[a].Center()
		bx, by := targets[b].Center()
		if c := cmp.Compare(math.Floor(ay/16), math.Floor(by/16)); c != 0 {
			return c
		}
		if c := cmp.Compare(ax, bx); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	return names
}

// step is the target after name in reading order (before it when back),
// wrapping round; the first (or last) when name is none.
func step(targets Targets, name string, back bool) string {
	order := readingOrder(targets)
	if len(order) == 0 {
		return ""
	}
	i := slices.Index(order, name)
	switch {
	case i < 0 && back:
		return order[len(order)-1]
	case i < 0:
		return order[0]
	case back:
		return order[(i+len(order)-1)%len(order)]
	}
	return order[(i+1)%len(order)]
}

// toward is the target nearest name in the arrows' direction: ahead of
// it, the one whose middle is closest, counting distance off the line
// twice; name itself when there is none that way.
func toward(targets Targets, name string, nav Nav) string {
	var dx, dy float64
	switch {
	case nav&NavLeft != 0:
		dx = -1
	case nav&NavRight != 0:
		dx = 1
	case nav&NavUp != 0:
		dy = -1
	default:
		dy = 1
	}
	fx, fy := targets[name].Center()
	best, bestScore := name, math.Inf(1)
	for _, other := range readingOrder(targets) {
		if other == name {
			continue
		}
		x, y := targets[other].Center()
		along := (x-fx)*dx + (y-fy)*dy
		if along < 1 {
			continue
		}
		off := math.Abs((x-fx)*dy - (y-fy)*dx)
		if s := along + 2*off; s < bestScore {
			best, bestScore = other, s
		}
	}
	return best
}
