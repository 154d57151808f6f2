package table_test

import (
	"fmt"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/scenes"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// light bots think a little: the hint's Hard among them.
func light(catalog.Level, catalog.Options) ai.Bot { return &ai.MCTS{Iterations: 200} }

// TestAHintIsShownAndGoes checks that the hint button thinks, marks a
// legal move on the board and names it, that the next move takes it away,
// and that no hint is offered for the computer's turn or after the end.
func TestAHintIsShownAndGoes(t *testing.T) {
	st := seat(t, "connectfour rules=classic", "person easy", light)
	if _, ok := st.s.State("hint").(string); ok || st.s.State("canHint") != true {
		t.Fatalf("a hint before any was asked for: %v, or none offered", st.s.State("hint"))
	}
	st.s.Click("hint")
	st.waitFor(t, "hint", 500, func() bool { return st.s.State("hint") != nil })
	m := st.tb.Match()
	text := st.s.State("hint").(string)
	if mv, err := m.State().ParseMove(text); err != nil || !st.hand.HintOn || st.hand.Hinted != mv {
		t.Fatalf("hint %q (%v): the view was shown %v (%v)", text, err, st.hand.Hinted, st.hand.HintOn)
	}
	if note := st.s.State("note").(string); !strings.HasPrefix(note, "Hint: Red drops into column") {
		t.Errorf("the hint's note is %q", note)
	}
	if st.s.State("thinking") != false {
		t.Error("still thinking once the hint is shown")
	}
	st.hand.Move(st.hand.Hinted)
	st.s.Tick(ui.Input{X: -1, Y: -1})
	if st.s.State("hint") != nil || st.hand.HintOn {
		t.Errorf("the hint stayed after a move: %v, %v", st.s.State("hint"), st.hand.HintOn)
	}
	if st.s.State("canHint") != false {
		t.Error("a hint is offered while the computer is to move")
	}
	st.plies(t, 2)
	// The key H asks too; undo takes the hint away.
	st.s.Press(ui.IntentHint)
	if st.s.State("thinking") != true && st.s.State("hint") == nil {
		t.Error("the key H did not ask for a hint")
	}
	st.waitFor(t, "hint", 500, func() bool { return st.s.State("hint") != nil })
	st.s.Press(ui.IntentUndo)
	if st.s.State("hint") != nil || st.hand.HintOn {
		t.Error("the hint stayed after an undo")
	}
	// No hint once the game is over.
	st.s.Click("seat:2:person")
	for _, c := range []game.Move{0, 1, 0, 1, 0, 1, 0} {
		st.hand.Move(c)
		st.waitFor(t, "move", 200, func() bool { return !st.hand.Waiting() })
	}
	st.s.Tick(ui.Input{X: -1, Y: -1})
	if st.s.State("canHint") != false || !m.State().Over() {
		t.Errorf("a hint is offered after the end: %v", fmt.Sprint(m.State()))
	}
}

// TestThinkingAndAHintOnEveryBoard checks, on every board at desktop and
// phone sizes, that the computer is said to be thinking on its turn, and
// that a hint is handed to the view and drawn on the board: the board's
// pixels change where they did not before. It saves both frames.
func TestThinkingAndAHintOnEveryBoard(t *testing.T) {
	for _, b := range scenes.Boards() {
		o := mostSeats(b.Game)
		for _, sz := range [][3]float64{{1280, 800, 1}, {1170, 2532, 3}} {
			t.Run(fmt.Sprintf("%s/%.0fx%.0f", b.Game.ID, sz[0], sz[1]), func(t *testing.T) {
				slowest := &slow{n: 1 << 30}
				st := seat(t, o.String(), "person medium medium medium medium medium", func(l catalog.Level, o catalog.Options) ai.Bot {
					if l.Name == catalog.HintLevel {
						return light(l, o)
					}
					return slowest
				})
				st.s = uiScreen(t, st, sz)
				for st.person() {
					legal := st.tb.Match().State().Legal()
					st.hand.Move(legal[len(legal)/2])
					st.waitFor(t, "move", 300, func() bool { return !st.hand.Waiting() && !st.hand.Busy() })
				}
				st.s.Idle(100, -1, -1)
				if st.s.State("thinking") != true {
					t.Errorf("not thinking on the computer's turn: %v", st.s.State("headline"))
				}
				st.s.Save(fmt.Sprintf("thinking-%s-%.0fx%.0f", b.Game.ID, sz[0], sz[1]))
				st.setSeat("seat:2:person")
				st.s.Settle()
				before := st.s.Draw()
				st.s.Click("hint")
				st.waitFor(t, "hint", 500, func() bool { return st.s.State("hint") != nil })
				if !st.hand.HintOn || st.tb.Match().State().MoveString(st.hand.Hinted) != st.s.State("hint") {
					t.Fatalf("the hint %v was not handed to the view: %v, %v", st.s.State("hint"), st.hand.Hinted, st.hand.HintOn)
				}
				st.s.Idle(25, -1, -1)
				if n := uitest.Differ(before, st.s.Draw(), st.hand.Board, 12); n < 20 {
					t.Errorf("the hint %v changed %d pixels of the board", st.s.State("hint"), n)
				}
				st.s.Save(fmt.Sprintf("hint-%s-%.0fx%.0f", b.Game.ID, sz[0], sz[1]))
			})
		}
	}
}
