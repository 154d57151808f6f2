package table

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game/online"
	"parlor/scenes/ui"
)

// The table's own actions, as a screen reader has them: what the bar and
// the panel offer around the moves, under the heading "Game", each doing
// what its click does.

// gameActions are the table's own actions on offer now, in reading
// order, "Back to the games" (or where home is) last; the first starts
// the group "Game".
func (t *Screen) gameActions() []ui.Action {
	var b bar // the bar's labels for the game on show: Share or Invite, New game, Play again or Rematch
	t.barLabels(&b)
	var as []ui.Action
	if t.showsSettings() {
		as = append(as, ui.Action{ID: "settings", Label: "Settings"})
	}
	as = append(as, ui.Action{ID: "rules", Label: "Rules"})
	if t.room != nil {
		as = append(as, ui.Action{ID: "invite", Label: b.share.Label})
	} else {
		as = append(as, ui.Action{ID: "share", Label: b.share.Label})
	}
	as = append(as, ui.Action{ID: "new", Label: b.restart.Label})
	if t.drv.canRedo(t) {
		as = append(as, ui.Action{ID: "redo", Label: "Redo"})
	}
	if t.hintOffered() {
		as = append(as, ui.Action{ID: "hint", Label: "Hint"})
	}
	if _, ok := t.view.(Valuer); ok && !t.helpsOff() {
		as = append(as, ui.Action{ID: "values", Label: "Show values", Kind: ui.KindCheck, Pressed: t.analysis.on})
	}
	if p := t.sounds.player; p != nil {
		as = append(as, ui.Action{ID: "sound", Label: "Sound", Kind: ui.KindCheck, Pressed: !p.Muted})
	}
	as = append(as, t.seatActions(b.undo.Label)...)
	as = append(as, ui.Action{ID: "menu", Label: t.homeWords})
	as[0].Group = "Game"
	return as
}

// seatActions are the actions of this screen's seat online, as the bar
// and the panel's AT THE TABLE offer them: Take back, Resign, Offer a
// draw, and a Computer button (or Claim win) for each seat whose person
// is away or still invited.
func (t *Screen) seatActions(takeBack string) []ui.Action {
	r := t.room
	if r == nil || r.Mirror().Seat < 0 {
		return nil
	}
	var as []ui.Action
	if t.takeBackOffered() {
		as = append(as, ui.Action{ID: "takeback", Label: takeBack})
	}
	if t.over() {
		return as
	}
	as = append(as, ui.Action{ID: "resign", Label: "Resign"})
	if t.match.Options().Game().Draws && r.OthersSeated() {
		as = append(as, ui.Action{ID: "draw", Label: "Offer a draw", Disabled: r.Mirror().Asking >= 0 || r.Session().InFlight()})
	}
	for _, i := range t.handSeats() {
		label := "Let the computer play " + r.SeatName(i)
		if t.claims() {
			label = "Claim the win: " + r.SeatName(i) + " is away"
		}
		as = append(as, ui.Action{ID: fmt.Sprintf("computer:%d", i+1), Label: label})
	}
	return as
}

// handSeats are the seats AT THE TABLE offers to the computer (its
// Computer buttons, roomview.AtTable's HandButtons): those whose person
// is away or still invited, while this screen plays a seat of a game
// under way.
func (t *Screen) handSeats() []int {
	r := t.room
	if r == nil || r.Mirror().Seat < 0 || t.over() {
		return nil
	}
	var seats []int
	for i := range r.Mirror().Players {
		if word, _ := r.SeatState(i); word == "away" || word == "invited" {
			seats = append(seats, i)
		}
	}
	return seats
}

// offered reports whether the table's own action id is on offer now, and
// not disabled.
func (t *Screen) offered(id string) bool {
	for _, a := range t.gameActions() {
		if a.ID == id {
			return !a.Disabled
		}
	}
	return false
}

// actGame does one of the table's own actions, as its click does, and
// reports whether id was one on offer.
func (t *Screen) actGame(ctx *ui.Context, id string) bool {
	if !t.offered(id) {
		return false
	}
	switch id {
	case "menu":
		t.leave()
		ctx.Go(t.home())
	case "settings":
		t.overlay.open(settingsOverlay)
	case "rules":
		t.openRules(ctx)
	case "share", "invite":
		t.share()
	case "new":
		t.newGame(false)
	case "redo":
		t.redo()
	case "hint":
		t.askHint()
	case "values":
		t.toggleValues()
	case "sound":
		t.toggleSound()
	case "takeback":
		t.undo()
	case "resign":
		t.overlay.open(resignOverlay)
	case "draw":
		t.offerDraw()
	default:
		n, ok := strings.CutPrefix(id, "computer:")
		seat, err := strconv.Atoi(n)
		if !ok || err != nil {
			return false
		}
		t.overlay.open(handOverlay)
		t.overlay.seat = seat - 1
	}
	return true
}

// seatKey is the state of the room the reader's speech depends on: who
// sits where and how, what is asked, what is on its way, the end.
func (t *Screen) seatKey() string {
	r := t.room
	if r == nil {
		return ""
	}
	var b strings.Builder
	for i, p := range r.Mirror().Players {
		word, _ := r.SeatState(i)
		fmt.Fprintf(&b, "%s:%s:%s|", p.Name, p.Player, word)
	}
	fmt.Fprintf(&b, "%d %d %v %v %v %v %s", r.Mirror().Seat, r.Mirror().Asking, r.Mirror().Offer == online.KindDraw, r.Session().InFlight(), t.over(), len(r.Invites()), r.Watch())
	return b.String()
}
