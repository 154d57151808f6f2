package yote

import (
	"strings"
	"testing"

	"parlor/game/yote"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

func TestDeployByClickAndByDrag(t *testing.T) {
	s, tb, host, _ := newTable(t, "yote", desktop)
	s.Click("tray:X")
	if s.State("picked") != true {
		t.Fatal("clicking the tray did not pick a stone")
	}
	s.Click("square:7")
	s.Settle()
	drag(s, "tray:O", "square:2")
	s.Settle()
	if want := engineBoard(t, yote.Rows, "p 7", "p 2"); s.State("board") != want {
		t.Fatalf("board\n%s\nwant\n%s", s.State("board"), want)
	}
	if r := s.State("reserve").([]int); r[0] != 11 || r[1] != 11 {
		t.Errorf("reserves %v", r)
	}
	if !strings.HasSuffix(tb.Match().Text(), "p 7\np 2\n") {
		t.Errorf("record:\n%s", tb.Match().Text())
	}
	if host.Load(prefs.RecordKey("yote")) != tb.Match().Text() {
		t.Error("the record was not autosaved after the move")
	}
}

// TestDragAStoneOnTheBoard slides a stone by dragging it, and drags
// another over an opponent's stone to jump.
func TestDragAStoneOnTheBoard(t *testing.T) {
	s, tb, _, _ := newTable(t, "yote", phone)
	playText(t, s, tb, "p 7", "p 8", "p 14", "p 2")
	drag(s, "square:14", "square:15")
	s.Settle()
	if lastLine(tb) != "m 14 15" {
		t.Fatalf("the drag played %q", lastLine(tb))
	}
	playText(t, s, tb, "p 20")
	drag(s, "square:7", "square:9")
	if s.State("removing") != true {
		t.Fatal("a jump by dragging did not ask for its removal")
	}
	s.Click("square:20")
	s.Settle()
	if lastLine(tb) != "m 7 9 20" {
		t.Errorf("the jump played %q", lastLine(tb))
	}
	drag(s, "square:2", "tray:X") // O drops its stone off the board: nothing
	if s.State("picked") == true || tb.Match().Plies() != 7 {
		t.Errorf("a drop off the board picked or played")
	}
}

func TestOnlyTheMoverResponds(t *testing.T) {
	s, _, _, _ := newTable(t, "yote", desktop)
	s.Click("tray:O") // X is to move
	if s.State("picked") == true {
		t.Fatal("O's tray responded on X's turn")
	}
	s.Click("tray:X")
	s.Click("square:7")
	s.Settle()
	s.Click("square:7") // X's stone, but it is O's turn
	if s.State("picked") == true {
		t.Fatal("X's stone responded on O's turn")
	}
	s.Click("square:12") // an empty square with nothing picked
	if s.State("board") != engineBoard(t, yote.Rows, "p 7") || s.State("plies") != 1 {
		t.Error("a click on an empty square with nothing picked changed the game")
	}
}

// TestAJumpAndItsRemovalAreOneMove gathers the jump and the stone it
// removes, refusing what cannot be removed, and plays them as one move.
func TestAJumpAndItsRemovalAreOneMove(t *testing.T) {
	s, tb, _, v := newTable(t, "yote", desktop)
	playText(t, s, tb, "p 7", "p 8", "p 14", "p 2")
	s.Click("square:7")
	targets := v.targets(v.pick)
	if targets[6] != yote.Slide || targets[12] != yote.Slide || targets[9] != yote.Jump || len(targets) != 3 {
		t.Fatalf("targets from 7: %v", targets)
	}
	s.Click("square:13") // not a target: the pick is dropped
	if s.State("picked") == true {
		t.Fatal("a click off the targets kept the pick")
	}
	s.Click("square:7")
	s.Click("square:9")
	if s.State("removing") != true || tb.Match().Plies() != 4 {
		t.Fatalf("a jump did not wait for its removal: %d plies", tb.Match().Plies())
	}
	if st := s.State("status").(string); !strings.Contains(st, "remove") {
		t.Errorf("while removing the status says %q", st)
	}
	s.Save("yote-removing-1280x800")
	before := s.State("board")
	for _, bad := range []string{"square:14", "square:1", "square:8", "tray:X"} { // own, empty, the jumped one, the tray
		s.Click(bad)
		if s.State("removing") != true || s.State("board") != before || tb.Match().Plies() != 4 {
			t.Fatalf("clicking %s while choosing a removal", bad)
		}
	}
	s.Click("square:2")
	s.Settle()
	if lastLine(tb) != "m 7 9 2" || tb.Match().Plies() != 5 {
		t.Fatalf("the jump was recorded as %q, %d plies", lastLine(tb), tb.Match().Plies())
	}
	if want := engineBoard(t, yote.Rows, "p 7", "p 8", "p 14", "p 2", "m 7 9 2"); s.State("board") != want {
		t.Fatalf("after the jump\n%s\nwant\n%s", s.State("board"), want)
	}
	if c := s.State("captured").([]int); c[1] != 2 {
		t.Errorf("captured %v", c)
	}
	s.Save("yote-after-jump-1280x800")
}

// TestAJumpCanBeTakenBackBeforeItsRemoval picks the jumping stone again
// while the removal waits.
func TestAJumpCanBeTakenBackBeforeItsRemoval(t *testing.T) {
	s, tb, _, _ := newTable(t, "yote", desktop)
	playText(t, s, tb, "p 7", "p 8", "p 14", "p 2")
	s.Click("square:7")
	s.Click("square:9")
	s.Click("square:9")
	if s.State("removing") == true || s.State("picked") != true {
		t.Fatal("picking the jumper did not take the jump back")
	}
	s.Click("square:6")
	s.Settle()
	if lastLine(tb) != "m 7 6" {
		t.Errorf("played %q", lastLine(tb))
	}
}

// TestAJumpWithNothingToRemoveIsPlayedAtOnce checks the jump is one click
// when the opponent has no other stone on the board, and that the view
// says why there was no second capture.
func TestAJumpWithNothingToRemoveIsPlayedAtOnce(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		s, tb, _, _ := newTable(t, "yote", sz)
		playText(t, s, tb, "p 7", "p 8")
		s.Click("square:7")
		s.Click("square:9")
		if tb.Match().Plies() != 3 || lastLine(tb) != "m 7 9" {
			t.Fatalf("the jump is %q, %d plies", lastLine(tb), tb.Match().Plies())
		}
		s.Click("undo")
		s.Click("square:7")
		tap(s, "square:9")
		if s.State("animating") != true {
			t.Fatal("the jump is not shown moving")
		}
		tap(s, "square:9")
		if s.State("animating") == true || s.State("picked") == true || tb.Match().Plies() != 3 {
			t.Fatal("a tap during the jump did not just finish it")
		}
		for _, key := range []string{"status", "toast"} {
			if msg := s.State(key).(string); !strings.Contains(msg, "No second capture") || !strings.Contains(msg, "O had no other stone") {
				t.Errorf("%v: the %s says %q", sz, key, msg)
			}
		}
		s.Save("yote-no-second-capture-" + sizeName(sz))
		s.Idle(toastTicks, -1, -1)
		if s.State("toast") != "" || !strings.Contains(s.State("status").(string), "No second capture") {
			t.Errorf("the banner stays, or the status forgets: %q, %q", s.State("toast"), s.State("status"))
		}
		s.Click("tray:O")
		if strings.Contains(s.State("status").(string), "No second capture") {
			t.Error("the status still speaks of the jump once O has picked")
		}
	}
}

// TestAClickDuringAnAnimationIsNotAMove taps the board while each kind of
// move is shown: the tap finishes the animation and neither picks nor
// plays.
func TestAClickDuringAnAnimationIsNotAMove(t *testing.T) {
	s, tb, _, _ := newTable(t, "yote", desktop)
	playText(t, s, tb, "p 7", "p 8", "p 14", "p 2", "p 6")
	for _, step := range []struct {
		pick, to, remove, tapAt string
	}{
		// Each tap would pick something if it were taken as a click.
		{"tray:O", "square:3", "", "tray:X"},             // a placement
		{"square:6", "square:1", "", "square:8"},         // a slide
		{"square:3", "square:4", "", "tray:X"},           // a slide
		{"square:7", "square:9", "square:2", "square:4"}, // a jump and its removal
	} {
		n := tb.Match().Plies()
		s.Click(step.pick)
		if step.remove == "" {
			tap(s, step.to)
		} else {
			s.Click(step.to)
			tap(s, step.remove)
		}
		if tb.Match().Plies() != n+1 || s.State("animating") != true {
			t.Fatalf("%v did not start a move: %d plies, animating %v", step, tb.Match().Plies(), s.State("animating"))
		}
		s.Idle(5, -1, -1)
		if step.remove != "" {
			s.Save("yote-jumping-1280x800")
			s.Idle(travelTicks-5+4, -1, -1)
			s.Save("yote-removing-fade-1280x800")
		} else if step.pick == "tray:O" {
			s.Save("yote-placing-1280x800")
		}
		tap(s, step.tapAt)
		if s.State("animating") == true {
			t.Errorf("%v: a tap did not finish the animation", step)
		}
		if tb.Match().Plies() != n+1 || s.State("picked") == true {
			t.Errorf("%v: a tap during the animation picked or played: %d plies", step, tb.Match().Plies())
		}
	}
	if want := engineBoard(t, yote.Rows, "p 7", "p 8", "p 14", "p 2", "p 6", "p 3", "m 6 1", "m 3 4", "m 7 9 2"); s.State("board") != want {
		t.Errorf("board\n%s\nwant\n%s", s.State("board"), want)
	}
}

// TestAnUndoDropsAPick checks that a stone picked up is put back by an
// undo, and that a redo marks the jump as the last move again.
func TestAnUndoDropsAPick(t *testing.T) {
	s, tb, _, _ := newTable(t, "yote", desktop)
	playText(t, s, tb, "p 7", "p 8", "p 14", "p 2", "m 7 9 2")
	s.Click("tray:O")
	if s.State("picked") != true {
		t.Fatal("the tray did not pick a stone")
	}
	s.Press(ui.IntentUndo)
	if s.State("picked") == true || tb.Match().Plies() != 4 {
		t.Fatalf("undo left %d plies, picked %v", tb.Match().Plies(), s.State("picked"))
	}
	if s.State("board") != engineBoard(t, yote.Rows, "p 7", "p 8", "p 14", "p 2") {
		t.Errorf("after the undo the board is\n%s", s.State("board"))
	}
	s.Press(ui.IntentRedo)
	s.Settle()
	if s.State("last") != "m 7 9 2" {
		t.Errorf("the redone jump is not marked as the last move: %v", s.State("last"))
	}
}

// TestSettingsStartTheOtherBoard switches to the 6 × 5 board through the
// panel's settings.
func TestSettingsStartTheOtherBoard(t *testing.T) {
	s, tb, _, _ := newTable(t, "yote", desktop)
	s.Click("rows:6")
	s.Click("apply")
	if s.State("rows") != 6 || tb.Match().Plies() != 0 {
		t.Fatalf("the board is %v rows", s.State("rows"))
	}
	s.Click("tray:X")
	s.Click("square:30")
	s.Settle()
	if lastLine(tb) != "p 30" {
		t.Errorf("played %q", lastLine(tb))
	}
}
