package table

// confirmDialog is the question before a new game while one is under
// way, or before leaving a game online.
func confirmDialog() question {
	return question{
		id:      "confirm",
		heading: func(t *Screen) string { return t.words().confirmTitle },
		words:   (*Screen).confirmMessage,
		yes:     func(t *Screen) string { return t.words().confirmYes },
		no:      "Keep playing",
		stops:   [2]string{"confirm", "cancel"},
		actions: [2]string{"confirm", "cancel"},
		wide:    true,
		answer: func(t *Screen, yes bool) {
			t.overlay.kind = noOverlay
			if yes {
				t.newGame(true)
			}
		},
	}
}

// confirmMessage is what the question before a new game (or before
// leaving a game online) says: the confirm overlay's words.
func (t *Screen) confirmMessage() string {
	msg := t.words().confirmMessage
	if t.changed() && t.showsSettings() {
		msg = "The new game uses the new settings. " + msg
	}
	return msg
}
