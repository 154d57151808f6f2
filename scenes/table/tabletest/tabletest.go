// Package tabletest sets tables for the board views' tests: a match from
// options in their canonical text, a table on a memory host, and a home
// scene that only marks that the table was left.
package tabletest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/ai/aitest"
	"parlor/game/record"
	"parlor/scenes/prefs"
	"parlor/scenes/sound"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// Match starts a match of the game with options (canonical text, defaults
// for what is left out), its chance drawn from seed; the test fails if the
// options do not start a game. It is the engines' aitest.Start, with no
// moves played.
func Match(t testing.TB, options string, seed uint64) *record.Match {
	t.Helper()
	return aitest.Start(t, options, seed)
}

// New sets a table for m with board view v, on a fresh memory host, whose
// menu button leads to Home. A person plays every seat (pass and play), so
// that a test clicks every side's moves.
func New(m *record.Match, v table.View) (*table.Screen, *table.MemoryHost) {
	return Seated(table.Config{Match: m, View: v}, "person person person person person person")
}

// Seated sets a table from c on a fresh memory host that holds seats
// ("person easy", one word a seat; "" for a first-time visitor's), with
// Home as its menu.
func Seated(c table.Config, seats string) (*table.Screen, *table.MemoryHost) {
	host := table.NewMemoryHost()
	if seats != "" {
		host.Store(prefs.SeatsKey(c.Match.Options().Game().ID), seats)
	}
	c.Host = host
	if c.Home == nil {
		c.Home = func() ui.Scene { return Home{} }
	}
	return table.New(c), host
}

// Hand wraps a board view so that a test can make a person's moves as if
// by clicks: Update hands the table the move given to Move once the table
// lets the person play. It records the hints the table asks the view for.
type Hand struct {
	table.View
	next game.Move
	has  bool
	// Hinted is the move last hinted; HintOn says whether it is shown.
	Hinted game.Move
	HintOn bool
	// Values are the values last shown (nil when none are).
	Values []ai.Value
	// Board is where the table last laid the board out.
	Board ui.Rect
}

// Layout records where the board goes and lays the view out there.
func (h *Hand) Layout(ctx *ui.Context, r ui.Rect) {
	h.Board = r
	h.View.Layout(ctx, r)
}

// Move has m played at the next tick the person may play.
func (h *Hand) Move(m game.Move) { h.next, h.has = m, true }

// Forget drops the move given to Move if it is still waiting.
func (h *Hand) Forget() { h.has = false }

// Waiting reports whether a move given to Move is still to be played.
func (h *Hand) Waiting() bool { return h.has }

// Update runs the view's Update, and hands over the waiting move when
// live.
func (h *Hand) Update(ctx *ui.Context, live bool) (game.Move, bool) {
	m, ok := h.View.Update(ctx, live)
	if live && h.has {
		h.has = false
		return h.next, true
	}
	return m, ok
}

// Hint records the hint and passes it to the view when it shows hints.
func (h *Hand) Hint(m game.Move, on bool) {
	h.Hinted, h.HintOn = m, on
	if v, ok := h.View.(table.Hinter); ok {
		v.Hint(m, on)
	}
}

// ShowValues records the values and passes them to the view when it
// shows values.
func (h *Hand) ShowValues(vs []ai.Value) {
	h.Values = vs
	if v, ok := h.View.(table.Valuer); ok {
		v.ShowValues(vs)
	}
}

// Sounds passes on the view's sounds, when it has them.
func (h *Hand) Sounds(c table.Change) []sound.Cue {
	if v, ok := h.View.(table.Sounder); ok {
		return v.Sounds(c)
	}
	return nil
}

// End passes the end's words on to the view, when it takes them.
func (h *Hand) End(words string) {
	if v, ok := h.View.(table.Ender); ok {
		v.End(words)
	}
}

// Home stands in for the menu: its Probe says "home".
type Home struct{}

// Update does nothing.
func (Home) Update(*ui.Context) {}

// Draw draws nothing.
func (Home) Draw(*ebiten.Image, *ui.Context) {}

// Targets are none.
func (Home) Targets() ui.Targets { return ui.Targets{} }

// Probe says the scene is "home".
func (Home) Probe() map[string]any { return map[string]any{"scene": "home"} }
