package room

import (
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
)

// The words of the questions the room asks at the table: another seat's
// take back or draw, and what to do with an away seat.

// AskTitle is the title of another seat's question: "A draw?", "Take a
// move back?".
func (r *Room) AskTitle() string {
	if r.tab.Offer == online.KindDraw {
		return "A draw?"
	}
	return "Take a move back?"
}

// AskYes is the label of the answer yes to another seat's question: "Take
// it back", "Agree to a draw".
func (r *Room) AskYes() string {
	if r.tab.Offer == online.KindDraw {
		return "Agree to a draw"
	}
	return "Take it back"
}

// AskWords are another seat's question of a take back or a draw: "Bo
// asks to take their last move back."
func (r *Room) AskWords() string {
	if r.tab.Asking < 0 {
		return "A player asks to take their last move back."
	}
	if r.tab.Offer == online.KindDraw {
		return r.SeatName(r.tab.Asking) + " offers a draw: the game would end here, drawn."
	}
	return r.SeatName(r.tab.Asking) + " asks to take their last move back."
}

// HandTitle is the title of the question of an away seat.
func (r *Room) HandTitle() string {
	if r.Claims() {
		return "Claim the win?"
	}
	return "Let the computer play?"
}

// HandWords say what giving seat to the computer does (Hand).
func (r *Room) HandWords(seat int) string {
	name := r.SeatName(seat)
	if r.Claims() {
		return name + " has been away too long: in a rated game the game ends here, as if " + name + " resigned, and you win it."
	}
	return "The computer plays " + name + "'s seat from its next turn, at the level you choose; " + name + "'s link no longer holds it."
}

// HandChoice is one answer to the question of an away seat: a level, by
// its name (Hand's) and its label, or the win claimed.
type HandChoice struct{ Name, Label string }

// HandChoices are the answers to the question of an away seat: the
// first four levels shown in the settings, or where the seat's absence
// ends the game (Claims), Claim the win alone.
func (r *Room) HandChoices() []HandChoice {
	var cs []HandChoice
	for _, l := range r.tab.Match.Options().Levels() {
		if !l.Hidden && len(cs) < 4 {
			cs = append(cs, HandChoice{l.Name, l.Title})
		}
	}
	if r.Claims() && len(cs) > 0 {
		cs = []HandChoice{{cs[0].Name, "Claim the win"}}
	}
	return cs
}

// News is what the table says of an update that is not the game's (u,
// taken by the session): who sits where, an undo asked or refused, the
// end. say is what to flash ("" for nothing); ask reports that another
// seat asks a question of this one, to show it.
func (r *Room) News(u client.Update) (say string, ask bool) {
	if u.Unsent != nil {
		say = "The rematch opens when the connection is back."
	}
	switch m := u.Payload.(type) {
	case protocol.End:
		if w := r.RatingsWords(); w != "" {
			say = w
		}
	case protocol.UndoAsked:
		ask = m.By != r.tab.Seat && r.tab.Seat >= 0
	case protocol.UndoRefused:
		if m.Offer == online.KindDraw {
			say = r.SeatName(m.By) + " said no to a draw: play on."
		} else {
			say = r.SeatName(m.By) + " said no: the move stands."
		}
	}
	return say, ask
}
