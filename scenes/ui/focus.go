package ui

import (
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Nav is a set of the keys that move through a scene without a pointer,
// each a bit, as read in one tick.
type Nav uint16

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
	// NavPageUp and NavPageDown are Page Up and Page Down, NavHome and
	// NavEnd are Home and End: they scroll what scrolls by keys (see
	// KeyScroller), and never move the focus.
	NavPageUp
	NavPageDown
	NavHome
	NavEnd
)

// navArrows are the arrow keys; navFocus the keys that move or use the
// focus.
const (
	navArrows = NavLeft | NavRight | NavUp | NavDown
	navFocus  = NavNext | NavPrev | navArrows | NavActivate
)

// readNav reads this tick's keys of keyboard play. Tab, the arrows and
// the page keys repeat while held.
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
	for k, nav := range map[ebiten.Key]Nav{ebiten.KeyArrowLeft: NavLeft, ebiten.KeyArrowRight: NavRight, ebiten.KeyArrowUp: NavUp, ebiten.KeyArrowDown: NavDown,
		ebiten.KeyPageUp: NavPageUp, ebiten.KeyPageDown: NavPageDown} {
		if repeat(k) {
			n |= nav
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyHome) {
		n |= NavHome
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnd) {
		n |= NavEnd
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyKPEnter) || inpututil.IsKeyJustPressed(ebiten.KeySpace) {
		n |= NavActivate
	}
	return n
}

// TextTaker is a scene that can take typed text (a name): while it does,
// the keys are the text's and the scene's own, and the ring is hidden (it
// shows again where it was once the text is done).
type TextTaker interface {
	// TakesText reports whether typed text goes to the scene now.
	TakesText() bool
}

// KeyScroller is a scene with something that scrolls by keys (the rules
// over a table): Page Up, Page Down, Home and End are always the scene's,
// and Up and Down are too while KeyScrolls says so. Focus then leaves the
// ring where it is and the keys in Input.Nav for the scene.
type KeyScroller interface {
	// KeyScrolls reports whether Up and Down scroll now, with the ring on
	// target ring ("" when none shows): an overlay's text, not a control.
	KeyScrolls(ring string) bool
}

// lostDepth is how many targets the focus remembers having left when
// they went (an overlay over an overlay).
const lostDepth = 8

// Focus is the keyboard's place in a scene: one of its click targets,
// ringed on screen, moved by Tab and Shift+Tab in the scene's reading
// order (see Orderer), by the arrow keys to the nearest target, and
// clicked by Enter or Space. A click by key is a click like any other — a
// press at the target's middle this tick, the release the next — so a
// scene handles it exactly as it handles the mouse's.
//
// The ring never vanishes while there is a target to hold it: when the
// target it is on goes (an overlay opens over it, a button is done with),
// it goes to the first stop of what is there now — an overlay's first
// control — and stays on the first stop while the scene changes under it,
// until keys move it; when the target it left comes back (the overlay
// closed), it goes back there.
type Focus struct {
	scene   Scene  // the scene the focus is in
	name    string // the target in focus; "" for none
	shown   bool   // keys moved it since the pointer last did
	release bool   // a click by key is under way: release it next tick
	at      [2]float64
	// auto is set while the ring is where it was put when its target
	// went, not moved by keys since.
	auto bool
	// lost are the targets the ring was on when they went, the latest
	// last: the ring goes back to one when it is there again.
	lost []string
	// within is the member of each group (by its Order entry) the ring
	// was last on.
	within map[string]string
	// left are the scenes the keys left, the latest last, each with the
	// target the ring was on: back in one, the ring is there again.
	left []leftScene
}

// leftScene is a scene the keys left, and the target the ring was on.
type leftScene struct {
	scene Scene
	name  string
}

// leftDepth is how many scenes left Focus remembers.
const leftDepth = 8

// Update moves the focus by the keys of in, over the targets of s (as of
// its last Update), and turns Enter or Space on the focused target into a
// click in in; Up and Down on a count's control click its plus or its
// minus (see CountUp). It sets in.Ring to the target the ring was on as
// the keys came, which decided what they do. Call it once a tick, after
// ReadInput and before the scene's Update.
func (f *Focus) Update(s Scene, in *Input) {
	if f.scene != s {
		f.enter(s)
	}
	if f.release {
		f.release = false
		in.X, in.Y, in.PressX, in.PressY = f.at[0], f.at[1], f.at[0], f.at[1]
		in.Down, in.Released = false, true
		in.Ring = f.Focused()
		return
	}
	if in.Pressed || in.Released {
		f.shown, f.auto, f.lost = false, false, nil // the pointer has taken over
	}
	in.Ring = f.Focused()
	if f.typing() {
		return // the keys are the text's
	}
	nav := in.Nav & navFocus
	if k, ok := s.(KeyScroller); ok && k.KeyScrolls(in.Ring) {
		nav &^= NavUp | NavDown // they scroll
	}
	if nav == 0 && !f.shown {
		return
	}
	targets := s.Targets()
	if _, _, counting := countOf(f.name); counting {
		f.name = stayOnCount(targets, f.name)
	}
	if f.shown {
		f.hold(s, targets)
	}
	if _, ok := targets[f.name]; !ok {
		f.name = ""
	}
	_, _, counting := countOf(f.name)
	if nav != 0 {
		f.auto = false // the keys have it now
	}
	switch {
	case nav == 0:
	case !f.shown && f.name != "" && nav&^NavActivate != 0:
		f.shown = true // back where it was before the pointer took over
	case nav&NavActivate != 0 && f.name != "" && f.shown:
		f.click(targets[f.name], in)
	case nav&(NavNext|NavPrev) != 0:
		f.name = f.step(s, targets, f.name, nav&NavPrev != 0)
		f.shown = f.name != ""
	case nav&(NavUp|NavDown) != 0 && counting && f.name != "":
		up, down, _ := countOf(f.name)
		if nav&NavDown != 0 {
			up = down
		}
		if r, ok := targets[up]; ok {
			f.click(r, in) // the focus stays where it is
		}
	case nav&navArrows != 0:
		if f.name == "" {
			f.name = f.step(s, targets, "", false)
		} else {
			f.name = Toward(targets, f.name, nav)
		}
		f.shown = f.name != ""
	}
}

// enter moves the focus into scene s. Left by the keys (the ring shown:
// Esc, Enter on a way back), the ring shows in s too — where it was when
// s was last left, else on its first stop —, never vanishing; left by
// the pointer, it is hidden until a key.
func (f *Focus) enter(s Scene) {
	shown, left := f.shown && f.name != "", f.left
	if f.scene != nil && shown {
		left = append(slices.DeleteFunc(left, func(l leftScene) bool { return l.scene == f.scene }), leftScene{f.scene, f.name})
		if len(left) > leftDepth {
			left = left[1:]
		}
	}
	*f = Focus{scene: s, left: left}
	if !shown {
		return
	}
	f.shown, f.auto = true, true // hold puts it on the first stop, until the target below is there
	for _, l := range left {
		if l.scene == s {
			f.lost = []string{l.name}
		}
	}
}

// typing reports whether the scene takes typed text now.
func (f *Focus) typing() bool {
	t, ok := f.scene.(TextTaker)
	return ok && t.TakesText()
}

// hold keeps the ring, shown, on a target of s: when the one it is on went,
// back on one it left before if that is there again, else on the first
// stop of what is there, marked as put there; while it is so, the same
// each tick, as the targets change under it.
func (f *Focus) hold(s Scene, targets Targets) {
	if _, ok := targets[f.name]; ok && !f.auto {
		return
	}
	for i := len(f.lost) - 1; i >= 0; i-- {
		if _, ok := targets[f.lost[i]]; ok {
			f.name, f.lost, f.auto = f.lost[i], f.lost[:i], false
			return
		}
	}
	if _, ok := targets[f.name]; !ok && !f.auto && f.name != "" {
		f.lost = append(f.lost, f.name)
		if len(f.lost) > lostDepth {
			f.lost = f.lost[1:]
		}
	}
	if first := f.step(s, targets, "", false); first != "" {
		f.name, f.auto = first, true
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
	if !f.shown || f.typing() {
		return ""
	}
	return f.name
}

// Draw rings the target in focus, while keys move it.
func (f *Focus) Draw(dst *ebiten.Image, th *Theme) {
	if f.scene == nil || f.Focused() == "" {
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
	th.StrokeRoundRect(dst, ring, max(w, min(ring.W*0.2, ring.H*0.2, 16*u)), w, AccentColor) // a large area (a text) no rounder than a button
}

// step is the Tab stop after name in s's reading order (before it when
// back), wrapping round; the first (or last) when name is on none. A
// group's stop is the member the ring was last on, else its first.
func (f *Focus) step(s Scene, targets Targets, name string, back bool) string {
	stops := stopsOf(s, targets)
	if len(stops) == 0 {
		return ""
	}
	i := slices.IndexFunc(stops, func(st stop) bool { return slices.Contains(st.names, name) })
	if i >= 0 && stops[i].key != "" {
		if f.within == nil {
			f.within = map[string]string{}
		}
		f.within[stops[i].key] = name
	}
	n := len(stops)
	switch {
	case i < 0 && back:
		i = n - 1
	case i < 0:
		i = 0
	case back:
		i = (i + n - 1) % n
	default:
		i = (i + 1) % n
	}
	st := stops[i]
	if w := f.within[st.key]; st.key != "" && slices.Contains(st.names, w) {
		return w
	}
	return st.names[0]
}

// Toward is the target an arrow key of nav moves the focus to from the
// target name: ahead of it, the one whose middle is closest, counting
// distance off the line twice; name itself when there is none that way.
func Toward(targets Targets, name string, nav Nav) string {
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
	for _, other := range ReadingOrder(targets) {
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
