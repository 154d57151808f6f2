//go:build !js

package scenes

import (
	"strings"
	"testing"

	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestTheReadersSpeech checks what the page's document is given of a
// scene: on every screen, one that speaks or not, the canvas's label
// says F6 is the way out of it (Tab stays in it); a rating's symbols are
// said in words; buttons of the same words are told apart.
func TestTheReadersSpeech(t *testing.T) {
	o, _ := newOpener()
	for _, sc := range []ui.Scene{newMenu(o, ""), uitest.Picture(nil)} {
		sp := readerSpeech(sc)
		if !strings.Contains(sp.Picture, "F6") || !strings.HasSuffix(sp.Picture, wayOut) {
			t.Errorf("%v: the canvas is labelled %q", sc.Probe()["scene"], sp.Picture)
		}
	}
	sc := speaking{sp: ui.Speech{Title: "Ann", Position: []string{"Ratings: Ann 1500? → 1512?."},
		Actions: []ui.Action{{ID: "game:1", Label: "Review Kalah against Bo"}, {ID: "game:2", Label: "Review Kalah against Bo"}}}}
	sp := readerSpeech(sc)
	if got := sp.Position[0]; got != "Ratings: Ann 1500, provisional to 1512, provisional." {
		t.Errorf("a change of rating is read %q", got)
	}
	if a, b := sp.Actions[0].Label, sp.Actions[1].Label; a == b {
		t.Errorf("two buttons read the same: %q", a)
	}
}

// speaking is a scene that says sp, and shows what uitest.Picture does.
type speaking struct {
	uitest.Picture
	sp ui.Speech
}

func (s speaking) Speech() *ui.Speech    { return &s.sp }
func (speaking) Act(*ui.Context, string) {}
