package cantstop

import (
	"strings"
	"testing"

	"parlor/game/cantstop"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

func TestRollThenChooseByClicking(t *testing.T) {
	s := open(t, newMatch(t, 3, 11), desktop)
	if has(s, "stop") {
		t.Fatal("Stop is offered before the first roll")
	}
	x, y := s.Target("roll")
	tap(s, x, y)
	if s.State("animating") != true {
		t.Fatal("the dice do not tumble")
	}
	if has(s, "roll") || has(s, "option:"+pos(s.tb).Choices()[0].String()) {
		t.Fatal("something can be pressed while the dice tumble")
	}
	s.Settle()
	g := pos(s.tb)
	if !g.Choosing() || s.tb.Match().Plies() != 2 {
		t.Fatalf("after a roll: %d plies, last %v", s.tb.Match().Plies(), g.Last())
	}
	agree(t, s, "the roll")
	if has(s, "roll") || has(s, "stop") {
		t.Fatal("Roll or Stop is offered while choosing")
	}
	want := g.Clone().(*cantstop.Game)
	c := g.Choices()[0]
	if err := want.Play(cantstop.ChooseMove(c)); err != nil {
		t.Fatal(err)
	}
	s.Click("option:" + c.String())
	s.Settle()
	if s.State("board") != want.String() {
		t.Fatalf("after choosing %s\n%s\nwant\n%s", c, s.State("board"), want)
	}
	agree(t, s, "the choice")
	if !strings.HasSuffix(s.tb.Match().Text(), c.String()+"\n") {
		t.Errorf("the record does not end with the choice:\n%s", s.tb.Match().Text())
	}
	if s.host.Load(prefs.RecordKey("cantstop")) != s.tb.Match().Text() {
		t.Error("the record was not autosaved")
	}
}

// TestChoicesAreListedOnce checks that a roll whose pairings offer the same
// choice twice (4 5 6 5: 9 and 11 twice over) gets one button for it.
func TestChoicesAreListedOnce(t *testing.T) {
	s := open(t, scripted(t, 2, "r", "dice 4 5 6 5"), desktop)
	s.Tick(ui.Input{X: -1, Y: -1})
	var names []string
	for name := range s.Scene().Targets() {
		if strings.HasPrefix(name, "option:") {
			names = append(names, name)
		}
	}
	if len(s.v.lay.choices) != len(pos(s.tb).Choices()) || len(names) != len(s.v.lay.choices) {
		t.Errorf("buttons %d, targets %v, choices %v", len(s.v.lay.choices), names, pos(s.tb).Choices())
	}
}

// TestTheControlsFollowUndoAndRedo checks that after an undo the view's
// dice, columns and buttons are the match's at once, and that a redone
// roll tumbles and lands on the same dice. (The table's undo and redo are
// tested on every board in package table.)
func TestTheControlsFollowUndoAndRedo(t *testing.T) {
	s := open(t, newMatch(t, 2, 5), desktop)
	s.Click("roll")
	s.Settle()
	s.Click("option:" + pos(s.tb).Choices()[0].String())
	s.Settle()
	s.Click("roll")
	s.Settle()
	dice, board := s.State("dice"), s.State("board")
	s.Press(ui.IntentUndo)
	if s.State("canRoll") != true || s.State("animating") == true {
		t.Fatalf("undo left canRoll %v, animating %v", s.State("canRoll"), s.State("animating"))
	}
	agree(t, s, "undo")
	s.Press(ui.IntentUndo)
	if s.State("choices") == nil {
		t.Fatal("undo of a choice does not offer the choices again")
	}
	agree(t, s, "a second undo")
	s.Press(ui.IntentRedo)
	s.Settle()
	agree(t, s, "redo")
	s.Press(ui.IntentRedo)
	if s.State("animating") != true {
		t.Error("a redone roll does not tumble")
	}
	s.Settle()
	agree(t, s, "a second redo")
	if s.State("dice") != dice || s.State("board") != board {
		t.Errorf("redo rolled %v, first %v", s.State("dice"), dice)
	}
}

// TestNoControlsUnderReview checks that a position under review offers
// no button to press, and that a press where one was plays nothing.
func TestNoControlsUnderReview(t *testing.T) {
	s := open(t, scripted(t, 2, "r", "dice 1 5 2 6", "7 twice", "r", "dice 3 3 4 4"), desktop)
	s.Click("log:1")
	if s.State("reviewing") != 0 || !strings.Contains(s.State("board").(string), "available") {
		t.Fatalf("review of the roll shows %v", s.State("reviewing"))
	}
	if has(s, "roll") || has(s, "option:7 twice") {
		t.Error("the board offers moves under review")
	}
	x, y := s.v.lay.choices[0].rect.Center()
	s.ClickAt(x, y)
	if s.tb.Match().Plies() != 5 {
		t.Fatal("a press under review played a move")
	}
	s.Save("cantstop-review-1280x800")
	s.Click("return")
	agree(t, s, "return")
}

// TestAClickDuringAnAnimationIsNotAMove starts each animation — the dice
// tumbling, a bust, a stop, a climb — and presses where a button was or
// will be: the press ends the animation and plays nothing.
func TestAClickDuringAnAnimationIsNotAMove(t *testing.T) {
	cases := []struct {
		name  string
		lines []string
		press string // the target pressed to start it
		idle  int    // ticks to wait before the second press
		kind  animKind
	}{
		{"roll", nil, "roll", 2, rolling},
		{"bust", append(climb[:len(climb):len(climb)], bust...), "", rollTicks + 3, busting},
		{"stop", twoTops, "stop", 3, stopped},
		{"climb", []string{"r", "dice 1 5 2 6"}, "option:6 and 8", 6, climbing},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := newMatch(t, 3, 1) // a roll from the seed
			if c.lines != nil {
				m = scripted(t, 3, c.lines...)
			}
			s := open(t, m, desktop)
			if c.press == "" {
				// The bust is redone, so that it is shown.
				s.Click("undo")
				s.Click("redo")
			} else {
				x, y := s.Target(c.press)
				tap(s, x, y)
			}
			s.Idle(c.idle, -1, -1)
			if s.v.anim.kind != c.kind {
				t.Fatalf("animating %v, want %v", s.v.anim.kind, c.kind)
			}
			s.Save("cantstop-during-" + c.name + "-1280x800")
			plies := s.tb.Match().Plies()
			for _, r := range []ui.Rect{s.v.lay.roll.Rect, s.v.lay.cols} {
				x, y := r.Center()
				tap(s, x, y)
				if s.State("animating") == true || s.tb.Match().Plies() != plies {
					t.Fatalf("a press on the board during the %s: animating %v, %d plies (was %d)", c.name, s.State("animating"), s.tb.Match().Plies(), plies)
				}
			}
			agree(t, s, "the press")
		})
	}
}

// TestABustIsShownThenKeptUntilTheNextRoll: the bust, redone, is shown;
// its dice stay on view until Yellow's roll, which the script holds (no
// seed draws the script's dice) and which is redone in its turn.
func TestABustIsShownThenKeptUntilTheNextRoll(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		lines := append(climb[:len(climb):len(climb)], bust...)
		s := open(t, scripted(t, 2, append(lines, "r", "dice 2 3 5 6")...), sz)
		towers := scripted(t, 2, climb...).State().String()
		s.Click("undo") // Yellow's roll
		s.Click("undo") // the bust
		s.Press(ui.IntentRedo)
		s.Idle(rollTicks+5, -1, -1)
		if s.v.anim.kind != busting || s.State("banner") != "Bust!" || s.State("animating") != true {
			t.Fatalf("no bust shown: %v, banner %q", s.v.anim.kind, s.State("banner"))
		}
		if s.State("shown") != towers {
			t.Errorf("the bust is not shown on the board as it was:\n%s", s.State("shown"))
		}
		// The top square of 2 is drawn with a tower: white inside its ring.
		x, y := s.v.cell(2, 3).Center()
		if px := s.Draw().At(x, y); !uitest.Near(px, colTower, 30) {
			t.Errorf("the tower on 2 is drawn %v during the bust", px)
		}
		s.Save("cantstop-bust-" + size(sz))
		s.Settle()
		if s.State("turn") != "Yellow" || strings.Contains(s.State("board").(string), "T") {
			t.Errorf("after the bust: turn %v\n%s", s.State("turn"), s.State("board"))
		}
		st, _ := s.State("status").(string)
		if !strings.HasPrefix(st, "Orange went bust with 4, 4, 4 and 4") {
			t.Errorf("status after the bust: %q", st)
		}
		if title, _, _ := s.v.caption(); title != "Orange went bust" {
			t.Errorf("caption after the bust: %q", title)
		}
		// The bust's dice stay on view.
		x, y = s.v.lay.dice[0].Center()
		if px := s.Draw().At(x+s.v.lay.dice[0].W*0.26, y+s.v.lay.dice[0].H*0.26); !uitest.Near(px, colDiePip, 40) {
			t.Errorf("the bust's dice are gone: %v", px)
		}
		s.Save("cantstop-after-bust-" + size(sz))
		agree(t, s, "the bust")
		s.Press(ui.IntentRedo) // Yellow's roll
		s.Settle()
		if st := s.State("status").(string); strings.Contains(st, "bust") {
			t.Errorf("the bust is still told after Yellow's roll: %q", st)
		}
	}
}

func TestAStopIsAnnounced(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		s := open(t, scripted(t, 3, twoTops...), sz)
		s.Save("cantstop-can-stop-" + size(sz))
		s.Click("stop")
		if s.State("banner") != "Orange stops" {
			t.Fatalf("banner %q after a stop", s.State("banner"))
		}
		if _, sub, _ := s.v.bannerText(); sub != "Columns 2 and 12 are hers" {
			t.Errorf("banner says %q", sub)
		}
		s.Idle(1, -1, -1)
		s.Save("cantstop-stop-" + size(sz))
		s.Settle()
		if st := s.State("status"); st != "Orange stops: columns 2 and 12 are hers. Yellow to roll." {
			t.Errorf("status after the stop: %q", st)
		}
		if w := s.State("won").([]int); w[0] != 2 {
			t.Errorf("won %v", w)
		}
		agree(t, s, "the stop")
	}
}

func TestStoppingOnThreeTopsWins(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		s := open(t, scripted(t, 4, climb...), sz)
		s.Click("stop")
		s.Settle()
		if s.State("over") != true || s.State("winner") != "Orange" || s.State("banner") != "Orange wins!" {
			t.Fatalf("after stopping: %v", s.Scene().Probe())
		}
		if st := s.State("status"); st != "Orange wins with columns 2, 3 and 12." {
			t.Errorf("status %q", st)
		}
		// The captured columns take Orange's colour.
		r := s.v.cell(12, 1)
		want := ui.Mix(colSquare, playerColors[cantstop.Orange], 0.45)
		if px := s.Draw().At(r.X+r.W/2, r.Y+r.H*0.12); !uitest.Near(px, want, 20) {
			t.Errorf("captured square drawn %v, want %v", px, want)
		}
		if has(s, "roll") || has(s, "stop") {
			t.Error("Roll or Stop is offered after the end")
		}
		s.Save("cantstop-won-" + size(sz))
	}
}

// TestHoveringAChoicePreviewsTheTowers checks that the pointer over a
// choice shows the towers where it would put them, on the board, without
// playing it.
func TestHoveringAChoicePreviewsTheTowers(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		s := open(t, scripted(t, 2, "r", "dice 1 5 2 6"), sz)
		s.Tick(ui.Input{X: -1, Y: -1})
		x, y := s.v.cell(6, 1).Center()
		before := s.Draw().At(x, y)
		bx, by := s.Target("option:6 and 8")
		if sz[2] > 1 {
			// A finger held on the button.
			s.Tick(ui.Input{X: bx, Y: by, PressX: bx, PressY: by, Down: true, Pressed: true, Touch: true})
			s.Tick(ui.Input{X: bx, Y: by, PressX: bx, PressY: by, Down: true, Touch: true})
		} else {
			s.Idle(2, bx, by)
		}
		px := s.Draw().At(x, y)
		if uitest.Near(px, before, 40) || px.R < 160 {
			t.Errorf("no tower previewed on 6: %v, before %v", px, before)
		}
		s.Save("cantstop-preview-" + size(sz))
		if s.tb.Match().Plies() != 2 || strings.Contains(s.State("board").(string), "T") {
			t.Error("hovering played the choice")
		}
		if sz[2] > 1 {
			s.Tick(ui.Input{X: bx, Y: by, PressX: bx, PressY: by, Released: true, Touch: true})
			if s.tb.Match().Plies() != 3 {
				t.Error("lifting the finger did not take the choice")
			}
		}
	}
}
