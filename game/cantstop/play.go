package cantstop

import (
	"errors"
	"fmt"
	"slices"

	"parlor/game"
)

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
