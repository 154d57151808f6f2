package lobby

import (
	"strconv"
	"strings"
	"time"

	"parlor/game/clock"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// The words of Your online games, on the canvas and to a screen reader.
const (
	yoursTitle = "Your online games"
	noneYet    = "None yet: invite a friend from a game's WHO PLAYS settings."
)

// Speech tells a screen reader the online games held, each a button that
// opens it, worded as its row: the game, the seat, where it stands and
// the time left to move.
func (y *yours) Speech() *ui.Speech {
	sp := &y.speech
	var labels []string
	for _, h := range y.held {
		labels = append(labels, y.label(h))
	}
	key := strings.Join(labels, "\n")
	if key == y.spoken && sp.Title != "" {
		return sp
	}
	y.spoken = key
	sp.Title, sp.Picture, sp.ActionsTitle = yoursTitle, "The online games you have a seat in", "Your games"
	sp.Position, sp.Actions = nil, nil
	if len(y.held) == 0 {
		sp.Position = []string{noneYet}
	}
	for i, h := range y.held {
		sp.Actions = append(sp.Actions, ui.Action{ID: gameID(h), Label: labels[i]})
	}
	sp.Actions = append(sp.Actions, backToGames)
	return sp
}

// gameID is the screen reader's id of held game h: its site and room,
// which stay with it as the list is put in order.
func gameID(h room.Held) string { return "open:" + h.Site + "#" + h.Room }

// label is held game h's button: "Kalah (6, 4), you play North: your move,
// 4 min left". The time left is said to the minute, not the second as the
// row shows it, so that the button's words (which a screen reader may
// read again as they change) change once a minute at most.
func (y *yours) label(h room.Held) string {
	title, seat := rowWords(h)
	l := title
	if seat != "" {
		l += ", " + strings.ToLower(seat[:1]) + seat[1:]
	}
	if st := y.standing(h); st != "" && st != "…" {
		l += ": " + strings.ToLower(st[:1]) + st[1:]
	}
	if r, ok := y.info[h.Room]; ok && !r.Over && r.Deadline > 0 {
		l += ", " + spokenLeft(r.Clock, r.Deadline, y.now())
	}
	return l
}

// spokenLeft says the time left before deadline (Unix milliseconds), under
// time control tc, to the minute: as timeLeft in a correspondence game
// from an hour up, else "4 min left", "65 min left", "under a minute
// left", "out of time".
func spokenLeft(tc clock.Control, deadline int64, now time.Time) string {
	switch d := time.UnixMilli(deadline).Sub(now); {
	case d <= 0 || d >= time.Hour && tc.Correspondence():
		return timeLeft(tc, deadline, now)
	case d >= time.Minute:
		return strconv.Itoa(int(d/time.Minute)) + " min left"
	}
	return "under a minute left"
}

// Act opens the game a screen reader's button names, as a click on its
// row does, or goes back to the menu.
func (y *yours) Act(ctx *ui.Context, id string) {
	if id == backToGames.ID {
		ctx.Go(y.open.Menu(""))
		return
	}
	for _, h := range y.held {
		if id == gameID(h) {
			y.openGame(ctx, h)
			return
		}
	}
}
