package entry

import (
	"testing"

	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/kalah"
	kalahsolver "parlor/game/kalah/solver"
)

// TestKalahPerfectKeepsTheSolvedMargin plays Perfect against every other
// level on small boards, in both seats, and checks that Perfect never ends
// below the margin the solver gives its seat at the start.
func TestKalahPerfectKeepsTheSolvedMargin(t *testing.T) {
	for _, text := range []string{"kalah houses=3 seeds=3", "kalah houses=4 seeds=3"} {
		o, err := catalog.Catalog{Game}.Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		start, err := o.New()
		if err != nil {
			t.Fatal(err)
		}
		solved := kalahsolver.New(16).Solve(kalahsolver.FromGame(start.(*kalah.Game))) // South's margin
		for i, l := range o.Levels() {
			if l.Name == "perfect" {
				continue
			}
			for seat := range 2 {
				seed := uint64(10*i + seat)
				s := start.Clone()
				perfect, other := &kalahPerfect{}, l.Bot(o)
				for ply := 0; !s.Over(); ply++ {
					var b ai.Bot = other
					if int(s.Turn()) == seat {
						b = perfect
					}
					m, err := ai.Think(b, s, seed*1000+uint64(ply))
					if err == nil {
						err = s.Play(m)
					}
					if err != nil {
						t.Fatal(err)
					}
				}
				g := s.(*kalah.Game)
				margin := g.Store(kalah.South) - g.Store(kalah.North)
				if seat == 1 {
					margin, solved := -margin, -solved
					if margin < solved {
						t.Errorf("%s: Perfect as North against %s ended %+d, below the solved %+d", text, l.Name, margin, solved)
					}
				} else if margin < solved {
					t.Errorf("%s: Perfect as South against %s ended %+d, below the solved %+d", text, l.Name, margin, solved)
				}
			}
		}
	}
}
