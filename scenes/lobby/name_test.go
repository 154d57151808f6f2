//go:build !js

package lobby

import (
	"testing"
	"time"

	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestTheLobbyAsksTheNameInAField: on a first visit the reader's
// document asks the name in a text field of its own (not the browser's
// box), labelled with what is typed in it, whose Enter continues: the
// name typed there signs the player in.
func TestTheLobbyAsksTheNameInAField(t *testing.T) {
	site := lobbyOnMemory(t)
	o, _ := newOpener()
	s := uitest.NewScreen(t, 1100, 760, 1, newLobby(o, site))
	if stage(s) != "name" {
		t.Fatalf("a first visit shows %q, not the name", stage(s))
	}
	var field ui.Action
	for _, a := range s.Scene().(ui.Speaker).Speech().Actions {
		if a.ID == "name" {
			field = a
		}
	}
	if field.Kind != ui.KindText || field.Label != "Your name" || field.Submit != "continue" {
		t.Fatalf("the name is asked by %+v, not a text field", field)
	}
	act(s, "name=  Ann  ")
	if a := s.Scene().(ui.Speaker).Speech().Actions[0]; a.Value != "Ann" {
		t.Errorf("the field holds %q after Ann is typed", a.Value)
	}
	act(s, "continue")
	tickUntil(t, s, 10*time.Second, "signing in", func() bool { return stage(s) == "list" })
	if s.State("me") != "Ann" {
		t.Errorf("signed in as %v", s.State("me"))
	}
}
