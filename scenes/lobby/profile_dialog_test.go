//go:build !js

package lobby

import (
	"testing"

	"parlor/scenes/ui"
)

// TestProfileTasksAreDialogs opens each of one's own profile's tasks by
// the reader's buttons: each is a dialog (Delete an alert dialog, for it
// cannot be undone), with its words, its controls, Cancel (or Done) for
// Esc, and Rename's name in a text field of the dialog, labelled with
// what is typed there, whose Enter saves. Cancel closes the dialog.
func TestProfileTasksAreDialogs(t *testing.T) {
	s, _, _, _ := ownProfile(t, "Ann")
	speech := func() *ui.Speech { return s.Scene().(ui.Speaker).Speech() }
	for _, c := range []struct {
		task, title string
		alert       bool
		first       string
	}{
		{"rename", "Rename", false, "name"},
		{"carry", "Use on another device", false, "copy"},
		{"delete", "Delete", true, "ok"},
	} {
		act(s, c.task)
		d := speech().Dialog
		if d == nil {
			t.Fatalf("%s opens no dialog: %+v", c.task, speech())
		}
		if d.Alert != c.alert || d.Cancel != "cancel" || len(d.Text) == 0 || len(d.Actions) < 2 || d.Actions[0].ID != c.first {
			t.Errorf("%s's dialog: %+v", c.task, d)
		}
		if c.task == "rename" {
			if f := d.Actions[0]; f.Kind != ui.KindText || f.Label != "Your new name" || f.Value != "Ann" || f.Submit != "ok" {
				t.Errorf("the new name's field: %+v", f)
			}
			act(s, "name=Anne")
			if f := speech().Dialog.Actions[0]; f.Value != "Anne" {
				t.Errorf("the field holds %q once Anne is typed", f.Value)
			}
		}
		act(s, "cancel")
		if d := speech().Dialog; d != nil || s.State("mode") != "viewing" {
			t.Errorf("Cancel on %s leaves %+v, mode %v", c.task, d, s.State("mode"))
		}
	}
}
