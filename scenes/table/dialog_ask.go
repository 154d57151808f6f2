package table

// askDialog is another player's question in a game online: take a move
// back, or agree to a draw (the room's words: AskTitle, AskWords).
func askDialog() question {
	return question{
		id:      "ask",
		heading: func(t *Screen) string { return t.room.AskTitle() },
		words:   func(t *Screen) string { return t.room.AskWords() },
		yes:     func(t *Screen) string { return t.room.AskYes() },
		no:      "No",
		stops:   [2]string{"accept", "decline"},
		actions: [2]string{"accept", "decline"},
		alert:   true,
		answer:  (*Screen).answerUndo,
	}
}
