package room

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"parlor/game"
	"parlor/game/online"
	"parlor/scenes/ui"
)

// Ended says how the players ended the game, if they did: the seat that
// resigned (-1 for none) and whether it ended drawn. A seat out of time in
// a game of two ends it as a resignation does, or as a draw when the other
// side could no longer win; a game aborted (a first move not made in time)
// ends with no winner, as a draw does.
func (r *Room) Ended() (resigned int, drawn bool) {
	if r.tab.Aborted >= 0 && r.tab.Resigned < 0 && !r.tab.Drawn {
		return -1, true
	}
	if f := r.tab.Flagged; f >= 0 && r.tab.Resigned < 0 && !r.tab.Drawn {
		if r.tab.FlagDraw {
			return -1, true
		}
		return f, false
	}
	return r.tab.Resigned, r.tab.Drawn
}

// Result says how the game ended, with the players' names, as the
// headline of a game over: "Bo resigned: Ann wins".
func (r *Room) Result() string { return ui.Sentence(r.tab.Result(r.SeatNames())) }

// TurnHeadline says whose turn it is, seat p to move: "Your move",
// "Waiting for Bo…", or for a seat still open "Waiting for Yellow to
// join…".
func (r *Room) TurnHeadline(p game.Player) string {
	seat := int(p)
	if seat < 0 || seat >= len(r.tab.Players) {
		return ""
	}
	info := r.tab.Players[seat]
	switch {
	case seat == r.tab.Seat:
		return "Your move"
	case info.Kind == online.KindComputer:
		return info.Name + " is thinking…"
	case info.Kind == online.KindOpen:
		return "Waiting for " + info.Name + " to join…"
	}
	return "Waiting for " + r.SeatName(seat) + "…"
}

// Status is the line under the headline online: the connection, a move
// on its way, an undo asked, the time for a first move.
func (r *Room) Status() string {
	switch {
	case r.s.Broken() != nil:
		return "This game cannot go on here (" + r.s.Broken().Error() + "): open it again from the menu."
	case r.tab.Over() && !r.tab.Match.State().Over() && r.tab.Seat < 0:
		return "The game is over."
	case r.tab.Over() && !r.tab.Match.State().Over():
		return "The game is over. Rematch plays again, in the same seats."
	case r.s.Down() != nil && r.s.Sending():
		return "Reconnecting… your move is sent when the connection is back."
	case r.s.Down() != nil:
		return "Reconnecting to the game server…"
	case r.s.Sending():
		return "Sending your move…"
	case r.tab.Asking >= 0 && r.tab.Asking == r.tab.Seat && r.tab.Offer == online.KindDraw:
		return "You offered a draw: waiting for the others."
	case r.tab.Asking >= 0 && r.tab.Asking == r.tab.Seat:
		return "You asked to take your move back: waiting for the others."
	case r.tab.Asking >= 0 && r.tab.Offer == online.KindDraw:
		return r.SeatName(r.tab.Asking) + " offers a draw: Take back to answer."
	case r.tab.Asking >= 0:
		return r.SeatName(r.tab.Asking) + " asks to take a move back: Take back to answer."
	}
	if s := r.FirstMove(false); s != "" {
		return s
	}
	if r.tab.Seat < 0 {
		return "You are watching this game."
	}
	return ""
}

// FirstMove says, while the seat to move has its first move to make in a
// real-time game, how long it has: "Make your first move within 0:25:
// your clock starts when you move.", "Bo's first move within 0:25, or
// the game is aborted."; spoken, the time in words. "" otherwise.
func (r *Room) FirstMove(spoken bool) string {
	left, ok := r.tab.FirstMove(r.Now())
	if !ok {
		return ""
	}
	secs := int((left + time.Second - 1) / time.Second)
	within := fmt.Sprintf("0:%02d", secs)
	if spoken {
		within = strconv.Itoa(secs) + " seconds"
		if secs == 1 {
			within = "1 second"
		}
	}
	if p := r.tab.Turn(); p != r.tab.Seat {
		return r.SeatName(p) + "'s first move within " + within + ", or the game is aborted."
	}
	return "Make your first move within " + within + ": your clock starts when you move."
}

// Banner says what is wrong with the connection, while it is: the status
// line, across the board; "" for nothing.
func (r *Room) Banner() string {
	if r.s.Down() == nil && r.s.Broken() == nil {
		return ""
	}
	return r.Status()
}

// SeatState says how seat i is held — "you", "here", "away", "invited",
// "computer, Hard" — and whether someone is there.
func (r *Room) SeatState(i int) (word string, here bool) {
	p := r.tab.Players[i]
	switch {
	case p.Kind == online.KindComputer:
		if l, ok := r.tab.Match.Options().Level(p.Level); ok {
			return "computer, " + l.Title, true
		}
		return "computer", true
	case p.Kind == online.KindOpen:
		return "invited", false
	case i == r.tab.Seat:
		return "you", r.s.Down() == nil
	case p.Online:
		return "here", true
	}
	return "away", false
}

// RatingChange is seat i's rating before and after the rated game, once
// it is over: "1500? → 1662?".
func (r *Room) RatingChange(i int) (string, bool) {
	if r.tab.End == nil {
		return "", false
	}
	for _, ch := range r.tab.End.Ratings {
		if ch.Seat == i {
			return ch.Before.String() + " → " + ch.After.String(), true
		}
	}
	return "", false
}

// RatingsWords say each player's rating before and after the rated game:
// "Ratings: Ann 1500? → 1662?, Bo 1500? → 1338?.", or "" when the game
// was not rated (or its ratings are not known).
func (r *Room) RatingsWords() string {
	var parts []string
	for i := range r.tab.Players {
		if ch, ok := r.RatingChange(i); ok {
			parts = append(parts, r.SeatName(i)+" "+ch)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "Ratings: " + strings.Join(parts, ", ") + "."
}
