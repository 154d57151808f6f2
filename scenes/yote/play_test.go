package yote

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/game/yote"
)

// TestPlayWholeGamesThroughTheTable plays random games to the end on both
// boards, at desktop and phone sizes, by clicking and tapping targets (and
// now and then dragging from the tray), checking after every move that the
// view shows the match's position.
func TestPlayWholeGamesThroughTheTable(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		for _, rows := range []int{yote.Rows, yote.BigRows} {
			name := fmt.Sprintf("%.0fx%.0f-rows%d", sz[0], sz[1], rows)
			t.Run(name, func(t *testing.T) {
				s, tb, _, _ := newTable(t, fmt.Sprintf("yote rows=%d", rows), sz)
				r := rand.New(rand.NewPCG(uint64(rows), uint64(sz[2])))
				for ply := 0; !position(tb).Over(); ply++ {
					if ply > 400 {
						t.Fatalf("no end after %d moves:\n%s", ply, position(tb))
					}
					g := position(tb)
					m := choose(g, r)
					if m.Kind == yote.Place && r.IntN(4) == 0 {
						drag(s, "tray:"+g.Mover().String(), fmt.Sprintf("square:%d", m.To))
					} else {
						clickMove(s, m)
					}
					s.Settle()
					if tb.Match().Plies() != ply+1 || lastLine(tb) != m.String() {
						t.Fatalf("move %d, %v, played %q", ply+1, m, lastLine(tb))
					}
					if got := s.State("board"); got != position(tb).String() {
						t.Fatalf("after %v the view shows\n%s\nthe match\n%s", m, got, position(tb))
					}
					if s.State("result") != position(tb).Result() || s.State("last") != m.String() {
						t.Fatalf("after %v: result %q last %q", m, s.State("result"), s.State("last"))
					}
					if ply%15 == 0 {
						s.Draw()
					}
				}
				if s.State("over") != true || !strings.Contains(s.State("status").(string), ui0(position(tb).Reason())) {
					t.Errorf("the end says %q", s.State("status"))
				}
				s.Save("yote-over-" + name)
			})
		}
	}
}

// ui0 is s with its first letter capitalised, as the status shows it.
func ui0(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// choose picks a random legal move, a capture more often than not, so that
// games end.
func choose(g *yote.Game, r *rand.Rand) yote.Move {
	var all, jumps []yote.Move
	for _, e := range g.Legal() {
		m := yote.Decode(e)
		all = append(all, m)
		if m.Kind == yote.Jump {
			jumps = append(jumps, m)
		}
	}
	if len(jumps) > 0 && r.IntN(3) > 0 {
		return jumps[r.IntN(len(jumps))]
	}
	return all[r.IntN(len(all))]
}
