package table

import (
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/record"
	"parlor/scenes/sound"
	"parlor/scenes/ui"
)

// Table is the game screen: one match, its board view, and everything
// around the board.
type Table struct {
	sounds sounds
	match  *record.Match
	view   View
	host   Host
	home   func() ui.Scene

	bar      bar
	panel    panel
	log      moveLog
	overlay  overlay
	pending  catalog.Options // the settings the next game will use
	review   int             // the log entry under review, or -1
	note     string          // a message for the player, shown for a while
	noteTick int
	swallow  bool // the press that finished an animation is not a click
	ticks    int

	seats   []string // who plays each seat: catalog.Person or a level's name
	newBot  func(l catalog.Level, o catalog.Options) ai.Bot
	bots    map[int]*seatBot // by seat; -1 is the hint's
	thought thought
	shown   int    // the last tick the view was animating
	stuck   int    // 1 + the plies at which the computer could not think, or 0
	hint    string // the move a hint points out, in notation, or ""

	analysis analysis // the values of the moves, when shown

	record, link string // the match's text and link as of the last save ("" until asked)

	board, side ui.Rect
	wide        bool
	theme       *ui.Theme // as of the last layout
}

// Config is what a table is made from.
type Config struct {
	Match *record.Match
	View  View
	Host  Host
	// Home is the scene the menu button goes to.
	Home func() ui.Scene
	// Note is a message to show at the start, or "".
	Note string
	// Bot makes the computer player of a level for a game; nil uses the
	// level's own (l.Bot(o)). Tests give bots that think less.
	Bot func(l catalog.Level, o catalog.Options) ai.Bot
	// Sound plays the moves' sounds; nil is silent (tests).
	Sound *sound.Player
}

// New sets the table for a match.
func New(c Config) *Table {
	t := &Table{match: c.Match, view: c.View, host: c.Host, home: c.Home, review: -1, pending: c.Match.Options(), newBot: c.Bot}
	if t.newBot == nil {
		t.newBot = func(l catalog.Level, o catalog.Options) ai.Bot { return l.Bot(o) }
	}
	t.sounds.player = c.Sound
	if c.Sound != nil {
		c.Sound.Muted = c.Host.Load(SoundKey) == "off"
	}
	t.loadSeats(c.Match.Options().Game())
	t.analysis.on = t.host.Load(ValuesKey) == "on"
	t.bar = newBar()
	t.view.Reset(t.match.State())
	t.log.refresh(t.match)
	t.log.follow = true
	if c.Note != "" {
		t.flash(c.Note)
	}
	t.save()
	return t
}

// Match is the match being played.
func (t *Table) Match() *record.Match { return t.match }

// flash shows msg to the player for a few seconds.
func (t *Table) flash(msg string) { t.note, t.noteTick = msg, t.ticks }

// live reports whether the person to move may play on the board now.
func (t *Table) live() bool {
	return t.review < 0 && t.overlay.kind == noOverlay && t.personToMove()
}

// Update runs one tick of the table.
func (t *Table) Update(ctx *ui.Context) {
	t.ticks++
	t.playDue()
	if t.note != "" && t.ticks-t.noteTick > 5*60 {
		t.note = ""
	}
	t.layout(ctx)
	t.catchUp()
	defer t.catchUp()
	if t.input(ctx) {
		t.think(ctx)
		t.analyse(ctx)
	}
}

// input handles this tick's input, and reports whether the table is
// still on show.
func (t *Table) input(ctx *ui.Context) bool {
	in := &ctx.Input
	if t.overlay.kind != noOverlay {
		t.view.Update(ctx, false)
		t.updateOverlay(ctx)
		return true
	}
	switch {
	case in.Has(ui.IntentBack) || in.Has(ui.IntentUndo):
		if t.cancel() {
			return true
		}
	}
	switch {
	case in.Has(ui.IntentBack):
		if t.review >= 0 {
			t.endReview()
			return true
		}
		ctx.Go(t.home())
		return false
	case in.Has(ui.IntentHelp):
		t.openRules(ctx)
		return true
	case in.Has(ui.IntentHint):
		t.askHint()
	case in.Has(ui.IntentValues):
		t.toggleValues()
	case in.Has(ui.IntentSound):
		t.toggleSound()
	case in.Has(ui.IntentRedo):
		t.redo()
	case in.Has(ui.IntentUndo):
		t.undo()
	}
	if t.updateBar(ctx) {
		return false
	}
	if t.updateReview(ctx) {
		return true
	}
	t.updatePanel(ctx)

	// A press on a board that is animating finishes the animation; it is
	// never taken as a move.
	if in.Pressed && t.view.Busy() && t.board.Contains(in.X, in.Y) {
		t.view.Finish()
		t.swallow = true
	}
	live := t.live() && !t.swallow && !t.view.Busy()
	if in.Released || !in.Down {
		t.swallow = false
	}
	if mv, ok := t.view.Update(ctx, live); ok && live {
		t.play(mv)
	}
	return true
}

// catchUp writes the log once the view has shown the last move.
func (t *Table) catchUp() {
	if t.log.stale && !t.view.Busy() {
		t.log.refresh(t.match)
		t.log.follow = true
	}
}

// play plays a move, a person's or the computer's, through the match and
// shows what it did.
func (t *Table) play(mv game.Move) {
	before, n := t.match.State(), t.match.Plies()
	if err := t.match.Play(mv); err != nil {
		t.flash(ui.Sentence(err.Error()))
		return
	}
	t.cue(t.show(before, n))
}

// show shows the view what the match did since ply n, from before, and
// returns that change.
func (t *Table) show(before game.State, n int) Change {
	var moves []game.Move
	for i := n; i < t.match.Plies(); i++ {
		mv, _ := t.match.Ply(i)
		moves = append(moves, mv)
	}
	t.note = ""
	t.drop()
	t.clearHint()
	c := Change{Before: before, Moves: moves, After: t.match.State()}
	t.view.Show(c)
	t.log.stale = true // written once the view has shown the move: the log never spoils a roll
	t.save()
	return c
}

// cancel asks the view to drop a move half made, and reports whether it
// did.
func (t *Table) cancel() bool {
	c, ok := t.view.(Canceler)
	return ok && c.Cancel()
}

// undo takes back moves as the match's undo policy says (against the
// computer, back to the person's previous decision), or first a move half
// made.
func (t *Table) undo() {
	if t.cancel() {
		return
	}
	t.endReview()
	if err := t.match.UndoTurn(t.people()); err != nil {
		t.flash(ui.Sentence(err.Error()))
		return
	}
	t.note = ""
	t.drop()
	t.clearHint()
	t.view.Reset(t.match.State())
	t.log.refresh(t.match)
	t.log.follow = true
	t.save()
}

// redo replays what undo took back (against the computer, its replies
// too, until a person is to move). The view animates the last decision
// replayed.
func (t *Table) redo() {
	t.endReview()
	last, err := t.match.RedoTurn(t.people())
	if err != nil {
		t.flash(ui.Sentence(err.Error()))
		return
	}
	t.show(t.match.At(last), last)
}

// startReview shows the board as it was after log entry i.
func (t *Table) startReview(i int) {
	turns := t.log.turns
	if i < 0 || i >= len(turns) {
		return
	}
	if i == len(turns)-1 {
		t.endReview()
		return
	}
	t.review = i
	t.clearHint()
	t.view.Reset(t.match.At(turns[i].End))
}

// endReview returns to the game as it stands.
func (t *Table) endReview() {
	if t.review < 0 {
		return
	}
	t.review = -1
	t.view.Reset(t.match.State())
}

// underWay reports whether a game has been started and not finished: a new
// game would throw it away.
func (t *Table) underWay() bool {
	return t.match.CanUndo() && !t.match.State().Over()
}

// newGame starts a new game with the pending settings, asking first when a
// game is under way unless sure.
func (t *Table) newGame(sure bool) {
	if !sure && t.underWay() {
		t.overlay.open(confirmOverlay)
		return
	}
	m, err := record.New(t.pending, uint64(time.Now().UnixNano()))
	if err != nil {
		t.flash(ui.Sentence(err.Error()))
		return
	}
	t.match, t.review, t.note = m, -1, ""
	t.drop()
	t.hint, t.stuck = "", 0
	t.view.Reset(m.State())
	t.log = moveLog{follow: true}
	t.log.refresh(m)
	t.keep(SettingsKey(t.pending.Game().ID), t.pending.String(), "your settings")
	t.save()
}

// save stores the record, so that the game survives a reload, and which
// game it is, so that the menu offers to continue it.
func (t *Table) save() {
	id := t.match.Options().Game().ID
	t.record, t.link = t.match.Text(), ""
	if t.keep(RecordKey(id), t.record, "your game") {
		t.keep(LastKey, id, "your game")
	}
}

// keep stores value under key, and when the host cannot, tells the player
// what was lost ("Your game could not be saved: …"). It reports whether
// the value was stored.
func (t *Table) keep(key, value, what string) bool {
	if err := t.host.Store(key, value); err != nil {
		t.flash(NotKept(what, err))
		return false
	}
	return true
}

// NotKept says in the player's words that what ("your game", "your
// settings") could not be saved, and why.
func NotKept(what string, err error) string {
	return ui.Sentence(what) + " could not be saved: " + strings.TrimSuffix(err.Error(), ".") + "."
}

// Draw draws the table.
func (t *Table) Draw(screen *ebiten.Image, ctx *ui.Context) {
	t.layout(ctx)
	ctx.Theme.Background(screen)
	t.view.Draw(screen, ctx, t.live())
	t.drawBar(screen, ctx)
	t.drawPanel(screen, ctx)
	t.drawOverlay(screen, ctx)
}

// Targets names what can be clicked now.
func (t *Table) Targets() ui.Targets {
	tg := ui.Targets{}
	if t.overlay.kind != noOverlay {
		t.overlay.targets(tg)
		if t.overlay.kind == settingsOverlay {
			t.panel.settings.targets(tg, t.pending, t.changed())
		}
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
	if t.review >= 0 {
		_, back := t.reviewBar(t.theme)
		tg["return"] = back.Rect
	}
	return tg
}

// Probe describes the table for tests and the browser hook: the view's
// probe, then the record, the link and the table's own.
func (t *Table) Probe() map[string]any {
	st := map[string]any{}
	t.view.Probe(st)
	s := t.match.State()
	o := t.match.Options()
	st["scene"] = o.Game().ID
	st["options"] = o.String()
	// The record and the link as of the last change, made once: the page
	// hook asks for the state often, and a link is a deflated record.
	if t.link == "" {
		t.link = t.match.Link(t.host.Base())
	}
	st["record"], st["link"] = t.record, t.link
	st["plies"] = t.match.Plies()
	st["over"] = s.Over()
	st["animating"] = t.view.Busy()
	st["canUndo"], st["canRedo"] = t.match.CanUndo(), t.match.CanRedo()
	st["reviewing"] = t.review
	st["overlay"], st["overlayTitle"] = t.overlay.kind.String(), t.overlayTitle()
	st["note"] = t.note
	st["headline"], _ = t.headline()
	st["pending"] = t.pending.String()
	st["seats"] = t.seatsText()
	st["thinking"] = t.Thinking()
	st["canHint"] = t.hintOffered()
	st["showValues"], st["analysing"] = t.analysis.on, t.Analysing()
	if p := t.sounds.player; p != nil {
		st["sound"] = !p.Muted
	}
	if t.hint != "" {
		st["hint"] = t.hint // the view's own key, when it has one, says the same
	}
	return st
}
