package ui

import "testing"

// TestPlainSaysNoSymbols checks Plain's words for what a screen reader
// would read as symbols: a provisional rating's question mark, the arrow
// of a rating's change.
func TestPlainSaysNoSymbols(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"1500?", "1500, provisional"},
		{"Ratings: Ann 1500? → 1662?, Bo 1500? → 1338?.", "Ratings: Ann 1500, provisional to 1662, provisional, Bo 1500, provisional to 1338, provisional."},
		{"Ann · Kalah 1523? (Red)", "Ann · Kalah 1523, provisional (Red)"},
		{"Kalah: 1623, RD 80; 12 games.", "Kalah: 1623, RD 80; 12 games."},
		{"Take a move back?", "Take a move back?"},
		{"Back to move 12?", "Back to move 12?"},
	} {
		if got := Plain(c.in); got != c.want {
			t.Errorf("Plain(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestPlainSpeech checks that PlainSpeech says every part of a speech
// plainly, and leaves the speech it was given as it was.
func TestPlainSpeech(t *testing.T) {
	sp := &Speech{Title: "Bo 1500?", Position: []string{"Ann 1500? → 1510?"}, Said: []string{"1400?"},
		Lists: []List{{Title: "Leaders", Items: []string{"Cy 1600?"}}}, Actions: []Action{{ID: "a", Label: "Sit: 1500?"}},
		Dialog: &Dialog{Title: "Sure?", Text: []Block{{Text: "1500?"}}, Actions: []Action{{ID: "b", Label: "1500?"}}}}
	got := PlainSpeech(sp)
	if got.Title != "Bo 1500, provisional" || got.Position[0] != "Ann 1500, provisional to 1510, provisional" || got.Said[0] != "1400, provisional" ||
		got.Lists[0].Items[0] != "Cy 1600, provisional" || got.Actions[0].Label != "Sit: 1500, provisional" ||
		got.Dialog.Text[0].Text != "1500, provisional" || got.Dialog.Actions[0].Label != "1500, provisional" || got.Dialog.Title != "Sure?" {
		t.Errorf("PlainSpeech: %+v", got)
	}
	if sp.Title != "Bo 1500?" || sp.Position[0] != "Ann 1500? → 1510?" || sp.Actions[0].Label != "Sit: 1500?" || sp.Dialog.Text[0].Text != "1500?" {
		t.Errorf("PlainSpeech changed the speech it was given: %+v", sp)
	}
}
