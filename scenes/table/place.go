package table

import (
	"strings"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/record"
)

// What differs where the game is played, besides its driver's play: the
// table asks its room (t.room) online, and its own match and seats here.

// over reports whether the game at the table has ended: by its rules,
// online by a resignation or a draw agreed, or as its record was opened
// (Config.Ended).
func (t *Screen) over() bool {
	resigned, drawn := t.endedBy()
	return t.match.State().Over() || resigned >= 0 || drawn || t.endedWords() != ""
}

// endedBy says how the players ended the game, if they did: the seat that
// resigned (-1 for none) and whether they agreed to a draw. Only a game
// online ends so.
func (t *Screen) endedBy() (resigned int, drawn bool) {
	if t.room == nil {
		return -1, false
	}
	return t.room.Ended()
}

// endedWords are Config.Ended while the game it was given for is on show
// as it ended (no move taken back, no new game), and the table is not
// online; else "".
func (t *Screen) endedWords() string {
	if t.room != nil || t.match.State().Over() || t.match.Plies() != t.endedAt {
		return ""
	}
	return t.ended
}

// helpsOff reports whether hints and values are off: online, unless the
// room has them on.
func (t *Screen) helpsOff() bool { return t.room != nil && !t.room.Mirror().Helps }

// rated reports whether the game on show is a rated game online: no
// take-backs, no hints or values, the computer at no seat.
func (t *Screen) rated() bool { return t.room != nil && t.room.Mirror().Rated }

// claims reports whether giving an away seat to the computer ends the
// game instead, as the seat's resignation (online.HandResigns).
func (t *Screen) claims() bool {
	return t.room != nil && t.room.Claims()
}

// takeBackOffered reports whether Undo (online, Take back) is on offer: a
// move to take back, in no rated game, and online only while the game
// is under way.
func (t *Screen) takeBackOffered() bool {
	return t.match.CanUndo() && !t.rated() && (t.room == nil || !t.over())
}

// rematch plays the next game in the same seats when the end of this one
// offers it (New game is then Rematch: a seat's game online, over), and
// reports whether it did.
func (t *Screen) rematch() bool {
	if t.room == nil || t.room.Mirror().Seat < 0 || !t.over() {
		return false
	}
	t.askRematch()
	return true
}

// underWay reports whether going elsewhere leaves a game under way: here,
// a game begun and not over; online, until it is over.
func (t *Screen) underWay() bool {
	if t.room != nil {
		return !t.over()
	}
	return t.match.CanUndo() && !t.match.State().Over()
}

// endHeadline is the headline of a game over, when the table words it
// (online, with the players' names; here, Config.Ended).
func (t *Screen) endHeadline() (string, bool) {
	if t.room != nil {
		if !t.over() {
			return "", false
		}
		return t.room.Result(), true
	}
	w := t.endedWords()
	return w, w != ""
}

// turnHeadline says whose turn it is, p to move: "Ann to play", "Hard is
// thinking…"; online the room's words ("Your move", "Waiting for Bo…").
func (t *Screen) turnHeadline(p game.Player) string {
	if t.room != nil {
		return t.room.TurnHeadline(p)
	}
	seats := t.match.Options().Seats()
	if _, ok := t.seatLevel(p); ok {
		return seats[p] + " is thinking…"
	}
	return seats[p] + " to play"
}

// roomStatus is the room's line under the headline ("" for none, and
// here): the connection, a move on its way, an undo asked.
func (t *Screen) roomStatus() string {
	if t.room == nil {
		return ""
	}
	return t.room.Status()
}

// banner is what is wrong with the connection while it is, for the
// banner across the board ("" for nothing, and here).
func (t *Screen) banner() string {
	if t.room == nil {
		return ""
	}
	return t.room.Banner()
}

// barLabels sets b's labels for the game on show: here Undo, Share and New
// game (Play again at the end); online Take back, Invite, and at the end
// of a seat's game Rematch.
func (t *Screen) barLabels(b *bar) {
	if t.room != nil {
		b.undo.Label, b.share.Label, b.restart.Label = "Take back", "Invite", "New game"
		if t.over() && t.room.Mirror().Seat >= 0 {
			b.restart.Label = "Rematch"
		}
		return
	}
	b.undo.Label, b.share.Label, b.restart.Label = "Undo", "Share", "New game"
	if t.match.State().Over() {
		b.restart.Label = "Play again"
	}
}

// share opens the bar's Share (here) or Invite (online: the open seats'
// links and the watch link).
func (t *Screen) share() {
	if t.room != nil {
		t.overlay.open(inviteOverlay)
		return
	}
	t.openShare()
}

// holds reports whether link opens the game on show: here, its record;
// online, a link to this room that this screen holds.
func (t *Screen) holds(link string) bool {
	if t.room != nil {
		if strings.HasPrefix(link, "#") {
			link = t.host.Base() + link
		}
		return t.room.Holds(link)
	}
	m, err := record.ParseLink(catalog.Catalog{t.match.Options().Game()}, link) // another game's link is not this game
	return err == nil && m.Text() == t.match.Text()
}

// words are the table's words that depend on where the game is played.
type words struct {
	// confirmTitle, confirmYes and confirmMessage ask before New game
	// throws a game under way away, or leaves a room.
	confirmTitle, confirmYes, confirmMessage string
	// leaveForLink says what becomes of the game left for a link.
	leaveForLink string
}

// words are what the table says that depends on where the game is played.
func (t *Screen) words() words {
	if t.room != nil {
		return words{
			confirmTitle:   "Leave this online game?",
			confirmYes:     "Leave",
			confirmMessage: "You keep your seat: the game goes on, and the menu's Online games brings you back to it.",
			leaveForLink:   "You keep your seat: the game goes on, and Online games, on the menu, brings you back to it.",
		}
	}
	return words{
		confirmTitle:   "Start a new game?",
		confirmYes:     "Start a new game",
		confirmMessage: "The game in progress ends here, and undo cannot bring it back.",
		leaveForLink:   "This game stays as it is: Continue, on the menu, brings it back (until you play on in the link's game).",
	}
}

// showsSettings reports whether the panel offers the next game's settings
// (here), rather than who sits at the room (online: layoutAtTable).
func (t *Screen) showsSettings() bool { return t.room == nil }

// offersUndo reports whether the reader's actions offer Undo: here, with
// a move to take back (online, Take back is the panel's and the bar's).
func (t *Screen) offersUndo() bool { return t.room == nil && t.match.CanUndo() }

// goesOnline reports whether New game takes the next game online: here, a
// seat of it is to be invited (online the next game is this room's
// rematch, or a game here).
func (t *Screen) goesOnline() bool { return t.room == nil && t.inviting() }
