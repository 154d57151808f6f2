package ui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestMotionReducedBySettingOrSystem checks the policy: the player's
// setting decides, and the system's preference only when there is none.
func TestMotionReducedBySettingOrSystem(t *testing.T) {
	yes, no := func() bool { return true }, func() bool { return false }
	for _, tc := range []struct {
		setting MotionSetting
		system  func() bool
		want    bool
	}{
		{MotionAsSystem, nil, false},
		{MotionAsSystem, no, false},
		{MotionAsSystem, yes, true},
		{MotionFull, yes, false},
		{MotionReduced, no, true},
		{MotionReduced, nil, true},
	} {
		if got := (Motion{Setting: tc.setting, System: tc.system}).Reduced(); got != tc.want {
			t.Errorf("setting %d, system %v: reduced %v, want %v", tc.setting, tc.system != nil && tc.system(), got, tc.want)
		}
	}
}

// TestBreathIsSteadyWhenStill checks that Breath moves with the ticks,
// and stands at 1 when still.
func TestBreathIsSteadyWhenStill(t *testing.T) {
	if Breath(0, false) == Breath(30, false) {
		t.Error("Breath does not move")
	}
	for _, ticks := range []int{0, 13, 30, 50, 99} {
		if b := Breath(ticks, true); b != 1 {
			t.Errorf("Breath(%d, still) = %v, want 1", ticks, b)
		}
	}
}

// named is a scene that asks, when told to, to go to another.
type named struct {
	name string
	next Scene
}

func (n *named) Update(ctx *Context) {
	if n.next != nil {
		ctx.Go(n.next)
	}
}
func (n *named) Draw(*ebiten.Image, *Context) {}
func (n *named) Targets() Targets             { return Targets{} }
func (n *named) Probe() map[string]any        { return map[string]any{"scene": n.name} }

// TestSceneChangeIsOneStepWithMotionReduced checks that with motion
// reduced the next scene is current at the end of the tick that asked for
// it, with no fade; with full motion it takes a fade; and a fade under
// way when motion becomes reduced ends at the next tick.
func TestSceneChangeIsOneStepWithMotionReduced(t *testing.T) {
	for _, tc := range []struct {
		name          string
		before, after MotionSetting // the setting for the first tick, then the rest
		ticks         int           // ticks until the next scene is current and no fade is on
	}{
		{"reduced", MotionReduced, MotionReduced, 1},
		{"full", MotionFull, MotionFull, 2 * fadeTicks},
		{"reduced during the fade", MotionFull, MotionReduced, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := &named{name: "b"}
			m := NewManager(&named{name: "a", next: b})
			ctx := &Context{Motion: Motion{Setting: tc.before}}
			n := 0
			for ; n < 100 && (n == 0 || m.Current() != b || m.Fading()); n++ {
				m.Update(ctx)
				ctx.Motion.Setting = tc.after
			}
			if n != tc.ticks {
				t.Errorf("the next scene took %d ticks, want %d", n, tc.ticks)
			}
		})
	}
}
