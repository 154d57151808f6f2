package kalah

import (
	"fmt"
	"testing"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/kalah"
	"parlor/scenes/table"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

var _ table.Hinter = (*View)(nil)

// TestHintRingsTheHouse checks that a hint is reported in the state and
// drawn around the mover's house, on a board lying flat and one turned
// upright, for South and for North.
func TestHintRingsTheHouse(t *testing.T) {
	for _, tc := range []struct {
		name, options string
		sz            [3]float64
		sown          []int
		hint          int
		want          string
	}{
		{"south flat", "kalah houses=6 seeds=4", desktop, nil, 3, "S3"},
		{"north flat", "kalah houses=6 seeds=4", desktop, []int{2}, 6, "N6"},
		{"south upright", "kalah houses=6 seeds=4", phone, nil, 1, "S1"},
		{"north upright", "kalah houses=4 seeds=3", phone, []int{1}, 4, "N4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, tb, _, v := open(t, tc.options, tc.sz)
			for _, n := range tc.sown {
				sow(t, s, tb, n)
			}
			before := s.Draw()
			v.Hint(game.Move(tc.hint), true)
			if got := s.State("hint"); got != tc.want {
				t.Fatalf("hint is %v, want %q", got, tc.want)
			}
			p, ok := v.hinted()
			if !ok || p.Label() != tc.want {
				t.Fatalf("the view marks %v, %v", p, ok)
			}
			after := s.Draw()
			r := v.lay.pits[p]
			x, y := r.Center()
			x += r.W/2 + max(2, 0.045*v.lay.cell)/2 + max(1, 0.01*v.lay.cell) // on the ring
			if uitest.Near(before.At(x, y), after.At(x, y), 12) {
				t.Errorf("nothing drawn on the house's ring: %v before, %v after", before.At(x, y), after.At(x, y))
			}
			s.Save(fmt.Sprintf("hint-kalah-%s", tc.name))
		})
	}
}

// TestHintGoesWithTheBoard checks that Hint(0, false), a move shown and a
// position reset (an undo) each take the hint away.
func TestHintGoesWithTheBoard(t *testing.T) {
	for _, tc := range []struct {
		name  string
		clear func(s *uitest.Screen, tb *table.Screen, v *View)
	}{
		{"hint off", func(s *uitest.Screen, tb *table.Screen, v *View) { v.Hint(0, false) }},
		{"a move", func(s *uitest.Screen, tb *table.Screen, v *View) { sow(t, s, tb, 2) }},
		{"undo", func(s *uitest.Screen, tb *table.Screen, v *View) { s.Press(ui.IntentUndo) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, tb, _, v := open(t, "kalah houses=6 seeds=4", desktop)
			sow(t, s, tb, 1)
			v.Hint(4, true)
			if s.State("hint") != "N4" {
				t.Fatalf("hint is %v", s.State("hint"))
			}
			tc.clear(s, tb, v)
			if got, ok := s.Scene().Probe()["hint"]; ok {
				t.Errorf("the hint %v stayed", got)
			}
			if _, ok := v.hinted(); ok {
				t.Error("the view still marks a house")
			}
			s.Draw()
		})
	}
}

// TestValuesLeaveTheCountsLegible shows values on every house of the
// mover, on a board lying flat and one turned upright, with every count
// from 4 to 12 seeds a house, and checks that no count's pill changes by a
// pixel: the tags sit clear of the counts.
func TestValuesLeaveTheCountsLegible(t *testing.T) {
	texts := []string{"+12", "≈-3", "0", "+5", "≈+10", "-7"}
	for _, sz := range []struct {
		name string
		sz   [3]float64
	}{{"desktop", desktop}, {"phone", phone}} {
		for seeds := 4; seeds <= 12; seeds++ {
			t.Run(fmt.Sprintf("%s-%d", sz.name, seeds), func(t *testing.T) {
				s, _, _, v := open(t, fmt.Sprintf("kalah houses=6 seeds=%d", seeds), sz.sz)
				before := s.Draw()
				var vals []ai.Value
				for i, text := range texts {
					vals = append(vals, ai.Value{Move: game.Move(i + 1), Score: float64(-i), Exact: text[0] != 0xe2, Text: text})
				}
				v.ShowValues(vals)
				after := s.Draw()
				th := s.Context().Theme
				for n := 1; n <= 6; n++ {
					p := kalah.Pit{Owner: v.g.Mover(), Num: n}
					pill, _ := v.countPill(th, p, v.g.Count(p))
					if d := uitest.Differ(before, after, pill.Inset(-th.U), 8); d > 0 {
						t.Errorf("house %s: the value tag covers %d pixels of its count %d", p.Label(), d, v.g.Count(p))
					}
					x, y, _ := v.valueAt(th, p, texts[n-1])
					if r := v.lay.pits[p]; !r.Contains(x, y) {
						t.Errorf("house %s: the value tag's middle (%.0f, %.0f) is off the house %v", p.Label(), x, y, r)
					}
				}
				if seeds == 4 || seeds == 12 {
					s.Save(fmt.Sprintf("kalah-values-%s-%d", sz.name, seeds))
				}
			})
		}
	}
}
