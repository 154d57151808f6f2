package scenes

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/record"
	"parlor/scenes/lobby"
	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// menu is the first scene: a card for each game, and Continue for the game
// played last when it is not finished.
type menu struct {
	open    opener
	boards  []table.Board // the cards, one a game
	cards   []ui.Rect
	resume  *record.Match // the game to continue, or nil
	cont    ui.Button
	message string // why a link or a saved game could not be opened, or a choice kept
	page    ui.Layer
	sound   ui.Button // sound on or off, when the app makes sounds
	full    ui.Button // full screen, where the platform allows it
	online  ui.Button // the online games this device holds a seat in
	held    int       // how many
	lobby   ui.Button // Play online: the game server's lobby
	signin  ui.Button // Sign in with a passkey, or a recovery code (lobby.SignIn)
	speech  ui.Speech // what a screen reader is told, made once
	said    ui.Announcer
}

// newMenu makes the menu, with a message for the player or "". It offers
// Continue for the game played last when it is begun and not finished.
func newMenu(o opener, message string) *menu {
	m := &menu{open: o, boards: playable(), message: message, held: len(room.LoadHeld(o.host))}
	if err := o.host.Store(prefs.HereKey, ""); err != nil && m.message == "" { // at the menu, no game online is on show
		m.message = ui.Sentence(err.Error()) + "."
	}
	if id := o.host.Load(prefs.LastKey); id != "" {
		match, ok, err := o.saved(id)
		switch {
		case err != nil && m.message == "":
			m.message = ui.Sentence(err.Error()) + "."
		case ok && match.CanUndo() && !match.State().Over():
			m.resume = match
		}
	}
	return m
}

// continueLabel says which game Continue resumes, and where.
func (m *menu) continueLabel() string {
	turns := len(m.resume.Turns())
	return fmt.Sprintf("Continue %s – move %d", m.resume.Options().Heading(), turns+1)
}

func (m *menu) layout(ctx *ui.Context) {
	th := ctx.Theme
	u := th.U
	cardW, cardH, gap := min(420*u, ctx.W-32*u), max(120*u, th.Tap(0)), 20*u
	cols := max(1, min(len(m.boards), int((ctx.W-40*u+gap)/(cardW+gap))))
	if cols == 1 { // a narrow window, a phone held upright: the cards take the width
		cardW = min(ctx.W-32*u, 560*u)
	}
	rows := (len(m.boards) + cols - 1) / cols
	totalW := float64(cols)*cardW + float64(cols-1)*gap
	extra := 0.0
	if m.resume != nil {
		extra = th.Tap(48) + gap
	}
	m.sound.Rect, m.full.Rect, m.online.Rect = ui.Rect{}, ui.Rect{}, ui.Rect{}
	bh := th.Tap(36)
	m.lobby = ui.Button{Label: "Play online", Rect: ui.Rect{X: 16 * u, Y: 16 * u, W: max(140*u, th.LabelWidth("Play online", ui.Medium, 16, bh)+16*u), H: bh}}
	m.signin = signInButton(ctx, m.lobby.Rect)
	x := ctx.W - 16*u
	if m.open.sound != nil {
		bw := th.Tap(40)
		m.sound.Rect = ui.Rect{X: x - bw, Y: 16 * u, W: bw, H: th.Tap(36)}
		x -= bw + 8*u
	}
	if fullscreenAllowed() {
		m.full.Label = "Full screen"
		if ebiten.IsFullscreen() {
			m.full.Label = "Leave full screen"
		}
		bw := 150 * u
		m.full.Rect = ui.Rect{X: x - bw, Y: 16 * u, W: bw, H: th.Tap(36)}
		x -= bw + 8*u
	}
	fitSignIn(ctx, &m.signin, m.lobby.Rect, x)
	if m.held > 0 {
		// Online games beside Play online, or under it where the corner
		// buttons leave no room.
		m.online.Label = fmt.Sprintf("Online games (%d)", m.held)
		m.online.Rect = ui.Rect{X: m.lobby.Rect.Right() + 8*u, Y: 16 * u, W: 190 * u, H: bh}
		if m.online.Rect.Right() > x {
			m.online.Rect.X, m.online.Rect.Y = 16*u, m.lobby.Rect.Bottom()+8*u
		}
		m.online.Rect = besideSignIn(ctx, m.online.Rect, m.signin.Rect, x)
	}
	// The cards start below the title and its line, wherever the corner
	// buttons put the title.
	below := m.titleY(ctx) + 78*u
	if m.message != "" {
		f := th.Face(ui.Medium, 15)
		lines := th.Wrap(m.message, f, min(ctx.W-48*u, 720*u))
		below += 10*u + float64(len(lines))*max(21*u, f.Size*1.35)
	}
	foot := footRoom(ctx) // the line at the foot, and a margin
	top := max(ctx.H*0.3, 190*u, below)
	if top+extra+float64(rows)*(cardH+gap) > ctx.H-foot {
		top = max(150*u, below, ctx.H-foot-extra-float64(rows)*(cardH+gap))
	}
	if cols == 1 {
		// One column on a tall screen: the cards start under the title and
		// grow (up to half again) into the height there is; what is left
		// goes above and below them alike.
		room := ctx.H - foot - below - extra
		cardH = min(max(cardH, (room-float64(rows)*gap)/float64(rows)), cardH*1.5)
		top = below + max(0, room-float64(rows)*(cardH+gap))/2
	}
	if m.resume != nil {
		w := min(totalW, 520*u)
		m.cont = ui.Button{Label: m.continueLabel(), Primary: true, Rect: ui.Rect{X: (ctx.W - w) / 2, Y: top, W: w, H: th.Tap(48)}}
		top += extra
	}
	m.cards = m.cards[:0]
	for i := range m.boards {
		c, r := i%cols, i/cols
		m.cards = append(m.cards, ui.Rect{X: (ctx.W-totalW)/2 + float64(c)*(cardW+gap), Y: top + float64(r)*(cardH+gap), W: cardW, H: cardH})
	}
}

// footLines are the menu's line at the foot, wrapped to the screen, and
// their face.
func footLines(ctx *ui.Context) (*ui.Face, []string) {
	th := ctx.Theme
	f := th.Face(ui.Regular, 14)
	return f, th.Wrap("Play the computer, pass and play at one screen, or meet players with Play online. Choose a game to begin.", f, ctx.W-32*th.U)
}

// footRoom is the height the cards leave at the foot of the screen: the
// foot's lines and a margin.
func footRoom(ctx *ui.Context) float64 {
	u := ctx.Theme.U
	f, lines := footLines(ctx)
	return max(40*u, 24*u+f.Size*(0.6+1.3*float64(len(lines)-1))+14*u)
}

// titleY is where the title's middle goes: near the top, clear of the
// buttons in the corner (tall on a phone).
func (m *menu) titleY(ctx *ui.Context) float64 {
	u := ctx.Theme.U
	y := min(ctx.H*0.13, 110*u)
	y = max(y, max(m.sound.Rect.Bottom(), m.full.Rect.Bottom(), m.online.Rect.Bottom(), m.lobby.Rect.Bottom(), m.signin.Rect.Bottom())+44*u)
	return y
}

func (m *menu) Update(ctx *ui.Context) {
	m.layout(ctx)
	in := &ctx.Input
	if m.sound.Rect.W > 0 && m.sound.Clicked(in) || in.Has(ui.IntentSound) && m.open.sound != nil {
		if err := table.ToggleSound(m.open.sound, m.open.host); err != nil {
			m.message = err.Error()
		}
		return
	}
	if m.online.Rect.W > 0 && m.online.Clicked(in) {
		ctx.Go(lobby.Yours(m.open))
		return
	}
	if m.lobby.Clicked(in) {
		ctx.Go(lobby.New(m.open, m.open.host.Base()))
		return
	}
	if m.signin.Clicked(in) {
		ctx.Go(lobby.SignIn(m.open, m.open.host.Base()))
		return
	}
	if m.full.Rect.W > 0 && m.full.Clicked(in) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
		return
	}
	if m.resume != nil && m.cont.Clicked(in) {
		ctx.Go(m.open.table(m.resume, "", false))
		return
	}
	for i, b := range m.boards {
		if in.Clicked(m.cards[i]) {
			ctx.Go(m.open.open(b.Game))
		}
	}
}

// Draw draws the menu from its layer, and the card under the pointer,
// outlined, over it.
func (m *menu) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	m.layout(ctx)
	key := fmt.Sprint(th.U, m.message, m.resume != nil, m.sound.Rect, m.full.Rect, m.online.Rect, m.lobby.Rect, m.signin.Rect)
	m.page.Draw(screen, ui.Rect{X: 0, Y: 0, W: ctx.W, H: ctx.H}, key, func(img *ebiten.Image) {
		u := th.U
		th.Background(img)
		y := m.titleY(ctx)
		th.Text(img, "Parlor", th.Face(ui.Bold, 64), ctx.W/2, y, ui.Centered, ui.AccentColor)
		th.Text(img, "Classic board games, faithfully played", th.Face(ui.Regular, 20), ctx.W/2, y+52*u, ui.Centered, ui.MutedColor)
		if m.message != "" {
			face := th.Face(ui.Medium, 15)
			for i, line := range th.Wrap(m.message, face, min(ctx.W-48*u, 720*u)) {
				th.Text(img, line, face, ctx.W/2, y+88*u+float64(i)*max(21*u, face.Size*1.35), ui.Centered, ui.AccentColor)
			}
		}
		for i := range m.boards {
			m.drawCard(img, th, i, false)
		}
		foot, lines := footLines(ctx)
		for i, l := range lines {
			th.Text(img, l, foot, ctx.W/2, ctx.H-24*u-float64(len(lines)-1-i)*foot.Size*1.3, ui.Centered, ui.Fade(ui.MutedColor, 0.8))
		}
	})
	if m.resume != nil {
		m.cont.Draw(screen, th, in)
	}
	if m.sound.Rect.W > 0 {
		table.DrawSoundToggle(screen, th, in, &m.sound, m.open.sound.Muted)
	}
	if m.full.Rect.W > 0 {
		m.full.Draw(screen, th, in)
	}
	if m.online.Rect.W > 0 {
		m.online.Draw(screen, th, in)
	}
	m.lobby.Draw(screen, th, in)
	m.signin.Draw(screen, th, in)
	for i := range m.boards {
		if in.Hovering(m.cards[i]) {
			m.drawCard(screen, th, i, true)
		}
	}
}

// drawCard draws game i's card, outlined when hot.
func (m *menu) drawCard(dst *ebiten.Image, th *ui.Theme, i int, hot bool) {
	u := th.U
	b, r := m.boards[i], m.cards[i]
	g := b.Game
	th.Panel(dst, r)
	if hot {
		th.OutlineRoundRect(dst, r, 14*u, 2*u, ui.AccentColor, ui.PanelColor)
	}
	icon, rest := r.Inset(14 * u).SplitLeft(min(r.H-28*u, r.W*0.3))
	b.Icon(dst, th, icon)
	// The title and blurb sit in the middle of the card's height (at the
	// top of a card of the usual 120 units).
	blurb := strings.Split(g.Blurb, "\n")
	lh := max(20*u, th.Face(ui.Regular, 15).Size*1.25) // a blurb's line
	y := rest.Y + max(10*u, (rest.H-(46*u+float64(len(blurb))*lh))/2)
	th.Text(dst, g.Title, th.Face(ui.Bold, 24), rest.X+18*u, y, ui.TopLeft, ui.TextColor)
	for j, line := range blurb {
		line, face := th.FitText(line, ui.Regular, 15, rest.W-24*u)
		th.Text(dst, line, face, rest.X+18*u, y+36*u+float64(j)*lh, ui.TopLeft, ui.MutedColor)
	}
}

func (m *menu) Targets() ui.Targets {
	t := ui.Targets{}
	for i, b := range m.boards {
		if i < len(m.cards) {
			t["game:"+b.Game.ID] = m.cards[i]
		}
	}
	if m.resume != nil {
		t["continue"] = m.cont.Rect
	}
	if m.sound.Rect.W > 0 {
		t["sound"] = m.sound.Rect
	}
	if m.full.Rect.W > 0 {
		t["fullscreen"] = m.full.Rect
	}
	if m.online.Rect.W > 0 {
		t["online"] = m.online.Rect
	}
	t["lobby"] = m.lobby.Rect
	t["signin"] = m.signin.Rect
	return t
}

// Probe describes the menu for tests and the browser hook: the games
// listed, the message, the game to continue and the sound.
func (m *menu) Probe() map[string]any {
	var ids []string
	for _, b := range m.boards {
		ids = append(ids, b.Game.ID)
	}
	st := map[string]any{"scene": "menu", "games": ids, "message": m.message}
	if m.resume != nil {
		st["continue"] = m.resume.Options().String()
	}
	if m.open.sound != nil {
		st["sound"] = !m.open.sound.Muted
	}
	return st
}

// Speech tells a screen reader the games there are, each a button, and
// the menu's message.
func (m *menu) Speech() *ui.Speech {
	if m.speech.Title == "" {
		if m.message != "" {
			m.said.Say(m.message)
		}
		m.speech = ui.Speech{Title: "Parlor", Picture: "Parlor's games",
			Position:     []string{"Five board games, to play here against the computer or friends at this screen, or online."},
			ActionsTitle: "Games"}
		if m.resume != nil {
			m.speech.Actions = append(m.speech.Actions, ui.Action{ID: "continue", Label: m.continueLabel()})
		}
		for _, b := range m.boards {
			m.speech.Actions = append(m.speech.Actions, ui.Action{ID: "game:" + b.Game.ID, Label: m.gameLabel(b.Game)})
		}
		m.speech.Actions = append(m.speech.Actions, ui.Action{ID: "lobby", Label: "Play online: meet players on the game server", Group: "Online"})
		m.speech.Actions = append(m.speech.Actions, ui.Action{ID: "signin", Label: lobby.SignInLabel() + ": your profile on this device"})
		if m.held > 0 {
			m.speech.Actions = append(m.speech.Actions, ui.Action{ID: "online", Label: fmt.Sprintf("Your online games (%d)", m.held)})
		}
	}
	m.said.Fill(&m.speech)
	return &m.speech
}

// gameLabel is the screen reader's words for game g's card, which opens
// g's saved game while it is under way (opener.open): "Resume Can't
// Stop"; else a new one, "Play Can't Stop".
func (m *menu) gameLabel(g *catalog.Game) string {
	if m.open.resumes(g.ID) {
		return "Resume " + g.Title
	}
	return "Play " + g.Title
}

// resumes reports whether the card of game id opens a game under way: a
// saved game that can be read and is not over. A record that cannot be
// read is left for open to set aside.
func (o opener) resumes(id string) bool {
	text := o.host.Load(prefs.RecordKey(id))
	if text == "" {
		return false
	}
	m, err := record.Load(games.All(), text)
	return err == nil && !m.State().Over()
}

// Act opens the game, or continues the game, that a screen reader's
// button names.
func (m *menu) Act(ctx *ui.Context, id string) {
	switch {
	case id == "continue" && m.resume != nil:
		ctx.Go(m.open.table(m.resume, "", false))
		return
	case id == "lobby":
		ctx.Go(lobby.New(m.open, m.open.host.Base()))
		return
	case id == "signin":
		ctx.Go(lobby.SignIn(m.open, m.open.host.Base()))
		return
	case id == "online" && m.held > 0:
		ctx.Go(lobby.Yours(m.open))
		return
	}
	for _, b := range m.boards {
		if id == "game:"+b.Game.ID {
			ctx.Go(m.open.open(b.Game))
		}
	}
}
