package table_test

import (
	"fmt"
	"strings"
	"testing"

	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/scenes"
	"parlor/scenes/prefs"
	"parlor/scenes/table"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
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
	if st.s.State("showValues") != true || st.host.Load(prefs.ValuesKey) != "on" {
		t.Fatalf("the values button did not turn them on (stored %q)", st.host.Load(prefs.ValuesKey))
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
	if st.s.State("showValues") != false || st.hand.Values != nil || st.host.Load(prefs.ValuesKey) != "" {
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

// TestValuesAreDrawnOnEveryBoard checks, on every board in its default
// game and the one with the most seats, at desktop and phone sizes, that
// the values reach the view and are drawn on the board: the board's pixels
// change where they did not before. It saves the frame.
func TestValuesAreDrawnOnEveryBoard(t *testing.T) {
	for _, b := range scenes.Boards() {
		variants := []catalog.Options{b.Game.Defaults()}
		if o := mostSeats(b.Game); !o.Equal(variants[0]) {
			variants = append(variants, o)
		}
		for _, o := range variants {
			for _, sz := range [][3]float64{{1280, 800, 1}, {1170, 2532, 3}} {
				name := fmt.Sprintf("%s/%.0fx%.0f", strings.ReplaceAll(o.String(), " ", "-"), sz[0], sz[1])
				t.Run(name, func(t *testing.T) {
					st := seat(t, o.String(), everyone, light)
					st.s = uiScreen(t, st, sz)
					for _, i := range []int{3, 2, 4} {
						legal := st.tb.Match().State().Legal()
						st.hand.Move(legal[i%len(legal)])
						st.waitFor(t, "move", 300, func() bool { return !st.hand.Waiting() && !st.hand.Busy() })
					}
					st.s.Settle()
					before := st.s.Draw()
					st.s.Click("values")
					if _, ok := st.hand.View.(table.Valuer); !ok {
						st.s.Idle(100, -1, -1)
						if st.hand.Values != nil {
							t.Fatal("values handed to a view that cannot show them")
						}
						return
					}
					legal := len(st.tb.Match().State().Legal())
					st.waitFor(t, "values", 3000, func() bool { return st.s.State("analysing") == false && len(st.hand.Values) == legal })
					st.s.Idle(5, -1, -1)
					if n := uitest.Differ(before, st.s.Draw(), st.hand.Board, 12); n < 20 {
						t.Errorf("the values of %d moves changed %d pixels of the board", legal, n)
					}
					st.s.Save("values-" + strings.ReplaceAll(name, "/", "-"))
				})
			}
		}
	}
}
