package table

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/scenes/ui"
)

// A Remote is the table's driver online: every move goes through the
// room's server, the server's computer plays its seats, and the end can
// come of a resignation or a draw agreed.

// undo asks the others to take this seat's last move back.
func (r *Remote) undo(t *Screen) { t.askUndo() }

// canRedo: online, moves taken back stay taken back.
func (r *Remote) canRedo(*Screen) bool { return false }

func (r *Remote) redo(*Screen) {}

// rematch asks the server for the next game in the same seats, once this
// one is over for a seat's person.
func (r *Remote) rematch(t *Screen) bool {
	if r.tab.Seat < 0 || !t.over() {
		return false
	}
	t.askRematch()
	return true
}

// underWay: a room's game is under way until it is over.
func (r *Remote) underWay(t *Screen) bool { return !t.over() }

// save keeps the record shown (the probe's); the server keeps the game
// and the seat is held (Join).
func (r *Remote) save(t *Screen) { t.saved = saved{record: t.match.Text()} }

// people are the seats people play, as the room says.
func (r *Remote) people(*Screen) []bool { return r.tab.People() }

// level: the server plays its computer's seats.
func (r *Remote) level(*Screen, game.Player) (catalog.Level, bool) { return catalog.Level{}, false }

// personToMove reports whether this seat may move: its turn, nothing on
// its way to the server, the game in step.
func (r *Remote) personToMove(*Screen) bool {
	return r.tab.MyTurn() && !r.s.Busy() && r.s.Broken() == nil
}

// ended: a seat out of time in a game of two ends it as a resignation
// does, or as a draw when the other side could no longer win; a game
// aborted (a first move not made in time) ends with no winner, as a draw
// does.
func (r *Remote) ended() (int, bool) {
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

// endHeadline says how the game ended, with the players' names: "Bo
// resigned: Ann wins".
func (r *Remote) endHeadline(t *Screen) (string, bool) {
	if !t.over() {
		return "", false
	}
	return ui.Sentence(r.tab.Result(r.seatNames())), true
}

// turnHeadline says whose turn it is: "Your move", "Waiting for Bo…",
// or for a seat still open "Waiting for Yellow to join…".
func (r *Remote) turnHeadline(_ *Screen, p game.Player) string {
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
	return "Waiting for " + r.seatName(seat) + "…"
}

// status is the line under the headline online: the connection, a move
// on its way, an undo asked, the time for a first move.
func (r *Remote) status(t *Screen) string {
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
		return r.seatName(r.tab.Asking) + " offers a draw: Take back to answer."
	case r.tab.Asking >= 0:
		return r.seatName(r.tab.Asking) + " asks to take a move back: Take back to answer."
	}
	if s := r.firstMove(t, false); s != "" {
		return s
	}
	if r.tab.Seat < 0 {
		return "You are watching this game."
	}
	return ""
}

// firstMove says, while the seat to move has its first move to make in a
// real-time game, how long it has: "Make your first move within 0:25:
// your clock starts when you move.", "Bo's first move within 0:25, or
// the game is aborted."; spoken, the time in words. "" otherwise.
func (r *Remote) firstMove(t *Screen, spoken bool) string {
	left, ok := r.tab.FirstMove(r.now())
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
		return r.seatName(p) + "'s first move within " + within + ", or the game is aborted."
	}
	return "Make your first move within " + within + ": your clock starts when you move."
}

// banner says what is wrong with the connection, while it is: the
// status line, across the board.
func (r *Remote) banner(t *Screen) string {
	if r.s.Down() == nil && r.s.Broken() == nil {
		return ""
	}
	return r.status(t)
}

// labels: Take back and Invite, and at the end of a seat's game Rematch.
func (r *Remote) labels(t *Screen, b *bar) {
	b.undo.Label, b.share.Label, b.restart.Label = "Take back", "Invite", "New game"
	if t.over() && r.tab.Seat >= 0 {
		b.restart.Label = "Rematch"
	}
}

// share opens the invite: the open seats' links and the watch link.
func (r *Remote) share(t *Screen) { t.overlay.open(inviteOverlay) }

// holds reports whether link is one to this room that this screen holds:
// its seat's, the watch link, an invite it made.
func (r *Remote) holds(t *Screen, link string) bool {
	if strings.HasPrefix(link, "#") {
		link = t.host.Base() + link
	}
	l, err := client.ParseLink(link)
	if err != nil {
		return false
	}
	keys := []string{r.tab.Token, r.watch()}
	for _, k := range r.invites() {
		keys = append(keys, k)
	}
	return l.Key != "" && slices.Contains(keys, l.Key)
}

func (r *Remote) words() words {
	return words{
		confirmTitle:   "Leave this online game?",
		confirmYes:     "Leave",
		confirmMessage: "You keep your seat: the game goes on, and the menu's Online games brings you back to it.",
		leaveForLink:   "You keep your seat: the game goes on, and Online games, on the menu, brings you back to it.",
	}
}

// settings: the panel shows who sits at the room, not settings.
func (r *Remote) settings() bool { return false }

// layoutSide lays out the panel online: who sits where in place of the
// settings (which are for a game here), then the log.
func (r *Remote) layoutSide(t *Screen, th *ui.Theme, rest ui.Rect) bool {
	u := th.U
	p := &t.panel
	h := t.atTableHeight(th)
	p.atTable = ui.Rect{X: rest.X, Y: rest.Y, W: rest.W, H: h}
	p.hands = t.handButtons(th, p.atTable)
	p.resign, _ = t.resignButton(th, p.atTable)
	p.draw, _ = t.drawButton(th, p.atTable)
	p.inline, p.open.Rect, p.values.Rect = false, ui.Rect{}, ui.Rect{}
	rest.Y += h
	rest.H -= h
	if t.valuesInPanel() && !t.helpsOff() {
		p.values = ui.Button{Label: "Show values"}
		if t.analysis.on {
			p.values.Label = "Hide values"
		}
		bh := th.Tap(34)
		p.values.Rect = ui.Rect{X: rest.X, Y: rest.Y, W: min(rest.W, 160*u), H: bh}
		rest.Y += bh + 8*u
		rest.H -= bh + 8*u
	}
	t.layoutLog(th, rest)
	return true
}

// helpsOff: hints and values are off online, unless the room has them on.
func (r *Remote) helpsOff() bool { return !r.tab.Helps }

// offersUndo: online, Take back is the panel's and the bar's.
func (r *Remote) offersUndo(*Screen) bool { return false }

// goesOnline: the next game is this room's rematch, or a game here.
func (r *Remote) goesOnline(*Screen) bool { return false }

func (r *Remote) probe(st map[string]any) { st["online"] = r.state() }

func (r *Remote) close() { r.Close() }
