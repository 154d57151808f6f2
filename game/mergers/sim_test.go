package mergers

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"parlor/game"
)

// sameBoard checks that the compact board groups the tiles as the engine
// does: the same squares together, the same sizes.
func sameBoard(t *testing.T, g *Game, b *SimBoard) {
	t.Helper()
	rootOf := map[byte]int8{}
	for i := range int8(SimSquares) {
		s := g.At(SimPos(i))
		switch s {
		case Empty:
			if b.Cell[i] >= 0 {
				t.Fatalf("%s: empty in the engine, a tile here\n%s", SimPos(i), g)
			}
			continue
		case Lone:
			if b.Cell[i] != i || b.Size[i] != 1 {
				t.Fatalf("%s: lone in the engine, component %d of %d here\n%s", SimPos(i), b.Cell[i], b.Size[b.Cell[i]], g)
			}
			continue
		}
		r, ok := rootOf[s]
		if !ok {
			r = b.Cell[i]
			rootOf[s] = r
			gr, _ := g.Group(s)
			if r < 0 || int(b.Size[r]) != gr.Size {
				t.Fatalf("%s: group %c of %d, here %d\n%s", SimPos(i), s, gr.Size, b.Size[max(r, 0)], g)
			}
		}
		if b.Cell[i] != r {
			t.Fatalf("%s: in group %c, here in another component\n%s", SimPos(i), s, g)
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
		mode := Mode(n % 2)
		g, err := New(Options{Mode: mode, Players: 3 + n%3})
		if err != nil {
			t.Fatal(err)
		}
		b := NewSimBoard()
		for !g.Over() {
			if g.Turn() == game.Chance {
				m, _ := game.Sample(g, r)
				g.Play(m)
				continue
			}
			if mode == Simple && g.Tiles()%3 == n%3 {
				sb, _ := SimBoardOf(g)
				sameBoard(t, g, &sb)
				checkWins(t, g, &sb)
			}
			legal := g.Legal()
			m := legal[r.IntN(len(legal))]
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
			if p := SimSquare(m); p >= 0 {
				if b.MergesSafe(p) && mode == Advanced {
					t.Fatalf("%s merges a safe company, the engine took it", SimPos(p))
				}
				b.Place(p)
				sameBoard(t, g, &b)
			}
		}
	}
}

// checkWins compares Winning and SafeSquares with the engine's outcomes.
func checkWins(t *testing.T, g *Game, b *SimBoard) {
	t.Helper()
	w := b.Winning()
	var safe [SimSquares]int8
	isSafe := map[int8]bool{}
	for _, p := range safe[:b.SafeSquares(&safe)] {
		isSafe[p] = true
	}
	for _, m := range g.Legal() {
		a := g.Clone()
		a.Play(m)
		p := SimSquare(m)
		if a.Over() != (b.Grown(p) >= WinSize) {
			t.Fatalf("%s: the engine says over %v, grown %d", SimPos(p), a.Over(), b.Grown(p))
		}
		if a.Over() {
			if w < 0 {
				t.Fatalf("%s wins, winning found none", SimPos(p))
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
			t.Fatalf("%s: the engine says it gives a win %v, safeSquares %v\n%s", SimPos(p), gives, isSafe[p], g)
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
		g, err := New(Options{Mode: Advanced, Players: players})
		if err != nil {
			t.Fatal(err)
		}
		a := SimAdvanced{B: NewSimBoard(), Players: int8(players), Last: -1}
		for i := range a.Cash[:players] {
			a.Cash[i] = StartCash
		}
		for i := range int8(SimSquares) {
			a.Pile[i] = i
		}
		a.NPile = SimSquares
		a.Shuffle(r)
		order := append([]int8(nil), a.Pile[:a.NPile]...)
		a.Refill()
		for ply := 0; !g.Over(); ply++ {
			if g.Turn() == game.Chance {
				next := order[len(order)-1]
				order = order[:len(order)-1]
				if err := g.Play(DrawMove(SimPos(next))); err != nil {
					t.Fatal(err)
				}
				continue
			}
			sameAdv(t, g, &a)
			if g.Buying() {
				var cos [SimSquares]int8
				k := a.Companies(&cos)
				roots := [3]int8{-1, -1, -1}
				want := map[byte]int{}
				cash := a.Cash[a.Turn]
				for j := range r.IntN(4) {
					if k == 0 {
						break
					}
					c := cos[r.IntN(k)]
					if a.Price(c) > cash {
						continue
					}
					cash -= a.Price(c)
					roots[j] = c
					want[g.At(SimPos(c))]++
				}
				if err := g.Play(BuyMove(want)); err != nil {
					t.Fatalf("ply %d: buy %v: %v", ply, want, err)
				}
				a.Buy(roots)
				continue
			}
			var ps [Offered]int8
			k := a.Placeable(&ps)
			p := ps[r.IntN(k)]
			if err := g.Play(SimMove(p)); err != nil {
				t.Fatalf("ply %d: place %s: %v\n%s", ply, SimPos(p), err, g)
			}
			a.Place(p)
		}
		if !a.Over {
			t.Fatalf("the engine's game is over (%s), the compact one not", g.EndReason())
		}
		for i := range players {
			won := false
			for _, w := range g.Winners() {
				won = won || w == i
			}
			if int(a.Cash[i]) != g.Player(i).Cash || a.Wins(int8(i)) != won {
				t.Fatalf("end: player %d has $%d (won %v), compact $%d (won %v)", i+1, g.Player(i).Cash, won, a.Cash[i], a.Wins(int8(i)))
			}
		}
	}
}

// sameAdv compares the compact advanced game with the engine's.
func sameAdv(t *testing.T, g *Game, a *SimAdvanced) {
	t.Helper()
	sameBoard(t, g, &a.B)
	if a.Over || int(a.Turn) != g.Mover() || a.Buying != g.Buying() || int(a.NPile) != g.PileSize() {
		t.Fatalf("turn %d buying %v pile %d, compact %d %v %d", g.Mover(), g.Buying(), g.PileSize(), a.Turn, a.Buying, a.NPile)
	}
	off := map[int8]bool{}
	for _, p := range a.Offered[:a.NOff] {
		off[p] = true
	}
	if len(g.Offered()) != int(a.NOff) {
		t.Fatalf("offered %v, compact %d", g.Offered(), a.NOff)
	}
	for _, p := range g.Offered() {
		if !off[SimIndex(p)] {
			t.Fatalf("offered %v, compact lacks %s", g.Offered(), p)
		}
	}
	read, _ := SimAdvancedOf(g, rand.New(rand.NewPCG(1, 1)))
	sameBoard(t, g, &read.B)
	bySym := func(x *SimAdvanced) (out [6]map[byte]int) {
		for i := range out {
			out[i] = map[byte]int{}
			for r, n := range x.Shares[i] {
				if n > 0 {
					out[i][g.At(SimPos(int8(r)))] += int(n)
				}
			}
		}
		return out
	}
	if read.Cash != a.Cash || fmt.Sprint(bySym(&read)) != fmt.Sprint(bySym(a)) || read.NPile != a.NPile || read.NOff != a.NOff ||
		a.Buying && read.B.Cell[read.Last] != read.B.Cell[SimIndex(g.Last().Pos)] {
		t.Fatalf("SimAdvancedOf reads another game")
	}
	for i := range int(a.Players) {
		pl := g.Player(i)
		total := 0
		for _, n := range pl.Shares {
			total += n
		}
		for _, n := range a.Shares[i] {
			total -= int(n)
		}
		if total != 0 {
			t.Fatalf("player %d: shares %v, compact %d fewer", i+1, pl.Shares, total)
		}
		if int(a.Cash[i]) != pl.Cash {
			t.Fatalf("player %d: $%d, compact $%d", i+1, pl.Cash, a.Cash[i])
		}
		for r, n := range a.Shares[i] {
			if n > 0 && pl.Shares[g.At(SimPos(int8(r)))] != int(n) {
				t.Fatalf("player %d: shares %v, compact %d at root %s", i+1, pl.Shares, n, SimPos(int8(r)))
			}
		}
	}
}
