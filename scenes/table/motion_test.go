package table_test

import (
	"testing"

	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestReducedMotionShowsEachMoveAtOnce checks, on every board and
// variant, that with motion reduced a move shown is over at once (the
// view is not Busy at the end of the tick that showed it, nor the table
// "animating"), and that with full motion the same first move animates,
// so that the test sees the animations it turns off.
func TestReducedMotionShowsEachMoveAtOnce(t *testing.T) {
	everyBoard(t, func(t *testing.T, st *setting) {
		for i, reduced := range []bool{false, true, true, true, true} {
			ctx := st.s.Context()
			ctx.Motion = ui.Motion{Setting: ui.MotionFull}
			if reduced {
				ctx.Motion.Setting = ui.MotionReduced
			}
			m := st.tb.Match()
			if m.State().Over() {
				return
			}
			plies := m.Plies()
			legal := m.State().Legal()
			st.hand.Move(legal[len(legal)/2])
			st.waitFor(t, "the move", 300, func() bool { return m.Plies() > plies })
			switch {
			case reduced && (st.hand.Busy() || st.s.State("animating") == true):
				t.Fatalf("decision %d: still animating after the tick that showed it, with motion reduced", i)
			case !reduced && !st.hand.Busy():
				t.Fatalf("decision %d: no animation with full motion", i)
			}
			st.s.Settle()
		}
	})
}

// TestReducedMotionHintIsSteady checks, on every board's default game,
// that a hint drawn with motion reduced looks the same tick after tick,
// and that with full motion it changes (it breathes), so that the test
// can see a pulse.
func TestReducedMotionHintIsSteady(t *testing.T) {
	for _, b := range scenes.Boards() {
		t.Run(b.Game.ID, func(t *testing.T) {
			st := seat(t, b.Game.Defaults().String(), everyone, quick)
			st.decide(t, 2)
			legal := st.tb.Match().State().Legal()
			for _, reduced := range []bool{false, true} {
				ctx := st.s.Context()
				ctx.Motion = ui.Motion{Setting: ui.MotionFull}
				if reduced {
					ctx.Motion.Setting = ui.MotionReduced
				}
				st.hand.Hint(legal[0], true)
				var frames []*uitest.Pixels
				for _, wait := range []int{1, 17, 24} {
					st.s.Idle(wait, -1, -1)
					frames = append(frames, st.s.Draw())
				}
				whole := ui.Rect{W: ctx.W, H: ctx.H}
				changed := uitest.Differ(frames[0], frames[1], whole, 0) + uitest.Differ(frames[1], frames[2], whole, 0)
				switch {
				case reduced && changed > 0:
					t.Errorf("with motion reduced %d pixels change between ticks with a hint on show", changed)
				case !reduced && changed == 0:
					t.Errorf("with full motion the hint does not breathe")
				}
				st.s.Save("motion-hint-" + b.Game.ID + map[bool]string{false: "-full", true: "-reduced"}[reduced])
			}
		})
	}
}

// TestMotionSettingIsKept checks LoadMotion's reading of the setting and
// of the system's preference, and that the rules overlay's motion choice
// changes the policy at once and keeps it: as "" when the choice is what
// the system prefers.
func TestMotionSettingIsKept(t *testing.T) {
	for _, tc := range []struct {
		stored  string
		system  bool
		reduced bool
	}{
		{"", false, false},
		{"", true, true},
		{"full", true, false},
		{"reduced", false, true},
		{"nonsense", false, false},
	} {
		h := table.NewMemoryHost()
		h.ReducedMotion = tc.system
		h.Store(prefs.MotionKey, tc.stored)
		if got := table.LoadMotion(h).Reduced(); got != tc.reduced {
			t.Errorf("stored %q, system %v: reduced %v, want %v", tc.stored, tc.system, got, tc.reduced)
		}
	}
	for _, tc := range []struct {
		system        bool
		click, stored string
		reduced       bool
	}{
		{false, "motion:reduced", "reduced", true},
		{false, "motion:full", "", false},
		{true, "motion:full", "full", false},
		{true, "motion:reduced", "", true},
	} {
		st := seat(t, "kalah", everyone, quick)
		st.host.ReducedMotion = tc.system
		ctx := st.s.Context()
		ctx.Motion = table.LoadMotion(st.host)
		st.s.Click("rules")
		st.s.Click(tc.click)
		if got := st.host.Load(prefs.MotionKey); got != tc.stored {
			t.Errorf("system %v, %s: stored %q, want %q", tc.system, tc.click, got, tc.stored)
		}
		if ctx.Motion.Reduced() != tc.reduced || table.LoadMotion(st.host).Reduced() != tc.reduced {
			t.Errorf("system %v, %s: reduced %v now and %v when loaded, want %v", tc.system, tc.click, ctx.Motion.Reduced(), table.LoadMotion(st.host).Reduced(), tc.reduced)
		}
		if st.s.State("overlay") != "rules" {
			t.Errorf("the motion choice closed the rules")
		}
	}
}
