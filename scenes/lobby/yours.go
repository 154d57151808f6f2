package lobby

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/clock"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// yours is the list of the online games this browser (or desktop) holds a
// seat in: each game, whose turn it is and, in a game with a clock, the
// time left to move; a click opens it. The timed games where it is the
// player's move come first, the soonest to run out first.
type yours struct {
	open    opener
	held    []room.Held
	info    map[string]protocol.RoomInfo // by room, as the servers said
	failed  map[string]string            // by site: why its server could not say
	waiting int                          // sites not answered yet
	answers chan listed
	rows    []ui.Rect
	back    ui.Button
	now     func() time.Time // the wall clock the time left is counted on
	speech  ui.Speech        // what a screen reader is told
	spoken  string           // what speech was made from
}

// listed is a server's answer to a list, or why there is none.
type listed struct {
	site  string
	rooms []protocol.RoomInfo
	err   error
}

func newYours(o opener) *yours {
	y := &yours{open: o, held: room.LoadHeld(o.host), info: map[string]protocol.RoomInfo{}, failed: map[string]string{}, now: time.Now}
	bySite := map[string][]string{}
	for _, h := range y.held {
		bySite[h.Site] = append(bySite[h.Site], h.Token)
	}
	y.answers = make(chan listed, len(bySite))
	for site, tokens := range bySite {
		y.waiting++
		go func() {
			rooms, err := client.List(context.Background(), site, tokens)
			y.answers <- listed{site, rooms, err}
		}()
	}
	return y
}

func (y *yours) layout(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	y.back = backButton(th, nil)
	w := min(ctx.W-32*u, 640*u)
	top := y.back.Rect.Bottom() + 70*u
	h := th.Tap(64)
	y.rows = y.rows[:0]
	for i := range y.held {
		y.rows = append(y.rows, ui.Rect{X: (ctx.W - w) / 2, Y: top + float64(i)*(h+10*u), W: w, H: h})
	}
}

func (y *yours) Update(ctx *ui.Context) {
	for y.waiting > 0 {
		select {
		case a := <-y.answers:
			y.waiting--
			if a.err != nil {
				y.failed[a.site] = room.CannotOpen(a.err)
			}
			for _, r := range a.rooms {
				y.info[r.Room] = r
			}
			y.held = byDeadline(y.held, y.info)
			continue
		default:
		}
		break
	}
	y.layout(ctx)
	in := &ctx.Input
	if y.back.Clicked(in) || in.Has(ui.IntentBack) {
		ctx.Go(y.open.Menu(""))
		return
	}
	for i, h := range y.held {
		if i < len(y.rows) && in.Clicked(y.rows[i]) {
			y.openGame(ctx, h)
		}
	}
}

// openGame opens held game h: a click on its row.
func (y *yours) openGame(ctx *ui.Context, h room.Held) {
	ctx.Go(newConnecting(y.open, h.Site, client.Hello(h.Token), "Opening the game…"))
}

// rowWords are the words of held game h's row: the game's heading, and
// the seat played ("You play Red", "You watch").
func rowWords(h room.Held) (title, seat string) {
	title = h.Game
	if o, err := games.Parse(h.Game); err == nil {
		title = o.Heading()
		if h.Seat >= 0 && h.Seat < len(o.Seats()) {
			seat = "You play " + o.Seats()[h.Seat]
		}
	}
	if h.Seat < 0 {
		seat = "You watch"
	}
	return title, seat
}

// byDeadline orders held games as the list shows them: first those
// with a clock where it is the player's move, the soonest to run out
// first, then the others in the order they were held.
func byDeadline(held []room.Held, info map[string]protocol.RoomInfo) []room.Held {
	due := func(h room.Held) (int64, bool) {
		r, ok := info[h.Room]
		return r.Deadline, ok && yourMove(h, r) && r.Deadline > 0
	}
	out := slices.Clone(held)
	slices.SortStableFunc(out, func(a, b room.Held) int {
		da, aDue := due(a)
		db, bDue := due(b)
		switch {
		case aDue && bDue:
			return cmp.Compare(da, db)
		case aDue:
			return -1
		case bDue:
			return 1
		}
		return 0
	})
	return out
}

// yourMove reports whether it is seat h's move in room r.
func yourMove(h room.Held, r protocol.RoomInfo) bool {
	return !r.Over && h.Seat >= 0 && r.Turn == h.Seat
}

// timeLeft says how long is left before deadline (Unix milliseconds), as
// of now, under time control tc: clock.Left's text with "left" ("2 days
// left", "1 day 5 h left", "5 h 12 min left", "4:32 left"), or "out of
// time".
func timeLeft(tc clock.Control, deadline int64, now time.Time) string {
	d := time.UnixMilli(deadline).Sub(now)
	if d <= 0 {
		return "out of time"
	}
	return clock.Left(tc, d) + " left"
}

// status says where game h stands: "Your move", "Waiting for Bo",
// "Finished", or why it is not known; in a game with a clock, and the
// time left to move ("Your move · 4:32 left").
func (y *yours) status(h room.Held) string {
	st := y.standing(h)
	if r, ok := y.info[h.Room]; ok && !r.Over && r.Deadline > 0 {
		st += " · " + timeLeft(r.Clock, r.Deadline, y.now())
	}
	return st
}

// standing says where game h stands: "Your move", "Waiting for Bo",
// "Finished", or why it is not known.
func (y *yours) standing(h room.Held) string {
	r, ok := y.info[h.Room]
	switch {
	case !ok && y.failed[h.Site] != "":
		return "The server cannot be reached."
	case !ok && y.waiting > 0:
		return "…"
	case !ok:
		return "The server no longer has this game."
	case r.Over:
		return "Finished"
	case yourMove(h, r):
		return "Your move"
	case r.Turn >= 0 && r.Turn < len(r.Players):
		p := r.Players[r.Turn]
		switch {
		case p.Kind == online.KindOpen:
			return "Waiting for " + p.Name + " to join"
		case p.Player != "":
			return "Waiting for " + p.Player
		}
		return "Waiting for " + p.Name
	}
	return ""
}

func (y *yours) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	u := th.U
	y.layout(ctx)
	drawPage(screen, ctx, &y.back)
	th.Text(screen, yoursTitle, th.Face(ui.Bold, 30), ctx.W/2, y.back.Rect.Bottom()+30*u, ui.Centered, ui.AccentColor)
	if len(y.held) == 0 {
		th.Text(screen, noneYet, th.Face(ui.Regular, 16), ctx.W/2, ctx.H/2, ui.Centered, ui.MutedColor)
	}
	for i, h := range y.held {
		r := y.rows[i]
		th.Panel(screen, r)
		if in.Hovering(r) {
			th.OutlineRoundRect(screen, r, 14*u, 2*u, ui.AccentColor, ui.PanelColor)
		}
		title, seat := rowWords(h)
		in := r.Inset(14 * u)
		title, face := th.FitText(title, ui.Bold, 19, in.W*0.6)
		th.Text(screen, title, face, in.X, in.Y, ui.TopLeft, ui.TextColor)
		th.Text(screen, seat, th.Face(ui.Regular, 14), in.X, in.Bottom(), ui.BottomLeft, ui.MutedColor)
		st, ink := y.standing(h), ui.MutedColor
		info, ok := y.info[h.Room]
		if ok && yourMove(h, info) {
			ink = ui.AccentColor
		}
		st, face = th.FitText(st, ui.Medium, 15, in.W*0.45)
		if !ok || info.Over || info.Deadline <= 0 {
			th.Text(screen, st, face, in.Right(), in.Y+in.H/2, ui.MiddleEnd, ink)
			continue
		}
		// A clock's: where the game stands over the time left to move.
		th.Text(screen, st, face, in.Right(), in.Y, ui.Align{H: ui.End, V: ui.Start}, ink)
		left, face := th.FitText(timeLeft(info.Clock, info.Deadline, y.now()), ui.Bold, 15, in.W*0.45)
		th.Text(screen, left, face, in.Right(), in.Bottom(), ui.Align{H: ui.End, V: ui.End}, ink)
	}
}

func (y *yours) Targets() ui.Targets {
	t := ui.Targets{"menu": y.back.Rect}
	for i := range y.rows {
		t[fmt.Sprintf("online:%d", i+1)] = y.rows[i]
	}
	return t
}

func (y *yours) Probe() map[string]any {
	var games []string
	for _, h := range y.held {
		games = append(games, h.Game+" · "+y.status(h))
	}
	return map[string]any{"scene": "online", "games": slices.Clip(games)}
}
