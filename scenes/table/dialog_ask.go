package table

import "parlor/game/online"

// askDialog is another player's question in a game online: take a move
// back, or agree to a draw.
func askDialog() question {
	return question{
		id: "ask",
		heading: func(t *Screen) string {
			if t.room.Mirror().Offer == online.KindDraw {
				return "A draw?"
			}
			return "Take a move back?"
		},
		words:   (*Screen).askWords,
		yes:     askYes,
		no:      "No",
		stops:   [2]string{"accept", "decline"},
		actions: [2]string{"accept", "decline"},
		alert:   true,
		answer:  (*Screen).answerUndo,
	}
}

// askYes is the label of the answer yes: "Take it back", "Agree to a
// draw".
func askYes(t *Screen) string {
	if t.room.Mirror().Offer == online.KindDraw {
		return "Agree to a draw"
	}
	return "Take it back"
}

// askWords are the question of a take back or a draw, as the overlay
// words it: "Bo asks to take their last move back."
func (t *Screen) askWords() string {
	r := t.room
	if r.Mirror().Asking < 0 {
		return "A player asks to take their last move back."
	}
	if r.Mirror().Offer == online.KindDraw {
		return r.SeatName(r.Mirror().Asking) + " offers a draw: the game would end here, drawn."
	}
	return r.SeatName(r.Mirror().Asking) + " asks to take their last move back."
}
