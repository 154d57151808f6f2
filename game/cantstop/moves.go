package cantstop

import "parlor/game"

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
