package table_test

import (
	"slices"
	"testing"

	"parlor/scenes/prefs"
	"parlor/scenes/sound"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestSounds plays a game of classic Connect Four by clicks and checks its
// sounds: each token lands with a drop, the win sounds once at the end;
// the sound button and M turn sound off (no more sounds) and on again, and
// the table remembers it.
func TestSounds(t *testing.T) {
	player, heard := sound.Recording()
	m := tabletest.Match(t, "connectfour rules=classic", 1)
	h := &tabletest.Hand{View: boardOf(t, m.Options()).New()}
	tb, host := tabletest.Seated(table.Config{Match: m, View: h, Sound: player}, "person person")
	s := uitest.NewScreen(t, 1280, 800, 1, tb)
	if s.State("sound") != true {
		t.Fatalf("sound is %v at the start", s.State("sound"))
	}
	x, y := s.Target("column:0")
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
	for range 5 {
		s.Tick(ui.Input{})
	}
	if len(*heard) != 0 {
		t.Errorf("heard %v while the token was still falling", *heard)
	}
	for range 30 {
		s.Tick(ui.Input{})
	}
	if !slices.Equal(*heard, []sound.Kind{sound.Drop}) {
		t.Fatalf("after a move, heard %v, want one drop", *heard)
	}

	s.Click("sound")
	if s.State("sound") != false || host.Load(prefs.SoundKey) != "off" {
		t.Fatalf("after the sound button, sound %v, stored %q", s.State("sound"), host.Load(prefs.SoundKey))
	}
	s.Click("column:1")
	s.Settle()
	for range 30 {
		s.Tick(ui.Input{})
	}
	if len(*heard) != 1 {
		t.Errorf("with sound off, heard %v", *heard)
	}
	s.Press(ui.IntentSound)
	if s.State("sound") != true || host.Load(prefs.SoundKey) != "" {
		t.Fatalf("after M, sound %v, stored %q", s.State("sound"), host.Load(prefs.SoundKey))
	}

	// Red wins in column 0: three more each.
	for _, c := range []string{"column:0", "column:1", "column:0", "column:1", "column:0"} {
		s.Click(c)
		s.Settle()
	}
	for range 90 {
		s.Tick(ui.Input{})
	}
	want := []sound.Kind{sound.Drop, sound.Drop, sound.Drop, sound.Drop, sound.Drop, sound.Drop, sound.Win}
	if !slices.Equal(*heard, want) {
		t.Errorf("heard %v, want %v", *heard, want)
	}

	// A new table (a reload) keeps sound off once it is off.
	player.Muted = false
	host.Store(prefs.SoundKey, "off")
	table.New(table.Config{Match: m, View: h, Host: host, Sound: player})
	if !player.Muted {
		t.Error("a new table plays sound although it was turned off")
	}
}
