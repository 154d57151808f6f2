// Package tabletest sets tables for the board views' tests: a match from
// options in their canonical text, a table on a memory host, and a home
// scene that only marks that the table was left.
package tabletest

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/catalog"
	"parlor/game/record"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// Match starts a match of the game with options (canonical text, defaults
// for what is left out), its chance drawn from seed; the test fails if the
// options do not start a game.
func Match(t testing.TB, options string, seed uint64) *record.Match {
	t.Helper()
	o, err := catalog.Parse(options)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// New sets a table for m with board view v, on a fresh memory host, whose
// menu button leads to Home.
func New(m *record.Match, v table.View) (*table.Table, *table.MemoryHost) {
	host := table.NewMemoryHost()
	return table.New(table.Config{Match: m, View: v, Host: host, Home: func() ui.Scene { return Home{} }}), host
}

// Home stands in for the menu: its State says "home".
type Home struct{}

// Update does nothing.
func (Home) Update(*ui.Context) {}

// Draw draws nothing.
func (Home) Draw(*ebiten.Image, *ui.Context) {}

// Targets are none.
func (Home) Targets() ui.Targets { return ui.Targets{} }

// State says the scene is "home".
func (Home) State() map[string]any { return map[string]any{"scene": "home"} }
