package table

import (
	"cmp"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/record"
	"parlor/scenes/prefs"
	"parlor/scenes/sound"
	"parlor/scenes/table/gamereview"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// Screen is the game screen: one match, its board view, and everything
// around the board.
type Screen struct {
	sounds sounds
	match  *record.Match
	view   View
	host   Host
	home   func() ui.Scene
	// homeLabel and homeWords name home: the menu button's label and
	// its words for a screen reader.
	homeLabel, homeWords string
	// ended is how a finished game ended where its position does not say
	// (Config.Ended), for its match as it was opened: endedAt plies.
	ended   string
	endedAt int

	bar       bar
	panel     panel
	log       moveLog
	overlay   overlay
	pending   catalog.Options // the settings the next game will use
	checked   checked         // why pending cannot start a game, as last found
	browsing  int             // the log entry whose position is on the board, or -1 (browse.go)
	before    bool            // the board shows the position browsed before its move, a marked one's best on it
	note      note
	ticks     int
	computer  computer
	hint      string   // the move a hint points out, in notation, or ""
	analysis  analysis // the values of the moves, when shown
	saved     saved
	lay       tableLayout
	drv       driver             // how the game is played: here, or at a room online (remote)
	room      *room.Room         // the room the table sits at, online; nil for a game here
	opening   *opening           // a room being made for the next game
	speech    speech             // what a screen reader is told
	following *following         // a link the page was given, to go to
	clock     clockState         // this seat's clock online: its ticks, its warning, its turn told
	review    *gamereview.Review // the review of the game (its Review button): under way, or shown in the log

	// pressEndedAnimation is set from a press on an animating board until
	// the pointer is up: that press is not a click on the board.
	pressEndedAnimation bool
}

// note is a message for the player, shown for a while.
type note struct {
	text  string
	since int // the tick it was shown
}

// saved are the match's text and link as of the last save; the link is
// made only when asked for ("" until then).
type saved struct {
	record, link string
}

// Config is what a table is made from.
type Config struct {
	Match *record.Match
	View  View
	Host  Host
	// Home is the scene the menu button goes to.
	Home func() ui.Scene
	// HomeLabel names Home on the menu button ("‹ Profile"), HomeWords
	// to a screen reader ("Back to your profile"): "" for the menu's,
	// "‹ Menu" and "Back to the games". A phone's bar shortens the label
	// to "‹".
	HomeLabel, HomeWords string
	// Note is a message to show at the start, or "".
	Note string
	// Ended, for a finished game whose record stops short of the end by
	// its rules (a game online lost on time, resigned or drawn), says how
	// it ended: "You lost". The headline says it in place of whose turn
	// it is, and the game is over: no one is to play.
	Ended string
	// Bot makes the computer player of a level for a game; nil uses the
	// level's own (l.Bot(o)). Tests give bots that think less.
	Bot func(l catalog.Level, o catalog.Options) ai.Bot
	// Sound plays the moves' sounds; nil is silent (tests).
	Sound *sound.Player
	// Room seats the table at a room on a game server; Match is then
	// ignored (the room's match is the one played).
	Room *room.Room
	// Linked says the match came from a link: it is kept (autosaved) only
	// once played on, so that the game saved before stays the menu's
	// Continue until then.
	Linked bool
}

// New sets the table for a match.
func New(c Config) *Screen {
	t := &Screen{drv: here{}, match: c.Match, view: c.View, host: c.Host, home: c.Home, browsing: -1, pending: c.Match.Options(),
		computer: computer{newBot: c.Bot, cannotThinkAt: -1}}
	t.review = gamereview.New(reviewTable{t})
	if t.computer.newBot == nil {
		t.computer.newBot = func(l catalog.Level, o catalog.Options) ai.Bot { return l.Bot(o) }
	}
	t.homeLabel, t.homeWords = cmp.Or(c.HomeLabel, "‹ Menu"), cmp.Or(c.HomeWords, "Back to the games")
	t.ended, t.endedAt = c.Ended, c.Match.Plies()
	t.sounds.player = c.Sound
	if c.Sound != nil {
		c.Sound.Muted = c.Host.Load(prefs.SoundKey) == "off"
	}
	t.loadSeats(c.Match.Options().Game())
	t.analysis.on = t.host.Load(prefs.ValuesKey) == "on"
	t.bar = newBar()
	t.bar.menu.Label = t.homeLabel
	t.view.Reset(t.match.State())
	t.log.refresh(t.match)
	t.log.follow = true
	switch {
	case c.Room != nil:
		t.Join(c.Room)
	case c.Linked:
		t.saved = saved{record: t.match.Text()}
	default:
		t.save()
	}
	if c.Note != "" { // after Join, which starts the table's notes afresh
		t.flash(c.Note)
	}
	return t
}

// TakesText reports whether typed text goes to the table now: while it
// asks for a name (ui.TextTaker), the keys are the name's.
func (t *Screen) TakesText() bool { return t.overlay.kind == nameOverlay }

// Match is the match being played.
func (t *Screen) Match() *record.Match { return t.match }

// flash shows msg to the player for a few seconds.
func (t *Screen) flash(msg string) { t.note = note{text: msg, since: t.ticks} }

// live reports whether the person to move may play on the board now.
func (t *Screen) live() bool {
	return t.browsing < 0 && t.overlay.kind == noOverlay && t.personToMove()
}

// Update runs one tick of the table.
func (t *Screen) Update(ctx *ui.Context) {
	t.ticks++
	t.drv.receive(t)
	t.opened()
	t.playDue()
	t.watchClocks()
	if t.note.text != "" && t.ticks-t.note.since > 5*60 {
		t.note = note{}
	}
	t.layout(ctx)
	t.writeLogOnceShown()
	defer t.tell()
	defer t.writeLogOnceShown()
	if t.input(ctx) {
		t.think(ctx)
		t.analyse(ctx)
		t.review.Step(Slice, ctx.Late, t.Thinking())
	}
}

// input handles this tick's input, and reports whether the table is
// still on show. An open overlay takes it all; else the keys, the bar,
// the review's way back, the panel and the board each take their part.
func (t *Screen) input(ctx *ui.Context) bool {
	if f := t.following; f != nil && f.now {
		t.following = nil
		t.leave()
		ctx.Go(f.open())
		return false
	}
	if t.overlay.kind != noOverlay {
		t.view.Update(ctx, false)
		t.updateOverlay(ctx)
		return true
	}
	if took, onShow := t.keys(ctx); took {
		return onShow
	}
	if t.updateBar(ctx) {
		return false
	}
	if t.updateBrowse(ctx) {
		return true
	}
	t.updatePanel(ctx)
	t.updateBoard(ctx)
	return true
}

// keys handles the keyboard's shortcuts. It reports whether one took the
// whole tick (Esc, ?), and then whether the table is still on show.
func (t *Screen) keys(ctx *ui.Context) (took, onShow bool) {
	in := &ctx.Input
	if (in.Has(ui.IntentBack) || in.Has(ui.IntentUndo)) && t.cancel() {
		return true, true
	}
	switch {
	case in.Has(ui.IntentBack) && t.Reviewing():
		t.review.Cancel()
		return true, true
	case in.Has(ui.IntentBack):
		if t.browsing >= 0 {
			t.endBrowse()
			return true, true
		}
		t.leave()
		ctx.Go(t.home())
		return true, false
	case in.Has(ui.IntentHelp):
		t.openRules(ctx)
		return true, true
	case in.Has(ui.IntentHint):
		t.askHint()
	case in.Has(ui.IntentValues):
		t.toggleValues()
	case in.Has(ui.IntentSound):
		t.toggleSound()
	case in.Typed('c'):
		t.sayClocks()
	case in.Has(ui.IntentRedo):
		t.redo()
	case in.Has(ui.IntentUndo):
		t.undo()
	case t.review.Shown() && in.Nav&ui.NavLeft != 0:
		t.stepBrowse(-1)
	case t.review.Shown() && in.Nav&ui.NavRight != 0:
		t.stepBrowse(1)
	case t.review.Shown() && in.Nav&ui.NavHome != 0:
		t.browseTo(0)
	case t.review.Shown() && in.Nav&ui.NavEnd != 0:
		t.browseTo(len(t.log.turns) - 1)
	}
	return false, true
}

// updateBoard hands the pointer to the view, and plays the move it makes
// when the person to move may play. A press on a board that is animating
// finishes the animation; it is never taken as a move.
func (t *Screen) updateBoard(ctx *ui.Context) {
	in := &ctx.Input
	if in.Pressed && t.view.Busy() && t.lay.board.Contains(in.X, in.Y) {
		t.view.Finish()
		t.pressEndedAnimation = true
	}
	live := t.live() && !t.pressEndedAnimation && !t.view.Busy()
	if in.Released || !in.Down {
		t.pressEndedAnimation = false
	}
	if mv, ok := t.view.Update(ctx, live); ok && live {
		t.play(mv)
	}
}

// writeLogOnceShown writes the log once the view has shown the last move.
func (t *Screen) writeLogOnceShown() {
	if t.log.stale && !t.view.Busy() {
		t.log.refresh(t.match)
		t.log.follow = true
	}
}

// play plays a move, a person's or the computer's, through the match and
// shows what it did.
func (t *Screen) play(mv game.Move) { t.drv.play(t, mv) }

// show shows the view what the match did since ply n, from before, and
// returns that change.
func (t *Screen) show(before game.State, n int) Change {
	var moves []game.Move
	for i := n; i < t.match.Plies(); i++ {
		mv, _ := t.match.Ply(i)
		moves = append(moves, mv)
	}
	t.note = note{}
	t.stopThinking()
	t.clearHint()
	c := Change{Before: before, Moves: moves, After: t.match.State()}
	t.view.Show(c)
	t.log.stale = true // written once the view has shown the move: the log never spoils a roll
	t.save()
	return c
}

// cancel asks the view to drop a move half made, and reports whether it
// did.
func (t *Screen) cancel() bool {
	c, ok := t.view.(Canceler)
	return ok && c.Cancel()
}

// undo takes back moves as the match's undo policy says (against the
// computer, back to the person's previous decision), or first a move half
// made.
func (t *Screen) undo() {
	if t.cancel() {
		return
	}
	t.endBrowse()
	t.drv.undo(t)
}

// redo replays what undo took back (against the computer, its replies
// too, until a person is to move). The view animates the last decision
// replayed.
func (t *Screen) redo() {
	t.endBrowse()
	t.drv.redo(t)
}

// newGame starts a new game with the pending settings, asking first when a
// game is under way unless sure.
func (t *Screen) newGame(sure bool) {
	if t.rematch() {
		return
	}
	if !sure && t.underWay() {
		t.overlay.open(confirmOverlay)
		return
	}
	if t.inviting() {
		if t.host.Load(prefs.NameKey) == "" {
			t.askName() // then goOnline
			return
		}
		t.leave()
		t.goOnline()
		return
	}
	t.leave()
	m, err := record.New(t.pending, uint64(time.Now().UnixNano()))
	if err != nil {
		t.flash(ui.Sentence(err.Error()))
		return
	}
	t.match, t.browsing, t.before, t.note = m, -1, false, note{}
	t.review.Reset()
	t.stopThinking()
	t.hint, t.computer.cannotThinkAt = "", -1
	t.view.Reset(m.State())
	t.log = moveLog{follow: true}
	t.log.refresh(m)
	t.keep(prefs.SettingsKey(t.pending.Game().ID), t.pending.String(), "your settings")
	t.save()
}

// Draw draws the table.
func (t *Screen) Draw(screen *ebiten.Image, ctx *ui.Context) {
	t.layout(ctx)
	ctx.Theme.Background(screen)
	if e, ok := t.view.(Ender); ok {
		e.End(t.endWords())
	}
	t.view.Draw(screen, ctx, t.live())
	t.drawBar(screen, ctx)
	t.drawPanel(screen, ctx)
	t.drawBanner(screen, ctx.Theme)
	t.drawOverlay(screen, ctx)
}

// Targets names what can be clicked now.
func (t *Screen) Targets() ui.Targets {
	tg := ui.Targets{}
	if t.overlay.kind != noOverlay {
		t.overlayTargets(tg)
		return tg
	}
	t.view.Targets(tg)
	t.bar.targets(tg)
	t.panel.targets(tg)
	if t.sounds.toggle.Rect.W > 0 {
		tg["sound"] = t.sounds.toggle.Rect
	}
	if t.panel.inline {
		t.panel.settings.targets(tg, t.pending, t.changed())
	}
	t.log.targets(tg)
	t.review.Targets(tg)
	if t.browsing >= 0 {
		_, back := t.browseBar(t.lay.theme)
		tg["return"] = back.Rect
	}
	return tg
}
