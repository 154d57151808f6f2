package lobby

import (
	"context"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"parlor/game/games"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/perf"
	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// openOnline opens a link to a game online: an invite shows the join
// screen, a seat's or the spectators' link the game, a profile's the
// lobby signed in as it.
func (o opener) openOnline(l client.Link) ui.Scene {
	switch l.Kind {
	case client.LinkJoin:
		return newJoin(o, l)
	case client.LinkProfile:
		return newProfileLink(o, l)
	}
	return newConnecting(o, l.Site, client.Hello(l.Key), "Opening the game…")
}

// opened is a seat opened in the background, or why it could not be.
type opened struct {
	op  *client.Session
	err error
}

// start opens site's room with first, in the background.
func start(site, key string, first protocol.Message) chan opened {
	ch := make(chan opened, 1)
	perf.Mark("online:open")
	go func() {
		op, err := client.OpenAs(context.Background(), site, games.All(), key, first)
		perf.Mark("online:opened")
		ch <- opened{op, err}
	}()
	return ch
}

// letGo lets go of a seat being opened when the player has left for
// another screen: once it is open, its seat is kept (a join has spent
// the invite) and its connection closed.
func (o opener) letGo(ch chan opened, site string) {
	go func() {
		r := <-ch
		if r.err != nil {
			return
		}
		t := r.op.Mirror()
		if t.Token != "" {
			room.Hold(o.host, room.Held{Room: t.Room, Site: site, Token: t.Token, Seat: t.Seat, Game: t.Match.Options().String()})
		}
		r.op.Close()
	}()
}

// onlineTable is the table of a seat opened on site.
func (o opener) onlineTable(op *client.Session, site, note string) ui.Scene {
	t, err := o.Table(table.Config{Match: op.Match(), Note: note, Room: room.New(op, site)})
	if err != nil {
		op.Close()
		return o.Menu(ui.Sentence(err.Error()) + ".")
	}
	return t
}

// connecting is the screen while a seat is being opened: a line of text,
// then the table, or the menu saying why not.
type connecting struct {
	open   opener
	site   string
	msg    string
	done   chan opened
	speech ui.Speech // what a screen reader is told, made once
}

func newConnecting(o opener, site string, first protocol.Message, msg string) *connecting {
	return &connecting{open: o, site: site, msg: msg, done: start(site, "", first)}
}

func (c *connecting) Update(ctx *ui.Context) {
	select {
	case r := <-c.done:
		if r.err != nil {
			ctx.Go(c.open.Menu(room.CannotOpen(r.err)))
			return
		}
		ctx.Go(c.open.onlineTable(r.op, c.site, ""))
	default:
	}
	if ctx.Input.Has(ui.IntentBack) {
		c.back(ctx)
	}
}

// back goes back to the menu, letting go of the seat being opened: Esc,
// or the screen reader's Back to the games.
func (c *connecting) back(ctx *ui.Context) {
	c.open.letGo(c.done, c.site)
	ctx.Go(c.open.Menu(""))
}

func (c *connecting) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th := ctx.Theme
	th.Background(screen)
	th.Text(screen, c.msg, th.Face(ui.Medium, 20), ctx.W/2, ctx.H/2, ui.Centered, ui.MutedColor)
}

// Leave lets go of the seat being opened: another scene takes the
// screen (a link followed).
func (c *connecting) Leave() { c.open.letGo(c.done, c.site) }

func (c *connecting) Targets() ui.Targets { return ui.Targets{} }

func (c *connecting) Probe() map[string]any {
	return map[string]any{"scene": "connecting", "message": c.msg}
}

// join is the screen an invite opens: the game, its seats and who is
// already there, a name to go by and "Play as Yellow".
type join struct {
	open    opener
	link    client.Link
	peeking chan peeked
	room    *protocol.PeekedRoom
	joining chan opened
	message string
	failed  bool            // the message says why the invitation cannot be taken
	field   table.NameField // the name the others see
	play    ui.Button
	back    ui.Button
	said    ui.Announcer // the messages, told to a screen reader
	alerts  ui.Announcer // the messages that say why not, told at once
	speech  ui.Speech
	spoken  string // what speech was made from
}

// peeked is the room an invite is for, or why it cannot be seen.
type peeked struct {
	room protocol.PeekedRoom
	err  error
}

func newJoin(o opener, l client.Link) *join {
	j := &join{open: o, link: l, peeking: make(chan peeked, 1), field: table.NameField{Name: o.host.Load(prefs.NameKey)}}
	j.tell("Looking at the invitation…", false)
	go func() {
		m, err := client.Peek(context.Background(), l.Site, l.Key)
		j.peeking <- peeked{m, err}
	}()
	return j
}

// seatName is the invite's seat's name in the game.
func (j *join) seatName() string {
	if j.room == nil || j.room.Seat < 0 || j.room.Seat >= len(j.room.Players) {
		return ""
	}
	return j.room.Players[j.room.Seat].Name
}

func (j *join) layout(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	w := min(ctx.W-32*u, 520*u)
	x := (ctx.W - w) / 2
	y := max(ctx.H*0.5, 330*u)
	j.field.Rect = ui.Rect{X: x, Y: y, W: w, H: th.Tap(44)}
	j.play = ui.Button{Label: "Play as " + j.seatName(), Primary: true, Rect: ui.Rect{X: x, Y: j.field.Rect.Bottom() + 16*u, W: w, H: th.Tap(48)}}
	j.play.Disabled = j.room == nil || j.joining != nil
	j.back = backButton(th, nil)
}

func (j *join) Update(ctx *ui.Context) {
	j.layout(ctx)
	in := &ctx.Input
	select {
	case p := <-j.peeking:
		if p.err != nil {
			j.tell(room.CannotOpen(p.err), true)
		} else {
			j.room = &p.room
			j.tell("", false)
		}
	case r := <-j.joining:
		j.joining = nil
		if r.err != nil {
			j.tell(room.CannotOpen(r.err), true)
			break
		}
		ctx.Go(j.open.onlineTable(r.op, j.link.Site, "You play "+j.seatName()+"."))
		return
	default:
	}
	if j.back.Clicked(in) || in.Has(ui.IntentBack) {
		j.leave(ctx)
		return
	}
	if j.room == nil {
		return
	}
	enter := j.field.Update(in, j.open.host) || inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyKPEnter)
	if (j.play.Clicked(in) || enter) && !j.play.Disabled {
		j.take()
	}
}

// take takes the invite's seat under the name in the field, kept for next
// time: Play as Yellow, or Enter.
func (j *join) take() {
	name, err := table.KeepName(j.open.host, j.field.Name)
	j.field.Name = name
	j.joining = start(j.link.Site, j.open.host.Load(client.ProfileKey(j.link.Site)), client.Join(j.link.Key, name))
	if err != nil {
		j.tell("Taking the seat… (your name could not be kept: "+err.Error()+")", true)
		return
	}
	j.tell("Taking the seat…", false)
}

// leave goes back to the menu, letting go of the seat being taken, if
// it is: the menu button, or Esc.
func (j *join) leave(ctx *ui.Context) {
	if j.joining != nil {
		j.open.letGo(j.joining, j.link.Site)
	}
	ctx.Go(j.open.Menu(""))
}

// tell shows msg ("" for none) and says it to a screen reader, urgently
// when failed: it says why the invitation cannot be taken.
func (j *join) tell(msg string, failed bool) {
	j.message, j.failed = msg, failed
	if failed {
		j.alerts.Say(msg)
		return
	}
	j.said.Say(msg)
}

func (j *join) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	u := th.U
	j.layout(ctx)
	drawPage(screen, ctx, &j.back)
	cx := ctx.W / 2
	y := max(ctx.H*0.12, 80*u)
	th.Text(screen, "You are invited to play", th.Face(ui.Regular, 18), cx, y, ui.Centered, ui.MutedColor)
	if j.room != nil {
		heading, face := th.FitText(j.heading(), ui.Bold, 34, ctx.W-32*u)
		th.Text(screen, heading, face, cx, y+44*u, ui.Centered, ui.AccentColor)
		row := y + 96*u
		for i, p := range j.room.Players {
			line, face := th.FitText(p.Name+": "+j.who(i, p), ui.Medium, 17, ctx.W-32*u)
			th.Text(screen, line, face, cx, row+float64(i)*26*u, ui.Centered, ui.TextColor)
		}
		helps, face := th.FitText(helpsWords(j.room.Helps), ui.Regular, 15, ctx.W-32*u)
		th.Text(screen, helps, face, cx, row+float64(len(j.room.Players))*26*u+14*u, ui.Centered, ui.MutedColor)
		j.field.Draw(screen, th, in, j.seatName()+" (type a name)")
		j.play.Draw(screen, th, in)
	}
	if j.message != "" {
		face := th.Face(ui.Medium, 15)
		for i, l := range th.Wrap(j.message, face, min(ctx.W-48*u, 620*u)) {
			th.Text(screen, l, face, cx, j.play.Rect.Bottom()+28*u+float64(i)*21*u, ui.Centered, ui.AccentColor)
		}
	}
}

// Leave lets go of the seat being taken, if it is: another scene takes
// the screen (a link followed).
func (j *join) Leave() {
	if j.joining != nil {
		j.open.letGo(j.joining, j.link.Site)
	}
}

// TakesText reports that the join screen is a form of its own for the
// keyboard: a name typed, Enter to take the seat, Esc to go back; the
// keyboard's ring stays away.
func (j *join) TakesText() bool { return true }

func (j *join) Targets() ui.Targets {
	t := ui.Targets{"menu": j.back.Rect}
	if j.room != nil {
		t["name"], t["play"] = j.field.Rect, j.play.Rect
	}
	return t
}

func (j *join) Probe() map[string]any {
	st := map[string]any{"scene": "join", "message": j.message, "name": j.field.Name, "seat": j.seatName()}
	if j.room != nil {
		st["game"], st["helps"] = j.room.Game, j.room.Helps
	}
	return st
}
