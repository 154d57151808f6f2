package kalah

import (
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

var (
	_ game.State    = (*Game)(nil)
	_ game.Appender = (*Game)(nil)
)

// TestRingWalk does what the handout's test program does: from every pit,
// walk counterclockwise round the board back to the start, passing every
// pit exactly once.
func TestRingWalk(t *testing.T) {
	for _, h := range []int{3, 6} {
		f := NewFrame(h)
		for _, start := range f.Pits() {
			seen := map[Pit]bool{}
			p := start
			for {
				if seen[p] {
					t.Fatalf("h=%d: walk from %s visits %s twice", h, start, p)
				}
				seen[p] = true
				p = f.Next(p)
				if p == start {
					break
				}
			}
			if len(seen) != 2*h+2 {
				t.Errorf("h=%d: walk from %s visits %d pits, want %d", h, start, len(seen), 2*h+2)
			}
		}
	}
}

func TestNextAndOppositeAsTheHandoutSays(t *testing.T) {
	f := NewFrame(6)
	for _, tc := range []struct{ from, next string }{
		{"N3", "N2"}, {"S1", "S0"}, {"S0", "N6"}, {"N1", "N0"}, {"N0", "S6"}, {"S6", "S5"}, {"N6", "N5"},
	} {
		p, _ := ParsePit(tc.from)
		if got := f.Next(p).Label(); got != tc.next {
			t.Errorf("next of %s is %s, want %s", tc.from, got, tc.next)
		}
	}
	for _, tc := range []struct{ a, b string }{{"N3", "S4"}, {"S2", "N5"}, {"N1", "S6"}, {"S1", "N6"}} {
		p, _ := ParsePit(tc.a)
		if q, ok := f.Opposite(p); !ok || q.Label() != tc.b {
			t.Errorf("opposite of %s is %s, want %s", tc.a, q, tc.b)
		}
	}
	for _, s := range []string{"N0", "S0"} {
		p, _ := ParsePit(s)
		if _, ok := f.Opposite(p); ok {
			t.Errorf("store %s has an opposite", s)
		}
	}
}

// TestEveryHouseAndItsOpposite visits each house, as the handout's test
// program does, and checks that opposite is a pairing of North with South.
func TestEveryHouseAndItsOpposite(t *testing.T) {
	for _, h := range []int{3, 6} {
		f := NewFrame(h)
		houses := 0
		for _, p := range f.Pits() {
			q, ok := f.Opposite(p)
			if p.IsStore() {
				continue
			}
			houses++
			if !ok || q.Owner == p.Owner || q.IsStore() {
				t.Errorf("h=%d: opposite of %s is %s", h, p, q)
			}
			if back, _ := f.Opposite(q); back != p {
				t.Errorf("h=%d: opposite of opposite of %s is %s", h, p, back)
			}
		}
		if houses != 2*h {
			t.Errorf("h=%d: %d houses", h, houses)
		}
		if got := strings.Count(f.String(), "\n"); got != 2*h+2 {
			t.Errorf("h=%d: the frame prints %d pits", h, got)
		}
	}
	if got, want := NewFrame(3).Describe(Pit{North, 3}), "North  3  N3   next N2   opposite S1"; got != want {
		t.Errorf("Describe(N3) = %q, want %q", got, want)
	}
}

// figure2 is the handout's Figure 2: a (6, 4) board at the start.
const figure2 = "\tN1\tN2\tN3\tN4\tN5\tN6\t\n" +
	"\t[4]\t[4]\t[4]\t[4]\t[4]\t[4]\t\n" +
	"N0 [0]\t\t\t\t\t\t\t[0] S0\n" +
	"\t[4]\t[4]\t[4]\t[4]\t[4]\t[4]\t\n" +
	"\tS6\tS5\tS4\tS3\tS2\tS1\t\n"

func newGame(t testing.TB, h, s int) *Game {
	t.Helper()
	g, err := New(h, s)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func play(t testing.TB, g *Game, lines ...string) {
	t.Helper()
	gametest.Play(t, g, lines...)
}

func TestFigure2(t *testing.T) {
	if got := newGame(t, 6, 4).String(); got != figure2 {
		t.Errorf("board\n%q\nwant\n%q", got, figure2)
	}
}

// set puts seeds in pits, given as label → count; every other pit is empty.
func set(g *Game, turn Side, counts map[string]int) {
	for i := range g.pits {
		g.pits[i] = 0
	}
	for l, n := range counts {
		p, _ := ParsePit(l)
		g.pits[g.frame.index(p)] = n
	}
	g.turn = turn
}

func TestSowingCounterclockwiseAndTurnPasses(t *testing.T) {
	g := newGame(t, 6, 4)
	if g.Turn() != South.Seat() {
		t.Fatal("North moves first")
	}
	play(t, g, "S3") // 4 seeds: S2, S1, S0, N6
	want := map[string]int{"S3": 0, "S2": 5, "S1": 5, "S0": 1, "N6": 5, "N5": 4, "N0": 0}
	for l, n := range want {
		p, _ := ParsePit(l)
		if g.Count(p) != n {
			t.Errorf("%s holds %d, want %d", l, g.Count(p), n)
		}
	}
	if got := g.Last().Sown; len(got) != 4 || got[3] != (Pit{North, 6}) {
		t.Errorf("sown into %v", got)
	}
	if g.Turn() != North.Seat() {
		t.Error("the turn did not pass")
	}
}

func TestLastSeedInOwnStoreGivesAnotherTurn(t *testing.T) {
	g := newGame(t, 6, 4)
	play(t, g, "S4") // S3, S2, S1, S0
	if !g.Last().Extra || g.Turn() != South.Seat() {
		t.Fatalf("no extra turn: extra=%v turn=%d", g.Last().Extra, g.Turn())
	}
	g = newGame(t, 6, 4)
	play(t, g, "S4", "S1", "N3") // N3's 4 seeds: N2, N1, N0: not the last
	if g.Last().Extra {
		t.Error("extra turn for a seed that passed the store")
	}
}

func TestSowingSkipsTheOpponentsStore(t *testing.T) {
	g := newGame(t, 3, 1)
	set(g, South, map[string]int{"S1": 9, "N2": 1})
	play(t, g, "S1")
	// From S1: S0, N3, N2, N1, (N0 skipped), S3, S2, S1, S0, N3.
	want := map[string]int{"S0": 2, "N3": 2, "N2": 2, "N1": 1, "N0": 0, "S3": 1, "S2": 1, "S1": 1}
	for l, n := range want {
		p, _ := ParsePit(l)
		if g.Count(p) != n {
			t.Errorf("%s holds %d, want %d\n%s", l, g.Count(p), n, g)
		}
	}
	for _, p := range g.Last().Sown {
		if p == (Pit{North, 0}) {
			t.Error("a seed was sown into North's store")
		}
	}
	// North skips South's store too: from N1, N0, S3, S2, S1, (S0 skipped),
	// N3, which was empty: N3 and S1 opposite go to N0.
	set(g, North, map[string]int{"N1": 5, "N2": 1, "S3": 1})
	play(t, g, "N1")
	if g.Store(South) != 0 || g.Store(North) != 3 || g.Over() {
		t.Errorf("stores S0=%d N0=%d after North passes S0\n%s", g.Store(South), g.Store(North), g)
	}
	for _, p := range g.Last().Sown {
		if p == (Pit{South, 0}) {
			t.Error("a seed was sown into South's store")
		}
	}
}

func TestCapture(t *testing.T) {
	g := newGame(t, 6, 4)
	// South's last seed lands in her empty S2; N5 opposite holds 7.
	set(g, South, map[string]int{"S3": 1, "N5": 7, "S0": 3, "N1": 2, "S6": 2})
	play(t, g, "S3")
	c := g.Last().Capture
	if c == nil || c.House != (Pit{South, 2}) || c.Opposite != (Pit{North, 5}) || c.Seeds != 8 {
		t.Fatalf("capture %+v", c)
	}
	if g.Store(South) != 11 || g.Count(Pit{South, 2}) != 0 || g.Count(Pit{North, 5}) != 0 {
		t.Errorf("after the capture\n%s", g)
	}
	if g.Turn() != North.Seat() {
		t.Error("a capture does not give another turn")
	}
}

func TestNoCaptureFromAnEmptyOpposite(t *testing.T) {
	g := newGame(t, 6, 4)
	set(g, South, map[string]int{"S3": 1, "N1": 2})
	play(t, g, "S3")
	if g.Last().Capture != nil || g.Count(Pit{South, 2}) != 1 || g.Store(South) != 0 {
		t.Errorf("captured from an empty house\n%s", g)
	}
}

func TestNoCaptureInTheOpponentsHouseOrAFullHouse(t *testing.T) {
	g := newGame(t, 6, 4)
	set(g, South, map[string]int{"S1": 2, "S5": 1, "N1": 3, "N6": 1})
	play(t, g, "S1") // S0, N6: N6 had 1 and is North's
	if g.Last().Capture != nil {
		t.Error("captured in the opponent's house")
	}
	set(g, South, map[string]int{"S3": 1, "S2": 2, "N5": 4, "N1": 1})
	play(t, g, "S3") // S2 was not empty
	if g.Last().Capture != nil {
		t.Error("captured in a house that was not empty")
	}
}

func TestEndSweepsTheOtherSide(t *testing.T) {
	g := newGame(t, 6, 4)
	set(g, South, map[string]int{"S1": 1, "S0": 20, "N0": 10, "N2": 5, "N6": 12})
	play(t, g, "S1") // into S0: South's houses are empty
	if !g.Over() || g.Turn() != game.Nobody {
		t.Fatal("the game did not end when South's houses emptied")
	}
	if g.Store(North) != 27 || g.Store(South) != 21 || g.Last().Swept[North] != 17 {
		t.Errorf("after the sweep N0=%d S0=%d swept %v", g.Store(North), g.Store(South), g.Last().Swept)
	}
	if w, ok := g.Winner(); !ok || w != North {
		t.Errorf("winner %v %v", w, ok)
	}
	if r := g.Returns(); r[North] != 1 || r[South] != -1 {
		t.Errorf("returns %v", r)
	}
}

// TestWorkedGames plays small games through to the end by hand.
func TestWorkedGames(t *testing.T) {
	// Kalah(1, 1): South's only seed goes to her store; her houses are empty,
	// North sweeps his: 1 to 1, a tie.
	g := newGame(t, 1, 1)
	play(t, g, "S1")
	if !g.Over() || g.Store(South) != 1 || g.Store(North) != 1 {
		t.Fatalf("Kalah(1,1)\n%s", g)
	}
	if _, ok := g.Winner(); ok {
		t.Error("Kalah(1,1) should be a tie")
	}
	// Kalah(2, 1): S1 to the store (again), S2 into the empty S1 capturing
	// N2: South's houses are empty, North sweeps N1. South wins 3 to 1.
	g = newGame(t, 2, 1)
	play(t, g, "S1", "2")
	if w, ok := g.Winner(); !ok || w != South || g.Store(South) != 3 || g.Store(North) != 1 {
		t.Fatalf("Kalah(2,1): winner %v, board\n%s", w, g)
	}
	// Kalah(6, 4): S4 (again), S1, then North's N1 passes his store.
	g = newGame(t, 6, 4)
	play(t, g, "S4", "S1", "N1")
	want := "\tN1\tN2\tN3\tN4\tN5\tN6\t\n" +
		"\t[0]\t[4]\t[5]\t[5]\t[5]\t[5]\t\n" +
		"N0 [1]\t\t\t\t\t\t\t[2] S0\n" +
		"\t[5]\t[5]\t[1]\t[5]\t[5]\t[0]\t\n" +
		"\tS6\tS5\tS4\tS3\tS2\tS1\t\n"
	if got := g.String(); got != want {
		t.Errorf("after S4 S1 N1\n%s\nwant\n%s", got, want)
	}
}

func TestRefusals(t *testing.T) {
	g := newGame(t, 6, 4)
	play(t, g, "S3")
	// North to move; S3 is South's, and empty.
	for _, tc := range []struct{ in, want string }{
		{"S3", "S3 is South's pit, and it is North's turn"},
		{"N0", "N0 is a store"},
		{"0", "N0 is a store"},
		{"N7", "there is no pit N7: the houses are N1 to N6 and S1 to S6"},
		{"S9", "there is no pit S9"},
		{"7", "there is no house N7"},
		{"X3", "not a pit"},
		{"N", "not a pit"},
		{"Nx", "not a pit"},
		{"N-1", "not a pit"},
		{"", "not a pit"},
	} {
		gametest.Refuses(t, g, tc.in, tc.want)
	}
	set(g, North, map[string]int{"N2": 3, "S1": 1})
	if err := g.Play(1); err == nil || !strings.Contains(err.Error(), "N1 is empty") {
		t.Errorf("empty house: %v", err)
	}
	g = newGame(t, 1, 1)
	play(t, g, "S1")
	if _, err := g.ParseMove("N1"); err != game.ErrOver {
		t.Errorf("after the end: %v", err)
	}
	if err := g.Play(1); err != game.ErrOver {
		t.Errorf("after the end: %v", err)
	}
}

func TestNewRefusesBadSizes(t *testing.T) {
	for _, hs := range [][2]int{{0, 4}, {13, 4}, {6, 0}, {6, 13}, {-1, -1}} {
		if _, err := New(hs[0], hs[1]); err == nil {
			t.Errorf("New(%d, %d) succeeded", hs[0], hs[1])
		}
	}
}

// TestRandomGamesConserveSeeds plays thousands of random games and checks
// after every move that no seed appears or vanishes, no pit goes negative,
// and the turn passes exactly as the rules say.
func TestRandomGamesConserveSeeds(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	n := 3000
	if testing.Short() {
		n = 300
	}
	for range n {
		h, s := 1+r.IntN(MaxHouses), 1+r.IntN(MaxSeeds)
		g := newGame(t, h, s)
		moves := 0
		_, err := game.Playout(g, r, 100000, func(game.State) error {
			moves++
			total := 0
			for _, c := range g.pits {
				if c < 0 {
					t.Fatalf("Kalah(%d,%d) move %d: a pit holds %d", h, s, moves, c)
				}
				total += c
			}
			if total != 2*h*s {
				t.Fatalf("Kalah(%d,%d) move %d: %d seeds, want %d\n%s", h, s, moves, total, 2*h*s, g)
			}
			l := g.Last()
			if len(l.Sown) == 0 {
				t.Fatalf("a move sowed nothing")
			}
			if !g.Over() && (g.Mover() == l.Mover) != l.Extra {
				t.Fatalf("turn %v after %v's move with extra=%v", g.Mover(), l.Mover, l.Extra)
			}
			if g.Over() != (g.housesEmpty(South) && g.housesEmpty(North)) {
				t.Fatalf("over=%v with seeds left in houses\n%s", g.Over(), g)
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if !g.Over() || len(g.Legal()) != 0 {
			t.Fatalf("the playout ended before the game")
		}
	}
}

func BenchmarkPlayout(b *testing.B) {
	gametest.Playouts(b, func() game.State { g, _ := New(6, 4); return g }, 100000)
}

// BenchmarkSearchPlayout measures what search does eight moves into a game.
func BenchmarkSearchPlayout(b *testing.B) {
	g := newGame(b, 6, 4)
	r := rand.New(rand.NewPCG(1, 1))
	for range 8 {
		m, _ := game.RandomMove(g, r)
		if err := g.Play(m); err != nil {
			b.Fatal(err)
		}
	}
	gametest.SearchPlayouts(b, g)
}

// Legal lists exactly the houses Play accepts, each once, in random
// positions of boards of every size; CanSow agrees with Check.
func TestLegalIsExactlyThePlayableMoves(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	n := 300
	if testing.Short() {
		n = 30
	}
	for range n {
		h, s := 1+r.IntN(MaxHouses), 1+r.IntN(MaxSeeds)
		g := newGame(t, h, s)
		for steps := 0; ; steps++ {
			if steps > 100000 {
				t.Fatal("no end")
			}
			var houses []game.Move
			for n := -1; n <= h+1; n++ {
				houses = append(houses, game.Move(n))
			}
			gametest.LegalIsPlayable(t, g, houses)
			gametest.AppendsLegal(t, g)
			for n := -1; n <= h+1; n++ {
				if g.CanSow(n) != (g.Check(n) == nil) {
					t.Fatalf("CanSow(%d) = %v but Check says %v\n%s", n, g.CanSow(n), g.Check(n), g)
				}
			}
			if g.Over() {
				break
			}
			m, err := game.RandomMove(g, r)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}
