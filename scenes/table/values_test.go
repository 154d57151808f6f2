package table_test

import (
	"fmt"
	"strings"
	"testing"

	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// TestValuesAreShownAndGo checks that the values button (and the key V)
// works out a value for every legal move of the person to move and hands
// them to the view, that a move takes them away until the next position's
// are worked out, that no values are worked out while the computer is to
// move, and that the choice is remembered.
func TestValuesAreShownAndGo(t *testing.T) {
	st := seat(t, "kalah houses=4 seeds=3", "person person", light)
	if st.s.State("showValues") != false || st.hand.Values != nil {
		t.Fatal("values shown before they were asked for")
	}
	st.s.Click("values")
	if st.s.State("showValues") != true || st.host.Load(table.ValuesKey) != "on" {
		t.Fatalf("the values button did not turn them on (stored %q)", st.host.Load(table.ValuesKey))
	}
	m := st.tb.Match()
	legal := len(m.State().Legal())
	st.waitFor(t, "values", 2000, func() bool { return st.s.State("analysing") == false && len(st.hand.Values) == legal })
	for i, v := range st.hand.Values {
		if v.Text == "" || i > 0 && v.Score > st.hand.Values[i-1].Score {
			t.Fatalf("values without text or not best first: %v", st.hand.Values)
		}
	}
	st.hand.Move(st.hand.Values[0].Move)
	st.s.Tick(ui.Input{X: -1, Y: -1})
	st.waitFor(t, "values again", 2000, func() bool {
		return m.Plies() > 0 && st.s.State("analysing") == false && len(st.hand.Values) == len(m.State().Legal())
	})
	st.s.Press(ui.IntentValues)
	if st.s.State("showValues") != false || st.hand.Values != nil || st.host.Load(table.ValuesKey) != "" {
		t.Errorf("the key V did not take the values away: %v", st.hand.Values)
	}
}

// TestNoValuesForTheComputer checks that values are not worked out while
// the computer is to move.
func TestNoValuesForTheComputer(t *testing.T) {
	b := &slow{n: 1 << 30}
	st := seat(t, "connectfour rules=classic", "medium person", func(catalog.Level, catalog.Options) ai.Bot { return b })
	st.s.Click("values")
	for range 100 {
		st.s.Tick(ui.Input{X: -1, Y: -1})
	}
	if st.s.State("thinking") != true || st.s.State("analysing") != false || st.hand.Values != nil {
		t.Errorf("values worked out while the computer is to move: %v", st.hand.Values)
	}
}

// TestValuesScreens saves the values shown on the boards that show them,
// at desktop and phone sizes, for people to look at.
func TestValuesScreens(t *testing.T) {
	for _, options := range []string{"connectfour rules=classic", "kalah", "connectfour", "yote", "cantstop", "mergers", "mergers mode=advanced players=3"} {
		for _, sz := range [][3]float64{{1280, 800, 1}, {1170, 2532, 3}} {
			st := seat(t, options, "person person person", light)
			st.s = uiScreen(t, st, sz)
			for _, i := range []int{3, 2, 4} {
				legal := st.tb.Match().State().Legal()
				st.hand.Move(legal[i%len(legal)])
				st.waitFor(t, "move", 300, func() bool { return !st.hand.Waiting() && !st.hand.Busy() })
			}
			st.s.Click("values")
			st.waitFor(t, "values", 3000, func() bool { return st.s.State("analysing") == false && st.hand.Values != nil })
			st.s.Idle(5, -1, -1)
			st.s.Save(fmt.Sprintf("values-%s-%.0fx%.0f", strings.ReplaceAll(options, " ", "-"), sz[0], sz[1]))
		}
	}
}
