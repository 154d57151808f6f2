package cantstop

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlor/game"
)

// Towers is the number of towers a player gets each turn; Goal the number
// of columns that win.
const (
	Towers = 3
	Goal   = 3
)

// phase is what the game waits for.
type phase int

const (
	deciding phase = iota // the mover rolls, or stops after a successful roll
	rolling               // the dice are in the air: a chance event
	choosing              // the mover picks a choice for the dice
)

// Event is what the last move did, for scenes and the terminal to show.
type Event struct {
	Player Color
	// Kind is "roll" (the dice came up with choices), "bust", "choose",
	// "stop" or "" before the first move.
	Kind string
	Dice [4]int
	// Chosen is the choice taken, for "choose".
	Chosen Choice
	// Captured lists the columns won by stopping.
	Captured []int
}

// Game is a game of Can't Stop.
type Game struct {
	players    int
	cols       [13]Column
	turn       Color
	phase      phase
	dice       [4]int
	choices    []Choice
	towersLeft int
	progressed bool // a roll has been used this turn: she may stop
	won        [4]int
	winner     game.Player
	last       Event
}

// New starts a game for 2 to 4 players, Orange first.
func New(players int) (*Game, error) {
	if players < 2 || players > 4 {
		return nil, fmt.Errorf("a game of Can't Stop is for 2 to 4 players, not %d", players)
	}
	g := &Game{players: players, towersLeft: Towers, winner: game.Nobody}
	for n := 2; n <= 12; n++ {
		g.cols[n] = NewColumn(n)
	}
	return g, nil
}

// Column is column n (2 to 12); it panics for another number.
func (g *Game) Column(n int) *Column {
	if n < 2 || n > 12 {
		panic(fmt.Sprintf("cantstop: no column %d", n))
	}
	return &g.cols[n]
}

// Players is the number of players.
func (g *Game) Players() int { return g.players }

// Mover is the player whose turn it is (the winner once the game is over).
func (g *Game) Mover() Color { return g.turn }

// Won is the number of columns player p has captured.
func (g *Game) Won(p Color) int { return g.won[p] }

// TowersLeft is the number of towers the mover has still to place.
func (g *Game) TowersLeft() int { return g.towersLeft }

// Dice are the dice of the roll being used, when the mover is choosing.
func (g *Game) Dice() [4]int { return g.dice }

// Choices are the ways the mover can use the dice, when she is choosing:
// each distinct choice once, in the order of its columns.
func (g *Game) Choices() []Choice { return slices.Clone(g.choices) }

// Choosing reports whether the mover must pick a choice for the dice.
func (g *Game) Choosing() bool { return g.phase == choosing }

// CanStop reports whether the mover may stop now.
func (g *Game) CanStop() bool { return g.phase == deciding && g.progressed && !g.Over() }

// CanRoll reports whether the mover may roll now.
func (g *Game) CanRoll() bool { return g.phase == deciding && !g.Over() }

// Last is what the last move did.
func (g *Game) Last() Event { return g.last }

// Turn is the mover's seat, game.Chance while the dice are rolling, or
// game.Nobody once the game is over.
func (g *Game) Turn() game.Player {
	switch {
	case g.Over():
		return game.Nobody
	case g.phase == rolling:
		return game.Chance
	}
	return game.Player(g.turn)
}

// Over reports whether someone has captured three columns.
func (g *Game) Over() bool { return g.winner != game.Nobody }

// Winner is the winning seat, or game.Nobody.
func (g *Game) Winner() game.Player { return g.winner }

// Returns is 1 for the winner and -1 for everyone else once the game is
// over; all zeros before.
func (g *Game) Returns() []float64 {
	r := make([]float64, g.players)
	if g.Over() {
		for i := range r {
			r[i] = -1
		}
		r[g.winner] = 1
	}
	return r
}

// usable reports whether the mover can climb column n now.
func (g *Game) usable(n int) bool {
	c := &g.cols[n]
	return c.state != Captured && c.markers[White] != c.Len() && (c.markers[White] > 0 || g.towersLeft > 0)
}

// climb moves the mover's tower in column n up one square, placing it one
// above her tile (or on square 1) if it is not yet there.
func (g *Game) climb(n int) {
	c := &g.cols[n]
	if c.markers[White] == 0 {
		c.markers[White] = c.markers[g.turn] + 1
		g.towersLeft--
	} else {
		c.markers[White]++
	}
	if c.markers[White] == c.Len() {
		c.state = Pending
	}
}

// canTake reports whether the mover can climb by c, tried on a copy of g's
// columns: both columns, or the one twice, when c names two.
func (g *Game) canTake(c Choice) bool {
	t := *g
	for _, n := range []int{c.A, c.B} {
		if n == 0 {
			continue
		}
		if !t.usable(n) {
			return false
		}
		t.climb(n)
	}
	return true
}

// choicesFor lists the distinct ways to use the dice d, each once however
// many pairings give it, in a fixed order: by the first column, then the
// second (none first).
func (g *Game) choicesFor(d [4]int) []Choice {
	var out []Choice
	for _, p := range g.Pairings(d) {
		for _, c := range p.Choices {
			if !slices.Contains(out, c) {
				out = append(out, c)
			}
		}
	}
	slices.SortFunc(out, func(x, y Choice) int {
		if x.A != y.A {
			return x.A - y.A
		}
		return x.B - y.B
	})
	return out
}

// Pairings are the three ways to pair the dice d, always three and in a
// fixed order: the first die with the second, with the third, then with
// the fourth. Each has its dice, its two totals in that order, and the
// choices it gives the mover now, smaller column first: both totals if both
// can be used (the same column twice when it has room), the one that can,
// or, when either can but not both, each alone for her to pick; none when
// neither can be used. The pairings are listed as the dice fall, so two of
// them may make the same totals and offer the same choices (4 5 6 5 gives
// 9 and 11 twice over); Choices lists each distinct choice once.
func (g *Game) Pairings(d [4]int) []Pairing {
	var ps []Pairing
	for _, ix := range pairings {
		p := Pairing{Dice: [2][2]int{{d[ix[0]], d[ix[1]]}, {d[ix[2]], d[ix[3]]}}}
		a, b := d[ix[0]]+d[ix[1]], d[ix[2]]+d[ix[3]]
		p.Totals = [2]int{a, b}
		a, b = min(a, b), max(a, b)
		switch both := (Choice{a, b}); {
		case g.canTake(both):
			p.Choices = []Choice{both}
		default:
			for _, n := range []int{a, b} {
				if c := (Choice{A: n}); g.usable(n) && !slices.Contains(p.Choices, c) {
					p.Choices = append(p.Choices, c)
				}
			}
		}
		ps = append(ps, p)
	}
	return ps
}

// UsableRolls counts the rolls, of all 6⁴ = 1296, that the mover could use
// now: the chance of using the next roll is UsableRolls()/1296. A roll can
// be used exactly when one of its six pair totals names a column she can
// climb, since a total that can be used alone always gives a choice.
func (g *Game) UsableRolls() int {
	var usable [13]bool
	for n := 2; n <= 12; n++ {
		usable[n] = g.usable(n)
	}
	count := 0
	for _, d := range allRolls {
		for _, ix := range pairings {
			if usable[d[ix[0]]+d[ix[1]]] || usable[d[ix[2]]+d[ix[3]]] {
				count++
				break
			}
		}
	}
	return count
}

// allRolls are the 1296 ways four dice can fall, in order.
var allRolls = func() [][4]int {
	var rs [][4]int
	for i := range 1296 {
		rs = append(rs, [4]int{i/216 + 1, i/36%6 + 1, i/6%6 + 1, i%6 + 1})
	}
	return rs
}()

// Move kinds, in the low two bits of a game.Move.
const (
	kindDice = iota
	kindRoll
	kindStop
	kindChoose
)

// Roll and Stop are the mover's two decisions between rolls.
const (
	Roll game.Move = kindRoll
	Stop game.Move = kindStop
)

// ChooseMove encodes taking choice c.
func ChooseMove(c Choice) game.Move { return game.Move(kindChoose | c.A<<2 | c.B<<6) }

// DiceMove encodes the dice coming up d.
func DiceMove(d [4]int) game.Move {
	return game.Move(kindDice | d[0]<<2 | d[1]<<5 | d[2]<<8 | d[3]<<11)
}

func decodeChoice(m game.Move) Choice { return Choice{A: int(m) >> 2 & 15, B: int(m) >> 6 & 15} }

func decodeDice(m game.Move) [4]int {
	v := int(m)
	return [4]int{v >> 2 & 7, v >> 5 & 7, v >> 8 & 7, v >> 11 & 7}
}

// rollOutcomes are allRolls as chance outcomes, each 1/1296.
var rollOutcomes = func() []game.Outcome {
	out := make([]game.Outcome, len(allRolls))
	for i, d := range allRolls {
		out[i] = game.Outcome{Move: DiceMove(d), Prob: 1.0 / 1296}
	}
	return out
}()

// Chances are the 1296 rolls, each with probability 1/1296, while the dice
// are in the air. The slice is shared: do not change it.
func (g *Game) Chances() []game.Outcome {
	if g.phase != rolling || g.Over() {
		return nil
	}
	return rollOutcomes
}

// Legal lists what the mover may do: roll (and stop, after a successful
// roll), or pick one of the choices for the dice; while the dice roll, the
// 1296 ways they can fall.
func (g *Game) Legal() []game.Move {
	switch {
	case g.Over():
		return nil
	case g.phase == rolling:
		var ms []game.Move
		for _, d := range allRolls {
			ms = append(ms, DiceMove(d))
		}
		return ms
	case g.phase == choosing:
		var ms []game.Move
		for _, c := range g.choices {
			ms = append(ms, ChooseMove(c))
		}
		return ms
	}
	if g.progressed {
		return []game.Move{Roll, Stop}
	}
	return []game.Move{Roll}
}

var errChoose = errors.New("choose one of the options for the dice first")

// Play makes a move.
func (g *Game) Play(m game.Move) error {
	if g.Over() {
		return game.ErrOver
	}
	switch int(m) & 3 {
	case kindRoll:
		if g.phase == choosing {
			return errChoose
		}
		if m != Roll || g.phase != deciding {
			return errors.New("the dice are already rolling")
		}
		g.phase = rolling
	case kindStop:
		switch {
		case g.phase == choosing:
			return errChoose
		case m != Stop || g.phase != deciding:
			return errors.New("the dice are rolling")
		case !g.progressed:
			return fmt.Errorf("%s must roll at least once before stopping", g.turn)
		}
		g.stop()
	case kindDice:
		d := decodeDice(m)
		if g.phase != rolling {
			return errors.New("nobody has rolled the dice")
		}
		for _, v := range d {
			if v < 1 || v > 6 || DiceMove(d) != m {
				return fmt.Errorf("%v is not a roll of four dice", d)
			}
		}
		g.dice, g.choices = d, g.choicesFor(d)
		g.last = Event{Player: g.turn, Kind: "roll", Dice: d}
		if len(g.choices) == 0 {
			g.last.Kind = "bust"
			g.bust()
			return nil
		}
		g.phase = choosing
	case kindChoose:
		c := decodeChoice(m)
		switch {
		case g.phase != choosing:
			return fmt.Errorf("roll the dice before choosing")
		case ChooseMove(c) != m || !slices.Contains(g.choices, c):
			return fmt.Errorf("%s is not one of the options for %s", c, diceString(g.dice))
		}
		for _, n := range []int{c.A, c.B} {
			if n != 0 && g.usable(n) {
				g.climb(n)
			}
		}
		g.last = Event{Player: g.turn, Kind: "choose", Dice: g.dice, Chosen: c}
		g.phase, g.choices, g.progressed = deciding, nil, true
	}
	return nil
}

// bust takes the mover's towers off the board and passes the turn.
func (g *Game) bust() {
	for n := 2; n <= 12; n++ {
		c := &g.cols[n]
		c.markers[White] = 0
		if c.state == Pending {
			c.state = Available
		}
	}
	g.next()
}

// stop turns the towers into tiles, captures the columns whose tops were
// reached, and passes the turn or ends the game.
func (g *Game) stop() {
	me := g.turn
	g.last = Event{Player: me, Kind: "stop"}
	for n := 2; n <= 12; n++ {
		c := &g.cols[n]
		if c.markers[White] == 0 {
			continue
		}
		c.markers[me], c.markers[White] = c.markers[White], 0
		if c.state == Pending {
			c.state, c.owner = Captured, me
			for k := range c.markers {
				if Color(k) != me {
					c.markers[k] = 0
				}
			}
			g.won[me]++
			g.last.Captured = append(g.last.Captured, n)
		}
	}
	if g.won[me] >= Goal {
		g.winner = game.Player(me)
		g.phase = deciding
		return
	}
	g.next()
}

// next gives the dice and the towers to the next player.
func (g *Game) next() {
	g.turn = Color((int(g.turn) + 1) % g.players)
	g.phase, g.choices, g.towersLeft, g.progressed = deciding, nil, Towers, false
}

// Clone returns an independent copy.
func (g *Game) Clone() game.State {
	ng := *g
	ng.choices = slices.Clone(g.choices)
	ng.last.Captured = slices.Clone(g.last.Captured)
	return &ng
}

// MoveString writes a move as the terminal mode takes it: "r", "s", a
// choice in words ("7 and 9"), or "dice 3 1 6 2".
func (g *Game) MoveString(m game.Move) string {
	switch int(m) & 3 {
	case kindRoll:
		return "r"
	case kindStop:
		return "s"
	case kindChoose:
		return decodeChoice(m).String()
	}
	return "dice " + diceString(decodeDice(m))
}

func diceString(d [4]int) string { return fmt.Sprintf("%d %d %d %d", d[0], d[1], d[2], d[3]) }

// ParseMove reads "r" (roll), "s" (stop), the number of a choice as the
// terminal lists them from 1, a choice in words ("7 and 9", "only 5",
// "8 twice"), or "dice a b c d".
func (g *Game) ParseMove(s string) (game.Move, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	if g.Over() {
		return 0, game.ErrOver
	}
	switch s {
	case "r", "roll":
		return Roll, nil
	case "s", "stop":
		return Stop, nil
	}
	if k, err := strconv.Atoi(s); err == nil {
		if g.phase != choosing {
			return 0, errors.New("roll the dice before choosing")
		}
		if k < 1 || k > len(g.choices) {
			return 0, fmt.Errorf("choose an option from 1 to %d", len(g.choices))
		}
		return ChooseMove(g.choices[k-1]), nil
	}
	if rest, ok := strings.CutPrefix(s, "dice "); ok {
		var d [4]int
		f := strings.Fields(rest)
		for i := range d {
			if len(f) != 4 {
				break
			}
			d[i], _ = strconv.Atoi(f[i])
		}
		if len(f) != 4 || slices.ContainsFunc(d[:], func(v int) bool { return v < 1 || v > 6 }) {
			return 0, fmt.Errorf("%q is not four dice from 1 to 6", rest)
		}
		return DiceMove(d), nil
	}
	for _, c := range g.choices {
		if c.String() == s {
			return ChooseMove(c), nil
		}
	}
	return 0, fmt.Errorf("%q is not a move: type r to roll, s to stop, or the number of an option", s)
}

// String prints the board as the eleven columns, 2 to 12, one a line.
func (g *Game) String() string {
	var b strings.Builder
	for n := 2; n <= 12; n++ {
		b.WriteString(g.cols[n].String())
		b.WriteByte('\n')
	}
	return b.String()
}
