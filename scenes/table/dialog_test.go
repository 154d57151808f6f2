package table_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlor/scenes/prefs"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
)

// elsewhere is the scene a link leads to.
type elsewhere struct{ tabletest.Home }

func (elsewhere) Probe() map[string]any { return map[string]any{"scene": "linked"} }

// dialogIDs are the ids of the open dialog's controls, or nil.
func dialogIDs(sp *ui.Speech) []string {
	if sp.Dialog == nil {
		return nil
	}
	var ids []string
	for _, a := range sp.Dialog.Actions {
		ids = append(ids, a.ID)
	}
	return ids
}

// control is the open dialog's control id.
func control(t *testing.T, sp *ui.Speech, id string) ui.Action {
	t.Helper()
	if sp.Dialog != nil {
		for _, a := range sp.Dialog.Actions {
			if a.ID == id {
				return a
			}
		}
	}
	t.Fatalf("no control %q in the dialog %+v", id, sp.Dialog)
	return ui.Action{}
}

// act does a screen reader's action on the table, as the page hands it
// over (ui.Context.Acts), in a tick.
func (st *setting) act(id string) *ui.Speech {
	st.s.Context().Acts = []string{id}
	st.s.Tick(ui.Input{X: -1, Y: -1})
	return st.tb.Speech()
}

// TestEveryOverlayHereIsADialog opens each overlay of a game here by the
// screen reader's actions: each is a dialog, titled as the overlay, with
// the overlay's controls, and each control does what its click does.
func TestEveryOverlayHereIsADialog(t *testing.T) {
	for _, c := range []struct {
		name  string
		setup func(t *testing.T, st *setting)
		title string
		ids   []string
		alert bool
		check func(t *testing.T, st *setting, sp *ui.Speech)
	}{
		{"rules", func(t *testing.T, st *setting) { st.act("rules") }, "Rules of Kalah", []string{"motion:full", "motion:reduced", "close"}, false,
			func(t *testing.T, st *setting, sp *ui.Speech) {
				if !slices.Contains(sp.Dialog.Text, ui.Block{Level: 3, Text: "Keys"}) || !slices.Contains(sp.Dialog.Text, ui.Block{Text: "Esc: close this, or go back to the menu"}) {
					t.Errorf("the rules' text has no Keys heading and its items: %v", sp.Dialog.Text)
				}
				if control(t, sp, "motion:reduced").Pressed || control(t, sp, "motion:reduced").Kind != ui.KindRadio || control(t, sp, "motion:full").Group != "Motion" {
					t.Errorf("the motion radios: %+v", sp.Dialog.Actions)
				}
				sp = st.act("motion:reduced")
				if st.host.Load(prefs.MotionKey) != "reduced" || !st.s.Context().Motion.Reduced() || !control(t, sp, "motion:reduced").Pressed {
					t.Errorf("Reduced chosen: kept %q, reduced %v", st.host.Load(prefs.MotionKey), st.s.Context().Motion.Reduced())
				}
			}},
		{"share", func(t *testing.T, st *setting) { st.act("share") }, "Share this game", []string{"copy-link", "copy-record", "close"}, false,
			func(t *testing.T, st *setting, sp *ui.Speech) {
				link := st.tb.Match().Link(st.host.Base())
				if a := control(t, sp, "copy-link"); a.Kind != ui.KindCopy || a.Value != link || a.Label != "Copy the link" {
					t.Errorf("the link's control: %+v", a)
				}
				st.host.Clipboard = ""
				sp = st.act("copy-link")
				if st.host.Clipboard != link || !strings.Contains(sp.Dialog.Message, "on the clipboard") || sp.Dialog.Error {
					t.Errorf("Copy the link: clipboard %q, message %q", st.host.Clipboard, sp.Dialog.Message)
				}
				st.act("copy-record")
				if st.host.Clipboard != st.tb.Match().Text() || st.s.State("note") != "The game's record is on the clipboard." {
					t.Errorf("Copy the record: clipboard %q, note %q", st.host.Clipboard, st.s.State("note"))
				}
				st.host.NoClipboard = true
				if sp = st.act("copy-link"); !sp.Dialog.Error || !strings.Contains(sp.Dialog.Message, "could not be copied") {
					t.Errorf("no clipboard: the message %q (error %v)", sp.Dialog.Message, sp.Dialog.Error)
				}
			}},
		{"confirm", func(t *testing.T, st *setting) { st.act("move:S3"); st.act("new") }, "Start a new game?", []string{"confirm", "cancel"}, false,
			func(t *testing.T, st *setting, sp *ui.Speech) {
				if len(sp.Dialog.Text) != 1 || !strings.Contains(sp.Dialog.Text[0].Text, "undo cannot bring it back") {
					t.Errorf("the question's text: %v", sp.Dialog.Text)
				}
				if sp = st.act("cancel"); sp.Dialog != nil || st.tb.Match().Plies() != 1 {
					t.Fatalf("Keep playing: dialog %+v, %d plies", sp.Dialog, st.tb.Match().Plies())
				}
				before, epoch := st.tb.Match(), sp.Epoch
				st.act("new")
				sp = st.act("confirm")
				if sp.Dialog != nil || st.tb.Match() == before || st.tb.Match().Plies() != 0 || sp.Epoch != epoch+1 {
					t.Errorf("Start a new game: dialog %+v, a new match %v, epoch %d after %d", sp.Dialog, st.tb.Match() != before, sp.Epoch, epoch)
				}
			}},
		{"link", func(t *testing.T, st *setting) {
			st.act("move:S3")
			st.tb.Follow(tabletest.Match(t, "kalah houses=4 seeds=2", 3).Link(st.host.Base()), func() ui.Scene { return elsewhere{} })
			st.s.Tick(ui.Input{X: -1, Y: -1})
		}, "Leave this game for the link's?", []string{"link:open", "link:stay"}, true,
			func(t *testing.T, st *setting, sp *ui.Speech) {
				if len(sp.Dialog.Text) != 1 || !strings.Contains(sp.Dialog.Text[0].Text, "Continue") {
					t.Errorf("the question's text: %v", sp.Dialog.Text)
				}
				if sp = st.act("close"); sp.Dialog != nil || st.s.State("scene") != "kalah" {
					t.Fatalf("Esc: dialog %+v on %v", sp.Dialog, st.s.State("scene"))
				}
				st.tb.Follow(tabletest.Match(t, "kalah houses=4 seeds=2", 3).Link(st.host.Base()), func() ui.Scene { return elsewhere{} })
				st.act("link:open")
				st.s.Settle()
				if st.s.State("scene") != "linked" {
					t.Errorf("Open the link went to %v", st.s.State("scene"))
				}
			}},
		{"settings", func(t *testing.T, st *setting) { st.act("settings") }, "Settings", []string{"set:houses", "set:seeds",
			"seat:1:person", "seat:1:invite", "seat:1:easy", "seat:1:medium", "seat:1:hard", "seat:1:perfect",
			"seat:2:person", "seat:2:invite", "seat:2:easy", "seat:2:medium", "seat:2:hard", "seat:2:perfect", "apply", "close"}, false,
			func(t *testing.T, st *setting, sp *ui.Speech) {
				if sp.Dialog.Message != "" || sp.Dialog.Error {
					t.Errorf("the settings unchanged say %q", sp.Dialog.Message)
				}
				if sp = st.act("close"); sp.Dialog != nil {
					t.Errorf("Close left %+v", sp.Dialog)
				}
			}},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := seat(t, "kalah houses=6 seeds=4", "person person", quick)
			if sp := st.tb.Speech(); sp.Dialog != nil {
				t.Fatalf("a dialog with no overlay open: %+v", sp.Dialog)
			}
			c.setup(t, st)
			sp := st.tb.Speech()
			if sp.Dialog == nil || sp.Dialog.Title != c.title || sp.Dialog.Title != st.s.State("overlayTitle") || sp.Dialog.Cancel != "close" || sp.Dialog.Alert != c.alert {
				t.Fatalf("the dialog: %+v, the overlay %q", sp.Dialog, st.s.State("overlayTitle"))
			}
			if ids := dialogIDs(sp); !slices.Equal(ids, c.ids) {
				t.Fatalf("the dialog's controls %q, want %q", ids, c.ids)
			}
			if st.act("move:S1"); st.tb.Match().Plies() > 1 {
				t.Fatalf("a move played behind the dialog")
			}
			c.check(t, st, st.tb.Speech())
		})
	}
}

// TestADialogClosesAsEsc checks that "close" shuts every overlay here as
// Esc does.
func TestADialogClosesAsEsc(t *testing.T) {
	for _, open := range []string{"rules", "share", "settings"} {
		st := seat(t, "kalah", "person medium", quick)
		st.act(open)
		if st.s.State("overlay") == "" {
			t.Fatalf("%s opened no overlay", open)
		}
		if sp := st.act("close"); sp.Dialog != nil || st.s.State("overlay") != "" {
			t.Errorf("%s: close left the overlay %q", open, st.s.State("overlay"))
		}
	}
}

// TestTheSettingsDialogAtEverySize opens the settings by the reader's
// Settings at a desktop's size, where the canvas draws them in the panel,
// and where it has them behind a button: the overlay lays out, its
// problem is the dialog's error, and closed, the settings go back where
// they were.
func TestTheSettingsDialogAtEverySize(t *testing.T) {
	for _, c := range []struct {
		game, click, msg string
		sz               [3]float64
		inline           bool
	}{
		{"kalah", "houses:+", "", [3]float64{1280, 800, 1}, true},
		{"mergers", "mode:advanced", "The advanced game is for 3 to 6 players, not 2.", [3]float64{1280, 800, 1}, false},
		{"mergers", "mode:advanced", "The advanced game is for 3 to 6 players, not 2.", [3]float64{750, 1334, 2}, false},
	} {
		st := seat(t, c.game, "person medium", quick)
		st.s = uiScreen(t, st, c.sz)
		st.s.Tick(ui.Input{X: -1, Y: -1})
		inline := st.s.Scene().Targets()[c.click]
		if (inline.W > 0) != c.inline {
			t.Fatalf("%s at %v: the settings in the panel %v, want %v", c.game, c.sz, inline.W > 0, c.inline)
		}
		st.act("settings")
		st.s.Click(c.click)
		sp := st.tb.Speech()
		if st.s.State("overlay") != "settings" || sp.Dialog == nil || sp.Dialog.Message != c.msg || sp.Dialog.Error != (c.msg != "") {
			t.Fatalf("%s at %v: the overlay %q, the dialog %+v", c.game, c.sz, st.s.State("overlay"), sp.Dialog)
		}
		if st.s.State("pending") == st.tb.Match().Options().String() {
			t.Errorf("%s at %v: %s clicked in the overlay changed nothing", c.game, c.sz, c.click)
		}
		st.s.Save(fmt.Sprintf("settings-dialog-%s-%.0fx%.0f", c.game, c.sz[0], c.sz[1]))
		if sp = st.act("close"); sp.Dialog != nil || st.s.State("overlay") != "" {
			t.Fatalf("%s at %v: Close left %q", c.game, c.sz, st.s.State("overlay"))
		}
		st.s.Draw()
		if got := st.s.Scene().Targets()[c.click]; got != inline {
			t.Errorf("%s at %v: closed, the control is at %v, not %v where it was", c.game, c.sz, got, inline)
		}
		if c.inline && inline.X < st.hand.Board.Right() {
			t.Errorf("%s at %v: the settings in the panel are at %v, on the board %v", c.game, c.sz, inline, st.hand.Board)
		}
		st.s.Save(fmt.Sprintf("settings-closed-%s-%.0fx%.0f", c.game, c.sz[0], c.sz[1]))
	}
}
