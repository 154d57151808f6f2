package ai

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/game"
	"parlor/game/mergers"
)

// sameBoard checks that the compact board groups the tiles as the engine
// does: the same squares together, the same sizes.
func sameBoard(t *testing.T, g *mergers.Game, b *msBoard) {
	t.Helper()
	rootOf := map[byte]int8{}
	for i := range int8(msSquares) {
		s := g.At(msPos(i))
		switch s {
		case mergers.Empty:
			if b.cell[i] >= 0 {
				t.Fatalf("%s: empty in the engine, a tile here\n%s", msPos(i), g)
			}
			continue
		case mergers.Lone:
			if b.cell[i] != i || b.size[i] != 1 {
				t.Fatalf("%s: lone in the engine, component %d of %d here\n%s", msPos(i), b.cell[i], b.size[b.cell[i]], g)
			}
			continue
		}
		r, ok := rootOf[s]
		if !ok {
			r = b.cell[i]
			rootOf[s] = r
			gr, _ := g.Group(s)
			if r < 0 || int(b.size[r]) != gr.Size {
				t.Fatalf("%s: group %c of %d, here %d\n%s", msPos(i), s, gr.Size, b.size[max(r, 0)], g)
			}
		}
		if b.cell[i] != r {
			t.Fatalf("%s: in group %c, here in another component\n%s", msPos(i), s, g)
		}
	}
	if len(rootOf) != len(g.Groups()) {
		t.Fatalf("%d groups, here %d", len(g.Groups()), len(rootOf))
	}
}

// TestMergersBoardFollowsTheEngine plays random games on the engine and on
// the compact board side by side, and checks win-in-one and safety on the
// way against the engine.
func TestMergersBoardFollowsTheEngine(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 1))
	for n := range 12 {
		mode := mergers.Mode(n % 2)
		g, err := mergers.New(mergers.Options{Mode: mode, Players: 3 + n%3})
		if err != nil {
			t.Fatal(err)
		}
		b := newBoard()
		for !g.Over() {
			if g.Turn() == game.Chance {
				m, _ := game.Sample(g, r)
				g.Play(m)
				continue
			}
			if mode == mergers.Simple && g.Tiles()%3 == n%3 {
				s := simpleFrom(g)
				sameBoard(t, g, &s.b)
				checkWins(t, g, s)
			}
			legal := g.Legal()
			m := legal[r.IntN(len(legal))]
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if p := msSquare(m); p >= 0 {
				if b.mergesSafe(p) && mode == mergers.Advanced {
					t.Fatalf("%s merges a safe company, the engine took it", msPos(p))
				}
				b.place(p)
				sameBoard(t, g, &b)
			}
		}
	}
}

// checkWins compares winning and givesWin with the engine's outcomes.
func checkWins(t *testing.T, g *mergers.Game, s *msSimple) {
	t.Helper()
	w := s.b.winning()
	var safe [msSquares]int8
	isSafe := map[int8]bool{}
	for _, p := range safe[:s.b.safeSquares(&safe)] {
		isSafe[p] = true
	}
	for _, m := range g.Legal() {
		a := g.Clone()
		a.Play(m)
		p := msSquare(m)
		if a.Over() != (s.b.grown(p) >= mergers.WinSize) {
			t.Fatalf("%s: the engine says over %v, grown %d", msPos(p), a.Over(), s.b.grown(p))
		}
		if a.Over() {
			if w < 0 {
				t.Fatalf("%s wins, winning found none", msPos(p))
			}
			continue
		}
		if w >= 0 {
			continue
		}
		gives := false
		for _, m2 := range a.Legal() {
			c := a.Clone()
			c.Play(m2)
			gives = gives || c.Over()
		}
		if gives == isSafe[p] {
			t.Fatalf("%s: the engine says it gives a win %v, safeSquares %v\n%s", msPos(p), gives, isSafe[p], g)
		}
	}
}

// TestMergersAdvancedFollowsTheEngine plays random advanced games on the
// engine and on the compact game side by side, the engine drawing the
// squares in the order the compact pile holds them, and compares money,
// shares, the offer and the end.
func TestMergersAdvancedFollowsTheEngine(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 2))
	for n := range 12 {
		players := 3 + n%4
		g, err := mergers.New(mergers.Options{Mode: mergers.Advanced, Players: players})
		if err != nil {
			t.Fatal(err)
		}
		a := msAdv{b: newBoard(), players: int8(players), last: -1}
		for i := range a.cash[:players] {
			a.cash[i] = mergers.StartCash
		}
		for i := range int8(msSquares) {
			a.pile[i] = i
		}
		a.nPile = msSquares
		a.shuffle(r)
		order := append([]int8(nil), a.pile[:a.nPile]...)
		a.refill()
		for ply := 0; !g.Over(); ply++ {
			if g.Turn() == game.Chance {
				next := order[len(order)-1]
				order = order[:len(order)-1]
				if err := g.Play(mergers.DrawMove(msPos(next))); err != nil {
					t.Fatal(err)
				}
				continue
			}
			sameAdv(t, g, &a)
			if g.Buying() {
				var cos [msSquares]int8
				k := a.companies(&cos)
				roots := [3]int8{-1, -1, -1}
				want := map[byte]int{}
				cash := a.cash[a.turn]
				for j := range r.IntN(4) {
					if k == 0 {
						break
					}
					c := cos[r.IntN(k)]
					if a.price(c) > cash {
						continue
					}
					cash -= a.price(c)
					roots[j] = c
					want[g.At(msPos(c))]++
				}
				if err := g.Play(mergers.BuyMove(want)); err != nil {
					t.Fatalf("ply %d: buy %v: %v", ply, want, err)
				}
				a.buy(roots)
				continue
			}
			var ps [mergers.Offered]int8
			k := a.placeable(&ps)
			p := ps[r.IntN(k)]
			if err := g.Play(msMove(p)); err != nil {
				t.Fatalf("ply %d: place %s: %v\n%s", ply, msPos(p), err, g)
			}
			a.place(p)
		}
		if !a.over {
			t.Fatalf("the engine's game is over (%s), the compact one not", g.EndReason())
		}
		for i := range players {
			won := false
			for _, w := range g.Winners() {
				won = won || w == i
			}
			if int(a.cash[i]) != g.Player(i).Cash || a.wins(int8(i)) != won {
				t.Fatalf("end: player %d has $%d (won %v), compact $%d (won %v)", i+1, g.Player(i).Cash, won, a.cash[i], a.wins(int8(i)))
			}
		}
	}
}

// sameAdv compares the compact advanced game with the engine's.
func sameAdv(t *testing.T, g *mergers.Game, a *msAdv) {
	t.Helper()
	sameBoard(t, g, &a.b)
	if a.over || int(a.turn) != g.Mover() || a.buying != g.Buying() || int(a.nPile) != g.PileSize() {
		t.Fatalf("turn %d buying %v pile %d, compact %d %v %d", g.Mover(), g.Buying(), g.PileSize(), a.turn, a.buying, a.nPile)
	}
	off := map[int8]bool{}
	for _, p := range a.offered[:a.nOff] {
		off[p] = true
	}
	if len(g.Offered()) != int(a.nOff) {
		t.Fatalf("offered %v, compact %d", g.Offered(), a.nOff)
	}
	for _, p := range g.Offered() {
		if !off[msIndex(p)] {
			t.Fatalf("offered %v, compact lacks %s", g.Offered(), p)
		}
	}
	read, _ := advFrom(g, rand.New(rand.NewPCG(1, 1)))
	sameBoard(t, g, &read.b)
	bySym := func(x *msAdv) (out [6]map[byte]int) {
		for i := range out {
			out[i] = map[byte]int{}
			for r, n := range x.shares[i] {
				if n > 0 {
					out[i][g.At(msPos(int8(r)))] += int(n)
				}
			}
		}
		return out
	}
	if read.cash != a.cash || fmt.Sprint(bySym(&read)) != fmt.Sprint(bySym(a)) || read.nPile != a.nPile || read.nOff != a.nOff ||
		a.buying && read.b.cell[read.last] != read.b.cell[msIndex(g.Last().Pos)] {
		t.Fatalf("advFrom reads another game")
	}
	for i := range int(a.players) {
		pl := g.Player(i)
		total := 0
		for _, n := range pl.Shares {
			total += n
		}
		for _, n := range a.shares[i] {
			total -= int(n)
		}
		if total != 0 {
			t.Fatalf("player %d: shares %v, compact %d fewer", i+1, pl.Shares, total)
		}
		if int(a.cash[i]) != pl.Cash {
			t.Fatalf("player %d: $%d, compact $%d", i+1, pl.Cash, a.cash[i])
		}
		for r, n := range a.shares[i] {
			if n > 0 && pl.Shares[g.At(msPos(int8(r)))] != int(n) {
				t.Fatalf("player %d: shares %v, compact %d at root %s", i+1, pl.Shares, n, msPos(int8(r)))
			}
		}
	}
}
