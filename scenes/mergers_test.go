package scenes

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/game/mergers"
	"parlor/scenes/ui/uitest"
)

func newMergersScreen(t *testing.T, mode mergers.Mode, players int) *uitest.Screen {
	return uitest.NewScreen(t, 1000, 700, 1, newMergers(mergersSettings{Mode: mode, Players: players, Seed: 42}))
}

func TestMenuOpensMergers(t *testing.T) {
	s := uitest.NewScreen(t, 1000, 700, 1, newMenu())
	s.Click("game:mergers")
	if s.State("scene") != "mergers" || s.State("mode") != "simple" {
		t.Fatalf("the Mergers card opens %v", s.Scene().State())
	}
}

func TestSimpleGameByClickingWithAMerger(t *testing.T) {
	s := newMergersScreen(t, mergers.Simple, 2)
	g, _ := mergers.New(mergers.Options{Mode: mergers.Simple, Players: 2})
	for _, p := range []string{"C3", "C4", "C6", "C7", "D6", "E8", "C5"} {
		s.Click("square:" + p)
		pos, _ := mergers.ParsePos(p)
		if err := g.Play(mergers.PlaceMove(pos)); err != nil {
			t.Fatal(err)
		}
	}
	if s.State("board") != g.String() {
		t.Fatalf("board\n%s\nwant\n%s", s.State("board"), g)
	}
	if s.State("merging") != true {
		t.Fatal("the merger is not shown")
	}
	if _, ok := s.Scene().Targets()["square:A1"]; ok {
		t.Error("squares can be placed on while the merger is shown")
	}
	s.Click("merge:next")
	if s.State("merging") != false || s.State("turn") != 2 {
		t.Fatalf("after the merger: %v", s.Scene().State())
	}
	c4, _ := mergers.ParsePos("C4")
	s.ClickAt(s.Scene().(*mergersScene).lay.square(c4).Center()) // taken: nothing happens
	if s.State("board") != g.String() {
		t.Error("a click on a taken square changed the board")
	}
}

func TestAdvancedPlaceAndBuy(t *testing.T) {
	s := newMergersScreen(t, mergers.Advanced, 3)
	m := s.Scene().(*mergersScene)
	offered := s.State("offered").([]string)
	if len(offered) != 8 {
		t.Fatalf("offered %v", offered)
	}
	if _, ok := s.Scene().Targets()["square:"+offered[0]]; !ok {
		t.Fatal("an offered square is not clickable on the board")
	}
	// Place until someone founds a company, then buy into it.
	for tries := 0; len(m.g.Groups()) == 0; tries++ {
		if tries > 60 {
			t.Fatal("no company founded")
		}
		if s.State("buying") == true {
			s.Click("buy:confirm")
			continue
		}
		s.Click("offer:" + m.g.Placeable()[0].String())
	}
	if s.State("buying") != true {
		t.Fatal("no buying after the placement")
	}
	c := m.g.Groups()[0]
	me := m.g.Mover()
	cash := m.g.Player(me).Cash
	price := mergers.Value(c.Size)
	can := min(3, cash/price)
	for range can {
		s.Click("buy:+" + string(c.Symbol))
	}
	if _, ok := s.Scene().Targets()["buy:+"+string(c.Symbol)]; ok {
		t.Errorf("+ still offered with %d shares in the cart (cash $%d, price $%d)", can, cash, price)
	}
	s.Click("buy:-" + string(c.Symbol))
	if s.State("cart") != can-1 {
		t.Fatalf("cart %v after one minus", s.State("cart"))
	}
	s.Click("buy:confirm")
	if got := m.g.Player(me); got.Cash != cash-(can-1)*price || got.Shares[c.Symbol] != can-1 {
		t.Errorf("after buying %d of %c: %+v", can-1, c.Symbol, got)
	}
	if s.State("buying") != false || s.State("turn") != (me+1)%3+1 {
		t.Errorf("the turn did not pass: %v", s.Scene().State())
	}
}

// TestPlayAdvancedToTheEndByClicking plays a whole advanced game by clicks
// and checks the ranking shows.
func TestPlayAdvancedToTheEndByClicking(t *testing.T) {
	s := newMergersScreen(t, mergers.Advanced, 4)
	m := s.Scene().(*mergersScene)
	r := rand.New(rand.NewPCG(9, 9))
	for clicks := 0; s.State("over") != true; clicks++ {
		if clicks > 3000 {
			t.Fatal("no end after 3000 clicks")
		}
		targets := s.Scene().Targets()
		switch {
		case s.State("merging") == true:
			s.Click("merge:next")
		case s.State("buying") == true:
			var plus []string
			for name := range targets {
				if strings.HasPrefix(name, "buy:+") {
					plus = append(plus, name)
				}
			}
			if len(plus) > 0 && r.IntN(2) == 0 {
				s.Click(plus[r.IntN(len(plus))])
			} else {
				s.Click("buy:confirm")
			}
		default:
			ps := m.g.Placeable()
			name := "offer:" + ps[r.IntN(len(ps))].String()
			if r.IntN(2) == 0 {
				name = "square:" + strings.TrimPrefix(name, "offer:")
			}
			s.Click(name)
		}
	}
	if ws, ok := s.Scene().State()["winners"].([]int); !ok || len(ws) == 0 {
		t.Fatalf("no winners at the end: %v", s.Scene().State())
	}
	s.Save("mergers-advanced-over")
}

func TestMergersLayoutFitsEveryWindow(t *testing.T) {
	for _, mode := range []mergers.Mode{mergers.Simple, mergers.Advanced} {
		for _, sz := range [][3]float64{{1000, 700, 1}, {2000, 1400, 2}, {480, 800, 1}, {800, 1200, 2}, {640, 480, 1}, {1920, 1080, 1}} {
			s := uitest.NewScreen(t, sz[0], sz[1], sz[2], newMergers(mergersSettings{Mode: mode, Players: 6, Seed: 1}))
			label := fmt.Sprintf("%v %v", mode, sz)
			uitest.CheckTargets(t, label, s.Scene().Targets(), sz[0], sz[1])
			// Crowd the board and open the buy panel with many companies.
			m := crowdMergers(s, 8, mode == mergers.Advanced)
			if mode == mergers.Advanced {
				uitest.CheckTargets(t, label+" buying", s.Scene().Targets(), sz[0], sz[1])
				if b := m.buy.Rect; b.Bottom() > m.lay.middle.Bottom()+1 {
					t.Errorf("%s: the buy button (%+v) runs into the players below %v", label, b, m.lay.middle.Bottom())
				}
			}
		}
	}
}

// crowdMergers places tiles at random, buying nothing and stepping through
// mergers, until there are at least n companies and, if buying is true,
// the buy panel is open.
func crowdMergers(s *uitest.Screen, n int, buying bool) *mergersScene {
	m := s.Scene().(*mergersScene)
	r := rand.New(rand.NewPCG(1, 1))
	for !m.g.Over() && (len(m.g.Groups()) < n || buying && !m.g.Buying()) {
		switch {
		case m.merging():
			s.Click("merge:next")
		case m.g.Buying() && len(m.g.Groups()) < n:
			s.Click("buy:confirm")
		case m.g.Buying():
			return m
		default:
			ps := m.g.Placeable()
			s.Click("square:" + ps[r.IntN(len(ps))].String())
		}
	}
	return m
}
