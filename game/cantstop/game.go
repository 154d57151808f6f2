package cantstop

import (
	"fmt"
	"slices"

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

// New starts a game for 2 to 4 players, Orange first; or, for one player,
// solitaire: Orange alone, until she has won three columns (the arena
// counts her turns).
func New(players int) (*Game, error) {
	if players < 1 || players > 4 {
		return nil, fmt.Errorf("a game of Can't Stop is for 2 to 4 players (or 1, alone), not %d", players)
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

// Clone returns an independent copy.
func (g *Game) Clone() game.State {
	ng := *g
	ng.choices = slices.Clone(g.choices)
	ng.last.Captured = slices.Clone(g.last.Captured)
	return &ng
}
