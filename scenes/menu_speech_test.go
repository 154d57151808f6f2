package scenes

import (
	"testing"

	"parlor/game/games"
	"parlor/game/record"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// speechOf is the speech of the scene on s.
func speechOf(s *uitest.Screen) *ui.Speech { return s.Scene().(ui.Speaker).Speech() }

// tap presses the screen reader's button id, as the page does, and lets
// the screen settle.
func tap(s *uitest.Screen, id string) {
	s.Context().Acts = []string{id}
	s.Idle(1, -1, -1)
	s.Settle()
}

// TestTheMenuSaysResumeForAGameUnderWay: a game's button says Resume
// while its card opens a saved game under way, and opens it; Play when the
// card starts a new one (none saved, the saved one over, or unreadable).
func TestTheMenuSaysResumeForAGameUnderWay(t *testing.T) {
	o, h := newOpener()
	under := newRecord(t, "connectfour rules=classic first=1")
	under.Play(under.State().Legal()[0])
	h.Store(prefs.RecordKey("connectfour"), under.Text())
	over := newRecord(t, "kalah houses=1 seeds=1")
	for !over.State().Over() {
		over.Play(over.State().Legal()[0])
	}
	h.Store(prefs.RecordKey("kalah"), over.Text())
	h.Store(prefs.RecordKey("yote"), "[Game \"yote\"]\nZ9\n")
	s := uitest.NewScreen(t, 1280, 800, 1, newMenu(o, ""))
	labels := map[string]string{}
	for _, a := range speechOf(s).Actions {
		labels[a.ID] = a.Label
	}
	for id, want := range map[string]string{
		"game:connectfour": "Resume Connect Four",
		"game:kalah":       "Play Kalah",
		"game:yote":        "Play Yote",
		"game:cantstop":    "Play Can't Stop",
	} {
		if labels[id] != want {
			t.Errorf("%s says %q, want %q", id, labels[id], want)
		}
	}
	tap(s, "game:connectfour")
	if s.State("record") != under.Text() {
		t.Errorf("Resume Connect Four opened\n%v\nwant\n%v", s.State("record"), under.Text())
	}
}

// newRecord starts a match of options (canonical text), the test failing
// if it cannot.
func newRecord(t *testing.T, options string) *record.Match {
	t.Helper()
	o, err := games.Parse(options)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	return m
}
