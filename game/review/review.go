// Package review analyses a game after it: each decision's value before
// and after it, the moves that threw value away marked as inaccuracies,
// mistakes or blunders with the best move beside them, each player's
// accuracy, and the first seat's chance of winning move by move for a
// graph. It uses each game's analysis (catalog.Options.Analyst): exact
// where a solver proves the values, the Hard search's estimate elsewhere.
//
// A move is judged against the best choice in its own position, with the
// dice rolled and the tiles drawn as they were: luck is not a mistake.
package review

import (
	"math"

	"parlor/game"
	"parlor/game/ai"
)

// Marks, from the least to the worst.
const (
	Inaccuracy = "inaccuracy"
	Mistake    = "mistake"
	Blunder    = "blunder"
)

// The thresholds of the marks on the win-chance scale: a move that loses
// at least this much of the mover's chance of winning, against the best
// move, is marked so (lichess's 10, 20 and 30 points).
const (
	InaccuracyLoss = 0.10
	MistakeLoss    = 0.20
	BlunderLoss    = 0.30
)

// The thresholds of the marks in seeds, where the values are exact final
// margins (Kalah) and the move keeps the best move's result but not its
// margin.
const (
	InaccuracySeeds = 1
	MistakeSeeds    = 3
	BlunderSeeds    = 6
)

// The thresholds of the marks on the turn's scale, where a decision is
// judged by its turn (ai.Value.Turn: Can't Stop's rolls and stops): the
// share of the best move's worth for the turn that the move
// throws away.
const (
	InaccuracyTurn = 0.15
	MistakeTurn    = 0.30
	BlunderTurn    = 0.50
)

// MostSeedLoss is the most a move that keeps its exact result can lose
// by the seeds it gives up: what the least change of result loses (a win
// thrown into a draw, half the chance of winning), reached at 12 seeds.
const MostSeedLoss = 0.5

// Move is one decision of the game, reviewed.
type Move struct {
	// Ply is the decision's place in the record, from 0; Seat who made it.
	Ply  int
	Seat game.Player
	// Text is the move as the record writes it.
	Text string
	// Played is the value of the move played for its mover; Best the best
	// move's, and BestText the best move as the record writes it. Where
	// the analysis found no move better than the one played (or did not
	// value the one played), Best is Played and BestText is empty.
	Played, Best ai.Value
	BestText     string
	// Lost is the mover's chance of winning the move threw away, 0 to 1;
	// for a move that keeps an exact result but not its margin, the
	// seeds it gave up on the same scale (see SeedLoss); for a decision
	// judged by its turn, the share of the turn's worth it gave up, on
	// the same scale (see TurnLoss).
	Lost float64
	// Mark is Inaccuracy, Mistake, Blunder or "".
	Mark string
	// First is the first seat's chance of winning after the move, 0 to 1
	// (in a game of more than two, the mover's: see Review.Seats).
	First float64
	// Accuracy is the move's accuracy, 0 to 100 (see MoveAccuracy).
	Accuracy float64
}

// Review is a game reviewed.
type Review struct {
	// Game is the game and its options in the canonical text.
	Game string
	// Moves are the decisions in order.
	Moves []Move
	// Accuracy is each seat's accuracy, 0 to 100, the mean of its moves';
	// -1 for a seat that made no decision.
	Accuracy []float64
	// Chance says the game has chance (dice or tiles): each move was
	// judged with the dice and tiles as they fell.
	Chance bool
}

// Judge marks a move: the value played against the best one's, for
// the mover. Where both are exact, a move as good as the best (the same
// value) is never marked; one that throws a win away (into a draw or a
// loss), or a draw into a loss, is a blunder; one that keeps the result
// but not the margin (Kalah's seeds) is marked by the seeds lost, and
// loses what SeedLoss makes of them, so that its accuracy follows its
// mark (a lost game lost by more seeds too). A decision judged by its
// turn (both values Turn) is marked by the share of the best move's worth
// it throws away (InaccuracyTurn…), and loses what TurnLoss makes of it —
// unless the chance of winning says the move played is the better by an
// inaccuracy's 10 points or more (a player far behind may be right to
// gamble), when it is not marked. Elsewhere, where a value is only an
// estimate, the mark goes by the chance of winning lost, and a blunder
// only where the estimate is decisive (see Decisive): else it is a
// mistake at worst.
func Judge(played, best ai.Value) (lost float64, mark string) {
	if played.Turn && best.Turn {
		if best.Worth <= 0 || played.Chance >= best.Chance+InaccuracyLoss {
			return 0, ""
		}
		share := min(1, max(0, 1-played.Worth/best.Worth))
		return TurnLoss(share), grade(share, InaccuracyTurn, MistakeTurn, BlunderTurn)
	}
	lost = max(0, best.Chance-played.Chance)
	if played.Exact && best.Exact {
		switch {
		case played.Score >= best.Score:
			return lost, ""
		case ai.Outcome(played.Score) < ai.Outcome(best.Score):
			return lost, Blunder
		case ai.Outcome(played.Score) > ai.Outcome(best.Score) || !played.Margin:
			return lost, ""
		}
		seeds := max(0, best.Score-played.Score)
		return SeedLoss(seeds), grade(seeds, InaccuracySeeds, MistakeSeeds, BlunderSeeds)
	}
	mark = grade(lost, InaccuracyLoss, MistakeLoss, BlunderLoss)
	if mark == Blunder && !(played.Chance <= Decisive && best.Chance >= 0.5) {
		mark = Mistake
	}
	return lost, mark
}

// Decisive is the most an estimated chance of winning can be for the move
// played to be marked a blunder on an estimate: the estimate must say the
// move loses (a chance of 25% or less) where the best move keeps at least
// an even game (50% or more). An estimate that throws less away, or that
// only says a lost game was lost a little more, carries a mistake at
// worst.
const Decisive = 0.25

// grade is the mark of a loss by its thresholds: an inaccuracy from the
// first, a mistake from the second, a blunder from the third.
func grade(loss, inaccuracy, mistake, blunder float64) string {
	switch {
	case loss >= blunder:
		return Blunder
	case loss >= mistake:
		return Mistake
	case loss >= inaccuracy:
		return Inaccuracy
	}
	return ""
}

// SeedLoss is what a move that keeps its exact result loses, on the
// scale of the chance of winning (0 to 1), for the seeds of margin it
// gives up: the marks' thresholds fall together on both scales — 1 seed
// loses 0.10 (an inaccuracy), 3 seeds 0.20 (a mistake), 6 seeds 0.30 (a
// blunder) — straight between them from 0 for none, and 0.10 more for
// every 3 seeds beyond 6, up to MostSeedLoss at 12. So a move is marked
// by its seeds as it would be by its loss, and costs its accuracy what a
// move of the same mark costs by chance.
func SeedLoss(seeds float64) float64 {
	return onKnots(seeds, []knot{
		{0, 0},
		{InaccuracySeeds, InaccuracyLoss},
		{MistakeSeeds, MistakeLoss},
		{BlunderSeeds, BlunderLoss},
		{2 * BlunderSeeds, MostSeedLoss},
	})
}

// TurnLoss is what a decision judged by its turn loses, on the scale of
// the chance of winning (0 to 1), for the share of the turn's worth it
// gives up (0 to 1): the marks' thresholds fall together on both scales —
// 15% of the turn loses 0.10 (an inaccuracy), 30% 0.20 (a mistake), 50%
// 0.30 (a blunder) — straight between them from 0 for none, up to
// MostSeedLoss, what a win thrown into a draw loses, for the whole turn.
// So a decision is marked by its share as it would be by its loss, and
// costs its accuracy what a move of the same mark costs by chance.
func TurnLoss(share float64) float64 {
	return onKnots(share, []knot{
		{0, 0},
		{InaccuracyTurn, InaccuracyLoss},
		{MistakeTurn, MistakeLoss},
		{BlunderTurn, BlunderLoss},
		{1, MostSeedLoss},
	})
}

// knot is a point of a scale: at x, the loss y.
type knot struct{ x, y float64 }

// onKnots is the loss at x, straight between the knots (ascending, the
// first at 0): 0 at or below 0, the last knot's loss beyond it.
func onKnots(x float64, knots []knot) float64 {
	if x <= 0 {
		return 0
	}
	for i := 1; i < len(knots); i++ {
		if a, b := knots[i-1], knots[i]; x < b.x {
			return a.y + (x-a.x)*(b.y-a.y)/(b.x-a.x)
		}
	}
	return knots[len(knots)-1].y
}

// MoveAccuracy is a move's accuracy, 0 to 100, from the chance of winning
// it lost (0 to 1; Move.Lost, the seeds' SeedLoss for a move that kept an
// exact result but not its margin), by lichess's formula: 103.1668 × e^(−0.04354 × points
// lost) − 3.1669, points on the scale of 100, held within 0 and 100. A
// move that loses nothing is 100% accurate; one that loses 10 points,
// about 65%; 30 points, about 25%.
func MoveAccuracy(lost float64) float64 {
	if lost <= 0 {
		return 100 // the formula's 99.9999
	}
	a := 103.1668*math.Exp(-0.04354*100*lost) - 3.1669
	return min(100, max(0, a))
}
