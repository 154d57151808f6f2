package table_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/record"
	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

// The table's own behaviour — undo and redo, review, the rules, share and
// the settings — is tested here once, on every game's board: a game is
// tested by being listed in scenes.Boards. The views' own tests keep what
// is theirs (layout, input into moves, animation, drawing).

// everyone seats a person in every seat: pass and play.
const everyone = "person person person person person person"

// everyBoard runs test on a fresh table of each board's game in each of
// its variants (catalog.Game.Variants), at 1280 × 800; subtests are named
// by the game's id, then the options.
func everyBoard(t *testing.T, test func(t *testing.T, st *setting)) {
	for _, b := range scenes.Boards() {
		t.Run(b.Game.ID, func(t *testing.T) {
			for _, o := range b.Game.Variants() {
				t.Run(o.String(), func(t *testing.T) {
					test(t, seat(t, o.String(), everyone, quick))
				})
			}
		})
	}
}

// decide has the person to move make n decisions, random legal moves from
// a fixed seed, each through the board and let play out. A variant whose
// game is over sooner (Kalah with one house) is skipped; the default game
// must last.
func (st *setting) decide(t *testing.T, n int) {
	t.Helper()
	r := rand.New(rand.NewPCG(uint64(n), 9))
	for i := range n {
		m := st.tb.Match()
		if m.State().Over() {
			if m.Options().Equal(m.Options().Game().Defaults()) {
				t.Fatalf("the default game is over after %d decisions", i)
			}
			t.Skipf("the game is over after %d decisions", i)
		}
		legal := m.State().Legal()
		st.hand.Move(legal[r.IntN(len(legal))])
		st.waitFor(t, "the move", 300, func() bool { return !st.hand.Waiting() })
		st.s.Settle()
	}
	st.s.Idle(1, -1, -1) // the log, written once the move is shown, scrolls to it
}

// fresh is the probe of a new view of the same board shown position s at
// once: what the table's view must show of s.
func (st *setting) fresh(s game.State) map[string]any {
	v := st.board.New()
	v.Reset(s)
	v.Layout(st.s.Context(), st.hand.Board)
	p := map[string]any{}
	v.Probe(p)
	return p
}

// shows fails the test unless the table's view shows position s as a new
// view of the board would: its board, and when the view was set to s at
// once (an undo, a review, a new game), all it reports.
func (st *setting) shows(t *testing.T, what string, s game.State, atOnce bool) {
	t.Helper()
	want := st.fresh(s)
	if _, ok := want["board"]; !ok {
		t.Fatalf("the view's probe has no board: %v", want)
	}
	got := st.s.Scene().Probe()
	for k, w := range want {
		if (atOnce || k == "board") && fmt.Sprint(got[k]) != fmt.Sprint(w) {
			t.Fatalf("after %s the view's %s is\n%v\nwant\n%v", what, k, got[k], w)
		}
	}
}

// notPlayable fails the test if the board takes a move now: a legal move
// handed over, or a click in the middle of the board, which must not
// change what the view shows either.
func (st *setting) notPlayable(t *testing.T, when string) {
	t.Helper()
	plies := st.tb.Match().Plies()
	st.hand.Move(st.tb.Match().State().Legal()[0])
	st.s.Idle(5, -1, -1)
	if st.tb.Match().Plies() != plies || !st.hand.Waiting() {
		t.Fatalf("the board played a move %s", when)
	}
	st.hand.Forget()
	before := fmt.Sprint(st.s.Scene().Probe())
	st.s.ClickAt(st.hand.Board.Center())
	st.s.Idle(5, -1, -1)
	if after := fmt.Sprint(st.s.Scene().Probe()); st.tb.Match().Plies() != plies || after != before {
		t.Fatalf("a click on the board %s changed\n%s\ninto\n%s", when, before, after)
	}
}

// TestUndoAndRedoByButtonAndKey checks undo by the button and by the key
// (Ctrl+Z), then redo by the button and by the key (Ctrl+Shift+Z, Ctrl+Y):
// the view shows the match at each step, a redone move is shown moving,
// and redo brings back the same game — the same dice and tiles drawn.
func TestUndoAndRedoByButtonAndKey(t *testing.T) {
	everyBoard(t, func(t *testing.T, st *setting) {
		st.decide(t, 3)
		m := st.tb.Match()
		rec, board, plies := m.Text(), st.s.State("board"), m.Plies()
		if st.s.State("canRedo") != false {
			t.Fatal("redo offered before any undo")
		}
		st.s.Click("undo")
		two := m.Plies()
		if two >= plies || st.s.State("animating") == true || st.s.State("canRedo") != true {
			t.Fatalf("undo by button: %d plies of %d, animating %v", two, plies, st.s.State("animating"))
		}
		st.shows(t, "undo", m.State(), true)
		st.s.Press(ui.IntentUndo)
		if m.Plies() >= two {
			t.Fatalf("undo by key: %d plies, %d before", m.Plies(), two)
		}
		st.shows(t, "undo by key", m.State(), true)
		st.s.Click("redo")
		st.s.Settle()
		if m.Plies() != two {
			t.Fatalf("redo by button: %d plies, want %d", m.Plies(), two)
		}
		st.shows(t, "redo", m.State(), false)
		st.s.Press(ui.IntentRedo)
		if st.s.State("animating") != true {
			t.Error("a redone move is not shown moving")
		}
		st.s.Settle()
		if m.Text() != rec || st.s.State("board") != board || m.CanRedo() || st.s.State("canRedo") != false {
			t.Errorf("redo by key did not bring the game back:\n%s\nwant\n%s", m.Text(), rec)
		}
		st.s.Press(ui.IntentRedo)
		if m.Plies() != plies || st.s.State("note") == "" {
			t.Errorf("a redo with nothing to redo: %d plies, note %q", m.Plies(), st.s.State("note"))
		}
	})
}

// TestLogReviewAndReturn checks that a move of the log shows the board as
// it was after it, that the board takes no move under review, and that
// Esc and the return button each bring the game back.
func TestLogReviewAndReturn(t *testing.T) {
	everyBoard(t, func(t *testing.T, st *setting) {
		st.decide(t, 3)
		m := st.tb.Match()
		now, plies := st.s.State("board"), m.Plies()
		turns := m.Turns()
		if len(turns) != 3 {
			t.Fatalf("%d log entries for three decisions", len(turns))
		}
		for i, leave := range []func(){
			func() { st.s.Press(ui.IntentBack) },
			func() { st.s.Click("return") },
		} {
			st.reveal(t, "log:"+strconv.Itoa(i+1))
			st.s.Click("log:" + strconv.Itoa(i+1))
			if st.s.State("reviewing") != i {
				t.Fatalf("log:%d: reviewing %v; turns %+v", i+1, st.s.State("reviewing"), turns)
			}
			st.shows(t, "review of log:"+strconv.Itoa(i+1), m.At(turns[i].End), true)
			st.notPlayable(t, "under review")
			leave()
			if st.s.State("board") != now || st.s.State("reviewing") != -1 || m.Plies() != plies || st.s.State("scene") != st.board.Game.ID {
				t.Fatalf("leaving the review of log:%d: reviewing %v, %d plies, scene %v, board\n%v", i+1, st.s.State("reviewing"), m.Plies(), st.s.State("scene"), st.s.State("board"))
			}
		}
		st.reveal(t, "log:3")
		st.s.Click("log:3") // the game as it stands is no review
		if st.s.State("reviewing") != -1 {
			t.Errorf("the last entry is reviewed: %v", st.s.State("reviewing"))
		}
	})
}

// reveal scrolls the log, as a person would, until entry name (log:1) is
// in view: up, then down.
func (st *setting) reveal(t *testing.T, name string) {
	t.Helper()
	for i := range 20 {
		tg := st.s.Scene().Targets()
		if _, ok := tg[name]; ok {
			return
		}
		for k, r := range tg {
			if strings.HasPrefix(k, "log:") {
				x, y := r.Center()
				st.s.Scroll(x, y, float64(1-2*(i/10)))
				break
			}
		}
	}
	t.Fatalf("no %s in the log after scrolling", name)
}

// TestRulesOverlay checks, on a desktop and a phone, that the rules button
// and ? open the game's own rules, that the board takes no move under
// them, that Esc and the close button close them, and that Esc with
// nothing open goes back to the menu.
func TestRulesOverlay(t *testing.T) {
	everyBoard(t, func(t *testing.T, st *setting) {
		for _, sz := range [][3]float64{{1280, 800, 1}, {1170, 2532, 3}} {
			st.s = uiScreen(t, st, sz)
			st.s.Click("rules")
			if st.s.State("overlay") != "rules" || st.s.State("overlayTitle") != "Rules of "+st.board.Game.Title {
				t.Fatalf("%v: the rules button opened %v, %q", sz, st.s.State("overlay"), st.s.State("overlayTitle"))
			}
			st.notPlayable(t, "under the rules")
			x, y := st.s.Target("close")
			st.s.Scroll(x, y+200*sz[2], -5)
			st.s.Save("rules-" + st.board.Game.ID + "-" + strconv.Itoa(int(sz[0])))
			st.s.Press(ui.IntentBack)
			if st.s.State("overlay") != "" || st.s.State("scene") != st.board.Game.ID {
				t.Fatalf("%v: Esc left overlay %v, scene %v", sz, st.s.State("overlay"), st.s.State("scene"))
			}
			st.s.Press(ui.IntentHelp)
			if st.s.State("overlay") != "rules" {
				t.Fatalf("%v: ? opened %v", sz, st.s.State("overlay"))
			}
			st.s.Click("close")
			if st.s.State("overlay") != "" {
				t.Fatalf("%v: close left %v", sz, st.s.State("overlay"))
			}
		}
		st.decide(t, 1) // the board plays again once they are closed
		st.s.Press(ui.IntentBack)
		st.s.Settle()
		if st.s.State("scene") != "home" {
			t.Errorf("Esc with nothing open went to %v, not the menu", st.s.State("scene"))
		}
	})
}

// TestShareCopiesALinkThatOpensThePosition checks that share puts on the
// clipboard a link to the same game and position, that the record can be
// copied too, and that the game is autosaved.
func TestShareCopiesALinkThatOpensThePosition(t *testing.T) {
	everyBoard(t, func(t *testing.T, st *setting) {
		st.decide(t, 2)
		m := st.tb.Match()
		st.s.Click("share")
		if st.s.State("overlay") != "share" || st.s.State("overlayTitle") != "Share this game" {
			t.Fatalf("share opened %v", st.s.State("overlay"))
		}
		l, err := record.ParseLink(games.All(), st.host.Clipboard)
		if err != nil || l.Text() != m.Text() || l.State().String() != m.State().String() {
			t.Fatalf("the clipboard's link %q opens %v", st.host.Clipboard, err)
		}
		if got := st.fresh(l.State())["board"]; got != st.s.State("board") {
			t.Errorf("the link opens\n%v\nthe table shows\n%v", got, st.s.State("board"))
		}
		st.s.Click("copy-record")
		if st.host.Clipboard != m.Text() {
			t.Error("copy the record did not copy it")
		}
		if st.host.Load(prefs.RecordKey(st.board.Game.ID)) != m.Text() {
			t.Error("the record was not autosaved")
		}
	})
}

// change is a click on the settings of options o that makes other options
// a game can start with: a choice of a shown option, or a step of a
// number, the first of them the catalog entry offers.
func change(t *testing.T, o catalog.Options) (target string, want catalog.Options) {
	t.Helper()
	for _, p := range o.Game().Params {
		if p.Hidden {
			continue
		}
		var tries [][2]string // target, value
		if p.Choices != nil {
			for _, c := range p.Choices {
				tries = append(tries, [2]string{p.Name + ":" + c, c})
			}
		} else {
			n := o.Int(p.Name)
			tries = append(tries, [2]string{p.Name + ":+", strconv.Itoa(n + 1)}, [2]string{p.Name + ":-", strconv.Itoa(n - 1)})
		}
		for _, try := range tries {
			w, err := o.With(p.Name, try[1])
			if err != nil || w.Equal(o) {
				continue
			}
			if _, err := w.New(); err == nil {
				return try[0], w
			}
		}
	}
	t.Fatalf("%s has no setting to change", o.Game().Title)
	return "", o
}

// TestSettingsApplyToTheNextGame checks that a setting touched mid-game
// leaves the game alone, that the new game with these settings asks
// first, that keep playing keeps it, and that the new game is the one set,
// laid out afresh and remembered.
func TestSettingsApplyToTheNextGame(t *testing.T) {
	everyBoard(t, func(t *testing.T, st *setting) {
		st.decide(t, 1)
		m := st.tb.Match()
		rec, opts := m.Text(), m.Options()
		target, want := change(t, opts)
		inline := true
		if _, ok := st.s.Scene().Targets()[target]; !ok {
			inline = false
			st.s.Click("settings") // the panel has no room for them
		}
		st.s.Click(target)
		if m.Text() != rec || st.s.State("options") != opts.String() || st.s.State("pending") != want.String() {
			t.Fatalf("%s changed the game in progress: %v, pending %v", target, st.s.State("options"), st.s.State("pending"))
		}
		st.s.Click("apply")
		if st.s.State("overlay") != "confirm" {
			t.Fatalf("a new game mid-game did not ask first: overlay %v", st.s.State("overlay"))
		}
		st.s.Click("cancel")
		if st.tb.Match().Text() != rec {
			t.Fatal("keep playing threw the game away")
		}
		if !inline {
			st.s.Click("settings")
		}
		st.s.Click("apply")
		st.s.Click("confirm")
		st.s.Settle()
		n := st.tb.Match()
		if n.CanUndo() || st.s.State("options") != want.String() || st.s.State("overlay") != "" {
			t.Fatalf("the new game is %v with %d plies, overlay %v", st.s.State("options"), n.Plies(), st.s.State("overlay"))
		}
		st.shows(t, "the new game", n.State(), true)
		got, fresh := targetNames(st.hand.Targets), targetNames(func(tg ui.Targets) {
			v := st.board.New()
			v.Reset(n.State())
			v.Layout(st.s.Context(), st.hand.Board)
			v.Update(st.s.Context(), true) // the pointer off the board
			v.Targets(tg)
		})
		if !slices.Equal(got, fresh) {
			t.Errorf("the board was not laid out for the new game: targets %v, want %v", got, fresh)
		}
		if st.host.Load(prefs.SettingsKey(st.board.Game.ID)) != want.String() {
			t.Error("the settings were not remembered")
		}
	})
}

// targetNames are the names of the click targets add adds, sorted.
func targetNames(add func(ui.Targets)) []string {
	tg := ui.Targets{}
	add(tg)
	var names []string
	for name := range tg {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}
