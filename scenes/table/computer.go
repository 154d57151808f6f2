package table

import (
	"strings"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/record"
	"parlor/scenes/ui"
)

// The computer's pace and its share of a frame.
const (
	// Pace is the fewest ticks between the start of the computer's turn
	// (or the end of the animation of the move before) and its move: half
	// a second, so that a person sees what happened.
	Pace = 30
	// Slice is how long the computer thinks in one drawn frame. With the
	// rest of the frame's work it keeps a frame well under 20 ms, so the
	// page never stalls.
	Slice = 4 * time.Millisecond
	// maxGap is the most wall time one frame adds to a think's time: a
	// page hidden for a minute has not been thinking for a minute.
	maxGap = 50 * time.Millisecond
)

// computer is the table's computer players: who plays each seat, the
// bots kept for the seats, and the thinking under way.
type computer struct {
	seats         []string // who plays each seat: catalog.Person or a level's name
	newBot        func(l catalog.Level, o catalog.Options) ai.Bot
	bots          map[int]*seatBot // by seat; -1 is the hint's
	thought       thought
	animatedAt    int // the last tick the view was animating
	cannotThinkAt int // the plies at which the computer could not start thinking, or -1
}

// thought is the computer thinking about a move: for the seat to move, or
// for a hint for the person to move.
type thought struct {
	active  bool
	hint    bool // a hint for a person, not a move to play
	match   *record.Match
	plies   int // the position thought about is the match after plies
	bot     ai.Bot
	ceiling time.Duration
	elapsed time.Duration // wall time thinking, frame by frame
	last    time.Time     // when it last thought
	began   int           // the tick it began
	move    game.Move
	decided bool
}

// seatBot is the bot kept for one seat, with what it was made for, so that
// it (and the memory it holds) serves every move of that seat.
type seatBot struct {
	bot  ai.Bot
	made string // the level and options it was made for
}

// botFor is the bot of level l for seat i (i < 0 for the hint's), made
// once and kept while the level and the options stay.
func (t *Screen) botFor(i int, l catalog.Level) ai.Bot {
	o := t.match.Options()
	made := l.Name + " " + o.String()
	if t.computer.bots == nil {
		t.computer.bots = map[int]*seatBot{}
	}
	sb := t.computer.bots[i]
	if sb == nil || sb.made != made {
		sb = &seatBot{bot: t.computer.newBot(l, o), made: made}
		t.computer.bots[i] = sb
	}
	return sb.bot
}

// seed is the bots' seed for the position after the match's plies: the
// same game reloaded thinks the same thoughts.
func (t *Screen) seed(hint bool) uint64 {
	s := t.match.Seed() ^ uint64(t.match.Plies()+1)*0x9e3779b97f4a7c15
	if hint {
		s ^= 0x68696e74 // "hint"
	}
	return s
}

// Thinking reports whether the computer is thinking: about its move, or
// about a hint.
func (t *Screen) Thinking() bool { return t.computer.thought.active && !t.computer.thought.decided }

// computerThinking reports whether the computer is at work on its own
// move (thinking, or waiting for its pace).
func (t *Screen) computerThinking() bool {
	return t.computer.thought.active && !t.computer.thought.hint
}

// stopThinking forgets any thinking: the position changed.
func (t *Screen) stopThinking() { t.computer.thought = thought{} }

// startThinking begins thinking about the match's position with bot b.
func (t *Screen) startThinking(b ai.Bot, l catalog.Level, hint bool) bool {
	if err := b.Start(t.match.State(), t.seed(hint)); err != nil {
		t.flash("The computer cannot think here: " + err.Error() + ".")
		return false
	}
	t.computer.thought = thought{active: true, hint: hint, match: t.match, plies: t.match.Plies(), bot: b,
		ceiling: l.Ceiling, last: time.Now(), began: t.ticks}
	return true
}

// think runs once a tick: it starts the computer's thinking when a
// computer is to move, thinks for a slice once a drawn frame, and plays
// the computer's move (or shows the hint) once decided and due.
func (t *Screen) think(ctx *ui.Context) {
	th := &t.computer.thought
	if t.view.Busy() {
		t.computer.animatedAt = t.ticks
	}
	if th.active && (th.match != t.match || th.plies != t.match.Plies()) {
		t.stopThinking()
	}
	if !th.active && t.browsing < 0 && t.computerToMove() && t.computer.cannotThinkAt != t.match.Plies() {
		l, _ := t.seatLevel(t.match.State().Turn())
		if !t.startThinking(t.botFor(int(t.match.State().Turn()), l), l, false) {
			t.computer.cannotThinkAt = t.match.Plies() // said once; not tried again every frame
			return
		}
	}
	if !th.active || t.browsing >= 0 {
		return
	}
	if !th.decided && !ctx.Late {
		now := time.Now()
		th.elapsed += min(now.Sub(th.last), maxGap)
		th.last = now
		if th.elapsed >= th.ceiling && th.ceiling > 0 {
			th.move, th.decided = th.bot.Stop(), true
		} else {
			th.move, th.decided = th.bot.Step(Slice)
		}
	}
	if !th.decided {
		return
	}
	if th.hint {
		t.showHint(th.move)
		t.stopThinking()
		return
	}
	if t.ticks-max(th.began, t.computer.animatedAt) >= Pace && !t.view.Busy() && t.overlay.kind == noOverlay && !t.pressEndedAnimation {
		note := ""
		if n, ok := th.bot.(ai.Noter); ok {
			note = n.Note()
		}
		t.play(th.move)
		if note != "" {
			t.flash(note)
		}
	}
}

// hintOffered reports whether a hint may be asked for now: a person is
// to move, on the game as it stands.
func (t *Screen) hintOffered() bool {
	return !t.helpsOff() && t.browsing < 0 && t.personToMove() && !(t.computer.thought.active && t.computer.thought.hint)
}

// askHint starts the Hard level thinking for the person to move.
func (t *Screen) askHint() {
	if !t.hintOffered() {
		return
	}
	t.clearHint()
	l, _ := t.match.Options().Level(catalog.HintLevel)
	if t.startThinking(t.botFor(-1, l), l, true) {
		t.flash("Looking for a good move…")
	}
}

// showHint marks move m on the board and names it.
func (t *Screen) showHint(m game.Move) {
	s := t.match.State()
	t.hint = s.MoveString(m)
	if h, ok := t.view.(Hinter); ok {
		h.Hint(m, true)
	}
	// The log's words for it, said of the position before any dice or
	// tiles it calls for.
	words := "play " + t.hint
	if after := s.Clone(); after.Play(m) == nil {
		words = t.match.Options().Game().Describe(s, m, after)
	}
	t.flash("Hint: " + words + ".")
}

// clearHint takes a hint off the board.
func (t *Screen) clearHint() {
	if t.hint == "" {
		return
	}
	t.hint = ""
	if h, ok := t.view.(Hinter); ok {
		h.Hint(0, false)
	}
	if strings.HasPrefix(t.note.text, "Hint:") {
		t.note = note{}
	}
}
