package table_test

import (
	"errors"
	"strings"
	"testing"

	"parlor/scenes/prefs"
	"parlor/scenes/sound"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestAFailedSaveIsToldToThePlayer checks that when the host cannot store
// anything, the table says so on its note line, in the player's words,
// for the game, the choice of players, the values, the sound and the
// settings of a new game — and that play goes on.
func TestAFailedSaveIsToldToThePlayer(t *testing.T) {
	player, _ := sound.Recording()
	m := tabletest.Match(t, "connectfour rules=classic", 1)
	h := &tabletest.Hand{View: boardOf(t, m.Options()).New()}
	tb, host := tabletest.Seated(table.Config{Match: m, View: h, Bot: quick, Sound: player}, "person person")
	s := uitest.NewScreen(t, 1280, 800, 1, tb)
	host.Full = errors.New("the browser's storage is full")
	note := func(what, want string) {
		t.Helper()
		if got := s.State("note"); got != want {
			t.Errorf("after %s the note is %q, want %q", what, got, want)
		}
	}
	h.Move(3)
	s.Idle(1, -1, -1)
	s.Settle()
	if m.Plies() != 1 {
		t.Fatalf("the move was not played: %d plies", m.Plies())
	}
	note("a move", "Your game could not be saved: the browser's storage is full.")
	if host.Load(prefs.RecordKey("connectfour")) == m.Text() {
		t.Error("a full host stored the record")
	}
	s.Click("seat:1:easy") // not the seat to move: the computer does not play
	note("a seat change", "Your choice of players could not be saved: the browser's storage is full.")
	s.Click("seat:1:person")
	s.Press(ui.IntentValues)
	note("values on", "Your choice to show values could not be saved: the browser's storage is full.")
	s.Press(ui.IntentSound)
	note("sound off", "Your sound setting could not be saved: the browser's storage is full.")
	if s.State("sound") != false {
		t.Error("the sound did not go off for this visit")
	}
	s.Click("rules:growing")
	s.Click("apply")
	s.Click("confirm")
	if !strings.HasPrefix(s.State("options").(string), "connectfour rules=growing") {
		t.Fatalf("no new game: %v", s.State("options"))
	}
	note("a new game", "Your game could not be saved: the browser's storage is full.")
	host.Full = nil
	h.Move(2)
	s.Idle(1, -1, -1)
	s.Settle()
	if tb.Match().Plies() != 1 || host.Load(prefs.RecordKey("connectfour")) != tb.Match().Text() {
		t.Error("once the host stores again, the game is not saved")
	}
}
