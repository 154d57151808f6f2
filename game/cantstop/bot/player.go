package bot

import (
	"errors"
	"math/rand/v2"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/cantstop"
)

// CantStopRule is a rule of thumb a Can't Stop player follows: when to
// stop rolling, and how to use a roll.
type CantStopRule int

const (
	// Cautious rolls until its three towers are placed and then stops;
	// it uses the dice as the Rule of 28 does.
	Cautious CantStopRule = iota
	// Rule28 is Michael Keller's Rule of 28 as Glenn and Aloi give it
	// ("A Generalized Heuristic for Can't Stop", 2009): it rolls until its
	// three towers are placed (while columns remain to place them in),
	// then until the progress score reaches 28.
	Rule28
	// Expert climbs and stops so as to leave itself nearest to winning,
	// by a measure of the work left in its three best columns, looking one
	// roll ahead (csExpert). With Playouts it plays its options out, the
	// Rule of 28 in every seat, only once some player has won two columns:
	// in the race to the end.
	Expert
)

// CantStop is a computer player for Can't Stop. It follows a rule of
// thumb; with Playouts set, it checks each of its options instead by
// playing the game out that many times, every player following the rule
// (the Expert: the Rule of 28, and only in the race to the end), and takes
// the option that won most. Whatever the rule, it stops when
// stopping wins the game, and when the next roll is sure to bust.
type CantStop struct {
	// Rule is the rule of thumb it plays by, and but for Expert the one
	// its playouts follow.
	Rule CantStopRule
	// Careless is the chance that it uses a roll at random instead of by
	// its rule, for a weaker, more human player.
	Careless float64
	// Playouts is the number of games played out from each option; 0
	// plays by the rule alone.
	Playouts int

	pos     cantstop.Sim
	expert  *csExpert
	rng     *rand.Rand
	src     *rand.PCG  // the playouts' dice, seeded for each run
	rng2    *rand.Rand // rolls src
	seed    uint64
	options []game.Move
	acts    []csAct
	flat    ai.Flat
	decided bool
	move    game.Move
}

// csAct is one option: stop, roll, or take a choice.
type csAct struct {
	kind   int // actStop, actRoll or actTake
	choice cantstop.SimChoice
}

const (
	actStop = iota
	actRoll
	actTake
)

// errNotCantStop is Start's error for a position of another game.
var errNotCantStop = errors.New("this player plays Can't Stop only")

// Start reads the position and decides at once if its rule decides, or
// sets up the playouts.
func (b *CantStop) Start(s game.State, seed uint64) error {
	g, err := ai.CheckAs[*cantstop.Game](s, errNotCantStop)
	if err != nil {
		return err
	}
	b.pos, b.seed, b.rng = cantstop.SimOf(g), seed, ai.NewRand(seed)
	if b.src == nil {
		b.src = rand.NewPCG(0, 0)
		b.rng2 = rand.New(b.src)
	}
	b.options, b.decided = s.Legal(), false
	if b.acts, err = actsOf(g, b.options, b.acts[:0]); err != nil {
		return err
	}
	b.flat.Playouts, b.flat.Max, b.flat.Play = b.Playouts, 1, b.playout
	b.flat.Start(len(b.acts))
	b.move = b.ruled()
	if len(b.options) == 1 || b.Playouts <= 0 || b.pos.StopWins() && b.pos.CanStop() ||
		b.Rule == Expert && !racing(&b.pos) {
		b.decided = true
	}
	return nil
}

// actsOf appends to acts what each of moves, g's legal moves, does: stop,
// roll, or take a choice of the dice.
func actsOf(g *cantstop.Game, moves []game.Move, acts []csAct) ([]csAct, error) {
	for _, m := range moves {
		switch {
		case m == cantstop.Stop:
			acts = append(acts, csAct{kind: actStop})
		case m == cantstop.Roll:
			acts = append(acts, csAct{kind: actRoll})
		default:
			c, ok := choiceOf(g, m)
			if !ok {
				return acts, errors.New("the choices for the dice cannot be read")
			}
			acts = append(acts, csAct{kind: actTake, choice: c})
		}
	}
	return acts, nil
}

// choiceOf finds the choice move m takes among the engine's choices.
func choiceOf(g *cantstop.Game, m game.Move) (cantstop.SimChoice, bool) {
	for _, c := range g.Choices() {
		if cantstop.ChooseMove(c) == m {
			return cantstop.SimChoice{A: int8(c.A), B: int8(c.B)}, true
		}
	}
	return cantstop.SimChoice{}, false
}

// policy is the rule as a playout policy.
func (b *CantStop) policy() cantstop.Policy {
	switch b.Rule {
	case Rule28:
		return rule28{threshold: 28, endgame: true}
	case Expert:
		if b.expert == nil {
			b.expert = newCSExpert()
		}
		return b.expert
	}
	return cautious{}
}

// playoutPolicy is the rule the playouts follow: the rule itself, or for
// the Expert the Rule of 28 (as fast as playouts need).
func (b *CantStop) playoutPolicy() cantstop.Policy {
	if b.Rule == Expert {
		return rule28{threshold: 28, endgame: true}
	}
	return b.policy()
}

// ruled is the move the rule gives.
func (b *CantStop) ruled() game.Move {
	if b.acts[0].kind == actTake {
		var cs cantstop.SimChoices
		for _, a := range b.acts {
			cs.C[cs.N] = a.choice
			cs.N++
		}
		k := 0
		if cs.N > 1 {
			if b.Careless > 0 && b.rng.Float64() < b.Careless {
				k = b.rng.IntN(cs.N)
			} else {
				k = b.policy().Choose(&b.pos, &cs)
			}
		}
		return b.options[k]
	}
	if len(b.options) > 1 && b.policy().Stop(&b.pos) {
		return cantstop.Stop
	}
	return cantstop.Roll
}

// Step plays games out for about d at most, and returns the move once all
// are played or the leader cannot be caught.
func (b *CantStop) Step(d time.Duration) (game.Move, bool) {
	if b.decided {
		return b.move, true
	}
	if !b.flat.Run(time.Now().Add(d)) {
		return 0, false
	}
	return b.Stop(), true
}

// playout plays option i out once with the k-th run of dice, the same for
// every option, and scores 1 if the mover won, else 0.
func (b *CantStop) playout(i, k int) int {
	p := b.pos
	me := p.Turn
	pol := b.playoutPolicy()
	switch a := b.acts[i]; a.kind {
	case actStop:
		p.Stop()
	case actTake:
		p.Take(a.choice)
		if pol.Stop(&p) {
			p.Stop()
		}
	}
	b.src.Seed(b.seed, uint64(k))
	if p.Playout(pol, b.rng2, 1000) == me {
		return 1
	}
	return 0
}

// Stop decides with the playouts run so far: the option that won most,
// the rule's move among equals.
func (b *CantStop) Stop() game.Move {
	if b.decided {
		return b.move
	}
	pref := 0
	for i, m := range b.options {
		if m == b.move {
			pref = i
		}
	}
	best := b.flat.Best(pref)
	b.move, b.decided = b.options[best], true
	return b.move
}

// cautious rolls until its three towers are placed (while there are
// columns to place them in), then stops; it uses the dice as the Rule of
// 28 does.
type cautious struct{}

// Stop stops once three towers are placed (cantstop.Policy).
func (cautious) Stop(p *cantstop.Sim) bool {
	if p.StopWins() || p.BustOdds() == 1296 {
		return true
	}
	return p.Placed >= 3 || p.OpenColumns() <= int(p.Placed)
}

// Choose uses the dice as the Rule of 28 does (cantstop.Policy).
func (cautious) Choose(p *cantstop.Sim, cs *cantstop.SimChoices) int {
	return bestChoice(p, cs, rule28Choice)
}
