package cantstop

import (
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/gametest"
)

var _ game.State = (*Game)(nil)
var _ game.Chancer = (*Game)(nil)

func TestColumnPrintForEveryLength(t *testing.T) {
	for n := 2; n <= 12; n++ {
		c := NewColumn(n)
		got := c.String()
		prefix := []string{"", "", " 2", " 3", " 4", " 5", " 6", " 7", " 8", " 9", "10", "11", "12"}[n] + " available"
		if !strings.HasPrefix(got, prefix) {
			t.Errorf("column %d starts %q, want %q", n, got, prefix)
		}
		squares := strings.TrimPrefix(got, prefix)
		if len(squares) != 7*Length(n) || strings.Count(squares, "  -----") != Length(n) {
			t.Errorf("column %d (length %d) prints its squares as %q", n, Length(n), squares)
		}
	}
	c2 := NewColumn(2)
	if got, want := c2.String(), " 2 available  -----  -----  -----"; got != want {
		t.Errorf("column 2: %q, want %q", got, want)
	}
}

func TestColumnPrintShowsMarkers(t *testing.T) {
	c := NewColumn(4)
	c.markers[White], c.markers[Green], c.markers[Orange] = 2, 2, 5
	want := " 4 available  -----  T--G-  -----  -----  -O---  -----  -----"
	if got := c.String(); got != want {
		t.Errorf("column 4:\n%q\nwant\n%q", got, want)
	}
	c.state = Pending
	if !strings.HasPrefix(c.String(), " 4 pending  ") {
		t.Errorf("pending: %q", c.String())
	}
	c.state = Captured
	if !strings.HasPrefix(c.String(), " 4 captured ") {
		t.Errorf("captured: %q", c.String())
	}
}

func newGame(t testing.TB, players int) *Game {
	t.Helper()
	g, err := New(players)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// roll rolls and the dice come up d.
func roll(t testing.TB, g *Game, d [4]int) {
	t.Helper()
	if err := g.Play(Roll); err != nil {
		t.Fatal(err)
	}
	if err := g.Play(DiceMove(d)); err != nil {
		t.Fatal(err)
	}
}

func choose(t testing.TB, g *Game, c Choice) {
	t.Helper()
	if err := g.Play(ChooseMove(c)); err != nil {
		t.Fatalf("choose %s: %v (choices %v)", c, err, g.Choices())
	}
}

func TestChoicesFromTheThreePairings(t *testing.T) {
	g := newGame(t, 2)
	roll(t, g, [4]int{1, 5, 2, 6}) // (6, 8), (3, 11), (7, 7)
	want := []Choice{{3, 11}, {6, 8}, {7, 7}}
	if got := g.Choices(); !reflect.DeepEqual(got, want) {
		t.Fatalf("choices %v, want %v", got, want)
	}
	var words []string
	for _, c := range g.Choices() {
		words = append(words, c.String())
	}
	if got := strings.Join(words, ", "); got != "3 and 11, 6 and 8, 7 twice" {
		t.Errorf("described as %q", got)
	}
	ps := g.Pairings(g.Dice())
	if ps[2].Totals != [2]int{7, 7} || ps[0].Totals != [2]int{6, 8} {
		t.Errorf("pairings %+v", ps)
	}
	choose(t, g, Choice{7, 7})
	if c := g.Column(7); c.Marker(White) != 2 || g.TowersLeft() != 2 {
		t.Errorf("7 twice: tower at %d, towers left %d", c.Marker(White), g.TowersLeft())
	}
}

// TestIdenticalChoicesAreListedOnce: 4 5 6 5 pairs as (9, 11), (10, 10)
// and (9, 11) again. The pairings show both (9, 11)s; the choices, the
// legal moves and the terminal's numbers list 9 and 11 once.
func TestIdenticalChoicesAreListedOnce(t *testing.T) {
	g := newGame(t, 2)
	roll(t, g, [4]int{4, 5, 6, 5})
	want := []Choice{{9, 11}, {10, 10}}
	if got := g.Choices(); !reflect.DeepEqual(got, want) {
		t.Fatalf("choices %v, want %v", got, want)
	}
	var legal []Choice
	for _, m := range g.Legal() {
		legal = append(legal, decodeChoice(m))
	}
	if !reflect.DeepEqual(legal, want) {
		t.Errorf("legal moves %v, want %v", legal, want)
	}
	if m, err := g.ParseMove("2"); err != nil || m != ChooseMove(Choice{10, 10}) {
		t.Errorf("2 reads as %s, %v; want 10 twice", g.MoveString(m), err)
	}
	gametest.Refuses(t, g, "3", "choose an option from 1 to 2")
	ps := g.Pairings(g.Dice())
	if len(ps) != 3 {
		t.Fatalf("%d pairings", len(ps))
	}
	for i, w := range []Pairing{
		{Dice: [2][2]int{{4, 5}, {6, 5}}, Totals: [2]int{9, 11}, Choices: []Choice{{9, 11}}},
		{Dice: [2][2]int{{4, 6}, {5, 5}}, Totals: [2]int{10, 10}, Choices: []Choice{{10, 10}}},
		{Dice: [2][2]int{{4, 5}, {5, 6}}, Totals: [2]int{9, 11}, Choices: []Choice{{9, 11}}},
	} {
		if !reflect.DeepEqual(ps[i], w) {
			t.Errorf("pairing %d: %+v, want %+v", i, ps[i], w)
		}
	}
}

// TestChoicesAreThePairingsChoicesOnce checks, for every roll in positions
// from random games, that each pairing offers distinct choices, and that
// the choices are those of the three pairings, each once, in order.
func TestChoicesAreThePairingsChoicesOnce(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 3))
	less := func(x, y Choice) bool { return x.A < y.A || x.A == y.A && x.B < y.B }
	n := 6
	if testing.Short() {
		n = 2
	}
	for range n {
		g := newGame(t, 2+r.IntN(3))
		for i := 0; i < 300 && !g.Over(); i++ {
			if g.CanRoll() && i%7 == 0 {
				for _, d := range allRolls {
					seen := map[Choice]bool{}
					for _, p := range g.Pairings(d) {
						in := map[Choice]bool{}
						for _, c := range p.Choices {
							if in[c] {
								t.Fatalf("dice %v: pairing %v offers %s twice\n%s", d, p.Dice, c, g)
							}
							in[c] = true
							seen[c] = true
						}
					}
					got := g.choicesFor(d)
					for j, c := range got {
						if j > 0 && !less(got[j-1], c) {
							t.Fatalf("dice %v: choices %v are repeated or out of order", d, got)
						}
						if !seen[c] {
							t.Fatalf("dice %v: %s is no pairing's choice", d, c)
						}
						delete(seen, c)
					}
					if len(seen) > 0 {
						t.Fatalf("dice %v: choices %v leave out %v", d, got, seen)
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
}

// place puts the mover's towers as given (column → square) for a test.
func place(g *Game, towers map[int]int) {
	for n, sq := range towers {
		g.cols[n].markers[White] = sq
		g.towersLeft--
		if sq == Length(n) {
			g.cols[n].state = Pending
		}
	}
	g.progressed = true
}

func TestChooseWhichWhenOnlyOneTowerIsLeft(t *testing.T) {
	g := newGame(t, 2)
	place(g, map[int]int{6: 1, 8: 1})
	roll(t, g, [4]int{2, 3, 4, 5}) // (5, 9), (6, 8), (7, 7)
	got := g.Choices()
	want := []Choice{{A: 5}, {6, 8}, {7, 7}, {A: 9}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("choices %v, want %v", got, want)
	}
	ps := g.Pairings(g.Dice())
	if !reflect.DeepEqual(ps[0].Choices, []Choice{{A: 5}, {A: 9}}) {
		t.Errorf("(5, 9) offers %v, want a choice of 5 or 9", ps[0].Choices)
	}
	// 7 twice needs only one tower: both steps are taken.
	if !reflect.DeepEqual(ps[2].Choices, []Choice{{7, 7}}) {
		t.Errorf("(7, 7) offers %v", ps[2].Choices)
	}
}

func TestEveryWayATotalCanBeUnusable(t *testing.T) {
	g := newGame(t, 2)
	// Column 2 is captured by Yellow; Orange's tower is on 12's top
	// square; Orange has towers on 4 and 12 and one left... then none.
	g.cols[2].state, g.cols[2].owner, g.cols[2].markers[Yellow] = Captured, Yellow, 3
	place(g, map[int]int{12: 3, 4: 1})
	if g.usable(2) {
		t.Error("a captured column is usable")
	}
	if g.usable(12) {
		t.Error("a column whose top the tower stands on is usable")
	}
	if !g.usable(9) || !g.usable(4) {
		t.Error("a column with a tower left to place, or with a tower, is not usable")
	}
	place(g, map[int]int{5: 1})
	if g.usable(9) {
		t.Error("a new column with no tower left is usable")
	}
	if !g.usable(4) || !g.usable(5) {
		t.Error("a column with the mover's tower below the top is not usable")
	}
}

func TestDoublesAdvanceTwiceOnlyWhenThereIsRoom(t *testing.T) {
	// The other towers stand on the tops of 2 and 12, so only 7 can move;
	// 3 4 3 4 pairs as 7 and 7 twice over, and as 6 and 8.
	g := newGame(t, 2)
	place(g, map[int]int{7: 11, 2: 3, 12: 3})
	roll(t, g, [4]int{3, 4, 3, 4})
	if got := g.Choices(); !reflect.DeepEqual(got, []Choice{{7, 7}}) {
		t.Fatalf("choices %v", got)
	}
	choose(t, g, Choice{7, 7})
	if g.Column(7).Marker(White) != 13 || g.Column(7).State() != Pending {
		t.Fatal("7 twice from square 11 did not reach the top")
	}
	g = newGame(t, 2)
	place(g, map[int]int{7: 12, 2: 3, 12: 3})
	roll(t, g, [4]int{3, 4, 3, 4})
	if got := g.Choices(); !reflect.DeepEqual(got, []Choice{{A: 7}}) {
		t.Fatalf("one square from the top, 7 and 7 offers %v, want only 7", got)
	}
}

func TestNewTowerStartsAboveTheTile(t *testing.T) {
	g := newGame(t, 2)
	g.cols[5].markers[Orange] = 4
	roll(t, g, [4]int{1, 4, 6, 6}) // (5, 12), (7, 10), (7, 10)
	choose(t, g, Choice{5, 12})
	if g.Column(5).Marker(White) != 5 || g.Column(12).Marker(White) != 1 {
		t.Errorf("towers at %d (above the tile on 4) and %d", g.Column(5).Marker(White), g.Column(12).Marker(White))
	}
}

func TestBustLosesTheTurnAndPendingFallsBack(t *testing.T) {
	g := newGame(t, 2)
	g.cols[3].markers[Orange] = 2
	place(g, map[int]int{2: 3, 3: 4, 12: 2})
	before := g.Column(3).Marker(Orange)
	if g.Column(2).State() != Pending {
		t.Fatal("the tower on 2's top square did not make it pending")
	}
	roll(t, g, [4]int{6, 6, 6, 5}) // totals 12 and 11: 12 is usable
	choose(t, g, Choice{A: 12})
	roll(t, g, [4]int{4, 4, 4, 4}) // 8 and 8: no tower, none left
	if g.Last().Kind != "bust" || g.Mover() != Yellow {
		t.Fatalf("event %+v, mover %v", g.Last(), g.Mover())
	}
	if g.Column(2).State() != Available || g.Column(2).Marker(White) != 0 || g.Column(12).Marker(White) != 0 {
		t.Error("a bust left towers or a pending column")
	}
	if g.Column(3).Marker(Orange) != before {
		t.Error("a bust moved a tile")
	}
	if g.TowersLeft() != Towers || g.CanStop() {
		t.Error("the next player does not start afresh")
	}
}

func TestStopTurnsTowersIntoTilesAndCaptures(t *testing.T) {
	g := newGame(t, 3)
	g.cols[4].markers[Orange] = 2
	g.cols[4].markers[Green] = 6
	g.cols[2].markers[Yellow], g.cols[2].markers[Green] = 1, 2
	place(g, map[int]int{4: 5, 2: 3})
	if err := g.Play(Stop); err != nil {
		t.Fatal(err)
	}
	if c := g.Column(4); c.Marker(Orange) != 5 || c.Marker(White) != 0 || c.Marker(Green) != 6 {
		t.Errorf("column 4 after stopping: %s", c)
	}
	c := g.Column(2)
	if owner, ok := c.Owner(); !ok || owner != Orange || c.State() != Captured {
		t.Fatalf("column 2 not captured by Orange: %s", c)
	}
	if c.Marker(Yellow) != 0 || c.Marker(Green) != 0 || c.Marker(Orange) != 3 {
		t.Errorf("a captured column kept other tiles: %s", c)
	}
	if got := g.Last(); got.Kind != "stop" || !reflect.DeepEqual(got.Captured, []int{2}) || g.Won(Orange) != 1 {
		t.Errorf("event %+v, won %d", got, g.Won(Orange))
	}
	if g.Mover() != Yellow {
		t.Errorf("mover %v after Orange stops", g.Mover())
	}
	// Nobody enters a captured column again.
	if g.usable(2) {
		t.Error("Yellow can enter Orange's column")
	}
}

func TestThreeColumnsWinAtOnce(t *testing.T) {
	g := newGame(t, 4)
	g.won[Orange] = 2
	place(g, map[int]int{12: 3})
	if err := g.Play(Stop); err != nil {
		t.Fatal(err)
	}
	if !g.Over() || g.Winner() != game.Player(Orange) || g.Turn() != game.Nobody {
		t.Fatalf("over=%v winner=%d", g.Over(), g.Winner())
	}
	if r := g.Returns(); !reflect.DeepEqual(r, []float64{1, -1, -1, -1}) {
		t.Errorf("returns %v", r)
	}
	if err := g.Play(Roll); err != game.ErrOver {
		t.Errorf("a roll after the end: %v", err)
	}
}

// TestUsableRollsMatchHandCounts checks the enumeration of all 1296 rolls
// against counts worked out by hand.
func TestUsableRollsMatchHandCounts(t *testing.T) {
	// The only usable columns are those with a tower below the top; the
	// others hold a tower on their top square.
	only := func(cols ...int) *Game {
		g := newGame(t, 2)
		towers := map[int]int{}
		for _, n := range cols {
			towers[n] = 1
		}
		for _, n := range []int{3, 11, 4} {
			if len(towers) < Towers {
				towers[n] = Length(n)
			}
		}
		place(g, towers)
		return g
	}
	for _, tc := range []struct {
		name string
		g    *Game
		want int
	}{
		// 7 needs two dice from {1,6}, {2,5} or {3,4}. By inclusion and
		// exclusion the rolls with no such pair number
		// 1296 − 3·302 + 3·24 = 462, where 302 = 6⁴ − 2·5⁴ + 4⁴ rolls show
		// both faces of one pair and 24 = 4! show both faces of two.
		{"7 only", only(7), 1296 - 462},
		// 2 needs two 1s: 1296 − 5⁴ − 4·5³ = 171. 12 likewise.
		{"2 only", only(2), 171},
		{"12 only", only(12), 171},
		// 2 or 12 fails with at most one 1 and at most one 6:
		// 4⁴ + 4·4³ + 4·4³ + 4·3·4² = 960 rolls.
		{"2 and 12", only(2, 12), 1296 - 960},
		// The published odds for towers on 6, 7 and 8: 92%, 1192 rolls.
		{"6, 7 and 8", only(6, 7, 8), 1192},
		// With a tower to place and nothing captured, every roll is usable.
		{"fresh turn", newGame(t, 2), 1296},
	} {
		if got := tc.g.UsableRolls(); got != tc.want {
			t.Errorf("%s: %d usable rolls, want %d", tc.name, got, tc.want)
		}
	}
}

func TestRefusals(t *testing.T) {
	g := newGame(t, 2)
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Stop, "Orange must roll at least once before stopping"},
		{ChooseMove(Choice{6, 8}), "roll the dice before choosing"},
		{DiceMove([4]int{1, 2, 3, 4}), "nobody has rolled"},
	} {
		gametest.RefusesMove(t, g, tc.m, tc.want)
	}
	roll(t, g, [4]int{1, 5, 2, 6})
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Roll, "choose one of the options"},
		{Stop, "choose one of the options"},
		{ChooseMove(Choice{5, 9}), "5 and 9 is not one of the options for 1 5 2 6"},
		{ChooseMove(Choice{A: 6}), "only 6 is not one of the options"},
	} {
		gametest.RefusesMove(t, g, tc.m, tc.want)
	}
	for _, in := range []string{"x", "9", "0", "dice 1 2 3", "dice 1 2 3 7"} {
		if _, err := g.ParseMove(in); err == nil {
			t.Errorf("%q parsed", in)
		}
	}
	if _, err := New(5); err == nil {
		t.Error("a five-player game was made")
	}
}

func TestNotationRoundTrips(t *testing.T) {
	gametest.RoundTrips(t, newGame(t, 3), rand.New(rand.NewPCG(1, 9)), 2000)
}

// checkBoard checks what must hold after every move.
func checkBoard(g *Game) string {
	towers, won := 0, [4]int{}
	for n := 2; n <= 12; n++ {
		c := g.Column(n)
		for k, sq := range c.markers {
			if sq < 0 || sq > c.Len() {
				return c.String() + ": a marker off the column"
			}
			if Color(k) < White && int(k) >= g.players && sq != 0 {
				return c.String() + ": a tile of a colour nobody plays"
			}
		}
		if c.markers[White] > 0 {
			towers++
		}
		switch c.state {
		case Captured:
			won[c.owner]++
			for k, sq := range c.markers {
				if (Color(k) == c.owner) != (sq == c.Len()) {
					return c.String() + ": a captured column holds more than its owner's tile at the top"
				}
			}
		case Pending:
			if c.markers[White] != c.Len() {
				return c.String() + ": pending without the tower on top"
			}
		default:
			if c.markers[White] == c.Len() || c.markers[g.turn] == c.Len() {
				return c.String() + ": a marker on the top square of an available column"
			}
		}
	}
	if won != g.won {
		return "the column count does not match the captured columns"
	}
	if towers+g.towersLeft != Towers && !g.Over() {
		return "towers on the board and in hand do not make three"
	}
	return ""
}

func TestRandomGamesKeepTheBoardSound(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	n := 1500
	if testing.Short() {
		n = 150
	}
	for i := range n {
		g := newGame(t, 2+i%3)
		prev := g.Clone().(*Game)
		_, err := game.Playout(g, r, 100000, func(game.State) error {
			if msg := checkBoard(g); msg != "" {
				t.Fatalf("%s after %s\n%s", msg, g.Last().Kind, g)
			}
			// Tiles never slide back, except off a column someone captured.
			for n := 2; n <= 12; n++ {
				for k := Orange; k < White; k++ {
					was, now := prev.Column(n).Marker(k), g.Column(n).Marker(k)
					if now < was && !(now == 0 && g.Column(n).State() == Captured) {
						t.Fatalf("%v's tile in %d went from %d to %d", k, n, was, now)
					}
				}
			}
			prev = g.Clone().(*Game)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		// One stop can capture two columns, so a winner may hold four.
		if w := g.Won(Color(g.Winner())); w < Goal || w > Goal+2 {
			t.Fatalf("the winner has %d columns", w)
		}
	}
}

func BenchmarkPlayout(b *testing.B) {
	for _, players := range []int{2, 4} {
		b.Run(strconv.Itoa(players)+"players", func(b *testing.B) {
			gametest.Playouts(b, func() game.State { g, _ := New(players); return g }, 100000)
		})
	}
}

// TestUsableRollsAgreesWithTheChoices checks the quick count against
// listing the choices of every roll, in positions from random games.
func TestUsableRollsAgreesWithTheChoices(t *testing.T) {
	r := rand.New(rand.NewPCG(6, 6))
	for range 40 {
		g := newGame(t, 3)
		for i := 0; i < 300 && !g.Over(); i++ {
			if g.CanRoll() && i%7 == 0 {
				slow := 0
				for _, d := range allRolls {
					if len(g.choicesFor(d)) > 0 {
						slow++
					}
				}
				if got := g.UsableRolls(); got != slow {
					t.Fatalf("UsableRolls %d, choices say %d\n%s", got, slow, g)
				}
			}
			m, _ := game.RandomMove(g, r)
			g.Play(m)
		}
	}
}

func BenchmarkUsableRolls(b *testing.B) {
	g, _ := New(2)
	place(g, map[int]int{6: 2, 7: 3})
	for b.Loop() {
		g.UsableRolls()
	}
}

// TestLegalListsTheRollsWhileTheDiceAreInTheAir: the contract says Legal
// lists a chance event's outcomes; here, the 1296 rolls, on the first roll
// of a turn, on a roll after a choice, and throughout random games.
func TestLegalListsTheRollsWhileTheDiceAreInTheAir(t *testing.T) {
	g := newGame(t, 3)
	if err := g.Play(Roll); err != nil {
		t.Fatal(err)
	}
	if g.Turn() != game.Chance {
		t.Fatalf("turn %v after a roll, want chance", g.Turn())
	}
	gametest.ChancesListed(t, g, len(allRolls))
	if err := g.Play(DiceMove([4]int{1, 5, 2, 6})); err != nil {
		t.Fatal(err)
	}
	choose(t, g, Choice{7, 7})
	if err := g.Play(Roll); err != nil {
		t.Fatal(err)
	}
	gametest.ChancesListed(t, g, len(allRolls))
	r := rand.New(rand.NewPCG(9, 2))
	for range 5 {
		g := newGame(t, 2)
		for i := 0; !g.Over(); i++ {
			if g.Turn() == game.Chance && i%9 == 0 {
				gametest.ChancesListed(t, g, len(allRolls))
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
