package table

// linkDialog is the question before leaving a game under way for a
// link's (follow.go); Close answers Stay here.
func linkDialog() question {
	return question{
		id:      "link",
		heading: label("Leave this game for the link's?"),
		words:   (*Screen).linkWords,
		yes:     label("Open the link"),
		no:      "Stay here",
		stops:   [2]string{"confirm", "cancel"},
		actions: [2]string{"link:open", "link:stay"},
		alert:   true,
		answer:  (*Screen).answerLink,
		closing: func(t *Screen) { t.answerLink(false) },
	}
}
