package table

// resignDialog is the question before resigning a game online.
func resignDialog() question {
	return question{
		id:      "resign",
		heading: label("Resign this game?"),
		words:   label("The game ends here, and the others win it."),
		yes:     label("Resign"),
		no:      "Play on",
		stops:   [2]string{"confirm", "cancel"},
		actions: [2]string{"confirm", "cancel"},
		alert:   true,
		answer: func(t *Screen, yes bool) {
			if yes {
				t.resign()
			} else {
				t.overlay.kind = noOverlay
			}
		},
	}
}
