// Package ui is Parlor's Ebitengine toolkit, shared by the app and every
// scene: the theme and its fonts and shapes, rectangles and click targets,
// the pointer and keyboard as a scene sees them, buttons and choices, and
// the scenes' interface with the manager that fades between them.
package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is one screen of Parlor: the menu or a game.
type Scene interface {
	// Update advances the scene by one tick (1/60 s).
	Update(ctx *Context)
	// Draw draws the scene to the whole of screen.
	Draw(screen *ebiten.Image, ctx *Context)
	// Targets names the places that can be clicked now, as of the last Update.
	Targets() Targets
	// Probe describes the scene for tests and the browser hook (the page's
	// state() function).
	Probe() map[string]any
}

// Context is what a scene gets each tick: the screen's size, the theme, the
// pointer, the motion policy, and a way to move to another scene.
type Context struct {
	W, H  float64 // the screen in pixels
	Theme *Theme
	Input Input
	// Motion is the motion policy: whether animations are a single step
	// and marks steady (see Motion).
	Motion Motion
	// Late is set when this Update follows another with no Draw between:
	// Ebitengine is catching up on ticks, and work done once a drawn frame
	// (a computer's thinking) waits for the next.
	Late bool
	// Acts are the actions a screen reader's buttons asked for since the
	// last tick (Speaker); the manager hands them to the scene on show
	// before its Update.
	Acts []string
	next Scene
}

// Go asks to move to s at the end of this tick, through a fade.
func (c *Context) Go(s Scene) { c.next = s }

// fadeTicks is the length of each half of a transition. With motion
// reduced there is none: the next scene shows at once.
const fadeTicks = 10

// Manager holds the current scene and fades from one scene to the next.
type Manager struct {
	current, next Scene
	fade          int   // ticks into the transition; 0 when none
	sent          Scene // a scene to go to, from outside the scenes (Go)
}

// Go moves to s at the next Update, through a fade as a scene's own
// Context.Go does: for what comes from outside the scene on show (a link
// the page's address was given).
func (m *Manager) Go(s Scene) { m.sent = s }

// NewManager starts with scene s.
func NewManager(s Scene) *Manager { return &Manager{current: s} }

// Fading reports whether a transition between scenes is under way.
func (m *Manager) Fading() bool { return m.fade > 0 }

// Current is the scene being shown (the outgoing one during the first half
// of a fade).
func (m *Manager) Current() Scene { return m.current }

// Update advances the current scene, or the transition. With motion
// reduced a transition is one step: the next scene is current at once (a
// fade under way when motion became reduced ends there too).
func (m *Manager) Update(ctx *Context) {
	if s := m.sent; s != nil {
		m.sent = nil
		if ctx.Motion.Reduced() {
			m.current, m.next, m.fade = s, nil, 0
		} else {
			m.next, m.fade = s, 1
		}
		return
	}
	if m.fade > 0 && ctx.Motion.Reduced() {
		if m.next != nil {
			m.current, m.next = m.next, nil
		}
		m.fade = 0
	}
	if m.next != nil {
		m.fade++
		if m.fade == fadeTicks {
			m.current, m.next = m.next, nil
		}
		return
	}
	if m.fade > 0 {
		m.fade++
		if m.fade >= 2*fadeTicks {
			m.fade = 0
		}
	}
	ctx.next = nil
	if sp, ok := m.current.(Speaker); ok {
		for _, id := range ctx.Acts {
			sp.Act(ctx, id)
		}
	}
	ctx.Acts = nil
	m.current.Update(ctx)
	switch {
	case ctx.next != nil && ctx.Motion.Reduced():
		m.current = ctx.next
	case ctx.next != nil:
		m.next, m.fade = ctx.next, 1
	}
	ctx.next = nil
}

// Draw draws the current scene and the veil of a transition over it.
func (m *Manager) Draw(screen *ebiten.Image, ctx *Context) {
	m.current.Draw(screen, ctx)
	if m.fade == 0 {
		return
	}
	a := float64(m.fade) / fadeTicks
	if m.fade > fadeTicks {
		a = 2 - a
	}
	ctx.Theme.FillRect(screen, Rect{0, 0, ctx.W, ctx.H}, Fade(BackgroundColor, a))
}
