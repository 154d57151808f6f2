package mergers

import (
	"maps"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

var _ game.State = (*Game)(nil)
var _ game.Chancer = (*Game)(nil)

func pos(t testing.TB, s string) Pos {
	t.Helper()
	p, err := ParsePos(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestPositions(t *testing.T) {
	for i := range Rows * Cols {
		p := posAt(i)
		if q, err := ParsePos(p.String()); err != nil || q != p {
			t.Fatalf("%s parses to %v, %v", p, q, err)
		}
	}
	if pos(t, "c3") != (Pos{2, 2}) || pos(t, "I12") != (Pos{8, 11}) {
		t.Error("C3 or I12 misread")
	}
	for _, bad := range []string{"J1", "A13", "A0", "", "C", "3C", "A-1", "A+1", "AA"} {
		if _, err := ParsePos(bad); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// put places tiles on the board by the rules, with no turns or money.
func put(t testing.TB, g *Game, squares ...string) Placement {
	t.Helper()
	var pl Placement
	for _, s := range squares {
		g.moves++
		pl = g.b.place(pos(t, s), g.moves)
	}
	return pl
}

func simple(t testing.TB, players int) *Game {
	t.Helper()
	g, err := New(Options{Mode: Simple, Players: players})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestLoneTileFoundingAndGrowth(t *testing.T) {
	g := simple(t, 2)
	if pl := put(t, g, "C3"); pl.Founded != 0 || g.At(pos(t, "C3")) != Lone {
		t.Fatalf("a tile next to nothing: %+v", pl)
	}
	pl := put(t, g, "C4") // next to a lone tile: founds A
	if pl.Founded != 'A' || g.At(pos(t, "C3")) != 'A' || g.At(pos(t, "C4")) != 'A' {
		t.Fatalf("founding: %+v\n%s", pl, g)
	}
	if gr, _ := g.Group('A'); gr.Size != 2 || gr.Name != "Atlas" || gr.Age != 2 {
		t.Errorf("group A: %+v", gr)
	}
	put(t, g, "E5")
	pl = put(t, g, "D4", "D5") // D4 grows A; D5 joins A and brings lone E5 with it
	if pl.Grew != 'A' || pl.Joined != 1 || g.At(pos(t, "E5")) != 'A' {
		t.Fatalf("growth with a lone tile: %+v\n%s", pl, g)
	}
	if gr, _ := g.Group('A'); gr.Size != 5 {
		t.Errorf("A has %d tiles, want 5", gr.Size)
	}
	// A tile touching two lone tiles founds a group of three.
	put(t, g, "G1", "G3")
	if pl := put(t, g, "G2"); pl.Founded != 'B' {
		t.Fatalf("%+v", pl)
	}
	if gr, _ := g.Group('B'); gr.Size != 3 {
		t.Errorf("B has %d tiles", gr.Size)
	}
}

func TestTwoWayMergerLargerAbsorbs(t *testing.T) {
	g := simple(t, 2)
	put(t, g, "A1", "A2", "A4", "A5", "A6") // A: A1-A2 (2), B: A4-A6 (3)
	pl := put(t, g, "A3")
	if len(pl.Merges) != 1 || pl.Merges[0].Absorbed.Symbol != 'A' || pl.Merges[0].Into != 'B' {
		t.Fatalf("merges %+v", pl.Merges)
	}
	if _, ok := g.Group('A'); ok {
		t.Error("the absorbed group still exists")
	}
	for _, s := range []string{"A1", "A2", "A3", "A4", "A5", "A6"} {
		if g.At(pos(t, s)) != 'B' {
			t.Errorf("%s shows %c after the merger, want B", s, g.At(pos(t, s)))
		}
	}
	if gr, _ := g.Group('B'); gr.Size != 6 {
		t.Errorf("B has %d tiles", gr.Size)
	}
}

func TestThreeWayMergerSizeThenAge(t *testing.T) {
	g := simple(t, 3)
	// Around C3: A at B3-A3 (2, oldest), B at C1-C2 (2), C at D3-E3-F3 (3).
	put(t, g, "A3", "B3", "C1", "C2", "D3", "E3", "F3")
	pl := put(t, g, "C3")
	want := []Merge{
		{Absorbed: Group{Symbol: 'A', Name: "Atlas", Age: 2, Size: 2}, Into: 'C'},
		{Absorbed: Group{Symbol: 'B', Name: "Beacon", Age: 4, Size: 2}, Into: 'C'},
	}
	if !reflect.DeepEqual(pl.Merges, want) {
		t.Fatalf("merges %+v, want %+v", pl.Merges, want)
	}
	if gr, _ := g.Group('C'); gr.Size != 8 || len(g.Groups()) != 1 {
		t.Errorf("after the merger: %v", g.Groups())
	}
	// Equal sizes: the older (earlier letter) absorbs.
	g = simple(t, 2)
	put(t, g, "A1", "A2", "A4", "A5")
	pl = put(t, g, "A3")
	if pl.Merges[0].Absorbed.Symbol != 'B' || pl.Merges[0].Into != 'A' {
		t.Errorf("equal sizes: %+v", pl.Merges)
	}
}

func TestLettersAreNeverReused(t *testing.T) {
	g := simple(t, 2)
	put(t, g, "A1", "A2", "A4", "A5", "A3") // A and B merge into A
	if pl := put(t, g, "C1", "C2"); pl.Founded != 'C' {
		t.Errorf("the next group is %c, want C", pl.Founded)
	}
}

func TestBoardPrint(t *testing.T) {
	g := simple(t, 2)
	put(t, g, "A1", "A2", "C5")
	want := `    1  2  3  4  5  6  7  8  9 10 11 12
A   A  A  .  .  .  .  .  .  .  .  .  .
B   .  .  .  .  .  .  .  .  .  .  .  .
C   .  .  .  .  #  .  .  .  .  .  .  .
D   .  .  .  .  .  .  .  .  .  .  .  .
E   .  .  .  .  .  .  .  .  .  .  .  .
F   .  .  .  .  .  .  .  .  .  .  .  .
G   .  .  .  .  .  .  .  .  .  .  .  .
H   .  .  .  .  .  .  .  .  .  .  .  .
I   .  .  .  .  .  .  .  .  .  .  .  .
groups: A 2
`
	if got := g.String(); got != want {
		t.Errorf("board\n%s\nwant\n%s", got, want)
	}
}

func TestSimpleGameFirstGroupOf41Wins(t *testing.T) {
	g := simple(t, 3)
	var squares []string
	for _, r := range "ABC" {
		for c := 1; c <= 12; c++ {
			squares = append(squares, string(r)+itoa(c))
		}
	}
	squares = append(squares, "D1", "D2", "D3", "D4", "D5")
	for i, s := range squares {
		if g.Over() {
			t.Fatalf("over after %d tiles", i)
		}
		e, err := g.ParseMove(s)
		if err == nil {
			err = g.Play(e)
		}
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
	if !g.Over() || !reflect.DeepEqual(g.Winners(), []int{(41 - 1) % 3}) {
		t.Fatalf("over=%v winners %v, groups %v", g.Over(), g.Winners(), g.Groups())
	}
	if r := g.Returns(); r[1] != 1 || r[0] != -1 {
		t.Errorf("returns %v", r)
	}
}

func itoa(n int) string { return string(rune('0'+n/10)) + string(rune('0'+n%10)) }

func TestValue(t *testing.T) {
	for _, tc := range [][2]int{{2, 200}, {6, 600}, {7, 600}, {10, 600}, {11, 700}, {20, 700}, {21, 800}, {30, 800}, {31, 900}, {40, 900}, {41, 1000}, {108, 1000}} {
		if got := Value(tc[0]); got != tc[1] {
			t.Errorf("Value(%d) = %d, want %d", tc[0], got, tc[1])
		}
	}
}

// advanced is an advanced game with the pile drawn as given: the offered
// positions first.
func advanced(t testing.TB, players int, offered ...string) *Game {
	t.Helper()
	g, err := New(Options{Mode: Advanced, Players: players})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range offered {
		if err := g.Play(DrawMove(pos(t, s))); err != nil {
			t.Fatalf("draw %s: %v", s, err)
		}
	}
	return g
}

func play(t testing.TB, g *Game, lines ...string) {
	t.Helper()
	gametest.Play(t, g, lines...)
}

func TestAdvancedTurnPlaceBuyDraw(t *testing.T) {
	g := advanced(t, 3, "C3", "C4", "E5", "F6", "G7", "H8", "I9", "A12")
	if g.Turn() != 0 || len(g.Offered()) != 8 || g.PileSize() != 100 {
		t.Fatalf("after 8 draws: turn %d, %d offered, pile %d", g.Turn(), len(g.Offered()), g.PileSize())
	}
	if err := g.Check(pos(t, "A1")); err == nil || !strings.Contains(err.Error(), "A1 is not offered") {
		t.Errorf("placing an unoffered square: %v", err)
	}
	play(t, g, "C3")
	if !g.Buying() || g.Turn() != 0 {
		t.Fatal("no buying after placing")
	}
	if _, err := g.ParseMove("C4"); err != nil {
		t.Fatal(err)
	}
	if err := g.Play(PlaceMove(pos(t, "C4"))); err == nil {
		t.Error("placed twice in a turn")
	}
	play(t, g, "buy")
	if g.Turn() != game.Chance || len(g.Offered()) != 7 {
		t.Fatalf("after buying: turn %d, %d offered", g.Turn(), len(g.Offered()))
	}
	play(t, g, "draw B2")
	if g.Turn() != 1 || !reflect.DeepEqual(g.Offered()[7], pos(t, "B2")) {
		t.Errorf("turn %d, offered %v", g.Turn(), g.Offered())
	}
}

func TestBuyingLimits(t *testing.T) {
	g := advanced(t, 3, "C3", "C4", "C5", "E5", "F6", "G7", "H8", "I9")
	play(t, g, "C3", "buy", "draw A1", "C4") // player 2 founds A (size 2, $200 a share)
	for _, tc := range []struct{ in, want string }{
		{"buy A 4", "not a number of shares"},
		{"buy A 2, A 2", "3 shares at the most"},
		{"buy B 1", "no company B"},
		{"buy # 1", "not a company"},
		{"buy A x", "not a number of shares"},
	} {
		gametest.Refuses(t, g, tc.in, tc.want)
	}
	play(t, g, "buy A 3")
	if p := g.Player(1); p.Cash != 800-600 || p.Shares['A'] != 3 {
		t.Errorf("after buying 3 A: %+v", p)
	}
	// Never more than her cash: player 2 has $200 left.
	play(t, g, "draw A2", "C5", "buy", "draw A3", "E5", "buy", "draw A4")
	play(t, g, "F6")
	if err := g.Play(BuyMove(map[byte]int{'A': 1})); err == nil || !strings.Contains(err.Error(), "cost $300 and player 2 has $200") {
		t.Errorf("buying beyond her cash: %v", err)
	}
	for _, m := range g.Legal() {
		want, _ := decodeBuy(m)
		if want['A']*300 > 200 {
			t.Errorf("legal buy %s costs more than her cash", g.MoveString(m))
		}
	}
}

func TestMergerPaysShareholders(t *testing.T) {
	g := advanced(t, 3, "A1", "A2", "A4", "A5", "A6", "A3", "I1", "I2")
	play(t, g,
		"A1", "buy", "draw H1", // player 1: lone
		"A2", "buy A 2", "draw H3", // player 2 founds A, buys 2 at $200
		"A4", "buy", "draw H5", // player 3: lone
		"A5", "buy B 1", "draw H7", // player 1 founds B, buys 1 at $200
		"A6", "buy A 1", "draw H9", // player 2: B grows to 3; buys A at $200
	)
	cash := []int{g.Player(0).Cash, g.Player(1).Cash, g.Player(2).Cash}
	play(t, g, "A3") // player 3 merges A (2) into B (3)
	pl := g.Last()
	if len(pl.Merges) != 1 || pl.Merges[0].Absorbed.Symbol != 'A' {
		t.Fatalf("merges %+v", pl.Merges)
	}
	if want := [][]int{{0, 3 * 200, 0}}; !reflect.DeepEqual(pl.Payouts, want) {
		t.Errorf("payouts %v, want %v", pl.Payouts, want)
	}
	if g.Player(1).Cash != cash[1]+600 || g.Player(1).Shares['A'] != 0 || g.Player(0).Cash != cash[0] {
		t.Errorf("after the merger: %+v %+v", g.Player(0), g.Player(1))
	}
	if g.Player(0).Shares['B'] != 1 {
		t.Error("shares in the survivor were touched")
	}
}

func TestSafeCompaniesRefuseToMerge(t *testing.T) {
	g := advanced(t, 3)
	// A: B1..B11 (11 tiles, safe); C: D1-D2; C1 would merge A and C.
	put(t, g, "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "D1", "D2")
	if err := g.safeMerge(pos(t, "C1")); err == nil || !strings.Contains(err.Error(), "Atlas, which has 11 tiles") {
		t.Fatalf("C1: %v", err)
	}
	if g.safeMerge(pos(t, "A1")) != nil || g.safeMerge(pos(t, "C12")) != nil {
		t.Error("growing a safe company was refused")
	}
	// C1 drawn from the pile is discarded; the others are offered.
	for _, s := range []string{"C1", "E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8"} {
		play(t, g, "draw "+s)
	}
	if posList(g.Offered()) != "E1 E2 E3 E4 E5 E6 E7 E8" || !g.Draws()[0].Discarded || g.Draws()[0].Pos != pos(t, "C1") {
		t.Errorf("offered %v, draws %v", g.Offered(), g.Draws())
	}
}

func TestGameEndsWhenACompanyPasses40(t *testing.T) {
	g := advanced(t, 3, "E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8")
	var sq []string
	for _, r := range "ABC" {
		for c := 1; c <= 12; c++ {
			sq = append(sq, string(r)+itoa(c))
		}
	}
	put(t, g, sq...)
	put(t, g, "D1", "D2", "D3", "D4") // A has 40
	g.players[0].Shares['A'] = 2
	play(t, g, "E4") // 41 tiles, via D4
	if g.Over() {
		t.Fatal("over before the buy")
	}
	play(t, g, "buy")
	if !g.Over() {
		t.Fatal("not over with a company of 41")
	}
	if p := g.Player(0); p.Cash != 800+2*1000 || len(p.Shares) != 0 {
		t.Errorf("player 1 sold 2 shares of A at $1000 for %+v", p)
	}
	if !reflect.DeepEqual(g.Winners(), []int{0}) || g.EndReason() != "Atlas has 41 tiles, more than 40" {
		t.Errorf("winners %v, reason %q", g.Winners(), g.EndReason())
	}
}

func TestGameEndsWhenNothingCanBePlacedAndThePileIsEmpty(t *testing.T) {
	g := advanced(t, 3)
	g.pile = nil
	put(t, g, "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11", "D1", "D2")
	g.offered = []Pos{pos(t, "C1")}
	g.phase = drawing
	g.refill()
	if !g.Over() || len(g.Winners()) != 3 || g.EndReason() != "no offered position can be placed and the pile is empty" {
		t.Fatalf("over=%v winners %v reason %q", g.Over(), g.Winners(), g.EndReason())
	}
}

func TestDeadOffersAreReplaced(t *testing.T) {
	g := advanced(t, 3)
	// Rows B and D are safe companies of 11: C1 to C11 would merge them.
	put(t, g, "B1", "B2", "B3", "B4", "B5", "B6", "B7", "B8", "B9", "B10", "B11")
	put(t, g, "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11")
	g.offered = []Pos{pos(t, "C1"), pos(t, "C2"), pos(t, "C3"), pos(t, "C4"), pos(t, "C5"), pos(t, "C6"), pos(t, "C7"), pos(t, "C8")}
	g.pile = []Pos{pos(t, "C9"), pos(t, "E12")}
	g.refill()
	if g.Turn() != game.Chance || len(g.Offered()) != 0 || len(g.Draws()) != 8 || !g.Draws()[0].Discarded {
		t.Fatalf("turn %d offered %v draws %v", g.Turn(), g.Offered(), g.Draws())
	}
	play(t, g, "draw C9") // dead too: discarded at the draw
	if g.Turn() != game.Chance || !g.Draws()[8].Discarded {
		t.Fatalf("C9: turn %d draws %v", g.Turn(), g.Draws())
	}
	play(t, g, "draw E12")
	if g.Turn() != 0 || posList(g.Offered()) != "E12" {
		t.Errorf("turn %d, offered %v", g.Turn(), g.Offered())
	}
}

func TestAdvancedPrint(t *testing.T) {
	g := advanced(t, 3, "C3", "C4", "E5", "F6", "G7", "H8", "I9", "A12")
	play(t, g, "C3", "buy", "draw B2", "C4", "buy A 2")
	s := g.String()
	for _, want := range []string{"C   .  .  A  A", "groups: A 2\n", "player 1: $800\n", "player 2: $400; shares A 2\n", "player 3: $800\n", "offered: E5 F6 G7 H8 I9 A12 B2\n"} {
		if !strings.Contains(s, want) {
			t.Errorf("missing %q in\n%s", want, s)
		}
	}
}

// TestRandomGamesKeepTheBooks plays random games of both kinds and checks
// after every move: tiles on the board equal placements; group sizes and
// lone tiles add up to the tiles; cash is never negative; and money moves
// only by payouts, purchases and the final sale.
func TestRandomGamesKeepTheBooks(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 3))
	n := 300
	if testing.Short() {
		n = 30
	}
	for i := range n {
		o := Options{Mode: Mode(i % 2), Players: 3 + i%4}
		g, err := New(o)
		if err != nil {
			t.Fatal(err)
		}
		placed := 0
		for steps := 0; !g.Over(); steps++ {
			if steps > 2000 {
				t.Fatal("no end")
			}
			before := g.Clone().(*Game)
			m, err := game.RandomMove(g, r)
			if err != nil {
				t.Fatalf("%v\n%s", err, g)
			}
			if err := g.Play(m); err != nil {
				t.Fatalf("%s: %v", before.MoveString(m), err)
			}
			if int(m)&3 == kindPlace {
				placed++
			}
			if msg := books(before, g, m, placed); msg != "" {
				t.Fatalf("%s after %s\n%s", msg, before.MoveString(m), g)
			}
		}
	}
}

// books checks the invariants after move m took before to g.
func books(before, g *Game, m game.Move, placed int) string {
	if g.Tiles() != placed {
		return "tiles on the board differ from placements"
	}
	lone, sizes := 0, 0
	for i := range Rows * Cols {
		if g.At(posAt(i)) == Lone {
			lone++
		}
	}
	for _, gr := range g.Groups() {
		sizes += gr.Size
		if gr.Size < 2 {
			return "a group of fewer than two"
		}
	}
	if lone+sizes != g.Tiles() {
		return "groups and lone tiles do not add up to the tiles"
	}
	for i := range g.Players() {
		was, now := before.players[i].Cash, g.players[i].Cash
		if now < 0 {
			return "negative cash"
		}
		want := was
		switch int(m) & 3 {
		case kindPlace:
			if g.opt.Mode != Advanced {
				break
			}
			for k, mg := range g.Last().Merges {
				want += Value(mg.Absorbed.Size) * before.players[i].Shares[mg.Absorbed.Symbol]
				if g.Last().Payouts[k][i] != Value(mg.Absorbed.Size)*before.players[i].Shares[mg.Absorbed.Symbol] {
					return "a payout differs from value × shares"
				}
			}
		case kindBuy:
			if i == before.turn {
				for s, n := range g.Bought() {
					want -= n * Value(before.b.groups[s].Size)
				}
			}
		}
		// The move that ends the advanced game sells every share at value.
		if g.Over() && g.opt.Mode == Advanced {
			held := maps.Clone(before.players[i].Shares)
			if int(m)&3 == kindBuy && i == before.turn {
				for s, n := range g.Bought() {
					held[s] += n
				}
			}
			for s, n := range held {
				want += n * Value(g.b.groups[s].Size)
			}
		}
		if now != want {
			return "money moved outside the rules"
		}
	}
	return ""
}

func TestNotationRoundTrips(t *testing.T) {
	g, _ := New(Options{Mode: Advanced, Players: 4})
	gametest.RoundTrips(t, g, rand.New(rand.NewPCG(7, 7)), 400)
}

func BenchmarkPlayout(b *testing.B) {
	for _, o := range []Options{{Mode: Simple, Players: 2}, {Mode: Advanced, Players: 4}} {
		b.Run(o.Mode.String(), func(b *testing.B) {
			gametest.Playouts(b, func() game.State { g, _ := New(o); return g }, 100000)
		})
	}
}

// candidates are the moves worth trying in g: a tile on each square, a
// draw of each square, and every buy of up to MaxBuy+1 shares among the
// companies on the board and the next symbol, which names none yet.
func candidates(g *Game) []game.Move {
	var ms []game.Move
	for i := range Rows * Cols {
		ms = append(ms, PlaceMove(posAt(i)), DrawMove(posAt(i)))
	}
	var syms []byte
	for _, gr := range g.Groups() {
		syms = append(syms, gr.Symbol)
	}
	if g.b.founded < len(symbols) {
		syms = append(syms, symbols[g.b.founded])
	}
	var rec func(from, left int, pick map[byte]int)
	rec = func(from, left int, pick map[byte]int) {
		ms = append(ms, BuyMove(pick))
		if left == 0 {
			return
		}
		for i := from; i < len(syms); i++ {
			pick[syms[i]]++
			rec(i, left-1, pick)
			pick[syms[i]]--
		}
	}
	rec(0, MaxBuy+1, map[byte]int{})
	return ms
}

// Legal lists exactly the moves Play accepts, each once, in random
// positions of both games, chance events included.
func TestLegalIsExactlyThePlayableMoves(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	n := 4
	if testing.Short() {
		n = 2
	}
	for i := range n {
		o := Options{Mode: Mode(i % 2), Players: 3 + i%4}
		g, err := New(o)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !g.Over(); steps++ {
			if steps > 2000 {
				t.Fatal("no end")
			}
			gametest.LegalIsPlayable(t, g, candidates(g))
			for i := range Rows * Cols {
				p := posAt(i)
				if g.CanPlace(p) != (g.Check(p) == nil) {
					t.Fatalf("CanPlace(%s) = %v but Check says %v\n%s", p, g.CanPlace(p), g.Check(p), g)
				}
			}
			m, err := game.RandomMove(g, r)
			if err != nil {
				t.Fatalf("%v\n%s", err, g)
			}
			if err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestLegalListsThePileWhileAPositionIsDrawn: the contract says Legal
// lists a chance event's outcomes; here, a draw of each position left in
// the pile, as Chances gives them, each once and playable, with
// probabilities summing to 1, at the start and throughout random games.
func TestLegalListsThePileWhileAPositionIsDrawn(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	checked := 0
	for i := range 3 {
		g, err := New(Options{Mode: Advanced, Players: 3 + i})
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			if g.Turn() == game.Chance {
				checked++
				if g.PileSize() == 0 {
					t.Fatal("a draw from an empty pile")
				}
				gametest.ChancesListed(t, g, g.PileSize())
				for _, m := range g.Legal() {
					if int(m)&3 != kindDraw {
						t.Fatalf("%s is not a draw", g.MoveString(m))
					}
				}
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
	if checked < 100 {
		t.Errorf("only %d draws checked", checked)
	}
}
